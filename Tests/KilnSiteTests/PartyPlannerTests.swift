import Foundation
import Kiln
import Testing

// Seed 000's PartyPlanner app, unchanged but for the import (and without `@main`, as a test).
struct PartyPlanner: App {
    var body: some Scene {
        WindowGroup("Party Planner") {
            PartyPlannerHome()
        }

        Window("Party Budget", id: "budget") {
            Text("Budget View")
        }
        .keyboardShortcut("0")
        .defaultPosition(.topLeading)
        .defaultSize(width: 220, height: 250)
    }
}

/// A stand-in for the seed's split view (navigation comes with its own issue), with the
/// seed's openWindow button.
struct PartyPlannerHome: View {
    @Environment(\.openWindow) var openWindow
    @State private var opened = false

    var body: some View {
        VStack {
            Text("Party Planner").font(.largeTitle)
            Button {
                opened = true
                openWindow(id: "budget")
            } label: {
                Image(systemName: "dollarsign")
            }
            Text(opened ? "opened" : "initial state")
        }
    }
}

struct PartyPlannerTests {
    @Test func theSeedAppProducesBothPages() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(PartyPlanner())
        #expect(report.pages == 3, "home, budget, 404")
        #expect(try read(output, "index.html").contains("<title>Party Planner</title>"))
        #expect(try read(output, "budget/index.html").contains("<title>Party Budget</title>"))
        #expect(report.ignoredLines.count == 3)
    }

    @Test func aButtonThatOpensAWindowLinksToItsPage() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(PartyPlanner())
        let home = try read(output, "index.html")
        #expect(home.contains("href=\"budget/\""))
        #expect(home.contains("aria-label=\"Dollarsign\""))
        #expect(!home.contains("<button"))
        #expect(home.contains("initial state"), "the action's state change is not rendered")
    }

    @Test func openingAWindowThatDoesNotExistIsAnError() throws {
        struct Lost: App {
            @Environment(\.openWindow) var openWindow
            var body: some Scene {
                WindowGroup("Home") {
                    Button("Open") { openWindow(id: "nowhere") }
                }
            }
        }
        let output = try temporaryFolder().appendingPathComponent("site")
        #expect { try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(Lost()) } throws: { error in
            "\(error)" == "KilnSiteTests/PartyPlannerTests.swift:65: error: openWindow(id: \"nowhere\") opens no window: the app has no Window with that id, WindowGroup with that id or Page with that path"
        }
    }
}
