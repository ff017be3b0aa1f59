import JSONCore
/// The control styles a subtree inherits (`buttonStyle`, `labelStyle`, `listStyle`, `formStyle`, `toggleStyle`,
/// `pickerStyle`, `progressViewStyle`, `datePickerStyle`, `labelsHidden()`, `imageScale`, `controlSize`): each
/// changes which parts of a control show, or how large they are, and so its size.
public struct ControlStyles: Hashable, Sendable {
  /// `buttonStyle(_:)`: `automatic`, `plain` and `borderless` (the label alone), `bordered`, `borderedProminent`,
  /// `glass` and `glassProminent` (the label inside a drawn shape: the `borderedButtonPadding` behaviour).
  public var buttonStyle = "automatic"
  /// `labelStyle(_:)`: `automatic`, `titleAndIcon`, `titleOnly`, `iconOnly`.
  public var labelStyle = "automatic"
  /// `listStyle(_:)`: `automatic`, `insetGrouped`, `inset`, `sidebar` (cells inset from the list's edges),
  /// `grouped`, `plain` (cells from edge to edge).
  public var listStyle = "automatic"
  /// `formStyle(_:)`: `automatic`/`grouped` (the inset grouped rows), `columns` (laid out as grouped, unmeasured).
  public var formStyle = "automatic"
  /// `toggleStyle(_:)`: `automatic`/`switch` (a switch beside the label) or `button` (the label as a button).
  public var toggleStyle = "automatic"
  /// `pickerStyle(_:)`: `automatic`/`menu` (the selection and a chevron), `segmented`, `inline`, `wheel`.
  public var pickerStyle = "automatic"
  /// `progressViewStyle(_:)`: `automatic`, `linear`, `circular`.
  public var progressViewStyle = "automatic"
  /// `datePickerStyle(_:)`: `automatic`/`compact`, `graphical`, `wheel`.
  public var datePickerStyle = "automatic"
  /// `labelsHidden()`: controls show no label.
  public var labelsHidden = false
  /// `imageScale(_:)`: `small`, `medium`, `large`.
  public var imageScale = "medium"
  /// `controlSize(_:)`: `mini`, `small`, `regular`, `large`, `extraLarge` (the padding of a bordered button and
  /// the side of a circular progress view: `ControlMetrics`).
  public var controlSize = "regular"
  /// Whether the subtree is the content of a `Form` or `List`: the container SwiftUI's automatic styles take into
  /// account (Apple's `PickerStyle.automatic`), so that a menu-style `Picker` there is a form row. Set by the
  /// resolver, not by a modifier.
  public var isInForm = false

  /// The metrics a control size takes: `mini` and `small` share the small metrics, `large` and `extraLarge` the
  /// large ones (`ControlMetrics`).
  package enum ControlSizeClass { case small, regular, large }
  /// The metrics `controlSize` takes.
  package var controlSizeClass: ControlSizeClass {
    switch controlSize {
    case "mini", "small": return .small
    case "large", "extraLarge": return .large
    default: return .regular
    }
  }

  /// The defaults: every style automatic, labels shown, medium symbols, regular controls.
  public init() {}

  /// Whether these styles are `other` and spelled the same (`String.isSpelled(as:)`): `==` compares the styles'
  /// names by canonical equivalence, and a name is read and recorded as written.
  package func isSpelled(as other: ControlStyles) -> Bool {
    buttonStyle.isSpelled(as: other.buttonStyle) && labelStyle.isSpelled(as: other.labelStyle)
      && listStyle.isSpelled(as: other.listStyle) && formStyle.isSpelled(as: other.formStyle)
      && toggleStyle.isSpelled(as: other.toggleStyle) && pickerStyle.isSpelled(as: other.pickerStyle)
      && progressViewStyle.isSpelled(as: other.progressViewStyle)
      && datePickerStyle.isSpelled(as: other.datePickerStyle) && labelsHidden == other.labelsHidden
      && imageScale.isSpelled(as: other.imageScale) && controlSize.isSpelled(as: other.controlSize)
      && isInForm == other.isInForm
  }
}
