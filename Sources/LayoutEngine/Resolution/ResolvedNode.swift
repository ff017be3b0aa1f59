import JSONCore
import TextMetrics

/// One concrete view of a pass, after `ForEach` expansion, `if` selection and expression evaluation.
/// Nodes live in chunks of one list (`ResolvedTree.nodes`, `ResolvedNodes`) and refer to each other by index, so
/// nothing about the resolved tree recurses when it is copied or freed.
///
/// What the view resolved to (its ids, view, scope, environment, text) lives in one object the node's copies share,
/// written copy-on-write: a clean node copied into the next pass (`ResolutionCopies.copiedResolution`) and the pass's
/// copies of a node retain that object once instead of each of its fields. What a pass changes in its own nodes (the
/// tree's links, the modifiers' content indices, a reader's content) is stored inline.
struct ResolvedNode {
  /// The node's resolution, shared by its copies (`Resolution`).
  private var resolution: Resolution
  /// The resolved id (see `NodeID`).
  var id: String { resolution.id }
  /// The id of the declaration it was resolved from.
  var declaredID: String { resolution.declaredID }
  /// `[key]` for each enclosing `ForEach` element (appended to explicit ids below it).
  var keySuffix: String { resolution.keySuffix }
  /// The view with concrete arguments.
  var view: ResolvedView {
    get { resolution.view }
    set {
      uniqueResolution().view = newValue
      isTransparentView = newValue.isTransparent
      isGeometryReader = Self.isGeometryReader(newValue)
    }
  }
  /// For content of a parent's modifier: that modifier's layer index.
  var hostLayer: Int? {
    get { hostLayerIndex < 0 ? nil : Int(hostLayerIndex) }
    set { hostLayerIndex = newValue.map { Int32(clamping: $0) } ?? -1 }
  }
  /// Where the view was declared.
  var declaredPath: JSONPath {
    get { resolution.declaredPath }
    set { uniqueResolution().declaredPath = newValue }
  }
  /// The names visible to the view's expressions.
  var scope: EvaluationScope {
    get { resolution.scope }
    set { uniqueResolution().scope = newValue }
  }
  /// The text environment at the bare view.
  var environment: TextEnvironment {
    get { resolution.environment }
    set { uniqueResolution().environment = newValue }
  }
  /// The axis of the innermost enclosing HStack/VStack (Spacer and Divider orient themselves by it).
  var stackAxis: Axis? {
    get { resolution.stackAxis }
    set { uniqueResolution().stackAxis = newValue }
  }
  /// Inputs read while resolving the bare view (state read by a text interpolation).
  var viewReads: [InputRead] {
    get { resolution.viewReads }
    set { uniqueResolution().viewReads = newValue }
  }
  /// For a child of a `Section`: whether it is part of the header, a row or part of the footer.
  var sectionRole: SectionRole? {
    get { resolution.sectionRole }
    set { uniqueResolution().sectionRole = newValue }
  }
  /// The resolved text, for queries (`Text`, `Button` title, field text or title).
  var text: String? {
    get { resolution.text }
    set { uniqueResolution().text = newValue }
  }
  /// The bytes of the pass's text budget (`TreeLimits.maxTextBytes`) its texts took, kept inline: taking a
  /// `GeometryReader`'s content whole sums its nodes' (`PassReuse`), and read from the resolution it cost a cache miss a
  /// row at 10,000 rows.
  var textBytes = 0
  /// The modifier layers, innermost first.
  var modifiers: [ResolvedModifier] {
    didSet {
      storedModifierCount = Int32(clamping: modifiers.count)
      modifierTraits = ModifierTraits(modifiers)
    }
  }
  /// Content children (including layout-transparent ones), in order.
  var children: [Int] = []
  /// The parent node.
  var parent: Int?
  /// `hostLayer`, -1 for none, kept inline (in the bytes after `parent`): the walks over every node of a pass (hosted
  /// views, the tree's shape, the records) read it, and read from the resolution it cost a cache miss a node at 10,000
  /// rows. A modifier chain is far shorter than 2^31 layers.
  private var hostLayerIndex: Int32
  /// A GeometryReader's content, resolved when the reader's geometry is known.
  var pendingContent: [ViewNode] {
    get { readerContent.content(placed: false) }
    set { readerContent.set(newValue, placed: false) }
  }
  /// Whether the node is a `GeometryReader` whose content is placed (`placedContent` holds it), read without copying it.
  var hasPlacedContent: Bool {
    if case .placed = readerContent { return true }
    return false
  }
  /// Whether the node is a `GeometryReader` whose content waits for its placement (`pendingContent` holds it), read
  /// without reading the list (content held is never empty, `ReaderContent.set`).
  var hasPendingContent: Bool {
    if case .pending = readerContent { return true }
    return false
  }
  /// Whether the content this node holds, placed when `placed` and else pending, is `other`'s placed content, the same
  /// array: told from the arrays' storage, neither list retained nor read.
  func holdsContent(placed: Bool, asPlacedIn other: ResolvedNode) -> Bool {
    guard case .placed(let theirs) = other.readerContent else { return false }
    switch readerContent {
    case .placed(let mine) where placed, .pending(let mine) where !placed: return mine.sharesStorage(with: theirs)
    default: return false
    }
  }
  /// A `GeometryReader`'s content once resolved (what `pendingContent` held).
  var placedContent: [ViewNode] {
    get { readerContent.content(placed: true) }
    set { readerContent.set(newValue, placed: true) }
  }
  /// A `GeometryReader`'s content, waiting for its placement or resolved: one field where two were, since a reader's
  /// content is never both (every copy of a node retains each of its arrays, and every pass copies most nodes).
  private var readerContent = ReaderContent.none

