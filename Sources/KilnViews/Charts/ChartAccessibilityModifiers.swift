import KilnTree

// What assistive technology reads for marks, as Swift Charts' accessibility modifiers. By
// default a mark is described by its values' labels; these replace that description.
nonisolated extension ChartContent {
    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        let label = label.plainText
        return changingEachMark { mark, _ in mark.accessibilityLabel = mark.accessibilityLabel ?? label }
    }

    public func accessibilityLabel(_ label: LocalizedStringKey) -> some ChartContent {
        accessibilityLabel(Text(label))
    }

    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        accessibilityLabel(Text(label))
    }

    public func accessibilityValue(_ value: Text) -> some ChartContent {
        let value = value.plainText
        return changingEachMark { mark, _ in mark.accessibilityValue = mark.accessibilityValue ?? value }
    }

    public func accessibilityValue(_ value: LocalizedStringKey) -> some ChartContent {
        accessibilityValue(Text(value))
    }

    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        accessibilityValue(Text(value))
    }

    /// Hides the marks from assistive technology; they are still drawn.
    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        changingEachMark { mark, _ in
            if hidden { mark.accessibilityHidden = true }
        }
    }
}
