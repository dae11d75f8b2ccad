import KilnTree
import KilnViews
import Testing

/// Presentations lower to views at the end of the page, and the buttons whose actions set their
/// bindings (read through the action's journal) to buttons that show them.
struct PresentationLoweringTests {
    struct Guest: Identifiable {
        let id: Int
        let name: String
    }

    /// What each button on the page (presented views included) does, by its label:
    /// `show 1`, `hide 2` (a presented view's key), or `plain`.
    private func buttons(_ nodes: [Node]) -> [String: String] {
        var result: [String: String] = [:]
        func walk(_ node: Node) {
            switch node.kind {
            case .control(let control):
                if case .button = control.kind { result[node.plainText] = "plain" }
            case .presentation(.button(let button)):
                switch button.action {
                case .show(let view): result[node.plainText] = "show \(view.key)"
                case .hide(let view): result[node.plainText] = "hide \(view.key)"
                case .undecided: result[node.plainText] = "undecided"
                }
            default:
                break
            }
            for case .overlay(.view(let layer, _)) in node.modifiers { walk(layer) }
            node.children.forEach(walk)
        }
        nodes.forEach(walk)
        return result
    }

    /// The presented views at the end of the page.
    private func presented(_ nodes: [Node]) -> [(view: PresentedView, node: Node)] {
        nodes.compactMap { node in
            if case .presentation(.view(let view)) = node.kind { (view, node) } else { nil }
        }
    }

    private func messages(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.map(\.message)
    }

