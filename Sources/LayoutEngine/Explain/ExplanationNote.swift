/// What the summary needs to know about a link, in structured form: the walk records one note per fact it finds,
/// and `ExplanationSummary` turns the notes into sentences.
enum ExplanationNote: Hashable {
  /// Layers that pass a child's length through: their spellings, and the layer whose length they pass.
  case passthrough(layers: [String], inner: String, axis: Axis)
  /// A layer whose length is made from its children's (padding, a stack), and the child followed.
  case composite(layer: String, rule: SizeRule, axis: Axis, child: String?)
  /// A layer's own rule decided the length (and the value before, when it changed); `node` is the layer's node.
  case rule(layer: String, node: String, rule: SizeRule, axis: Axis, value: Double, before: Double?)
  /// A layer offered a proposal: who, the value (and the earlier one), and whether it is the root proposal.
  case proposal(by: String, axis: Axis, value: Double?, before: Double?, isRoot: Bool, kept: Bool)
  /// Where a layer's parent placed it (and where before, when that changed).
  case placement(layer: String, offset: Double, before: Double?, parent: String, axis: Axis)
  /// The root, centred in the root proposal (spelled `390 × 763`), at `value` along `axis` (and before).
  case rootPlacement(layer: String, value: Double, before: Double?, proposal: String, axis: Axis)
  /// An expression read `@State`: the modifier as written, the state's name, its value and earlier value.
  case stateRead(modifier: String, name: String, value: String, before: String?, kept: Bool)
  /// The state's declared initial value: nothing wrote it.
  case declaredState(name: String)
  /// An action wrote the state.
  case stateWrite(owner: String, point: HistoryPoint, old: String, new: String)
  /// A preference value: the key, where, how `reduce` combines, the contributors, the value, and whether it is a
  /// value that did not change (so the action did not run).
  case preference(
    key: String, owner: String, reducer: String?, contributors: [ExplanationLink.Contributor], value: String,
    kept: Bool, point: HistoryPoint)
  /// A GeometryReader's measurement of a view: the measured node and values.
  case measurement(node: String, measured: String, before: String?, after: String)
  /// A client's edit.
  case edit(description: String, version: Int)
  /// An environment value the layer read changed.
  case environment(name: String, value: String, before: String?)
  /// The update loop does not settle: the change per pass, and when a measurement outside its frame feeds the
  /// loop, the reader, the measured node, the framed modifier and the layers between.
  case cycle(changePerPass: Double?, measured: String?, framed: String?, between: [String], host: String?)
}
