import Foundation
import KilnTree

nonisolated extension View {
    /// A frame as large as the container (the nearest scroll view, else the page) along `axes`,
    /// with the view placed in it by `alignment`.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        let whole = ContainerRelativeLength(fraction: 1, offset: 0)
        return modified(.containerRelativeFrame(ContainerRelativeFrame(axes, alignment: alignment) { _ in whole }))
    }

    /// A frame `span` of `count` equal columns (or rows) of the container wide, `spacing` apart:
    /// (length − spacing × (count − 1)) / count × span + spacing × (span − 1).
    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center,
        fileID: String = #fileID, line: Int = #line
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        guard count > 0, span > 0, spacing.isFinite else {
            let problem = Diagnostic(
                .error, "containerRelativeFrame needs a count and span of at least 1 and a finite spacing (count \(count), span \(span), spacing \(spacing))",
                at: site)
            return modified(nil, problems: [problem])
        }
        let length = ContainerRelativeLength(count: count, span: span, spacing: Double(spacing))
        return modified(.containerRelativeFrame(ContainerRelativeFrame(axes, alignment: alignment) { _ in length }))
    }

    /// A frame whose length along each of `axes` is `length` of the container's length. Kiln
    /// writes it as CSS when it is a share of the container plus a constant (as every closure
    /// of the container's length and arithmetic is); otherwise the view keeps its own size.
    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, fileID: String = #fileID, line: Int = #line,
        _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        var fit = AffineLengthFit(site: CallSite(fileID: fileID, line: line))
        let frame = ContainerRelativeFrame(axes, alignment: alignment) { axis in fit.length(of: length, along: axis) }
        return modified(frame.width == nil && frame.height == nil ? nil : .containerRelativeFrame(frame), problems: fit.found)
    }
}

nonisolated extension ContainerRelativeFrame {
    init(_ axes: Axis.Set, alignment: Alignment, length: (Axis) -> ContainerRelativeLength?) {
        self.init(
            width: axes.contains(.horizontal) ? length(.horizontal) : nil,
            height: axes.contains(.vertical) ? length(.vertical) : nil,
            alignment: alignment)
    }
}

/// Finds the share and constant of a length closure from its answers at a few container
/// lengths, with a problem where it gives no number or is not a share plus a constant.
nonisolated private struct AffineLengthFit {
    let site: CallSite
    var found: [Diagnostic] = []

    /// Container lengths the closure is asked about: a phone, a tablet and a desktop, and 0.
    static let probes: [Double] = [0, 390, 768, 1280]

    mutating func length(of closure: (CGFloat, Axis) -> CGFloat, along axis: Axis) -> ContainerRelativeLength? {
        let answers = Self.probes.map { Double(closure(CGFloat($0), axis)) }
        if let bad = answers.first(where: { !$0.isFinite }) {
            found.append(Diagnostic(.error, "containerRelativeFrame's length closure returned \(bad) for the \(axis) axis; a length must be a finite number", at: site))
            return nil
        }
        let offset = answers[0]
        let fraction = (answers[answers.count - 1] - offset) / Self.probes[Self.probes.count - 1]
        let affine = zip(Self.probes, answers).allSatisfy { abs(fraction * $0 + offset - $1) <= 0.01 }
        guard affine else {
            found.append(Diagnostic(
                .warning,
                "containerRelativeFrame's length closure is not a share of the container plus a constant along the \(axis) axis, so the page cannot follow it in CSS; the view keeps its own \(axis == .horizontal ? "width" : "height")",
                at: site))
            return nil
        }
        return ContainerRelativeLength(fraction: fraction, offset: offset)
    }
}
