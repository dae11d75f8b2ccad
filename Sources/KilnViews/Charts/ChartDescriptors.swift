import Foundation

// The Accessibility framework's chart descriptors, which apps give a chart through
// `accessibilityChartDescriptor(_:)` for VoiceOver's audio graphs. On a page the descriptor's
// title names the chart and its summary is read after it; the series stay those of the chart's
// own data table, which Kiln writes from the marks.

/// What a view gives to describe its chart: it makes the descriptor (`makeChartDescriptor`).
public protocol AXChartDescriptorRepresentable {
    func makeChartDescriptor() -> AXChartDescriptor
    func updateChartDescriptor(_ descriptor: AXChartDescriptor)
}

extension AXChartDescriptorRepresentable {
    public func updateChartDescriptor(_ descriptor: AXChartDescriptor) {}
}

/// A chart as assistive technology describes it: its title, summary, axes and series.
nonisolated open class AXChartDescriptor: NSObject, @unchecked Sendable {
    /// How the chart's content reads, for an audio graph.
    public enum ContentDirection: Int, Sendable {
        case leftToRight, rightToLeft, topToBottom, bottomToTop, radialClockwise, radialCounterClockwise
    }

    open var title: String?
    open var summary: String?
    open var xAxis: any AXDataAxisDescriptor
    open var yAxis: AXNumericDataAxisDescriptor?
    open var additionalAxes: [any AXDataAxisDescriptor]
    open var series: [AXDataSeriesDescriptor]
    open var contentDirection: ContentDirection = .leftToRight
    open var contentFrame: CGRect = .zero

    public init(
        title: String?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor?,
        additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
    ) {
        self.title = title
        self.summary = summary
        self.xAxis = xAxis
        self.yAxis = yAxis
        self.additionalAxes = additionalAxes
        self.series = series
    }

    public convenience init(
        attributedTitle: NSAttributedString?, summary: String?, xAxis: any AXDataAxisDescriptor, yAxis: AXNumericDataAxisDescriptor,
        additionalAxes: [any AXDataAxisDescriptor] = [], series: [AXDataSeriesDescriptor]
    ) {
        self.init(title: attributedTitle?.string, summary: summary, xAxis: xAxis, yAxis: yAxis, additionalAxes: additionalAxes, series: series)
    }
}

/// An axis of a chart descriptor.
public protocol AXDataAxisDescriptor: AnyObject {
    var title: String { get set }
}

/// A numeric axis: its range, gridlines and how a value is read.
nonisolated open class AXNumericDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
    public enum ScaleType: Int, Sendable {
        case linear, ln, log10
    }

    open var title: String
    open var range: ClosedRange<Double>
    open var gridlinePositions: [Double]
    open var valueDescriptionProvider: (Double) -> String
    open var scaleType: ScaleType = .linear

    public init(title: String, range: ClosedRange<Double>, gridlinePositions: [Double], valueDescriptionProvider: @escaping (Double) -> String) {
        self.title = title
        self.range = range
        self.gridlinePositions = gridlinePositions
        self.valueDescriptionProvider = valueDescriptionProvider
    }

    public convenience init(
        attributedTitle: NSAttributedString, range: ClosedRange<Double>, gridlinePositions: [Double],
        valueDescriptionProvider: @escaping (Double) -> String
    ) {
        self.init(title: attributedTitle.string, range: range, gridlinePositions: gridlinePositions, valueDescriptionProvider: valueDescriptionProvider)
    }
}

/// A categorical axis: its categories in order.
nonisolated open class AXCategoricalDataAxisDescriptor: NSObject, AXDataAxisDescriptor, @unchecked Sendable {
    open var title: String
    open var categoryOrder: [String]

    public init(title: String, categoryOrder: [String]) {
        self.title = title
        self.categoryOrder = categoryOrder
    }

    public convenience init(attributedTitle: NSAttributedString, categoryOrder: [String]) {
        self.init(title: attributedTitle.string, categoryOrder: categoryOrder)
    }
}

/// A series of a chart descriptor: its name, whether it is continuous, its points.
nonisolated open class AXDataSeriesDescriptor: NSObject, @unchecked Sendable {
    open var name: String?
    open var isContinuous: Bool
    open var dataPoints: [AXDataPoint]

    public init(name: String, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.name = name
        self.isContinuous = isContinuous
        self.dataPoints = dataPoints
    }

    public convenience init(attributedName: NSAttributedString, isContinuous: Bool, dataPoints: [AXDataPoint]) {
        self.init(name: attributedName.string, isContinuous: isContinuous, dataPoints: dataPoints)
    }
}

/// A point of a series: its x value (a number or a category), its y value, more values and a label.
nonisolated open class AXDataPoint: NSObject, @unchecked Sendable {
    open var xValue: AXDataPointValue
    open var yValue: AXDataPointValue?
    open var additionalValues: [AXDataPointValue]
    open var label: String?

    public init(x: Double, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .number(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }

    public init(x: String, y: Double?, additionalValues: [AXDataPointValue] = [], label: String? = nil) {
        xValue = .category(x)
        yValue = y.map { .number($0) }
        self.additionalValues = additionalValues
        self.label = label
    }
}

/// A value of a data point: a number or a category.
nonisolated public struct AXDataPointValue: Sendable {
    public var number: Double
    public var category: String?

    public static func number(_ number: Double) -> AXDataPointValue { AXDataPointValue(number: number, category: nil) }
    public static func category(_ category: String) -> AXDataPointValue { AXDataPointValue(number: 0, category: category) }
}

nonisolated extension View {
    /// Describes the chart for assistive technology: the descriptor's title names it and its
    /// summary is read after it.
    public func accessibilityChartDescriptor<R: AXChartDescriptorRepresentable>(_ representable: R) -> some View {
        let descriptor = representable.makeChartDescriptor()
        let said = { (text: String?) in text.flatMap { $0.isEmpty ? nil : $0 } }
        return modified(said(descriptor.title).map { .accessibilityLabel($0) }).modified(said(descriptor.summary).map { .accessibilityValue($0) })
    }
}
