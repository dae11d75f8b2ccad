import Foundation
import PackagePlugin

/// Compiles text files into the target as Swift string constants, rebuilt whenever one
/// changes, so that nothing is looked up at run time: for KilnEmit the page shell and base
/// stylesheet in `Templates/`; for any other target the files of its `Examples/` folder
/// (the showcase shows each example's source beside its rendering).
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let inputs: [URL]
        if target.name == "KilnEmit" {
            let folder = context.package.directoryURL.appending(path: "Templates")
            inputs = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { ["css", "html", "js"].contains($0.pathExtension) }
        } else {
            let sources = target.sourceModule?.sourceFiles(withSuffix: "swift").map(\.url) ?? []
            inputs = sources.filter { $0.pathComponents.contains("Examples") }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(inputs.count) files into \(target.name)",
                executable: try context.tool(named: "kiln-embed").url,
                arguments: [output.path] + inputs.sorted { $0.path < $1.path }.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
