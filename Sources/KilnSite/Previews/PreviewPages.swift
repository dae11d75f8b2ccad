import Foundation
import KilnEmit
import KilnTree
import KilnViews

/// `kiln serve`'s previews of a package, under `_previews/`: an index of every `#Preview` and every
/// preview of every `PreviewProvider`, each named and sized as its preview modifiers say; for each preview a page
/// that shows it at 390 and 1280 px side by side; and the preview alone, rendered as a page of the
/// site (`frame/`), which the other two show in frames. Never part of `kiln build`'s site.
struct PreviewPages {
    static let folder = "_previews"

    /// The previews rendered as pages of the site.
    private(set) var scenes: [ScenePage] = []
    /// The index and side-by-side pages, by their file below the output folder.
    private(set) var documents: [String: [UInt8]] = [:]

    init(groups: [PreviewGroup]) {
        var sections: [String] = []
        var usedSlugs: Set<String> = []
        for group in groups {
            var slug = group.slug
            while !usedSlugs.insert(slug).inserted { slug += "-" }
            var figures: [String] = []
            for (offset, variant) in group.variants.enumerated() {
                let number = offset + 1
                let folder = "\(Self.folder)/\(slug)/\(number)"
                let name = variant.traits.name ?? (group.variants.count == 1 ? group.name : "\(group.name) \(number)")
                scenes.append(variant.page(path: folder + "/frame", title: name, source: group.source))
                let size = PreviewSize(variant.traits)
                documents[folder + "/index.html"] = Self.sideBySide(name: name, group: group, size: size)
                figures.append("""
                    <figure><iframe src="\(Escaping.attribute("\(slug)/\(number)/frame/"))" title="\(Escaping.attribute(name))" \
                    width="\(size.width)" height="\(size.height)"></iframe>\
                    <figcaption><b>\(Escaping.text(name))</b> · \(Escaping.text(size.description)) · \
                    <a href="\(Escaping.attribute("\(slug)/\(number)/"))">390 and 1280 px</a></figcaption></figure>
                    """)
            }
            // The frames are as wide as their devices: on a narrow window they scroll in their row, not the page.
            let list = """
                <div class="k-pv-row k-pv-wrap" tabindex="0" role="group" aria-label="\(Escaping.attribute("Previews of \(group.name)"))">\
                \(figures.joined())</div>
                """
            sections.append("""
                <section><h2>\(Escaping.text(group.name))</h2><p>\(Escaping.text(group.source.description))</p>\
                \(figures.isEmpty ? "<p>No previews.</p>" : list)</section>
                """)
        }
        let body = sections.isEmpty
            ? "<p>The target has no <code>#Preview</code> and no <code>PreviewProvider</code>.</p>"
            : sections.joined(separator: "\n")
        documents["\(Self.folder)/index.html"] = Self.document(
            title: "Previews", body: "<h1>Previews</h1>\n<p>Every preview of the package, as the site shows it; saving a file rebuilds them.</p>\n" + body)
    }

    /// A preview at the two widths the showcase is checked at, each in a frame of its own, so
    /// that each lays out for its own viewport.
    private static func sideBySide(name: String, group: PreviewGroup, size: PreviewSize) -> [UInt8] {
        let frames = [390, 1280].map { width in
            """
            <figure><iframe src="frame/" title="\(Escaping.attribute("\(name) at \(width) px"))" width="\(width)" \
            height="\(size.height)"></iframe><figcaption>\(width) px</figcaption></figure>
            """
        }
        return document(title: name, body: """
            <h1>\(Escaping.text(name))</h1>
            <p>\(Escaping.text(group.name)), \(Escaping.text(group.source.description)) · \(Escaping.text(size.description)) · <a href="../../">All previews</a></p>
            <div class="k-pv-row" tabindex="0" role="group" aria-label="At 390 and 1280 px">\(frames.joined())</div>
            """)
    }

    /// The page shell puts the body in the page's `main`.
    private static func document(title: String, body: String) -> [UInt8] {
        PageDocument.render(title: title + " – Kiln previews", head: "<style>\(style)</style>", body: Array(("<div class=\"k-pv\">" + body + "</div>").utf8))
    }

    private static let style = """
        body{margin:0}\
        .k-pv{padding:16px;font-family:system-ui,sans-serif;overflow-wrap:anywhere}\
        figure{margin:0}\
        iframe{display:block;border:1px solid #8886;border-radius:8px;background:Canvas}\
        figcaption{margin-top:4px;font-size:14px}\
        .k-pv-row{display:flex;gap:16px;overflow-x:auto;align-items:flex-start;padding-bottom:4px}\
        .k-pv-wrap{flex-wrap:wrap}
        """
}

/// The frame a preview is shown in: its fixed size, or its device's screen.
struct PreviewSize: CustomStringConvertible {
    var width: Int
    var height: Int
    var description: String

    init(_ traits: PreviewVariantTraits) {
        switch traits.layout ?? .device {
        case .fixed(let width, let height):
            self.width = Int(width.rounded())
            self.height = Int(height.rounded())
            description = "fixed \(self.width) × \(self.height)"
        case .sizeThatFits:
            width = 390
            height = 240
            description = "size that fits"
        case .device:
            // Xcode's default device, or the size class of the one named.
            let device = traits.device?.rawValue ?? "iPhone"
            var size = device.contains("iPad") ? (820, 1180) : device.contains("Mac") ? (1280, 800) : (390, 844)
            if let orientation = traits.orientation, orientation == .landscapeLeft || orientation == .landscapeRight {
                size = (size.1, size.0)
            }
            (width, height) = size
            description = "\(traits.device?.rawValue ?? "device"), \(size.0) × \(size.1)"
        }
    }
}
