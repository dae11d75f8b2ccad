import Dispatch
import Foundation
import KilnTree
import KilnViews

/// A page to render: its scene, where it stands in the scene's navigation, where it goes, and
/// its lowered views, with where each of its navigation links leads.
struct PlannedPage: @unchecked Sendable {
    let scene: ScenePage
    let state: NavigationState
    /// The file below the output folder.
    let file: String
    /// The page's path from the site root, for links and the sitemap; nil for `404.html`.
    let route: Route?
    /// What a navigation page shows, for telling apart two pages that want one path.
    let identity: AnyHashable?
    /// The link that led here first.
    let source: CallSite?
    /// The title its link gives it, used when its views name none.
    let linkTitle: String?
    var lowered = LoweredPage()
    /// For each of the page's navigation targets, the index of the page it leads to.
    var destinations: [Int?] = []

    /// The route of the page's scene, which its navigation's paths are below.
    var sceneRoute: Route? { route?.dropping(state.pathSegments.count) }

    /// Whether the page is a `Window` scene's, whose content is centred in the window.
    var isWindow: Bool {
        if case .window = scene.role { return true }
        return false
    }

    /// Whether the last build's file of the page is still the page when only documents changed:
    /// a scene's own page (no navigation value leads to it) whose lowering read none.
    var outlivesContentEdits: Bool { !lowered.readsContent && state.steps.isEmpty && route != nil }

    /// The page's name in breadcrumbs: its navigation title, else its link's, else its scene's.
    var navigationTitle: String { lowered.title ?? linkTitle ?? scene.title }

    /// The page's title where it is listed with others (a feed's entries, the search's results):
    /// a navigation page's own, without its scene's; a scene's as declared.
    var listedTitle: String { state.steps.isEmpty ? documentTitle : navigationTitle }

    /// The document's title: a navigation page's own, followed by its scene's.
    var documentTitle: String {
        guard state.steps.isEmpty else {
            return scene.title.isEmpty ? navigationTitle : "\(navigationTitle) — \(scene.title)"
        }
        return scene.title.isEmpty ? (lowered.title ?? "") : scene.title
    }
}

/// Finds the site's pages: the scenes' own, then every page their navigation links reach,
/// level by level (so each page is first reached by a shortest path), lowering a batch of
/// pages at a time in parallel and handing each batch on once its links lead somewhere, so
/// that only one batch's views are in memory. Each path is one page, which is how cycles end;
/// two different values wanting one path are an error.
struct PagePlanner {
    /// Pages lowered and rendered together: enough to keep both cores busy, few enough to keep memory flat.
    static let batchSize = 256

    /// A site whose navigation never ends (a link to `n + 1` on every page) stops here.
    static let pageLimit = 200_000

    private(set) var pages: [PlannedPage] = []
    /// Each page's index by its path.
    private(set) var pageAtPath: [String: Int] = [:]
    /// View-based pages by where their container starts and what they show: a view reached
    /// through links with different labels is still one page.
    private var viewPages: [String: Int] = [:]

    /// The scenes' pages, first to be lowered.
    private var sceneLevel: [Int] = []

    /// How long a page waits for one of its `task` actions, and how many states a state island may have.
    var limits: LoweringLimits

    /// The language of a localized site the pages are in: their folder and environment.
    let language: PageLanguage?
    /// The build's Markdown documents, read once for all its pages.
    let documents: DocumentLibrary?

    /// `home` is the site root's URL, where the generated not-found page leads. In a localized
    /// site, a language's pages are below its folder, and the not-found page is the development
    /// language's alone (one `404.html` is served for every missing path).
    init(
        scenes: [ScenePage], home: String = "/", limits: LoweringLimits = LoweringLimits(), language: PageLanguage? = nil,
        documents: DocumentLibrary? = nil, addsNotFound: Bool = true
    ) throws {
        self.limits = limits
        self.language = language
        self.documents = documents
        let folder = language?.folder ?? .home
        let hasNotFound = addsNotFound && language?.isDevelopment ?? true
        guard !scenes.isEmpty else { throw SiteError.noPages }
        var level: [Int] = []
        var seen: [String: CallSite] = [:]
        for scene in scenes {
            let route: Route
            switch scene.role {
            case .home: route = .home
            case .window(let id), .page(let id):
                guard let valid = Route(path: id) else { throw SiteError.invalidPath(id, at: scene.source) }
                route = valid
            }
            if let first = seen[route.path] { throw SiteError.duplicateRoute(path: route.path, first: first, second: scene.source) }
            seen[route.path] = scene.source
            let isNotFound = route.path == "404/"
            if isNotFound && !hasNotFound { continue }
            if let language, language.isDevelopment, let first = route.segments.first, language.site.languages.contains(first) {
                throw SiteError.invalidPath("\(route.path) (the folder of the \(first) pages)", at: scene.source)
            }
            let placed = folder.appending(route.segments)
            level.append(add(PlannedPage(
                scene: language.map { scene.translated(in: $0.environment) } ?? scene, state: NavigationState(),
                file: isNotFound ? "404.html" : placed.file, route: isNotFound ? nil : placed,
                identity: nil, source: scene.source, linkTitle: nil)))
        }
        if seen["404/"] == nil && hasNotFound {
            let site = CallSite(fileID: "KilnSite/NotFoundPage.swift", line: 1)
            level.append(add(PlannedPage(
                scene: NotFoundPage.scene(source: site, home: home), state: NavigationState(), file: "404.html", route: nil,
                identity: nil, source: site, linkTitle: nil)))
        }
        sceneLevel = level
    }

