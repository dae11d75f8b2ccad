import Foundation
import Kiln
import Testing

/// Bad input to grids and lists, and app-only modifiers: each named with the file and line.
struct ContainerBadInputTests {
    private let file = "KilnRenderingTests/ContainerBadInputTests.swift"

    @Test func gridCellColumnsBelowOneIsAnErrorAndTheCellSpansOneColumn() {
        let line = #line + 1
        let renderer = HTMLRenderer(content: Grid { GridRow { Text("a").gridCellColumns(0); Text("b").gridCellColumns(-2) } })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line): error: gridCellColumns(0): a cell spans at least one column",
            "\(file):\(line): error: gridCellColumns(-2): a cell spans at least one column",
        ])
        #expect(!renderer.prettyHTML().contains("span 0"))
    }

    @Test func appOnlyModifiersAreReportedOncePerPage() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: List {
            ForEach(0..<3) { index in
                Text("Row \(index)").swipeActions { Button("Delete") {} }
            }
            .onDelete { _ in }
            Text("Menu").contextMenu { Button("Copy") {} }
        }.refreshable {})
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line + 4): warning: refreshable has no meaning on a static page; it is left out",
            "\(file):\(line + 2): warning: onDelete has no meaning on a static page; it is left out",
            "\(file):\(line): warning: swipeActions has no meaning on a static page; it is left out",
            "\(file):\(line + 3): warning: contextMenu has no meaning on a static page; it is left out",
        ])
        let html = renderer.prettyHTML()
        #expect(html.contains("Row 2") && !html.contains("Delete") && !html.contains("Copy"))
    }

    /// Modifiers a page could show but Kiln does not draw yet are named once each, at their line;
    /// those that ask for nothing (`scrollDisabled(false)`) say nothing.
    @Test func modifiersNotDrawnYetAreReportedAtTheirLine() {
        let line = #line + 3
        let renderer = HTMLRenderer(content: NavigationStack {
            ScrollView { Text("Body") }
                .scrollIndicators(.hidden)
                .scrollDisabled(false)
                .navigationBarBackButtonHidden()
                .preferredColorScheme(nil)
        })
        #expect(renderer.diagnostics.map(\.description) == [
            "\(file):\(line + 2): warning: navigationBarBackButtonHidden is not drawn on a page yet; it is left out",
            "\(file):\(line): warning: scrollIndicators is not drawn on a page yet; it is left out",
        ])
        #expect(renderer.prettyHTML().contains("Body"))
    }
}
