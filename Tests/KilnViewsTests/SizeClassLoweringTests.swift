import KilnTree
import KilnViews
import Testing

/// A view that reads a size class the page cannot know is lowered once per class; every other
/// view lowers once, as before.
struct SizeClassLoweringTests {
    private struct Adaptive: View {
        @Environment(\.horizontalSizeClass) private var sizeClass
        var body: some View {
            if sizeClass == .compact {
                VStack { Text("A"); Text("B") }
            } else {
                HStack { Text("A"); Text("B") }
            }
        }
    }

    private struct Tall: View {
        @Environment(\.verticalSizeClass) private var sizeClass
        var body: some View { Text(sizeClass == .compact ? "short" : "tall") }
    }

    private func dump(_ view: some View) -> String {
        lowerPage(view).nodes.map { $0.dump() }.joined(separator: "\n")
    }

    @Test func aViewReadingTheHorizontalSizeClassIsLoweredOncePerClass() {
        #expect(dump(Adaptive()) == """
            sizeClassSwitch(axis: horizontal, compact: 1)
            | vstack(alignment: center)
            | | text("A")
            | | text("B")
            | hstack(alignment: center)
            | | text("A")
            | | text("B")
            """)
    }

    @Test func aViewReadingTheVerticalSizeClassSwitchesOnTheVerticalAxis() {
        #expect(dump(Tall()) == """
            sizeClassSwitch(axis: vertical, compact: 1)
            | text("short")
            | text("tall")
            """)
    }

    @Test func aViewReadingNoSizeClassLowersOnce() {
        struct Plain: View {
            @Environment(\.font) private var font
            var body: some View { HStack { Text("A"); Text("B") } }
        }
        #expect(dump(VStack { Plain() }) == """
            vstack(alignment: center)
            | hstack(alignment: center)
            | | text("A")
            | | text("B")
            """)
    }

    @Test func aReaderWhoseRenderingsAgreeGivesOneRendering() {
        struct Indifferent: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                let _ = sizeClass
                Text("same")
            }
        }
        #expect(dump(Indifferent()) == #"text("same")"#)
    }

    @Test func aSizeClassSetByAnAncestorIsFixedAndDoesNotSplit() {
        #expect(dump(Adaptive().environment(\.horizontalSizeClass, .compact)) == """
            vstack(alignment: center)
            | text("A")
            | text("B")
            """)
        #expect(dump(Tall().environment(\.verticalSizeClass, .regular)) == #"text("tall")"#)
        // Fixing one axis leaves the other open.
        #expect(dump(Tall().environment(\.horizontalSizeClass, .regular)).hasPrefix("sizeClassSwitch(axis: vertical"))
    }

    @Test @MainActor func nestedReadersSplitOnceAtTheOutermostReader() {
        struct Outer: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                VStack {
                    Text(sizeClass == .compact ? "narrow" : "wide")
                    Adaptive()
                }
            }
        }
        let tree = dump(Outer())
        #expect(tree == """
            sizeClassSwitch(axis: horizontal, compact: 1)
            | vstack(alignment: center)
            | | text("narrow")
            | | vstack(alignment: center)
            | | | text("A")
            | | | text("B")
            | vstack(alignment: center)
            | | text("wide")
            | | hstack(alignment: center)
            | | | text("A")
            | | | text("B")
            """)
    }

    @Test @MainActor func siblingReadersEachSplitWhileTheirParentDoesNot() {
        let tree = dump(VStack { Text("title"); Adaptive(); Tall() })
        #expect(tree.hasPrefix("vstack(alignment: center)\n| text(\"title\")\n| sizeClassSwitch(axis: horizontal"))
        #expect(tree.components(separatedBy: "sizeClassSwitch").count == 3)
    }

    @Test func aViewReadingBothClassesSplitsOnEachAxis() {
        struct Both: View {
            @Environment(\.horizontalSizeClass) private var width
            @Environment(\.verticalSizeClass) private var height
            var body: some View { Text("\(width == .compact ? "narrow" : "wide") \(height == .compact ? "short" : "tall")") }
        }
        #expect(dump(Both()) == """
            sizeClassSwitch(axis: horizontal, compact: 1)
            | sizeClassSwitch(axis: vertical, compact: 1)
            | | text("narrow short")
            | | text("narrow tall")
            | sizeClassSwitch(axis: vertical, compact: 1)
            | | text("wide short")
            | | text("wide tall")
            """)
    }

    @Test func aReadInARowClosureSplitsTheViewThatMadeTheClosure() {
        struct Rows: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                ForEach(["x", "y"], id: \.self) { item in
                    Text(sizeClass == .compact ? item : item.uppercased())
                }
            }
        }
        #expect(dump(Rows()) == """
            sizeClassSwitch(axis: horizontal, compact: 2)
            | text("x")
            | text("y")
            | text("X")
            | text("Y")
            """)
    }

    @Test @MainActor func aModifierOnAReaderStaysOnTheSwitchForLayoutToApplyToEachRendering() {
        let node = lowerPage(Tall().padding(4)).nodes[0]
        #expect(node.dump().hasPrefix("sizeClassSwitch(axis: vertical, compact: 1)\n  .padding("))
        #expect(node.sizeClassRenderings?.compact.first?.modifiers.isEmpty == true)
    }

    @Test @MainActor func anyLayoutChosenBySizeClassSwitches() {
        struct Switching: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                let layout = sizeClass == .compact ? AnyLayout(VStackLayout()) : AnyLayout(HStackLayout())
                layout {
                    Text("A")
                    Text("B")
                }
            }
        }
        let tree = dump(Switching())
        #expect(tree.hasPrefix("sizeClassSwitch(axis: horizontal, compact: 1)"))
        #expect(tree.contains("| vstack") && tree.contains("| hstack"), "\(tree)")
    }

    @Test func stateKeepsItsIdentityAcrossBothRenderings() {
        struct Counter: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            @State private var count = 0
            var body: some View {
                Text("\(sizeClass == .compact ? "c" : "r")\(count)")
                    .onAppear { count = 5 }
            }
        }
        #expect(dump(Counter()) == """
            sizeClassSwitch(axis: horizontal, compact: 1)
            | text("c5")
            | text("r5")
            """)
    }

    @Test @MainActor func aProblemInBothRenderingsIsReportedOnce() {
        struct Faulty: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            var body: some View {
                Text(sizeClass == .compact ? "c" : "r").frame(width: -1)
            }
        }
        let page = lowerPage(Faulty())
        #expect(page.diagnostics.count == 1, "\(page.diagnostics)")
    }

    @Test func aPresentationInBothRenderingsIsOneViewThatEitherButtonOpens() {
        struct Sheet: View {
            @Environment(\.horizontalSizeClass) private var sizeClass
            @State private var isShowing = true
            var body: some View {
                Button(sizeClass == .compact ? "c" : "r") { isShowing = true }
                    .sheet(isPresented: $isShowing) { Text("Sheet") }
            }
        }
        #expect(dump(Sheet()) == """
            sizeClassSwitch(axis: horizontal, compact: 1)
            | presentationButton(action: show 1, control: button(style: automatic))
            | | text("c")
            | presentationButton(action: show 1, control: button(style: automatic))
            | | text("r")
            presentedView(key: 1, style: sheet, presented: true)
            | text("Sheet")
            """)
    }
}
