import Foundation
import Kiln

/// A fresh temporary folder for one test, inside the test process's own folder, which is
/// removed when the process ends: most tests leave their built site in it, and each run left
/// about fifty sites in the temporary directory.
func temporaryFolder() throws -> URL {
    let url = testProcessFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

private let testProcessFolder: URL = {
    atexit { try? FileManager.default.removeItem(at: folderOfTestProcess(getpid())) }
    return folderOfTestProcess(getpid())
}()

private func folderOfTestProcess(_ id: pid_t) -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("kiln-site-tests-\(id)")
}

/// The site's shared stylesheet (`kiln-<hash>.css`): its file name and its rules.
func sharedStylesheet(in site: URL) throws -> (name: String, rules: String) {
    let names = try FileManager.default.contentsOfDirectory(atPath: site.path).filter { $0.hasPrefix("kiln-") && $0.hasSuffix(".css") }
    guard names.count == 1 else { throw CocoaError(.fileNoSuchFile) }
    return (names[0], try read(site, names[0]))
}

func read(_ folder: URL, _ path: String) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
}

/// Every file below a folder, by relative path, with its bytes.
func contents(of folder: URL) throws -> [String: Data] {
    var result: [String: Data] = [:]
    let root = folder.standardizedFileURL.path
    for case let url as URL in FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)! {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
        let path = String(url.standardizedFileURL.path.dropFirst(root.count + 1))
        result[path] = try Data(contentsOf: url)
    }
    return result
}

/// A one-pixel PNG, enough for an asset.
let pixelPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==")!

struct SampleSite: App {
    var body: some Scene {
        WindowGroup("Home") {
            VStack {
                Text("Welcome").font(.largeTitle)
                Image("photo")
            }
        }
        Window("Party Budget", id: "budget") {
            Text("Budget View")
        }
        .keyboardShortcut("0")
        .defaultSize(width: 220, height: 250)
        Page(path: "docs/intro", title: "Introduction") {
            Text("Docs")
        }
    }
}
