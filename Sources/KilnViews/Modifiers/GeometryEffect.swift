import Foundation
import KilnTree

/// A 3 × 3 matrix that maps a view's points, as SwiftUI's `ProjectionTransform`: an affine
/// transform, or one with a perspective row (`m13`, `m23`, `m33`).
nonisolated public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1

    /// The identity.
    public init() {}

    public init(_ m: CGAffineTransform) {
        (m11, m12, m21, m22, m31, m32) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    public var isIdentity: Bool { self == ProjectionTransform() }

    /// True when there is no perspective: the transform is its affine part.
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// This transform followed by `rhs`.
    public func concatenating(_ rhs: ProjectionTransform) -> ProjectionTransform {
        var r = ProjectionTransform()
        r.m11 = m11 * rhs.m11 + m12 * rhs.m21 + m13 * rhs.m31
        r.m12 = m11 * rhs.m12 + m12 * rhs.m22 + m13 * rhs.m32
        r.m13 = m11 * rhs.m13 + m12 * rhs.m23 + m13 * rhs.m33
        r.m21 = m21 * rhs.m11 + m22 * rhs.m21 + m23 * rhs.m31
        r.m22 = m21 * rhs.m12 + m22 * rhs.m22 + m23 * rhs.m32
        r.m23 = m21 * rhs.m13 + m22 * rhs.m23 + m23 * rhs.m33
        r.m31 = m31 * rhs.m11 + m32 * rhs.m21 + m33 * rhs.m31
        r.m32 = m31 * rhs.m12 + m32 * rhs.m22 + m33 * rhs.m32
        r.m33 = m31 * rhs.m13 + m32 * rhs.m23 + m33 * rhs.m33
        return r
    }

    /// The affine part, as `transformEffect(_:)` draws it.
    var affine: CGAffineTransform { CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }
}

/// A modifier that moves, turns or scales its view's drawing without changing its layout, as
/// SwiftUI's `GeometryEffect`: `effectValue(size:)` gives the transform for the view's size.
///
/// The page is built before its views are measured, so the transform is taken at two sizes:
/// one that does not depend on the size (a shake's offset, a turn about the top leading
/// corner) is exact; one that does is drawn as it is for a 100-point square, and the build
/// says so. A perspective row is left out (reported): the affine part is drawn.
public protocol GeometryEffect: Animatable, ViewModifier where Body == Never {
    nonisolated func effectValue(size: CGSize) -> ProjectionTransform
}

nonisolated extension GeometryEffect {
    /// Not called: a geometry effect draws its content through `effectValue(size:)`.
    public func body(content: Content) -> Never {
        fatalError("\(Self.self).body(content:) is not called: a GeometryEffect is drawn by its effectValue(size:)")
    }

    /// Lowers `content` drawn through the effect's transform.
    func lowerEffect<C: View>(content: C, into nodes: inout [Node], context: LoweringContext, site: CallSite?) {
        let reference = effectValue(size: CGSize(width: 100, height: 100))
        let other = effectValue(size: CGSize(width: 240, height: 60))
        if reference != other {
            context.report(.warning, "\(Self.self).effectValue(size:) depends on the view's size, which is not known while the page is built; it is drawn as for a 100-point square", at: site)
        }
        if !reference.isAffine {
            context.report(.warning, "\(Self.self).effectValue(size:) has a perspective part, which is not drawn on a page yet; its affine part is", at: site)
        }
        lower(content.transformEffect(reference.affine), into: &nodes, context: context)
    }
}

nonisolated extension View {
    /// Draws the view through `transform`, whose origin is the view's top leading corner; a
    /// perspective part is left out and reported.
    public func projectionEffect(_ transform: ProjectionTransform, fileID: String = #fileID, line: Int = #line) -> some View {
        transformEffect(transform.affine, fileID: fileID, line: line)
            .modified(nil, problems: transform.isAffine ? [] : [
                Diagnostic(.warning, "projectionEffect has a perspective part, which is not drawn on a page yet; its affine part is", at: CallSite(fileID: fileID, line: line)),
            ])
    }
}
