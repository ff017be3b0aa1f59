import JSONCore
import SwiftSubset

/// Why a state value is what it is: the expression that read it, where the value came from (the declared value,
/// a `setState` edit, a tapped button's action, an `onPreferenceChange` action after a pass), the preference
/// value that action received with its contributors, and the measurement behind the contributor that changed.
extension ExplanationWalk {
  /// Answers "why did this expression read this state value".
  mutating func state(
    _ name: String, reader: LayerID, expression: String, path: JSONPath, _ span: Span
  ) -> [Question] {
    guard let pass = history.pass(span.after), let record = pass.layout.layer(reader) else { return [] }
    guard visit("state \(name)", at: span.after) else { return [] }
    let value = Self.stateReads(of: record).first { $0.name == name }?.value ?? pass.state[name]?.jsonValue ?? .null
    let earlierRead = Self.stateReads(of: layer(reader, at: span.before)).first { $0.name == name }?.value
    let earlier =
      span.before != nil ? (earlierRead ?? span.before.flatMap { history.pass($0)?.state[name]?.jsonValue }) : nil
    let changed = span.before != nil && earlier != value
    let kept = span.before != nil && !changed
    let modifier = ExplanationWording.argument(record, expression: expression, path: path)
    let origin = pass.stateOrigins[name] ?? .declared
    var detail = "`\(expression)` in \(modifier) read \(name)"
    if kept { detail += "; @State keeps its value across the change" }
    if case .declared = origin { detail += ", its declared initial value" }
    add(
      ExplanationLink(
        kind: .stateRead, node: reader.node, layer: reader.layer, detail: detail, before: changed ? earlier : nil,
        after: value),
      note: .stateRead(
        modifier: modifier, name: name, value: ExplanationWording.value(value),
        before: changed ? earlier.map(ExplanationWording.value) : nil, kept: kept))
    switch origin {
    case .declared:
      notes.append(.declaredState(name: name))
      return []
    case .setState(let version):
      if !kept {
        add(
          ExplanationLink(
            kind: .edit, node: nil, layer: nil, point: HistoryPoint(version: version, pass: 0),
            detail: "setState \(name) = \(ExplanationWording.value(value)) in version \(version)", after: value),
          note: .edit(description: "setState \(name) = \(ExplanationWording.value(value))", version: version))
      }
      return []
    case .write(let version, 0, let index):
      if !kept { tapWrite(name, version: version, index: index) }
      return []
    case .write(let version, let passIndex, let index):
      let point = HistoryPoint(version: version, pass: passIndex)
      guard let writingPass = history.pass(point), writingPass.stateWrites.indices.contains(index) else {
        if !kept {
          add(
            ExplanationLink(
              kind: .stateWrite, node: nil, layer: nil, point: point,
              detail: "written after \(point), which the history no longer keeps", after: value))
        }
        return []
      }
      let write = writingPass.stateWrites[index]
      guard writingPass.actions.indices.contains(write.action) else { return [] }
      let run = writingPass.actions[write.action]
      let binder = PreferenceBinder(node: run.node, layer: run.layer ?? 0, key: Self.key(of: run.trigger) ?? "")
      // A value kept since an earlier point: the action that wrote it did not run again.
      if kept || (span.before == nil && point.version < span.after.version) {
        keptPreference(binder, at: span.after)
        if kept { return [] }
      }
      return stateWrite(write, run: run, binder: binder, at: point, writingPass: writingPass)
    }
  }

  /// The key of a preference trigger.
  static func key(of trigger: ActionRun.Trigger) -> String? {
    if case .preferenceChange(let key, _, _, _) = trigger { return key }
    return nil
  }

  /// The link for an action's write, then the question about the value that set the action off.
  private mutating func stateWrite(
    _ write: ActionRun.StateWrite, run: ActionRun, binder: PreferenceBinder, at point: HistoryPoint,
    writingPass: UpdatePass
  ) -> [Question] {
    let layout = writingPass.layout
    let owner: String
    switch run.trigger {
    case .preferenceChange(let key, _, _, _):
      owner = "onPreferenceChange(\(key)) on \(ExplanationWording.node(run.node, in: layout))"
    case .change(let expression, _, _):
      owner = "onChange(of: \(expression)) on \(ExplanationWording.node(run.node, in: layout))"
    case .tap: owner = "the action of \(ExplanationWording.node(run.node, in: layout))"
    }
    var detail = "\(owner) wrote `\(write.code)` after pass \(point.pass)"
    if point.version != history.versions.last?.number { detail += " of version \(point.version)" }
    // Earlier writes of the same variable in the same pass were overwritten by this one.
    let overwritten = writingPass.stateWrites.prefix(while: { $0 != write }).filter { $0.variable == write.variable }
    if let first = overwritten.first, writingPass.actions.indices.contains(first.action) {
      let other = writingPass.actions[first.action]
      detail +=
        " (after \(ExplanationWording.node(other.node, in: layout))'s action had written "
        + "\(PreferenceValueText.describe(first.newValue)))"
    }
    add(
      ExplanationLink(
        kind: .stateWrite, node: run.node, layer: run.layer, point: point, detail: detail,
        before: write.oldValue.jsonValue, after: write.newValue.jsonValue),
      note: .stateWrite(
        owner: owner, point: point, old: PreferenceValueText.describe(write.oldValue),
        new: PreferenceValueText.describe(write.newValue)))
    switch run.trigger {
    case .preferenceChange(_, _, let previous, let record?):
      return [.preference(binder, record: record, at: point, previous: previous)]
    default:
      return []
    }
  }