  /// A layout-transparent root: it keeps one layer, an implicit container of its children (several views
  /// at the root stack in an implicit VStack).
  var isImplicitContainer = false
  /// Whether `view` is layout-transparent, and how many `modifiers` there are, kept inline: every walk over a pass's
  /// nodes asks their layer counts, which read from the resolution and the modifiers' storage cost two cache misses a
  /// node at 10,000 rows.
  private var isTransparentView: Bool
  /// Whether `view` is a `GeometryReader` (whose content waits for its placement), kept inline for the same walks.
  private(set) var isGeometryReader: Bool
  /// What the modifiers hold or observe, kept inline for the walks that look for it (`ModifierTraits`).
  private var modifierTraits: ModifierTraits
  private var storedModifierCount: Int32

  /// `viewReads`, `text` and `textBytes` are given here by the resolver: each written into the node once it is in the
  /// tree was an access to the tree and a check that the resolution is the node's own.
  init(
    id: String, declaredID: String, keySuffix: String, view: ResolvedView, modifiers: [ResolvedModifier],
    parent: Int?, hostLayer: Int?, declaredPath: JSONPath, scope: EvaluationScope, environment: TextEnvironment,
    stackAxis: Axis?, viewReads: [InputRead] = [], text: String? = nil, textBytes: Int = 0
  ) {
    resolution = Resolution(
      id: id, declaredID: declaredID, keySuffix: keySuffix, view: view, declaredPath: declaredPath, scope: scope,
      environment: environment, stackAxis: stackAxis)
    resolution.viewReads = viewReads
    resolution.text = text
    self.textBytes = textBytes
    self.modifiers = modifiers
    self.parent = parent
    hostLayerIndex = hostLayer.map { Int32(clamping: $0) } ?? -1
    isTransparentView = view.isTransparent
    isGeometryReader = Self.isGeometryReader(view)
    modifierTraits = ModifierTraits(modifiers)
    storedModifierCount = Int32(clamping: modifiers.count)
  }

  /// Whether this node and `other` share one resolution (one is a copy of the other, neither written since): then
  /// they have the same id, view, scope and the rest, without reading them.
  func sharesResolution(with other: ResolvedNode) -> Bool { resolution === other.resolution }

  /// The resolution, made this node's own before a write when a copy shares it.
  private mutating func uniqueResolution() -> Resolution {
    if !isKnownUniquelyReferenced(&resolution) { resolution = resolution.copy() }
    return resolution
  }

  /// What a node resolved to (the fields above it forwards to). The fields of one byte come last, and a node outside
  /// every `ForEach` keeps no declared id and key suffix of its own (`element`): 98 bytes, a 112-byte heap chunk, where
  /// they took 136 and a 144-byte chunk (a resolution a node of each pass, 50,001 at 10,000 rows).
  private final class Resolution {
    let id: String
    /// The declared id and key suffix, when they are not `id` (the same value, `isSameValue`) and "": a node resolved
    /// from a `ForEach`'s content.
    private let element: Element?
    var view: ResolvedView
    var declaredPath: JSONPath
    var scope: EvaluationScope
    var environment: TextEnvironment
    var viewReads: [InputRead] = []
    var text: String?
    var stackAxis: Axis?
    var sectionRole: SectionRole?

    var declaredID: String { element?.declaredID ?? id }
    var keySuffix: String { element?.keySuffix ?? "" }

    /// A node's declared id and key suffix, when it has its own (`element`).
    private final class Element {
      let declaredID: String
      let keySuffix: String

      init(declaredID: String, keySuffix: String) {
        self.declaredID = declaredID
        self.keySuffix = keySuffix
      }
    }

