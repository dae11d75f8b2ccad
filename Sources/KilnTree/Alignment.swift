/// Horizontal placement of views, as in SwiftUI: one of the built-in guides, or a custom one
/// made from an `AlignmentID` type (`HorizontalAlignment(MyID.self)`).
public struct HorizontalAlignment: Hashable, Sendable {
    /// Which guide this is; two alignments are equal when their guides are.
    package enum Guide: Hashable, Sendable { case leading, center, trailing, custom(CustomGuide) }

    /// Kept one word wide (a custom guide is a reference): alignments are in every stack's node.
    package let guide: Guide

    package init(_ guide: Guide) {
        self.guide = guide
    }

    /// A custom guide's name and default value; nil for the built-in guides.
    package var custom: CustomGuide? {
        if case .custom(let custom) = guide { return custom }
        return nil
    }

    public static let leading = HorizontalAlignment(.leading)
    public static let center = HorizontalAlignment(.center)
    public static let trailing = HorizontalAlignment(.trailing)

    public static func == (lhs: HorizontalAlignment, rhs: HorizontalAlignment) -> Bool { lhs.guide == rhs.guide }
    public func hash(into hasher: inout Hasher) { hasher.combine(guide) }

    /// The guide's name in dumps and messages.
    package var name: String {
        switch guide {
        case .leading: "leading"
        case .center: "center"
        case .trailing: "trailing"
        case .custom: custom?.name ?? "custom"
        }
    }

    /// Merges the explicit values children give this guide, as SwiftUI's stacks do: their mean.
    package func merged(_ values: [Double]) -> Double? {
        values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
    }
}

/// Vertical placement of views, as in SwiftUI: one of the built-in guides, or a custom one
/// made from an `AlignmentID` type (`VerticalAlignment(MyID.self)`).
public struct VerticalAlignment: Hashable, Sendable {
    /// Which guide this is; two alignments are equal when their guides are.
    package enum Guide: Hashable, Sendable { case top, center, bottom, firstTextBaseline, lastTextBaseline, custom(CustomGuide) }

    /// Kept one word wide (a custom guide is a reference): alignments are in every stack's node.
    package let guide: Guide

    package init(_ guide: Guide) {
        self.guide = guide
    }

    /// A custom guide's name and default value; nil for the built-in guides.
    package var custom: CustomGuide? {
        if case .custom(let custom) = guide { return custom }
        return nil
    }

    public static let top = VerticalAlignment(.top)
    public static let center = VerticalAlignment(.center)
    public static let bottom = VerticalAlignment(.bottom)
    public static let firstTextBaseline = VerticalAlignment(.firstTextBaseline)
    public static let lastTextBaseline = VerticalAlignment(.lastTextBaseline)

    public static func == (lhs: VerticalAlignment, rhs: VerticalAlignment) -> Bool { lhs.guide == rhs.guide }
    public func hash(into hasher: inout Hasher) { hasher.combine(guide) }

    /// The guide's name in dumps and messages.
    package var name: String {
        switch guide {
        case .top: "top"
        case .center: "center"
        case .bottom: "bottom"
        case .firstTextBaseline: "firstTextBaseline"
        case .lastTextBaseline: "lastTextBaseline"
        case .custom: custom?.name ?? "custom"
        }
    }

    /// Merges the explicit values children give this guide, as SwiftUI's stacks do: the mean,
    /// but the first baseline is the topmost and the last the bottommost.
    package func merged(_ values: [Double]) -> Double? {
        switch guide {
        case .firstTextBaseline: values.min()
        case .lastTextBaseline: values.max()
        default: values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
    }
}

/// A custom alignment guide as the stages see it: its `AlignmentID` type's name, for messages,
/// and its `defaultValue(in:)`, for views that give the guide no value of their own.
package final class CustomGuide: Hashable, Sendable {
    /// The `AlignmentID` type: guides made from the same type are the same guide.
    package let id: ObjectIdentifier
    package let name: String
    package let defaultValue: @Sendable (GuideDimensions) -> Double

    package init(id: ObjectIdentifier, name: String, defaultValue: @escaping @Sendable (GuideDimensions) -> Double) {
        self.id = id
        self.name = name
        self.defaultValue = defaultValue
    }

    package static func == (lhs: CustomGuide, rhs: CustomGuide) -> Bool { lhs.id == rhs.id }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Either axis's alignment guide, as a key of a view's explicit guide values.
package enum AlignmentKey: Hashable, Sendable {
    case horizontal(HorizontalAlignment)
    case vertical(VerticalAlignment)
}

/// A view's size and the guide values it sets itself (`alignmentGuide`), as guide closures and
/// custom guides' default values read them: what the DSL's `ViewDimensions` wraps.
package struct GuideDimensions: Hashable, Sendable {
    package var width: Double
    package var height: Double
    package var explicit: [AlignmentKey: Double]

    package init(width: Double, height: Double, explicit: [AlignmentKey: Double] = [:]) {
        self.width = width
        self.height = height
        self.explicit = explicit
    }

    /// Where `guide` falls along the width: the view's own value, else the guide's default.
    /// A view without text has its baselines at its bottom.
    package subscript(guide: HorizontalAlignment) -> Double {
        if let value = explicit[.horizontal(guide)] { return value }
        switch guide.guide {
        case .leading: return 0
        case .center: return width / 2
        case .trailing: return width
        case .custom: return guide.custom?.defaultValue(self) ?? 0
        }
    }

    package subscript(guide: VerticalAlignment) -> Double {
        if let value = explicit[.vertical(guide)] { return value }
        switch guide.guide {
        case .top: return 0
        case .center: return height / 2
        case .bottom, .firstTextBaseline, .lastTextBaseline: return height
        case .custom: return guide.custom?.defaultValue(self) ?? 0
        }
    }
}

/// `alignmentGuide(_:computeValue:)`: the value the view gives one guide, computed from its
/// dimensions by the user's closure when its size is known (at build time, by the layout stage).
package struct AlignmentGuide: Sendable {
    package var key: AlignmentKey
    package var computeValue: @Sendable (GuideDimensions) -> Double
    package var source: CallSite?

    package init(_ key: AlignmentKey, source: CallSite?, computeValue: @escaping @Sendable (GuideDimensions) -> Double) {
        self.key = key
        self.source = source
        self.computeValue = computeValue
    }
}

/// A two-axis alignment, as in SwiftUI.
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
}

/// How text lines align within a multiline text, as in SwiftUI.
public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

/// A point in a view's unit square; (0, 0) is the top leading corner.
public struct UnitPoint: Hashable, Sendable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// How content fills a frame whose aspect ratio differs from its own.
public enum ContentMode: Hashable, Sendable {
    case fit, fill
}
