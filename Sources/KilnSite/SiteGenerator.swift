import Dispatch
import Foundation
import KilnEmit
import KilnHostProtocol
import KilnLayout
import KilnRendering
import KilnTree
import KilnViews

/// Turns an app's scenes into a site folder: one page per scene, rendered in parallel and
/// written as it renders; one shared stylesheet with only the rules the pages use; the images
/// they show; `404.html` and `sitemap.xml`. The folder is swapped in only when all is done.
public struct SiteGenerator: Sendable {
    /// The shared stylesheet's file: `kiln-` and a hash of what it holds, so that a deployed
    /// site can be cached for good and still updates (`kiln-3f2a9c1e.css`).
    package static func stylesheetName(_ stylesheet: String) -> String {
        var hash: UInt32 = 0x811c_9dc5
        for byte in stylesheet.utf8 { hash = (hash ^ UInt32(byte)) &* 0x0100_0193 }
        let hex = String(hash, radix: 16)
        return "kiln-" + String(repeating: "0", count: 8 - hex.count) + hex + ".css"
    }

    public let options: SiteOptions

    public init(options: SiteOptions) {
        self.options = options
    }

    public func build<A: App>(_ app: A) throws -> BuildReport {
        // The app's strings are in its own target's bundle, as SwiftUI's are in the app's.
        let tables = options.stringTables ?? StringTables.bundles(ofModule: RenderHostMessages.moduleName(fromRuntimeName: moduleName(of: A.self)))
        // The app's body reads the build's documents too.
        let library = DocumentLibrary(root: options.content)
        return try DocumentLibrary.$building.withValue(library) {
            guard options.showsPreviews else { return try buildPages(scenePages(of: app), tables: tables, documents: [:], library: library) }
            let groups = previewGroups(inModuleOf: A.self)
            if groups == nil {
                progress("warning: no previews to show: apply the KilnPreviews plugin to the target of \(A.self) (see the README)")
            }
            let previews = PreviewPages(groups: groups ?? [])
            return try buildPages(scenePages(of: app) + previews.scenes, tables: tables, documents: previews.documents, library: library)
        }
    }

    /// `documents`: finished files to write beside the pages, by their path.
    /// Scenes without an app have only the string tables the options name.
    package func build(_ scenes: [ScenePage], documents: [String: [UInt8]] = [:]) throws -> BuildReport {
        try buildPages(scenes, tables: options.stringTables ?? [], documents: documents, library: DocumentLibrary(root: options.content))
    }

    private func buildPages(_ scenes: [ScenePage], tables: [URL], documents: [String: [UInt8]], library: DocumentLibrary) throws -> BuildReport {
        // A page's main-actor `task` that suspends resumes on the main queue: a build started
        // on the main thread leaves it to serve that queue.
        try whileServingMainActor { try renderPages(scenes, tables: tables, documents: documents, library: library) }
    }

