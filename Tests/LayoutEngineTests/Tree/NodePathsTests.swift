import InspectorTestSupport
import JSONCore
import Testing

@testable import LayoutEngine

/// Tests of `NodePaths`, the table of declared ids, and of the `IDTable` under it: it answers as a `[String: JSONPath]`
/// would, through growth, replacement and removal.
struct NodePathsTests {
  @Test func answersAsADictionaryThroughInsertionsReplacementsAndRemovals() {
    var table = NodePaths()
    var model: [String: JSONPath] = [:]
    var generator = SeededRandomNumberGenerator(seed: 42)
    let paths = (0..<40).map { JSONPath.root.key("root").key("content").index($0) }
    for step in 0..<20_000 {
      // A few hundred ids, so that removals and replacements meet ids present and absent, and slots wrap around.
      let id = "node-\(generator.next() % 300)"
      let path = paths[Int(generator.next() % UInt64(paths.count))]
      if generator.next() % 3 == 0 {
        table[id] = nil
        model[id] = nil
      } else {
        #expect(table.updateValue(path, forKey: id) == model.updateValue(path, forKey: id), "step \(step)")
      }
      if step % 500 == 0 {
        #expect(table.count == model.count && Set(table.keys) == Set(model.keys), "step \(step)")
        for (id, path) in model { #expect(table[id] == path, "step \(step): \(id)") }
      }
    }
    for id in model.keys.sorted() { table[id] = nil }
    #expect(table.count == 0 && table["node-1"] == nil)
  }

  @Test func equalTablesHoldTheSameIdsWithTheSamePathsInAnyOrder() {
    var first = NodePaths()
    var second = NodePaths()
    second.reserveCapacity(1_000)
    for index in 0..<1_000 { first["v\(index)"] = JSONPath.root.index(index) }
    for index in (0..<1_000).reversed() { second["v\(index)"] = JSONPath.root.index(index) }
    #expect(first == second && first.count == 1_000)
    second["v7"] = JSONPath.root.index(8)
    #expect(first != second)
    second["v7"] = nil
    #expect(first != second && second.count == 999 && second["v8"] == JSONPath.root.index(8))
  }

  @Test func anIndexInsertsOnlyNewIdsAndGivesBackWhatItRemoves() {
    var index: IDTable<Int> = ["a": 0, "b": 1]
    #expect(!index.insert("a", 5) && index["a"] == 0)
    #expect(index.insert("c", 2) && index["c"] == 2 && index.count == 3)
    #expect(index.removeValue(forKey: "a") == 0 && index.removeValue(forKey: "a") == nil)
    #expect(index == ["b": 1, "c": 2] && index != ["b": 1, "c": 3])
  }
}
