import Kiln
import KilnTestSupport
import Testing

/// SwiftUI's layout rules, with Apple's own frames as the expected values. Each fixture is a view
/// SwiftUI rendered in a window of a fixed size (macOS 26.2, SwiftUI 7.2.5.1.401, text-free so
/// that fonts play no part), rebuilt here in a fixed frame of the window's size: a frame proposes
/// its size to its content and centres it, as the window does. Positions are compared relative to
/// that frame. Source of every number: the public golden frames of iamcgn/swiftui-web, cited per
/// test as `path @ commit`.
@Suite(.enabled(if: browserMissing == nil, "\(browserMissing ?? "")"))
struct AppleLayoutRuleTests {
    /// `window` is the fixture's window; `probes` each probe's expected (x, y, width, height).
    private func expectFrames<V: View>(
        _ view: V, window: (width: Double, height: Double), _ probes: [String: (Double, Double, Double, Double)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let page = try measure(
            view.frame(width: window.width, height: window.height).accessibilityIdentifier("window"), width: 400)
        let origin = try page.box("window")
        for (probe, expected) in probes.sorted(by: { $0.key < $1.key }) {
            let box = try page.box(probe)
            expectClose(box.x - origin.x, expected.0, "\(probe) x", sourceLocation: sourceLocation)
            expectClose(box.y - origin.y, expected.1, "\(probe) y", sourceLocation: sourceLocation)
            expectClose(box.width, expected.2, "\(probe) width", sourceLocation: sourceLocation)
            expectClose(box.height, expected.3, "\(probe) height", sourceLocation: sourceLocation)
        }
    }

    /// A colour's and a shape's ideal size is 10×10: what `fixedSize()` gives them.
    /// Fixtures/Goldens/layout/fixed-size/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func fixedSizeGivesAColourItsTenPointIdealSize() throws {
        try expectFrames(
            VStack(spacing: 0) {
                Color.red.fixedSize().accessibilityIdentifier("both")
                Color.blue.fixedSize(horizontal: true, vertical: false).frame(height: 30).accessibilityIdentifier("horizontal")
            },
            window: (200, 200),
            ["both": (95, 80, 10, 10), "horizontal": (95, 90, 10, 30)])
    }

    /// Shapes under `fixedSize()` are 10×10 too, laid out four apart in a row.
    /// Fixtures/Goldens/shape/layout/frames.json @ 34fffd82371712765cb7a45e2bd5308e94a69dd4 (row3)
    @Test func fixedSizeGivesShapesTheirTenPointIdealSize() throws {
        let page = try measure(HStack(spacing: 4) {
            Rectangle().fixedSize().accessibilityIdentifier("ideal")
            Circle().fixedSize().accessibilityIdentifier("circleIdeal")
            Circle().strokeBorder(lineWidth: 2).fixedSize().accessibilityIdentifier("strokedIdeal")
        })
        let ideal = try page.box("ideal"), circle = try page.box("circleIdeal"), stroked = try page.box("strokedIdeal")
        for box in [ideal, circle, stroked] {
            expectClose(box.width, 10, "ideal width")
            expectClose(box.height, 10, "ideal height")
        }
        expectClose(circle.x - ideal.x, 14, "113 − 99")
        expectClose(stroked.x - ideal.x, 28, "127 − 99")
    }

    /// A Circle in a row is a square of the row's height; the ellipse and capsule share the rest.
    /// Fixtures/Goldens/shape/layout/frames.json @ 34fffd82371712765cb7a45e2bd5308e94a69dd4 (row1)
    @Test func aCircleInARowTakesASquareAndTheOtherShapesShareTheRest() throws {
        try expectFrames(
            HStack(spacing: 0) {
                Circle().accessibilityIdentifier("c1")
                Ellipse().accessibilityIdentifier("e1")
                Capsule().accessibilityIdentifier("cap1")
                Circle().stroke(lineWidth: 2).accessibilityIdentifier("strokedFlex")
            }
            .frame(height: 40),
            window: (300, 40),
            ["c1": (0, 0, 40, 40), "e1": (40, 0, 110, 40), "cap1": (150, 0, 110, 40), "strokedFlex": (260, 0, 40, 40)])
    }