  /// The links for a write by a tapped button's action (`StateOrigin.write(version:pass: 0, write:)`).
  private mutating func tapWrite(_ name: String, version number: Int, index: Int) {
    guard let version = history.version(number), version.editWrites.indices.contains(index) else { return }
    let write = version.editWrites[index]
    let run = version.editActions.indices.contains(write.action) ? version.editActions[write.action] : nil
    let point = HistoryPoint(version: number, pass: 0)
    add(
      ExplanationLink(
        kind: .stateWrite, node: run?.node, layer: nil, point: point,
        detail: "the action of Button #\(run?.node ?? "?") wrote `\(write.code)`", before: write.oldValue.jsonValue,
        after: write.newValue.jsonValue),
      note: .stateWrite(
        owner: "the action of Button #\(run?.node ?? "?")", point: point,
        old: PreferenceValueText.describe(write.oldValue), new: PreferenceValueText.describe(write.newValue)))
    add(
      ExplanationLink(
        kind: .edit, node: run?.node, layer: nil, point: point, detail: "tap #\(run?.node ?? "?") in version \(number)"),
      note: .edit(description: "tap #\(run?.node ?? "?")", version: number))
  }

  /// The link saying what a binder sees at `point`: the value its action last received, so the action did not
  /// run again.
  private mutating func keptPreference(_ binder: PreferenceBinder, at point: HistoryPoint) {
    guard let pass = history.pass(point),
      let reader = pass.preferences.readers.first(where: { $0.binder == binder }), let value = reader.value,
      let recordID = reader.record, let record = pass.preferences.record(recordID)
    else { return }
    let contributors = contributors(of: recordID, in: pass)
    let reduction = ExplanationWording.reduction(contributors, reducer: reducerName(binder.key, at: point))
    let owner = ExplanationWording.node(record.node, in: pass.layout)
    add(
      ExplanationLink(
        kind: .preferenceValue, node: record.node, layer: record.layer, point: point,
        detail:
          "\(binder.key) at \(owner) is still \(PreferenceValueText.describe(value)), \(reduction), "
          + "so onPreferenceChange(\(binder.key)) did not run again",
        before: value.jsonValue, after: value.jsonValue, contributors: contributors),
      note: .preference(
        key: binder.key, owner: owner, reducer: reducerName(binder.key, at: point), contributors: contributors,
        value: PreferenceValueText.describe(value), kept: true, point: point))
  }

  /// The contributors of a record: the writers' values in reduce order, each named by the view it stands for.
  /// The first value in reduce order, when it made it, is `first`: `reduce` took it as is (§6.1.2).
  func contributors(of record: PreferenceRecord.ID, in pass: UpdatePass) -> [ExplanationLink.Contributor] {
    contributors(pass.preferences.writers(of: record), in: pass)
  }

  /// See `contributors(of:in:)`, for writers already collected.
  func contributors(_ writers: [PreferenceWriter], in pass: UpdatePass) -> [ExplanationLink.Contributor] {
    var result: [ExplanationLink.Contributor] = []
    for writer in writers {
      var fate = writer.fate
      if result.isEmpty, !fate.isLost { fate = .first }
      result.append(
        ExplanationLink.Contributor(
          node: ExplanationWording.namedNode(writer.node, in: pass.layout), writer: writer.node,
          value: writer.value.jsonValue, fate: fate))
    }
    return result
  }

  /// How the key's `reduce` combines values (`max`, `last`, …), from the declaration of the version at `point`.
  func reducerName(_ key: String, at point: HistoryPoint) -> String? {
    ExplanationWording.reducerName(history.version(point.version)?.tree.preferenceKeys.first { $0.name == key })
  }

