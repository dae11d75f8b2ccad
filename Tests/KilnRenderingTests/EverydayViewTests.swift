import Foundation
import Kiln
import KilnLayout
import KilnTesting
import Testing

/// Views real apps use that Kiln composes from its own: a colour well, a content-unavailable view.
@MainActor struct EverydayViewTests {
    @Test func aColorPickerIsAColourWellBesideItsLabel() {
        assertSnapshot(of: Form { ColorPicker("Line colour", selection: .constant(.orange)) })
    }

    /// A content-unavailable view: its symbol large above its title, the description below,
    /// centred; `.search` is SwiftUI's "No Results".
    @Test func contentUnavailableViews() {
        assertSnapshot(of: VStack {
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
            ContentUnavailableView.search(text: "donuts")
        }.frame(width: 320, height: 600))
    }

    /// A stepper that runs actions: its label beside a minus and a plus button named as VoiceOver
    /// names SwiftUI's, the minus disabled where it has no action.
    @Test func aStepperWithActions() {
        assertSnapshot(of: Form {
            Stepper { Text("Rows: 4") } onIncrement: {} onDecrement: {}
            Stepper("Columns: 1", onIncrement: {}, onDecrement: nil)
        }.frame(width: 360))
    }

    /// What assistive technology reads in place of a view: the view is hidden from it and the
    /// representation is read, not shown.
    @Test func anAccessibilityRepresentationReplacesWhatIsRead() {
        assertSnapshot(of: Capsule().fill(.green).frame(width: 50, height: 30)
            .accessibilityRepresentation { Toggle("Wi-Fi", isOn: .constant(true)) })
    }

    /// A shape with its type erased draws as the shape it holds.
    @Test func anErasedShapeIsTheShapeItHolds() {
        func page<S: Shape>(_ shape: S) -> String { HTMLRenderer(content: shape.fill(.blue).frame(width: 40, height: 20)).document(title: "S") }
        #expect(page(AnyShape(Capsule())) == page(Capsule()))
        #expect(page(AnyShape(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20)))) == page(Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 20))))
    }

    /// A filled shape stroked after its fill: the outline over the fill, as iOS 17 draws it.
    @Test func aFilledShapeStrokedOverItsFill() {
        assertSnapshot(of: HStack {
            Circle().fill(.yellow).stroke(.blue, lineWidth: 4).frame(width: 40, height: 40)
            RoundedRectangle(cornerRadius: 6).fill(.green).strokeBorder(.black, lineWidth: 2).frame(width: 60, height: 40)
        })
    }

    /// A shape sized with `size(width:height:)` makes its path in that rect whatever its frame, as a path would.
    @Test func aSizedShapeMakesItsPathInItsSize() {
        func page<V: View>(_ view: V) -> String { HTMLRenderer(content: view.frame(width: 80, height: 40)).document(title: "S") }
        #expect(page(Rectangle().size(width: 20, height: 10).fill(.blue)) == page(Path(CGRect(x: 0, y: 0, width: 20, height: 10)).fill(.blue)))
    }

    /// Lists with spaced rows and sections: each row a card of its own, no separators.
    @Test func spacedListRows() {
        assertSnapshot(of: List {
            Section("First") { Text("Apple"); Text("Banana") }
            Section("Second") { Text("Cherry") }
        }
        .listRowSpacing(12).listSectionSpacing(30).frame(width: 320, height: 400))
    }

