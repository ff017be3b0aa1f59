import JSONCore

/// One view as the client declared it: a SwiftUI view type with its arguments, its modifier chain (innermost
/// first, in source order) and its content.
///
/// Declared nodes are templates: a `ForEach`'s content is declared once and resolved once per element, and an
/// `if` holds both branches. `LayoutPass` holds the resolved, concrete tree.
public struct ViewNode: Hashable, Sendable {
  /// The node's id: the client's `id`, or one derived from its position (see `NodeID`).
  public var id: String
  /// Whether `id` was written by the client.
  public var hasExplicitID: Bool
  /// The view and its arguments.
  public var kind: ViewKind
  /// The modifiers in source order: the first is applied first (innermost).
  public var modifiers: [Modifier]
  /// The child views (for `if`, the `then` branch).
  public var content: [ViewNode]
  /// Where the node was declared.
  public var path: JSONPath

  /// Creates a node.
  public init(
    id: String, hasExplicitID: Bool, kind: ViewKind, modifiers: [Modifier], content: [ViewNode], path: JSONPath
  ) {
    self.id = id
    self.hasExplicitID = hasExplicitID
    self.kind = kind
    self.modifiers = modifiers
    self.content = content
    self.path = path
  }

  /// The SwiftUI type name (`Text`, `HStack`, …), `if` for a condition.
  public var viewType: String { kind.typeName }
}

/// A SwiftUI view type with its arguments, as declared.
public indirect enum ViewKind: Hashable, Sendable {
  /// `Text(text)`; the text may interpolate.
  case text(TextTemplate)
  /// `Color.name`.
  case color(String)
  /// A built-in shape.
  case shape(ShapeKind)
  /// `Spacer(minLength:)`.
  case spacer(minLength: NumericArgument)
  /// `Divider()`.
  case divider
  /// `Image` with a given intrinsic size.
  case image(ImageArguments)
  /// `TextField` or `SecureField`.
  case textField(TextFieldArguments)
  /// `Button(title) { action }` or a Button whose label is its content.
  case button(title: TextTemplate?, action: SwiftExpression?)
  /// `EmptyView()`.
  case emptyView
  /// `Group { … }`.
  case group
  /// `HStack(alignment:spacing:)`.
  case hStack(alignment: VerticalAlignment, spacing: NumericArgument)
  /// `VStack(alignment:spacing:)`.
  case vStack(alignment: HorizontalAlignment, spacing: NumericArgument)
  /// `ZStack(alignment:)`.
  case zStack(alignment: Alignment)
  /// `Form { … }` (inset-grouped rows on iOS).
  case form
  /// `List { … }` (inset-grouped rows on iOS).
  case list
  /// `GeometryReader { proxy in … }`; `proxy` is the closure parameter's name.
  case geometryReader(proxy: String)
  /// `ForEach(data) { element in … }`.
  case forEach(ForEachArguments)
  /// `if condition { then } else { else }`; the node's `content` is the `then` branch.
  case conditional(condition: BoolArgument, elseContent: [ViewNode])

  /// The SwiftUI type name.
  public var typeName: String {
    switch self {
    case .text: return "Text"
    case .color: return "Color"
    case .shape(let shape): return shape.typeName
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .image: return "Image"
    case .textField(let arguments): return arguments.isSecure ? "SecureField" : "TextField"
    case .button: return "Button"
    case .emptyView: return "EmptyView"
    case .group: return "Group"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .form: return "Form"
    case .list: return "List"
    case .geometryReader: return "GeometryReader"
    case .forEach: return "ForEach"
    case .conditional: return "if"
    }
  }
}

/// The built-in shapes.
public enum ShapeKind: Hashable, Sendable {
  /// `Rectangle()`.
  case rectangle
  /// `RoundedRectangle(cornerRadius:)`.
  case roundedRectangle(cornerRadius: NumericArgument)
  /// `Capsule()`.
  case capsule
  /// `Circle()`: a square of side min(w, h).
  case circle
  /// `Ellipse()`.
  case ellipse

  /// The SwiftUI type name.
  public var typeName: String {
    switch self {
    case .rectangle: return "Rectangle"
    case .roundedRectangle: return "RoundedRectangle"
    case .capsule: return "Capsule"
    case .circle: return "Circle"
    case .ellipse: return "Ellipse"
    }
  }
}

/// An `Image` with a given intrinsic size (in points).
public struct ImageArguments: Hashable, Sendable {
  /// The asset or symbol name.
  public var name: String
  /// Whether `name` is an SF Symbol (`Image(systemName:)`).
  public var isSystemName: Bool
  /// The intrinsic width.
  public var width: Double
  /// The intrinsic height.
  public var height: Double
  /// Whether `.resizable()` was applied: the image then fills its proposal like a shape.
  public var isResizable: Bool

  /// Creates the arguments.
  public init(name: String, isSystemName: Bool, width: Double, height: Double, isResizable: Bool) {
    self.name = name
    self.isSystemName = isSystemName
    self.width = width
    self.height = height
    self.isResizable = isResizable
  }
}

/// A `TextField` or `SecureField`.
public struct TextFieldArguments: Hashable, Sendable {
  /// The title (placeholder).
  public var title: TextTemplate
  /// The current text; empty shows the title.
  public var text: TextTemplate
  /// `SecureField` rather than `TextField`.
  public var isSecure: Bool
  /// `.textFieldStyle(.roundedBorder)` rather than the automatic (plain) style.
  public var isRoundedBorder: Bool

  /// Creates the arguments.
  public init(title: TextTemplate, text: TextTemplate, isSecure: Bool, isRoundedBorder: Bool) {
    self.title = title
    self.text = text
    self.isSecure = isSecure
    self.isRoundedBorder = isRoundedBorder
  }
}

/// The data of a `ForEach`.
public struct ForEachArguments: Hashable, Sendable {
  /// Where the elements come from.
  public enum Data: Hashable, Sendable {
    /// An integer range `lower..<upper` or `lower...upper` with literal bounds.
    case range(lower: Int, upper: Int, isClosed: Bool)
    /// A literal JSON array.
    case array([JSONValue])
    /// An expression producing an array or range, resolved through the evaluator each pass.
    case expression(SwiftExpression)
  }

  /// The data.
  public var data: Data
  /// The closure parameter's name (`element` in `{ element in … }`).
  public var element: String

  /// Creates the arguments.
  public init(data: Data, element: String) {
    self.data = data
    self.element = element
  }
}
