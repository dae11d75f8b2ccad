import Foundation
import KilnTree

/// A button that opens the photo library, as PhotosUI's `PhotosPicker`: its label names a file
/// input accepting images (or the filter's kinds), which a phone's browser opens on its photo
/// library. The chosen photos stay in the reader's browser; the binding keeps its value.
nonisolated public struct PhotosPicker<Label: View>: View {
    let label: Label
    let accept: String?
    let allowsMultiple: Bool

    public init(selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.accept = (filter ?? .images).accept
        self.allowsMultiple = false
    }

    public init(selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil, selectionBehavior: PhotosPickerSelectionBehavior = .default,
                matching filter: PHPickerFilter? = nil, preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.accept = (filter ?? .images).accept
        self.allowsMultiple = maxSelectionCount != 1
    }

    public typealias Body = Never

    public static func _lower(_ view: Self, into nodes: inout [_Node], context: _LoweringContext) {
        let picker = FilePicker(accept: view.accept, allowsMultiple: view.allowsMultiple)
        nodes.append(context.control(.filePicker(picker), children: [labelNode(lowered(view.label, context: context))]))
    }
}

nonisolated extension PhotosPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<PhotosPickerItem?>, matching filter: PHPickerFilter? = nil,
                                   preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, matching: filter, preferredItemEncoding: preferredItemEncoding) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<[PhotosPickerItem]>, maxSelectionCount: Int? = nil,
                selectionBehavior: PhotosPickerSelectionBehavior = .default, matching filter: PHPickerFilter? = nil,
                preferredItemEncoding: PhotosPickerItem.EncodingDisambiguationPolicy = .automatic) {
        self.init(selection: selection, maxSelectionCount: maxSelectionCount, selectionBehavior: selectionBehavior, matching: filter,
                  preferredItemEncoding: preferredItemEncoding) { Text(titleKey) }
    }
}

/// A photo chosen in a `PhotosPicker`, as PhotosUI's `PhotosPickerItem`. None is chosen while a page is built.
nonisolated public struct PhotosPickerItem: Hashable, Sendable {
    public let itemIdentifier: String?
    public let supportedContentTypes: [UTType]

    public init(itemIdentifier: String) {
        self.itemIdentifier = itemIdentifier
        self.supportedContentTypes = []
    }

    /// Loads the photo as `type`; at build time there is no photo, so nil.
    public func loadTransferable<T: Transferable>(type: T.Type) async throws -> T? { nil }

    /// How a picker encodes the photos it hands over, as PhotosUI's policy.
    public enum EncodingDisambiguationPolicy: Hashable, Sendable {
        case automatic, current, compatible
    }
}

/// How a picker orders and keeps selections, as PhotosUI's `PhotosPickerSelectionBehavior`.
nonisolated public struct PhotosPickerSelectionBehavior: Hashable, Sendable {
    public static let `default` = PhotosPickerSelectionBehavior()
    public static let ordered = PhotosPickerSelectionBehavior()
    public static let continuous = PhotosPickerSelectionBehavior()
    public static let continuousAndOrdered = PhotosPickerSelectionBehavior()
}

/// The kinds of assets a picker offers, as PhotosKit's `PHPickerFilter`: what the file input accepts.
nonisolated public struct PHPickerFilter: Hashable, Sendable {
    /// MIME patterns (`image/*`); empty for any file.
    let mimeTypes: [String]

    var accept: String? { mimeTypes.isEmpty ? nil : mimeTypes.joined(separator: ",") }

    public static let images = PHPickerFilter(mimeTypes: ["image/*"])
    public static let videos = PHPickerFilter(mimeTypes: ["video/*"])
    public static let livePhotos = PHPickerFilter(mimeTypes: ["image/*"])
    public static let screenshots = PHPickerFilter(mimeTypes: ["image/*"])
    public static let panoramas = PHPickerFilter(mimeTypes: ["image/*"])
    public static let bursts = PHPickerFilter(mimeTypes: ["image/*"])
    public static let depthEffectPhotos = PHPickerFilter(mimeTypes: ["image/*"])
    public static let slomoVideos = PHPickerFilter(mimeTypes: ["video/*"])
    public static let timelapseVideos = PHPickerFilter(mimeTypes: ["video/*"])
    public static let screenRecordings = PHPickerFilter(mimeTypes: ["video/*"])

    public static func any(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        var seen: [String] = []
        for type in subfilters.flatMap(\.mimeTypes) where !seen.contains(type) { seen.append(type) }
        return PHPickerFilter(mimeTypes: seen)
    }

    /// Assets matching all of the filters: the kinds they have in common.
    public static func all(of subfilters: [PHPickerFilter]) -> PHPickerFilter {
        guard let first = subfilters.first else { return PHPickerFilter(mimeTypes: []) }
        return PHPickerFilter(mimeTypes: first.mimeTypes.filter { type in subfilters.allSatisfy { $0.mimeTypes.contains(type) } })
    }

    /// Assets not matching the filter: a file input cannot exclude, so it accepts images and videos.
    public static func not(_ filter: PHPickerFilter) -> PHPickerFilter {
        PHPickerFilter(mimeTypes: ["image/*", "video/*"].filter { !filter.mimeTypes.contains($0) })
    }
}

nonisolated extension View {
    /// Makes the view draggable with `payload`; a page has no dragging, so the build says so once.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T, fileID: String = #fileID, line: Int = #line) -> some View {
        appOnly("draggable", fileID: fileID, line: line)
    }

    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, fileID: String = #fileID, line: Int = #line,
                                                     @ViewBuilder preview: () -> V) -> some View {
        appOnly("draggable", fileID: fileID, line: line)
    }

    /// Accepts dropped items of `payloadType`; a page takes no drops, so the build says so once.
    public func dropDestination<T: Transferable>(for payloadType: T.Type = T.self, fileID: String = #fileID, line: Int = #line,
                                                 action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }) -> some View {
        appOnly("dropDestination", fileID: fileID, line: line)
    }
}
