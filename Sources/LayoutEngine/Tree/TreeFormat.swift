/// The vocabulary of the JSON tree format: every view and modifier name the decoder accepts, with the
/// members each takes. `Schemas/view-tree.schema.json` publishes the same vocabulary; a test keeps the two
/// in step.
public enum TreeFormat {
  /// The format's version, reported by the daemon.
  public static let version = "1"

  /// The members every view object may have besides its own arguments.
  public static let commonViewMembers: Set<String> = ["view", "id", "modifiers", "let", "bindings"]

  /// Each view name with the members it takes (besides `view`, `id` and `modifiers`).
  public static let viewArguments: [String: Set<String>] = [
    "Text": ["text"],
    "Color": ["color"],
    "Rectangle": ["fill"],
    "RoundedRectangle": ["cornerRadius", "fill"],
    "Capsule": ["fill"],
    "Circle": ["fill"],
    "Ellipse": ["fill"],
    "Spacer": ["minLength"],
    "Divider": [],
    "Image": ["name", "systemName", "width", "height", "resizable"],
    "TextField": ["title", "text", "style"],
    "SecureField": ["title", "text", "style"],
    "Button": ["title", "action", "content"],
    "EmptyView": [],
    "Group": ["content"],
    "HStack": ["alignment", "spacing", "content"],
    "VStack": ["alignment", "spacing", "content"],
    "ZStack": ["alignment", "content"],
    "Form": ["content"],
    "List": ["content"],
    "GeometryReader": ["proxy", "content"],
    "ScrollView": ["axes", "showsIndicators", "content"],
    "ForEach": ["data", "element", "content"],
    "Section": ["header", "footer", "content"],
    "Layout": ["layout", "content"],
  ]

  /// The members of a condition item, `{"if": …, "then": […], "else": […]}`.
  public static let conditionMembers: Set<String> = ["if", "then", "else", "id"]

  /// Every view name, sorted.
  public static var viewNames: [String] { viewArguments.keys.sorted() }

  /// Every modifier name, sorted.
  public static let modifierNames: [String] = [
    "alignmentGuide", "anchorPreference", "background", "backgroundPreferenceValue", "border", "clipped",
    "coordinateSpace", "fixedSize", "font", "frame", "hidden", "layoutPriority", "lineLimit", "offset",
    "onChange", "onPreferenceChange", "overlay", "overlayPreferenceValue", "padding", "position", "preference",
    "transformPreference",
  ]

  /// The members of the tree document.
  public static let documentMembers: Set<String> = [
    "$schema", "environment", "proposal", "state", "preferenceKeys", "types", "alignmentGuides", "layouts", "root",
  ]

  /// The members of the document's `environment`.
  public static let environmentMembers: Set<String> = [
    "displayScale", "semantics", "platform", "font", "lineLimit", "layoutDirection", "behaviors",
  ]

  /// The members of a typed state declaration, `{"type": "CGFloat?", "value": null}`.
  public static let stateMembers: Set<String> = ["type", "value"]

  /// The members of a struct type declaration's long form, `{"fields": {…}, "equality": "false"}`.
  public static let typeMembers: Set<String> = ["fields", "equality"]

  /// The members of a custom layout declaration under `layouts`.
  public static let customLayoutMembers: Set<String> = ["sizeThatFits", "placeSubviews"]

  /// The members of a preference key declaration.
  public static let preferenceKeyMembers: Set<String> = ["type", "defaultValue", "reduce"]
}
