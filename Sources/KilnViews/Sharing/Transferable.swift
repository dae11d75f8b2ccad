import Foundation

/// A type whose values can be shared, dragged or dropped, as `CoreTransferable`'s `Transferable`.
/// A page shares URLs and text (`ShareLink`); the representations compile so that models
/// written for SwiftUI do, and a value whose representation is a proxy is shared as its proxy.
public protocol Transferable {
    associatedtype Representation: TransferRepresentation
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of transferring an item, as `CoreTransferable`'s `TransferRepresentation`.
public protocol TransferRepresentation<Item> {
    associatedtype Item: Transferable
}

/// The representations a `transferRepresentation` lists, in order of preference.
@resultBuilder
nonisolated public struct TransferRepresentationBuilder<Item: Transferable> {
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentations<Item> where R.Item == Item {
        _TransferRepresentations(representations: [representation])
    }

    public static func buildBlock(_ components: _TransferRepresentations<Item>...) -> _TransferRepresentations<Item> {
        _TransferRepresentations(representations: components.flatMap(\.representations))
    }
}

/// Not API: the representations a `transferRepresentation` lists, in order (public as its type).
nonisolated public struct _TransferRepresentations<Item: Transferable>: TransferRepresentation {
    let representations: [any TransferRepresentation]

    /// What the item is shared as: the first representation's proxy that is a URL or a text.
    func shared(_ item: Item) -> SharedValue? {
        for representation in representations {
            if let proxy = representation as? any ProxyExporting, let value = proxy.sharedValue(of: item) { return value }
        }
        return nil
    }
}

/// A URL or a text, as a share link hands it on.
nonisolated enum SharedValue {
    case url(URL)
    case text(String)

    static func of<T: Transferable>(_ item: T) -> SharedValue? {
        if let url = item as? URL { return .url(url) }
        if let text = item as? String { return .text(text) }
        if let text = item as? AttributedString { return .text(String(text.characters)) }
        if let representations = T.transferRepresentation as? _TransferRepresentations<T> { return representations.shared(item) }
        return nil
    }
}

/// A proxy representation, which exports the item as another transferable value.
protocol ProxyExporting {
    func sharedValue(of item: Any) -> SharedValue?
}

/// Transfers an item as another transferable value, as `CoreTransferable`'s `ProxyRepresentation`.
nonisolated public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation, ProxyExporting {
    let exporting: ((Item) throws -> ProxyRepresentation)?

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        self.exporting = exporting
    }

    public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation, importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = exporting
    }

    public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        self.exporting = nil
    }

    func sharedValue(of item: Any) -> SharedValue? {
        guard let item = item as? Item, let proxy = try? exporting?(item) else { return nil }
        return SharedValue.of(proxy)
    }
}

/// Transfers a `Codable` item encoded as JSON, as `CoreTransferable`'s `CodableRepresentation`.
nonisolated public struct CodableRepresentation<Item: Transferable & Codable>: TransferRepresentation {
    public init(for itemType: Item.Type = Item.self, contentType: UTType) {}
}

/// Transfers an item as bytes of a content type, as `CoreTransferable`'s `DataRepresentation`.
nonisolated public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    public init(contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Foundation.Data, importing: @escaping @Sendable (Foundation.Data) async throws -> Item) {}
    public init(exportedContentType contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Foundation.Data) {}
    public init(importedContentType contentType: UTType, importing: @escaping @Sendable (Foundation.Data) async throws -> Item) {}
}

/// Not API: the representation of the standard transferable types (public as their associated type).
nonisolated public struct _BuiltInTransferRepresentation<Item: Transferable>: TransferRepresentation {}

nonisolated extension String: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<String> { return _BuiltInTransferRepresentation() }
}

nonisolated extension URL: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<URL> { return _BuiltInTransferRepresentation() }
}

nonisolated extension Foundation.Data: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<Foundation.Data> { return _BuiltInTransferRepresentation() }
}

nonisolated extension AttributedString: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<AttributedString> { return _BuiltInTransferRepresentation() }
}

nonisolated extension Image: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<Image> { return _BuiltInTransferRepresentation() }
}

nonisolated extension Never: Transferable {
    public static var transferRepresentation: _BuiltInTransferRepresentation<Never> { return _BuiltInTransferRepresentation() }
}
