import Foundation
import Kiln
import Testing

private struct MenuBarSite: App {
    var body: some Scene {
        WindowGroup("Timer") { Text("Home") }
            .commands {
                CommandMenu("Timer") { Button("Start") {} }
                CommandGroup(after: .newItem) { Button("Lap") {} }
                SidebarCommands()
                ToolbarCommands()
                TextEditingCommands()
            }
        Settings { Text("Preferences") }
        MenuBarExtra("Timer", systemImage: "timer") { Text("Running") }
    }
}

/// Settings windows and menu bar items compile and make no page; menu commands are reported.
struct AppOnlySceneTests {
    @Test func settingsAndMenuBarExtrasMakeNoPageAndCommandsAreReported() throws {
        let pages = scenePages(of: MenuBarSite())
        #expect(pages.map(\.title) == ["Timer"])
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(MenuBarSite())
        #expect(report.ignoredLines == ["note: commands has no meaning on the web and is ignored (used by Timer)"])
        #expect(!(try String(contentsOf: output.appendingPathComponent("index.html"), encoding: .utf8)).contains("Preferences"))
    }
}
