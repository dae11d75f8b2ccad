import Foundation
import Kiln
@testable import KilnViews
import Testing

// Every preview form a SwiftUI file ends with, written as Xcode's templates and Apple's samples
// write them. That this file compiles is half the test: each `#Preview` goes through Kiln's
// macro plugin and its body is type-checked as a view builder.

struct GuestRow: View {
    let name: String
    var body: some View {
        HStack {
            Text(name)
            Spacer()
        }
    }
}

struct GuestToggle: View {
    @Binding var isComing: Bool
    var body: some View { Toggle("Coming", isOn: $isComing) }
}

struct PreviewedSite: App {
    var body: some Scene {
        WindowGroup("Guests") { GuestRow(name: "Ada") }
    }
}

#Preview {
    GuestRow(name: "Preview of a nameless row")
}

#Preview("Named") {
    GuestRow(name: "Preview of a named row")
}

#Preview(traits: .sizeThatFitsLayout) {
    GuestRow(name: "Preview that fits")
}

#Preview("Landscape, fixed", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) {
    GuestRow(name: "Preview in landscape")
}

#Preview("With state") {
    @Previewable @State var isComing = true
    GuestToggle(isComing: $isComing)
}

@available(macOS 14, iOS 17, *)
#Preview("Available") {
    VStack {
        GuestRow(name: "Preview with availability")
        Text("Second line")
    }
}

/// Shared sample data for previews, the way Apple's SwiftData samples set up a model container.
private struct SampleGuests: PreviewModifier {
    static func makeSharedContext() async throws -> [String] { ["Ada", "Grace"] }

    func body(content: Content, context: [String]) -> some View {
        VStack {
            content
            Text("\(context.count) guests")
        }
    }
}

private struct Bordered: PreviewModifier {
    func body(content: Content, context: Void) -> some View {
        content.padding().border(.gray)
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    @MainActor fileprivate static var sampleGuests: Self = .modifier(SampleGuests())
}

#Preview("Shared data", traits: .sampleGuests, .modifier(Bordered())) {
    GuestRow(name: "Preview with sample data")
}

struct GuestRow_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            GuestRow(name: "Provider on a device")
                .previewDevice(PreviewDevice("iPhone 13"))
                .previewDisplayName("iPhone 13")
            GuestRow(name: "Provider that fits")
                .previewLayout(.sizeThatFits)
            GuestRow(name: "Provider fixed")
                .previewLayout(.fixed(width: 320, height: 80))
                .previewInterfaceOrientation(.landscapeLeft)
            GuestRow(name: "Provider by raw value")
                .previewDevice(PreviewDevice(rawValue: "iPad Pro (11-inch)"))
            GuestRow(name: "Provider on the device layout")
                .previewLayout(.device)
                .previewDevice("iPhone 15 Pro")
        }
    }
}

struct WidgetLikeContext: PreviewContext {}

struct GuestToggle_Previews: PreviewProvider {
    static var previews: some View {
        GuestToggle(isComing: .constant(false))
            .previewContext(WidgetLikeContext())
            .previewInterfaceOrientation(.portraitUpsideDown)
    }
}

/// Previews compile as in SwiftUI and are never pages.
struct PreviewSiteTests {
    @Test func aSiteWithPreviewsHasOnlyTheAppsPages() throws {
        #expect(scenePages(of: PreviewedSite()).map(\.title) == ["Guests"])
        let output = try temporaryFolder().appendingPathComponent("site")
        let report = try SiteGenerator(options: SiteOptions(output: output, isVerbose: false)).build(PreviewedSite())
        #expect(report.ignoredLines.isEmpty)
        let files = try contents(of: output)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages == ["404.html", "index.html"])
        for (path, bytes) in files {
            #expect(!String(decoding: bytes, as: UTF8.self).contains("Preview"), "\(path) shows a preview")
        }
        #expect(try read(output, "index.html").contains("Ada"))
    }

    @Test @MainActor func previewModifiersLeaveTheViewAsItIs() throws {
        let plain = HTMLRenderer(content: GuestRow(name: "Ada")).document(title: "Row")
        let modified = HTMLRenderer(content: GuestRow(name: "Ada")
            .previewDisplayName("Row")
            .previewLayout(.fixed(width: 320, height: 80))
            .previewDevice("iPhone 13")
            .previewInterfaceOrientation(.landscapeRight)
            .previewContext(WidgetLikeContext())).document(title: "Row")
        #expect(modified == plain)
    }

    @Test @MainActor func aPreviewKeepsItsNameTraitsAndView() throws {
        let preview = Preview("Landscape", traits: .landscapeLeft, .fixedLayout(width: 400, height: 200)) {
            GuestRow(name: "Ada")
        }
        #expect(preview.displayName == "Landscape")
        #expect(preview.traits.map(\.kind) == [.orientation(.landscapeLeft), .layout(.fixed(width: 400, height: 200))])
        let html = HTMLRenderer(content: AnyView(preview.content())).document(title: "Preview")
        #expect(html.contains("Ada"))
        #expect(Preview { Text("x") }.displayName == nil)
        #expect(Preview(traits: .modifier(Bordered())) { Text("x") }.traits.map(\.kind) == [.modifier(ObjectIdentifier(Bordered.self))])
        // What `@Previewable @State` leaves in a preview's body: state local to its closure,
        // holding its initial value when the preview is made.
        let stateful = Preview {
            @State var isComing = true
            GuestToggle(isComing: $isComing)
        }
        let on = HTMLRenderer(content: AnyView(stateful.content())).document(title: "Preview")
        let off = HTMLRenderer(content: GuestToggle(isComing: .constant(false))).document(title: "Preview")
        #expect(on == HTMLRenderer(content: GuestToggle(isComing: .constant(true))).document(title: "Preview"))
        #expect(on != off)
        #expect(GuestRow_Previews.platform == nil)
    }
}
