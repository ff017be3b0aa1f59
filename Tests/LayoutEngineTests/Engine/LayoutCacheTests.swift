import JSONCore
import LayoutEngine
import Testing

/// Measurements are cached per layer and proposal within a pass (taffy's caching test): a layer is measured
/// once per distinct proposal, so nested stacks cost linear, not exponential, work.
struct LayoutCacheTests {
  private func chain(_ depth: Int, kind: JSONValue) -> JSONValue {
    var view: JSONValue = ["view": "Text", "id": "leaf", "text": "Hello"]
    for _ in 0..<depth { view = ["view": kind, "content": [view]] }
    return document(view)
  }

  @Test func nestedVStacksMeasureEachLayerAFewTimes() throws {
    // A VStack with one child asks it: once with the stack's proposal while sizing, and once more if
    // placement changes the proposal (here it does not: the minor proposal is concrete). With one child
    // there is no fitting order to compute, so no flexibility probes: one measurement per layer.
    let pass = try layout(chain(100, kind: "VStack"))
    #expect(pass.measurementCount == 101)
    #expect(pass.node("leaf")?.layers.first?.measurements.count == 1)
  }

  @Test func nestedHStacksStayLinear() throws {
    // Same with HStacks: the single child is offered the whole width once.
    let pass = try layout(chain(100, kind: "HStack"))
    #expect(pass.measurementCount == 101)
  }

  @Test func siblingsAreProbedOnceEach() throws {
    // Two texts in an HStack: each is probed with 0 (answered without measuring, OpenSwiftUI's Text
    // engine) and ∞, then offered its share: 2 measurements each; the stack 1.
    let pass = try layout(
      document([
        "view": "HStack",
        "content": [["view": "Text", "id": "a", "text": "A"], ["view": "Text", "id": "b", "text": "B"]],
      ]))
    #expect(pass.measurementCount == 5)
    let measured = pass.layer("a", 0)?.measurements.map(\.requestedBy.reason) ?? []
    #expect(
      measured == [
        .stackFlexibilityProbe(axis: .horizontal, length: .infinity),
        .stackEqualShare(axis: .horizontal, share: 191, remaining: 382, count: 2),
      ])
  }

  @Test func repeatedPassesGiveIdenticalRecords() throws {
    // Pure: a layer's size is a function of its proposal and inputs; a second pass reproduces the first.
    let tree = try ViewTree(json: Examples.issueExample)
    let first = tree.layout(in: fixedAdvance)
    let second = tree.layout(in: fixedAdvance)
    #expect(first.nodes.map(\.layers) == second.nodes.map(\.layers))
    #expect(first.textRendering() == second.textRendering())
  }
}
