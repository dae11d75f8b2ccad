import KilnTesting
import Testing

@Suite("LineDiff")
struct LineDiffTests {
    private let sevenLines = "a\nb\nc\nd\ne\nf\ng\n"

    private func numbered(_ count: Int, replacing changes: [Int: String] = [:]) -> String {
        (1...count).map { changes[$0] ?? "line \($0)" }.joined(separator: "\n") + "\n"
    }

    @Test func identicalInputsHaveNoDiff() {
        #expect(LineDiff.unified(from: "", to: "") == nil)
        #expect(LineDiff.unified(from: sevenLines, to: sevenLines) == nil)
    }

    @Test func insertionShowsThreeLinesOfContext() {
        let diff = LineDiff.unified(from: sevenLines, to: "a\nb\nc\nd\nX\ne\nf\ng\n")
        #expect(diff == """
            @@ -2,6 +2,7 @@
             b
             c
             d
            +X
             e
             f
             g
            """)
    }

    @Test func deletion() {
        let diff = LineDiff.unified(from: sevenLines, to: "a\nb\nc\ne\nf\ng\n")
        #expect(diff == """
            @@ -1,7 +1,6 @@
             a
             b
             c
            -d
             e
             f
             g
            """)
    }

    @Test func changeListsDeletionsBeforeInsertions() {
        let diff = LineDiff.unified(from: sevenLines, to: "a\nb\nc\nD\nE\nf\ng\n")
        #expect(diff == """
            @@ -1,7 +1,7 @@
             a
             b
             c
            -d
            -e
            +D
            +E
             f
             g
            """)
    }

    @Test func replacingEverything() {
        #expect(LineDiff.unified(from: "a\nb\nc\n", to: "x\ny\n") == """
            @@ -1,3 +1,2 @@
            -a
            -b
            -c
            +x
            +y
            """)
    }

    @Test func emptySidesStartAtLineZero() {
        #expect(LineDiff.unified(from: "", to: "a\nb\n") == """
            @@ -0,0 +1,2 @@
            +a
            +b
            """)
        #expect(LineDiff.unified(from: "a\n", to: "") == """
            @@ -1,1 +0,0 @@
            -a
            """)
    }

    @Test func insertionAtTheStartStartsAtTheLineBefore() {
        #expect(LineDiff.unified(from: "b\nc\n", to: "a\nb\nc\n") == """
            @@ -1,2 +1,3 @@
            +a
             b
             c
            """)
    }

    @Test func distantChangesGetSeparateHunks() {
        // Changes at lines 2 and 18 of 20: 12 unchanged lines between them.
        let diff = LineDiff.unified(
            from: numbered(20), to: numbered(20, replacing: [2: "two", 18: "eighteen"]))
        #expect(diff == """
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +two
             line 3
             line 4
             line 5
            @@ -15,6 +15,6 @@
             line 15
             line 16
             line 17
            -line 18
            +eighteen
             line 19
             line 20
            """)
    }

    @Test func changesAtMostSixLinesApartShareAHunk() {
        // Lines 6...11 (six lines) separate the changes: one hunk.
        let merged = LineDiff.unified(
            from: numbered(20), to: numbered(20, replacing: [5: "five", 12: "twelve"]))
        #expect(merged == """
            @@ -2,14 +2,14 @@
             line 2
             line 3
             line 4
            -line 5
            +five
             line 6
             line 7
             line 8
             line 9
             line 10
             line 11
            -line 12
            +twelve
             line 13
             line 14
             line 15
            """)

        // Seven lines apart: two hunks.
        let split = LineDiff.unified(
            from: numbered(20), to: numbered(20, replacing: [5: "five", 13: "thirteen"]))
        #expect(split?.components(separatedBy: "\n").filter { $0.hasPrefix("@@") } == [
            "@@ -2,7 +2,7 @@",
            "@@ -10,7 +10,7 @@",
        ])
    }

    @Test func customContext() {
        let diff = LineDiff.unified(from: sevenLines, to: "a\nb\nc\nD\ne\nf\ng\n", context: 1)
        #expect(diff == """
            @@ -3,3 +3,3 @@
             c
            -d
            +D
             e
            """)
    }

    @Test func missingFinalNewlineIsADifference() {
        #expect(LineDiff.unified(from: "a\nb", to: "a\nb\n") == """
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b
            """)
    }

    @Test func carriageReturnsStayInTheirLines() {
        #expect(LineDiff.unified(from: "a\r\nb\r\n", to: "a\r\nc\r\n") == "@@ -1,2 +1,2 @@\n a\r\n-b\r\n+c\r")
    }

    /// Rebuilds both sides from a whole-file diff and checks the edit count is minimal (equal
    /// to the LCS bound) on many pseudo-random inputs.
    @Test func randomInputsRoundTripWithMinimalEdits() throws {
        var generator = SplitMix64(seed: 0x6B696C6E)
        for _ in 0..<1_000 {
            let old = randomText(using: &generator)
            let new = randomText(using: &generator)
            guard let diff = LineDiff.unified(from: old, to: new, context: 10_000) else {
                #expect(old == new)
                continue
            }
            var rebuiltOld: [String] = []
            var rebuiltNew: [String] = []
            var edits = 0
            for line in diff.components(separatedBy: "\n").dropFirst() {
                let text = String(line.dropFirst())
                switch line.first {
                case " ": rebuiltOld.append(text); rebuiltNew.append(text)
                case "-": rebuiltOld.append(text); edits += 1
                case "+": rebuiltNew.append(text); edits += 1
                default: Issue.record("Unexpected diff line \(line)")
                }
            }
            let oldLines = lines(old)
            let newLines = lines(new)
            #expect(rebuiltOld == oldLines, "\(old.debugDescription) → \(new.debugDescription)")
            #expect(rebuiltNew == newLines, "\(old.debugDescription) → \(new.debugDescription)")
            #expect(edits == oldLines.count + newLines.count - 2 * lcsLength(oldLines, newLines))
        }
    }

    @Test func largeSimilarInputsStayFast() {
        // 5,000 lines, every 10th changed, many repeated lines.
        let old = (0..<5_000).map { $0 % 3 == 0 ? "</div>" : "line \($0)" }
        var new = old
        for index in stride(from: 5, to: new.count, by: 10) { new[index] += " changed" }
        let diff = LineDiff.unified(
            from: old.joined(separator: "\n") + "\n", to: new.joined(separator: "\n") + "\n")
        let lines = diff?.components(separatedBy: "\n") ?? []
        #expect(lines.filter { $0.hasPrefix("-") }.count == 500)
        #expect(lines.filter { $0.hasPrefix("+") }.count == 500)
    }

    @Test func largeDisjointInputsStayFast() {
        let old = (0..<5_000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        let new = (0..<5_000).map { "other \($0)" }.joined(separator: "\n") + "\n"
        let diff = LineDiff.unified(from: old, to: new)
        #expect(diff?.hasPrefix("@@ -1,5000 +1,5000 @@\n-line 0\n") == true)
    }

    // MARK: - Helpers

    private func randomText(using generator: inout SplitMix64) -> String {
        let count = Int.random(in: 0...30, using: &generator)
        let alphabet = ["a", "b", "c", "d", "e"].prefix(Int.random(in: 2...5, using: &generator))
        return (0..<count).map { _ in alphabet.randomElement(using: &generator)! + "\n" }.joined()
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}

/// A small seeded generator so the random test is reproducible.
private struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
