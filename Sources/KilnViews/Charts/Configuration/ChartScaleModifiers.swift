import Foundation
import KilnTree

// The scales of the charts in a view, as Swift Charts' view modifiers. A domain that can't be
// used (bounds reversed, equal or not finite; a range of categories) is reported and left
// automatic. A scale range's padding is not supported yet; it is reported and ignored.
nonisolated extension View {
    public func chartXScale<Domain: ScaleDomain>(
        domain: Domain, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.x, "chartXScale", domain: domain._chartScaleDomain().value, padding: nil, type: type, fileID: fileID, line: line)
    }

    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.x, "chartXScale", domain: domain._chartScaleDomain().value, padding: range._padding, type: type, fileID: fileID, line: line)
    }

    public func chartXScale<Range: PositionScaleRange>(
        range: Range, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.x, "chartXScale", domain: nil, padding: range._padding, type: type, fileID: fileID, line: line)
    }

    public func chartXScale(type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        scale(\.x, "chartXScale", domain: nil, padding: nil, type: type, fileID: fileID, line: line)
    }

    public func chartYScale<Domain: ScaleDomain>(
        domain: Domain, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.y, "chartYScale", domain: domain._chartScaleDomain().value, padding: nil, type: type, fileID: fileID, line: line)
    }

    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(
        domain: Domain, range: Range, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.y, "chartYScale", domain: domain._chartScaleDomain().value, padding: range._padding, type: type, fileID: fileID, line: line)
    }

    public func chartYScale<Range: PositionScaleRange>(
        range: Range, type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line
    ) -> some View {
        scale(\.y, "chartYScale", domain: nil, padding: range._padding, type: type, fileID: fileID, line: line)
    }

    public func chartYScale(type: ScaleType? = nil, fileID: String = #fileID, line: Int = #line) -> some View {
        scale(\.y, "chartYScale", domain: nil, padding: nil, type: type, fileID: fileID, line: line)
    }

    private func scale(
        _ axis: WritableKeyPath<ChartConfiguration, AxisConfiguration>, _ name: String,
        domain: Result<ChartScaleDomain, ScaleDomainProblem>?, padding: (start: CGFloat, end: CGFloat)?, type: ScaleType?,
        fileID: String, line: Int
    ) -> some View {
        let site = CallSite(fileID: fileID, line: line)
        var problems: [Diagnostic] = []
        var usable: ChartScaleDomain?
        switch domain {
        case .success(let domain): usable = domain
        case .failure(let problem):
            problems.append(Diagnostic(.error, "\(name)(domain:): the domain's \(problem.message); the domain is left automatic", at: site))
        case nil: break
        }
        if case .numbers(let lower, _)? = usable, type?.type == .log, lower <= 0 {
            problems.append(Diagnostic(.error, "\(name): a log scale's domain must be above zero, but it starts at \(lower); the domain is left automatic", at: site))
            usable = nil
        }
        if let padding, padding.start != 0 || padding.end != 0 {
            problems.append(Diagnostic(.warning, "\(name)(range:): padding the plot dimension is not supported yet; the scale spans the whole plot", at: site))
        }
        return configuringCharts { configuration in
            if let usable { configuration[keyPath: axis].setup.domain = usable }
            if let type { configuration[keyPath: axis].setup.scaleType = type.type }
        }
        .modified(nil, problems: problems)
    }
}
