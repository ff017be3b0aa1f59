import InspectorProtocol
import JSONCore
import LayoutEngine

extension ActionDelivery {
  /// The protocol's form of an action the update loop (or a tap) ran.
  init(_ run: ActionRun) {
    let kind: String
    var key: String?
    var value: JSONValue?
    var previous: JSONValue?
    switch run.trigger {
    case .preferenceChange(let name, let delivered, let before, _):
      kind = "onPreferenceChange"
      key = name
      value = delivered.jsonValue
      previous = before?.jsonValue
    case .change(let expression, let old, let new):
      kind = "onChange"
      key = expression
      value = new.jsonValue
      previous = old?.jsonValue
    case .tap:
      kind = "tap"
    }
    let outcome: String
    switch run.outcome {
    case .ran: outcome = "ran"
    case .droppedByCycleGuard: outcome = "droppedByCycleGuard"
    case .failed(let reason): outcome = "failed: \(reason)"
    }
    self.init(
      node: run.node, layer: run.layer, kind: kind, key: key, value: value, previous: previous, action: run.action,
      outcome: outcome, path: run.path.description)
  }
}

extension InspectorProtocol.StateWrite {
  /// The protocol's form of an action's state write; `actions` is the list the write's `action` indexes.
  init(_ write: ActionRun.StateWrite, actions: [ActionRun]) {
    let node = actions.indices.contains(write.action) ? actions[write.action].node : nil
    self.init(
      name: write.variable, old: write.oldValue.jsonValue, new: write.newValue.jsonValue, node: node, cause: write.code)
  }
}

extension PrintedLine {
  /// The protocol's form of a printed line.
  init(_ line: ActionRun.PrintedLine) {
    self.init(node: line.node, text: line.text)
  }
}

extension PassRecord {
  /// The protocol's form of one pass of the update loop: its actions, writes, size changes, prints and
  /// diagnostics.
  init(_ pass: UpdatePass) {
    self.init(
      pass: pass.index, proposal: ProposalValue(pass.layout.proposal), rootSize: SizeValue(pass.layout.rootSize),
      actions: pass.actions.map(ActionDelivery.init),
      stateWrites: pass.stateWrites.map { StateWrite($0, actions: pass.actions) },
      sizeChanges: pass.sizeChanges.compactMap { change in
        guard change.sizeChanged else { return nil }
        return SizeChange(
          node: change.node, before: change.before.map { SizeValue($0.size) },
          after: change.after.map { SizeValue($0.size) })
      },
      prints: pass.prints.map(PrintedLine.init),
      diagnostics: pass.allDiagnostics.map { Diagnostic($0, pass: pass.index) })
  }
}

extension PreferenceValueRecord {
  /// The value of `key` that `node` reports to its parent in a pass, with the modifiers that wrote the values it
  /// was made from (in reduce order) and those whose values were lost on the way.
  init(node: NodeRecord, key: String, preferences: PreferenceValues) {
    let record = preferences.value(of: key, at: node.id)
    let writers = record.map { preferences.writers(of: $0.id) } ?? []
    func contribution(_ writer: PreferenceWriter) -> PreferenceContribution {
      PreferenceContribution(
        node: writer.node, layer: writer.layer, value: writer.value.jsonValue, fate: writer.fate.rawValue,
        reason: writer.fate.isLost ? Self.reason(for: writer.fate) : nil)
    }
    self.init(
      node: node.id, view: node.viewType, key: key, value: record?.json,
      contributors: writers.filter { !$0.fate.isLost }.map(contribution),
      discarded: writers.filter { $0.fate.isLost }.map(contribution))
  }

  private static func reason(for fate: PreferenceRecord.Contribution.Fate) -> String {
    switch fate {
    case .discarded: return "a later reduce assigned nextValue() without reading value, discarding it"
    case .ignored: return "reduce never reads the next value"
    case .hidden: return "an outer preference of the same key replaced it"
    case .failed: return "reduce failed on it (see the pass's diagnostics)"
    case .first, .reduced, .transformed: return ""
    }
  }
}
