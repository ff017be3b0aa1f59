import InspectorProtocol
import JSONCore

/// Checks `Expectations` against a tree open in the daemon, fact by fact, asking only for what the facts need.
struct ExpectationChecker {
  /// One checked fact.
  struct Result {
    /// The selector the fact belongs to.
    var selector: String
    /// The node checked; nil for tree facts and for a selector that matched nothing.
    var node: String?
    /// The fact's name, with its path inside the fact (`preferences.MaxLabelWidth`, `layers.frame.width`).
    var fact: String
    /// The value expected.
    var expected: JSONValue
    /// The value found; nil when there is none (no node matched, no such layer, no preference value).
    var found: JSONValue?
    /// Whether it holds.
    var holds: Bool
  }

  /// The open tree.
  var tree: OpenedTree
  /// How values compare.
  var comparison: FactComparison
  /// The pass checked; nil is the last.
  var pass: Int?

  /// Checks every fact, in file order.
  func check(_ expectations: Expectations) throws(CommandError) -> [Result] {
    var results: [Result] = []
    for entry in expectations.entries {
      if entry.selector == Expectations.treeSelector {
        results += try checkTree(entry)
        continue
      }
      let nodes = try tree.select(entry.selector, pass: pass)
      for (fact, expected) in entry.facts where fact == "count" {
        let found = JSONValue.integer(Int64(nodes.count))
        results.append(record(entry, nil, fact, expected, found))
      }
      let facts = entry.facts.filter { $0.name != "count" }
      if nodes.isEmpty {
        for (fact, expected) in facts { results.append(record(entry, nil, fact, expected, nil)) }
        continue
      }
      for node in nodes {
        results += try checkNode(node, facts: facts, entry: entry)
      }
    }
    return results
  }

  private func checkTree(_ entry: Expectations.Entry) throws(CommandError) -> [Result] {
    var results: [Result] = []
    let summary = tree.summary
    for (fact, expected) in entry.facts {
      switch fact {
      case "converged":
        results.append(record(entry, nil, fact, expected, .bool(summary.converged)))
      case "passes":
        results.append(record(entry, nil, fact, expected, .integer(Int64(summary.passes))))
      case "rootSize":
        results.append(record(entry, nil, fact, expected, Self.json(summary.rootSize)))
      default:
        let state = try tree.client.send(TreeStateRequest(uri: tree.uri))
        for (name, value) in expected.objectValue ?? JSONObject() {
          let found = state.state.first { $0.name == name }?.value
          results.append(record(entry, nil, "state." + name, value, found))
        }
      }
    }
    return results
  }

  private func checkNode(_ node: String, facts: [(name: String, expected: JSONValue)], entry: Expectations.Entry)
    throws(CommandError) -> [Result]
  {
    var results: [Result] = []
    var layout: NodeLayout?
    if facts.contains(where: { $0.name != "preferences" }) {
      layout = try tree.client.send(NodeLayoutRequest(uri: tree.uri, node: node, pass: pass, measurements: false)).node
    }
    for (fact, expected) in facts {
      switch fact {
      case "preferences":
        let values = try tree.client.send(PreferenceValuesRequest(uri: tree.uri, node: node, pass: pass)).values
        for (key, value) in expected.objectValue ?? JSONObject() {
          let found = values.first { $0.key == key }?.value
          results.append(record(entry, node, "preferences." + key, value, found))
        }
      case "layers":
        for (name, layerFacts) in expected.objectValue ?? JSONObject() {
          let layer = layout?.layers?.first { Int(name) == $0.index || $0.name == name }
          for (layerFact, value) in layerFacts.objectValue ?? JSONObject() {
            let found = layer.flatMap { Self.layerFact(layerFact, of: $0) }
            results.append(record(entry, node, "layers.\(name).\(layerFact)", value, found))
          }
        }
      default:
        results.append(record(entry, node, fact, expected, layout.flatMap { Self.nodeFact(fact, of: $0) }))
      }
    }
    return results
  }

  private func record(
    _ entry: Expectations.Entry, _ node: String?, _ fact: String, _ expected: JSONValue, _ found: JSONValue?
  ) -> Result {
    Result(
      selector: entry.selector, node: node, fact: fact, expected: expected, found: found,
      holds: comparison.matches(expected, found))
  }

  private static func nodeFact(_ fact: String, of node: NodeLayout) -> JSONValue? {
    switch fact {
    case "width": return node.size.map { .double($0.width) }
    case "height": return node.size.map { .double($0.height) }
    case "x": return node.frame.map { .double($0.x) }
    case "y": return node.frame.map { .double($0.y) }
    case "size": return node.size.map(json)
    case "frame": return node.frame.map(json)
    case "proposal": return node.proposal.map(json)
    case "text": return node.text.map { .string($0) }
    case "view": return .string(node.view)
    default: return nil
    }
  }

  private static func layerFact(_ fact: String, of layer: LayerLayout) -> JSONValue? {
    switch fact {
    case "width": return .double(layer.size.width)
    case "height": return .double(layer.size.height)
    case "size": return json(layer.size)
    case "proposal": return json(layer.proposal)
    default: return nil
    }
  }

  private static func json<Value: Encodable>(_ value: Value) -> JSONValue {
    (try? JSONValueEncoder().encode(value)) ?? .null
  }
}
