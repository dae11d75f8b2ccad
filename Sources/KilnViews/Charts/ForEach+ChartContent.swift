import KilnTree

// `ForEach` of marks, as Swift Charts': one round of its content per element. The ids play no
// part in a chart, so duplicates are not reported here.
nonisolated extension ForEach: ChartContent where Content: ChartContent {
    public static func _lowerMarks(_ content: Self, into lowering: inout _ChartLowering) {
        for element in content.data {
            Content._lowerMarks(content.content(element), into: &lowering)
        }
    }
}

// Disfavoured so that a `ForEach` among views settles on the view initialisers at once; the
// content is the builder's result type, so that the compiler checks the closure once.
nonisolated extension ForEach where Content == ChartContentList {
    @_disfavoredOverload
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        fileID: String = #fileID, line: Int = #line,
        @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) {
        self.init(data: data, id: id, site: CallSite(fileID: fileID, line: line), content: content)
    }
}

nonisolated extension ForEach where Content == ChartContentList, Data.Element: Identifiable, ID == Data.Element.ID {
    @_disfavoredOverload
    public init(
        _ data: Data, fileID: String = #fileID, line: Int = #line,
        @ChartContentBuilder content: @escaping (Data.Element) -> ChartContentList
    ) {
        self.init(data, id: \.id, fileID: fileID, line: line, content: content)
    }
}

nonisolated extension ForEach where Content == ChartContentList, Data == Range<Int>, ID == Int {
    @_disfavoredOverload
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> ChartContentList) {
        self.init(data, id: \.self, content: content)
    }
}
