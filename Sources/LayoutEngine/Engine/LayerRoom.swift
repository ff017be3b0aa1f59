/// How many answers and sizing calls each layer of a finished pass kept, by node index and layer: the room a pass that
/// reuses nothing of that pass makes for its layers' arrays (`LayoutGraph.previousCount(of:_:)`). The update loop
/// counts an open's pass 1 before dropping its graph (`UpdateLoop.run`): pass 2 then makes the arrays it keeps at
/// their kept size, where the rooms of `LayoutGraph.answerRoom` and `sizingCallRoom` left about 40 MiB of holes among
/// what the open keeps at 10,000 rows, copied exact and freed at release (Benchmarks/memory.md, session 31).
///
/// Contract: a capacity only; a layer at another place than the counted pass's gets another room, never another
/// answer. Counts above `UInt16.max` are clamped (a room, not a limit).
struct LayerRoom {
  /// What a count is of.
  enum Part {
    case answers
    case sizingCalls
  }

  /// Per node index: the position of its first layer in `answers` and `sizingCalls`; one more entry at the end.
  private var starts: [Int32] = [0]
  /// Per layer, in node order: how many answers it kept.
  private var answers: [UInt16] = []
  /// Per layer, in node order: how many sizing calls it kept.
  private var sizingCalls: [UInt16] = []

  /// Counts the kept states of a pass (`PassMemory.states`).
  init(states: LayoutGraph.NodeStates) {
    let layers = states.reduce(0) { $0 + $1.count }
    starts.reserveCapacity(states.count + 1)
    answers.reserveCapacity(layers)
    sizingCalls.reserveCapacity(layers)
    for node in states {
      for state in node {
        answers.append(UInt16(clamping: state.answers.count))
        sizingCalls.append(UInt16(clamping: state.sizingCalls.count))
      }
      starts.append(Int32(clamping: answers.count))
    }
  }

  /// How many of `part` the layer at `ref`'s place kept, when it kept any.
  func count(of ref: ResolvedLayerIndex, _ part: Part) -> Int? {
    guard starts.indices.contains(ref.node + 1) else { return nil }
    let position = Int(starts[ref.node]) + ref.layer
    guard ref.layer >= 0, position < Int(starts[ref.node + 1]) else { return nil }
    let kept = Int(part == .answers ? answers[position] : sizingCalls[position])
    return kept > 0 ? kept : nil
  }
}
