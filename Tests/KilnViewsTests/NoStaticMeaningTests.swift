import Foundation
import KilnTree
import KilnViews
import Testing

/// Interaction a static page cannot perform compiles with SwiftUI's signatures, leaves the page
/// as it is, and is reported once per page however often it is used.
struct NoStaticMeaningTests {
    private func warnings(_ page: LoweredPage) -> [String] {
        page.diagnostics.filter { $0.severity == .warning }.map(\.message)
    }

    @Test @MainActor func gesturesCompileDoNothingAndAreReportedOnce() {
        struct Card: View {
            @GestureState private var dragOffset = CGSize.zero
            @State private var scale: CGFloat = 1
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text("tap").onTapGesture { taps += 1 }
                    Text("double").onTapGesture(count: 2) { taps += 2 }
                    Text("press").onLongPressGesture { taps += 3 }
                    Text("drag \(Int(dragOffset.width))")
                        .gesture(
                            DragGesture(minimumDistance: 4)
                                .updating($dragOffset) { value, state, _ in state = value.translation }
                                .onEnded { _ in taps += 4 })
                    Text("pinch").simultaneousGesture(MagnificationGesture().onChanged { scale = $0 })
                    Text("turn").highPriorityGesture(RotationGesture().onEnded { angle in scale = angle.degrees })
                    Text("tap gesture").gesture(TapGesture(count: 2).onEnded { taps += 5 })
                    Text("long").gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in taps += 6 })
                    Text("where").onTapGesture(coordinateSpace: .local) { location in scale = location.x }
                    Text("spatial").gesture(SpatialTapGesture(count: 1).onEnded { value in scale = value.location.y })
                    Text("composed").gesture(
                        TapGesture(count: 2).exclusively(before: DragGesture().simultaneously(with: MagnificationGesture()))
                            .sequenced(before: LongPressGesture())
                            .onEnded { value in if case .second(.second, _) = value { taps += 7 } })
                    Text("\(taps) taps at \(scale)")
                }
            }
        }
        let page = lowerPage(Card())
        #expect(pageTexts(page) == ["tap", "double", "press", "drag 0", "pinch", "turn", "tap gesture", "long", "where", "spatial", "composed", "0 taps at 1.0"])
        #expect(warnings(page) == [
            "onTapGesture has no meaning on a static page; it is left out",
            "onLongPressGesture has no meaning on a static page; it is left out",
            "gesture has no meaning on a static page; it is left out",
            "simultaneousGesture has no meaning on a static page; it is left out",
            "highPriorityGesture has no meaning on a static page; it is left out",
        ])
    }

    @Test func animationsCompileDoNothingAndAreReportedOnce() {
        struct Expander: View {
            @Namespace private var namespace
            @State private var expanded = false
            @State private var count = 0
            var body: some View {
                VStack {
                    Toggle("Expanded", isOn: $expanded.animation(.spring(response: 0.3, dampingFraction: 0.6)))
                    Button("Grow") {
                        let next = withAnimation(.easeInOut(duration: 0.2)) { count + 1 }
                        count = next
                    }
                    if expanded {
                        Text("details")
                            .transition(.asymmetric(insertion: .move(edge: .leading), removal: .opacity.combined(with: .scale)))
                            .matchedGeometryEffect(id: "card", in: namespace)
                    }
                    Text("count \(count)")
                        .animation(.linear.delay(0.1).speed(2).repeatForever(autoreverses: false), value: count)
                        .animation(.default, value: expanded)
                        .transition(.slide)
                }
            }
        }
        // The island is kept to the state it opens in: what is looked at here is the animations.
        let page = lowerPage(Expander(), limits: LoweringLimits(statesPerIsland: 1))
        #expect(pageTexts(page).contains("count 0"))
        #expect(!pageTexts(page).contains("details"))
        // Kiln runs the button's action to see what it presents: its withAnimation is reported too.
        #expect(warnings(page) == [
            "withAnimation has no meaning on a static page; it is left out",
            "transition has no meaning on a static page; it is left out",
            "animation has no meaning on a static page; it is left out",
            "Expander's controls reach more than 1 states of its @State, the most a page holds for one view (SiteOptions.statesPerIsland), so they do not change it on the page; give the view fewer states, or split it into views that each own their state",
        ])
    }

    /// An animatable modifier is drawn at its current value; a transition made of modifiers compiles.
    @Test func anAnimatableModifierIsDrawnAtItsCurrentValue() {
        struct Rolled: AnimatableModifier {
            var face: Double
            nonisolated var animatableData: Double {
                get { face }
                set { face = newValue }
            }
            func body(content: Content) -> some View {
                VStack { content; Text("face \(Int(face))") }
            }
        }
        let page = lowerPage(Color.clear.modifier(Rolled(face: 6)).transition(.modifier(active: Rolled(face: 1), identity: Rolled(face: 6))))
        #expect(pageTexts(page) == ["face 6"])
    }

    /// The springs and curves SwiftUI code spells out compile, and compare by what they were made from.
    @Test func springsAndCurvesWithTheirParametersCompareByThem() {
        let animations: [Animation] = [
            .interactiveSpring(response: 0.8, dampingFraction: 0.8, blendDuration: 0.8), .interactiveSpring,
            .interpolatingSpring(mass: 2, stiffness: 100, damping: 10), .interpolatingSpring(stiffness: 100, damping: 10),
            .bouncy(duration: 0.4, extraBounce: 0.1), .smooth(duration: 0.3), .snappy(duration: 0.2),
        ]
        #expect(Set(animations).count == animations.count, "each made from its own values")
        #expect(Animation.interpolatingSpring(stiffness: 100, damping: 10) == .interpolatingSpring(mass: 1, stiffness: 100, damping: 10))
    }

    @Test func withAnimationReturnsItsBodysResultAndIsReportedWhereAPageRunsIt() {
        struct Counter: View {
            @State private var count = 1
            var body: some View {
                Text("\(count)").onAppear { count = withAnimation(.bouncy) { count * 7 } }
            }
        }
        let page = lowerPage(Counter())
        #expect(pageTexts(page) == ["7"])
        #expect(warnings(page) == ["withAnimation has no meaning on a static page; it is left out"])
        #expect(withAnimation { 42 } == 42)
    }

    /// Hovering runs nothing at build time, and a content transition never animates: both compile
    /// with SwiftUI's signatures and are reported.
    @Test @MainActor func hoverAndContentTransitionsCompileAndAreReported() {
        struct Score: View {
            @State private var isHovered = false
            @State private var points = 7
            var body: some View {
                Text("\(points) points")
                    .contentTransition(.numericText(value: Double(points)))
                    .onHover { isHovered = $0 }
                    .opacity(isHovered ? 0.5 : 1)
            }
        }
        let page = lowerPage(Score())
        #expect(pageTexts(page) == ["7 points"])
        #expect(warnings(page) == [
            "onHover has no meaning on a static page; it is left out",
            "contentTransition has no meaning on a static page; it is left out",
        ])
    }

    @Test @MainActor func animatableShapesCompile() {
        struct Wedge: Shape {
            var fraction: Double
            var animatableData: Double {
                get { fraction }
                set { fraction = newValue }
            }
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: CGPoint(x: rect.midX, y: rect.midY))
                    path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(360 * fraction), clockwise: false)
                    path.closeSubpath()
                }
            }
        }
        var wedge = Wedge(fraction: 0.25)
        wedge.animatableData = 0.5
        #expect(wedge.fraction == 0.5)
        let pair = AnimatablePair(1.0, 2.0)
        #expect(pair.first + pair.second == 3)
    }

    @Test @MainActor func aTimerPublisherNeverTicksAtBuildTime() {
        struct Clock: View {
            let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
            @State private var ticks = 0
            var body: some View {
                Text("\(ticks) ticks").onReceive(timer) { _ in ticks += 1 }
            }
        }
        let page = lowerPage(Clock())
        #expect(pageTexts(page) == ["0 ticks"])
        #expect(warnings(page) == ["onReceive has no meaning on a static page; it is left out"])
        var bag = Set<AnyCancellable>()
        AnyCancellable(Timer.publish(every: 1, on: .main, in: .common).connect()).store(in: &bag)
        #expect(bag.count == 1)
    }

    @Test func appOnlyViewModifiersAreReportedOnce() {
        struct Page: View {
            var body: some View {
                VStack {
                    Text("chart").drawingGroup()
                    Text("quote").textSelection(.enabled)
                    Text("balance").privacySensitive()
                    Text("focus").focusable()
                    Button("Save") {}.keyboardShortcut("s", modifiers: .command)
                    Button("Open") {}.keyboardShortcut("o")
                    Text("full screen").statusBar(hidden: true)
                }
            }
        }
        let page = lowerPage(Page())
        #expect(pageTexts(page).contains("quote"))
        #expect(warnings(page) == [
            "drawingGroup has no meaning on a static page; it is left out",
            "textSelection has no meaning on a static page; it is left out",
            "privacySensitive has no meaning on a static page; it is left out",
            "focusable has no meaning on a static page; it is left out",
            "keyboardShortcut has no meaning on a static page; it is left out",
            "statusBar has no meaning on a static page; it is left out",
        ])
    }

    @Test @MainActor func environmentValuesAPageCannotKnowHaveSwiftUIsDefaults() {
        struct Reader: View {
            @Environment(\.dynamicTypeSize) var typeSize
            @Environment(\.displayScale) var scale
            @Environment(\.colorSchemeContrast) var contrast
            @Environment(\.scenePhase) var phase
            @Environment(\.accessibilityVoiceOverEnabled) var voiceOver
            @Environment(\.accessibilityDifferentiateWithoutColor) var withoutColor
            @Environment(\.accessibilityReduceMotion) var reduceMotion
            @Environment(\.openURL) var openURL
            @Environment(\.requestReview) var requestReview
            var body: some View {
                Text("\(typeSize) \(scale) \(contrast) \(phase) \(voiceOver) \(withoutColor) \(reduceMotion)")
                    .onAppear {
                        openURL(URL(string: "https://example.com")!)
                        requestReview()
                    }
            }
        }
        let page = lowerPage(Reader())
        #expect(pageTexts(page) == ["large 1.0 standard active false false false"])
        #expect(page.diagnostics.isEmpty)
    }

    /// The environment of a page: no edit mode, nothing focused, the Gregorian calendar in the
    /// environment's locale and time zone.
    @Test @MainActor func editingFocusAndCalendarHaveAPagesValues() {
        struct Reader: View {
            @Environment(\.editMode) var editMode
            @Environment(\.isFocused) var isFocused
            @Environment(\.calendar) var calendar
            var body: some View {
                Text("\(editMode == nil) \(isFocused) \(calendar.identifier) \(calendar.timeZone.identifier) \(calendar.locale?.identifier ?? "-")")
            }
        }
        #expect(pageTexts(lowerPage(Reader().environment(\.locale, Locale(identifier: "fr_FR")))) == ["true false gregorian GMT fr_FR"])
        var japanese = Calendar(identifier: .japanese)
        japanese.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(pageTexts(lowerPage(Reader().environment(\.calendar, japanese))).first?.contains("japanese Asia/Tokyo") == true)
        #expect(EditMode.active.isEditing && !EditMode.inactive.isEditing)
    }

    /// Nothing has the focus while a page is built: a focused value reads nil, publishing one
    /// and key presses are reported once, and a key press's action never runs.
    @Test @MainActor func focusedValuesAndKeyPressesHaveNoFocusOnAPage() {
        final class Presses { var count = 0 }
        struct Editor: View {
            @FocusedValue(\.selectedNote) var note
            let presses: Presses
            var body: some View {
                Text(note ?? "no note")
                    .focusedValue(\.selectedNote, "Groceries")
                    .focusedSceneValue(\.selectedNote, "Groceries")
                    .onKeyPress(.return) { presses.count += 1; return .handled }
                    .onKeyPress(keys: [.upArrow, .downArrow]) { _ in .ignored }
                    .onKeyPress(characters: .letters, phases: .down) { press in press.characters.isEmpty ? .ignored : .handled }
            }
        }
        let presses = Presses()
        let page = lowerPage(Editor(presses: presses))
        #expect(pageTexts(page) == ["no note"])
        #expect(presses.count == 0)
        #expect(warnings(page) == [
            "onKeyPress has no meaning on a static page; it is left out",
            "focusedSceneValue has no meaning on a static page; it is left out",
            "focusedValue has no meaning on a static page; it is left out",
        ])
        #expect(KeyEquivalent.return.character == "\r" && KeyEquivalent.escape.character == "\u{1B}")
    }

    /// An animator that runs by itself shows its first frame: the first phase, the initial value.
    @Test @MainActor func phaseAndKeyframeAnimatorsShowTheirFirstFrame() {
        struct Values { var scale = 2.0; var angle = Angle.degrees(10) }
        let phases = lowerPage(Text("A").phaseAnimator([3.0, 1.0]) { content, phase in content.scaleEffect(phase) } animation: { _ in .bouncy })
        #expect("\(phases.nodes)" == "\(lowerPage(Text("A").scaleEffect(3)).nodes)")
        #expect(warnings(phases) == ["phaseAnimator runs only in an app; the page shows its first phase"])
        let keyframes = lowerPage(Text("B").keyframeAnimator(initialValue: Values(), repeating: true) { content, value in
            content.scaleEffect(value.scale).rotationEffect(value.angle)
        } keyframes: { _ in
            KeyframeTrack(\.scale) { LinearKeyframe(1.0, duration: 0.3); SpringKeyframe(1.5, spring: .bouncy); CubicKeyframe(1, duration: 0.2) }
            KeyframeTrack(\.angle) { MoveKeyframe(.zero) }
        })
        #expect("\(keyframes.nodes)" == "\(lowerPage(Text("B").scaleEffect(2).rotationEffect(.degrees(10))).nodes)")
        #expect(warnings(keyframes) == ["keyframeAnimator runs only in an app; the page shows its initial value"])
        let empty = lowerPage(PhaseAnimator([Int]()) { Text("\($0)") })
        #expect(warnings(empty).contains("phaseAnimator has no phases; it draws nothing"))
        #expect(pageTexts(lowerPage(PhaseAnimator([false, true], trigger: 1) { on in Text(on ? "on" : "off") })) == ["off"])
    }
}

