import JSONCore

/// One layer of a node in one pass: the bare view or one modifier, with the proposal it was placed with, the
/// size it chose, its frames and the rule per axis that decided its size.
///
/// A node with modifiers `[m1, m2]` has layers `[view, m1, m2]`; its parent sees `m2`, exactly as SwiftUI wraps
/// a view in a new view per modifier. So `Text("User:").frame(width: 72)` has a `Text` layer 40.333 wide and a
/// `frame` layer 72 wide.
public struct LayerLayout: Codable, Hashable, Sendable {
  /// The layer's index: 0 for the bare view, i for the i-th modifier.
  public var index: Int
  /// `view` for the bare view, `modifier` for a modifier.
  public var kind: String
  /// The view's type (`Text`) or the modifier's name (`frame`).
  public var name: String
  /// The SwiftUI spelling with resolved arguments: `frame(width: 72, alignment: .trailing)`.
  public var summary: String
  /// Where the view or modifier is declared in the tree document.
  public var path: String
  /// For a modifier that a `Group` or `ForEach` applied to each of its children: the node that declared it.
  public var inheritedFrom: String?
  /// The proposal the layer was placed with.
  public var proposal: ProposalValue
  /// The size it chose for that proposal.
  public var size: SizeValue
  /// Its frame in root coordinates (exact).
  public var frame: FrameValue
  /// Its frame in its parent layer's coordinates (exact).
  public var frameInParent: FrameValue
  /// Its frame in root coordinates snapped to the pixel grid: what is drawn.
  public var renderedFrame: FrameValue
  /// Why the width is what it is.
  public var widthRule: AxisRule
  /// Why the height is what it is.
  public var heightRule: AxisRule
  /// Who proposed the placement proposal, and why.
  public var proposer: ProposalSource
  /// Every distinct measurement of the layer in the pass, in the order taken; absent when not asked for.
  public var measurements: [MeasurementValue]?
  /// The inputs the layer read; absent when not asked for.
  public var reads: [InputReadValue]?
  /// Where the view or modifier is written, for a tree read from Swift source (in the position encoding the
  /// session negotiated).
  public var source: TextLocation?

  /// Creates a layer.
  public init(
    index: Int, kind: String, name: String, summary: String, path: String, inheritedFrom: String?,
    proposal: ProposalValue, size: SizeValue, frame: FrameValue, frameInParent: FrameValue,
    renderedFrame: FrameValue, widthRule: AxisRule, heightRule: AxisRule, proposer: ProposalSource,
    measurements: [MeasurementValue]?, reads: [InputReadValue]?, source: TextLocation? = nil
  ) {
    self.index = index
    self.kind = kind
    self.name = name
    self.summary = summary
    self.path = path
    self.inheritedFrom = inheritedFrom
    self.proposal = proposal
    self.size = size
    self.frame = frame
    self.frameInParent = frameInParent
    self.renderedFrame = renderedFrame
    self.widthRule = widthRule
    self.heightRule = heightRule
    self.proposer = proposer
    self.measurements = measurements
    self.reads = reads
    self.source = source
  }
}

extension LayerLayout: JSONTextEncodable {
  /// Writes the layer as its `Encodable` conformance does (members left out when nil): a whole node's `layout/node`
  /// reply is mostly its layers.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"index\":")
    writer.integer(index)
    writer.key("kind")
    writer.string(kind)
    writer.key("name")
    writer.string(name)
    writer.key("summary")
    writer.string(summary)
    writer.key("path")
    writer.string(path)
    writer.member("inheritedFrom", ifPresent: inheritedFrom)
    writer.key("proposal")
    try proposal.write(to: &writer)
    writer.key("size")
    size.write(to: &writer)
    writer.key("frame")
    frame.write(to: &writer)
    writer.key("frameInParent")
    frameInParent.write(to: &writer)
    writer.key("renderedFrame")
    renderedFrame.write(to: &writer)
    writer.key("widthRule")
    widthRule.write(to: &writer)
    writer.key("heightRule")
    heightRule.write(to: &writer)
    writer.key("proposer")
    try proposer.write(to: &writer)
    try writer.member("measurements", ifPresent: measurements)
    try writer.member("reads", ifPresent: reads)
    try writer.member("source", ifPresent: source)
    writer.endObject()
  }
}
