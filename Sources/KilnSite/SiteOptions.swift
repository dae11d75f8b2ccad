import Foundation
import KilnHostProtocol

/// How a site build is run: where it writes, where assets come from, and the URL it is served at.
public struct SiteOptions: Sendable {
    /// The output folder; replaced whole when the build succeeds.
    public var output: URL
    /// Where `Image("name")` files are found.
    public var assets: URL
    /// Where `@Documents` folders of Markdown files are found.
    public var content: URL
    /// The path (or absolute URL) the site is served under, such as `/project/`; nil writes
    /// relative links, which work from any folder and from `file://`.
    public var baseURL: String?
    /// Whether to print progress lines and the summary.
    public var isVerbose: Bool
    /// How long a page waits for one of its `task` actions before the build fails; nil waits
    /// `KILN_TASK_TIME_LIMIT` seconds, or 10.
    public var taskTimeLimit: Duration?
    /// How many states a view's `@State` may reach on a page (each written into the page, switched
    /// by the reader's taps without script); controls leading beyond them are disabled.
    public var statesPerIsland = 64
    /// Whether to add the package's previews under `_previews/` (`kiln serve` asks for them).
    public var showsPreviews = false
    /// Where the package's files are, so that warnings name the file a person can open.
    public var sources: SourcePaths
    /// A folder kept between builds for what a later build can take instead of making again
    /// (the icons); nil keeps nothing. The package's `.build/kiln/cache` when it has a `.build`
    /// folder, which `swift package clean` empties.
    public var cache: URL?
    /// Whether only `Content/` changed since the last build into `output`, which succeeded
    /// (`kiln serve` says so with `--only-content-changed`): the pages that read no documents
    /// are then taken from it as they are, unrendered.
    package var onlyContentChanged = false
    /// The URL paths of the pages a reader has open in `kiln serve` (`--open-page`): each is
    /// rendered before the rest and handed to `pageAhead`, so that it reloads first.
    package var openPages: [String] = []
    /// Where a page of `openPages` goes once rendered ahead; nil renders none ahead.
    package var pageAhead: (@Sendable (RenderHostMessages.PageAhead) -> Void)?
    /// The bundles whose string tables make the site's languages; nil: the executable's (tests name theirs).
    package var stringTables: [URL]?

    public init(output: URL, assets: URL? = nil, baseURL: String? = nil, isVerbose: Bool = true) {
        // A site executable runs in its package's folder (`kiln` and the plugin start it there).
        let package = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        self.output = output
        self.assets = assets ?? package.appendingPathComponent("Assets")
        content = package.appendingPathComponent("Content")
        sources = SourcePaths(package: package)
        let build = package.appendingPathComponent(".build")
        cache = FileManager.default.fileExists(atPath: build.path) ? build.appendingPathComponent("kiln/cache") : nil
        self.baseURL = baseURL.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        self.isVerbose = isVerbose
    }

    /// Options from a site executable's command line: `[--output DIR] [--base-url URL] [--assets DIR] [--content DIR] [--previews]`
    /// (and `kiln serve`'s `--only-content-changed` and `--open-page PATH`).
    public init(arguments: [String]) throws {
        var output = "site"
        var baseURL: String?
        var assets: String?
        var content: String?
        var showsPreviews = false
        var onlyContentChanged = false
        var openPages: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            func value() throws -> String {
                index += 1
                guard index < arguments.count else { throw SiteError.usage("\(argument) needs a value") }
                return arguments[index]
            }
            switch argument {
            case "--output", "-o": output = try value()
            case "--base-url": baseURL = try value()
            case "--assets": assets = try value()
            case "--content": content = try value()
            case "--previews": showsPreviews = true
            case RenderHostMessages.onlyContentChangedOption: onlyContentChanged = true
            case RenderHostMessages.openPageOption: openPages.append(try value())
            case "--help", "-h": throw SiteError.usage(nil)
            default: throw SiteError.usage("unknown option \(argument)")
            }
            index += 1
        }
        self.init(output: URL(fileURLWithPath: output), assets: assets.map { URL(fileURLWithPath: $0) }, baseURL: baseURL)
        self.showsPreviews = showsPreviews
        self.onlyContentChanged = onlyContentChanged
        self.openPages = openPages
        if let content { self.content = URL(fileURLWithPath: content) }
    }
}
