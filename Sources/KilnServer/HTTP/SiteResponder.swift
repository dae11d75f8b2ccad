/// Answers one parsed request from the served folder: a file, a folder redirect, the site's
/// `404.html`, an error, or (development mode) the live-reload event stream.
struct SiteResponder {
    enum Reply {
        case response(Response)
        /// `GET /_kiln/events` in development mode, with the version the page was served at and
        /// the URL paths of the page and of the pages in its frames (`p=`, each percent-encoded
        /// once more by its script).
        case eventStream(since: String?, pages: [String])
    }

    let resolver: FileResolver
    /// Set in development mode only: pages get the live-reload snippet and nothing is cached.
    let channel: ReloadChannel?
    /// Development mode: pages rendered ahead of the build that is running, served instead of their files.
    var ahead: PagesAhead?

    func respond(to request: HTTPRequest) -> Reply {
        guard request.method == "GET" || request.method == "HEAD" else {
            return .response(.text(.methodNotAllowed, "Only GET and HEAD are allowed.", fields: [allowField]))
        }
        guard let path = RequestPath(target: request.target) else {
            var response = Response.text(.badRequest, "The request path is not allowed.")
            response.closesConnection = true
            return .response(response)
        }
        if channel != nil, request.method == "GET", path.segments == ["_kiln", "events"] {
            return .eventStream(since: path.queryValue("v"), pages: path.queryValues("p").compactMap(\.removingPercentEncoding))
        }
        if let channel, let page = ahead?.page(for: path) {
            return .response(pageResponse(page, state: channel.pageState))
        }
        switch resolver.resolve(path) {
        case .file(let real):
            guard let file = OpenFile(path: real) else { return .response(notFound()) }
            return .response(fileResponse(file, path: real, ifNoneMatch: request.header("if-none-match")))
        case .redirect(let location):
            return .response(
                .text(.movedPermanently, "Moved to \(location)", fields: [HeaderField(name: "Location", value: location)]))
        case .notFound:
            return .response(notFound())
        }
    }

    private var allowField: HeaderField { HeaderField(name: "Allow", value: "GET, HEAD") }

    /// A file with its type and validator; 304 when the client's copy is current. Development mode
    /// reads HTML pages to add the live-reload snippet; everything else is sent straight from the file.
    private func fileResponse(_ file: OpenFile, path: String, ifNoneMatch: String?) -> Response {
        let type = MediaType.forFile(named: path)
        let page = type.hasPrefix("text/html") ? channel?.pageState : nil
        // An injected page changes with the live-reload state as well as with the file.
        let etag = "\"\(file.etag)\(page.map { "-" + $0.version } ?? "")\""
        let caching = HeaderField(name: "Cache-Control", value: channel == nil ? "max-age=60" : "no-store")
        let validator = HeaderField(name: "ETag", value: etag)
        if let ifNoneMatch, Self.matches(ifNoneMatch, etag) {
            return Response(status: .notModified, fields: [validator, caching])
        }
        var response = Response(
            status: .ok,
            fields: [
                HeaderField(name: "Content-Type", value: type), validator, caching,
                HeaderField(name: "X-Content-Type-Options", value: "nosniff"),
            ],
            body: .file(file))
        if let page {
            guard let bytes = file.readAll() else { return notFound() }
            let snippet = LiveReloadSnippet.html(version: page.version, buildError: page.buildError)
            response.body = .bytes(LiveReloadSnippet.inject(snippet, into: bytes))
        }
        return response
    }

    /// A page held in memory (rendered ahead of its build), with the live-reload snippet.
    private func pageResponse(_ bytes: [UInt8], state: ReloadChannel.PageState) -> Response {
        let snippet = LiveReloadSnippet.html(version: state.version, buildError: state.buildError)
        return Response(
            status: .ok,
            fields: [
                HeaderField(name: "Content-Type", value: MediaType.forFile(named: "index.html")),
                HeaderField(name: "Cache-Control", value: "no-store"),
                HeaderField(name: "X-Content-Type-Options", value: "nosniff"),
            ],
            body: .bytes(LiveReloadSnippet.inject(snippet, into: bytes)))
    }

    /// The site's `404.html` with status 404, or a line of text when the site has none.
    private func notFound() -> Response {
        guard let path = resolver.notFoundPage(), let file = OpenFile(path: path) else {
            return .text(.notFound, "Not found.")
        }
        var response = fileResponse(file, path: path, ifNoneMatch: nil)
        response.status = .notFound
        response.fields.removeAll { $0.name == "ETag" || $0.name == "Cache-Control" }
        response.fields.append(HeaderField(name: "Cache-Control", value: "no-store"))
        return response
    }

    /// Weak comparison over the list in `If-None-Match` (RFC 9110 §13.1.2); `*` matches any file.
    private static func matches(_ ifNoneMatch: String, _ etag: String) -> Bool {
        ifNoneMatch.split(separator: ",").contains { candidate in
            let tag = candidate.trimmingSpaces
            return tag == "*" || (tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag) == etag
        }
    }
}
