/// Where a layer is: a node's id and the layer's index (0 is the bare view, i ≥ 1 the i-th modifier). Stable
/// across passes and across edits that keep the node's id and modifier chain.
public struct LayerAddress: Hashable, Sendable, CustomStringConvertible {
  /// The node's id.
  public var node: String
  /// The layer's index in the node's chain.
  public var layer: Int

  /// Creates an address.
  public init(node: String, layer: Int) {
    self.node = node
    self.layer = layer
  }

  /// `#id` for the bare view, `#id@2` for the second modifier's layer.
  public var description: String { layer == 0 ? "#\(node)" : "#\(node)@\(layer)" }
}

/// Who proposed a layer's size: the parent layer and the parent's rule.
public struct Proposer: Hashable, Sendable, CustomStringConvertible {
  /// The layer that made the proposal; nil for the root.
  public var parent: LayerAddress?
  /// The parent's rule.
  public var reason: ProposalReason

  /// Creates a proposer.
  public init(parent: LayerAddress?, reason: ProposalReason) {
    self.parent = parent
    self.reason = reason
  }

  /// "#form/HStack0: equal share of 134 of the remaining 268 among 2 children".
  public var description: String {
    parent.map { "\($0): \(reason)" } ?? reason.description
  }
}

/// One measurement of a layer during a pass: a proposal in, a size out, and the rule per axis. A layer is
/// measured once per distinct proposal; repeated requests are answered from the pass's cache.
public struct Measurement: Hashable, Sendable {
  /// The proposal.
  public var proposal: ProposedViewSize
  /// The size the layer chose.
  public var size: Size
  /// Why the width is what it is.
  public var widthRule: SizeRule
  /// Why the height is what it is.
  public var heightRule: SizeRule
  /// Who first asked for this measurement, and why.
  public var requestedBy: Proposer
}

/// What a layer is: a bare view or a modifier.
public enum LayerKind: Hashable, Sendable {
  /// The bare view, by SwiftUI type name.
  case view(String)
  /// A modifier, by SwiftUI method name.
  case modifier(String)

  /// The type or method name.
  public var name: String {
    switch self {
    case .view(let name), .modifier(let name): return name
    }
  }
}

/// Everything one layer did in one pass: what it is, the proposal it was placed with, the size it chose and
/// why (per axis), who proposed it, where it is (exact and on the pixel grid), every measurement taken of
/// it and every input it read.
public struct LayerRecord: Hashable, Sendable {
  /// The bare view or the modifier.
  public var kind: LayerKind
  /// The SwiftUI spelling with the resolved arguments: `Text("User:")`, `frame(width: 72, alignment: .trailing)`.
  public var summary: String
  /// The modifier as declared (nil for the bare view); the preference engine reads its arguments.
  public var modifier: Modifier?
  /// Where the view or modifier was declared.
  public var declaredPath: JSONPath
  /// For a modifier that `Group`/`ForEach` applied to each child: the id of the node that declared it.
  public var inheritedFrom: String?
  /// The proposal the layer was placed with.
  public var proposal: ProposedViewSize
  /// The size it chose for that proposal (exact).
  public var size: Size
  /// Its frame in its parent layer's coordinates (exact).
  public var frameInParent: Rect
  /// Its frame in root coordinates (exact): what `GeometryReader` sees.
  public var frame: Rect
  /// Its frame in root coordinates snapped to the pixel grid: what is drawn.
  public var renderedFrame: Rect
  /// Why the width is what it is.
  public var widthRule: SizeRule
  /// Why the height is what it is.
  public var heightRule: SizeRule
  /// Who proposed the placement proposal, and why.
  public var proposer: Proposer
  /// Every distinct measurement of the layer this pass, in the order they were taken.
  public var measurements: [Measurement]
  /// The inputs the layer read (environment, behaviours, text measurer, state through expressions).
  public var reads: [InputRead]
}

/// One concrete node of a pass: a view with its layers, in the resolved tree.
public struct NodeRecord: Sendable {
  /// The node's id.
  public var id: String
  /// The SwiftUI type name (`Text`), `ForEach`, `Group`, `if`.
  public var viewType: String
  /// The resolved text of a `Text`, a `Button`'s title, a field's text or title.
  public var text: String?
  /// The parent's id; nil for the root.
  public var parentID: String?
  /// When the node is content of a parent's modifier (`background`, `overlay`), that layer's index.
  public var hostLayer: Int?
  /// The children's ids in order: content first, then each modifier's content in chain order.
  public var childIDs: [String]
  /// Where the node was declared.
  public var declaredPath: JSONPath
  /// The layers: the bare view first, then each modifier in chain order. Empty for nodes that have no layout
  /// of their own (`Group`, `ForEach`, `if`, `EmptyView`): their children are laid out by their parent.
  public var layers: [LayerRecord]
  /// The names visible to expressions written on this node (`ForEach` elements, `GeometryReader` proxies).
  public var scope: EvaluationScope

  /// The outermost layer: the one the parent sees.
  public var outermost: LayerRecord? { layers.last }
  /// The outermost layer's frame in root coordinates.
  public var frame: Rect? { layers.last?.frame }
  /// The outermost layer's size.
  public var size: Size? { layers.last?.size }
  /// The outermost layer's proposal.
  public var proposal: ProposedViewSize? { layers.last?.proposal }
}

/// A problem or observation of one pass: a SwiftUI runtime warning ("Contradictory frame constraints
/// specified."), an expression that could not be evaluated, a duplicate `ForEach` id.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How serious it is.
  public enum Severity: String, Hashable, Sendable {
    /// SwiftUI would log it, or the result may not be what was meant.
    case warning
    /// For information.
    case note
  }

  /// How serious it is.
  public var severity: Severity
  /// The node concerned.
  public var node: String?
  /// Where in the document.
  public var path: JSONPath?
  /// The message (verbatim for SwiftUI's own warnings).
  public var message: String

  /// Creates a diagnostic.
  public init(_ severity: Severity, node: String?, path: JSONPath?, _ message: String) {
    self.severity = severity
    self.node = node
    self.path = path
    self.message = message
  }

  /// `warning #id $.path: message`.
  public var description: String {
    var text = severity.rawValue
    if let node { text += " #\(node)" }
    if let path { text += " \(path)" }
    return text + ": " + message
  }
}
