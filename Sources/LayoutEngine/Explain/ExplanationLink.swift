import JSONCore

/// One link of an explanation's causal chain: a cause of the value asked about, or of the link before it.
///
/// A chain reads from the value back to its root cause: the layer's rule, the proposal its parent made, the
/// state an expression read, the action that wrote that state, the preference value the action received, the
/// measurement behind that value, and the client's edit that started it all.
public struct ExplanationLink: Hashable, Sendable {
  /// What kind of cause the link is.
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// The parent layer offered a size (or a different size): the link names the proposing layer and its rule.
    case proposal
    /// The layer's own rule produced the size: a fixed frame's width, text measured at a font, a view that takes
    /// the proposal.
    case rule
    /// The size is a child's (passed through, or plus padding, or summed by a stack) and that child's changed.
    case childSize
    /// An expression of the layer read `@State` (which expression, which value).
    case stateRead
    /// An action wrote the state: which action, in which pass, old → new.
    case stateWrite
    /// The preference value an action received: which key at which node, reduced from which contributors in
    /// which order, and which were discarded.
    case preferenceValue
    /// A `GeometryReader`'s size, read through its proxy to make a preference value.
    case measurement
    /// The client's edit of a version: `setText`, `setState`, `propose`, `tap`, ….
    case edit
    /// An environment value (font, display scale, a behaviour switch) the layer read.
    case environment
    /// Where the parent placed the layer (for x and y).
    case placement
    /// The update loop does not settle: the cycle through the same nodes, key and state every pass.
    case cycle
  }

  /// One value that went into a preference value.
  public struct Contributor: Hashable, Sendable {
    /// The node the value stands for: the nearest node with a client-given id around the writer (the label a
    /// `GeometryReader` in its background measures), else the writer.
    public var node: String
    /// The node whose modifier wrote the value.
    public var writer: String
    /// The value.
    public var value: JSONValue
    /// Whether `reduce` kept it (`first`, `reduced`) or lost it (`discarded`, `ignored`, `hidden`, `failed`).
    public var fate: PreferenceRecord.Contribution.Fate

    /// Creates a contributor.
    public init(node: String, writer: String, value: JSONValue, fate: PreferenceRecord.Contribution.Fate) {
      self.node = node
      self.writer = writer
      self.value = value
      self.fate = fate
    }
  }

  /// What kind of cause.
  public var kind: Kind
  /// The node concerned.
  public var node: String?
  /// The layer concerned, by index in the node's chain.
  public var layer: Int?
  /// Where in the history the cause happened (a state write's pass, an edit's version), when it is not simply
  /// the point explained.
  public var point: HistoryPoint?
  /// The link in plain words.
  public var detail: String
  /// The value before, when the link changed something.
  public var before: JSONValue?
  /// The value after (or the value, for a link that did not change).
  public var after: JSONValue?
  /// For `preferenceValue`: the values reduced, in reduce order.
  public var contributors: [Contributor]

  /// Creates a link.
  public init(
    kind: Kind, node: String?, layer: Int?, point: HistoryPoint? = nil, detail: String, before: JSONValue? = nil,
    after: JSONValue? = nil, contributors: [Contributor] = []
  ) {
    self.kind = kind
    self.node = node
    self.layer = layer
    self.point = point
    self.detail = detail
    self.before = before
    self.after = after
    self.contributors = contributors
  }
}