    /// Finds every page, calling `render` with each batch of lowered pages whose links are
    /// resolved (and the pages known so far); a batch's views are dropped once it is rendered.
    mutating func discover(_ render: (_ batch: [Int], _ pages: [PlannedPage], _ pageAtPath: [String: Int]) -> Void) throws {
        var level = sceneLevel
        while !level.isEmpty {
            var next: [Int] = []
            for start in stride(from: 0, to: level.count, by: Self.batchSize) {
                let batch = Array(level[start..<min(start + Self.batchSize, level.count)])
                lower(batch)
                next += try follow(batch)
                render(batch, pages, pageAtPath)
                for index in batch { pages[index].lowered.nodes = [] }
            }
            level = next
        }
    }

    /// Finds the pages at `paths` (route paths, `guides/intro/`) the short way: of each level,
    /// only the pages whose path leads there are lowered and followed, and `render` gets them as
    /// `discover` gives its batches. A page reached only through a page whose path does not
    /// lead to it is not found (the whole `discover` finds it).
    mutating func discover(towards paths: Set<String>, _ render: (_ batch: [Int], _ pages: [PlannedPage], _ pageAtPath: [String: Int]) -> Void) throws {
        let leadsThere = { (page: PlannedPage) in page.route.map { route in paths.contains { $0.hasPrefix(route.path) } } ?? false }
        var level = sceneLevel.filter { leadsThere(pages[$0]) }
        var missing = paths
        while !level.isEmpty && !missing.isEmpty {
            lower(level)
            let next = try follow(level)
            render(level, pages, pageAtPath)
            for index in level {
                pages[index].lowered.nodes = []
                if let route = pages[index].route { missing.remove(route.path) }
            }
            level = next.filter { leadsThere(pages[$0]) }
        }
    }

    private mutating func add(_ page: PlannedPage) -> Int {
        pages.append(page)
        if let route = page.route { pageAtPath[route.path] = pages.count - 1 }
        return pages.count - 1
    }

    /// Lowers the pages of one batch, in parallel.
    private mutating func lower(_ batch: [Int]) {
        let results = Results<LoweredPage>(count: batch.count)
        // Only what lowering needs, so that storing the results does not copy every page.
        let work = batch.map { (scene: pages[$0].scene, state: pages[$0].state, route: pages[$0].route) }
        let (limits, language, documents) = (limits, language, documents)
        LoweringThreads.perform(iterations: batch.count) { slot in
            var environment = language?.environment(at: work[slot].route) ?? EnvironmentValues()
            environment.documentLibrary = documents
            results[slot] = work[slot].scene.lower(environment, work[slot].state, limits)
        }
        for (slot, index) in batch.enumerated() {
            self.pages[index].lowered = results[slot]!
        }
    }

    /// Resolves the links of one batch's pages, in order, and returns the pages first reached.
    private mutating func follow(_ batch: [Int]) throws -> [Int] {
        var next: [Int] = []
        for index in batch {
            let page = pages[index]
            guard let sceneRoute = page.sceneRoute else { continue }
            var destinations: [Int?] = []
            for target in page.lowered.targets {
                guard let target else {
                    destinations.append(nil)
                    continue
                }
                let (destination, isNew) = try resolve(target, from: page, sceneRoute: sceneRoute)
                destinations.append(destination)
                if isNew { next.append(destination) }
            }
            pages[index].destinations = destinations
        }
        guard pages.count <= Self.pageLimit else {
            throw SiteError.tooManyPages(limit: Self.pageLimit, lastLink: pages.last?.source)
        }
        return next
    }

    /// The page `target` leads to from `page`, added if it is new. A view-based link or derived
    /// name whose path is taken is numbered; a value's own name is an error naming both links.
    private mutating func resolve(_ target: NavigationTarget, from page: PlannedPage, sceneRoute: Route) throws -> (Int, isNew: Bool) {
        let viewKey = target.mayBeNumbered
            ? "\(sceneRoute.appending(page.state.start(of: target.scope).pathSegments).path)|\(target.scope)|\(target.identity)" : nil
        if let viewKey, let existing = viewPages[viewKey] { return (existing, false) }
        var number = 1
        while true {
            let target = number == 1 ? target : target.numbered(number)
            let state = page.state.following(target)
            let route = sceneRoute.appending(state.pathSegments)
            guard let existing = pageAtPath[route.path] else {
                let added = add(PlannedPage(
                    scene: page.scene, state: state, file: route.file, route: route,
                    identity: target.identity, source: target.source, linkTitle: target.title))
                if let viewKey { viewPages[viewKey] = added }
                return (added, true)
            }
            // Back to a page of the same navigation (a container's first state), or the same value again.
            if target.step == nil || pages[existing].identity == target.identity { return (existing, false) }
            guard target.mayBeNumbered else {
                throw SiteError.pathCollision(
                    path: route.path, first: pages[existing].identity.map(describe) ?? "the page \(pages[existing].scene.title)",
                    firstSource: pages[existing].source, second: describe(target.identity), secondSource: target.source)
            }
            number += 1
        }
    }

    /// A value as the user wrote its type: `Recipe(id: "flan")`, or `Course starter` for a value
    /// whose description does not name its type. (Reflecting would add the module and, for a
    /// private type, a memory address.)
    private func describe(_ identity: AnyHashable) -> String {
        if let text = identity.base as? String { return text }
        let text = String(describing: identity.base), typeName = "\(type(of: identity.base))"
        return text.hasPrefix(typeName) ? text : "\(typeName) \(text)"
    }
}

/// Per-slot results written from concurrent threads, one slot each.
final class Results<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [Value?]

    init(count: Int) { storage = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Value? {
        get { lock.withLock { storage[index] } }
        set { lock.withLock { storage[index] = newValue } }
    }

    var values: [Value?] { lock.withLock { storage } }
}