    private func renderPages(_ scenes: [ScenePage], tables: [URL], documents: [String: [UInt8]], library: DocumentLibrary) throws -> BuildReport {
        let start = DispatchTime.now()
        progress("Finding and rendering pages")
        // Every string table is read and checked before a page is: a malformed one stops the build.
        let declared: [String]
        do {
            declared = try StringTables.declaredLanguages(in: tables)
        } catch let error as StringTableError {
            throw SiteError.stringTable(error.description)
        }
        let missing = MissingTranslations()
        let lookup = StringLookup(bundles: tables, developmentLanguage: declared.first, missing: missing)
        // A site is built once per language its tables declare, the development language's at the root.
        let languages: [PageLanguage?] = declared.isEmpty ? [nil] : declared.map { PageLanguage($0, of: declared, lookup: lookup) }
        let onlyLanguage = declared.first ?? "en"
        let assets = AssetCatalog(folder: options.assets)
        let colors = ColorSets(folder: options.assets)
        let limits = LoweringLimits(taskTimeLimit: options.taskTimeLimit, statesPerIsland: options.statesPerIsland)
        // Shared by every page and cached: the base rules and the colour sets'. Each page carries
        // the rules of its own views in its head.
        let sharedStylesheet = PageDocument.baseStylesheet + "\n" + (colors.stylesheet.isEmpty ? "" : colors.stylesheet + "\n")
        let stylesheet = Self.stylesheetName(sharedStylesheet)
        let publishing = Publishing(scenes: scenes, options: options, colors: colors)
        guard publishing.errors.isEmpty else { throw SiteError.pages(publishing.errors) }
        // A feed declares files, not a page.
        let pageScenes = scenes.filter { $0.feed == nil }
        var warnings = colors.problems.map { Diagnostic(.warning, "colour set not read: \($0)", at: nil) } + publishing.warnings
        warnings.forEach { progress($0.described(placing: options.sources.place)) }
        let output = try AtomicOutput(target: options.output)
        // What an app's body read of the documents (no page being lowered) may be on any page.
        let reusesUnreadPages = options.onlyContentChanged && !DocumentLibrary.processDefault.isReadOutsidePages && !library.isReadOutsidePages
        var rendered: [RenderedPage] = []
        var pagesByLanguage: [[PlannedPage]] = []
        var developmentPageAtPath: [String: Int]?
        do {
            // Each language's pages, planned before any is rendered.
            let passes = try languages.map { language in
                let planner = try PagePlanner(
                    scenes: pageScenes, home: options.baseURL ?? "/", limits: limits, language: language,
                    documents: library)
                // Where each scene `openWindow(id:)` can open is: links to them are resolved with it before layout.
                let folder = language?.folder.path ?? ""
                let windows = Dictionary(scenes.compactMap { scene -> (String, String)? in
                    guard let id = scene.role.windowID else { return nil }
                    guard case .home = scene.role else { return (id, folder + (Route(path: id)?.path ?? "")) }
                    return (id, folder)
                }, uniquingKeysWith: { first, _ in first })
                return LanguagePass(
                    language: language, planner: planner, windows: windows, head: PageLanguageHead(language: language, tag: language?.tag ?? onlyLanguage))
            }
            let renderPage = { @Sendable (index: Int, pages: [PlannedPage], pageAtPath: [String: Int], pass: LanguagePass, reuses: Bool, deliver: (([UInt8]) -> Void)?) in
                render(
                    index, of: pages, pageAtPath: pageAtPath, assets: assets, colors: colors, windows: pass.windows,
                    publishing: publishing, language: pass.head, stylesheet: stylesheet, output: output, reusesUnreadPages: reuses, deliver: deliver)
            }
            // The pages a reader has open first, in every language: they reload before the rest is rendered.
            if let pageAhead = options.pageAhead, !options.openPages.isEmpty {
                let targets = Self.routePaths(ofOpenPages: options.openPages, baseURL: options.baseURL)
                for pass in passes {
                    var ahead = pass.planner
                    // What stops the way there stops the whole build too, which says why.
                    try? ahead.discover(towards: Set(targets.keys)) { batch, pages, pageAtPath in
                        for index in batch {
                            let planned = pages[index]
                            guard let route = planned.route, let paths = targets[route.path] else { continue }
                            // Taken from the last build as it is: nothing new to show.
                            if reusesUnreadPages, planned.outlivesContentEdits { continue }
                            var document: [UInt8]?
                            let problems = renderPage(index, pages, pageAtPath, pass, false) { document = $0 }.problems
                            guard let document, !problems.contains(where: { $0.severity == .error }) else { continue }
                            for path in paths { pageAhead(RenderHostMessages.PageAhead(path: path, file: planned.file, html: Data(document))) }
                        }
                    }
                }
            }
            for pass in passes {
                var planner = pass.planner
                let language = pass.language
                // The search page lists every page's words: it is always made anew.
                let renderBatch = { (reuses: Bool) in { (batch: [Int], pages: [PlannedPage], pageAtPath: [String: Int]) in
                    let results = Results<RenderedPage>(count: batch.count)
                    DispatchQueue.concurrentPerform(iterations: batch.count) { slot in
                        results[slot] = renderPage(batch[slot], pages, pageAtPath, pass, reuses, nil)
                    }
                    rendered += results.values.compactMap { $0 }
                } }
                let firstRendered = rendered.count
                try planner.discover(renderBatch(reusesUnreadPages))
                var plannedPages = planner.pages
                // A field searching the site: the language's index, and its search page, which lists what the index holds.
                if let asking = rendered[firstRendered...].first(where: \.searchesSite) {
                    let route = (language?.folder ?? .home).appending([SiteSearch.folder])
                    if let taken = planner.pageAtPath[route.path] {
                        throw SiteError.pages([Diagnostic(.error, "searchFiltering(.site) writes the site's search page at \(route.path), where this page is: give it another path", at: planner.pages[taken].scene.source)])
                    }
                    let entries = rendered[firstRendered...].compactMap(\.searchEntry)
                    var searchPlanner = try PagePlanner(
                        scenes: [SiteSearch.scene(listing: entries, at: route, source: asking.source)], home: options.baseURL ?? "/",
                        limits: limits, language: language,
                        addsNotFound: false)
                    let searchPage = rendered.count
                    try searchPlanner.discover(renderBatch(false))
                    // Kiln's own page: the notes about its script are the asking page's.
                    for index in searchPage..<rendered.count {
                        rendered[index].problems.removeAll { $0.severity == .warning && $0.source?.fileID.hasPrefix("KilnSite/") == true }
                    }
                    plannedPages += searchPlanner.pages.filter { $0.route != nil }
                    try output.write(SiteSearch.index(entries, at: route), to: route.path + LayoutOptions.siteSearchIndexName)
                }
                pagesByLanguage.append(plannedPages)
                // Feeds list the development language's pages, by their paths.
                if developmentPageAtPath == nil { developmentPageAtPath = planner.pageAtPath }
            }
        } catch {
            output.discard()
            throw error
        }
        warnings += Self.pagesMissingInOtherLanguages(pagesByLanguage, languages: languages.compactMap { $0 })
        let pages = pagesByLanguage.flatMap { $0 }
        // An error in a view many pages share is reported once.
        var reported: Set<Diagnostic> = []
        let problems = rendered.flatMap(\.problems).filter { $0.severity == .error && reported.insert($0).inserted }
            + Self.unknownFeedPages(publishing.feeds, pageAtPath: developmentPageAtPath ?? [:])
        let published = rendered.compactMap(\.published)
        var publishingWarnings: [Diagnostic] = []
        let publishedFiles = publishing.files(for: published, warnings: &publishingWarnings)
        // A warning made by shared code shows on many pages; say it once.
        var warned: Set<Diagnostic> = []
        for warning in rendered.flatMap(\.problems) + publishingWarnings where warning.severity == .warning && warned.insert(warning).inserted {
            progress(warning.described(placing: options.sources.place))
            warnings.append(warning)
        }
        guard problems.isEmpty else {
            output.discard()
            throw SiteError.pages(problems)
        }
        do {
            progress("Writing the shared stylesheet, assets and sitemap")
            var registry = ClassRegistry()
            for page in rendered { registry.merge(page.registry) }
            if let (first, second) = registry.collisions.first {
                throw SiteError.classCollision(first, second)
            }
            let rules = registry.stylesheet
            if let missing = Self.missingColorVariables(in: Array(rules.utf8), defined: colors.variables).first {
                // Named by the first page whose rules use it.
                let page = rendered.first { $0.registry.stylesheet.contains("var(\(missing)") }
                throw SiteError.pages([Diagnostic(.error, Self.missingColorMessage(missing), at: page?.source)])
            }
            try output.write(Array(sharedStylesheet.utf8), to: stylesheet)
            var imageBytes: [(path: String, bytes: Int)] = []
            for name in Set(rendered.flatMap(\.assets)).sorted() {
                imageBytes += try assets.write(name, to: output)
            }
            if let line = Self.imagesLine(imageBytes) { progress(line) }
            if let publicBase = publishing.publicBase {
                try output.write(Array(sitemap(pages, base: publicBase, noindex: Set(published.filter(\.noindex).map(\.route))).utf8), to: "sitemap.xml")
            }
            for file in publishedFiles { try output.write(file.bytes, to: file.path) }
            for (path, bytes) in documents.sorted(by: { $0.key < $1.key }) { try output.write(bytes, to: path) }
            progress("Swapping in \(options.output.path)")
            try output.commit()
        } catch {
            output.discard()
            throw error
        }
        let counts = output.counts
        var ignored: [String: [String]] = [:]
        for page in pagesByLanguage[0] where page.state.steps.isEmpty {
            for feature in page.scene.ignoredModifiers { ignored[feature, default: []].append(page.scene.title.isEmpty ? page.file : page.scene.title) }
        }
        var report = BuildReport(
            pages: pages.count, files: counts.written + counts.unchanged, unchangedFiles: counts.unchanged, bytes: counts.bytes,
            seconds: Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9,
            output: options.output.path, ignoredFeatures: ignored, warnings: warnings, missingTranslations: missing.byLanguage)
        var firstViews = zip(rendered, rendered.map(\.published?.route)).compactMap { page, route in
            page.compressedBytes.flatMap { bytes in route.map { (bytes: bytes, path: $0.path) } }
        }
        if !firstViews.isEmpty {
            let stylesheetBytes = Deflate.zlib(Array(sharedStylesheet.utf8)).count
            firstViews.sort { $0.bytes < $1.bytes }
            report.firstView = FirstViewWeight(
                median: firstViews[firstViews.count / 2].bytes + stylesheetBytes,
                largest: firstViews[firstViews.count - 1].bytes + stylesheetBytes, largestPage: firstViews[firstViews.count - 1].path)
        }
        report.firstViewLine.map(progress)
        report.ignoredLines.forEach(progress)
        report.missingTranslationLines.forEach(progress)
        StateIslandReport.lines(rendered.flatMap(\.islands), placing: options.sources.place).forEach(progress)
        return report
    }

