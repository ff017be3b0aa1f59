import JSONCore
import SwiftSubset

/// The update loop's findings that SwiftUI never reports: a measurement taken outside the frame it feeds, a
/// GeometryReader laid out as a stack child where a background was meant, and, when the loop does not settle,
/// the cycle: the key, the action's node, the state it writes, the nodes whose sizes feed back, and the change
/// per pass (`swiftui-semantics.md` §7).
extension UpdateLoop {
  // MARK: - Measurement outside the frame

  /// Each GeometryReader whose measurement reached an action that wrote state, where the measured node (the
  /// one whose background or overlay holds the reader) has, inside the measured layers, a layer reading that
  /// state: the measurement includes the frame it feeds.
  func measurementsOutsideFrames(in layout: LayoutPass, actions: ActionLog) -> [FeedbackMeasurement] {
    var result: [FeedbackMeasurement] = []
    for run in actions.runs {
      guard run.outcome == .ran, case .preferenceChange(let key, _, _, let record?) = run.trigger else { continue }
      let states = Set(run.writes.map { actions.writes[$0].variable })
      guard !states.isEmpty else { continue }
      let binder = PreferenceBinder(node: run.node, layer: run.layer ?? 0, key: key)
      for writer in layout.preferences.writers(of: record) where !writer.fate.isLost {
        guard let reader = nearestGeometryReader(of: writer.node, in: layout), let hostLayer = reader.hostLayer,
          let measuredID = reader.parentID, let measured = layout.node(measuredID)
        else { continue }
        for layer in measured.layers.indices where layer < hostLayer {
          for read in measured.layers[layer].reads {
            guard case .state(let name, _, let expression, let path) = read, states.contains(name) else { continue }
            let measurement = FeedbackMeasurement(
              binder: binder, reader: reader.id, node: measuredID, hostLayer: hostLayer, framedLayer: layer,
              state: name, expression: expression,
              framedModifier: Self.modifierText(measured.layers[layer], expression: expression, path: path))
            if !result.contains(measurement) { result.append(measurement) }
          }
        }
      }
    }
    return result
  }

  /// `frame(width: labelWidth)`: the layer's modifier name with the argument the expression is written in.
  static func modifierText(_ layer: LayerRecord, expression: String, path: JSONPath) -> String {
    var argument = ""
    if let name = path.lastKey, layer.modifier.map({ path != $0.path }) ?? false {
      argument = name + ": "
    }
    return "\(layer.kind.name)(\(argument)\(expression))"
  }

  /// The GeometryReader nearest above the node (the node itself included).
  func nearestGeometryReader(of id: String, in layout: LayoutPass) -> NodeRecord? {
    var current = layout.node(id)
    var steps = 0
    while let node = current, steps <= layout.nodes.count {
      if node.viewType == "GeometryReader" { return node }
      current = node.parentID.flatMap { layout.node($0) }
      steps += 1
    }
    return nil
  }

  func feedbackDiagnostic(_ measurement: FeedbackMeasurement, in layout: LayoutPass) -> LayoutDiagnostic {
    let hostName =
      layout.node(measurement.node).flatMap { node in
        node.layers.indices.contains(measurement.hostLayer) ? node.layers[measurement.hostLayer].kind.name : nil
      } ?? "background"
    return LayoutDiagnostic(
      .warning, code: .measurementOutsideFrame, node: measurement.node, path: nil,
      "#\(measurement.reader) in the \(hostName) of #\(measurement.node) measures it outside "
        + "\(measurement.framedModifier) (layer \(measurement.framedLayer)), which reads \(measurement.state); "
        + "\(measurement.binder) writes \(measurement.state) from that measurement, so the measured size includes "
        + "the frame it sets: it can grow but never shrink, and grows every pass if anything lies between the two. "
        + "Measure the view before the frame: apply the \(hostName) before .\(measurement.framedModifier)."
    )
  }

  // MARK: - Greedy measurement

