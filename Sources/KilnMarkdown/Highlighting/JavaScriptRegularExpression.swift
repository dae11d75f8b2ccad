/// Regular expression literals, `/ab+c/gi`, where a `/` starts one rather than divides.
enum JavaScriptRegularExpression {
    /// Where the literal whose `/` is at the cursor ends (after its flags), or nil if it does
    /// not close on its line; then `searchedTo` is where the search gave up.
    static func end(in scanner: CodeScanner) -> (end: Int?, searchedTo: Int) {
        var probe = scanner
        probe.advance()
        var isInClass = false
        while let byte = probe.peek(), byte != UInt8(ascii: "\n") {
            probe.advance()
            switch byte {
            case UInt8(ascii: "\\"):
                if probe.peek() != UInt8(ascii: "\n") { probe.advance() }
            case UInt8(ascii: "["):
                isInClass = true
            case UInt8(ascii: "]"):
                isInClass = false
            case UInt8(ascii: "/") where !isInClass:
                probe.advance(while: CodeByte.isASCIILetter)
                return (probe.position, probe.position)
            default:
                break
            }
        }
        return (nil, probe.position)
    }
}
