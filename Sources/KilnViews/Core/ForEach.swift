import KilnTree

/// Content made from a collection, as SwiftUI's `ForEach`: over `Identifiable` data, an `id:`
/// key path, or a range. Views when its content is views (two elements with the same id are
/// reported with the call site, as SwiftUI warns at run time); chart marks when its content is
/// chart content (see `ForEach+ChartContent.swift`).
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID
    let site: CallSite

    public typealias Body = Never

    init(data: Data, id: KeyPath<Data.Element, ID>, site: CallSite, content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: { $0[keyPath: id] }, site: site, content: content)
    }

    /// With the id read by a closure: applying a key path costs more than lowering a small row.
    @usableFromInline
    package init(data: Data, id: @escaping (Data.Element) -> ID, site: CallSite, content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = id
        self.site = site
    }
}

nonisolated extension ForEach: View where Content: View {
    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        var seen = UniqueIDs<ID>(capacity: view.data.count)
        // Room for a node per element at once: a list's nodes grew 4, 8 … 1,024, each time
        // copied. At least doubled, as appending would: sibling lists reserve in turn.
        if nodes.capacity < nodes.count + view.data.count {
            nodes.reserveCapacity(max(nodes.count + view.data.count, 2 * nodes.capacity))
        }
        var reported = false
        // One position in the enclosing scope, a scope per element below it: views after the
        // ForEach keep their identity however many elements it has.
        let key = context.identity.next()
        let outer = context.identity
        defer { context.identity = outer }
        var offset: UInt64 = 0
        // The closure captures the view's parts, not the view: reading a field of the generic
        // view looked its type's metadata up again for every element.
        let id = view.id, content = view.content, site = view.site
        view.forEachElement { element in
            context.identity = .scope(at: key, variant: offset)
            offset += 1
            if !seen.insert(id(element)) && !reported {
                reported = true
                context.report(
                    .warning,
                    "ForEach has two elements with the id \(id(element)); ids must be unique, or the page shows views SwiftUI would not",
                    at: site)
            }
            let start = nodes.count
            lower(content(element), into: &nodes, context: context)
            // In a picker or selectable list, ForEach tags its views with their ids.
            guard context.tagsForEachViews else { return }
            let tag = NodeModifier.tag(ViewTag(id(element)))
            for index in start..<nodes.count { nodes[index].modifiers.append(tag) }
        }
    }
}

nonisolated extension ForEach {
    /// Calls `body` with each element in order. Integer ranges — `ForEach(0..<n)`, `1...n`,
    /// the usual data — are walked as integers: lowering is generic code the compiler does not
    /// specialize for the app's types, and there each step of a range's own iterator costs
    /// thousands of instructions.
    func forEachElement(_ body: (Data.Element) -> Void) {
        if Data.Element.self == Int.self {
            // The casts hold: the elements are `Int`s.
            if let range = data as? Range<Int> {
                for value in range { body(unsafeBitCast(value, to: Data.Element.self)) }
                return
            }
            if let range = data as? ClosedRange<Int> {
                for value in range { body(unsafeBitCast(value, to: Data.Element.self)) }
                return
            }
        }
        // An array (most data) is read in place: its generic iterator allocated for every element.
        let walked: Void? = data.withContiguousStorageIfAvailable { elements in
            for index in elements.indices { body(elements[index]) }
        }
        if walked == nil { for element in data { body(element) } }
    }
}

// The two initializers are inlined into the app's code, where the id is read with the app's
// types known: there a key path literal becomes a plain read of the property, where applying it
// in Kiln's generic code (a runtime walk of the path) cost more than lowering a small row.
nonisolated extension ForEach where Content: View {
    @inlinable
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0[keyPath: id] }, site: CallSite(fileID: fileID, line: line), content: content)
    }
}

nonisolated extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    @inlinable
    public init(
        _ data: Data, fileID: String = #fileID, line: Int = #line,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data: data, id: { $0.id }, site: CallSite(fileID: fileID, line: line), content: content)
    }
}

nonisolated extension ForEach where Content: View, Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
