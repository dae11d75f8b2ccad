/// The resolved tree: every view has become elements whose boxes are decided — tag,
/// attributes and the CSS declarations of its box. The emitter writes it; nothing here is bytes.
public struct Element: Sendable, Equatable {
    public var tag: String
    /// In the order they are written; the layout pass fixes that order.
    public var attributes: [Attribute]
    public var style: Style
    /// A short, readable prefix for the element's class name (`v` for a VStack …).
    public var classHint: String
    public var children: [Content]

    public init(_ tag: String, classHint: String, style: Style = Style(), attributes: [Attribute] = [], children: [Content] = []) {
        self.tag = tag
        self.classHint = classHint
        self.style = style
        self.attributes = attributes
        self.children = children
    }

    public enum Content: Sendable, Equatable {
        case element(Element)
        case text(String)
    }

    public struct Attribute: Sendable, Equatable {
        public var name: String
        public var value: String
        /// True for attributes holding a URL, which the emitter checks before writing.
        public var isURL: Bool

        public init(_ name: String, _ value: String, isURL: Bool = false) {
            self.name = name
            self.value = value
            self.isURL = isURL
        }
    }

    public subscript(attribute name: String) -> String? {
        get { attributes.first { $0.name == name }?.value }
        set {
            if let index = attributes.firstIndex(where: { $0.name == name }) {
                if let newValue { attributes[index].value = newValue } else { attributes.remove(at: index) }
            } else if let newValue {
                attributes.append(Attribute(name, newValue))
            }
        }
    }

    /// Elements that have no end tag.
    public var isVoid: Bool { tag == "img" || tag == "hr" || tag == "br" || tag == "input" || tag == "col" }
}

/// The CSS declarations of one box, in a fixed order, each property at most once.
public struct Style: Sendable, Equatable {
    public private(set) var declarations: [(property: String, value: String)] = []

    public init() {}

    public subscript(property: String) -> String? {
        get { declarations.first { $0.property == property }?.value }
        set {
            if let index = declarations.firstIndex(where: { $0.property == property }) {
                if let newValue { declarations[index].value = newValue } else { declarations.remove(at: index) }
            } else if let newValue {
                declarations.append((property, newValue))
            }
        }
    }

    public var isEmpty: Bool { declarations.isEmpty }

    public static func == (lhs: Style, rhs: Style) -> Bool {
        lhs.declarations.elementsEqual(rhs.declarations) { $0.property == $1.property && $0.value == $1.value }
    }
}

extension Style: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(declarations.count)
        for declaration in declarations {
            hasher.combine(declaration.property)
            hasher.combine(declaration.value)
        }
    }
}