    /// Bad spacing is reported at the user's line and ignored; `.compact` is drawn as the default and said.
    @Test func badListSpacingIsReported() {
        let renderer = HTMLRenderer(content: List { Text("A") }.listRowSpacing(-4).listSectionSpacing(.infinity).listSectionSpacing(.compact))
        let html = renderer.document(title: "L")
        let messages = renderer.diagnostics.map(\.description)
        #expect(messages.count == 3, "\(messages)")
        #expect(messages.allSatisfy { $0.contains("EverydayViewTests.swift:") })
        #expect(messages.contains { $0.contains("listRowSpacing -4.0 is not a length of zero or more") })
        #expect(messages.contains { $0.contains("listSectionSpacing(.compact) is drawn with the list style's own spacing") })
        #expect(html == HTMLRenderer(content: List { Text("A") }).document(title: "L"), "ignored")
        // A custom spacing of -1 is a bad length, not the compact spacing.
        let minusOne = HTMLRenderer(content: List { Text("A") }.listSectionSpacing(.custom(-1)))
        _ = minusOne.document(title: "L")
        #expect(minusOne.diagnostics.map(\.message) == ["listSectionSpacing -1.0 is not a length of zero or more; it is ignored"])
    }

    /// A snapping scroll view: `scroll-snap-type` on the scroller, `scroll-snap-align` on each view of its target layout.
    @Test func aSnappingScrollView() {
        assertSnapshot(of: ScrollView(.horizontal) {
            LazyHStack(spacing: 8) { ForEach(0..<3, id: \.self) { Text("Card \($0)").frame(width: 120) } }.scrollTargetLayout()
        }.scrollTargetBehavior(.paging).frame(width: 200))
    }

    /// The focus a form starts with goes to the field that `defaultFocus` names (`autofocus`).
    @Test func aDefaultFocusFocusesItsFieldAsThePageLoads() {
        enum Field: Hashable { case name, email }
        struct SignUp: View {
            @FocusState private var field: Field?
            var body: some View {
                Form {
                    TextField("Name", text: .constant("")).focused($field, equals: .name)
                    TextField("Email", text: .constant("")).focused($field, equals: .email)
                }
                .defaultFocus($field, .email)
            }
        }
        let html = HTMLRenderer(content: SignUp()).document(title: "F")
        let inputs = html.components(separatedBy: "<input").dropFirst().map { String($0.prefix { $0 != ">" }) }
        #expect(inputs.count == 2)
        #expect(inputs.map { $0.contains("autofocus") } == [false, true], "\(inputs)")
    }