    /// The route paths (`guides/intro/`) of the URL paths a reader has open (`/guides/intro/`,
    /// percent-encoded as a browser has them, below the base URL's path), each with the URL paths
    /// that name it.
    static func routePaths(ofOpenPages urlPaths: [String], baseURL: String?) -> [String: [String]] {
        let base = baseURL.flatMap { URL(string: $0)?.path }.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? "/"
        var routes: [String: [String]] = [:]
        for urlPath in urlPaths {
            var path = urlPath.removingPercentEncoding ?? urlPath
            guard path.hasPrefix(base) else { continue }
            path.removeFirst(base.count)
            if path.hasSuffix("index.html") { path.removeLast("index.html".count) }
            guard let route = Route(path: path) else { continue }
            routes[route.path, default: []].append(urlPath)
        }
        return routes
    }

    /// A language's pages to find and render, and what they are rendered with.
    private struct LanguagePass: Sendable {
        let language: PageLanguage?
        let planner: PagePlanner
        /// Where each window's link leads, in this language.
        let windows: [String: String]
        let head: PageLanguageHead
    }

    private struct RenderedPage {
        var source: CallSite
        var registry: ClassRegistry
        var problems: [Diagnostic]
        var assets: [String]
        /// What feeds and the sitemap need of the page; nil for `404.html`.
        var published: PublishedPage?
        /// The page's views whose state reacts, with their bytes.
        var islands: [StateIslandReport]
        /// What the site's search finds of it; nil for `404.html` and `noindex` pages.
        var searchEntry: SiteSearchEntry?
        /// Whether a field on it searches the site, which then gets its index and search page.
        var searchesSite: Bool
        /// Its HTML's size compressed, as a server sends it (a build that reports measures it); nil for `404.html`.
        var compressedBytes: Int?
    }

