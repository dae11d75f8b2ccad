import Foundation
import KilnMarkdown
import KilnTree

/// A paragraph: its text, and any image it holds on a line of its own, in order.
nonisolated struct MarkdownParagraph: View {
    let text: MarkdownInline
    let origin: MarkdownOrigin
    let line: Int

    var body: some View {
        if text.pieces.contains(where: { if case .image = $0 { true } else { false } }) {
            VStack(alignment: .leading, spacing: MarkdownMetrics.blockSpacing / 2) {
                ForEach(text.pieces.indices, id: \.self) { index in
                    piece(text.pieces[index])
                }
            }
        } else {
            Text(runs: text.runs(origin: origin, line: line))
        }
    }

    @ViewBuilder
    private func piece(_ piece: MarkdownInline.Piece) -> some View {
        switch piece {
        case .text(let source):
            Text(runs: MarkdownInline([.text(source)]).runs(origin: origin, line: line))
        case .image(let alt, let source, _):
            MarkdownImage(alt: alt, source: source, site: origin.site(line: line))
        }
    }
}

/// `![alt](source)`: an image of the site's `Assets/` by its file's name (`images/chart.png`
/// is the asset `chart`), or one on the web by its URL; as wide as it is, never wider than the page.
nonisolated struct MarkdownImage: View {
    let alt: String
    let source: String
    let site: CallSite

    var body: some View {
        if let url = URL(string: source), url.scheme == "https" || url.scheme == "http" {
            AsyncImage(url: url) { image in
                image.resizable().scaledToFit()
            } placeholder: {
                EmptyView()
            }
            .accessibilityLabel(alt)
        } else {
            Image(Self.assetName(source), label: Text(verbatim: alt), fileID: site.fileID, line: site.line)
                .resizable()
                .scaledToFit()
        }
    }

    /// `chart` for `../Assets/images/chart.png`: assets are named by their file, as `Image("chart")`.
    static func assetName(_ source: String) -> String {
        let file = source.split(separator: "/").last.map(String.init) ?? source
        let name = file.split(separator: "?").first.map(String.init) ?? file
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
