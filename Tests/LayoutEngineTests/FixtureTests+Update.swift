import JSONCore
import LayoutEngine
import SwiftSubset
import Testing

/// Update-loop fixtures: a tree opened as a `LiveTree`, then edited version by version, with pass-by-pass
/// expectations (see `Fixtures/README.md`, "Update fixtures").
extension FixtureTests {
  func checkUpdate(_ fixture: Fixture) throws {
    let json = fixture.json
    let tolerance = json["tolerance"]?.doubleValue ?? 1e-9
    var live = try LiveTree(
      json: try fixture.tree(), environment: LayoutEnvironment(textMeasurer: try fixture.textMeasurer()))
    var failures: [String] = []
    for (index, versionJSON) in (json["versions"]?.arrayValue ?? []).enumerated() {
      let label = "versions[\(index)]"
      var edits: [TreeEdit] = []
      for (position, editJSON) in (versionJSON["edits"]?.arrayValue ?? []).enumerated() {
        edits.append(
          try treeEdit(editJSON, at: JSONPath.root.key("versions").index(index).key("edits").index(position)))
      }
      if index == 0 {
        #expect(edits.isEmpty, "\(fixture.name): version 1 is the opened tree; it has no edits")
      } else {
        try live.apply(edits)
      }
      let version = live.current
      failures += checkVersion(versionJSON, version, label: label, tolerance: tolerance)
    }
    if !failures.isEmpty {
      let timeline = live.versions.map { describe($0) }.joined(separator: "\n")
      Issue.record(
        Comment(
          rawValue: "\(fixture.name) (\(json["kind"]?.stringValue ?? "?"); \(json["source"]?.stringValue ?? "?")):\n"
            + failures.joined(separator: "\n") + "\n--- timeline\n" + timeline))
    }
  }

  private func checkVersion(_ json: JSONValue, _ version: TreeVersion, label: String, tolerance: Double) -> [String] {
    var failures: [String] = []
    if let passes = json["passes"]?.integerValue, Int(passes) != version.outcome.passes {
      failures.append("\(label): expected \(passes) passes, got \(version.outcome.passes)")
    }
    if let stop = json["stop"]?.stringValue, stop != version.outcome.stop.rawValue {
      failures.append("\(label): expected stop \(stop), got \(version.outcome.stop.rawValue)")
    }
    if let converged = json["converged"]?.boolValue, converged != version.converged {
      failures.append("\(label): expected converged \(converged), got \(version.converged)")
    }
    for (name, expected) in json["state"]?.objectValue ?? [:] {
      let actual = version.state[name]?.jsonValue ?? .string("(no such state)")
      if !matches(expected, actual, tolerance: tolerance) {
        failures.append("\(label): state \(name) expected \(expected), got \(actual)")
      }
    }
    for (index, expectation) in (json["expect"]?.arrayValue ?? []).enumerated() {
      let passIndex = expectation["pass"]?.integerValue.map(Int.init) ?? version.outcome.passes
      guard let pass = version.pass(passIndex) else {
        failures.append("\(label).expect[\(index)]: no pass \(passIndex)")
        continue
      }
      failures += check(expectation, index: index, in: pass.layout, tolerance: tolerance).map {
        "\(label) pass \(passIndex): \($0)"
      }
    }
    for (index, expectation) in (json["preferences"]?.arrayValue ?? []).enumerated() {
      failures += checkPreference(expectation, version, label: "\(label).preferences[\(index)]", tolerance: tolerance)
    }
    if let actions = json["actions"]?.arrayValue {
      let actual = allActions(version)
      if actual.count != actions.count {
        failures.append("\(label): expected \(actions.count) actions, got \(actual.count): \(actual.map(\.text))")
      }
      for (index, (expected, action)) in zip(actions, actual).enumerated() {
        if !matches(expected, action.json, tolerance: tolerance) {
          failures.append("\(label).actions[\(index)]: expected \(expected), got \(action.json)")
        }
      }
    }
    if let writes = json["writes"]?.arrayValue {
      let actual = allWrites(version)
      if actual.count != writes.count || !zip(writes, actual).allSatisfy({ matches($0, $1, tolerance: tolerance) }) {
        failures.append("\(label): expected writes \(writes), got \(actual)")
      }
    }
    if let prints = json["prints"]?.arrayValue {
      let actual = (version.editPrints + version.passes.flatMap(\.prints)).map(\.text)
      if prints.compactMap(\.stringValue) != actual {
        failures.append("\(label): expected prints \(prints.compactMap(\.stringValue)), got \(actual)")
      }
    }
    let diagnostics = version.allDiagnostics
    for expected in json["diagnostics"]?.arrayValue ?? [] {
      let found = diagnostics.contains { diagnostic in
        (expected["code"]?.stringValue).map { $0 == diagnostic.code.rawValue } ?? true
          && (expected["severity"]?.stringValue).map { $0 == diagnostic.severity.rawValue } ?? true
          && (expected["node"]?.stringValue).map { $0 == diagnostic.node } ?? true
          && (expected["contains"]?.stringValue).map { diagnostic.message.contains($0) } ?? true
          && (expected["message"]?.stringValue).map { diagnostic.message == $0 } ?? true
      }
      if !found { failures.append("\(label): expected a diagnostic \(expected); got \(diagnostics)") }
    }
    if let allowed = json["warnings"]?.arrayValue {
      let codes = Set(allowed.compactMap(\.stringValue))
      let unexpected = diagnostics.filter { $0.severity == .warning && !codes.contains($0.code.rawValue) }
      if !unexpected.isEmpty { failures.append("\(label): unexpected warnings \(unexpected)") }
    }
    return failures
  }

