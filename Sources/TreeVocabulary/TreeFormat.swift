/// The tree document's own shape: its version and the members of the document and of its declarations. The
/// views and modifiers are `Vocabulary`'s. `Schemas/view-tree.schema.json` publishes both; a test keeps them in
/// step.
package enum TreeFormat {
  /// The format's version, reported by the daemon.
  package static let version = "1"

  /// The members of the tree document.
  package static let documentMembers: Set<String> = [
    "$schema", "environment", "proposal", "state", "preferenceKeys", "types", "alignmentGuides", "layoutValueKeys",
    "layouts",
    "root",
  ]

  /// The members of the document's `environment`.
  package static let environmentMembers: Set<String> = [
    "displayScale", "semantics", "platform", "font", "lineLimit", "layoutDirection", "safeAreaInsets", "behaviors",
  ]

  /// The members of a typed state declaration, `{"type": "CGFloat?", "value": null}`.
  package static let stateMembers: Set<String> = ["type", "value"]

  /// The members of a struct type declaration's long form, `{"fields": {…}, "equality": "false", "properties": {…}}`.
  package static let typeMembers: Set<String> = ["fields", "equality", "properties"]

  /// The members of an enum type declaration, `{"cases": […], "rawType": …, "rawValues": {…}, "caseIterable": true}`.
  package static let enumMembers: Set<String> = ["cases", "rawType", "rawValues", "caseIterable", "properties"]

  /// The members of a custom layout declaration under `layouts`.
  package static let customLayoutMembers: Set<String> = [
    "sizeThatFits", "placeSubviews", "makeCache", "updateCache", "spacing", "explicitAlignment",
  ]

  /// The members of a `LayoutValueKey` declaration: the value's type and the key's default.
  package static let layoutValueKeyMembers: Set<String> = ["type", "defaultValue"]

  /// The members of a custom alignment guide declaration (`AlignmentID`): its axis, its default value (a built-in
  /// guide's name or the body of `defaultValue(in:)`) and the name that body gives the view's dimensions.
  package static let alignmentGuideMembers: Set<String> = ["axis", "defaultValue", "parameter"]

  /// The members of a preference key declaration.
  package static let preferenceKeyMembers: Set<String> = ["type", "defaultValue", "reduce"]
}
