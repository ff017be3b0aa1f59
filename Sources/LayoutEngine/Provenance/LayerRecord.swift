import JSONCore

/// Everything one layer did in one pass: what it is, the proposal it was placed with, the size it chose and
/// why (per axis), who proposed it, where it is (exact and on the pixel grid), every measurement taken of
/// it and every input it read.
public struct LayerRecord: Hashable, Sendable {
  /// The bare view or the modifier.
  public var kind: LayerKind {
    switch declaration {
    case .view(let typeName, _): .view(typeName)
    case .modifier(let modifier): .modifier(modifier.name)
    }
  }
  /// The SwiftUI spelling with the resolved arguments: `Text("User:")`, `frame(width: 72, alignment: .trailing)`.
  public var summary: String
  /// The modifier as declared (nil for the bare view); the preference engine reads its arguments.
  public var modifier: Modifier? {
    guard case .modifier(let modifier) = declaration else { return nil }
    return modifier
  }
  /// Where the view or modifier was declared.
  public var declaredPath: JSONPath {
    switch declaration {
    case .view(_, let path): path
    case .modifier(let modifier): modifier.path
    }
  }
  /// `kind`, `modifier` and `declaredPath` in one value (a modifier's layer is named by its modifier and declared at
  /// its path): apart they took 80 of a record's bytes, together 48, and a retained pass keeps a record of every
  /// layer.
  private let declaration: Declaration
  /// For a modifier that `Group`/`ForEach` applied to each child: the id of the node that declared it.
  public var inheritedFrom: String?
  /// The proposal the layer was placed with.
  public var proposal: ProposedViewSize
  /// The size it chose for that proposal (exact).
  public var size: Size
  /// Its frame in its parent layer's coordinates (exact).
  public var frameInParent: Rect { Rect(origin: originInParent, size: size) }
  /// Its frame in root coordinates (exact): what `GeometryReader` sees.
  public var frame: Rect { Rect(origin: origin, size: size) }
  /// The origins of `frameInParent` and `frame`, whose size is `size` (stored once: a retained pass keeps a record of
  /// every layer, and the frames' sizes took 32 of its bytes again).
  private var originInParent: Point
  private var origin: Point
  /// Its frame in root coordinates snapped to the pixel grid: what is drawn.
  public var renderedFrame: Rect
  /// Why the width is what it is.
  public var widthRule: SizeRule
  /// Why the height is what it is.
  public var heightRule: SizeRule
  /// Who proposed the placement proposal, and why.
  public var proposer: Proposer
  /// Every distinct measurement of the layer this pass, in the order they were taken (rows of the pass's
  /// `MeasurementTable`, copied into an array when read; set, they are a table of their own).
  public var measurements: [Measurement] {
    get { measurementRows.elements }
    set { measurementRows = MeasurementRows(newValue) }
  }
  /// The measurements, stored: a range of the pass's table (a retained pass kept an array of them a layer).
  private(set) var measurementRows: MeasurementRows
  /// The inputs the layer read (environment, behaviours, text measurer, state through expressions).
  public var reads: [InputRead]

  /// What a layer is and where it was declared: a bare view of a type declared at a path, or a modifier.
  private enum Declaration: Hashable, Sendable {
    case view(typeName: String, path: JSONPath)
    case modifier(Modifier)
  }

  /// This record at the place `placement` gives its layer (a subtree taken moved, `PassReuse.takesMovedSubtree`): the
  /// same but its origins and its rendered frame, which is its frame snapped to `grid` as a new record's is (a moved
  /// subtree has no render transform).
  func moved(to placement: LayoutGraph.Placement, grid: DisplayGrid) -> LayerRecord {
    var record = self
    record.originInParent = placement.originInParent
    record.origin = placement.originInRoot
    record.renderedFrame = grid.snap(placement.frameInRoot)
    return record
  }

  /// A record whose frames are both of `size` (a placed layer's are, and an unplaced one's are at the origin): the
  /// layer of `modifier`, or the bare view of type `viewType` declared at `viewPath` when it is nil.
  init(
    viewType: @autoclosure () -> String, viewPath: @autoclosure () -> JSONPath, modifier: Modifier?, summary: String,
    inheritedFrom: String?,
    proposal: ProposedViewSize, size: Size, originInParent: Point, origin: Point, renderedFrame: Rect,
    widthRule: SizeRule, heightRule: SizeRule, proposer: Proposer, measurements: MeasurementRows, reads: [InputRead]
  ) {
    declaration = modifier.map { .modifier($0) } ?? .view(typeName: viewType(), path: viewPath())
    self.summary = summary
    self.inheritedFrom = inheritedFrom
    self.proposal = proposal
    self.size = size
    self.originInParent = originInParent
    self.origin = origin
    self.renderedFrame = renderedFrame
    self.widthRule = widthRule
    self.heightRule = heightRule
    self.proposer = proposer
    measurementRows = measurements
    self.reads = reads
  }
}