  private func checkPreference(_ expectation: JSONValue, _ version: TreeVersion, label: String, tolerance: Double)
    -> [String]
  {
    let passIndex = expectation["pass"]?.integerValue.map(Int.init) ?? version.outcome.passes
    guard let pass = version.pass(passIndex), let node = expectation["node"]?.stringValue,
      let key = expectation["key"]?.stringValue
    else { return ["\(label): needs a kept pass, a node and a key"] }
    let record: PreferenceRecord?
    if let layer = expectation["layer"]?.integerValue {
      record = pass.preferences.value(of: key, at: LayerID(node: node, layer: Int(layer)))
    } else {
      record = pass.preferences.value(of: key, at: node)
    }
    guard let record else {
      if expectation["value"]?.isNull == true, expectation["produced"]?.boolValue == false { return [] }
      return ["\(label): #\(node) has no value for \(key) in pass \(passIndex)"]
    }
    var failures: [String] = []
    if expectation["produced"]?.boolValue == false {
      failures.append("\(label): #\(node) was expected to produce no \(key), got \(record.json)")
    }
    if let value = expectation["value"], !matches(value, record.json, tolerance: tolerance) {
      failures.append("\(label): \(key) at #\(node) expected \(value), got \(record.json)")
    }
    if let operation = expectation["operation"]?.stringValue, operation != Self.operationName(record.operation) {
      failures.append("\(label): operation expected \(operation), got \(record.operation)")
    }
    if let contributions = expectation["contributions"]?.arrayValue {
      let actual = record.contributions.map { contribution -> JSONValue in
        [
          "source": .string(Self.sourceName(contribution.source)), "value": contribution.json,
          "fate": .string(contribution.fate.rawValue),
        ]
      }
      if actual.count != contributions.count
        || !zip(contributions, actual).allSatisfy({ matches($0, $1, tolerance: tolerance) })
      {
        failures.append("\(label): contributions expected \(contributions), got \(actual)")
      }
    }
    if let writers = expectation["writers"]?.arrayValue {
      let actual = pass.preferences.writers(of: record.id).map { writer -> JSONValue in
        ["node": .string(writer.node), "value": writer.value.jsonValue, "fate": .string(writer.fate.rawValue)]
      }
      if actual.count != writers.count || !zip(writers, actual).allSatisfy({ matches($0, $1, tolerance: tolerance) }) {
        failures.append("\(label): writers expected \(writers), got \(actual)")
      }
    }
    return failures
  }