    /// An arc by a relative angle is the arc from its start to its start plus the angle.
    @Test func aRelativeArcIsTheArcToItsEnd() {
        func drawn(_ path: Path) -> String { HTMLRenderer(content: path.stroke(.blue).frame(width: 40, height: 40)).document(title: "A") }
        var relative = Path(), absolute = Path()
        relative.addRelativeArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(30), delta: .degrees(120))
        absolute.addArc(center: CGPoint(x: 20, y: 20), radius: 10, startAngle: .degrees(30), endAngle: .degrees(150), clockwise: false)
        #expect(drawn(relative) == drawn(absolute))
        var backwards = Path(), absoluteBackwards = Path()
        backwards.addRelativeArc(center: CGPoint(x: 20, y: 20), radius: 5, startAngle: .zero, delta: .degrees(-90))
        absoluteBackwards.addArc(center: CGPoint(x: 20, y: 20), radius: 5, startAngle: .zero, endAngle: .degrees(-90), clockwise: true)
        #expect(drawn(backwards) == drawn(absoluteBackwards))
        #expect(drawn(backwards) != drawn(relative))
    }

    /// A title the reader may rename shows its value; a title menu is reported; split-view
    /// visibility is Codable, as apps store it.
    @Test func aTitleBindingShowsItsValue() throws {
        let bound = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle(.constant("Groceries")) }).document(title: "T")
        let plain = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle("Groceries") }).document(title: "T")
        #expect(bound == plain)
        let menu = HTMLRenderer(content: NavigationStack { Text("Body").navigationTitle("Groceries").toolbarTitleMenu { Button("Rename") {} } })
        _ = menu.document(title: "T")
        #expect(menu.diagnostics.map(\.message) == ["toolbarTitleMenu is not drawn on a page yet; it is left out"])
        let data = try JSONEncoder().encode([NavigationSplitViewVisibility.doubleColumn, .detailOnly])
        #expect(try JSONDecoder().decode([NavigationSplitViewVisibility].self, from: data) == [.doubleColumn, .detailOnly])
    }

    /// A page rasterizes nothing: an `ImageRenderer` gives no image, so code that shows a
    /// placeholder until it has one takes that path, and the build says so once.
    @Test func anImageRendererGivesNoImageOnAPage() {
        struct Thumbnail: View {
            @State private var image: Image?
            var body: some View {
                Group {
                    if let image { image } else { ProgressView() }
                }
                .onAppear {
                    let renderer = ImageRenderer(content: Circle().fill(.pink).frame(width: 40, height: 40))
                    renderer.proposedSize = ProposedViewSize(width: 40, height: 40)
                    renderer.scale = 2
                    if let cgImage = renderer.cgImage { image = Image(cgImage, scale: 2, label: Text("Donut")) }
                }
            }
        }
        let renderer = HTMLRenderer(content: Thumbnail())
        let html = renderer.document(title: "R")
        #expect(html.contains("<progress"), "the placeholder path")
        #expect(renderer.diagnostics.map(\.message) == ["ImageRenderer has no meaning on a static page; it is left out"])
    }

    /// A badge made from the value the rows hand up (`overlayPreferenceValue`), over the list's corner.
    @Test func aLayerMadeFromAPreference() {
        assertSnapshot(of: VStack(alignment: .leading) {
            Text("Milk").preference(key: CountKey.self, value: 1)
            Text("Eggs").preference(key: CountKey.self, value: 1)
            Text("Bread").preference(key: CountKey.self, value: 1)
        }
        .padding()
        .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { count in Text("\(count)").font(.caption).padding(4).background(.yellow) }
        .frame(width: 200))
    }

    /// An image as a paint: its asset tiled at its scale, in a fill and a border; a symbol cannot be one (reported).
    @Test func imagePaints() {
        let options = LayoutOptions(assetPaths: ["tile": "assets/tile.png"], imageSizes: ["tile": ImageSize(width: 40, height: 30)])
        let view = VStack {
            Rectangle().fill(ImagePaint(image: Image("tile"), scale: 0.5)).frame(width: 100, height: 40)
            Capsule().strokeBorder(.image(Image("tile"), sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1), scale: 1), lineWidth: 8).frame(width: 100, height: 40)
            Text("Framed").padding().border(ImagePaint(image: Image("tile"), scale: 0.2), width: 10)
        }
        let page = HTMLRenderer(content: view, options: options).document(title: "Tiles")
        #expect(page.contains("background:url(\"assets/tile.png\") 0 0/20px 15px repeat"), "tiles half the image's size")
        #expect(page.contains("background:url(\"assets/tile.png\") -20px 0/40px 30px repeat"), "the source rect's part starts the first tile")
        #expect(page.contains("padding:8px;mask:linear-gradient(#000 0 0) content-box exclude,linear-gradient(#000 0 0)"), "a ring 8 wide")
        #expect(page.contains("background:url(\"assets/tile.png\") 0 0/8px 6px repeat"), "the border's tiles")
        struct SymbolPaint: View {
            var body: some View { Rectangle().fill(ImagePaint(image: Image(systemName: "star"))).frame(width: 20, height: 20) }
        }
        let symbol = HTMLRenderer(content: SymbolPaint())
        let html = symbol.document(title: "S")
        #expect(symbol.diagnostics.map(\.message) == ["ImagePaint draws images from the site's assets; a symbol or a loaded image is drawn in the foreground colour"])
        #expect(html.contains("currentColor"))
    }
}

/// How many views inside set the key.
private struct CountKey: PreferenceKey {
    static let defaultValue = 0
    static func reduce(value: inout Int, nextValue: () -> Int) { value += nextValue() }
}
