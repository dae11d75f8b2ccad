/// A text's runs, as a collection. Most texts are one plain run (a name, a number): those hold
/// their string alone, so making, copying and freeing the text allocates nothing for a short
/// string, where an array of one run was allocated for every text of a page and freed again.
package struct TextRuns: RandomAccessCollection, MutableCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
    // Never `.runs` of one plain run: each value has one form, so the synthesized `==` holds.
    private enum Storage: Hashable, Sendable {
        case plain(String)
        case runs([TextRun])
    }

    private var storage: Storage

    package init(_ runs: [TextRun]) {
        storage = runs.count == 1 && runs[0].isPlain ? .plain(runs[0].text) : .runs(runs)
    }

    /// One plain run of `text`.
    package init(plain text: String) {
        storage = .plain(text)
    }

    package init(arrayLiteral runs: TextRun...) {
        self.init(runs)
    }

    /// The text, when the runs are one plain run.
    package var plainText: String? {
        if case .plain(let text) = storage { return text }
        return nil
    }

    /// Reads the runs where they lie, none of them copied (a plain run is made for the call).
    package func withUnsafeBufferPointer<Result>(_ body: (UnsafeBufferPointer<TextRun>) throws -> Result) rethrows -> Result {
        switch storage {
        case .plain(let text): try withUnsafePointer(to: TextRun(text)) { try body(UnsafeBufferPointer(start: $0, count: 1)) }
        case .runs(let runs): try runs.withUnsafeBufferPointer(body)
        }
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .plain: 1
        case .runs(let runs): runs.count
        }
    }

    package subscript(position: Int) -> TextRun {
        get {
            switch storage {
            case .plain(let text):
                precondition(position == 0, "index out of range")
                return TextRun(text)
            case .runs(let runs):
                return runs[position]
            }
        }
        set {
            switch storage {
            case .plain:
                precondition(position == 0, "index out of range")
                self = TextRuns([newValue])
            case .runs(var runs):
                storage = .runs([])  // the array's only reference, changed in place
                runs[position] = newValue
                self = TextRuns(runs)
            }
        }
    }
}