  /// Answers "why did this `onPreferenceChange` receive this value": the value with its contributors, then the
  /// contributor that changed since the value before (or, for a first value, the one that decided it).
  mutating func preference(
    _ binder: PreferenceBinder, record id: PreferenceRecord.ID, at point: HistoryPoint, previous: Value?
  ) -> [Question] {
    guard let pass = history.pass(point), let record = pass.preferences.record(id) else { return [] }
    let writers = pass.preferences.writers(of: id)
    let contributors = contributors(writers, in: pass)
    let reduction = ExplanationWording.reduction(contributors, reducer: reducerName(binder.key, at: point))
    let owner = ExplanationWording.node(record.node, in: pass.layout)
    var detail = "\(binder.key) at \(owner): \(reduction)"
    let lost = contributors.filter { $0.fate.isLost }
    if !lost.isEmpty {
      detail += "; lost on the way: " + ExplanationWording.lost(lost)
    }
    add(
      ExplanationLink(
        kind: .preferenceValue, node: record.node, layer: record.layer, point: point, detail: detail,
        before: previous?.jsonValue, after: record.value.jsonValue, contributors: contributors),
      note: .preference(
        key: binder.key, owner: owner, reducer: reducerName(binder.key, at: point), contributors: contributors,
        value: PreferenceValueText.describe(record.value), kept: false, point: point))
    // Compare with the point before, where the binder saw the previous value.
    if previous != nil, let before = history.point(before: point), let earlierPass = history.pass(before),
      let earlierReader = earlierPass.preferences.readers.first(where: { $0.binder == binder }),
      let earlierRecord = earlierReader.record
    {
      var earlierValues: [LayerID: Value] = [:]
      for writer in earlierPass.preferences.writers(of: earlierRecord) {
        earlierValues[LayerID(node: writer.node, layer: writer.layer)] = writer.value
      }
      let changed = writers.filter { earlierValues[LayerID(node: $0.node, layer: $0.layer)] != $0.value }
      if let writer = changed.first(where: { !$0.fate.isLost }) ?? changed.first {
        return [.writer(LayerID(node: writer.node, layer: writer.layer), Span(before: before, after: point))]
      }
      return []
    }
    // A first value: the writer whose value it is.
    if let writer = writers.last(where: { !$0.fate.isLost && $0.value == record.value }) {
      return [.writer(LayerID(node: writer.node, layer: writer.layer), Span(before: nil, after: point))]
    }
    return []
  }

  /// Answers "why did this writer write its value": a GeometryReader's measurement (then the measured view's
  /// length), or the state its expression read.
  mutating func writer(_ address: LayerID, _ span: Span) -> [Question] {
    guard let layout = layoutPass(at: span.after), let record = layout.layer(address) else { return [] }
    for read in record.reads {
      switch read {
      case .geometry(_, let readerID, let expression, _):
        return measurement(readerID, expression: expression, span, layout: layout)
      case .state(let name, _, let expression, let path):
        return [.state(name: name, reader: address, expression: expression, path: path, span)]
      default:
        continue
      }
    }
    return []
  }

  /// The `measurement` link of a GeometryReader read through its proxy, then the measured view's length.
  private mutating func measurement(_ readerID: String, expression: String, _ span: Span, layout: LayoutPass)
    -> [Question]
  {
    guard let reader = layout.node(readerID), let readerLayer = reader.layers.first else { return [] }
    let axis: Axis =
      expression.contains("height") || expression.contains("Y") || expression.hasSuffix(".y")
      ? .vertical : .horizontal
    let value = readerLayer.size[axis]
    let earlier = layer(LayerID(node: readerID, layer: 0), at: span.before)?.size[axis]
    let changed = span.before != nil && !Self.same(earlier, value)
    // A reader in a background or overlay measures the layer it is attached to: the one inside that modifier.
    var measured: LayerID?
    var measuredText = ExplanationWording.node(readerID, in: layout)
    if let host = reader.hostLayer, host > 0, let parentID = reader.parentID {
      measured = LayerID(node: parentID, layer: host - 1)
      measuredText =
        ExplanationWording.layer(LayerID(node: parentID, layer: host - 1), in: layout)
        + (host - 1 == 0 ? "" : " on #\(parentID)")
    }
    add(
      ExplanationLink(
        kind: .measurement, node: readerID, layer: 0, point: span.after,
        detail:
          "\(ExplanationWording.node(readerID, in: layout)) measured the \(ExplanationWording.length(axis)) "
          + "of \(measuredText) (`\(expression)`)",
        before: changed ? earlier.map { ExplainedLength.json($0) } : nil, after: ExplainedLength.json(value)),
      note: .measurement(
        node: measured.map { ExplanationWording.namedNode($0.node, in: layout) } ?? readerID, measured: measuredText,
        before: changed ? earlier.map(ExplanationWording.number) : nil, after: ExplanationWording.number(value)))
    let target = measured ?? LayerID(node: readerID, layer: 0)
    return [.length(target, axis, changed ? span : span.asIs)]
  }
}
