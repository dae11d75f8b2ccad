/// What `kiln serve` and a site executable running as its render host say to each other: a
/// request per line on the host's standard input, and after whatever the build printed, a
/// reply line on its standard output. Both sides import this module, so the two agree.
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
}
