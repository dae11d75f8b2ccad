import KilnTree

/// A datum's `scaleKey` as a hashable value, without formatting numbers: numbers compare by
/// their bits (two numbers have the same shortest description exactly when their bits are the
/// same), everything else by its scale key. Only for data of one kind, such as the positions
/// along one axis: a number and the category of its description are different keys here.
enum DatumKey: Hashable {
    case number(UInt64)
    case text(String)

    init(_ datum: ChartDatum) {
        if case .number(let number) = datum {
            self = .number(number.bitPattern)
        } else {
            self = .text(datum.scaleKey)
        }
    }
}