    private func render(
        _ index: Int, of pages: [PlannedPage], pageAtPath: [String: Int], assets: AssetCatalog, colors: ColorSets, windows: [String: String],
        publishing: Publishing, language: PageLanguageHead, stylesheet: String, output: AtomicOutput, reusesUnreadPages: Bool,
        deliver: ((_ document: [UInt8]) -> Void)? = nil
    ) -> RenderedPage {
        let page = pages[index]
        let lowered = page.lowered
        var problems = lowered.diagnostics
        var used: [String] = []
        let references = PageReferences(lowered.nodes)
        for image in references.images {
            if assets.files[image.name] == nil {
                problems.append(Diagnostic(.error, "no image named \"\(image.name)\" in \(options.assets.path) (looked for \(AssetCatalog.imageExtensions.map { "\(image.name).\($0)" }.joined(separator: ", ")))", at: image.source))
            } else {
                used.append(image.name)
            }
        }
        for link in references.windowLinks where windows[link.name] == nil {
            problems.append(Diagnostic(.error, "openWindow(id: \"\(link.name)\") opens no window: the app has no Window with that id, WindowGroup with that id or Page with that path", at: link.source ?? page.scene.source))
        }
        let root = rootURL(from: page)
        // The page's navigation links, resolved to URLs before layout.
        let pageLinks = page.destinations.map { destination -> PageLinkTarget? in
            guard let destination, let route = pages[destination].route else { return nil }
            return PageLinkTarget(url: root + route.path, isCurrent: destination == index)
        }
        let layout = LayoutOptions(
            root: root, assetPaths: assets.sitePaths, imageSizes: assets.sizes, imageDensities: assets.imageDensities, windowPaths: windows, pageLinks: pageLinks,
            trail: trail(of: page, in: pages, pageAtPath: pageAtPath, root: root), pageTitle: page.navigationTitle,
            isWindow: page.isWindow,
            languageFolderUp: String(repeating: "../", count: language.language?.folder.segments.count ?? 0),
            siteSearch: root + (language.language?.folder.path ?? "") + SiteSearch.folder + "/")
        var registry = ClassRegistry()
        // A page that read no documents is as the last build wrote it when only documents changed.
        if reusesUnreadPages, page.outlivesContentEdits, (try? output.reuse(page.file)) == true {
            let metadata = publishing.head(for: page, root: root, assets: assets, problems: &problems, used: &used)
            let published = published(page, description: metadata.description, language: language, publishing: publishing)
            return RenderedPage(
                source: page.scene.source, registry: registry, problems: problems, assets: used, published: published,
                islands: [], searchEntry: searchEntry(published, lowered), searchesSite: references.searchesSite, compressedBytes: nil)
        }
        let (body, coversViewport, islandBytes, script) = PageRenderer.page(lowered.nodes, options: layout, registry: &registry, diagnostics: &problems)
        let islands = lowered.stateIslands.compactMap { island in islandBytes[island.id].map { StateIslandReport(summary: island, bytes: $0) } }
        for missing in Self.missingColorVariables(in: body, defined: colors.variables) {
            problems.append(Diagnostic(.error, Self.missingColorMessage(missing), at: page.scene.source))
        }
        let rules = registry.stylesheet
        let inlineStyle = page.route == nil
            ? Self.styleText(PageDocument.baseStylesheet + "\n" + colors.stylesheet + "\n" + rules)
            : rules.isEmpty ? nil : Self.styleText(rules)
        var head = page.route == nil ? "" : "<link rel=\"stylesheet\" href=\"\(Escaping.attribute(root + stylesheet))\">"
        if let inlineStyle { head += (head.isEmpty ? "" : "\n") + "<style>" + inlineStyle + "</style>" }
        if publishing.site?.contentSecurityPolicy == true && !options.showsPreviews {
            // Not in the development copy, whose pages the server gives a reload script.
            let policy = ContentSecurityPolicy(scripts: script.map { [$0] } ?? [], styles: inlineStyle.map { [$0] } ?? [])
            head = policy.meta + "\n" + head
        }
        let metadata = publishing.head(for: page, root: root, assets: assets, problems: &problems, used: &used)
        let metadataHTML = metadata.html
        if !metadataHTML.isEmpty { head += "\n" + metadataHTML }
        // Search engines want hreflang alternates absolute where the site's address is known.
        head += language.alternates(of: page.route, root: publishing.publicBase ?? root)
        let document = PageDocument.render(
            title: page.documentTitle, lang: language.tag, isRightToLeft: language.isRightToLeft, head: head, body: body,
            coversViewport: coversViewport)
        if let deliver {
            deliver(document)
        } else {
            do {
                try output.write(document, to: page.file)
            } catch {
                problems.append(Diagnostic(.error, "\(error)", at: page.scene.source))
            }
        }
        let published = published(page, description: metadata.description, language: language, publishing: publishing)
        return RenderedPage(
            source: page.scene.source, registry: registry, problems: problems, assets: used, published: published, islands: islands,
            searchEntry: searchEntry(published, lowered), searchesSite: references.searchesSite,
            // What a reader downloads is the published site's: `kiln serve`'s copy with its
            // previews is not weighed, and each reload is spared compressing every page.
            compressedBytes: options.isVerbose && !options.showsPreviews && page.route != nil ? Deflate.zlib(document).count : nil)
    }

