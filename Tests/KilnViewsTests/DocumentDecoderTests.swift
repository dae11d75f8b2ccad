import Foundation
@testable import KilnViews
import Testing

/// Front matter read as the user's `Decodable` type: scalars as the type asks, the names a
/// file gives, and each mistake at its line.
struct DocumentDecoderTests {
    struct Author: Decodable, Equatable {
        let name: String
        let url: URL?
    }

    struct Entry: Decodable {
        let slug: String
        let id: String
        let title: String
        let count: Int
        let ratio: Double
        let published: Bool
        let date: Date
        let tags: [String]
        let author: Author
        let links: [Author]
        let subtitle: String?
        let summary: MarkdownDocument
        let body: MarkdownDocument
    }

    private func decode<T: Decodable>(_ text: String, as type: T.Type = Entry.self, slug: String = "2026/entry") throws -> T {
        let source = try DocumentSource(file: "Content/notes/entry.md", slug: slug, text: text)
        return try DocumentDecoder(source: source).decodeValue(T.self)
    }

    private func error(_ text: String) -> DocumentError? {
        do {
            _ = try decode(text)
            return nil
        } catch let error as DocumentError {
            return error
        } catch {
            return nil
        }
    }

    static let entry = """
        ---
        title: "Café: \\u00e9"
        count: 1_024
        ratio: 0.5
        published: true
        date: 2026-03-01T10:00:00+01:00
        tags: [swift, "web, static"]
        author:
          name: Ada
          url: https://ada.example/
        links:
          - name: Grace
        summary: A *short* one.
        ---
        # Body

        Text.
        """

    @Test func scalarsAreReadAsTheTypeAsks() throws {
        let entry = try decode(Self.entry)
        #expect(entry.title == "Café: é")
        #expect(entry.count == 1024 && entry.ratio == 0.5 && entry.published)
        #expect(entry.date == Date(timeIntervalSince1970: 1_772_355_600))
        #expect(entry.tags == ["swift", "web, static"])
        #expect(entry.author == Author(name: "Ada", url: URL(string: "https://ada.example/")))
        #expect(entry.links == [Author(name: "Grace", url: nil)])
        #expect(entry.subtitle == nil)
    }

    @Test func theFileGivesItsSlugIdAndBody() throws {
        let entry = try decode(Self.entry)
        #expect(entry.slug == "2026/entry" && entry.id == "2026/entry")
        #expect(entry.body.source == "# Body\n\nText.")
        // The body's blocks are at the file's lines, after the front matter.
        #expect(entry.body.blocks.first?.line == 15)
        #expect(entry.summary.plainText == "A short one.")
        #expect(entry.summary.blocks.first?.line == 13)
    }

    @Test func aDateIsADayOrATimeInUTCUnlessAnOffsetIsGiven() {
        #expect(DocumentDecoder.date("2026-01-05") == Date(timeIntervalSince1970: 1_767_571_200))
        #expect(DocumentDecoder.date("2026-01-05 09:30") == Date(timeIntervalSince1970: 1_767_571_200 + 9.5 * 3600))
        #expect(DocumentDecoder.date("2026-01-05T09:30:00Z") == Date(timeIntervalSince1970: 1_767_571_200 + 9.5 * 3600))
        #expect(DocumentDecoder.date("2026-01-05T09:30:00.250-02:00") == Date(timeIntervalSince1970: 1_767_571_200 + 11.5 * 3600))
        #expect(DocumentDecoder.date("2026-02-30") == nil)
        #expect(DocumentDecoder.date("2026-1-5") == nil)
        #expect(DocumentDecoder.date("yesterday") == nil)
    }

    @Test func eachMistakeIsAtItsLine() {
        let missing = error("---\ntitle: A\n---\n")
        #expect(missing?.line == 1)
        #expect(missing?.message == "the front matter has no `count`, which Entry needs")

        let notANumber = error(Self.entry.replacingOccurrences(of: "count: 1_024", with: "count: many"))
        #expect(notANumber?.line == 3)
        #expect(notANumber?.message == "`count` is \"many\", not a whole number")

        let notAList = error(Self.entry.replacingOccurrences(of: "tags: [swift, \"web, static\"]", with: "tags: swift"))
        #expect(notAList?.line == 7)
        #expect(notAList?.message == "`tags` is \"swift\", not a list ([a, b] or lines starting with -)")

        let nested = error(Self.entry.replacingOccurrences(of: "  - name: Grace", with: "  - url: x"))
        #expect(nested?.line == 12)
        #expect(nested?.message == "the front matter has no `links[0].name`, which Author needs")
    }

    @Test func aFileWithoutFrontMatterIsAllBody() throws {
        struct Note: Decodable {
            let slug: String
            let body: String
        }
        let note = try decode("Just text.\n", as: Note.self, slug: "just")
        #expect(note.slug == "just" && note.body == "Just text.\n")
    }
}
