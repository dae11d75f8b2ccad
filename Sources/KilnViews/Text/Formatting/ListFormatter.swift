import Foundation

#if !canImport(Darwin)
/// Foundation's `ListFormatter`, which Linux's Foundation lacks: joins items as a sentence
/// ("a, b, and c") in its locale, with the list format style that Linux does have.
open class ListFormatter: Formatter, @unchecked Sendable {
    open var locale: Locale! = .current

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open class func localizedString(byJoining strings: [String]) -> String {
        ListFormatter().string(from: strings) ?? ""
    }

    open func string(from items: [Any]) -> String? {
        items.map { "\($0)" }.formatted(.list(type: .and).locale(locale ?? .current))
    }

    open override func string(for object: Any?) -> String? {
        (object as? [Any]).flatMap(string(from:))
    }
}
#endif
