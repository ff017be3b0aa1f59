import JSONCore
import SwiftSubset

/// The walk behind an explanation: from the value asked about back to its root cause, over the recorded passes
/// and versions, one question at a time.
///
/// Each question (why this layer's length, why this proposal, why this state value, …) is answered from the
/// records at two points, the earlier one and the one explained: the answer appends links to the chain and asks
/// the next questions. The walk is a loop over a queue, never recursion, and stops after `Explanation.maxLinks`
/// links or four times as many questions, so any tree gets a bounded answer. A question asked twice about the
/// same subject means the causes feed back: the walk names the cycle and stops.
struct ExplanationWalk {
  /// The two points a question compares: `after` is explained; `before` is the earlier point, nil when the value
  /// is explained as it is (it did not change, or the earlier point does not hold it).
  struct Span: Hashable {
    /// The earlier point.
    var before: HistoryPoint?
    /// The point explained.
    var after: HistoryPoint

    /// The same span explaining the value as it is.
    var asIs: Span { Span(before: nil, after: after) }
  }

  /// What an edit changed, to find the edit that did.
  enum EditTarget: Hashable {
    /// A node's text.
    case text(node: String)
    /// The root proposal.
    case proposal
    /// An environment value, by name.
    case environment(name: String)
    /// A node's modifiers or the node itself (replaced, inserted).
    case node(String)
  }

  /// One question of the walk.
  enum Question: Hashable {
    /// Why a layer's length along an axis is what it is.
    case length(LayerID, Axis, Span)
    /// Why the proposal a layer received along an axis is what it is.
    case proposal(LayerID, Axis, Span)
    /// Why a layer's position along an axis is what it is.
    case position(LayerID, Axis, Span)
    /// Why a state value an expression of a layer read is what it is.
    case state(name: String, reader: LayerID, expression: String, path: JSONPath, Span)
    /// Why an `onPreferenceChange` received a value at a point (and what its previous value was).
    case preference(PreferenceBinder, record: PreferenceRecord.ID, at: HistoryPoint, previous: Value?)
    /// Why a preference writer wrote its value at `span.after` (compared with `span.before`).
    case writer(LayerID, Span)
    /// Which edit changed something between two points.
    case edit(EditTarget, Span)
  }

  let history: ExplanationHistory
  /// The chain so far.
  private(set) var links: [ExplanationLink] = []
  /// What the summary needs, in chain order.
  var notes: [ExplanationNote] = []
  /// Whether the walk stopped at its bound.
  private(set) var truncated = false
  /// The subjects asked about, for cycle detection.
  private var visited: Set<String> = []
  /// Whether a cycle link was added.
  private var namedCycle = false

  init(history: ExplanationHistory) {
    self.history = history
  }

  /// Walks from `first` until no question is left or the bound is reached.
  mutating func run(_ first: Question) {
    var queue: [Question] = [first]
    var steps = 0
    while !queue.isEmpty {
      let question = queue.removeFirst()
      steps += 1
      guard links.count < Explanation.maxLinks, steps <= 4 * Explanation.maxLinks else {
        truncated = true
        return
      }
      let next = answer(question)
      queue.insert(contentsOf: next, at: 0)
    }
  }

  private mutating func answer(_ question: Question) -> [Question] {
    switch question {
    case .length(let address, let axis, let span): return length(address, axis, span)
    case .proposal(let address, let axis, let span): return proposal(address, axis, span)
    case .position(let address, let axis, let span): return position(address, axis, span)
    case .state(let name, let reader, let expression, let path, let span):
      return state(name, reader: reader, expression: expression, path: path, span)
    case .preference(let binder, let record, let point, let previous):
      return preference(binder, record: record, at: point, previous: previous)
    case .writer(let address, let span): return writer(address, span)
    case .edit(let target, let span):
      edit(target, span)
      return []
    }
  }

  // MARK: - Recording

  /// Appends a link (and its note), unless the bound is reached.
  mutating func add(_ link: ExplanationLink, note: ExplanationNote? = nil) {
    guard links.count < Explanation.maxLinks else {
      truncated = true
      return
    }
    links.append(link)
    if let note { notes.append(note) }
  }

  /// Records a visit of `subject`; false when it was visited before (the causes feed back), after naming the
  /// cycle of the version explained when it has one.
  mutating func visit(_ subject: String, at point: HistoryPoint) -> Bool {
    guard visited.insert(subject).inserted else {
      nameCycle(at: point)
      return false
    }
    return true
  }

  /// Adds the `cycle` link for the version at `point`, once, when that version did not settle.
  mutating func nameCycle(at point: HistoryPoint) {
    guard !namedCycle else { return }
    // Only the version explained: a feedback loop that settled has no cycle to name.
    guard let version = history.version(point.version), let cycle = version.cycles.first else { return }
    namedCycle = true
    let point = HistoryPoint(version: version.number, pass: version.lastPass?.index ?? 1)
    var measured: String?
    var framed: String?
    var between: [String] = []
    var host: String?
    if let measurement = cycle.measurement, let node = history.node(measurement.node, at: point) {
      measured = measurement.node
      framed = measurement.framedModifier
      for index in node.layers.indices where index > measurement.framedLayer && index < measurement.hostLayer {
        between.append(ExplanationWording.spelling(of: node.layers[index]))
      }
      if node.layers.indices.contains(measurement.hostLayer) { host = node.layers[measurement.hostLayer].kind.name }
    }
    add(
      ExplanationLink(
        kind: .cycle, node: cycle.binder.node, layer: cycle.binder.layer, point: point, detail: cycle.summary,
        after: cycle.changePerPass.map { ExplainedLength.json($0) }),
      note: .cycle(changePerPass: cycle.changePerPass, measured: measured, framed: framed, between: between, host: host)
    )
  }

  // MARK: - Lookups

  /// The layer at `address` at `point`.
  func layer(_ address: LayerID, at point: HistoryPoint?) -> LayerRecord? {
    point.flatMap { history.layer(address, at: $0) }
  }

  /// The layout at `point`.
  func layoutPass(at point: HistoryPoint?) -> LayoutPass? {
    point.flatMap { history.pass($0)?.layout }
  }

  /// Whether two lengths are the same (records of equal computations are bit-equal; the tolerance absorbs
  /// nothing but rounding noise).
  static func same(_ a: Double?, _ b: Double?) -> Bool {
    switch (a, b) {
    case (nil, nil): return true
    case (let a?, let b?): return a == b || Swift.abs(a - b) <= 1e-9
    default: return false
    }
  }

  /// The state reads of a layer, by name, in the order read.
  static func stateReads(of layer: LayerRecord?) -> [(
    name: String, value: JSONValue, expression: String, path: JSONPath
  )] {
    var result: [(name: String, value: JSONValue, expression: String, path: JSONPath)] = []
    for read in layer?.reads ?? [] {
      if case .state(let name, let value, let expression, let path) = read {
        result.append((name, value, expression, path))
      }
    }
    return result
  }

  /// The environment reads of a layer, by name.
  static func environmentReads(of layer: LayerRecord?) -> [String: String] {
    var result: [String: String] = [:]
    for read in layer?.reads ?? [] {
      switch read {
      case .environment(let name, let value): result[name] = value
      case .behavior(let name, let value): result["behaviors." + name] = value
      default: break
      }
    }
    return result
  }
}
