import JSONCore
import LayoutEngine
import Testing

/// Runs every fixture in `Fixtures/`: one interpreter, one test case per file.
struct FixtureTests {
  @Test(arguments: Fixture.all)
  func conformance(_ fixture: Fixture) throws {
    let json = fixture.json
    for key in ["kind", "source", "swiftui", "textMeasurer"] {
      #expect(json[key] != nil, "\(fixture.name): a fixture states its \(key)")
    }
    #expect(json["tree"] != nil || json["treeFile"] != nil, "\(fixture.name): a fixture states its tree")
    #expect(json["expect"] != nil || json["versions"] != nil, "\(fixture.name): a fixture states its expectations")
    #expect(Fixture.kinds.contains(json["kind"]?.stringValue ?? ""), "\(fixture.name): kind")
    if let reason = json["disabled"]?.stringValue {
      print("\(fixture.name) is disabled: \(reason)")
      return
    }
    if json["versions"] != nil {
      try checkUpdate(fixture)
      return
    }
    guard let expectations = json["expect"]?.arrayValue else { return }
    let tree = try ViewTree(json: try fixture.tree())
    let environment = LayoutEnvironment(textMeasurer: try fixture.textMeasurer())
    let pass = tree.layout(in: environment)
    let tolerance = json["tolerance"]?.doubleValue ?? 1e-9
    var failures: [String] = []
    for (index, expectation) in expectations.enumerated() {
      failures += check(expectation, index: index, in: pass, tolerance: tolerance)
    }
    let messages = pass.diagnostics.map(\.message)
    for expected in json["expectDiagnostics"]?.arrayValue ?? [] {
      if let text = expected.stringValue, !messages.contains(text) {
        failures.append("expected the diagnostic \"\(text)\"; got \(messages)")
      }
    }
    if json["expectNoWarnings"]?.boolValue == true {
      let warnings = pass.diagnostics.filter { $0.severity == .warning }
      if !warnings.isEmpty { failures.append("expected no warnings; got \(warnings)") }
    }
    if let golden = json["rendering"]?.arrayValue {
      let expected = golden.compactMap(\.stringValue).joined(separator: "\n")
      let actual = pass.textRendering()
      if expected != actual { failures.append("rendering differs:\n--- expected\n\(expected)\n--- actual\n\(actual)") }
    }
    if !failures.isEmpty {
      Issue.record(
        Comment(
          rawValue: "\(fixture.name) (\(json["kind"]?.stringValue ?? "?"); \(json["source"]?.stringValue ?? "?")):\n"
            + failures.joined(separator: "\n") + "\n--- layout\n" + pass.textRendering()))
    }
  }

  func check(_ expectation: JSONValue, index: Int, in pass: LayoutPass, tolerance: Double) -> [String] {
    guard let id = expectation["node"]?.stringValue, let node = pass.node(id) else {
      return ["expect[\(index)]: no node \(expectation["node"].map { "\($0)" } ?? "(none)")"]
    }
    let layer: LayerRecord?
    switch expectation["layer"] {
    case .integer(let value)?: layer = node.layers.indices.contains(Int(value)) ? node.layers[Int(value)] : nil
    case .string(let name)?: layer = node.layers.last { $0.kind.name == name }
    default: layer = node.outermost
    }
    guard let layer else {
      return ["expect[\(index)] #\(id): no such layer \(expectation["layer"].map { "\($0)" } ?? "")"]
    }
    let label = "expect[\(index)] #\(id) layer \(layer.kind.name)"
    var failures: [String] = []
    func compare(_ key: String, _ actual: [Double?]) {
      guard let expected = expectation[key]?.arrayValue else { return }
      // `null` is an unspecified proposal dimension; "*" is not checked.
      let values = expected.map {
        $0.isNull ? nil : ($0.doubleValue ?? ($0.stringValue == ".infinity" ? .infinity : .nan))
      }
      let ignored = expected.map { $0.stringValue == "*" }
      guard values.count == actual.count,
        zip(zip(values, actual), ignored).allSatisfy({ item, isIgnored in
          if isIgnored { return true }
          switch item {
          case (nil, nil): return true
          case (let e?, let a?): return e == a || abs(e - a) <= tolerance
          default: return false
          }
        })
      else {
        failures.append("\(label) \(key): expected \(values.map(describe)), got \(actual.map(describe))")
        return
      }
    }
    compare("size", [layer.size.width, layer.size.height])
    compare("frame", [layer.frame.minX, layer.frame.minY, layer.frame.width, layer.frame.height])
    compare("origin", [layer.frame.minX, layer.frame.minY])
    compare(
      "renderedFrame",
      [layer.renderedFrame.minX, layer.renderedFrame.minY, layer.renderedFrame.width, layer.renderedFrame.height])
    compare("renderedOrigin", [layer.renderedFrame.minX, layer.renderedFrame.minY])
    compare(
      "frameInParent",
      [layer.frameInParent.minX, layer.frameInParent.minY, layer.frameInParent.width, layer.frameInParent.height])
    compare("proposal", [layer.proposal.width, layer.proposal.height])
    if let rule = expectation["widthRule"]?.stringValue, rule != layer.widthRule.name {
      failures.append("\(label) widthRule: expected \(rule), got \(layer.widthRule.name) (\(layer.widthRule))")
    }
    if let rule = expectation["heightRule"]?.stringValue, rule != layer.heightRule.name {
      failures.append("\(label) heightRule: expected \(rule), got \(layer.heightRule.name) (\(layer.heightRule))")
    }
    if let summary = expectation["summary"]?.stringValue, summary != layer.summary {
      failures.append("\(label) summary: expected \(summary), got \(layer.summary)")
    }
    // `lines` is a count, or the lines' texts, whose count is checked (the pass keeps no line texts).
    if let lines = expectation["lines"]?.integerValue ?? expectation["lines"]?.arrayValue.map({ Int64($0.count) }) {
      if case .textMeasured(_, _, let actual, _, _) = layer.heightRule, actual == lines {
      } else {
        failures.append("\(label) lines: expected \(lines), got \(layer.heightRule)")
      }
    }
    return failures
  }

  func describe(_ value: Double?) -> String {
    value.map { String($0) } ?? "nil"
  }
}
