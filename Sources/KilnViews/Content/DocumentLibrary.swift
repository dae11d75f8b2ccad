import Foundation
import KilnTree

/// The Markdown files of a site's `Content/` folder, each read once per build however many
/// pages read it, and decoded once per type. Shared by the build's lowering threads.
nonisolated package final class DocumentLibrary: @unchecked Sendable {
    /// The folder collections are named in.
    package let root: URL
    private let lock = NSLock()
    private var folders: [String: Result<[DocumentSource], DocumentFailure>] = [:]
    private var collections: [CollectionKey: Any] = [:]
    /// Each decoded document that can be a page's value, by its file as messages name it, so a
    /// Markdown link to the file (`other.md`) leads to the page that shows it.
    private var documentsByFile: [String: any Hashable] = [:]
    private var readOutsidePages = false

    package init(root: URL) {
        self.root = root
    }

    /// `Content/` in the folder the process runs in: a site executable runs in its package's.
    /// `kiln serve`'s render host builds many times in one process and sets a new one before
    /// each build, when no build is running, so that no build reads what an earlier one read.
    nonisolated(unsafe) package static var processDefault = DocumentLibrary(
        root: URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Content"))

    /// The library of the site being built, for what reads documents outside its pages (an
    /// app's `body`, which makes the scenes).
    @TaskLocal package static var building: DocumentLibrary?

    /// Where a read here and now goes: the page's library, else the build's, else the process's.
    static var forReading: DocumentLibrary {
        LoweringContext.current?.environment.documentLibrary ?? building ?? processDefault
    }

    /// The documents under `folder` (every `.md` file, at any depth, by path) decoded as
    /// `Document` and put in `order`; what did not read is in the errors, each at its file's
    /// line (a missing folder at `site`, where the collection is declared).
    func documents<Document: Decodable>(
        in folder: String, as type: Document.Type, order: DocumentOrder<Document>?, declaredAt site: CallSite
    ) -> (documents: [Document], errors: [Diagnostic]) {
        noteRead()
        let key = CollectionKey(folder: folder, type: ObjectIdentifier(Document.self), order: order?.key)
        if let done = lock.withLock({ collections[key] }) as? (documents: [Document], errors: [Diagnostic]) { return done }
        let sources: [DocumentSource]
        switch files(in: folder) {
        case .success(let read): sources = read
        case .failure(.missingFolder(let path)):
            return ([], [Diagnostic(.error, "there is no folder \(path) for @Documents(\"\(folder)\") to read Markdown files from", at: site)])
        case .failure(.documents(let errors)): return ([], errors.map(\.diagnostic))
        }
        var documents: [Document] = []
        var errors: [Diagnostic] = []
        var byFile: [String: any Hashable] = [:]
        for source in sources {
            do {
                let document = try DocumentDecoder(source: source).decodeValue(Document.self)
                if let value = document as? any Hashable { byFile[source.file] = value }
                documents.append(document)
            } catch let error as DocumentError {
                errors.append(error.diagnostic)
            } catch {
                // A user's own `init(from:)` threw: its message, at the file's first line.
                errors.append(DocumentError(file: source.file, line: 1, message: "\(Document.self) could not be read: \(error)").diagnostic)
            }
        }
        if let order { documents.sort(by: order.areInIncreasingOrder) }
        let result = (documents: documents, errors: errors)
        lock.withLock {
            collections[key] = result
            documentsByFile.merge(byFile) { _, new in new }
        }
        return result
    }

    /// The document decoded from `file` (as messages name it), when a collection has read it.
    func document(atFile file: String) -> (any Hashable)? {
        noteRead()
        return lock.withLock { documentsByFile[file] }
    }

    /// Whether the library was read where no page was being lowered (an app's `body`, a test):
    /// what was read then may reach any page.
    package var isReadOutsidePages: Bool {
        lock.withLock { readOutsidePages }
    }

    /// Notes who reads: the page being lowered (`LoweringContext.readsContent`), else no page.
    private func noteRead() {
        if let context = LoweringContext.current {
            context.readsContent = true
        } else {
            lock.withLock { readOutsidePages = true }
        }
    }

    /// The folder's files read and split, once; a missing folder, an unreadable file, bad
    /// front matter or two files wanting one slug is a failure naming each.
    private func files(in folder: String) -> Result<[DocumentSource], DocumentFailure> {
        if let read = lock.withLock({ folders[folder] }) { return read }
        let read = Self.read(root.appendingPathComponent(folder), named: folder, messagesFrom: root)
        lock.withLock { folders[folder] = read }
        return read
    }

    private static func read(_ directory: URL, named folder: String, messagesFrom root: URL) -> Result<[DocumentSource], DocumentFailure> {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        guard files.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return .failure(.missingFolder(display(directory, from: root)))
        }
        var relativePaths: [String] = []
        if let walker = files.enumerator(atPath: directory.path) {
            while let relative = walker.nextObject() as? String {
                let name = relative.split(separator: "/").last ?? ""
                if name.hasPrefix(".") { continue }
                if relative.hasSuffix(".md") || relative.hasSuffix(".markdown") { relativePaths.append(relative) }
            }
        }
        var sources: [DocumentSource] = []
        var errors: [DocumentError] = []
        var fileOfSlug: [String: String] = [:]
        for relative in relativePaths.sorted() {
            let url = directory.appendingPathComponent(relative)
            let file = display(url, from: root)
            let slug = String(relative.prefix(upTo: relative.lastIndex(of: ".") ?? relative.endIndex))
            guard let data = files.contents(atPath: url.path) else {
                errors.append(DocumentError(file: file, line: 1, message: "the file could not be read"))
                continue
            }
            guard let text = String(data: data, encoding: .utf8) else {
                errors.append(DocumentError(file: file, line: 1, message: "the file is not UTF-8 text"))
                continue
            }
            do {
                let source = try DocumentSource(file: file, slug: slug, text: text)
                let (chosen, line) = source.declaredSlug ?? (slug, 1)
                if let first = fileOfSlug[chosen] {
                    errors.append(DocumentError(file: file, line: line, message: "the slug \"\(chosen)\" is \(first)'s too: give each document its own"))
                } else {
                    fileOfSlug[chosen] = file
                }
                sources.append(source)
            } catch {
                errors.append(error)
            }
        }
        return errors.isEmpty ? .success(sources) : .failure(.documents(errors))
    }

    /// `Content/posts/hello.md`: relative to the folder the process runs in where it is inside it.
    private static func display(_ url: URL, from root: URL) -> String {
        let here = FileManager.default.currentDirectoryPath + "/"
        let path = url.standardizedFileURL.path
        return path.hasPrefix(here) ? String(path.dropFirst(here.count)) : path
    }

    private struct CollectionKey: Hashable {
        let folder: String
        let type: ObjectIdentifier
        let order: AnyHashable?
    }
}

/// A collection's order: by one of the document's properties, forward or reversed.
nonisolated struct DocumentOrder<Document> {
    let key: AnyHashable
    let areInIncreasingOrder: (Document, Document) -> Bool
}

/// Why a folder's documents could not be read.
nonisolated enum DocumentFailure: Error {
    case missingFolder(String)
    case documents([DocumentError])
}

extension DocumentSource {
    /// The front matter's own `slug`, when it sets one, and its line.
    var declaredSlug: (String, Int)? {
        guard case .mapping(let entries) = frontMatter.kind,
              let entry = entries.first(where: { $0.key == "slug" }), case .scalar(let text, _) = entry.value.kind
        else { return nil }
        return (text, entry.value.line)
    }
}
