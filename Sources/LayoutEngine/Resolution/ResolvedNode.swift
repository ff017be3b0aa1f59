import JSONCore
import TextMetrics

/// One concrete view of a pass, after `ForEach` expansion, `if` selection and expression evaluation.
/// Nodes live in one array (`ResolvedTree.nodes`) and refer to each other by index, so nothing
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
  /// A `GeometryReader`'s content once resolved (what `pendingContent` held).
  var placedContent: [ViewNode] = []
  /// The views of `backgroundPreferenceValue`/`overlayPreferenceValue` layers, by layer, resolved when the
  /// primary's preference value is known.
  var pendingPreferenceContent: [Int: PendingPreferenceContent] = [:]
  /// For a child of a `Section`: whether it is part of the header, a row or part of the footer.
  var sectionRole: SectionRole?
  /// The resolved text, for queries (`Text`, `Button` title, field text or title).
  var text: String?
  /// The bytes of the pass's text budget (`TreeLimits.maxTextBytes`) its texts took.
  var textBytes = 0

  /// A layout-transparent root: it keeps one layer, an implicit container of its children (several views
  /// at the root stack in an implicit VStack).
  var isImplicitContainer = false

  /// The number of layers: the bare view and one per modifier; zero for layout-transparent nodes.
  var layerCount: Int {
    if isImplicitContainer { return 1 }
    return view.isTransparent ? 0 : modifiers.count + 1
  }

  /// The layer the node's preference values leave from: its outermost, or 0 (its items') for a layout-transparent
  /// `ForEach`, `if` or `Group`.
  var preferenceOutputLayer: Int { Swift.max(0, layerCount - 1) }
}

/// A preference-value layer's views waiting for the value they are built from.
struct PendingPreferenceContent {
  var key: String
  var parameter: String
  var content: SecondaryContent
  var scope: EvaluationScope
  var environment: TextEnvironment
  var inherited: InheritedModifier?
}