  /// GeometryReaders laid out as a container's child (not in a background) whose content writes a preference
  /// and shows a `Text`: they take the whole proposal, so the value written is the space offered, not the text's
  /// size.
  func greedyMeasurements(in layout: LayoutPass) -> [LayoutDiagnostic] {
    // Only a reader laid out as a container's child can be one: without any (a reader in a background is how a view is
    // measured), no record's writer needs its reader looked up, a walk up the records by id for every record.
    guard layout.childReaderCount > 0 else { return [] }
    var readers: [String] = []
    for record in layout.preferences.records {
      switch record.operation {
      case .written, .anchor: break
      default: continue
      }
      guard let reader = nearestGeometryReader(of: record.node, in: layout), reader.isChildReader,
        !readers.contains(reader.id)
      else { continue }
      readers.append(reader.id)
    }
    var result: [LayoutDiagnostic] = []
    for id in readers {
      guard let reader = layout.node(id), let parent = reader.parentID, let text = firstText(under: reader, in: layout)
      else { continue }
      let size = reader.size.map { "\(LayoutNumber.format($0.width)) × \(LayoutNumber.format($0.height))" } ?? "?"
      result.append(
        LayoutDiagnostic(
          .warning, code: .greedyMeasurement, node: id, path: reader.declaredPath,
          "GeometryReader #\(id) is laid out as a child of #\(parent), so it takes the whole proposal (\(size)) "
            + "and the preference written inside reports that space, not the size of #\(text). To measure a view, "
            + "put the GeometryReader in the view's .background."))
    }
    return result
  }

  private func firstText(under node: NodeRecord, in layout: LayoutPass) -> String? {
    var queue = node.childIDs
    var position = 0
    while position < queue.count, position <= layout.nodes.count {
      let id = queue[position]
      position += 1
      guard let child = layout.node(id) else { continue }
      if child.viewType == "Text" { return child.id }
      queue += child.childIDs
    }
    return nil
  }

  // MARK: - Cycles

  /// The binders whose values kept changing in an update that did not settle: `deliveries` holds every pass's
  /// actions and writes, `passes` the passes still held (the last two among them).
  func cycleReports(
    _ passes: [UpdatePass], deliveries: [(actions: [ActionRun], writes: [ActionRun.StateWrite])],
    feedback: [FeedbackMeasurement], outcome: UpdateOutcome
  ) -> [CycleReport] {
    var order: [PreferenceBinder] = []
    var values: [PreferenceBinder: [Value]] = [:]
    var states: [PreferenceBinder: [String]] = [:]
    for pass in deliveries {
      for run in pass.actions {
        guard case .preferenceChange(let key, let value, _, _) = run.trigger else { continue }
        let binder = PreferenceBinder(node: run.node, layer: run.layer ?? 0, key: key)
        if values[binder] == nil { order.append(binder) }
        values[binder, default: []].append(value)
        for write in run.writes where pass.writes.indices.contains(write) {
          let name = pass.writes[write].variable
          if !(states[binder] ?? []).contains(name) { states[binder, default: []].append(name) }
        }
      }
    }
    guard let last = passes.last else { return [] }
    let changing = Self.nodesChangingEveryPass(passes)
    var result: [CycleReport] = []
    // A tree can hold 100,000 binders that each keep changing, and as many layers reading what they write: the
    // reports (each a walk over the last pass) stop at `maxCycleReports` binders, in the order they first got a
    // value, and each names at most `maxCycleReaders` readers, so that diagnosing costs linear time.
    for binder in order where result.count < Self.maxCycleReports {
      guard let sequence = values[binder], sequence.count >= 2 else { continue }
      let written = states[binder] ?? []
      var readers: [LayerID] = []
      var seen: Set<LayerID> = []
      var readerTexts: [String] = []
      readers: for node in last.layout.nodes {
        for (index, layer) in node.layers.enumerated() {
          for read in layer.reads {
            guard case .state(let name, _, let expression, let path) = read, written.contains(name) else { continue }
            let address = LayerID(node: node.id, layer: index)
            if seen.insert(address).inserted {
              readers.append(address)
              readerTexts.append("\(Self.modifierText(layer, expression: expression, path: path)) on #\(node.id)")
              if readers.count >= Self.maxCycleReaders { break readers }
            }
          }
        }
      }
      let change = Self.constantChange(sequence)
      let measurement = feedback.first { $0.binder == binder }
      // The nodes on the cycle: from each writer of the binder's value up to the binder, and the readers of the
      // state; of those, the ones whose size changed every pass.
      var onCycle = Set(readers.map(\.node))
      let binderRecord = last.preferences.readers.first { $0.binder == binder }?.record
      for writer in binderRecord.map({ last.preferences.writers(of: $0) }) ?? [] {
        var current = last.layout.node(writer.node)
        var steps = 0
        while let node = current, node.id != binder.node, steps <= last.layout.nodes.count {
          onCycle.insert(node.id)
          current = node.parentID.flatMap { last.layout.node($0) }
          steps += 1
        }
      }
      let feedbackNodes = changing.filter { onCycle.contains($0) }
      result.append(
        CycleReport(
          binder: binder, values: sequence, states: written, readers: readers, measurement: measurement,
          feedbackNodes: Array(feedbackNodes.prefix(12)), changePerPass: change,
          summary: cycleSummary(
            binder: binder, sequence: sequence, states: written, readerTexts: readerTexts, measurement: measurement,
            feedbackNodes: feedbackNodes, change: change, outcome: outcome)))
    }
    return result
  }

