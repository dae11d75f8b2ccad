import Foundation
import Kiln
import Testing

@Observable private final class Settings {
    var greeting = "Set on the scene"
}

private final class Counter: ObservableObject {
    @Published var count = 3
}

private struct Home: View {
    @Environment(Settings.self) private var settings
    @EnvironmentObject private var counter: Counter
    @Environment(\.locale) private var locale

    var body: some View {
        Text(settings.greeting)
        Text("\(counter.count) in \(locale.identifier)")
    }
}

/// Values set on a scene reach every view of its pages, as every view of an app's window reads them.
private struct SceneEnvironmentApp: App {
    var body: some Scene {
        WindowGroup("Home") { Home() }
            .environment(Settings())
            .environmentObject(Counter())
            .environment(\.locale, Locale(identifier: "en_GB"))
    }
}

struct SceneEnvironmentSiteTests {
    @Test func valuesSetOnASceneReachItsPages() throws {
        let output = try temporaryFolder().appendingPathComponent("site")
        _ = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(SceneEnvironmentApp())
        let home = try read(output, "index.html")
        #expect(home.contains(">Set on the scene<"))
        #expect(home.contains(">3 in en_GB<"))
    }
}
