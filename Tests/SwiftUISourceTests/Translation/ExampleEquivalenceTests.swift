import Foundation
import InspectorProtocol
import InspectorServer
import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// Every program of `shared/examples` (copied verbatim into `Fixtures/examples`) opens from its `.swift` text
/// and gives the same results as its hand-written tree in `Examples/`, pass by pass: every node's layers
/// (proposal, size, frame), every preference record (key, node, value, contributions), the actions, the
/// state writes, the prints and the diagnostics; and again after each edit of its update fixture
/// (`Tests/LayoutEngineTests/Fixtures/update`), replayed on both trees with node ids matched by position.
struct ExampleEquivalenceTests {
  /// The root each example is read from: its only candidate, a named view, or (ViewGeometry, whose tree
  /// shows both of its views) a root expression.
  static let roots: [String: RootSelection] = [
    "CollectedWidths": .named("ShippingForm"),
    "ViewGeometry": .named("VStack(spacing: 0) { Positions(); Counter() }"),
  ]

  /// The update fixture of each example, if it has one.
  static let fixtures: [String: String] = [
    "BubblesLastWins": "bubbles_last_wins", "CollectedWidths": "collected_widths", "GrowingLabel": "growing_label",
    "OptionalMaxForm": "optional_max_form", "ViewGeometry": "view_geometry",
  ]

