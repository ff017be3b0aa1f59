import JSONCore
import LayoutEngine
import Testing

/// The event log: per layer, the rule per axis, who proposed what and why, every measurement, and every
/// input read (environment, behaviours, the text measurer, state through expressions).
struct ProvenanceTests {
  let tree: ViewTree

  init() throws {
    tree = try ViewTree(json: Examples.issueExample)
  }

  @Test func stateReadsAreRecordedOnTheLayerThatReadThem() throws {
    let pass = tree.layout(in: fixedAdvance, evaluator: StateEvaluator(state: ["labelWidth": 72]))
    let frame = try #require(pass.layer("user-label", 2))
    #expect(frame.kind == .modifier("frame"))
    #expect(frame.summary == "frame(width: 72, alignment: .trailing)")
    #expect(frame.widthRule == .fixedFrame(72))
    #expect(
      frame.reads.contains(
        .state(
          name: "labelWidth", value: 72, expression: "labelWidth", path: try #require(frame.modifier?.path).key("width")
        )))
    // The text inside is its own size: "User:" = 5 x 8.5 = 42.5 → 42.667; its background layer (the frame's
    // child) sits trailing in the 72 frame.
    let text = try #require(pass.layer("user-label", 0))
    #expect(text.widthRule == .textMeasured(text: "User:", font: .body, lines: 1, measured: 42.5, result: pixels(128)))
    #expect(close(try #require(pass.layer("user-label", 1)).frameInParent.minX, 72 - pixels(128)))
    #expect(close(text.frame.minX, frame.frame.minX + 72 - pixels(128)))
  }

  @Test func unevaluatedExpressionsActAsNilAndSaySo() throws {
    // Without an evaluator `labelWidth` is unevaluated: frame(width: nil) passes the text's width through.
    let pass = tree.layout(in: fixedAdvance)
    let frame = try #require(pass.layer("user-label", 2))
    #expect(frame.widthRule == .childPassthrough(pixels(128)))
    #expect(
      frame.reads.contains {
        if case .unevaluated(let expression, _, _) = $0 { expression == "labelWidth" } else { false }
      })
    #expect(pass.diagnostics.contains { $0.message == "`labelWidth`: unevaluated expression" && $0.severity == .note })
  }

  @Test func textRecordsTheEnvironmentItRead() throws {
    let text = try #require(tree.layout(in: fixedAdvance).layer("user-label", 0))
    #expect(text.reads.contains(.environment(name: "displayScale", value: "3")))
    #expect(text.reads.contains(.environment(name: "font", value: ".body")))
    #expect(text.reads.contains(.textMeasurer(name: FixedAdvanceNames.defaultName)))
  }

  @Test func everyLayerKnowsWhoProposedItAndWhy() throws {
    let pass = tree.layout(in: fixedAdvance, evaluator: StateEvaluator(state: ["labelWidth": 72]))
    // The HStack gets 358 (390 - 2 x 16) from the VStack, which got it from the padding.
    let field = try #require(pass.node("form/HStack0/TextField0")?.outermost)
    #expect(field.proposer.parent == LayerID(node: "form/HStack0", layer: 0))
    // The label (fixed 72) is less flexible and sized first: the field gets the rest, 358 - 72 - 8 = 278.
    #expect(field.proposer.reason == .stackEqualShare(axis: .horizontal, share: 278, remaining: 278, count: 1))
    let padded = try #require(pass.layer("form", 0))
    #expect(padded.proposer.parent == LayerID(node: "form", layer: 1))
    #expect(padded.proposer.reason == .padding(EdgeInsets(16)))
    #expect(pass.root?.outermost?.proposer == Proposer(parent: nil, reason: .root))
  }

  @Test func measurementsListEveryDistinctProposal() throws {
    let pass = tree.layout(in: fixedAdvance, evaluator: StateEvaluator(state: ["labelWidth": 72]))
    let field = try #require(pass.node("form/HStack0/TextField0")?.outermost)
    // Probed with 0 and ∞, then offered its share: three distinct proposals.
    #expect(field.measurements.map(\.proposal.width) == [0, .infinity, 278])
  }

  @Test func secondaryContentAndHierarchy() throws {
    let pass = tree.layout(in: fixedAdvance)
    let reader = try #require(pass.node("user-label/background0/GeometryReader0"))
    #expect(reader.parentID == "user-label")
    #expect(reader.hostLayer == 1)
    #expect(pass.children(of: "user-label").map(\.id) == ["user-label/background0/GeometryReader0"])
    #expect(pass.ancestry(of: reader.id) == [reader.id, "user-label", "form/HStack0", "form"])
    // The reader's content keeps its scope: the proxy is bound there for the preference engine.
    let color = try #require(pass.node("user-label/background0/GeometryReader0/Color0"))
    guard case .geometryProxy(let proxy)? = color.scope.lookup("proxy") else {
      Issue.record("the proxy is in the content's scope")
      return
    }
    #expect(close(proxy.size, pass.size("user-label")))
  }

  @Test func behaviourReadsAreRecorded() throws {
    let pass = try layout(document(["view": "ZStack", "id": "z", "content": [["view": "Color"]]]))
    #expect(pass.layer("z", 0)?.reads.contains(.behavior(name: "zStackSizing", value: "automatic")) == true)
  }

  /// A measurement's stored properties are declared in the order that packs them (`Measurement`): 72 bytes on this
  /// 64-bit platform instead of 88; a retained pass keeps several a layer.
  @Test func aMeasurementTakesSeventyTwoBytes() {
    #expect(MemoryLayout<Measurement>.stride == 72)
  }
}

/// The fixed-advance measurer's default name, as it reports it.
enum FixedAdvanceNames {
  static let defaultName = "fixed-advance (0.5 em, line 1.2 em)"
}