    init(
      id: String, declaredID: String, keySuffix: String, view: ResolvedView, declaredPath: JSONPath,
      scope: EvaluationScope, environment: TextEnvironment, stackAxis: Axis?
    ) {
      self.id = id
      element =
        keySuffix.isEmpty && Self.isSameValue(id, declaredID)
        ? nil : Element(declaredID: declaredID, keySuffix: keySuffix)
      self.view = view
      self.declaredPath = declaredPath
      self.scope = scope
      self.environment = environment
      self.stackAxis = stackAxis
    }

    private init(copying other: Resolution) {
      id = other.id
      element = other.element
      view = other.view
      declaredPath = other.declaredPath
      scope = other.scope
      environment = other.environment
      viewReads = other.viewReads
      text = other.text
      stackAxis = other.stackAxis
      sectionRole = other.sectionRole
    }

    /// A copy of every field.
    func copy() -> Resolution { Resolution(copying: self) }

    /// Whether two strings are one value bit for bit: one storage, or the same small string. Outside a `ForEach` the
    /// resolver gives a node's declared id as its id (`NodeID.resolvedChild`), and reading the bytes of each cost about
    /// 300 instructions a node of a pass; two strings of the same bytes stored apart keep an `Element`, as in a
    /// `ForEach`.
    private static func isSameValue(_ first: String, _ second: String) -> Bool {
      unsafeBitCast(first, to: (UInt64, UInt64).self) == unsafeBitCast(second, to: (UInt64, UInt64).self)
    }
  }

  /// Marks a `GeometryReader`'s pending content placed, its resolution `children`: one write of the node where three
  /// were each an access to the tree.
  mutating func placeContent(children: [Int]) {
    if case .pending(let content) = readerContent { readerContent = .placed(content) } else { readerContent = .none }
    self.children = children
  }

  /// A `GeometryReader`'s content (`pendingContent`, `placedContent`).
  private enum ReaderContent {
    case none
    case pending([ViewNode])
    case placed([ViewNode])

    /// The placed content, or the pending one; empty when the content is not in that state.
    func content(placed: Bool) -> [ViewNode] {
      switch self {
      case .pending(let content) where !placed, .placed(let content) where placed: return content
      default: return []
      }
    }

    /// Makes `content` the placed or the pending content; setting an empty one clears that one only.
    mutating func set(_ content: [ViewNode], placed: Bool) {
      guard content.isEmpty else {
        self = placed ? .placed(content) : .pending(content)
        return
      }
      switch self {
      case .pending where !placed, .placed where placed: self = .none
      default: break
      }
    }
  }

  /// Whether the view is layout-transparent (`ResolvedView.isTransparent`), read inline.
  var isTransparent: Bool { isTransparentView }

  /// `modifiers.count`, read inline.
  var modifierCount: Int { Int(storedModifierCount) }

  /// Whether a modifier holds views (`background`, `overlay`: `ResolvedModifierKind.secondary`): the walks over taken
  /// subtrees look for hosted views, and most modifiers hold none (a row's preference writer has one).
  var hostsViews: Bool { modifierTraits.contains(.hostsViews) }

  /// Whether a modifier observes a value (`onPreferenceChange`, `onChange`): the preference combiner looks for them
  /// among every node's modifiers after each pass, and few nodes have one.
  var observesChanges: Bool { modifierTraits.contains(.observesChanges) }

  /// What a node's modifiers hold or observe, one bit each, in the byte `hostsViews` took alone: read from the modifiers,
  /// each node's list was a cache miss of every pass at 10,000 rows (the combiner's walk for observers, 4.7 % of the
  /// form's keeping-max edit there, `perf record` of `inspector-bench update --edits=100 --rows=10000`).
  private struct ModifierTraits: OptionSet {
    let rawValue: UInt8
    static let hostsViews = ModifierTraits(rawValue: 1)
    static let observesChanges = ModifierTraits(rawValue: 2)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ modifiers: [ResolvedModifier]) {
      var traits: ModifierTraits = []
      for modifier in modifiers {
        if case .secondary = modifier.kind { traits.insert(.hostsViews) }
        switch modifier.declared.kind {
        case .onPreferenceChange, .onChange: traits.insert(.observesChanges)
        default: break
        }
      }
      self = traits
    }
  }

  private static func isGeometryReader(_ view: ResolvedView) -> Bool {
    if case .geometryReader = view { return true }
    return false
  }

  /// The number of layers: the bare view and one per modifier; zero for layout-transparent nodes.
  var layerCount: Int {
    if isImplicitContainer { return 1 }
    return isTransparentView ? 0 : modifierCount + 1
  }

  /// Whether the node's parent lays out its children in its place (`ResolvedTree.subviewLayers`): a layout-transparent
  /// node that is not an implicit container.
  var isFlattened: Bool { isTransparentView && !isImplicitContainer }

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
