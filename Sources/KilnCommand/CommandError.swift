import Foundation

/// Why a `kiln` command failed, in words that say what to do about it.
enum CommandError: Error, CustomStringConvertible {
    case noPackage(URL)
    case unreadablePackage(String)
    case noExecutable
    case severalExecutables([String])
    case noSuchProduct(String, available: [String])
    case compileFailed(product: String, errors: String)
    case siteFailed(product: String, errors: String)
    case noFolder(String)
    case serverFailed(String)
    case cannotWatch(String)
    case kilnNotFound(searchedFrom: String)
    case notKiln(String)
    case invalidSiteName(String)
    case siteFolderExists(String)
    case cannotWrite(String, reason: String)

    var description: String {
        switch self {
        case .noPackage(let directory):
            "There is no Package.swift in \(directory.path): run kiln in a site package's folder (kiln new NAME makes one)."
        case .unreadablePackage(let output):
            "swift package describe could not read the package:\n\(output)"
        case .noExecutable:
            "The package has no executable product: add an executable target whose App builds the site."
        case .severalExecutables(let names):
            "The package has several executables (\(names.joined(separator: ", "))): choose the site's with --product NAME."
        case .noSuchProduct(let name, let available):
            "There is no executable product named \(name); this package has: \(available.isEmpty ? "none" : available.joined(separator: ", "))."
        case .compileFailed(let product, let errors):
            "\(errors)\nCompiling \(product) failed."
        case .siteFailed(let product, let errors):
            "\(errors)\n\(product) could not build the site; the previous site/ is left as it was."
        case .noFolder(let path):
            "There is no folder \(path) to serve."
        case .serverFailed(let reason):
            "The server could not start: \(reason)"
        case .cannotWatch(let reason):
            "Cannot watch the package's files for changes: \(reason)"
        case .kilnNotFound(let start):
            "Cannot find the Kiln checkout this kiln was built in (looked in the folders above \(start), and where it was compiled): pass --kiln PATH."
        case .notKiln(let path):
            "\(path) is not a Kiln checkout (it has no Templates/new-site)."
        case .invalidSiteName(let name):
            "'\(name)' cannot name a site package: use letters, digits, - and _, starting with a letter."
        case .siteFolderExists(let path):
            "\(path) already exists: choose another name, or remove it."
        case .cannotWrite(let path, let reason):
            "Cannot write \(path): \(reason)"
        }
    }
}
