import KilnTree

/// Not API: the `PreviewProvider` types and `#Preview`s of a site's target, listed by the `KilnPreviews` build
/// plugin in a generated `_KilnPreviewCatalog` type that `kiln serve` looks up at run time.
@MainActor @preconcurrency
public protocol _PreviewCatalog {
    static var providers: [_PreviewProviderEntry] { get }
}

/// Not API: one `PreviewProvider` or `#Preview` of a generated catalog, with where it is written.
nonisolated public struct _PreviewProviderEntry {
    let name: String
    let slug: String
    let source: CallSite
    let variants: @MainActor () -> [PreviewVariant]

    public init<Provider: PreviewProvider>(_ provider: Provider.Type, fileID: String, line: Int) {
        name = String(describing: provider)
        slug = PagePath.slug(name)
        source = CallSite(fileID: fileID, line: line)
        variants = { previewVariants(of: Provider.previews) }
    }

    /// A `#Preview`, by the registry type its expansion declares.
    public init(_ registry: any PreviewRegistry.Type) {
        source = CallSite(fileID: registry.fileID, line: registry.line)
        let file = registry.fileID.split(separator: "/").last.map(String.init) ?? registry.fileID
        name = "#Preview, \(file):\(registry.line)"
        slug = PagePath.slug("\(file)-\(registry.line)")
        variants = {
            // A preview whose traits cannot be made (a throwing `PreviewModifier` context) is left out.
            guard let preview = try? registry.makePreview() else { return [] }
            return [PreviewVariant(preview)]
        }
    }
}

/// A provider's previews, or a `#Preview`, ready to be shown.
nonisolated package struct PreviewGroup {
    /// The provider type's name, or where the `#Preview` is.
    package let name: String
    /// The group's folder name: `guestrow-previews` for `GuestRow_Previews`, `row-swift-12`
    /// for a `#Preview` at line 12 of `Row.swift`.
    package let slug: String
    package let source: CallSite
    package let variants: [PreviewVariant]
}

nonisolated extension PreviewVariant {
    /// A `#Preview`'s view with its name, layout and orientation. A `PreviewModifier` trait is
    /// not applied: its shared context is made asynchronously, and pages are made synchronously.
    @MainActor init(_ preview: Preview) {
        var traits = PreviewVariantTraits(name: preview.displayName)
        for trait in preview.traits {
            switch trait.kind {
            case .layout(let layout): traits.layout = layout
            case .orientation(let orientation): traits.orientation = orientation
            case .modifier: break
            }
        }
        self.init(traits: traits, content: preview.content())
    }
}

/// The previews of the module `app` is declared in, from the catalog the `KilnPreviews` plugin
/// generates into it; nil when the module has none (the plugin is not applied to its target).
package func previewGroups<A: App>(inModuleOf app: A.Type) -> [PreviewGroup]? {
    let module = moduleName(of: app)
    // The catalog's mangled name: `<module>._KilnPreviewCatalog`, an enum.
    let catalogName = "_KilnPreviewCatalog"
    let mangled = "\(module.utf8.count)\(module)\(catalogName.utf8.count)\(catalogName)O"
    guard let catalog = _typeByName(mangled) as? any _PreviewCatalog.Type else { return nil }
    return groups(of: catalog)
}

private func groups<Catalog: _PreviewCatalog>(of catalog: Catalog.Type) -> [PreviewGroup] {
    onMainActorExecutor {
        runAsMainActor(catalog) { catalog in
            catalog.providers.map { PreviewGroup(name: $0.name, slug: $0.slug, source: $0.source, variants: $0.variants()) }
        }
    }
}

nonisolated extension PreviewVariant {
    /// The page that shows this preview alone, sized as its layout says.
    package func page(path: String, title: String, source: CallSite) -> ScenePage {
        page(content, path: path, title: title, source: source)
    }

    private func page<Content: View>(_ content: Content, path: String, title: String, source: CallSite) -> ScenePage {
        let layout = traits.layout ?? .device
        return ScenePage(role: .page(path: path), title: title, source: source) { PreviewFrame(content: content, layout: layout) }
    }
}

/// A preview as its layout sizes it: `.fixed` in a frame of that size, `.sizeThatFits` offered
/// the device's width and as tall as it needs (SwiftUI's "fit the container to the size of the
/// preview when offered the size of the device"), `.device` filling the page.
nonisolated struct PreviewFrame<Content: View>: View {
    let content: Content
    let layout: PreviewLayout

    typealias Body = Never

    static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        switch view.layout {
        case .device: lower(view.content, into: &nodes, context: context)
        case .sizeThatFits: lower(view.content.fixedSize(horizontal: false, vertical: true), into: &nodes, context: context)
        case .fixed(let width, let height): lower(view.content.frame(width: width, height: height), into: &nodes, context: context)
        }
    }
}
