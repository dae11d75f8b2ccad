import Testing

@testable import KilnCommand

@Suite struct CommandLineParserTests {
    @Test func buildTakesTheSiteOptions() throws {
        #expect(try CommandLineParser.parse(["build"]) == .build(BuildOptions()))
        let options = try CommandLineParser.parse(["build", "--product", "Showcase", "-c", "release", "--base-url=/kiln/", "--ignore-lock"])
        #expect(options == .build(BuildOptions(settings: SiteBuildSettings(product: "Showcase", configuration: .release, ignoresLock: true), baseURL: "/kiln/")))
    }

    @Test func versionStandsAlone() throws {
        #expect(try CommandLineParser.parse(["--version"]) == .version)
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["--version", "build"]) }
        #expect(HelpText.text(for: nil).contains("kiln --version"))
    }

    @Test func serveDefaultsToLoopbackPort8000InDevelopment() throws {
        guard case .serve(let options) = try CommandLineParser.parse(["serve"]) else { Issue.record("not serve"); return }
        #expect(options.host == "127.0.0.1")
        #expect(options.port == 8000)
        #expect(options.directory == nil)
        #expect(options.settings == SiteBuildSettings())
        #expect(options.reloadsSwiftEdits, "a Swift edit is rendered in the running site")
    }

    @Test func serveCanBuildTheWholeExecutableAfterEveryChange() throws {
        #expect(try CommandLineParser.parse(["serve", "--whole-builds"]) == .serve(ServeOptions(reloadsSwiftEdits: false)))
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["serve", "--directory", "public", "--whole-builds"]) }
    }

    @Test func serveTakesHostPortAndDirectory() throws {
        let parsed = try CommandLineParser.parse(["serve", "--host", "0.0.0.0", "--port=8123", "--directory", "public"])
        #expect(parsed == .serve(ServeOptions(directory: "public", host: "0.0.0.0", port: 8123)))
        let developing = try CommandLineParser.parse(["serve", "--configuration", "release", "--product", "Site"])
        #expect(developing == .serve(ServeOptions(settings: SiteBuildSettings(product: "Site", configuration: .release))))
    }

    @Test func newTakesOneNameAndAKilnCheckout() throws {
        #expect(try CommandLineParser.parse(["new", "demo"]) == .new(NewSiteOptions(name: "demo")))
        #expect(try CommandLineParser.parse(["new", "--kiln", "/src/kiln", "demo"]) == .new(NewSiteOptions(name: "demo", kilnPath: "/src/kiln")))
        #expect(try CommandLineParser.parse(["new", "notes", "--template", "blog"]) == .new(NewSiteOptions(name: "notes", template: .blog)))
        #expect(throws: UsageError.self) { try CommandLineParser.parse(["new", "notes", "--template", "wiki"]) }
    }

    @Test func helpForEveryCommandAndTheOverview() throws {
        #expect(try CommandLineParser.parse([]) == .help(nil))
        #expect(try CommandLineParser.parse(["--help"]) == .help(nil))
        #expect(try CommandLineParser.parse(["help", "serve"]) == .help(.serve))
        for name in CommandName.allCases {
            #expect(try CommandLineParser.parse([name.rawValue, "--help"]) == .help(name))
            #expect(try CommandLineParser.parse([name.rawValue, "-h"]) == .help(name))
        }
        // Help wins over an otherwise incomplete command line.
        #expect(try CommandLineParser.parse(["new", "-h"]) == .help(.new))
    }

    @Test func helpTextsNameEachCommandsOptions() {
        let options: [CommandName?: [String]] = [
            nil: ["new NAME", "build", "serve", "--help"],
            .new: ["kiln new NAME", "--kiln PATH"],
            .build: ["--product", "--configuration", "--base-url", "site/"],
            .serve: ["--product", "--configuration", "--host", "--port", "--directory", "--whole-builds", "8000", "127.0.0.1", "Ctrl-C"],
        ]
        for (command, words) in options {
            let text = HelpText.text(for: command)
            for word in words { #expect(text.contains(word), "\(command.map(\.rawValue) ?? "overview") help lacks \(word)") }
        }
    }

    @Test func mistakesAreExplainedWithTheCommandToAskForHelp() {
        let mistakes: [([String], String, CommandName?)] = [
            (["deploy"], "there is no command 'deploy'", nil),
            (["--verbose"], "unknown option --verbose", nil),
            (["help", "deploy"], "there is no command 'deploy'", nil),
            (["build", "--output", "x"], "unknown option --output", .build),
            (["build", "--product"], "--product needs a value", .build),
            (["build", "--ignore-lock=yes"], "--ignore-lock=yes takes no value", .build),
            (["build", "-c", "fast"], "-c is debug or release, not 'fast'", .build),
            (["serve", "--port", "0"], "--port is a number from 1 to 65535, not '0'", .serve),
            (["serve", "--port", "http"], "--port is a number from 1 to 65535, not 'http'", .serve),
            (["serve", "extra"], "unexpected argument 'extra'", .serve),
            (["serve", "--directory", "public", "--product", "Site"], "--directory serves a folder as it is, without building: --product does not apply", .serve),
            (["new"], "name the new site: kiln new NAME", .new),
            (["new", "a", "b"], "one name only: 'b' is one too many", .new),
        ]
        for (arguments, message, command) in mistakes {
            #expect(throws: UsageError(message: message, command: command), "\(arguments)") { try CommandLineParser.parse(arguments) }
        }
        #expect(UsageError(message: "unknown option --x", command: .serve).description == "error: unknown option --x\nRun 'kiln serve --help' for usage.")
    }

    @Test func exitStatusIsZeroForHelpAndTwoForAMistake() {
        #expect(KilnCommandLine.run(["build", "--help"]) == 0)
        #expect(KilnCommandLine.run(["serve", "--port"]) == 2)
    }
}
