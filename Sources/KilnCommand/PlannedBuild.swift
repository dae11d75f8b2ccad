/// What `kiln` reads of the build SwiftPM planned (`.build/<configuration>/description.json`,
/// `BuildDescriptionCache.description(in:configuration:)`): each Swift module's compile.
struct PlannedBuild: Decodable {
    struct Command: Decodable {
        let moduleName: String
        /// The module's files, generated ones included.
        let sources: [String]
        /// Where the modules it imports are found.
        let importPath: String
        let otherArguments: [String]
        /// Its module file, written when its interface changes.
        let moduleOutputPath: String
        /// Its object files, written when it is compiled.
        let objects: [String]
    }

    let swiftCommands: [String: Command]
}
