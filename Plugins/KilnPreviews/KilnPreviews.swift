import Foundation
import PackagePlugin

/// Lists a target's `PreviewProvider` types in a generated `_KilnPreviewCatalog`, so that
/// `kiln serve` shows them on its previews page without the user registering any: apply it to
/// the site's executable target (`plugins: [.plugin(name: "KilnPreviews", package: "kiln")]`).
@main
struct KilnPreviews: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let module = target.sourceModule else { return [] }
        let sources = module.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appending(path: "KilnPreviewCatalog.swift")
        return [
            .buildCommand(
                displayName: "Listing the previews of \(target.name)",
                executable: try context.tool(named: "kiln-previews").url,
                arguments: [module.moduleName, output.path] + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [output])
        ]
    }
}
