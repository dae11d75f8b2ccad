/// Quotes text as a JSON string on one line, with `<` escaped too so that the result is also safe
/// inside an HTML `<script>` element and an event-stream `data:` line.
enum JSONString {
    static func quote(_ text: String) -> String {
        var output = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar == "<" || scalar == "\u{2028}" || scalar == "\u{2029}" || scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