  @Test(arguments: ExampleFiles.names)
  func sourceAndTreeGiveTheSameResults(_ name: String) throws {
    let translation = SwiftUITranslator().translate(
      [try ExampleFiles.swiftFile(name)], root: Self.roots[name] ?? .automatic)
    let problems = translation.diagnostics.filter { $0.severity != .note }
    #expect(problems.isEmpty, "\(name): \(problems)")
    var document = try #require(translation.document, "\(name): no document: \(translation.diagnostics)")
    let hand = try ExampleFiles.tree(name)
    // The hand-written trees choose the environment and the screen; the source has neither.
    if case .object(var object) = document {
      object["environment"] = hand["environment"]
      object["proposal"] = hand["proposal"]
      document = .object(object)
    }
    let environment = LayoutEnvironment(textMeasurer: SystemFontTextMeasurer())
    var fromSource = try LiveTree(json: document, environment: environment)
    var fromTree = try LiveTree(json: hand, environment: environment)
    var failures = compare(fromSource.current, fromTree.current, label: "\(name) v1")
    let ids = idMap(fromTree.current, fromSource.current)
    if let fixtureName = Self.fixtures[name] {
      let fixture = try JSONParser.parse(
        Array(
          try Data(
            contentsOf: ExampleFiles.repositoryRoot.appendingPathComponent(
              "Tests/LayoutEngineTests/Fixtures/update/\(fixtureName).json"))))
      for (index, version) in (fixture["versions"]?.arrayValue ?? []).enumerated().dropFirst() {
        let edits = version["edits"]?.arrayValue ?? []
        // Edits read by the one edit grammar: the protocol's `Edit`, converted as the daemon converts it.
        func edit(_ json: JSONValue, _ position: Int) throws -> TreeEdit {
          try JSONValueDecoder(rootPath: JSONPath.root.key("edits").index(position)).decode(Edit.self, from: json)
            .engineEdit
        }
        try fromTree.apply(edits.enumerated().map { try edit($0.element, $0.offset) })
        try fromSource.apply(edits.enumerated().map { try edit(renamingNodes($0.element, ids), $0.offset) })
        failures += compare(fromSource.current, fromTree.current, label: "\(name) v\(index + 1)")
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// Hand-written node ids to the source tree's, by position in the first pass.
  private func idMap(_ tree: TreeVersion, _ source: TreeVersion) -> [String: String] {
    guard let handPass = tree.passes.first, let sourcePass = source.passes.first else { return [:] }
    var map: [String: String] = [:]
    for (hand, mine) in zip(handPass.layout.nodes, sourcePass.layout.nodes) { map[hand.id] = mine.id }
    return map
  }

  private func renamingNodes(_ edit: JSONValue, _ ids: [String: String]) -> JSONValue {
    switch edit {
    case .object(let object):
      var renamed = JSONObject()
      for (key, value) in object {
        if key == "node", let id = value.stringValue {
          renamed[key] = .string(ids[id] ?? id)
        } else {
          renamed[key] = renamingNodes(value, ids)
        }
      }
      return .object(renamed)
    default:
      return edit
    }
  }

  /// A value with every string that is a hand-written node id replaced by the source tree's (anchors name
  /// their node).
  private func renamingStrings(_ value: JSONValue, _ ids: [String: String]) -> JSONValue {
    switch value {
    case .string(let text): return .string(ids[text] ?? text)
    case .array(let items): return .array(items.map { renamingStrings($0, ids) })
    case .object(let object):
      var renamed = JSONObject()
      for (key, member) in object { renamed[key] = renamingStrings(member, ids) }
      return .object(renamed)
    default: return value
    }
  }

  /// Every difference between two versions' records, nodes matched by position.
  private func compare(_ source: TreeVersion, _ tree: TreeVersion, label: String) -> [String] {
    var failures: [String] = []
    func check(_ condition: Bool, _ message: @autoclosure () -> String) {
      if !condition { failures.append("\(label): " + message()) }
    }
    check(source.outcome.passes == tree.outcome.passes, "passes \(source.outcome.passes) vs \(tree.outcome.passes)")
    check(source.outcome.stop == tree.outcome.stop, "stop \(source.outcome.stop) vs \(tree.outcome.stop)")
    check(source.state.json == tree.state.json, "state \(source.state.json) vs \(tree.state.json)")
    var ids: [String: String] = [:]
    for (sourcePass, treePass) in zip(source.passes, tree.passes) {
      let pass = "pass \(treePass.index)"
      let sourceNodes = sourcePass.layout.nodes
      let treeNodes = treePass.layout.nodes
      check(sourceNodes.count == treeNodes.count, "\(pass): \(sourceNodes.count) nodes vs \(treeNodes.count)")
      for (mine, theirs) in zip(sourceNodes, treeNodes) {
        ids[theirs.id] = mine.id
        check(mine.viewType == theirs.viewType, "\(pass) #\(theirs.id): \(mine.viewType) vs \(theirs.viewType)")
        check(
          mine.layers.count == theirs.layers.count,
          "\(pass) #\(theirs.id): \(mine.layers.count) layers vs \(theirs.layers.count)")
        for (layer, (a, b)) in zip(mine.layers, theirs.layers).enumerated() {
          check(
            a.proposal == b.proposal && a.size == b.size && a.frame == b.frame,
            "\(pass) #\(theirs.id) layer \(layer): \(a.proposal) \(a.size) \(a.frame) vs \(b.proposal) \(b.size) \(b.frame)"
          )
        }
      }
      // Records in the order of their keys' declarations, which the two documents may declare differently.
      let mineRecords = sourcePass.preferences.records.sorted { $0.key < $1.key }
      let theirRecords = treePass.preferences.records.sorted { $0.key < $1.key }
      check(
        mineRecords.count == theirRecords.count,
        "\(pass): \(mineRecords.count) preference records vs \(theirRecords.count)")
      for (a, b) in zip(mineRecords, theirRecords) {
        check(
          a.key == b.key && a.json == renamingStrings(b.json, ids) && a.node == ids[b.node] && a.layer == b.layer
            && a.contributions.map(\.json) == b.contributions.map { renamingStrings($0.json, ids) }
            && a.contributions.map(\.fate) == b.contributions.map(\.fate),
          "\(pass): preference \(a.key)@\(a.node) = \(a.json) vs \(b.key)@\(b.node) = \(b.json)")
      }
      check(
        sourcePass.actions.map { "\($0.trigger)" }.count == treePass.actions.count,
        "\(pass): \(sourcePass.actions.count) actions vs \(treePass.actions.count)")
      check(
        sourcePass.stateWrites.map { "\($0.variable): \($0.oldValue) → \($0.newValue)" }
          == treePass.stateWrites.map { "\($0.variable): \($0.oldValue) → \($0.newValue)" },
        "\(pass): writes \(sourcePass.stateWrites) vs \(treePass.stateWrites)")
      check(
        sourcePass.prints.map(\.text) == treePass.prints.map(\.text),
        "\(pass): prints \(sourcePass.prints.map(\.text)) vs \(treePass.prints.map(\.text))")
    }
    let sourceDiagnostics = source.allDiagnostics.map { "\($0.severity) \($0.code)" }.sorted()
    let treeDiagnostics = tree.allDiagnostics.map { "\($0.severity) \($0.code)" }.sorted()
    check(sourceDiagnostics == treeDiagnostics, "diagnostics \(source.allDiagnostics) vs \(tree.allDiagnostics)")
    return failures
  }
}
