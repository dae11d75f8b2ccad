import Foundation
import Observation
import KilnTree
import KilnViews
import KilnTestSupport
import Testing

/// What a guest list loads, with a pause as a real load has.
private enum GuestStore {
    static func load() async throws -> [String] {
        try await Task.sleep(for: .milliseconds(20))
        return ["Ana", "Bo", "Cy"]
    }
}

@MainActor private final class GuestModel: ObservableObject {
    @Published var names: [String] = []
    func load() async throws { names = try await GuestStore.load() }
}

/// What the actions of a page did, in order.
private final class ActionLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func record(_ entry: String) { lock.withLock { recorded.append(entry) } }
    var entries: [String] { lock.withLock { recorded } }
}

private struct LoadFailed: Error, CustomStringConvertible {
    var description: String { "the guest list is offline" }
}

/// `onAppear` and `task` run once before the page is rendered, and the page shows the state
/// they wrote, as an app shows it once loaded.
///
/// Pages whose tasks sleep are lowered on threads of their own (`onThreadOfItsOwn`): a sleep
/// wakes up on the global pool, which tests must not block.
@Suite struct LifecycleTests {
    /// Lowers `view` on a thread of its own, for pages whose tasks sleep. A sleeping task wakes up
    /// on the shared pool, which the suite's browser tests may hold for seconds on this 2-core
    /// machine: a long limit keeps tests that expect a task to finish from timing out.
    private func loweredApart<V: View>(_ view: V, taskTimeLimit: Duration = .seconds(300)) async -> LoweredPage {
        try! await onThreadOfItsOwn { lowerPage(view, limits: LoweringLimits(taskTimeLimit: taskTimeLimit)) }
    }

