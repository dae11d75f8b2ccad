import Foundation

/// The bins of a histogram or a colour scale, as Swift Charts' `NumberBins`: consecutive ranges
/// between thresholds, each bin from one threshold up to the next.
nonisolated public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection, Sendable where Value: Sendable {
    /// The values that surround the bins: one more than there are bins.
    public let thresholds: [Value]

    /// N − 1 bins between N thresholds, which are sorted.
    public init(thresholds: [Value]) {
        self.thresholds = thresholds.sorted()
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { Swift.max(thresholds.count - 1, 0) }

    public subscript(position: Int) -> ChartBinRange<Value> {
        ChartBinRange(lowerBound: thresholds[position], upperBound: thresholds[position + 1])
    }

    /// The bin holding `value`: the last whose lower bound is at most `value`, the first or last
    /// bin for a value outside them all.
    public func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if thresholds[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// One bin: the values from `lowerBound` up to `upperBound`.
nonisolated public struct ChartBinRange<Bound: Comparable & Sendable>: Sendable {
    public let lowerBound: Bound
    public let upperBound: Bound

    public init(lowerBound: Bound, upperBound: Bound) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }
}

nonisolated extension NumberBins where Value: BinaryFloatingPoint {
    /// Exactly `count` bins of one size from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        self.init(thresholds: (0...count).map { $0 == count ? range.upperBound : range.lowerBound + size * Value($0) })
    }

    /// Bins of `size` from the range's lower bound, the last one reaching past its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        guard size > 0, size.isFinite else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        var thresholds = [range.lowerBound]
        while let last = thresholds.last, last < range.upperBound { thresholds.append(last + size) }
        if thresholds.count == 1 { thresholds.append(range.lowerBound + size) }
        self.init(thresholds: thresholds)
    }

    /// Bins of a round size (1, 2 or 5 times a power of ten, at least `minimumStride`), about
    /// `desiredCount` of them, whose thresholds are multiples of the size covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let span = Double(range.upperBound - range.lowerBound)
        let size = Swift.max(Self.roundSize(span / Double(Swift.max(desiredCount, 1))), Double(minimumStride))
        guard size > 0, size.isFinite else {
            self.init(thresholds: [range.lowerBound, range.upperBound])
            return
        }
        let first = (Double(range.lowerBound) / size).rounded(.down), last = Swift.max((Double(range.upperBound) / size).rounded(.up), first + 1)
        self.init(thresholds: stride(from: first, through: last, by: 1).map { Value($0 * size) })
    }

    /// Bins for `data`: `desiredCount` of them, or as many as Scott's normal reference rule gives
    /// (at most 200), with round sizes as `init(range:desiredCount:minimumStride:)` makes them.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        guard let low = data.min(), let high = data.max() else {
            self.init(thresholds: [])
            return
        }
        let count = desiredCount ?? Self.scottCount(data.map { Double($0) }, span: Double(high - low))
        self.init(range: low...high, desiredCount: count, minimumStride: minimumStride)
    }

    private static func roundSize(_ size: Double) -> Double {
        guard size > 0, size.isFinite else { return 0 }
        let power = pow(10, (log10(size)).rounded(.down))
        let fraction = size / power
        return (fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10) * power
    }

    private static func scottCount(_ values: [Double], span: Double) -> Int {
        let mean = values.reduce(0, +) / Double(values.count)
        let deviation = (values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)).squareRoot()
        let width = 3.49 * deviation * pow(Double(values.count), -1.0 / 3)
        guard width > 0, span > 0 else { return 1 }
        return Swift.min(200, Swift.max(1, Int((span / width).rounded(.up))))
    }
}

nonisolated extension NumberBins where Value: BinaryInteger {
    /// Exactly `count` bins from the range's lower bound to its upper bound; its length should be
    /// a multiple of `count`, so that every bin holds as many integers.
    public init(range: ClosedRange<Value>, count: Int) {
        let count = Swift.max(count, 1)
        let size = (range.upperBound - range.lowerBound) / Value(count)
        self.init(thresholds: (0...count).map { $0 == count ? range.upperBound : range.lowerBound + size * Value($0) })
    }
}
