import KilnTree

/// All escaping Kiln does, in one place: text, attribute values, URLs and CSS. Nothing else
/// in Kiln writes user data into markup.
package enum Escaping {
    /// Text content: `&`, `<` and `>` become references.
    package static func appendText(_ text: String, to buffer: inout ByteBuffer) {
        appendEscaped(text, quotes: false, to: &buffer)
    }

    /// A double-quoted attribute value: `&`, `"`, `<` and `>` become references.
    package static func appendAttribute(_ value: String, to buffer: inout ByteBuffer) {
        appendEscaped(value, quotes: true, to: &buffer)
    }

    /// Copies the runs between characters to escape in one go: a page is mostly text.
    private static func appendEscaped(_ string: String, quotes: Bool, to buffer: inout ByteBuffer) {
        var string = string
        string.withUTF8 { bytes in
            var run = 0
            for index in bytes.indices {
                let reference: StaticString
                switch bytes[index] {
                case UInt8(ascii: "&"): reference = "&amp;"
                case UInt8(ascii: "<"): reference = "&lt;"
                case UInt8(ascii: ">"): reference = "&gt;"
                case UInt8(ascii: "\""): if quotes { reference = "&quot;" } else { continue }
                default: continue
                }
                buffer.append(UnsafeBufferPointer(rebasing: bytes[run..<index]))
                buffer.append(reference)
                run = index + 1
            }
            buffer.append(UnsafeBufferPointer(rebasing: bytes[run...]))
        }
    }

    package static func text(_ text: String) -> String {
        var buffer = ByteBuffer(capacity: text.utf8.count + 16)
        appendText(text, to: &buffer)
        return buffer.string
    }

    package static func attribute(_ value: String) -> String {
        var buffer = ByteBuffer(capacity: value.utf8.count + 16)
        appendAttribute(value, to: &buffer)
        return buffer.string
    }

    /// A URL for `href`/`src`, or nil when it would run script (`javascript:`, `vbscript:`,
    /// `data:`), however it is spelled (case, embedded tabs and newlines, leading spaces).
    /// Spaces and quotes are percent-encoded.
    package static func url(_ url: String) -> String? {
        if ScriptURL.isScript(url) { return nil }
        var encoded = ""
        for scalar in url.trimmingASCIISpaces.unicodeScalars {
            switch scalar {
            case " ": encoded += "%20"
            case "\"": encoded += "%22"
            case "<": encoded += "%3C"
            case ">": encoded += "%3E"
            case "`": encoded += "%60"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F { continue }
                encoded.unicodeScalars.append(scalar)
            }
        }
        return encoded
    }

    /// A CSS declaration value inside a `<style>` element: `<` is escaped so that no value can
    /// close the element, and braces and semicolons cannot end the declaration.
    package static func appendCSSValue(_ value: String, to buffer: inout ByteBuffer) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "<"): buffer.append("\\3c ")
            case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"): continue
            default: buffer.append(byte)
            }
        }
    }
}

extension String {
    fileprivate var trimmingASCIISpaces: Substring {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { $0.value > 0x20 }),
            let last = scalars.lastIndex(where: { $0.value > 0x20 })
        else { return "" }
        return Substring(scalars[first...last])
    }
}
