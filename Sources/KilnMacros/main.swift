// Kiln's macro plugin: the compiler runs it and talks to it over standard input and output
// (see KilnMacroSupport). It needs no swift-syntax: `#Preview` expands from its source text.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import KilnMacroSupport

/// Tells the user through the compiler's log, which shows a plugin's standard error.
func report(_ message: String) {
    var channel = FileDescriptorChannel(STDERR_FILENO)
    try? channel.write(Array("KilnMacros: \(message)\n".utf8))
}

// The conversation gets private copies of standard input and output; standard output then
// goes to standard error, so that nothing printed by accident can corrupt a message.
let conversationInput = dup(STDIN_FILENO)
let conversationOutput = dup(STDOUT_FILENO)
guard conversationInput >= 0, conversationOutput >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 else {
    report("cannot set up the conversation with the compiler")
    exit(1)
}
close(STDIN_FILENO)

var server = PluginServer(input: FileDescriptorChannel(conversationInput), output: FileDescriptorChannel(conversationOutput))
switch server.run() {
case .inputClosed, .terminated:
    exit(0)
case .failed(let reason):
    report(reason)
    exit(1)
}