    @Test func aButtonBeforeOrAfterTheSheetItSetsOpensIt() {
        struct Page: View {
            @State var before = false
            @State var after = false
            var body: some View {
                VStack {
                    Button("Before") { before = true }
                    Text("Anchor").sheet(isPresented: $before) { Text("First") }
                    Text("Anchor").sheet(isPresented: $after) { Text("Second") }
                    HStack { Button("After") { after = true } }
                }
            }
        }
        let page = lowerPage(Page()); let (nodes, diagnostics) = (page.nodes, page.diagnostics)
        #expect(nodes.count == 3, "the page's view, then the two sheets")
        let sheets = presented(nodes)
        #expect(sheets.map(\.view) == [
            PresentedView(key: 1, style: .sheet, isPresented: false), PresentedView(key: 2, style: .sheet, isPresented: false),
        ])
        #expect(sheets.map(\.node.plainText) == ["First", "Second"])
        #expect(buttons(nodes) == ["Before": "show 1", "After": "show 2"])
        #expect(diagnostics.isEmpty)
    }

    @Test func statePresentedAtBuildTimeIsShownOpenAndTheActionsLeaveTheStateAsItWas() {
        struct Page: View {
            @State var isShowing = true
            @State var count = 0
            var body: some View {
                VStack {
                    Text("\(count)")
                    Button("Count") { count += 1 }
                    Button("Show") { isShowing = true }
                    Button("Hide") { isShowing = false }
                }
                .alert("Hello", isPresented: $isShowing) {}
            }
        }
        // The island is kept to the state it opens in: what is looked at here is the presentation.
        let page = lowerPage(Page(), limits: LoweringLimits(statesPerIsland: 1)); let (nodes, diagnostics) = (page.nodes, page.diagnostics)
        #expect(presented(nodes).map(\.view) == [PresentedView(key: 1, style: .alert(hasMessage: false), isPresented: true)])
        // A button that changes something else leaves the presented alert alone; one that sets its
        // binding shows it again once closed.
        #expect(buttons(nodes) == ["Count": "plain", "Show": "show 1", "Hide": "plain", "OK": "hide 1"])
        #expect(nodes[0].children[0].plainText == "0", "the page shows the initial count")
        #expect(diagnostics.map(\.message) == [
            "Page's controls reach more than 1 states of its @State, the most a page holds for one view (SiteOptions.statesPerIsland), so they do not change it on the page; give the view fewer states, or split it into views that each own their state"
        ])
    }

    @Test func readsDuringAnActionSeeItsOwnWrites() {
        struct Page: View {
            @State var taps = 0
            var body: some View {
                Button("Twice") {
                    taps += 1
                    taps += 1
                }
                .sheet(isPresented: Binding(get: { taps == 2 }, set: { _ in })) { Text("Two taps") }
            }
        }
        #expect(buttons(lowerPage(Page()).nodes) == ["Twice": "show 1"])
    }

    @Test func anItemSheetGetsOneViewPerItemAButtonSets() {
        struct Page: View {
            let guests = [Guest(id: 1, name: "Ada"), Guest(id: 2, name: "Grace")]
            @State var selected: Guest?
            var body: some View {
                VStack {
                    ForEach(guests) { guest in
                        Button(guest.name) { selected = guest }
                    }
                }
                .sheet(item: $selected) { guest in Text("About \(guest.name)") }
            }
        }
        let page = lowerPage(Page()); let (nodes, diagnostics) = (page.nodes, page.diagnostics)
        let sheets = presented(nodes)
        #expect(sheets.map(\.node.plainText) == ["About Ada", "About Grace"])
        #expect(sheets.allSatisfy { !$0.view.isPresented })
        #expect(buttons(nodes) == ["Ada": "show 1", "Grace": "show 2"])
        #expect(diagnostics.isEmpty)
    }

    @Test func anItemPresentedAtBuildTimeIsShownOpen() {
        struct Page: View {
            @State var selected: Guest? = Guest(id: 7, name: "Ada")
            var body: some View {
                Text("Guests").fullScreenCover(item: $selected) { guest in Text(guest.name) }
            }
        }
        let sheets = presented(lowerPage(Page()).nodes)
        #expect(sheets.map(\.view) == [PresentedView(key: 1, style: .fullScreenCover, isPresented: true)])
        #expect(sheets.map(\.node.plainText) == ["Ada"])
    }

    @Test func presentationsNothingOpensAreReported() {
        struct Page: View {
            @State var isShowing = false
            @State var selected: Guest?
            var body: some View {
                VStack {
                    Text("Tip").popover(isPresented: $isShowing) { Text("Hidden") }
                    Text("Guest").sheet(item: $selected) { Text($0.name) }
                }
            }
        }
        let page = lowerPage(Page()); let (nodes, diagnostics) = (page.nodes, page.diagnostics)
        #expect(presented(nodes).map(\.node.plainText) == ["Hidden"], "the popover is on the page, hidden; the sheet has no item")
        #expect(messages(diagnostics) == [
            "no button on the page opens this popover (none sets its binding), so it stays hidden",
            "nothing on the page sets this sheet's item, so it is left out",
        ])
        #expect(diagnostics.allSatisfy { $0.source?.fileID == "KilnViewsTests/PresentationLoweringTests.swift" })
    }

    @Test func buttonsInsideAPresentationCloseItUnlessTheyOpenAnother() {
        struct Page: View {
            @State var first = false
            @State var second = false
            @State var note = ""
            var body: some View {
                Button("Open") { first = true }
                    .sheet(isPresented: $first) {
                        Button("Done") {}
                        Button("Save") { note = "saved" }
                        Button("Close") { first = false }
                        Button("More") { second = true }
                            .popover(isPresented: $second) { Button("Got it") {} }
                    }
            }
        }
        let nodes = lowerPage(Page()).nodes
        #expect(presented(nodes).map(\.view.style) == [.sheet, .popover])
        #expect(buttons(nodes) == ["Open": "show 1", "Done": "hide 1", "Save": "hide 1", "Close": "hide 1", "More": "show 2", "Got it": "hide 2"])
    }

    @Test func alertsGetAnOKButtonAndConfirmationDialogsACancelButtonWhenTheirActionsHaveNone() {
        struct Page: View {
            @State var alerting = true
            @State var confirming = true
            var body: some View {
                Text("Party")
                    .alert("Saved", isPresented: $alerting) {}
                    .confirmationDialog("Delete?", isPresented: $confirming) {
                        Button("Delete", role: .destructive) {}
                    } message: {
                        Text("It cannot be undone.")
                    }
            }
        }
        let views = presented(lowerPage(Page()).nodes)
        #expect(views.map(\.view.style) == [.alert(hasMessage: false), .confirmationDialog(showsTitle: false, hasMessage: true)])
        #expect(views.map { $0.node.children.map(\.plainText) } == [["Saved", "OK"], ["Delete?", "It cannot be undone.", "Delete", "Cancel"]])
        guard case .presentation(.button(let cancel)) = views[1].node.children[3].kind else {
            Issue.record("the added Cancel is not a presentation button")
            return
        }
        #expect(cancel.isCancel)
    }

    @Test func aConfirmationDialogWithACancelButtonGetsNoOther() {
        struct Page: View {
            @State var confirming = true
            var body: some View {
                Text("Party").confirmationDialog("Leave?", isPresented: $confirming, titleVisibility: .visible) {
                    Button("Leave") {}
                    Button("Stay", role: .cancel) {}
                }
            }
        }
        let views = presented(lowerPage(Page()).nodes)
        #expect(views.map(\.view.style) == [.confirmationDialog(showsTitle: true, hasMessage: false)])
        #expect(views.map { $0.node.children.map(\.plainText) } == [["Leave?", "Leave", "Stay"]])
    }

    @Test func anAlertPresentingNilDataIsLeftOut() {
        struct Page: View {
            @State var failed = true
            let error: String? = nil
            var body: some View {
                Text("Party").alert("Error", isPresented: $failed, presenting: error) { _ in Button("OK") {} } message: { Text($0) }
            }
        }
        let page = lowerPage(Page()); let (nodes, diagnostics) = (page.nodes, page.diagnostics)
        #expect(presented(nodes).isEmpty)
        #expect(messages(diagnostics) == ["this alert presents data that is nil when the page is built, so it is left out"])
    }

    @Test func anAlertPresentingDataBuildsItsActionsAndMessageFromIt() {
        struct Page: View {
            @State var failed = false
            let error: String? = "The oven is off."
            var body: some View {
                Button("Bake") { failed = true }
                    .alert("Error", isPresented: $failed, presenting: error) { _ in Button("OK") {} } message: { Text($0) }
            }
        }
        let nodes = lowerPage(Page()).nodes
        #expect(presented(nodes).map { $0.node.children.map(\.plainText) } == [["Error", "The oven is off.", "OK"]])
        #expect(buttons(nodes) == ["Bake": "show 1", "OK": "hide 1"])
    }

    @Test func aMenuIsAButtonThatShowsItsItems() {
        let nodes = lowerPage(Menu("Actions") {
            Button("Duplicate") {}
            Button("Delete", role: .destructive) {}
        }).nodes
        #expect(presented(nodes).map(\.view) == [PresentedView(key: 1, style: .menu, isPresented: false)])
        #expect(buttons(nodes) == ["Actions": "show 1", "Duplicate": "hide 1", "Delete": "hide 1"])
    }

    @Test func aButtonInAnOverlayOpensASheet() {
        struct Page: View {
            @State var isShowing = false
            var body: some View {
                Color.blue
                    .overlay { Button("Info") { isShowing = true } }
                    .sheet(isPresented: $isShowing) { Text("About") }
            }
        }
        #expect(buttons(lowerPage(Page()).nodes) == ["Info": "show 1"])
    }

    @Test func presentationAppearanceIsReportedOncePerPage() {
        struct Page: View {
            @State var isShowing = true
            var body: some View {
                VStack {
                    Text("A").sheet(isPresented: $isShowing) {
                        Text("Sheet")
                            .presentationDetents([.medium, .large])
                            .presentationDragIndicator(.visible)
                            .presentationBackground(.blue)
                            .presentationCornerRadius(20)
                            .interactiveDismissDisabled()
                    }
                    Text("B").presentationDetents([.fraction(0.3), .height(250)])
                }
            }
        }
        #expect(messages(lowerPage(Page()).diagnostics) == [
            "interactiveDismissDisabled has no meaning on a static page; it is left out",
            "presentationCornerRadius has no meaning on a static page; it is left out",
            "presentationBackground has no meaning on a static page; it is left out",
        ])
    }

    /// A sheet's detents, asked for anywhere in its content, reach the sheet's node (the
    /// innermost ones win, as SwiftUI's preference does), in a fixed order; outside a sheet they do nothing.
    @Test func detentsReachTheSheetTheyShape() {
        struct Page: View {
            var body: some View {
                VStack {
                    Text("A").sheet(isPresented: .constant(true)) {
                        VStack { Text("Sheet").presentationDetents([.medium, .height(250), .fraction(0.3)]) }
                            .presentationDetents([.large])
                    }
                    Text("B").presentationDetents([.height(100)])
                }
            }
        }
        let sheets = lowerPage(Page()).nodes.filter { node in
            if case .presentation(.view) = node.kind { return true }
            return false
        }
        #expect(sheets.count == 1)
        let detents = sheets.first?.modifiers.compactMap { modifier -> [SheetDetent]? in
            if case .presentationDetents(let detents) = modifier { return detents }
            return nil
        }
        #expect(detents == [[.medium, .fraction(0.3), .height(250)]])
    }

    /// A sheet shows its drag indicator when its content asks for it, and by default when it can
    /// rest at more than one height, as SwiftUI does.
    @Test func theDragIndicatorShowsWhenAskedOrWithSeveralDetents() {
        struct Page: View {
            let visibility: Visibility?
            let detents: Set<PresentationDetent>

            var body: some View {
                Text("A").sheet(isPresented: .constant(true)) {
                    if let visibility {
                        Text("Sheet").presentationDetents(detents).presentationDragIndicator(visibility)
                    } else {
                        Text("Sheet").presentationDetents(detents)
                    }
                }
            }
        }
        func shows(_ visibility: Visibility?, _ detents: Set<PresentationDetent>) -> Bool {
            lowerPage(Page(visibility: visibility, detents: detents)).nodes.contains { node in
                guard case .presentation(.view) = node.kind else { return false }
                return node.modifiers.contains { if case .presentationDragIndicator = $0 { true } else { false } }
            }
        }
        let cases: [(Visibility?, Set<PresentationDetent>, Bool)] = [
            (.visible, [.large], true), (.hidden, [.medium, .large], false), (.automatic, [.medium, .large], true),
            (nil, [.medium, .large], true), (.automatic, [.large], false), (nil, [.medium], false),
        ]
        for (visibility, detents, expected) in cases {
            let shown = shows(visibility, detents)
            #expect(shown == expected, "\(String(describing: visibility)) with \(detents.count) detents")
        }
        #expect(lowerPage(Page(visibility: .visible, detents: [.large])).diagnostics.isEmpty, "no longer reported as meaningless")
    }
}
