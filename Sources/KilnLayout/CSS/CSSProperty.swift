/// A CSS property the layout sets, interned: declarations name it by a byte, and its name is
/// written only when the emitter writes a class's rule. (Comparing and hashing names as strings
/// was a tenth of the layout's time.)
package enum CSSProperty: UInt8, CaseIterable, Sendable {
    case accentColor
    case alignItems
    case alignSelf
    case anchorName
    case aspectRatio
    case background
    case backgroundColor
    case backgroundImage
    case backgroundPosition
    case backgroundRepeat
    case backgroundSize
    case border
    case borderBottom
    case borderCollapse
    case borderRadius
    case borderWidth
    case bottom
    case clear
    case clipPath
    case color
    case containerType
    case cursor
    case display
    case fieldSizing
    case filter
    case flex
    case flexDirection
    case flexShrink
    case float
    case fontFamily
    case fontSize
    case fontStyle
    case fontVariantNumeric
    case fontWeight
    case gap
    case gridArea
    case gridAutoFlow
    case gridColumn
    case gridColumnStart
    case gridRow
    case gridRowStart
    case gridTemplate
    case gridTemplateColumns
    case gridTemplateRows
    case height
    case inset
    case isolation
    case justifyContent
    case justifyItems
    case justifySelf
    case kAccent
    case kDetent
    case kFixed
    case kMax
    case kMin
    case kP
    case kPrimary
    case kSecondary
    case kSharing
    case kTint
    case left
    case lineHeight
    case listStyle
    case margin
    case marginBlockStart
    case marginInlineStart
    case maxHeight
    case maxWidth
    case minHeight
    case minWidth
    case objectFit
    case opacity
    case outline
    case outlineOffset
    case overflow
    case overflowWrap
    case overflowX
    case overflowY
    case padding
    case paddingTop
    case position
    case positionAnchor
    case resize
    case right
    case stopColor
    case tableLayout
    case textAlign
    case textDecoration
    case textOverflow
    case textTransform
    case top
    case transform
    case verticalAlign
    case visibility
    case webkitBoxOrient
    case webkitLineClamp
    case whiteSpace
    case width
    case zIndex
    /// Not CSS: an element's band styles (`Element.bandStyles`), kept in its style so that an
    /// element stays small to copy; the class registry writes them as `@container` rules.
    case containerBands
    case boxShadow
    case textShadow
    /// The background style (`backgroundStyle(_:)`) as a background, and as a colour.
    case kBackgroundStyle
    case kBackgroundColor
    case mask
    case fill
    case stroke
    case strokeWidth
    case strokeLinecap
    case strokeLinejoin
    /// Materials, effects and the levels of the foreground style (issue 19's shape styles).
    case backdropFilter
    case webkitBackdropFilter
    case mixBlendMode
    case transformOrigin
    case backgroundClip
    case webkitBackgroundClip
    case kTertiary
    case kQuaternary
    case kQuinary
    case floodColor
    /// A palette symbol's secondary layer colour, and its knockout mask (`ImageLayout`).
    case kSymbolSecondary
    case kKnockout
    /// Text spacing and width (issue 20).
    case letterSpacing
    case fontStretch
    /// Leading and trailing as CSS's inline start and end, which follow `dir` as SwiftUI mirrors them.
    case paddingInline
    case insetInlineStart
    case insetInlineEnd
    case marginInlineEnd
    /// Equal columns of a segmented control.
    case gridAutoColumns
    /// A switch in a list row reaching beyond its line.
    case marginBlock
    /// `scrollTargetBehavior` and `scrollTargetLayout`.
    case scrollSnapType
    case scrollSnapAlign

    /// The property's name as CSS writes it.
    package var name: String { Self.names[Int(rawValue)] }

    private static let names: [String] = [
        "accent-color",
        "align-items",
        "align-self",
        "anchor-name",
        "aspect-ratio",
        "background",
        "background-color",
        "background-image",
        "background-position",
        "background-repeat",
        "background-size",
        "border",
        "border-bottom",
        "border-collapse",
        "border-radius",
        "border-width",
        "bottom",
        "clear",
        "clip-path",
        "color",
        "container-type",
        "cursor",
        "display",
        "field-sizing",
        "filter",
        "flex",
        "flex-direction",
        "flex-shrink",
        "float",
        "font-family",
        "font-size",
        "font-style",
        "font-variant-numeric",
        "font-weight",
        "gap",
        "grid-area",
        "grid-auto-flow",
        "grid-column",
        "grid-column-start",
        "grid-row",
        "grid-row-start",
        "grid-template",
        "grid-template-columns",
        "grid-template-rows",
        "height",
        "inset",
        "isolation",
        "justify-content",
        "justify-items",
        "justify-self",
        "--k-accent",
        "--k-detent",
        "--k-fixed",
        "--k-max",
        "--k-min",
        "--k-p",
        "--k-primary",
        "--k-secondary",
        "--k-sharing",
        "--k-tint",
        "left",
        "line-height",
        "list-style",
        "margin",
        "margin-block-start",
        "margin-inline-start",
        "max-height",
        "max-width",
        "min-height",
        "min-width",
        "object-fit",
        "opacity",
        "outline",
        "outline-offset",
        "overflow",
        "overflow-wrap",
        "overflow-x",
        "overflow-y",
        "padding",
        "padding-top",
        "position",
        "position-anchor",
        "resize",
        "right",
        "stop-color",
        "table-layout",
        "text-align",
        "text-decoration",
        "text-overflow",
        "text-transform",
        "top",
        "transform",
        "vertical-align",
        "visibility",
        "-webkit-box-orient",
        "-webkit-line-clamp",
        "white-space",
        "width",
        "z-index",
        "--k-bands",
        "box-shadow",
        "text-shadow",
        "--k-bgs",
        "--k-bgc",
        "mask",
        "fill",
        "stroke",
        "stroke-width",
        "stroke-linecap",
        "stroke-linejoin",
        "backdrop-filter",
        "-webkit-backdrop-filter",
        "mix-blend-mode",
        "transform-origin",
        "background-clip",
        "-webkit-background-clip",
        "--k-tertiary",
        "--k-quaternary",
        "--k-quinary",
        "flood-color",
        "--k-palette",
        "--k-knockout",
        "letter-spacing",
        "font-stretch",
        "padding-inline",
        "inset-inline-start",
        "inset-inline-end",
        "margin-inline-end",
        "grid-auto-columns",
        "margin-block",
        "scroll-snap-type",
        "scroll-snap-align",
    ]
}
