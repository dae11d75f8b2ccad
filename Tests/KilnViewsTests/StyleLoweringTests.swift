import Foundation
import KilnTree
import KilnViews
import Testing

// Each style protocol as a SwiftUI app writes it, run through lowering: the body sees the
// control's configuration, and the page keeps the control's meaning.

private struct PillButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration).padding(4)
    }
}

private struct TapToTriggerStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button("Go") { configuration.trigger() }
    }
}

private struct DotGaugeStyle: GaugeStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Text("\(Int(configuration.value * 100)) %")
        }
    }
}

private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) % done")
    }
}

private struct WrappedProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).padding(8)
    }
}

private struct FramedMenuStyle: MenuStyle {
    func makeBody(configuration: Configuration) -> some View {
        Menu(configuration).padding(2)
    }
}

private struct OpenDisclosureStyle: DisclosureGroupStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Button { configuration.isExpanded.toggle() } label: { configuration.label }
            if configuration.isExpanded { configuration.content }
        }
    }
}

private struct SwitchInsideStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Toggle(configuration).padding(2)
    }
}

extension PrimitiveButtonStyle where Self == PillButtonStyle {
    fileprivate static var pill: PillButtonStyle { PillButtonStyle() }
}

extension ToggleStyle where Self == SwitchInsideStyle {
    fileprivate static var switchInside: SwitchInsideStyle { SwitchInsideStyle() }
}

private struct Settings: View {
    @AppStorage("username") var username = "Guest"
    @AppStorage("count") var count: Int?
    @SceneStorage("tab") var tab = 2

    var body: some View {
        VStack {
            Text(username)
            Text(count.map(String.init) ?? "none")
            Text("\(tab)")
            TextField("Name", text: $username)
        }
    }
}

private struct WritingSettings: View {
    @AppStorage("username") var username = "Guest"
    @SceneStorage("tab") var tab = 2

    var body: some View {
        let _ = { username = "Ada"; tab = 3 }()
        Text("\(username) \(tab)")
    }
}

struct StyleLoweringTests {
    private func all(_ nodes: [Node]) -> [Node] {
        nodes.flatMap { [$0] + all($0.children) }
    }

    private func controls(_ nodes: [Node]) -> [Control.Kind] {
        all(nodes).compactMap { if case .control(let control) = $0.kind { control.kind } else { nil } }
    }

    /// The buttons that open a menu (a menu's items are buttons that close it).
    private func openers(_ nodes: [Node]) -> [Node] {
        all(nodes).filter { if case .presentation(.button(let button)) = $0.kind, case .show = button.action { true } else { false } }
    }

    @Test func builtInButtonStylesKeepTheirLook() {
        let page = lowerPage(VStack {
            Button("A") {}.buttonStyle(.bordered)
            Button("B") {}.buttonStyle(BorderedProminentButtonStyle())
            Button("C") {}
        })
        let looks = controls(page.nodes).compactMap { if case .button(_, let look) = $0 { look } else { nil } }
        #expect(looks == [.bordered, .borderedProminent, .automatic])
    }

    @Test @MainActor func primitiveButtonStyleBodyMakingTheButtonIsOneButton() {
        let page = lowerPage(Button("Order") {}.buttonStyle(.pill).buttonStyle(.bordered))
        let looks = controls(page.nodes).compactMap { if case .button(_, let look) = $0 { look } else { nil } }
        // The outer button is the styled one; the `Button(configuration)` inside draws it as the
        // style outside the custom one (bordered), not as a second button.
        #expect(looks == [.custom, .bordered])
        #expect(texts(of: page.nodes) == ["Order"])
    }

    @Test func primitiveButtonStyleTriggerCompilesAndDoesNothing() {
        let page = lowerPage(Button("Order") {}.buttonStyle(TapToTriggerStyle()))
        #expect(texts(of: page.nodes) == ["Go"])
    }