extension NoStaticMeaningTests {
    /// A transaction changes how state changes animate: a page animates nothing, so the body runs
    /// and the modifier and the function are reported once each.
    @Test @MainActor func transactionsRunTheirBodyAndAreReported() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("\(count)")
                    .transaction { $0.animation = nil }
                    .transaction(value: count) { $0.disablesAnimations = true }
                    .onAppear { count = withTransaction(Transaction(animation: .default)) { 2 } + withTransaction(\.disablesAnimations, true) { 1 } }
            }
        }
        let page = lowerPage(Counter())
        #expect(pageTexts(page) == ["3"])
        #expect(warnings(page) == [
            "transaction has no meaning on a static page; it is left out",
            "withTransaction has no meaning on a static page; it is left out",
        ])
    }

    /// Chart selection follows the reader's pointer: the chart shows what the binding holds, and
    /// the selection itself is reported once.
    @Test @MainActor func chartSelectionsAreReported() {
        struct Selecting: View {
            @State private var day: String? = "Tue"
            @State private var range: ClosedRange<Double>? = nil
            @State private var angle: Double? = nil
            var body: some View {
                VStack {
                    Text(day ?? "none")
                    Chart { BarMark(x: .value("Day", "Tue"), y: .value("Sales", 3)) }
                        .chartXSelection(value: $day).chartXSelection(range: $range).chartYSelection(value: $angle).chartYSelection(range: $range)
                    Chart { SectorMark(angle: .value("Share", 1)) }.chartAngleSelection(value: $angle)
                }
            }
        }
        let page = lowerPage(Selecting())
        #expect(pageTexts(page).first == "Tue")
        #expect(warnings(page) == [
            "chartYSelection has no meaning on a static page; it is left out",
            "chartXSelection has no meaning on a static page; it is left out",
            "chartAngleSelection has no meaning on a static page; it is left out",
        ])
    }
}

private struct SelectedNoteKey: FocusedValueKey { typealias Value = String }

extension FocusedValues {
    fileprivate var selectedNote: String? {
        get { self[SelectedNoteKey.self] }
        set { self[SelectedNoteKey.self] = newValue }
    }
}
