import Foundation
import KilnMacroSupport

// kiln-previews MODULE OUTPUT SOURCE...: writes the catalog of the module's preview providers
// (see PreviewCatalogSource) to OUTPUT. Run by the KilnPreviews build plugin.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: kiln-previews MODULE OUTPUT [SOURCE...]\n".utf8))
    exit(2)
}
let module = arguments[arguments.startIndex]
let output = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
do {
    let files = try arguments.dropFirst(2).map { path in
        let url = URL(fileURLWithPath: path)
        return (name: url.lastPathComponent, source: try String(contentsOf: url, encoding: .utf8))
    }
    let catalog = Data(PreviewCatalogSource.make(module: module, files: files).utf8)
    // Unchanged output keeps its date, so the target is not compiled again for nothing.
    if (try? Data(contentsOf: output)) != catalog {
        try catalog.write(to: output, options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: kiln-previews: \(error)\n".utf8))
    exit(1)
}
