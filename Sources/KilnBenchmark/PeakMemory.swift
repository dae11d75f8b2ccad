import Foundation

/// Peak resident memory in megabytes: this process's own, or its waited-for children's.
///
/// On Linux a child's `ru_maxrss` starts from its parent's resident size when it was spawned
/// (the parent's pages count until `exec` replaces them), so a child spawned by a benchmark
/// that had built sites itself read 138 MB whatever it built. The process's own high-water
/// mark (`VmHWM`, reset by `exec`) is read instead; children's figures, for a grandchild such as
/// Hugo, come from a child process that stays small, so its inherited floor is a few megabytes.
enum PeakMemory {
    static func ownMegabytes() -> Int {
        #if canImport(Glibc)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.dropFirst("VmHWM:".count).trimmingCharacters(in: .whitespaces).split(separator: " ").first ?? "")
        {
            return kilobytes / 1024
        }
        #endif
        return usage(RUSAGE_SELF)
    }

    static func childrenMegabytes() -> Int { usage(RUSAGE_CHILDREN) }

    #if canImport(Glibc)
    private static func usage(_ who: __rusage_who) -> Int {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return usage.ru_maxrss / 1024  // kilobytes on Linux
    }
    #else
    private static func usage(_ who: Int32) -> Int {
        var usage = rusage()
        getrusage(who, &usage)
        return usage.ru_maxrss / 1_048_576  // bytes on Darwin
    }
    #endif
}