    @Test func customToggleStyleSeesTheBindingsValue() {
        struct Marked: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack { configuration.label; Text(configuration.isOn ? "on" : "off") }
            }
        }
        let page = lowerPage(Toggle("Cake", isOn: .constant(true)).toggleStyle(Marked()))
        guard case .toggle(let isOn, let look, _) = controls(page.nodes).first else {
            Issue.record("no toggle in \(page.nodes)")
            return
        }
        #expect(isOn == true && look == .custom)
        // The label naming the checkbox, then the body off and on.
        #expect(texts(of: page.nodes) == ["Cake", "Cake", "off", "Cake", "on"])
    }

    @Test @MainActor func toggleStyleBodyHoldingTheToggleIsThatToggle() {
        let page = lowerPage(Toggle("Cake", isOn: .constant(false)).toggleStyle(.switchInside).toggleStyle(.checkbox))
        let toggles = controls(page.nodes).compactMap { if case .toggle(let isOn, let look, _) = $0 { (isOn, look) } else { nil } }
        #expect(toggles.count == 1)
        #expect(toggles.first?.0 == false && toggles.first?.1 == .checkbox)
    }

    @Test func customGaugeStyleIsDrawnInsideAGaugeThatKeepsTheValue() {
        let page = lowerPage(Gauge(value: 30, in: 0...200) { Text("Cups") }.gaugeStyle(DotGaugeStyle()))
        guard case .gauge(let gauge) = controls(page.nodes).first else {
            Issue.record("no gauge in \(page.nodes)")
            return
        }
        #expect(gauge.style == .custom && gauge.value == 30 && gauge.maximum == 200)
        #expect(texts(of: page.nodes) == ["Cups", "Cups", "15 %"])
    }

    @Test func customProgressViewStyleSeesTheFraction() {
        let page = lowerPage(ProgressView(value: 3, total: 4).progressViewStyle(PercentProgressStyle()))
        guard case .progress(let progress) = controls(page.nodes).first else {
            Issue.record("no progress view in \(page.nodes)")
            return
        }
        #expect(progress.style == .custom && progress.value == 3)
        #expect(texts(of: page.nodes) == ["75 % done"])
    }

    @Test func progressViewStyleBodyHoldingTheProgressViewIsThatProgressView() {
        let page = lowerPage(ProgressView(value: 0.5).progressViewStyle(WrappedProgressStyle()).progressViewStyle(.circular))
        let looks = controls(page.nodes).compactMap { if case .progress(let progress) = $0 { progress.style } else { nil } }
        #expect(looks == [.circular])
    }

    @Test func customMenuStyleWrapsTheMenu() {
        let page = lowerPage(Menu("Add") { Button("Cake") {} }.menuStyle(FramedMenuStyle()))
        #expect(openers(page.nodes).map(\.plainText) == ["Add"])
        // The style's body ran: its padding wraps the menu.
        #expect(all(page.nodes).contains { $0.modifiers.contains { if case .padding = $0 { true } else { false } } })
    }

    @Test func menuWithPrimaryActionHasALabelButtonAndADisclosure() {
        let page = lowerPage(Menu("Add") { Button("Cake") {} } primaryAction: {}.menuIndicator(.visible))
        let openers = openers(page.nodes)
        #expect(openers.count == 1)
        #expect(openers.first?.modifiers.contains { if case .accessibilityLabel("More for Add") = $0 { true } else { false } } == true)
        #expect(texts(of: page.nodes).contains("Add"))
    }

    @Test func menuIndicatorShowsTheArrow() {
        let shown = lowerPage(Menu("Add") { Button("Cake") {} }.menuIndicator(.visible))
        let hidden = lowerPage(Menu("Add") { Button("Cake") {} }.menuIndicator(.hidden))
        #expect(texts(of: shown.nodes).contains("\u{25BE}"))
        #expect(!texts(of: hidden.nodes).contains("\u{25BE}"))
    }

    @Test func customDisclosureGroupStyleIsDrawnAsFirstShownAndReported() {
        let line = #line + 1
        let page = lowerPage(DisclosureGroup("Menu", isExpanded: .constant(true)) { Text("Cake") }.disclosureGroupStyle(OpenDisclosureStyle()))
        #expect(texts(of: page.nodes) == ["Menu", "Cake"])
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/StyleLoweringTests.swift:\(line): warning: Expanding and collapsing a DisclosureGroup drawn by a custom DisclosureGroupStyle has no meaning on a static page; it is left out",
        ])
    }

    @Test func groupBoxFormsShowLabelAndContent() {
        let titled = lowerPage(GroupBox("Guests") { Text("Twelve") })
        let labelled = lowerPage(GroupBox { Text("Twelve") } label: { Text("Guests") })
        let untitled = lowerPage(GroupBox { Text("Twelve") })
        #expect(texts(of: titled.nodes) == ["Guests", "Twelve"])
        #expect(texts(of: labelled.nodes) == ["Guests", "Twelve"])
        #expect(texts(of: untitled.nodes) == ["Twelve"])
    }

    @Test func lazyStacksAreOneTrackGridsThatPinHeaders() {
        let page = lowerPage(LazyVStack(alignment: .leading, spacing: 4, pinnedViews: [.sectionHeaders]) {
            Section { Text("Cake") } header: { Text("Sweet") }
        })
        guard case .lazyGrid(let grid) = page.nodes.first?.kind else {
            Issue.record("not a lazy grid: \(page.nodes)")
            return
        }
        #expect(grid.isVertical && grid.tracks.count == 1 && grid.pinsSectionHeaders && !grid.pinsSectionFooters)
        #expect(grid.spacing == 4 && grid.alignment.horizontal == .leading)
        let row = lowerPage(LazyHStack { Text("A"); Text("B") })
        guard case .lazyGrid(let across) = row.nodes.first?.kind else {
            Issue.record("not a lazy grid: \(row.nodes)")
            return
        }
        #expect(!across.isVertical && across.tracks.count == 1 && !across.pinsSectionHeaders)
    }

    @Test func scenePaddingIsTheStandardPadding() {
        let page = lowerPage(Text("Hi").scenePadding())
        let standard = lowerPage(Text("Hi").padding())
        #expect(page.nodes.first?.modifiers.count == 1)
        #expect("\(page.nodes)" == "\(standard.nodes)")
        let minimum = lowerPage(Text("Hi").scenePadding(.minimum, edges: .horizontal))
        #expect("\(minimum.nodes)" == "\(lowerPage(Text("Hi").padding(.horizontal)).nodes)")
    }

    @Test func controlProminenceIsInTheEnvironment() {
        struct Reader: View {
            @Environment(\.controlProminence) var prominence
            var body: some View { Text("\(prominence)") }
        }
        #expect(texts(of: lowerPage(Reader().controlProminence(.increased)).nodes) == ["increased"])
        #expect(texts(of: lowerPage(Reader()).nodes) == ["standard"])
    }

    @Test func editButtonIsLeftOutAndReported() {
        let line = #line + 1
        let page = lowerPage(VStack { EditButton(); Text("Rows") })
        #expect(texts(of: page.nodes) == ["Rows"])
        #expect(page.diagnostics.map(\.description) == [
            "KilnViewsTests/StyleLoweringTests.swift:\(line): warning: EditButton has no meaning on a static page; it is left out",
        ])
    }

    @Test func navigationViewStyleCompilesAndChangesNothing() {
        let styled = lowerPage(NavigationView { Text("Home") }.navigationViewStyle(.stack))
        guard case .navigationColumn = styled.nodes.first?.kind else {
            Issue.record("not a navigation stack: \(styled.nodes)")
            return
        }
        #expect(styled.nodes.count == 1 && texts(of: styled.nodes) == ["Home"])
        _ = NavigationView { Text("Home") }.navigationViewStyle(StackNavigationViewStyle()).navigationViewStyle(.columns)
    }

    @Test @MainActor func appAndSceneStorageShowTheirDefaults() {
        let page = lowerPage(Settings())
        #expect(texts(of: page.nodes).prefix(3) == ["Guest", "none", "2"])
        #expect(texts(of: lowerPage(WritingSettings()).nodes) == ["Ada 3"])
    }
}
