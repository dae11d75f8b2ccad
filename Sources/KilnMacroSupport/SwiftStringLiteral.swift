/// `text` as a Swift string literal, for the source the macro plugin and the previews plugin write.
func swiftStringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
        switch scalar {
        case "\\": literal += "\\\\"
        case "\"": literal += "\\\""
        case "\n": literal += "\\n"
        case "\r": literal += "\\r"
        default: literal.unicodeScalars.append(scalar)
        }
    }
    return literal + "\""
}
