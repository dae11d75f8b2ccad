import Foundation

/// The environment `kiln` runs SwiftPM in. SwiftPM plans the build anew and relinks its tools
/// and plugins (about 3 s) whenever any variable differs from the last build's, so `kiln
/// build` and `kiln serve` started from different shells, or after `cd` (`OLDPWD`), `$_` or a
/// terminal's session variables changed, each paid for the other's build. Only what a build
/// reads is passed on, so every `kiln` command shares one build.
enum SwiftPMEnvironment {
    /// Variables a build reads: where tools and caches are, the language of messages, the
    /// toolchain's own settings, and what fetching a dependency needs (proxies, certificates,
    /// Git and SSH).
    private static let names: Set<String> = [
        "PATH", "HOME", "USER", "LOGNAME", "TMPDIR", "LANG", "SDKROOT", "DEVELOPER_DIR", "TOOLCHAINS", "CC", "CXX",
        "LD_LIBRARY_PATH", "NETRC", "SSH_AUTH_SOCK", "http_proxy", "https_proxy", "no_proxy", "HTTP_PROXY", "HTTPS_PROXY", "NO_PROXY",
    ]
    private static let prefixes = ["SWIFT", "LC_", "XDG_", "GIT_", "SSL_CERT_", "KILN_"]

    /// The variables of `environment` that a build reads.
    static func forBuilding(from environment: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        environment.filter { name, _ in names.contains(name) || prefixes.contains { name.hasPrefix($0) } }
    }
}
