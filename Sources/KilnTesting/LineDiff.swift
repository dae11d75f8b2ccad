/// Unified line diffs (the `diff -u` format), computed with Myers' linear-space algorithm.
///
/// ```
/// @@ -1,3 +1,3 @@
///  <h1>Hello</h1>
/// -<p>old</p>
/// +<p>new</p>
///  <footer>
/// ```
///
/// Hunk headers always give both counts (`@@ -a,b +c,d @@`); a range with no lines gives the
/// line before it as its start, as `diff` does. A last line without a newline is followed by
/// `\ No newline at end of file`, so texts that differ only there still produce a diff.
public enum LineDiff {
    /// The hunks turning `old` into `new` (without `---`/`+++` header lines), joined by
    /// newlines, or `nil` when the texts are identical.
    ///
    /// - Parameter context: Unchanged lines shown around each change; changes closer than
    ///   twice this share a hunk.
    public static func unified(from old: String, to new: String, context: Int = 3) -> String? {
        // Byte-exact: canonically equivalent but differently encoded text is a difference.
        guard !old.utf8.elementsEqual(new.utf8) else { return nil }
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let edits = script(from: oldLines, to: newLines)
        let output = hunks(of: edits, context: max(0, context)).flatMap { hunk in
            render(hunk, oldLines: oldLines, newLines: newLines)
        }
        return output.joined(separator: "\n")
    }

    // MARK: - Lines

