/// The system controls the tree format lays out with their iOS sizes (`ControlLayout`), as declared.
public enum ControlKind: Hashable, Sendable {
  /// `Toggle(title, isOn:)`.
  case toggle
  /// `Stepper(title, value:)`.
  case stepper
  /// `Slider(value:in:)`.
  case slider
  /// `Picker(title, selection:)`: its content is a `Text` of its title when it has one, then its options.
  case picker(hasTitle: Bool)
  /// `ProgressView(value:)` (linear) or `ProgressView()` (circular).
  case progressView(hasValue: Bool)
  /// `DatePicker(title, selection:)` showing `date` in its compact button.
  case datePicker(date: TextTemplate)
  /// `TextEditor(text:)`.
  case textEditor

  /// The SwiftUI type name.
  public var typeName: String {
    switch self {
    case .toggle: return "Toggle"
    case .stepper: return "Stepper"
    case .slider: return "Slider"
    case .picker: return "Picker"
    case .progressView: return "ProgressView"
    case .datePicker: return "DatePicker"
    case .textEditor: return "TextEditor"
    }
  }
}
