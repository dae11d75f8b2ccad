import KilnTree

/// `GeometryReader`: the content is built at build time for the widths the reader can have
/// (0 to `WidthBandFitter.widestSample` px, the height it is offered), and the widths are cut
/// into bands over which the content is the same views with numbers that follow one line of the
/// width. Each band's views are drawn once, their lengths written as `calc()` of the reader's
/// width, and shown by container queries only in their band.
extension Resolver {
    /// `height`: the height the reader is known to have (a canvas's frame), else the one offered to `node`.
    func geometryReader(_ node: Node, _ content: GeometryContent, height: Double? = nil, context: ResolveContext) -> ModifierBox {
        // SwiftUI's reader takes an unspecified height as 10 pt, as any flexible view does.
        let height = height ?? offeredHeight(node) ?? 10
        var structures: [[String]: Int] = [:]
        // Building the content is a lowering walk: looked at every 100 px, searched where it changes.
        let fitter = WidthBandFitter(skip: 100) { width in
            let views = NodeNumbers(content.build(LayoutSize(width: width, height: height)).nodes)
            let id: Int
            if let known = structures[views.structure] {
                id = known
            } else {
                id = structures.count
                structures[views.structure] = id
            }
            return [Double(id)] + views.numbers
        }
        // The builder cannot fail: it lowers views.
        let fitted = (try? fitter.bands()) ?? [WidthBandFit(start: 0, limit: nil, lengths: [])]
        let bands = limited(fitted, at: node.source) { count, kept in
            "GeometryReader's content changes at \(count) ranges of widths; Kiln keeps \(kept), so between some widths it shows the nearest kept one's"
        }
        var reported = Set<String>()
        var reader = container(context, hint: "gr", [(.containerType, "inline-size"), (.position, "relative")])
        for band in bands {
            var layer = container(context, hint: "gl", [
                (.position, "absolute"), (.inset, "0"), (.display, "flex"), (.flexDirection, "column"), (.alignItems, "flex-start"),
            ])
            let resolvedBand = self.band(band, of: content, height: height, context: context)
            for diagnostic in resolvedBand.diagnostics where reported.insert(diagnostic.description).inserted {
                problems.report([diagnostic])
            }
            layer.children = resolvedBand.elements
            if bands.count > 1 { layer.show(only: band.band) }
            reader.children.append(layer)
        }
        // Content is placed at the reader's top leading corner and may overflow it, as in SwiftUI.
        return ModifierBox(reader, level: .content, placement: .flexibleLeaf)
    }

    /// A band's views, resolved at two widths inside it and interpolated where their lengths
    /// follow the width; else as at the band's first width.
    private func band(_ band: WidthBandFit, of content: GeometryContent, height: Double, context: ResolveContext) -> (elements: [Element], diagnostics: [Diagnostic]) {
        let span = min((band.limit ?? band.start + 400) - band.start, 400)
        let first = band.start + span / 4, second = band.start + span * 3 / 4
        func resolved(_ width: Double) -> (elements: [Element], diagnostics: [Diagnostic]) {
            let lowered = content.build(LayoutSize(width: width, height: height))
            // SwiftUI proposes the reader's size to its content.
            let elements = lowered.nodes.map { node in
                layerHeight.next = height
                return resolve(node, in: .column, context: context).element
            }
            return (elements, lowered.diagnostics)
        }
        let low = resolved(first)
        guard second > first, band.lengths.contains(where: { $0.slope != 0 }) else { return low }
        let high = resolved(second)
        guard low.elements.count == high.elements.count else { return low }
        var interpolated: [Element] = []
        for (left, right) in zip(low.elements, high.elements) {
            guard let element = ElementInterpolation(low: first, high: second, band: band.band).element(left, right) else { return low }
            interpolated.append(element)
        }
        return (interpolated, low.diagnostics)
    }
}

/// Two resolutions of the same views at two widths, made one whose px lengths are `calc()`s of
/// the container's width where they differ. Anything else that differs (text, tags, unitless
/// numbers) cannot follow the width in CSS: the interpolation fails.
struct ElementInterpolation {
    let low: Double
    let high: Double
    let band: WidthBand

    func element(_ left: Element, _ right: Element) -> Element? {
        guard left.tag == right.tag, left.classHint == right.classHint, left.attributes == right.attributes,
            left.bandStyles == right.bandStyles, left.children.count == right.children.count
        else { return nil }
        var result = left
        if left.style != right.style {
            guard let (plain, varying) = styles(left.style, right.style) else { return nil }
            result.style = plain
            result.bandStyles.append(BandStyle(band, varying))
        }
        for index in left.children.indices {
            let (a, b) = (left.children[index], right.children[index])
            switch (a.kind, b.kind) {
            case (.text, .text) where a.text == b.text:
                continue
            case (.element, .element):
                guard let child = element(a, b) else { return nil }
                result.children[index] = child
            default:
                return nil
            }
        }
        return result
    }

    /// The declarations both widths share, and the interpolated ones.
    private func styles(_ left: Style, _ right: Style) -> (Style, Style)? {
        let leftDeclarations = left.declarations, rightDeclarations = right.declarations
        guard leftDeclarations.map(\.property) == rightDeclarations.map(\.property) else { return nil }
        var plain = Style(), varying = Style()
        for (a, b) in zip(leftDeclarations, rightDeclarations) {
            let first = String(decoding: left.text[a.value], as: UTF8.self)
            let second = String(decoding: right.text[b.value], as: UTF8.self)
            if first == second {
                plain[a.property] = first
            } else {
                guard let value = interpolate(first, second) else { return nil }
                varying[a.property] = value
            }
        }
        return (plain, varying)
    }

    /// `12px` at one width and `20px` at the other as one length of the width; the other
    /// characters of the two values must agree.
    private func interpolate(_ first: String, _ second: String) -> String? {
        let (skeleton, lows) = Self.lengths(first), (other, highs) = Self.lengths(second)
        guard skeleton == other, lows.count == highs.count, !lows.isEmpty else { return nil }
        var parts = skeleton.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
        var value = parts.removeFirst()
        for (index, part) in parts.enumerated() {
            let slope = (highs[index] - lows[index]) / (high - low)
            value += AffineLength(intercept: lows[index] - slope * low, slope: slope).css + part
        }
        return value
    }

    /// The px lengths of a CSS value and the value with each replaced by a marker.
    private static func lengths(_ value: String) -> (skeleton: String, numbers: [Double]) {
        var skeleton = "", numbers: [Double] = []
        var rest = Substring(value)
        while let range = rest.firstRange(of: "px") {
            var start = range.lowerBound
            while start > rest.startIndex {
                let previous = rest.index(before: start)
                guard rest[previous].isNumber || rest[previous] == "." || rest[previous] == "-" else { break }
                start = previous
            }
            guard start < range.lowerBound, let number = Double(rest[start..<range.lowerBound]) else {
                skeleton += rest[..<range.upperBound]
                rest = rest[range.upperBound...]
                continue
            }
            skeleton += rest[..<start] + "\u{1}"
            numbers.append(number)
            rest = rest[range.upperBound...]
        }
        return (skeleton + rest, numbers)
    }
}
