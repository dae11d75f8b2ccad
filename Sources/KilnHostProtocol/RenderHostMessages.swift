import Foundation

/// What `kiln serve` and a site executable running as its render host say to each other: a
/// request per line on the host's standard input, and after whatever the build printed, a
/// reply line on its standard output. Both sides import this module, so the two agree.
/// A site executable `kiln serve` runs, as a host or not, also tells it of each page the
/// reader has open as soon as that page is rendered (`PageAhead`).
package enum RenderHostMessages {
    /// The environment variable that starts a site executable as a render host.
    package static let environmentKey = "KILN_RENDER_HOST"
    /// Starts each reply line; the `Reply` follows as JSON.
    package static let replyMarker = "\u{1}kiln-render-host "

    /// The ABI name of a site's module compiled alone for the host: the module's own name, then
    /// `_kiln_reload_` and `suffix`. No symbol of it is then the site executable's own copy,
    /// while the site can still tell its module's resources by the module's name.
    package static func abiName(ofModule module: String, suffix: String) -> String {
        module + reloadInfix + suffix
    }

    /// The module's own name, from the name the runtime reports for it (an ABI name made by
    /// `abiName(ofModule:suffix:)` in a library the host loaded, else the name itself).
    package static func moduleName(fromRuntimeName name: String) -> String {
        guard let infix = name.ranges(of: reloadInfix).last else { return name }
        return String(name[..<infix.lowerBound])
    }

    private static let reloadInfix = "_kiln_reload_"

    package struct Request: Codable, Sendable, Equatable {
        /// The shared library to load, and the C function its entry point is named.
        package var library: String
        package var entryPoint: String
        /// The site executable's arguments (`--output DIR --previews`).
        package var arguments: [String]

        package init(library: String, entryPoint: String, arguments: [String]) {
            self.library = library
            self.entryPoint = entryPoint
            self.arguments = arguments
        }
    }

    package struct Reply: Codable, Sendable, Equatable {
        /// The status of a library that could not be loaded or run (not the site's own failure):
        /// `kiln serve` builds the whole executable instead.
        package static let notLoaded: Int32 = 70

        /// What the site executable would have exited with.
        package var status: Int32
        /// What it would have written to standard error.
        package var errors: String

        package init(status: Int32, errors: String) {
            self.status = status
            self.errors = errors
        }
    }

    /// The site executable's option saying that only `Content/` changed since the last build
    /// into its output, which succeeded: the pages that read no documents are taken from it.
    package static let onlyContentChangedOption = "--only-content-changed"

    /// The site executable's option naming a page a reader has open in `kiln serve`, by its URL
    /// path as the browser has it (`/guides/intro/`); one per page. The site renders these first
    /// and says so with a `PageAhead` line each, before it renders the rest.
    package static let openPageOption = "--open-page"

    /// A page a reader has open, rendered ahead of the rest of the build so that it reloads
    /// before the whole site is written; the site swapped in later has the page as the whole
    /// build renders it.
    package struct PageAhead: Codable, Sendable, Equatable {
        /// Starts the line; the page follows as JSON.
        package static let marker = "\u{1}kiln-page-ahead "

        /// The URL path the reader has open, as `kiln serve` named it.
        package var path: String
        /// The page's file below the output folder (`guides/intro/index.html`).
        package var file: String
        /// The page's HTML.
        package var html: Data

        package init(path: String, file: String, html: Data) {
            self.path = path
            self.file = file
            self.html = html
        }

        /// The message as one line of the site's standard output, without its newline.
        package var line: String {
            Self.marker + String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
        }

        /// The message a line holds; nil for any other line.
        package init?(line: some StringProtocol) {
            guard line.hasPrefix(Self.marker),
                let page = try? JSONDecoder().decode(Self.self, from: Data(line.dropFirst(Self.marker.count).utf8))
            else { return nil }
            self = page
        }
    }
}
