import Testing

@testable import KilnCommand

/// SwiftPM relinks its tools when any variable of its environment changes, so `kiln` hands it
/// only what a build reads: what a shell or terminal changes between two commands is left out.
struct SwiftPMEnvironmentTests {
    @Test func keepsWhatABuildReadsAndDropsWhatAShellChanges() {
        let shell = [
            "PATH": "/opt/swift/usr/bin:/usr/bin", "HOME": "/home/ana", "TMPDIR": "/tmp", "LANG": "fr_FR.UTF-8", "LC_ALL": "fr_FR.UTF-8",
            "SWIFTPM_CACHE": "/cache", "XDG_CACHE_HOME": "/home/ana/.cache", "GIT_SSH_COMMAND": "ssh -i key", "SSH_AUTH_SOCK": "/run/agent",
            "https_proxy": "http://proxy:3128", "SSL_CERT_FILE": "/etc/ssl/cert.pem", "KILN_BROWSER": "webkit",
            "_": "/usr/local/bin/kiln", "OLDPWD": "/home/ana/notes/Sources", "PWD": "/home/ana/notes", "SHLVL": "2",
            "TERM": "xterm-256color", "TERM_SESSION_ID": "w0t0p0:4F3A", "WINDOWID": "4194307", "COLUMNS": "120",
        ]
        #expect(
            SwiftPMEnvironment.forBuilding(from: shell).keys.sorted() == [
                "GIT_SSH_COMMAND", "HOME", "KILN_BROWSER", "LANG", "LC_ALL", "PATH", "SSH_AUTH_SOCK", "SSL_CERT_FILE", "SWIFTPM_CACHE",
                "TMPDIR", "XDG_CACHE_HOME", "https_proxy",
            ])
        #expect(SwiftPMEnvironment.forBuilding(from: shell)["PATH"] == "/opt/swift/usr/bin:/usr/bin")
    }
}
