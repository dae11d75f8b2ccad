import Foundation
import KilnTree

nonisolated extension View {
    /// Space around the view: 16 pt on every side by default, as in SwiftUI.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        modified(.padding(EdgeInsets(edges, Double(length ?? 16))))
    }

    public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public func padding(_ insets: EdgeInsets) -> some View {
        modified(.padding(insets))
    }

    /// A box of a fixed size with the view placed in it by `alignment`.
    public func frame(
        width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        var problems = FrameCheck(site: CallSite(fileID: fileID, line: line))
        let width = problems.length(width, "width")
        let height = problems.length(height, "height")
        return modified(.frame(width: width, height: height, alignment: alignment), problems: problems.found)
    }

    /// A box whose size follows the offered size within the bounds given, with the view placed
    /// in it by `alignment`; `maxWidth: .infinity` fills the offered width.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        var problems = FrameCheck(site: CallSite(fileID: fileID, line: line))
        var frame = FlexibleFrame(
            minWidth: problems.length(minWidth, "minWidth"), idealWidth: problems.length(idealWidth, "idealWidth"),
            maxWidth: problems.length(maxWidth, "maxWidth", allowsInfinity: true),
            minHeight: problems.length(minHeight, "minHeight"), idealHeight: problems.length(idealHeight, "idealHeight"),
            maxHeight: problems.length(maxHeight, "maxHeight", allowsInfinity: true), alignment: alignment)
        problems.order(&frame.minWidth, &frame.maxWidth, "width")
        problems.order(&frame.minHeight, &frame.maxHeight, "height")
        return modified(.flexibleFrame(frame), problems: problems.found)
    }

    /// The view at its ideal size: text does not wrap, flexible views stop growing.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        modified(horizontal || vertical ? .fixedSize(horizontal: horizontal, vertical: vertical) : nil)
    }

    /// Which of a stack's children gets space first when there is not enough.
    public func layoutPriority(_ value: Double) -> some View {
        modified(value == 0 ? nil : .layoutPriority(value))
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        var ratio: Double?
        if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { ratio = Double(aspectRatio) }
        return modified(.aspectRatio(ratio, contentMode))
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }
    public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

    /// Draws the view moved by an offset without changing its place in the layout.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modified(x == 0 && y == 0 ? nil : .offset(x: Double(x), y: Double(y)))
    }

    public func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Names the view's coordinate space, which gestures and geometry readers inside measure in
    /// as `.named(name)`; it draws nothing.
    public func coordinateSpace<T: Hashable>(name: T) -> some View { self }

    /// Puts the view's centre at (x, y) in the space its container offers, which the view then
    /// takes whole, as SwiftUI's `position`. A coordinate that is not finite is an error at its line.
    public func position(x: CGFloat = 0, y: CGFloat = 0, fileID: String = #fileID, line: Int = #line) -> some View {
        guard x.isFinite, y.isFinite else {
            return modified(nil, problems: [Diagnostic(.error, "position(x: \(x), y: \(y)) must be finite", at: CallSite(fileID: fileID, line: line))])
        }
        return modified(.position(x: Double(x), y: Double(y)))
    }

    public func position(_ position: CGPoint, fileID: String = #fileID, line: Int = #line) -> some View {
        self.position(x: position.x, y: position.y, fileID: fileID, line: line)
    }

    /// Orders the view among the views of its container (a `ZStack`, an overlay's or a
    /// background's views, a stack): a higher value draws on top; equal values, 0 by default,
    /// keep their order. It never moves the view or changes its size.
    public func zIndex(_ value: Double) -> some View {
        modified(value.isNaN ? nil : .zIndex(value))
    }

    /// Hides the view but keeps its space, as in SwiftUI.
    public func hidden() -> some View {
        modified(.hidden)
    }
}

/// Checks frame lengths as SwiftUI does at run time ("Invalid frame dimension"), but at build
/// time and with the user's file and line.
nonisolated private struct FrameCheck {
    let site: CallSite
    var found: [Diagnostic] = []

    mutating func length(_ value: CGFloat?, _ name: String, allowsInfinity: Bool = false) -> Double? {
        guard let value = value.map(Double.init) else { return nil }
        if value.isNaN || (value.isInfinite && !(allowsInfinity && value > 0)) || value < 0 {
            found.append(Diagnostic(.warning, "frame \(name) \(value) is invalid (negative or not finite); it is ignored", at: site))
            return nil
        }
        return value
    }

    mutating func order(_ minimum: inout Double?, _ maximum: inout Double?, _ axis: String) {
        guard let low = minimum, let high = maximum, low > high else { return }
        found.append(Diagnostic(.warning, "frame min\(axis.capitalized) \(low) is larger than max\(axis.capitalized) \(high); the maximum is raised to it", at: site))
        maximum = low
    }
}
