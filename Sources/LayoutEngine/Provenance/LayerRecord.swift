import JSONCore

/// Everything one layer did in one pass: what it is, the proposal it was placed with, the size it chose and
/// why (per axis), who proposed it, where it is (exact and on the pixel grid), every measurement taken of
/// it and every input it read.
public struct LayerRecord: Hashable, Sendable, CustomReflectable {
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
  private var declaration: Declaration {
    switch declared {
    case .own(let declaration), .inherited(let declaration, _): declaration
    }
  }
  /// For a modifier that `Group`/`ForEach` applied to each child: the id of the node that declared it.
  public var inheritedFrom: String? {
    get {
      guard case .inherited(_, let owner) = declared else { return nil }
      return owner
    }
    set { declared = newValue.map { .inherited(declaration, from: $0) } ?? .own(declaration) }
  }
  /// `declaration` and `inheritedFrom`, stored in one value: few layers were applied by another node, and their
  /// owner's id inline took 16 of every record's bytes.
  private var declared: Declared
  /// The proposal the layer was placed with.
  public var proposal: ProposedViewSize { placement.proposal }
  /// The size it chose for that proposal (exact).
  public var size: Size { placement.size }
  /// Its frame in its parent layer's coordinates (exact).
  public var frameInParent: Rect { placement.frameInParent }
  /// Its frame in root coordinates (exact): what `GeometryReader` sees.
  public var frame: Rect { placement.frameInRoot }
  /// Its frame in root coordinates snapped to the pixel grid: what is drawn (through the layer's render transform,
  /// when it has one). Made when read, from the placement and the pass's grid: stored, it took 32 of a record's bytes.
  public var renderedFrame: Rect {
    let frame = placement.frameInRoot
    return grid.snap(placement.transform.map { $0.boundingBox(of: frame) } ?? frame)
  }
  /// Why the width is what it is.
  public var widthRule: SizeRule { placement.widthRule }
  /// Why the height is what it is.
  public var heightRule: SizeRule { placement.heightRule }
  /// Who proposed the placement proposal, and why.
  public var proposer: Proposer { placement.proposer }
  /// The proposal, size, origins, rules and proposer above, stored as the graph's placement of the layer, which the
  /// record shares (an immutable object; its transform and named spaces are not the record's, and `==` leaves them
  /// out); a layer never placed has one of its own, at the origin. Inline they took 104 of a record's 240 bytes, and
  /// the live graph kept the same values in its placement (80,003 layers at 10,000 rows, Benchmarks/memory.md).
  private(set) var placement: LayoutGraph.Placement
  /// The pixel grid of the pass (`renderedFrame`).
  private var grid: DisplayGrid
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

  /// A layer's declaration, and the node that applied it when that is another (`inheritedFrom`), boxed.
  private enum Declared: Hashable, Sendable {
    case own(Declaration)
    indirect case inherited(Declaration, from: String)
  }

  /// This record at the place `placement` gives its layer (a subtree taken moved, `PassReuse.takesMovedSubtree`): the
  /// same but its origins, and its rendered frame, drawn on `grid` as a new record's is (a moved subtree has no render
  /// transform).
  func moved(to placement: LayoutGraph.Placement, grid: DisplayGrid) -> LayerRecord {
    var record = self
    record.placement = .reusing(
      placement, proposal: proposal, size: size, originInParent: placement.originInParent,
      originInRoot: placement.originInRoot, proposer: proposer, widthRule: widthRule, heightRule: heightRule,
      transform: placement.transform, namedSpaces: placement.namedSpaces)
    record.grid = grid
    return record
  }

  /// This record with `copy`, a placement of the same values, in place of its own (`PassRecorder.GraphCopies`).
  mutating func replacePlacement(with copy: LayoutGraph.Placement) {
    placement = copy
  }

  /// The record of a layer placed at `placement` (for a layer never placed, one of its own at the origin), drawn on
  /// `grid`: the layer of `modifier`, or the bare view of type `viewType` declared at `viewPath` when it is nil.
  init(
    viewType: @autoclosure () -> String, viewPath: @autoclosure () -> JSONPath, modifier: Modifier?, summary: String,
    inheritedFrom: String?, placement: LayoutGraph.Placement, grid: DisplayGrid, measurements: MeasurementRows,
    reads: [InputRead]
  ) {
    let declaration: Declaration = modifier.map { .modifier($0) } ?? .view(typeName: viewType(), path: viewPath())
    declared = inheritedFrom.map { .inherited(declaration, from: $0) } ?? .own(declaration)
    self.summary = summary
    self.placement = placement
    self.grid = grid
    measurementRows = measurements
    self.reads = reads
  }

  /// Whether both records hold equal values, field by field as declared; of the placement, what the record says of it
  /// (not its transform and named spaces, which `LayoutGraph.Placement.==` compares).
  public static func == (lhs: LayerRecord, rhs: LayerRecord) -> Bool {
    lhs.declared == rhs.declared && lhs.summary == rhs.summary && lhs.hasSamePlacementValues(as: rhs)
      && lhs.renderedFrame == rhs.renderedFrame && lhs.measurementRows == rhs.measurementRows && lhs.reads == rhs.reads
  }

  private func hasSamePlacementValues(as other: LayerRecord) -> Bool {
    proposal == other.proposal && size == other.size && frameInParent.origin == other.frameInParent.origin
      && frame.origin == other.frame.origin && widthRule == other.widthRule && heightRule == other.heightRule
      && proposer == other.proposer
  }

  /// Hashes the values `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(declared)
    hasher.combine(summary)
    hasher.combine(proposal)
    hasher.combine(size)
    hasher.combine(frameInParent.origin)
    hasher.combine(frame.origin)
    hasher.combine(renderedFrame)
    hasher.combine(widthRule)
    hasher.combine(heightRule)
    hasher.combine(proposer)
    hasher.combine(measurementRows)
    hasher.combine(reads)
  }

  /// The record's values, each as a stored property of its own printed it (`String(describing:)`, which tests compare
  /// byte for byte): the placement's values the record says, not the shared object.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "summary": summary, "declaration": declaration, "inheritedFrom": inheritedFrom as Any, "proposal": proposal,
        "size": size, "originInParent": frameInParent.origin, "origin": frame.origin, "renderedFrame": renderedFrame,
        "widthRule": widthRule, "heightRule": heightRule, "proposer": proposer, "measurementRows": measurementRows,
        "reads": reads,
      ], displayStyle: .struct)
  }
}
