import Foundation

/// How SwiftPM compiles the site's own module, read from the build it planned
/// (`.build/<configuration>/description.json`): its sources (generated ones included), where it
/// finds the modules it imports, and its flags. `kiln serve` compiles the module again from
/// these, as a shared library, to reload a Swift edit without relinking Kiln.
struct ModuleCompile: Equatable {
    var moduleName: String
    var sources: [String]
    var importPath: String
    var flags: [String]

    /// The compile of `module` in a build description; nil when it has none, or when the module
    /// has top-level code (a `main.swift`), which a library cannot hold.
    init?(description: Data, module: String) {
        guard let plan = try? JSONDecoder().decode(PlannedBuild.self, from: description),
            let command = plan.swiftCommands.values.first(where: { $0.moduleName == module }),
            !command.sources.contains(where: { $0.hasSuffix("/main.swift") })
        else { return nil }
        moduleName = command.moduleName
        sources = command.sources
        importPath = command.importPath
        flags = Self.flags(command.otherArguments)
    }

    /// SwiftPM's flags without what only its own incremental build needs (batches, jobs,
    /// indexing, diagnostics files, debug information), nor the executable's entry point name.
    private static func flags(_ arguments: [String]) -> [String] {
        var flags: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-incremental", "-enable-batch-mode", "-serialize-diagnostics", "-parseable-output", "-g":
                index += 1
            case "-index-store-path":
                index += 2
            case "-Xcc" where arguments.indices.contains(index + 1) && arguments[index + 1] == "-g":
                index += 2
            case "-Xfrontend" where arguments.indices.contains(index + 1) && arguments[index + 1] == "-entry-point-function-name":
                index += 4
            case _ where argument.hasPrefix("-j"):
                index += 1
            default:
                flags.append(argument)
                index += 1
            }
        }
        return flags
    }

    /// `swiftc` arguments that build the module as a shared library at `output`, its symbols
    /// named for `abiName` (so that none binds to the executable's copy of the module), its entry point
    /// the C function `entryPoint`. Call sites keep the module's name, so errors name the
    /// user's files as a normal build does.
    func libraryArguments(abiName: String, entryPoint: String, output: String) -> [String] {
        ["-emit-library", "-module-name", moduleName, "-module-abi-name", abiName, "-parse-as-library", "-I", importPath]
            + flags + ["-Xfrontend", "-entry-point-function-name", "-Xfrontend", entryPoint] + sources + ["-o", output]
    }
}
