import Foundation
import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// A Swift program laid out beside the hand-written tree of a layout fixture (`Tests/LayoutEngineTests/Fixtures`).
enum FixtureLayouts {
  /// The differences between `program` read from Swift (its root `root`) and the fixture's tree, laid out with the
  /// fixture's environment and proposal and the fixed-advance measurer: node by node (views with layers, in tree
  /// order), the view type and every layer's frame; also the translation's warnings and the pass's diagnostics.
  static func differences(_ program: String, root: String, fixture: String) throws -> [String] {
    let translation = Translate.file(program, root: .named(root))
    var differences = Translate.problems(translation)
    let url = ExampleFiles.repositoryRoot.appendingPathComponent("Tests/LayoutEngineTests/Fixtures/\(fixture).json")
    let data = try #require(FileManager.default.contents(atPath: url.path))
    let hand = try #require(try JSONParser.parse(Array(data))["tree"])
    var document = try #require(translation.document)
    if case .object(var object) = document {
      object["environment"] = hand["environment"]
      object["proposal"] = hand["proposal"]
      document = .object(object)
    }
    let environment = LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())
    let source = try #require(try LiveTree(json: document, environment: environment).current.passes.last).layout
    let tree = try #require(try LiveTree(json: hand, environment: environment).current.passes.last).layout
    differences += source.diagnostics.map(\.message)
    let sourceNodes = source.nodes.filter { !$0.layers.isEmpty }
    let treeNodes = tree.nodes.filter { !$0.layers.isEmpty }
    if sourceNodes.count != treeNodes.count {
      differences.append("\(sourceNodes.count) views from Swift, \(treeNodes.count) in the fixture")
    }
    for (mine, theirs) in zip(sourceNodes, treeNodes)
    where mine.viewType != theirs.viewType || mine.layers.map(\.frame) != theirs.layers.map(\.frame) {
      differences.append(
        "\(mine.id) \(mine.viewType) \(mine.layers.map(\.frame)) vs \(theirs.id) \(theirs.viewType) "
          + "\(theirs.layers.map(\.frame))")
    }
    return differences
  }
}
