import Foundation
import Kiln
import KilnTesting
import Testing

/// One snapshot per modifier of the core vocabulary, including the order-sensitive pairs
/// (a modifier applied before or after another gives a different picture, and different CSS).
struct ModifierSnapshotTests {
    @Test func paddingInAllForms() {
        assertSnapshot(of: VStack {
            Text("default").padding()
            Text("length").padding(4)
            Text("edges").padding(.horizontal, 10)
            Text("insets").padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
            Text("added").padding(.top, 5).padding(.top, 5)
        })
    }

    @Test func paddingThenBackgroundIsOneBoxBackgroundThenPaddingIsTwo() {
        assertSnapshot(of: VStack {
            Text("inside").padding(8).background(.yellow)
            Text("outside").background(.yellow).padding(8)
        })
    }

    @Test func fixedFrameWithAlignment() {
        assertSnapshot(of: Text("Hi").frame(width: 100, height: 50, alignment: .topLeading))
    }

    @Test func flexibleFrames() {
        assertSnapshot(of: VStack {
            Text("fills").frame(maxWidth: .infinity, alignment: .leading)
            Text("bounded").frame(minWidth: 50, idealWidth: 80, maxWidth: 200, minHeight: 10, maxHeight: 40)
            Color.red.frame(height: 4)
        })
    }

    /// A help text is the `title` of the view's own element: the button, the paragraph.
    @Test func helpTooltips() {
        assertSnapshot(of: VStack {
            Button("Delete") {}.help("Removes the party for every guest")
            Text("Budget").help("What the party may cost")
        })
    }

    @Test func fixedSizeAndLayoutPriority() {
        assertSnapshot(of: HStack {
            Text("A long text that keeps its width").fixedSize()
            Text("first").layoutPriority(1)
            Text("last").layoutPriority(-1)
        })
    }

    @Test func backgroundsAndOverlays() {
        assertSnapshot(of: VStack {
            Text("style").background(.blue)
            Text("in shape").background(.background, in: RoundedRectangle(cornerRadius: 2))
            Text("view").background(alignment: .leading) { Color.red.frame(width: 4) }
            Text("overlay").overlay(alignment: .topTrailing) { Circle().fill(.red).frame(width: 8, height: 8) }
            Text("overlay style").overlay(.red.opacity(0.2), in: Capsule())
            Text("disfavoured view form").background(Color.green)
        })
    }

    @Test func foregroundStylesColorsAndTint() {
        assertSnapshot(of: VStack {
            Text("secondary").foregroundStyle(.secondary)
            Text("red").foregroundColor(.red)
            Text("gradient").foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            Button("Tinted") {}.tint(.orange)
        })
    }

    @Test func fontsTextStylesAndSystemFonts() {
        assertSnapshot(of: VStack {
            ForEach(Font.TextStyle.allCases, id: \.self) { style in
                Text("\(String(describing: style))").font(.system(style))
            }
            Text("system").font(.system(size: 30, weight: .heavy, design: .rounded))
            Text("mono").font(.system(size: 12, design: .monospaced))
            Text("custom").font(.custom("Helvetica", size: 50).bold())
        })
    }

    @Test func boldItalicAndFontWeight() {
        assertSnapshot(of: VStack {
            Text("bold").bold()
            Text("italic").italic()
            Text("light").fontWeight(.light)
            Text("headline made bold").font(.headline).bold()
            VStack { Text("stack") }.bold().italic()
        })
    }

    @Test func textAlignmentAndLineLimit() {
        assertSnapshot(of: VStack {
            Text("Centred lines\nof text").multilineTextAlignment(.center)
            Text("One line only, truncated with an ellipsis").lineLimit(1)
            VStack { Text("Two lines at most") }.lineLimit(2)
        })
    }

    @Test func opacityCornerRadiusClipShapeAndBorder() {
        assertSnapshot(of: VStack {
            Text("faded").opacity(0.5)
            Color.red.frame(width: 40, height: 40).cornerRadius(8)
            Color.blue.frame(width: 40, height: 40).clipShape(Circle())
            Text("bordered").border(.red, width: 2)
            Text("clipped then bordered").clipShape(Capsule()).border(.gray)
        })
    }