    /// What feeds, the sitemap and the search need of `page`; nil for `404.html`.
    private func published(_ page: PlannedPage, description: String?, language: PageLanguageHead, publishing: Publishing) -> PublishedPage? {
        page.route.map { route in
            PublishedPage(
                route: route, title: page.listedTitle, description: description, date: page.lowered.metadata.date,
                source: page.lowered.metadata.source ?? page.source ?? page.scene.source, noindex: page.lowered.metadata.noindex,
                // A feed lists the development language's pages.
                feeds: language.language?.isDevelopment == false ? [] : publishing.feeds.indices.filter { publishing.lists(publishing.feeds[$0], page) })
        }
    }

    /// What the site's search finds of a published page; nil for a `noindex` one.
    private func searchEntry(_ published: PublishedPage?, _ lowered: LoweredPage) -> SiteSearchEntry? {
        guard let published, !published.noindex else { return nil }
        let text = PageText(lowered.nodes)
        // The page's own description, else its first words: the site's would read the same on every result.
        let summary = lowered.metadata.description ?? text.summary
        return SiteSearchEntry(route: published.route, title: published.title, description: summary, headings: text.headings, text: text.text)
    }

    /// The images the pages show, largest first, with their bytes: what a reader downloads besides the pages.
    private static func imagesLine(_ images: [(path: String, bytes: Int)]) -> String? {
        guard !images.isEmpty else { return nil }
        let kilobytes = { (bytes: Int) in String(format: "%.1f KB", Double(bytes) / 1_000) }
        let largest = images.sorted { $0.bytes > $1.bytes }
        let listed = largest.prefix(8).map { "\($0.path) \(kilobytes($0.bytes))" }.joined(separator: ", ") + (largest.count > 8 ? ", …" : "")
        return "note: \(images.count) image\(images.count == 1 ? "" : "s"), \(kilobytes(images.reduce(0) { $0 + $1.bytes })): \(listed)"
    }