    /// `layoutPriority` lets a view take the free space before its siblings are offered any.
    /// Fixtures/Goldens/layout/hstack-priority/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func layoutPriorityTakesTheFreeSpaceFirst() throws {
        try expectFrames(
            HStack(spacing: 0) {
                Color.red.frame(minWidth: 20).accessibilityIdentifier("a")
                Color.blue.frame(minWidth: 20).layoutPriority(1).accessibilityIdentifier("b")
                Color.green.frame(width: 60).accessibilityIdentifier("c")
            },
            window: (300, 100),
            ["a": (0, 0, 20, 100), "b": (20, 0, 220, 100), "c": (240, 0, 60, 100)])
    }

    /// Without priorities, flexible views share what the fixed one leaves equally.
    /// Fixtures/Goldens/layout/hstack-distribution/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func flexibleViewsShareTheFreeSpaceEqually() throws {
        try expectFrames(
            HStack(spacing: 0) {
                Color.red.accessibilityIdentifier("a")
                Color.blue.frame(width: 50).accessibilityIdentifier("b")
                Color.green.accessibilityIdentifier("c")
            },
            window: (300, 100),
            ["a": (0, 0, 125, 100), "b": (125, 0, 50, 100), "c": (175, 0, 125, 100)])
    }

    /// A row wider than its window overflows it on both sides, centred; a spacer keeps its
    /// minimum length even then.
    /// Fixtures/Goldens/layout/spacer-min-length/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func contentWiderThanItsFrameIsCentredAndOverflowsBothSides() throws {
        try expectFrames(
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    block("a", 250, 20, .red)
                    Spacer(minLength: 20)
                    block("b", 100, 20)
                }
                .accessibilityIdentifier("overflow")
                HStack(spacing: 0) {
                    Spacer()
                    block("c", 40, 20, .green)
                    Spacer()
                }
                .accessibilityIdentifier("balanced")
                Spacer()
            },
            window: (300, 100),
            [
                "overflow": (-35, 0, 370, 20), "a": (-35, 0, 250, 20), "b": (235, 0, 100, 20),
                "balanced": (0, 20, 300, 20), "c": (130, 20, 40, 20),
            ])
    }

    /// A divider is a hairline: 0.5 point tall across a 320-point column on Apple's 2× screen
    /// (Fixtures/Goldens/ios/layout/basics/frames.json @ 33be5002bbddf8fd6f44ead75f592e35f77aaddf,
    /// `divider`, meta scale 2), one device pixel; on a 1× screen that pixel is a whole point.
    @Test func aDividerIsOneDevicePixelThick() throws {
        let html = HTMLRenderer(content: VStack(spacing: 0) {
            block("above", 320, 20)
            Divider().accessibilityIdentifier("divider")
            block("below", 320, 20)
        }).document(title: "Divider")
        let script = """
            var d = document.querySelector('[data-testid=divider]').getBoundingClientRect(), b = document.querySelector('[data-testid=below]').getBoundingClientRect();
            return [d.height, d.width, b.top - d.bottom];
            """
        // A 2x screen is emulated through Chromium's DevTools protocol only.
        for (scale, height) in inChromium ? [(2.0, 0.5), (1.0, 1.0)] : [(1.0, 1.0)] {
            let found = try Browser.shared().evaluate(html: html, width: 320, scale: scale, script: script)
            let numbers = (found as? [Any])?.compactMap { ($0 as? NSNumber)?.doubleValue } ?? []
            try #require(numbers.count == 3, "the page returned \(String(describing: found))")
            #expect(abs(numbers[0] - height) < 0.01, "at \(scale)×, one device pixel: \(numbers[0])")
            expectClose(numbers[1], 320, "across the column")
            #expect(abs(numbers[2]) < 0.01, "the next view right below it: \(numbers[2])")
        }
    }

    /// `frame(idealWidth:)` is what `fixedSize()` reads; min and max frames clamp what is offered.
    /// Fixtures/Goldens/layout/frame-flex/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func idealWidthIsWhatFixedSizeReadsAndMinMaxFramesClamp() throws {
        let page = try measure(frameRows.frame(width: 300, height: 300).accessibilityIdentifier("window"))
        let origin = try page.box("window"), top = try page.box("min")
        let expected: [(String, Double, Double, Double)] = [
            ("min", 100, 0, 100), ("max", 50, 20, 200), ("fill", 0, 40, 300),
            ("ideal", 75, 60, 150), ("clampFlexible", 90, 80, 120), ("overflow", 50, 100, 200),
        ]
        for (probe, x, y, width) in expected {
            let box = try page.box(probe)
            expectClose(box.x - origin.x, x, "\(probe) x")
            expectClose(box.y - top.y, y, "\(probe) y below the first row")
            expectClose(box.width, width, "\(probe) width")
            expectClose(box.height, 20, "\(probe) height")
        }
    }

    /// The same column is 120 tall and centred in its 300-point window (its first row at 90):
    /// its bounded flexible row (`maxHeight: 20`) takes no more than 20, so the column does not
    /// fill the window (it did, with its rows at the top).
    @Test func aColumnWhoseFlexibleViewIsBoundedIsCentredInItsFrame() throws {
        let page = try measure(frameRows.frame(width: 300, height: 300).accessibilityIdentifier("window"))
        let origin = try page.box("window"), top = try page.box("min"), last = try page.box("overflow")
        expectClose(top.y - origin.y, 90, "min y")
        expectClose(last.y + last.height - origin.y, 210, "the last row ends 90 above the window's bottom")
    }

    private var frameRows: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 40, height: 20).frame(minWidth: 100).accessibilityIdentifier("min")
            Color.red.frame(width: 40, height: 20).frame(maxWidth: 200).accessibilityIdentifier("max")
            Color.red.frame(width: 40, height: 20).frame(minWidth: 50, maxWidth: .infinity).accessibilityIdentifier("fill")
            Color.red.frame(width: 40, height: 20).frame(idealWidth: 150).fixedSize().accessibilityIdentifier("ideal")
            Color.red.frame(maxWidth: 120, maxHeight: 20).accessibilityIdentifier("clampFlexible")
            Color.red.frame(width: 250, height: 20).frame(maxWidth: 200).accessibilityIdentifier("overflow")
        }
    }

    /// A Spacer has no spacing next to it: it runs from one neighbour's edge to the other's.
    /// Fixtures/Goldens/layout/spacer/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func aSpacerTouchesItsNeighbours() throws {
        try expectFrames(
            HStack {
                block("a", 50, 50, .red)
                Spacer().accessibilityIdentifier("spacer")
                block("b", 50, 50)
            },
            window: (300, 100),
            ["a": (0, 25, 50, 50), "b": (250, 25, 50, 50)])
        let page = try measure(HStack {
            block("a", 50, 50, .red)
            Spacer().accessibilityIdentifier("spacer")
            block("b", 50, 50)
        }.frame(width: 300, height: 100))
        let a = try page.box("a"), spacer = try page.box("spacer")
        expectClose(spacer.x - a.x, 50, "the spacer starts at a's edge (Apple: x 50)")
        expectClose(spacer.width, 200, "and ends at b's (Apple: width 200)")
    }

    /// Between a spacer's neighbours there is only its minimum length, no spacing: Apple documents
    /// `Spacer(minLength: nil)` as the system spacing (8), and the golden above shows no spacing
    /// beside a spacer; a fixed column's spacer is at its minimum.
    /// Fixtures/Goldens/layout/spacer/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func aSpacerInAFixedColumnAddsOnlyItsMinimumLength() throws {
        let page = try measure(VStack {
            block("top", 20, 20)
            Spacer()
            block("end", 20, 20)
        }.fixedSize())
        let top = try page.box("top"), end = try page.box("end")
        expectClose(end.y - (top.y + top.height), 8, "only the spacer's default minimum length")
    }

    /// A Divider is a line across its stack: it fills the cross axis, and in a row it makes the
    /// row take the height it is offered.
    /// Fixtures/Goldens/layout/divider/frames.json @ 3c30f3a2cb756acf338af0a06d800a1c0bd46a4a
    @Test func aDividerFillsItsStacksCrossAxis() throws {
        let page = try measure(
            VStack(spacing: 0) {
                block("a", 100, 20, .red)
                Divider().accessibilityIdentifier("hdivider")
                HStack(spacing: 0) {
                    block("b", 20, 60)
                    Divider().accessibilityIdentifier("vdivider")
                    block("c", 20, 60, .green)
                }
                .accessibilityIdentifier("hstack")
            }
            .frame(width: 200, height: 200).accessibilityIdentifier("window"))
        let origin = try page.box("window")
        let horizontal = try page.box("hdivider"), vertical = try page.box("vdivider"), row = try page.box("hstack")
        let b = try page.box("b"), c = try page.box("c")
        expectClose(horizontal.x - origin.x, 0, "the divider starts at the column's edge")
        expectClose(horizontal.width, 200, "and spans it")
        expectClose(horizontal.y - origin.y, 20, "under the box")
        #expect(horizontal.height > 0 && horizontal.height <= 1, "a hairline: \(horizontal.height)")
        expectClose(row.height, 200 - 20 - horizontal.height, "the row takes the height left (179 with a 1-point line)")
        expectClose(vertical.height, row.height, "the vertical divider spans the row")
        #expect(vertical.width > 0 && vertical.width <= 1, "a hairline: \(vertical.width)")
        expectClose(c.x - (b.x + b.width), vertical.width, "the boxes touch the line")
        expectClose(b.y - row.y, (row.height - 60) / 2, "the boxes are centred in the taller row")
    }
}