    @Test func shapeShorthandsStandWhereAShapeIsAccepted() {
        assertSnapshot(of: VStack {
            Color.blue.frame(width: 40, height: 40).clipShape(.rect(cornerRadius: 10))
            Color.green.frame(width: 40, height: 40).clipShape(.circle)
            Text("capsule").padding().background(.blue, in: .capsule)
            Text("ellipse").padding().background(.yellow, in: .ellipse)
            Text("rect").padding().overlay(.red.opacity(0.2), in: .rect)
        })
    }

    @Test func shapeStylesWithShadowsGradientsAndInsets() {
        assertSnapshot(of: VStack {
            Image(systemName: "table.furniture").background(.quaternary.shadow(.inner(radius: 1, y: 1.5)), in: Circle().inset(by: -8))
            Text("table").frame(width: 130, height: 90)
                .background(Color.white.shadow(.drop(radius: 1, y: 1.5)), in: RoundedRectangle(cornerRadius: 12).inset(by: 2))
            Image(systemName: "person").padding(9).background(in: Circle()).backgroundStyle(Color.red.gradient).foregroundStyle(.white)
            Text("lifted").foregroundStyle(.blue.shadow(.drop(color: .black, radius: 2, x: 1, y: 1)))
            Capsule().inset(by: 4).stroke(.red.shadow(.drop(radius: 2)), lineWidth: 2).frame(width: 60, height: 20)
            Color.orange.frame(width: 40, height: 40).clipShape(Circle().inset(by: 4))
        })
    }

    @Test func shadowOffsetAndHidden() {
        assertSnapshot(of: VStack {
            Text("shadow").shadow(radius: 4)
            Circle().fill(.red).frame(width: 20, height: 20).clipShape(Circle()).shadow(color: .black, radius: 2, x: 1, y: 1)
            Text("moved").offset(x: 10, y: -5)
            Text("hidden").hidden()
        })
    }

    @Test func accessibilityModifiers() {
        assertSnapshot(of: VStack {
            Text("★★★★☆").accessibilityLabel("Four stars")
            Image("logo").accessibilityLabel("Kiln")
            Button("✕") {}.accessibilityLabel("Close")
            Color.red.frame(width: 10, height: 10).accessibilityLabel("Red swatch")
            Text("decoration").accessibilityHidden(true)
            Text("tested").padding().accessibilityIdentifier("card")
        })
    }

    @Test func identifiersNameTheViewAndWhatFollowsWrapsIt() {
        assertSnapshot(of: VStack {
            Text("tested").padding().accessibilityIdentifier("card")
            Text("named").accessibilityIdentifier("name").padding().background(.yellow)
        })
    }

    @Test func zIndexOrdersAStacksViewsAndNegativeSpacingOverlapsThem() {
        assertSnapshot(of: HStack(spacing: -10) {
            Text("under").zIndex(-1)
            Text("plain")
            Text("over").zIndex(0.5)
            Text("top").zIndex(2)
        }
        .background(.yellow))
    }

    @Test func headings() {
        assertSnapshot(of: VStack {
            Text("Title").font(.largeTitle).accessibilityHeading(.h1)
            Text("Section").accessibilityAddTraits(.isHeader)
            HStack { Text("Group heading") }.accessibilityHeading(.h3)
        })
    }

    @Test func environmentWritesReachTheTree() {
        assertSnapshot(of: VStack {
            Text("title")
        }
        .environment(\.font, .title)
        .environment(\.multilineTextAlignment, .trailing))
    }

    @Test func customViewModifier() {
        struct Card: ViewModifier {
            func body(content: Content) -> some View {
                content.padding().background(.yellow, in: RoundedRectangle(cornerRadius: 8))
            }
        }
        assertSnapshot(of: Text("card").modifier(Card()))
    }
}
