/// What an algorithm knows about the layer it computes: the environment in effect there, and how to record
/// what it reads and asks.
struct LayoutContext {
  unowned let computation: LayoutComputation
  /// The layer.
  let ref: LayerRef
  /// The environment at the layer (font and line limit as inherited there).
  let environment: LayoutEnvironment

  /// The layer's address in the event log.
  var address: LayerAddress { computation.address(ref) }

  /// A proposer record naming this layer and `reason`.
  func proposer(_ reason: ProposalReason) -> Proposer {
    Proposer(parent: address, reason: reason)
  }

  /// Records an input the layer read.
  func read(_ input: InputRead) {
    computation.record(input, for: ref)
  }

  /// Records reading an environment value.
  func readEnvironment(_ name: String, _ value: String) {
    read(.environment(name: name, value: value))
  }

  /// Records reading a behaviour switch.
  func readBehavior(_ name: String) {
    read(.behavior(name: name, value: environment.behaviors.valueDescription(of: name) ?? "?"))
  }

  /// The pixel grid of the display, recording the read.
  var pixelGrid: DisplayGrid {
    // Layers see the pass's display scale (`LayoutComputation.environment(at:)` changes only the text settings).
    readEnvironment("displayScale", computation.displayScaleText)
    return environment.pixelGrid
  }

  /// The axis of the innermost enclosing stack.
  var stackAxis: Axis? { computation.nodes[ref.node].stackAxis }

  /// Combines children's explicit values of one guide by the guide's rule (§3.3).
  func combine(_ values: [Double?], for key: AlignmentKey) -> Double? {
    let present = values.compactMap { $0 }
    guard !present.isEmpty else { return nil }
    switch key.combination {
    case .none: return nil
    case .minimum: return present.min()
    case .lastTextBaseline:
      readBehavior("lastTextBaselineCombination")
      return environment.behaviors.lastTextBaselineCombination == .minimum ? present.min() : present.max()
    case .average:
      var average = 0.0
      for (count, value) in present.enumerated() {
        average = (average * Double(count) + value) / Double(count + 1)
      }
      return average
    }
  }
}