  private func cycleSummary(
    binder: PreferenceBinder, sequence: [Value], states: [String], readerTexts: [String],
    measurement: FeedbackMeasurement?, feedbackNodes: [String], change: Double?, outcome: UpdateOutcome
  ) -> String {
    let shown = sequence.suffix(6).map { PreferenceValueText.describe($0) }
    var trend = (sequence.count > 6 ? "… → " : "") + shown.joined(separator: " → ")
    if let change { trend += ", " + Self.changeText(change) }
    let written = states.isEmpty ? "no state" : states.joined(separator: ", ")
    var text = "The update loop did not settle: \(binder) writes \(written) from \(binder.key) (\(trend))."
    if !readerTexts.isEmpty {
      text +=
        " " + readerTexts.prefix(4).joined(separator: ", ") + (readerTexts.count > 4 ? ", …" : "")
        + (readerTexts.count == 1 ? " reads it" : " read it")
      if let measurement {
        text +=
          ", and #\(measurement.reader) measures #\(measurement.node) outside that frame, so each pass "
          + "measures the width the previous one set plus what lies between them"
      }
      text += "."
    }
    if !feedbackNodes.isEmpty {
      text += " Nodes whose sizes feed back: " + feedbackNodes.map { "#\($0)" }.joined(separator: ", ") + "."
    }
    switch outcome.stop {
    case .cycleGuard:
      text +=
        " SwiftUI's cycle guard stopped it after \(outcome.passes) passes (\"Bound preference \(binder.key) "
        + "tried to update multiple times per frame.\")."
    case .passLimit:
      text += " Stopped at the pass limit (\(outcome.passes) passes)."
    case .settled:
      break
    }
    if measurement != nil { text += " Measure the view before the frame to break the cycle." }
    return text
  }

  /// The most binders an update reports as cycles.
  static let maxCycleReports = 20
  /// The most reading layers a cycle report names.
  static let maxCycleReaders = 64

  /// The non-convergence diagnostics: one per cycle, or one naming the state that kept changing.
  func nonConvergenceDiagnostics(_ cycles: [CycleReport], passes: [UpdatePass], outcome: UpdateOutcome)
    -> [LayoutDiagnostic]
  {
    if !cycles.isEmpty {
      return cycles.map {
        LayoutDiagnostic(.warning, code: .nonConvergence, node: $0.binder.node, path: nil, $0.summary)
      }
    }
    let changing = passes.last?.changedState ?? []
    let what = changing.isEmpty ? "" : ": \(changing.joined(separator: ", ")) changed in the last pass"
    let reason = outcome.stop == .passLimit ? "at the pass limit (\(outcome.passes) passes)" : "by the cycle guard"
    return [
      LayoutDiagnostic(
        .warning, code: .nonConvergence, node: nil, path: nil, "The update loop stopped \(reason)\(what).")
    ]
  }

  /// The nodes whose size changed in each of the last two passes (or the last one), in tree order.
  static func nodesChangingEveryPass(_ passes: [UpdatePass]) -> [String] {
    guard let last = passes.last else { return [] }
    var ids = last.sizeChanges.filter(\.sizeChanged).map(\.node)
    if passes.count >= 2 {
      let before = Set(passes[passes.count - 2].sizeChanges.filter(\.sizeChanged).map(\.node))
      let both = ids.filter { before.contains($0) }
      if !both.isEmpty { ids = both }
    }
    return ids
  }

  /// The constant difference between consecutive numeric values, if there is one (nil values are skipped).
  static func constantChange(_ values: [Value]) -> Double? {
    let numbers = values.compactMap(number)
    guard numbers.count >= 2 else { return nil }
    let first = numbers[1] - numbers[0]
    for index in 1..<numbers.count where Swift.abs((numbers[index] - numbers[index - 1]) - first) > 1e-6 {
      return nil
    }
    return first == 0 ? nil : first
  }

  /// "+8 pt per pass".
  static func changeText(_ change: Double) -> String {
    (change > 0 ? "+" : "") + LayoutNumber.format(change) + " pt per pass"
  }

  private static func number(_ value: Value) -> Double? {
    switch value {
    case .int(let number): return Double(number)
    case .double(let number), .cgFloat(let number): return number
    case .some(let wrapped): return number(wrapped)
    default: return nil
    }
  }
}
