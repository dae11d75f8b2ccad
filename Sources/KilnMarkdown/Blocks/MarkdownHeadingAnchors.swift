/// Headings' anchors, as GitHub names them: the heading's plain text lowercased, each space a
/// hyphen, characters other than letters, marks, digits, `-` and `_` dropped; a repeat gets
/// `-1`, `-2`… (as github-slugger counts them, so a later "Foo 1" cannot take "foo-1" twice).
struct MarkdownHeadingAnchors {
    /// How many times each base slug has been repeated.
    private var repeats: [String: Int] = [:]

    mutating func anchor(for heading: MarkdownInline) -> String {
        let base = Self.slug(Self.headingText(heading))
        var anchor = base
        while repeats[anchor] != nil {
            let count = (repeats[base] ?? 0) + 1
            repeats[base] = count
            anchor = "\(base)-\(count)"
        }
        repeats[anchor] = 0
        return anchor
    }

    /// The text of the heading's text pieces (an image shows no text in the heading).
    private static func headingText(_ heading: MarkdownInline) -> String {
        heading.pieces.map { piece in
            if case .text(let text) = piece { MarkdownPlainText.of(Array(text.utf8)) } else { "" }
        }.joined()
    }

    static func slug(_ text: String) -> String {
        let slug = text.utf8.allSatisfy { $0 < 0x80 } ? asciiSlug(text) : unicodeSlug(text)
        return slug.isEmpty ? "section" : slug
    }

    /// The common case, a byte at a time.
    private static func asciiSlug(_ text: String) -> String {
        var slug: [UInt8] = []
        for byte in text.utf8 {
            if byte == MarkdownBytes.space {
                slug.append(UInt8(ascii: "-"))
            } else if MarkdownBytes.isASCIIAlphanumeric(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                slug.append(MarkdownBytes.isASCIILetter(byte) ? byte | 0x20 : byte)
            }
        }
        return MarkdownBytes.string(slug)
    }

    private static func unicodeSlug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character == " " {
                slug.append("-")
            } else if character.isLetter || character.isNumber || character == "-" || isKept(character) {
                slug.append(character)
            }
        }
        return slug
    }

    /// Connector punctuation (`_`, `‿`) and combining marks, which GitHub keeps.
    private static func isKept(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }
}
