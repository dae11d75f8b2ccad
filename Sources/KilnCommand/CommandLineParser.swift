/// A command line `kiln` cannot act on, with the command whose help would explain it.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var command: CommandName?

    public var description: String {
        "error: \(message)\nRun 'kiln \(command.map { "\($0.rawValue) " } ?? "")--help' for usage."
    }
}

/// Reads `kiln`'s arguments (without the executable's own name) into a `Command`. Options take
/// their value as the next argument or after `=` (`--port 8001`, `--port=8001`).
public enum CommandLineParser {
    public static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(nil) }
        if ["--help", "-h", "help"].contains(first) {
            guard let topic = arguments.dropFirst().first else { return .help(nil) }
            guard let name = CommandName(rawValue: topic) else { throw UsageError(message: "there is no command '\(topic)'") }
            return .help(name)
        }
        if first == "--version" {
            guard arguments.count == 1 else { throw UsageError(message: "--version takes no other argument") }
            return .version
        }
        guard let name = CommandName(rawValue: first) else {
            throw UsageError(message: first.hasPrefix("-") ? "unknown option \(first)" : "there is no command '\(first)'")
        }
        var reader = ArgumentReader(arguments.dropFirst(), command: name)
        if reader.asksForHelp { return .help(name) }
        switch name {
        case .build: return .build(try parseBuild(&reader))
        case .serve: return .serve(try parseServe(&reader))
        case .new: return .new(try parseNew(&reader))
        }
    }

    private static func parseBuild(_ reader: inout ArgumentReader) throws(UsageError) -> BuildOptions {
        var options = BuildOptions()
        while let argument = try reader.next() {
            if try parseSetting(argument, into: &options.settings, reader: &reader) { continue }
            switch argument {
            case "--base-url": options.baseURL = try reader.value(for: argument)
            default: throw reader.unexpected(argument)
            }
        }
        return options
    }

    private static func parseServe(_ reader: inout ArgumentReader) throws(UsageError) -> ServeOptions {
        var options = ServeOptions()
        var buildOption: String?
        while let argument = try reader.next() {
            if try parseSetting(argument, into: &options.settings, reader: &reader) {
                buildOption = buildOption ?? argument
                continue
            }
            switch argument {
            case "--directory": options.directory = try reader.value(for: argument)
            case "--host": options.host = try reader.value(for: argument)
            case "--port": options.port = try port(try reader.value(for: argument))
            case "--whole-builds":
                options.reloadsSwiftEdits = false
                buildOption = buildOption ?? argument
            default: throw reader.unexpected(argument)
            }
        }
        if options.directory != nil, let buildOption {
            throw UsageError(message: "--directory serves a folder as it is, without building: \(buildOption) does not apply", command: .serve)
        }
        return options
    }

    private static func parseNew(_ reader: inout ArgumentReader) throws(UsageError) -> NewSiteOptions {
        var name: String?
        var kilnPath: String?
        var template = NewSiteOptions.SiteKind.page
        while let argument = try reader.next() {
            switch argument {
            case "--kiln": kilnPath = try reader.value(for: argument)
            case "--template":
                let value = try reader.value(for: argument)
                guard let kind = NewSiteOptions.SiteKind(rawValue: value) else {
                    throw UsageError(message: "no template '\(value)': choose \(NewSiteOptions.SiteKind.allCases.map(\.rawValue).joined(separator: " or "))", command: .new)
                }
                template = kind
            case _ where argument.hasPrefix("-"): throw reader.unexpected(argument)
            case _ where name == nil: name = argument
            default: throw UsageError(message: "one name only: '\(argument)' is one too many", command: .new)
            }
        }
        guard let name else { throw UsageError(message: "name the new site: kiln new NAME", command: .new) }
        return NewSiteOptions(name: name, kilnPath: kilnPath, template: template)
    }

    /// The options `build` and `serve` share; false if `argument` is not one of them.
    private static func parseSetting(_ argument: String, into settings: inout SiteBuildSettings, reader: inout ArgumentReader) throws(UsageError) -> Bool {
        switch argument {
        case "--product":
            settings.product = try reader.value(for: argument)
        case "--configuration", "-c":
            let value = try reader.value(for: argument)
            guard let configuration = BuildConfiguration(rawValue: value) else {
                throw UsageError(message: "\(argument) is debug or release, not '\(value)'", command: reader.command)
            }
            settings.configuration = configuration
        case "--ignore-lock":
            settings.ignoresLock = true
        default:
            return false
        }
        return true
    }

    private static func port(_ text: String) throws(UsageError) -> UInt16 {
        guard let port = UInt16(text), port > 0 else {
            throw UsageError(message: "--port is a number from 1 to 65535, not '\(text)'", command: .serve)
        }
        return port
    }
}

/// Walks a command's arguments, splitting `--option=value` into the option and its value.
private struct ArgumentReader {
    let command: CommandName
    private var arguments: [String]
    private var index = 0
    /// The value given after `=` to the option just read.
    private var attachedValue: String?

    init(_ arguments: ArraySlice<String>, command: CommandName) {
        self.arguments = Array(arguments)
        self.command = command
    }

    var asksForHelp: Bool { arguments.contains { $0 == "--help" || $0 == "-h" } }

    mutating func next() throws(UsageError) -> String? {
        if attachedValue != nil { throw UsageError(message: "\(arguments[index - 1]) takes no value", command: command) }
        guard index < arguments.count else { return nil }
        let argument = arguments[index]
        index += 1
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
            attachedValue = String(argument[argument.index(after: equals)...])
            return String(argument[..<equals])
        }
        return argument
    }

    mutating func value(for option: String) throws(UsageError) -> String {
        if let value = attachedValue {
            attachedValue = nil
            return value
        }
        guard index < arguments.count, !arguments[index].hasPrefix("-") else {
            throw UsageError(message: "\(option) needs a value", command: command)
        }
        index += 1
        return arguments[index - 1]
    }

    func unexpected(_ argument: String) -> UsageError {
        UsageError(message: argument.hasPrefix("-") ? "unknown option \(argument)" : "unexpected argument '\(argument)'", command: command)
    }
}
