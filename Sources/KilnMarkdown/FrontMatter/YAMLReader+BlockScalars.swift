/// Block scalars: `|` keeps its lines' breaks, `>` folds them into spaces. After either, `-`
/// strips the final line breaks, `+` keeps them all, and by default one is kept; a digit gives
/// the content's indentation, which is otherwise its first line's.
extension YAMLReader {
    private enum Chomping {
        case strip, clip, keep
    }

    /// Reads the block scalar whose `|` or `>` is at `position`, with its lines indented deeper
    /// than `ownerIndent`. Its value is text as a quoted scalar's is: YAML never reads
    /// `|` followed by `true` as a boolean.
    mutating func readBlockScalar(at position: Int, of line: YAMLLine, ownerIndent: Int) throws(FrontMatterError) -> FrontMatterValue {
        let isFolded = bytes[position] == UInt8(ascii: ">")
        var chomping = Chomping.clip
        var indentation: Int?
        var index = position + 1
        header: while index < line.end {
            switch bytes[index] {
            case UInt8(ascii: "-") where chomping == .clip: chomping = .strip
            case UInt8(ascii: "+") where chomping == .clip: chomping = .keep
            case UInt8(ascii: "1")...UInt8(ascii: "9") where indentation == nil: indentation = ownerIndent + Int(bytes[index] - UInt8(ascii: "0"))
            default: break header
            }
            index += 1
        }
        guard isBlankOrComment(from: index, to: line.end) else { throw .blockScalarHeader(line: line.number) }
        lineIndex += 1

        let contentLines = readBlockScalarLines(indentation: indentation, ownerIndent: ownerIndent)
        let lastText = contentLines.lastIndex { !$0.isEmpty }
        var text: [UInt8] = []
        if let lastText {
            if isFolded {
                appendFolded(contentLines[...lastText], to: &text)
            } else {
                appendLiteral(contentLines[...lastText], to: &text)
            }
        }
        let trailingBreaks = contentLines.count - (lastText ?? -1) - 1
        switch chomping {
        case .strip: break
        case .clip: if lastText != nil { text.append(UInt8(ascii: "\n")) }
        case .keep: text.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: trailingBreaks + (lastText == nil ? 0 : 1)))
        }
        return FrontMatterValue(.scalar(String(decoding: text, as: UTF8.self), isQuoted: true), line: line.number)
    }

    /// The block scalar's lines, each without the content's indentation: empty for a blank
    /// line. The first line holding text sets the indentation, unless `indentation` gives it;
    /// the scalar ends before the first line holding text that is indented less.
    private mutating func readBlockScalarLines(indentation: Int?, ownerIndent: Int) -> [Range<Int>] {
        var contentIndent = indentation
        var contentLines: [Range<Int>] = []
        while lineIndex < lines.count {
            let line = lines[lineIndex]
            let isBlank = line.contentStart == line.end
            if contentIndent == nil, !isBlank {
                guard line.indent > ownerIndent else { break }
                contentIndent = line.indent
            }
            if let contentIndent {
                guard isBlank || line.indent >= contentIndent else { break }
                // A blank line's spaces beyond the indentation are content: `|` keeps them.
                contentLines.append(min(line.start + contentIndent, line.end)..<line.end)
            } else {
                contentLines.append(line.end..<line.end)
            }
            lineIndex += 1
        }
        return contentLines
    }

    /// `|`: the lines as written, one line break between each two.
    private func appendLiteral(_ contentLines: ArraySlice<Range<Int>>, to text: inout [UInt8]) {
        for (offset, range) in contentLines.enumerated() {
            if offset > 0 { text.append(UInt8(ascii: "\n")) }
            text.append(contentsOf: bytes[range])
        }
    }

    /// `>`: a line break between two lines of text is a space, and each blank line between
    /// them a line break. Lines that start with white space ("more indented", such as code)
    /// keep the breaks around them.
    private func appendFolded(_ contentLines: ArraySlice<Range<Int>>, to text: inout [UInt8]) {
        var blankLines = 0
        var hasText = false
        var previousIsFoldable = false
        for range in contentLines {
            guard !range.isEmpty else {
                blankLines += 1
                continue
            }
            let isFoldable = !Self.isWhite(bytes[range.lowerBound])
            if hasText, previousIsFoldable, isFoldable, blankLines == 0 {
                text.append(UInt8(ascii: " "))
            } else {
                let kept = hasText && !(previousIsFoldable && isFoldable) ? 1 : 0
                text.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: blankLines + kept))
            }
            text.append(contentsOf: bytes[range])
            hasText = true
            previousIsFoldable = isFoldable
            blankLines = 0
        }
    }
}
