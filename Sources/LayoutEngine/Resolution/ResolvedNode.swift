import TextMetrics

/// One concrete view of a pass, after `ForEach` expansion, `if` selection and expression evaluation.
/// Nodes live in one array (`LayoutComputation.nodes`) and refer to each other by index, so nothing
/// about the resolved tree recurses when it is copied or freed.
struct ResolvedNode {
  /// The resolved id (see `NodeID`).
  var id: String
  /// The id of the declaration it was resolved from.
  var declaredID: String
  /// `[key]` for each enclosing `ForEach` element (appended to explicit ids below it).
  var keySuffix: String
  /// The view with concrete arguments.
  var view: ResolvedView
  /// The modifier layers, innermost first.
  var modifiers: [ResolvedModifier]
  /// Content children (including layout-transparent ones), in order.
  var children: [Int] = []
  /// The parent node.
  var parent: Int?
  /// For content of a parent's modifier: that modifier's layer index.
  var hostLayer: Int?
  /// Where the view was declared.
  var declaredPath: JSONPath
  /// The names visible to the view's expressions.
  var scope: EvaluationScope
  /// The text environment at the bare view.
  var environment: TextEnvironment
  /// The axis of the innermost enclosing HStack/VStack (Spacer and Divider orient themselves by it).
  var stackAxis: Axis?
  /// Inputs read while resolving the bare view (state read by a text interpolation).
  var viewReads: [InputRead] = []
  /// A GeometryReader's content, resolved when the reader's geometry is known.
  var pendingContent: [ViewNode] = []
  /// The resolved text, for queries (`Text`, `Button` title, field text or title).
  var text: String?

  /// A layout-transparent root: it keeps one layer, an implicit container of its children (several views
  /// at the root stack in an implicit VStack).
  var isImplicitContainer = false

  /// The number of layers: the bare view and one per modifier; zero for layout-transparent nodes.
  var layerCount: Int {
    if isImplicitContainer { return 1 }
    return view.isTransparent ? 0 : modifiers.count + 1
  }
}

/// The text-related environment values inherited down the tree.
struct TextEnvironment: Hashable {
  var font: Font
  var lineLimit: Int?
  /// Whether `font` was set by a modifier (else it is the environment's default).
  var fontIsInherited: Bool
}

/// A view with its arguments evaluated.
enum ResolvedView {
  case text(String)
  case color(String)
  case shape(ShapeKind, cornerRadius: Double)
  case spacer(minLength: Double?)
  case divider
  case image(ImageArguments)
  case textField(title: String, text: String, isSecure: Bool, isRoundedBorder: Bool)
  case button(title: String?)
  case emptyView
  case group
  case forEach
  case conditional(Bool)
  case hStack(alignment: VerticalAlignment, spacing: Double?)
  case vStack(alignment: HorizontalAlignment, spacing: Double?)
  case zStack(alignment: Alignment)
  case form
  case list
  case geometryReader(proxy: String)

  /// Views without a layout of their own: their children are laid out by their parent and their modifiers
  /// apply to each child (`Group`, `ForEach`, `if`) or to nothing (`EmptyView`).
  var isTransparent: Bool {
    switch self {
    case .emptyView, .group, .forEach, .conditional: return true
    default: return false
    }
  }

  /// The SwiftUI type name.
  var typeName: String {
    switch self {
    case .text: return "Text"
    case .color: return "Color"
    case .shape(let shape, _): return shape.typeName
    case .spacer: return "Spacer"
    case .divider: return "Divider"
    case .image: return "Image"
    case .textField(_, _, let isSecure, _): return isSecure ? "SecureField" : "TextField"
    case .button: return "Button"
    case .emptyView: return "EmptyView"
    case .group: return "Group"
    case .forEach: return "ForEach"
    case .conditional: return "if"
    case .hStack: return "HStack"
    case .vStack: return "VStack"
    case .zStack: return "ZStack"
    case .form: return "Form"
    case .list: return "List"
    case .geometryReader: return "GeometryReader"
    }
  }
}

/// A modifier with its arguments evaluated.
struct ResolvedModifier {
  var kind: ResolvedModifierKind
  /// The modifier as declared.
  var declared: Modifier
  /// The id of the `Group`/`ForEach` that declared it, when it was applied to each of its children.
  var inheritedFrom: String?
  /// Inputs read while resolving it (state read by its expressions, unevaluated expressions).
  var reads: [InputRead] = []
  /// The scope its expressions see (for `alignmentGuide` values evaluated at layout time).
  var scope: EvaluationScope
}

/// The layout-relevant content of a modifier.
enum ResolvedModifierKind {
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexFrame(FlexFrameValues)
  case padding(EdgeInsets)
  case secondary(alignment: Alignment, content: [Int], isOverlay: Bool)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case offset(x: Double, y: Double)
  case position(x: Double, y: Double)
  case coordinateSpace(name: String)
  case alignmentGuide(AlignmentKey, value: NumericArgument)
  /// No layout effect (font, lineLimit, hidden, border, clipped, preference modifiers, onChange).
  case passThrough
}

/// A flexible frame's bounds after SwiftUI's normalisation (`swiftui-semantics.md` §5.2.1).
struct FlexFrameValues: Hashable {
  var minWidth: Double?
  var idealWidth: Double?
  var maxWidth: Double?
  var minHeight: Double?
  var idealHeight: Double?
  var maxHeight: Double?
  var alignment: Alignment

  func min(_ axis: Axis) -> Double? { axis == .horizontal ? minWidth : minHeight }
  func ideal(_ axis: Axis) -> Double? { axis == .horizontal ? idealWidth : idealHeight }
  func max(_ axis: Axis) -> Double? { axis == .horizontal ? maxWidth : maxHeight }
}

/// A layer of a node: index 0 is the bare view, i ≥ 1 the i-th modifier (innermost first).
struct LayerRef: Hashable {
  var node: Int
  var layer: Int
}
