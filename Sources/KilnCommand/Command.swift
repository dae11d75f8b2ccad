/// What the user asked `kiln` to do, parsed from its command line by `CommandLineParser`.
public enum Command: Equatable, Sendable {
    case build(BuildOptions)
    case serve(ServeOptions)
    case new(NewSiteOptions)
    /// Help for one command, or the overview of all of them when nil.
    case help(CommandName?)
    /// `kiln --version`.
    case version
}

/// Kiln's version, as `kiln --version` prints it.
public enum KilnVersion {
    public static let current = "0.9.0"
}

/// The commands `kiln` has, by the word that names them.
public enum CommandName: String, CaseIterable, Sendable {
    case new, build, serve
}

/// Which `swift build` configuration compiles the site executable.
public enum BuildConfiguration: String, Sendable {
    case debug, release
}

/// How the site executable is found and compiled; shared by `build` and `serve`.
public struct SiteBuildSettings: Equatable, Sendable {
    /// The executable product that builds the site; nil picks the package's only one.
    public var product: String?
    public var configuration: BuildConfiguration = .debug
    /// Passes `--ignore-lock` to `swift`: the preview plugin needs it, because SwiftPM holds the
    /// package's build lock for as long as a command plugin runs.
    public var ignoresLock = false

    public init(product: String? = nil, configuration: BuildConfiguration = .debug, ignoresLock: Bool = false) {
        self.product = product
        self.configuration = configuration
        self.ignoresLock = ignoresLock
    }
}

/// `kiln build`: compile the site executable and run it into `site/`.
public struct BuildOptions: Equatable, Sendable {
    public var settings = SiteBuildSettings()
    /// Passed to the site as `--base-url`, for a site served under a sub-path.
    public var baseURL: String?

    public init(settings: SiteBuildSettings = SiteBuildSettings(), baseURL: String? = nil) {
        self.settings = settings
        self.baseURL = baseURL
    }
}

/// `kiln serve`: build, serve, watch and reload; or, with `directory`, serve a built folder as it is.
public struct ServeOptions: Equatable, Sendable {
    public var settings = SiteBuildSettings()
    /// A built folder to serve without building, watching or reloading.
    public var directory: String?
    public var host = "127.0.0.1"
    public var port: UInt16 = 8000
    /// Whether an edit of the site's own Swift files is compiled alone and rendered in the
    /// running site (`SwiftReloader`); false builds the whole executable after every change.
    public var reloadsSwiftEdits = true

    public init(
        settings: SiteBuildSettings = SiteBuildSettings(), directory: String? = nil, host: String = "127.0.0.1", port: UInt16 = 8000,
        reloadsSwiftEdits: Bool = true
    ) {
        self.settings = settings
        self.directory = directory
        self.host = host
        self.port = port
        self.reloadsSwiftEdits = reloadsSwiftEdits
    }
}

/// `kiln new NAME`: a new site package in the folder NAME.
public struct NewSiteOptions: Equatable, Sendable {
    public var name: String
    /// The Kiln checkout the new package depends on; nil finds the one this executable was built in.
    public var kilnPath: String?
    /// What the site starts as: one page, or a blog of Markdown posts.
    public var template: SiteKind

    public init(name: String, kilnPath: String? = nil, template: SiteKind = .page) {
        self.name = name
        self.kilnPath = kilnPath
        self.template = template
    }

    /// The templates `kiln new --template` offers.
    public enum SiteKind: String, CaseIterable, Sendable {
        /// One page to start from (`Templates/new-site`).
        case page
        /// A blog: posts as Markdown files in `Content/posts/`, ten to a page, tags, a feed and
        /// search (`Templates/blog`, over the page's template).
        case blog
    }
}
