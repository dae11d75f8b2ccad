/// Where each run of backticks in a text starts, by the run's length: a code span closes at the
/// next run as long as its opening one. Found once per text, so that many unclosed backticks
/// cost a lookup each rather than a scan of the rest of the text each.
struct MarkdownBacktickRuns {
    private var startsByLength: [Int: [Int]] = [:]

    init(_ bytes: [UInt8]) {
        var position = 0
        while position < bytes.count {
            guard bytes[position] == MarkdownBytes.backtick else {
                position += 1
                continue
            }
            let start = position
            while position < bytes.count && bytes[position] == MarkdownBytes.backtick { position += 1 }
            startsByLength[position - start, default: []].append(start)
        }
    }

    /// The start of the first run of exactly `length` backticks at or after `index`.
    func closingRun(length: Int, from index: Int) -> Int? {
        guard let starts = startsByLength[length] else { return nil }
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low < starts.count ? starts[low] : nil
    }
}