  static func sourceName(_ source: PreferenceRecord.Contribution.Source) -> String {
    switch source {
    case .node(let id): return id
    case .layer(let layer): return "layer \(layer)"
    case .defaultValue: return "default"
    case .written: return "written"
    }
  }

  static func operationName(_ operation: PreferenceRecord.Operation) -> String {
    switch operation {
    case .combined(let dynamic): return dynamic ? "dynamic" : "combined"
    case .written: return "written"
    case .anchor: return "anchor"
    case .transformed: return "transformed"
    case .secondary(let modifier): return modifier
    }
  }

  /// Every action of a version (its taps as pass 0, then each pass's), as JSON for matching.
  private func allActions(_ version: TreeVersion) -> [(json: JSONValue, text: String)] {
    var result: [(JSONValue, String)] = []
    let lists = [(0, version.editActions)] + version.passes.map { ($0.index, $0.actions) }
    for (pass, actions) in lists {
      for action in actions {
        var object: JSONObject = ["pass": .integer(Int64(pass)), "node": .string(action.node)]
        switch action.trigger {
        case .preferenceChange(let key, let value, let previous, _):
          object["key"] = .string(key)
          object["value"] = value.jsonValue
          object["previous"] = previous?.jsonValue ?? .null
        case .change(let expression, let old, let new):
          object["change"] = .string(expression)
          object["old"] = old?.jsonValue ?? .null
          object["value"] = new.jsonValue
        case .tap:
          object["tap"] = true
        }
        switch action.outcome {
        case .ran: object["outcome"] = "ran"
        case .droppedByCycleGuard: object["outcome"] = "dropped"
        case .failed: object["outcome"] = "failed"
        }
        result.append((.object(object), "\(JSONValue.object(object))"))
      }
    }
    return result
  }

  private func allWrites(_ version: TreeVersion) -> [JSONValue] {
    let lists = [(0, version.editWrites)] + version.passes.map { ($0.index, $0.stateWrites) }
    return lists.flatMap { pass, writes in
      writes.map {
        [
          "pass": .integer(Int64(pass)), "variable": .string($0.variable), "old": $0.oldValue.jsonValue,
          "new": $0.newValue.jsonValue,
        ] as JSONValue
      }
    }
  }

  /// Whether `actual` matches `expected`: numbers within the tolerance, `"*"` anything, objects by the members
  /// `expected` names (except `note`), arrays element by element.
  func matches(_ expected: JSONValue, _ actual: JSONValue, tolerance: Double) -> Bool {
    if expected.stringValue == "*" { return true }
    switch (expected, actual) {
    case (.object(let want), .object(let have)):
      // `note` says where a number comes from; it is not compared.
      return want.allSatisfy { key, value in
        key == "note" || (have[key].map { matches(value, $0, tolerance: tolerance) } ?? false)
      }
    case (.array(let want), .array(let have)):
      return want.count == have.count && zip(want, have).allSatisfy { matches($0, $1, tolerance: tolerance) }
    default:
      if let want = expected.doubleValue, let have = actual.doubleValue {
        return want == have || Swift.abs(want - have) <= tolerance
      }
      return expected == actual
    }
  }

  /// A version's timeline for failure messages.
  private func describe(_ version: TreeVersion) -> String {
    var lines = ["version \(version.number): \(version.outcome.stop.rawValue) after \(version.outcome.passes) passes"]
    for pass in version.passes {
      lines.append("-- pass \(pass.index), state \(pass.state.json)")
      lines.append(pass.layout.textRendering())
      for action in pass.actions { lines.append("  action #\(action.node): \(action.trigger) \(action.outcome)") }
      for line in pass.prints { lines.append("  print \(line.text)") }
    }
    for diagnostic in version.allDiagnostics { lines.append("  \(diagnostic)") }
    return lines.joined(separator: "\n")
  }
}