    @Test func onAppearWritesStateThePageShows() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("\(count) guests").onAppear { count = 5 }
            }
        }
        #expect(loweredTexts(Counter()) == ["5 guests"])
    }

    @Test func anAppearActionRunsOnce() {
        struct Counter: View {
            @State var count = 0
            var body: some View {
                Text("appeared \(count) times").onAppear { count += 1 }
            }
        }
        #expect(loweredTexts(Counter()) == ["appeared 1 times"])
    }

    @Test func aMainActorTaskLoadsWhatThePageShows() async {
        struct Guests: View {
            @State var names: [String] = []
            var body: some View {
                VStack {
                    if names.isEmpty { Text("Loading…") }
                    ForEach(names, id: \.self) { Text($0) }
                }
                .task {
                    // A task formed in `body` is the main actor's, as in SwiftUI.
                    MainActor.preconditionIsolated()
                    names = (try? await GuestStore.load()) ?? []
                }
            }
        }
        #expect(pageTexts(await loweredApart(Guests())) == ["Ana", "Bo", "Cy"])
    }

    @Test func viewsKeepTheirStateAndRunTheirActionsOnceWhatEverChangesAroundThem() async {
        struct Note: View {
            let log: ActionLog
            @State var text = "not loaded"
            var body: some View {
                Text(text).onAppear {
                    log.record("note")
                    text = "note loaded"
                }
            }
        }
        struct Footer: View {
            let log: ActionLog
            // The note's state is made in this body, whose place among the list's views follows
            // the rows and the branch, both of which change when the list loads.
            var body: some View { Note(log: log) }
        }
        struct Row: View {
            let name: String
            let log: ActionLog
            @State var detail = ""
            var body: some View {
                Text("\(name)\(detail)").task {
                    log.record(name)
                    detail = " ✓"
                }
            }
        }
        struct Summary: View {
            let count: Int
            var body: some View { Text("\(count) guests") }
        }
        struct Guests: View {
            let log: ActionLog
            @State var names: [String] = []
            var body: some View {
                VStack {
                    if names.isEmpty { Text("Loading…") } else { Summary(count: names.count) }
                    ForEach(names, id: \.self) { Row(name: $0, log: log) }
                    Footer(log: log)
                }
                .task {
                    log.record("list")
                    names = (try? await GuestStore.load()) ?? []
                }
            }
        }
        struct Page: View {
            let log: ActionLog
            var body: some View { Guests(log: log) }
        }
        let log = ActionLog()
        #expect(pageTexts(await loweredApart(Page(log: log))) == ["3 guests", "Ana ✓", "Bo ✓", "Cy ✓", "note loaded"])
        #expect(log.entries == ["list", "note", "Ana", "Bo", "Cy"])
    }

    @Test func aStateObjectLoadedInATaskIsKept() async {
        struct Guests: View {
            @StateObject var model = GuestModel()
            var body: some View {
                VStack { ForEach(model.names, id: \.self) { Text($0) } }
                    .task { try await model.load() }
            }
        }
        struct Page: View {
            var body: some View { Guests() }
        }
        #expect(pageTexts(await loweredApart(Page())) == ["Ana", "Bo", "Cy"])
    }

    @Test func aTaskWithAnIDRunsAgainWhenItsIDChanges() {
        struct Pages: View {
            @State var page = 1
            @State var loaded: [Int] = []
            var body: some View {
                Text(loaded.map(String.init).joined(separator: ","))
                    .task(id: page) {
                        loaded.append(page)
                        if page < 3 { page += 1 }
                    }
            }
        }
        #expect(loweredTexts(Pages()) == ["1,2,3"])
    }

    @Test func appearActionsReadTheEnvironmentWhereTheyStand() {
        struct Reader: View {
            @Environment(\.locale) var locale
            @State var shown = ""
            var body: some View { Text(shown).onAppear { shown = locale.identifier } }
        }
        #expect(loweredTexts(Reader().environment(\.locale, Locale(identifier: "fr_FR"))) == ["fr_FR"])
    }

    @Test func disappearAndChangeActionsDoNotRun() {
        struct Page: View {
            @State var log = "shown"
            var body: some View {
                Text(log)
                    .onDisappear { log = "disappeared" }
                    .onChange(of: log) { log = "changed" }
            }
        }
        let page = lowerPage(Page())
        #expect(pageTexts(page) == ["shown"])
        #expect(page.diagnostics.isEmpty)
    }

    @Test func aTaskThatThrowsFailsTheBuildAtItsLine() {
        struct Guests: View {
            @State var names: [String] = []
            var body: some View {
                Text(names.joined())
                    .task { throw LoadFailed() }
            }
        }
        let line = #line - 3
        #expect(lowerPage(Guests()).diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: task threw an error while the page was built: the guest list is offline"
        ])
    }

    @Test func aTaskThatOutlastsTheTimeLimitFailsTheBuildAtItsLine() async {
        struct Slow: View {
            var body: some View {
                Text("slow")
                    .task { try? await Task.sleep(for: .seconds(30)) }
            }
        }
        let line = #line - 3
        let start = ContinuousClock.now
        let page = await loweredApart(Slow(), taskTimeLimit: .milliseconds(200))
        // The limit ends the wait, within the suite's own bound for a loaded pool (see loweredApart);
        // the diagnostic below says it was the limit.
        #expect(ContinuousClock.now - start < .seconds(300))
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: task did not finish within 0.2 s while the page was built (set KILN_TASK_TIME_LIMIT to the seconds a task may take)"
        ])
    }

    @Test func aTaskThatKeepsChangingItsOwnIDNeverSettles() {
        struct Runaway: View {
            @State var count = 0
            var body: some View {
                Text("\(count)")
                    .task(id: count) { count += 1 }
            }
        }
        let line = #line - 3
        let page = lowerPage(Runaway())
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: task(id:) still changes the page after it was lowered 5 times: its action changes state that makes it, or views with actions of their own, appear again; make the state settle"
        ])
        // Four rounds of actions ran before the page gave up.
        #expect(pageTexts(page) == ["4"])
    }

    @Test func rowsWhoseAppearanceAddsRowsNeverSettle() {
        struct Endless: View {
            @State var count = 1
            var body: some View {
                VStack {
                    ForEach(0..<count, id: \.self) { index in
                        Text("row \(index)").onAppear { if index == count - 1 { count += 1 } }
                    }
                }
            }
        }
        let line = #line - 5
        #expect(lowerPage(Endless()).diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: onAppear still changes the page after it was lowered 5 times: its action changes state that makes it, or views with actions of their own, appear again; make the state settle"
        ])
    }

    @Test func aTaskAwaitsAnotherMainActorFunctionThatSleeps() async {
        struct Headline: View {
            @State var title = "…"
            var body: some View {
                Text(title).task { title = await fetchHeadline() }
            }
        }
        #expect(pageTexts(await loweredApart(Headline())) == ["Party at eight"])
    }

    @Test func anObservableModelLoadedInATaskIsKept() async {
        struct Guests: View {
            @State var model = ObservableGuests()
            var body: some View {
                VStack { ForEach(model.names, id: \.self) { Text($0) } }
                    .task { await model.load() }
            }
        }
        #expect(pageTexts(await loweredApart(Guests())) == ["Ana", "Bo", "Cy"])
    }

    @Test func aTaskThatNeverFinishesTimesOutAtItsLine() async {
        struct Spinner: View {
            var body: some View {
                Text("spinning")
                    .task { while true { await Task.yield() } }
            }
        }
        let line = #line - 3
        let start = ContinuousClock.now
        let page = await loweredApart(Spinner(), taskTimeLimit: .milliseconds(300))
        // Without the limit the page never finishes; the bound is loose because a loaded machine
        // (the whole suite in parallel, the showcase crawl's minutes of browser tests among it)
        // stretches the time between the task's steps, as loweredApart's default limit allows.
        #expect(ContinuousClock.now - start < .seconds(300))
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: task did not finish within 0.3 s while the page was built (set KILN_TASK_TIME_LIMIT to the seconds a task may take)"
        ])
        #expect(pageTexts(page) == ["spinning"])
    }

    /// On the main thread, inside a main-actor test (a main-queue job), a task that does not
    /// suspend on the main actor runs to its end: nothing of it needs the main queue.
    @MainActor @Test func aPageLoweredOnTheMainActorRunsATaskThatAwaitsOffIt() {
        struct Guests: View {
            @State var names: [String] = []
            var body: some View {
                Text(names.joined(separator: ", ")).task {
                    MainActor.preconditionIsolated()
                    names = await GuestList.names()
                }
            }
        }
        let page = lowerPage(Guests(), limits: LoweringLimits(taskTimeLimit: .seconds(2)))
        #expect(page.diagnostics.isEmpty)
        #expect(pageTexts(page) == ["Ana, Bo"])
    }

    /// A main-actor task that sleeps resumes on the main queue, which cannot run while this
    /// main-actor test waits for the page: the build says so at the task's line.
    @MainActor @Test func aPageLoweredOnTheMainActorCannotWaitForATaskThatSleepsThere() {
        struct Headline: View {
            @State var title = ""
            var body: some View {
                Text(title).task { title = await fetchHeadline() }
            }
        }
        let line = #line - 3
        let page = lowerPage(Headline(), limits: LoweringLimits(taskTimeLimit: .milliseconds(300)))
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/LifecycleTests.swift:\(line): error: task did not finish within 0.3 s while the page was built; it may be waiting for the main actor, which this page's rendering holds: render pages off the main actor"
        ])
    }
}

/// A nonisolated async function that does not suspend.
private enum GuestList {
    static func names() async -> [String] { ["Ana", "Bo"] }
}

/// A main-actor function that awaits, as an app's loader does.
@MainActor private func fetchHeadline() async -> String {
    try? await Task.sleep(for: .milliseconds(10))
    MainActor.preconditionIsolated()
    return "Party at eight"
}

@Observable @MainActor private final class ObservableGuests {
    var names: [String] = []
    func load() async { names = (try? await GuestStore.load()) ?? [] }
}
