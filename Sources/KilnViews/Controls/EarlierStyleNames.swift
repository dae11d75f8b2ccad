import KilnTree

// SwiftUI 1's style values were written as structs (`.pickerStyle(SegmentedPickerStyle())`); a
// picker's, a date picker's and a text field's styles are values in Kiln (`.pickerStyle(.segmented)`), so each
// of the earlier names gives its value, and apps written that way compile unchanged.

public func DefaultPickerStyle() -> PickerStyle { .automatic }
public func SegmentedPickerStyle() -> PickerStyle { .segmented }
public func MenuPickerStyle() -> PickerStyle { .menu }
public func InlinePickerStyle() -> PickerStyle { .inline }
public func WheelPickerStyle() -> PickerStyle { .wheel }
public func RadioGroupPickerStyle() -> PickerStyle { .radioGroup }
public func PalettePickerStyle() -> PickerStyle { .palette }

public func DefaultTextFieldStyle() -> TextFieldStyle { .automatic }
public func PlainTextFieldStyle() -> TextFieldStyle { .plain }
public func RoundedBorderTextFieldStyle() -> TextFieldStyle { .roundedBorder }
public func SquareBorderTextFieldStyle() -> TextFieldStyle { .squareBorder }

public func DefaultDatePickerStyle() -> DatePickerStyle { .automatic }
public func CompactDatePickerStyle() -> DatePickerStyle { .compact }
public func GraphicalDatePickerStyle() -> DatePickerStyle { .graphical }
public func WheelDatePickerStyle() -> DatePickerStyle { .wheel }
public func FieldDatePickerStyle() -> DatePickerStyle { .field }
