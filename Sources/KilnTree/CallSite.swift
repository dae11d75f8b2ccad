/// Where a view was created in the user's code, captured with `#fileID`/`#line` so that
/// build messages point at the user's file rather than at Kiln.
public struct CallSite: Hashable, Sendable, CustomStringConvertible {
    public var fileID: String
    public var line: Int

    @usableFromInline package init(fileID: String, line: Int) {
        self.fileID = fileID
        self.line = line
    }

    public var description: String { "\(fileID):\(line)" }
}
