import Foundation
import KilnLayout

/// The colour sets of the site's `Assets/` folder (Xcode's `Name.colorset/Contents.json`, at any
/// depth, so an `Assets.xcassets` copied from an app works), as `Color("Name")` refers to them.
struct ColorSets {
    struct Entry: Equatable {
        var light: String
        var dark: String?
    }

    private(set) var entries: [String: Entry] = [:]
    /// The names of the custom properties defined, to find the colours a page uses that are
    /// missing; made once, as every page is checked against them.
    private(set) var variables: Set<String> = []
    /// Colour sets that could not be read, with why.
    private(set) var problems: [String] = []

    init(folder: URL) {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return }
        var found: [URL] = []
        for case let url as URL in walker where url.pathExtension == "colorset" {
            found.append(url)
            walker.skipDescendants()
        }
        for url in found.sorted(by: { $0.path < $1.path }) {
            let name = url.deletingPathExtension().lastPathComponent
            guard entries[name] == nil else { continue }
            do {
                entries[name] = try Self.read(url.appendingPathComponent("Contents.json"))
            } catch {
                problems.append("\(url.path): \(error)")
            }
        }
        variables = Set(entries.keys.map(assetColorVariable))
    }


    /// The custom properties that define every colour set, light then dark.
    var stylesheet: String {
        guard !entries.isEmpty else { return "" }
        let names = entries.keys.sorted()
        let light = names.map { "\(assetColorVariable($0)):\(entries[$0]!.light)" }.joined(separator: ";")
        let dark = names.compactMap { name in entries[name]!.dark.map { "\(assetColorVariable(name)):\($0)" } }.joined(separator: ";")
        return ":root{\(light)}" + (dark.isEmpty ? "" : "@media (prefers-color-scheme:dark){:root{\(dark)}}")
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    private static func read(_ file: URL) throws -> Entry {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
        guard let colors = (json as? [String: Any])?["colors"] as? [[String: Any]] else {
            throw ReadError(description: "no \"colors\" list")
        }
        var light: String?
        var dark: String?
        for color in colors {
            let appearances = color["appearances"] as? [[String: Any]] ?? []
            let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
            // High-contrast variants have no counterpart on the web; the plain ones are kept.
            guard !appearances.contains(where: { $0["appearance"] as? String == "contrast" }) else { continue }
            guard let value = try css(color["color"] as? [String: Any]) else { continue }
            switch luminosity {
            case "dark": dark = dark ?? value
            case "light", nil: light = light ?? value
            default: continue
            }
        }
        guard let light else { throw ReadError(description: "no colour for the light (any) appearance") }
        return Entry(light: light, dark: dark)
    }

    /// `rgb(…)`/`rgba(…)` from a colour entry's sRGB or display-P3 components, which Xcode writes as
    /// fractions ("0.502"), 0–255 integers ("128") or hexadecimal bytes ("0x80").
    private static func css(_ color: [String: Any]?) throws -> String? {
        guard let color else { return nil }
        guard let components = color["components"] as? [String: Any] else {
            throw ReadError(description: "a platform colour reference (\(color["reference"] ?? "none")) has no value on the web")
        }
        func channel(_ key: String) throws -> Double {
            guard let text = components[key] as? String ?? (components[key] as? NSNumber)?.stringValue else {
                throw ReadError(description: "no \(key) component")
            }
            if text.hasPrefix("0x") || text.hasPrefix("0X"), let byte = Int(text.dropFirst(2), radix: 16) { return Double(byte) / 255 }
            guard let value = Double(text) else { throw ReadError(description: "\(key) is not a number: \(text)") }
            return text.contains(".") ? value : value / 255
        }
        // Alpha is a fraction however the channels are written ("1", "1.000").
        let alpha = try (components["alpha"] as? String).map { text in
            guard let value = Double(text) else { throw ReadError(description: "alpha is not a number: \(text)") }
            return value
        } ?? 1
        let rgb = try ["red", "green", "blue"].map { Int((min(1, max(0, try channel($0))) * 255).rounded()) }
        let space = (color["color-space"] as? String) ?? "srgb"
        if space == "display-p3" {
            let values = try ["red", "green", "blue"].map { String(format: "%.4g", try channel($0)) }.joined(separator: " ")
            return "color(display-p3 \(values)\(alpha < 1 ? " / \(String(format: "%.3g", alpha))" : ""))"
        }
        let channels = rgb.map(String.init).joined(separator: ",")
        return alpha >= 1 ? "rgb(\(channels))" : "rgba(\(channels),\(String(format: "%.3g", alpha)))"
    }
}