    /// Splits on `\n` only (a `\r` stays part of its line), keeping each terminator so that a
    /// last line without one differs from the same line with one.
    static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.utf8.startIndex
        for index in text.utf8.indices where text.utf8[index] == UInt8(ascii: "\n") {
            let end = text.utf8.index(after: index)
            result.append(Substring(text.utf8[start..<end]))
            start = end
        }
        if start != text.utf8.endIndex {
            result.append(Substring(text.utf8[start...]))
        }
        return result
    }

    // MARK: - Edit script

    enum Edit: Equatable {
        case equal(old: Int, new: Int)
        case delete(old: Int)
        case insert(new: Int)

        var isChange: Bool {
            if case .equal = self { return false }
            return true
        }
    }

    /// A shortest edit script from `old` to `new`; in each changed region deletions come first.
    static func script(from old: [Substring], to new: [Substring]) -> [Edit] {
        // Compare small integers instead of strings; lines are equal when their bytes are.
        var ids: [[UInt8]: Int] = [:]
        func id(_ line: Substring) -> Int {
            let bytes = Array(line.utf8)
            if let id = ids[bytes] { return id }
            ids[bytes] = ids.count
            return ids.count - 1
        }
        let a = old.map(id)
        let b = new.map(id)

        // A line found on one side only cannot be part of any common subsequence: mark it
        // changed up front and diff the rest, which keeps totally rewritten regions cheap.
        let inA = Set(a)
        let inB = Set(b)
        let sharedA = a.indices.filter { inB.contains(a[$0]) }
        let sharedB = b.indices.filter { inA.contains(b[$0]) }
        var myers = Myers(a: sharedA.map { a[$0] }, b: sharedB.map { b[$0] })
        myers.compare(0, sharedA.count, 0, sharedB.count)
        var removed = Array(repeating: true, count: a.count)
        var inserted = Array(repeating: true, count: b.count)
        for (index, original) in sharedA.enumerated() { removed[original] = myers.removed[index] }
        for (index, original) in sharedB.enumerated() { inserted[original] = myers.inserted[index] }

        var edits: [Edit] = []
        edits.reserveCapacity(max(a.count, b.count))
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, removed[i] {
                edits.append(.delete(old: i))
                i += 1
            } else if j < b.count, inserted[j] {
                edits.append(.insert(new: j))
                j += 1
            } else {
                edits.append(.equal(old: i, new: j))
                i += 1
                j += 1
            }
        }
        return edits
    }

    // MARK: - Hunks

    struct Hunk {
        var edits: ArraySlice<Edit>
        /// Lines of each side before the hunk.
        var oldOffset: Int
        var newOffset: Int
    }

    static func hunks(of edits: [Edit], context: Int) -> [Hunk] {
        let changes = edits.indices.filter { edits[$0].isChange }
        guard let first = changes.first else { return [] }

        // Group changes whose gap of equal lines is at most 2 * context.
        var ranges: [ClosedRange<Int>] = []
        var groupStart = first
        var previous = first
        for index in changes.dropFirst() {
            if index - previous - 1 > 2 * context {
                ranges.append(groupStart...previous)
                groupStart = index
            }
            previous = index
        }
        ranges.append(groupStart...previous)

        // Lines of each side consumed before every edit.
        var oldBefore: [Int] = []
        var newBefore: [Int] = []
        oldBefore.reserveCapacity(edits.count)
        newBefore.reserveCapacity(edits.count)
        var oldCount = 0
        var newCount = 0
        for edit in edits {
            oldBefore.append(oldCount)
            newBefore.append(newCount)
            switch edit {
            case .equal: oldCount += 1; newCount += 1
            case .delete: oldCount += 1
            case .insert: newCount += 1
            }
        }

        return ranges.map { range in
            let start = max(edits.startIndex, range.lowerBound - context)
            let end = min(edits.endIndex, range.upperBound + context + 1)
            return Hunk(edits: edits[start..<end], oldOffset: oldBefore[start], newOffset: newBefore[start])
        }
    }

    static func render(_ hunk: Hunk, oldLines: [Substring], newLines: [Substring]) -> [String] {
        var oldCount = 0
        var newCount = 0
        var body: [String] = []
        func append(_ prefix: String, _ line: Substring) {
            // Byte-level, since "\r\n" is a single Character.
            if line.utf8.last == UInt8(ascii: "\n") {
                body.append(prefix + Substring(line.utf8.dropLast()))
            } else {
                body.append(prefix + line)
                body.append("\\ No newline at end of file")
            }
        }
        for edit in hunk.edits {
            switch edit {
            case .equal(let old, _):
                append(" ", oldLines[old])
                oldCount += 1
                newCount += 1
            case .delete(let old):
                append("-", oldLines[old])
                oldCount += 1
            case .insert(let new):
                append("+", newLines[new])
                newCount += 1
            }
        }
        // An empty range starts at the line before it (`-0,0` for an empty side).
        let oldStart = oldCount == 0 ? hunk.oldOffset : hunk.oldOffset + 1
        let newStart = newCount == 0 ? hunk.newOffset : hunk.newOffset + 1
        return ["@@ -\(oldStart),\(oldCount) +\(newStart),\(newCount) @@"] + body
    }

    // MARK: - Myers

    /// Marks the lines of `a` to remove and of `b` to insert, recursing on the middle snake of
    /// Myers' O(ND) algorithm so memory stays linear (as in GNU diff and diff-match-patch).
    struct Myers {
        let a: [Int]
        let b: [Int]
        var removed: [Bool]
        var inserted: [Bool]

        init(a: [Int], b: [Int]) {
            self.a = a
            self.b = b
            removed = Array(repeating: false, count: a.count)
            inserted = Array(repeating: false, count: b.count)
        }

        mutating func compare(_ aStart: Int, _ aEnd: Int, _ bStart: Int, _ bEnd: Int) {
            var aLo = aStart, aHi = aEnd, bLo = bStart, bHi = bEnd
            while aLo < aHi, bLo < bHi, a[aLo] == b[bLo] {
                aLo += 1
                bLo += 1
            }
            while aLo < aHi, bLo < bHi, a[aHi - 1] == b[bHi - 1] {
                aHi -= 1
                bHi -= 1
            }
            if aLo == aHi {
                for j in bLo..<bHi { inserted[j] = true }
            } else if bLo == bHi {
                for i in aLo..<aHi { removed[i] = true }
            } else if let (x, y) = split(aLo, aHi, bLo, bHi),
                      (x, y) != (aLo, bLo), (x, y) != (aHi, bHi) {
                compare(aLo, x, bLo, y)
                compare(x, aHi, y, bHi)
            } else {
                for i in aLo..<aHi { removed[i] = true }
                for j in bLo..<bHi { inserted[j] = true }
            }
        }

        /// The point where a forward and a backward furthest-reaching path meet, in absolute
        /// indices, or `nil` if they never do.
        func split(_ aLo: Int, _ aHi: Int, _ bLo: Int, _ bHi: Int) -> (Int, Int)? {
            let n = aHi - aLo
            let m = bHi - bLo
            let maxD = (n + m + 1) / 2
            let offset = maxD
            let length = 2 * maxD + 2
            var forward = Array(repeating: -1, count: length)
            var backward = Array(repeating: -1, count: length)
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            // With an odd delta the forward path detects the overlap, else the backward one.
            let forwardChecks = delta % 2 != 0
            var k1Start = 0, k1End = 0, k2Start = 0, k2End = 0

            for d in 0..<maxD {
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let i = offset + k1
                    var x = k1 == -d || (k1 != d && forward[i - 1] < forward[i + 1])
                        ? forward[i + 1] : forward[i - 1] + 1
                    var y = x - k1
                    while x < n, y < m, a[aLo + x] == b[bLo + y] {
                        x += 1
                        y += 1
                    }
                    forward[i] = x
                    if x > n {
                        k1End += 2
                    } else if y > m {
                        k1Start += 2
                    } else if forwardChecks {
                        let j = offset + delta - k1
                        if j >= 0, j < length, backward[j] != -1, x >= n - backward[j] {
                            return (aLo + x, bLo + y)
                        }
                    }
                    k1 += 2
                }

                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let i = offset + k2
                    var x = k2 == -d || (k2 != d && backward[i - 1] < backward[i + 1])
                        ? backward[i + 1] : backward[i - 1] + 1
                    var y = x - k2
                    while x < n, y < m, a[aHi - 1 - x] == b[bHi - 1 - y] {
                        x += 1
                        y += 1
                    }
                    backward[i] = x
                    if x > n {
                        k2End += 2
                    } else if y > m {
                        k2Start += 2
                    } else if !forwardChecks {
                        let j = offset + delta - k2
                        if j >= 0, j < length, forward[j] != -1 {
                            let forwardX = forward[j]
                            let forwardY = offset + forwardX - j
                            if forwardX >= n - x {
                                return (aLo + forwardX, bLo + forwardY)
                            }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