    /// The pages on the way back to where `page`'s navigation started, found by their paths.
    private func trail(of page: PlannedPage, in pages: [PlannedPage], pageAtPath: [String: Int], root: String) -> [TrailCrumb] {
        guard let sceneRoute = page.sceneRoute else { return [] }
        return page.state.trail.compactMap { state in
            let path = sceneRoute.appending(state.pathSegments).path
            return pageAtPath[path].map { TrailCrumb(title: pages[$0].navigationTitle, url: root + path) }
        }
    }

    /// The text of a page's inline `<style>`: its own rules, or for the not-found page (served
    /// at any depth and from any folder the site is copied to) the base rules too, a few
    /// kilobytes, instead of a link. Nothing in them may close the element.
    private static func styleText(_ rules: String) -> String {
        // Asked of every page, whose rules almost never hold a `<`: Foundation's search is slower than the scan.
        rules.utf8.contains(UInt8(ascii: "<")) ? rules.replacingOccurrences(of: "</", with: "<\\/") : rules
    }

    /// The URL of the site root as seen from a page: the base URL when one is set, else a
    /// relative path (`../`) so the site works from any folder. `404.html` is served at any
    /// depth, so it always uses an absolute root.
    private func rootURL(from page: PlannedPage) -> String {
        if let base = options.baseURL { return base }
        return page.route?.rootPrefix ?? "/"
    }

    /// Each page's absolute URL; `noindex` pages and the development build's previews left out.
    private func sitemap(_ pages: [PlannedPage], base: String, noindex: Set<Route>) -> String {
        let routes = pages.compactMap(\.route).filter { !noindex.contains($0) && !$0.segments.contains(PreviewPages.folder) }
        let urls = routes.sorted().map { "<url><loc>\(Escaping.text(base + $0.path))</loc></url>" }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
            + urls.joined(separator: "\n") + "\n</urlset>\n"
    }

    /// A feed listing a path that no page has, at the feed's line.
    private static func unknownFeedPages(_ feeds: [FeedSpec], pageAtPath: [String: Int]) -> [Diagnostic] {
        feeds.flatMap { feed -> [Diagnostic] in
            guard case .paths(let paths) = feed.selection else { return [] }
            return paths.filter { Route(path: $0).map { pageAtPath[$0.path] == nil } ?? true }.map { path in
                Diagnostic(.error, "the feed \"\(feed.title)\" lists \"\(path)\", which is no page of the site", at: feed.source)
            }
        }
    }

    private func progress(_ line: String) {
        guard options.isVerbose else { return }
        print(line)
        // Flushed at once: `kiln` shows each line as it comes, through a pipe that would hold them.
        fflush(nil)
    }
}
