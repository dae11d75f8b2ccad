import KilnTree

/// All escaping Kiln does, in one place: text, attribute values, URLs and CSS. Nothing else
/// in Kiln writes user data into markup.
public enum Escaping {
    /// Text content: `&`, `<` and `>` become references.
    public static func appendText(_ text: String, to buffer: inout [UInt8]) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
            default: buffer.append(byte)
            }
        }
    }

    /// A double-quoted attribute value: `&`, `"`, `<` and `>` become references.
    public static func appendAttribute(_ value: String, to buffer: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "&"): buffer.append(contentsOf: "&amp;".utf8)
            case UInt8(ascii: "\""): buffer.append(contentsOf: "&quot;".utf8)
            case UInt8(ascii: "<"): buffer.append(contentsOf: "&lt;".utf8)
            case UInt8(ascii: ">"): buffer.append(contentsOf: "&gt;".utf8)
            default: buffer.append(byte)
            }
        }
    }

    public static func text(_ text: String) -> String {
        var buffer: [UInt8] = []
        appendText(text, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    public static func attribute(_ value: String) -> String {
        var buffer: [UInt8] = []
        appendAttribute(value, to: &buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// A URL for `href`/`src`, or nil when it would run script (`javascript:`, `vbscript:`,
    /// `data:`), however it is spelled (case, embedded tabs and newlines, leading spaces).
    /// Spaces and quotes are percent-encoded.
    public static func url(_ url: String) -> String? {
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
    public static func appendCSSValue(_ value: String, to buffer: inout [UInt8]) {
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "<"): buffer.append(contentsOf: "\\3c ".utf8)
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
