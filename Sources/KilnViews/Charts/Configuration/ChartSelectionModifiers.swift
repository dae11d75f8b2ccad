import KilnTree

// Selection by the reader's pointer: a page built ahead of time has none, so the chart shows
// what the binding holds when the page is built, as the app does before a touch, and the build
// says once that the selection itself is left out.
nonisolated extension View {
    public func chartXSelection<P: Plottable>(value: Binding<P?>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("chartXSelection", fileID: fileID, line: line)
    }

    public func chartXSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("chartXSelection", fileID: fileID, line: line)
    }

    public func chartYSelection<P: Plottable>(value: Binding<P?>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("chartYSelection", fileID: fileID, line: line)
    }

    public func chartYSelection<P: Plottable & Comparable>(range: Binding<ClosedRange<P>?>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("chartYSelection", fileID: fileID, line: line)
    }

    public func chartAngleSelection<P: Plottable>(value: Binding<P?>, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("chartAngleSelection", fileID: fileID, line: line)
    }
}
