extension Vocabulary {
  /// The built-in styles each style modifier of the tree format names (`{"labelStyle": "iconOnly"}`), without
  /// the leading dot: the decoder refuses any other, and the Swift front end leaves a custom style (a
  /// `LabelStyle` the files declare) out with a warning. Sources: Apple's documentation of each style protocol's
  /// built-in conformances on iOS (`PrimitiveButtonStyle`, `LabelStyle`, `ListStyle`, `ToggleStyle`,
  /// `PickerStyle`, `ProgressViewStyle`, `DatePickerStyle`, `FormStyle`, `TextFieldStyle`: a member of `TextField` and
  /// `SecureField` in the format), of `Image.Scale` and of `ControlSize`.
  package static let styleChoices: [String: [String]] = [
    "buttonStyle": ["automatic", "plain", "borderless", "bordered", "borderedProminent", "glass", "glassProminent"],
    "labelStyle": ["automatic", "titleAndIcon", "titleOnly", "iconOnly"],
    "listStyle": ["automatic", "insetGrouped", "inset", "grouped", "plain", "sidebar"],
    "formStyle": ["automatic", "grouped", "columns"],
    "textFieldStyle": ["automatic", "plain", "roundedBorder"],
    "toggleStyle": ["automatic", "switch", "button"],
    "pickerStyle": ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"],
    "progressViewStyle": ["automatic", "linear", "circular"],
    "datePickerStyle": ["automatic", "compact", "graphical", "wheel"],
    "imageScale": ["small", "medium", "large"],
    "controlSize": ["mini", "small", "regular", "large", "extraLarge"],
  ]
}
