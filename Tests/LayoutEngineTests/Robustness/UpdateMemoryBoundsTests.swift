import JSONCore
import SwiftSubset
import Testing

@testable import LayoutEngine

/// Regression tests for the memory an update holds: an update that runs many passes keeps only the passes its
/// history keeps while it runs, so `maxPasses` (which a client may raise to 1,000) does not multiply the memory of
/// a large tree.
struct UpdateMemoryBoundsTests {
  /// A tree whose action writes new state every pass; with the per-pass cycle guard it runs to the pass limit.
  static let divergent: JSONValue = document(
    [
      "view": "VStack", "id": "root",
      "modifiers": [
        ["preference": ["key": "K", "value": "n"]], ["onPreferenceChange": ["key": "K", "perform": "n += 1"]],
      ],
      "content": [["view": "Color", "modifiers": [["frame": ["width": "CGFloat(n)"]]]]],
    ], behaviors: ["cycleGuardScope": "pass"],
    extra: ["state": ["n": 0], "preferenceKeys": ["K": ["type": "Int", "defaultValue": 0, "reduce": "max"]]])

  @Test func droppingPassesAsTheLoopGoesKeepsWhatTheHistoryKeeps() {
    // Dropping from the middle after each pass leaves a superset of the final selection, which `kept` then
    // trims to exactly what it picks from the whole list.
    for limit in 0...9 {
      for count in 1...40 {
        var held: [Int] = []
        for pass in 1...count {
          held.append(pass)
          UpdateLoop.dropMiddlePass(of: &held, keeping: limit)
          #expect(held.count <= Swift.max(2, limit) + 2)
        }
        #expect(LiveTree.kept(held, limit: limit) == LiveTree.kept(Array(1...count), limit: limit), "\(limit) \(count)")
      }
    }
  }

  @Test func aDivergentUpdateReportsTheSameWhateverPassesItKeeps() throws {
    func open(keeping passes: Int) throws -> LiveTree {
      try LiveTree(
        json: Self.divergent, environment: fixedAdvance,
        configuration: LiveTreeConfiguration(
          update: UpdateLimits(maxPasses: 30), history: HistoryLimits(maxPassesPerVersion: passes)))
    }
    let few = try open(keeping: 2)
    let all = try open(keeping: 1_000)
    #expect(few.current.outcome == all.current.outcome)
    #expect(few.current.outcome.passes == 30)
    #expect(few.current.passes.map(\.index) == [1, 30])
    #expect(all.current.passes.count == 30)
    // The cycle report follows the binder's deliveries over all 30 passes, kept or not.
    #expect(few.current.cycles.map(\.summary) == all.current.cycles.map(\.summary))
    #expect(few.current.cycles.first?.values.count == 30)
    #expect(few.current.diagnostics == all.current.diagnostics)
    #expect(few.current.lastPass?.layout.textRendering() == all.current.lastPass?.layout.textRendering())
  }
}

extension UpdateMemoryBoundsTests {
  /// The equal-width form of `labels` opened with a history of `budget` node records.
  static func openForm(_ labels: [String], recording budget: Int) throws -> LiveTree {
    try LiveTree(
      json: LayerRecordSharingTests.form(labels: labels), environment: fixedAdvance,
      configuration: LiveTreeConfiguration(history: HistoryLimits(maxRecordedNodes: budget)))
  }

  /// The layout graphs an update keeps for the next one (a fresh preview's pass k reuses pass k) weigh, besides the
  /// latest pass's, no more resolved nodes than the history's node records leave: the equal-width form settles in two
  /// passes, whose records fill a budget of twice its nodes, and then pass 1's graph is not kept.
  @Test func theGraphsKeptForTheNextUpdateWeighWhatTheHistoryLeaves() throws {
    func open(recording budget: Int) throws -> LiveTree {
      try Self.openForm(["Name:", "Password:"], recording: budget)
    }
    let roomy = try open(recording: 60_000)
    let nodes = try #require(roomy.current.lastPass?.layout.nodes.count)
    #expect(roomy.current.outcome.passes == 2)
    #expect(roomy.memory.updateGraphs.passes.count == 2)
    #expect(try open(recording: 3 * nodes).memory.updateGraphs.passes.count == 2)
    #expect(try open(recording: 2 * nodes).memory.updateGraphs.passes.isEmpty)
  }

  /// An open whose graphs the history cannot keep two of drops its pass 1 graph before pass 2 (which then reuses none
  /// of it) and records what an open that keeps it records: pass 1's records, made before its graph gives back its
  /// spare room and holding copies of its placements and requesters, too.
  @Test func anOpenTooLargeToKeepTwoGraphsDropsItsFirstBeforePassTwo() throws {
    let labels = ["Name:", "Password:", "E-mail:"]
    let roomy = try Self.openForm(labels, recording: 60_000)
    let nodes = try #require(roomy.current.lastPass?.layout.nodes.count)
    let tight = try Self.openForm(labels, recording: 2 * nodes - 1)
    #expect(roomy.current.outcome.passes == 2 && tight.current.outcome.passes == 2)
    #expect(try #require(roomy.current.lastPass?.layout.reusedCount) > 0)
    #expect(tight.current.lastPass?.layout.reusedCount == 0)
    #expect(tight.memory.updateGraphs.passes.isEmpty)
    let kept = try #require(roomy.current.lastPass?.layout)
    let dropped = try #require(tight.current.lastPass?.layout)
    FreshOpenOracleTests.compare(dropped, kept, label: "an open without its pass 1 graph")
    let keptFirst = try #require(roomy.current.passes.first?.layout)
    let droppedFirst = try #require(tight.current.passes.first?.layout)
    FreshOpenOracleTests.compare(droppedFirst, keptFirst, label: "the pass 1 of an open that drops its graph")
  }

  @Test func aVersionWhosePassesOutweighTheHistoryKeepsItsFirstAndLatestPasses() throws {
    // Each pass of the divergent tree lays out 2 nodes; a budget of 9 records holds pass 1 and the latest 3.
    let live = try LiveTree(
      json: Self.divergent, environment: fixedAdvance,
      configuration: LiveTreeConfiguration(
        update: UpdateLimits(maxPasses: 30), history: HistoryLimits(maxPassesPerVersion: 8, maxRecordedNodes: 9)))
    #expect(live.current.outcome.passes == 30)
    #expect(live.current.passes.map(\.index) == [1, 28, 29, 30])
    // However small the budget, pass 1 and the last stay.
    let tiny = try LiveTree(
      json: Self.divergent, environment: fixedAdvance,
      configuration: LiveTreeConfiguration(
        update: UpdateLimits(maxPasses: 30), history: HistoryLimits(maxRecordedNodes: 1)))
    #expect(tiny.current.passes.map(\.index) == [1, 30])
    #expect(tiny.current.cycles.map(\.summary) == live.current.cycles.map(\.summary))
  }

  @Test func droppingEarlyPassesKeepsTheFirstAndTheMinimum() {
    var passes = Array(1...10)
    UpdateLoop.dropEarlyPasses(of: &passes, toWeigh: 25, keepingAtLeast: 3) { $0 }
    // 1 + 9 + 10 = 20 is the first total within 25, once 2…8 are gone (with 8 still there: 28).
    #expect(passes == [1, 9, 10])
    var heavy = Array(1...10)
    UpdateLoop.dropEarlyPasses(of: &heavy, toWeigh: 0, keepingAtLeast: 3) { $0 }
    #expect(heavy == [1, 9, 10])
  }

  /// An answer's stored properties are declared in the order that packs them (`LayoutGraph.Answer`): 80 bytes on this
  /// 64-bit platform instead of 104 (88 with its decision whole); every layer keeps its answers. Its decision and its
  /// point in the history read back as made, a version past 32 bits clamped (as a `Measurement`'s).
  @Test func anAnswerTakesEightyBytesAndKeepsItsPoint() {
    #expect(MemoryLayout<LayoutGraph.Answer>.stride == 80)
    let decision = SizeDecision(Size(width: 1, height: 2), rule: { .proposalAccepted($0) })
    let proposal = ProposedViewSize(width: 10, height: nil)
    let point = HistoryPoint(version: Int(Int32.max), pass: 7)
    let answer = LayoutGraph.Answer(
      proposal: proposal, decision: decision, reads: [], replayable: false, computedAt: point)
    #expect(answer.decision == decision)
    #expect(answer.computedAt == point)
    #expect(answer.replayable == false)
    let later = LayoutGraph.Answer(
      proposal: proposal, decision: decision, reads: [], computedAt: HistoryPoint(version: Int.max, pass: 7))
    #expect(later.computedAt == point)
    #expect(LayoutGraph.Answer(proposal: proposal, decision: decision, reads: []).computedAt == nil)
    #expect(LayoutGraph.Answer(proposal: proposal, decision: decision, reads: []).replayable)
  }

  /// A layer's state names its algorithm's slot as 32 bits with a sentinel (`LayoutGraph.LayerState.algorithmSlot`),
  /// and keeps its placing and preference reads in one array: 152 bytes on this 64-bit platform where an optional
  /// slot made 168 and two arrays 160; every layer of a kept pass has a state. A new state names no slot.
  @Test func aLayerStateTakesOneHundredFiftyTwoBytes() {
    #expect(MemoryLayout<LayoutGraph.LayerState>.stride == 152)
    #expect(LayoutGraph.LayerState().algorithmSlot == LayoutGraph.LayerState.noAlgorithm)
  }

  /// A custom alignment guide is boxed (`HorizontalAlignment.custom`, `VerticalAlignment.custom`): a guide is 8 bytes,
  /// an alignment 16, and a resolved modifier, which every resolved node keeps for each of its modifiers, 104 bytes on
  /// this 64-bit platform where a guide of 24 bytes made it 136.
  @Test func aResolvedModifierTakesOneHundredFourBytes() {
    #expect(MemoryLayout<HorizontalAlignment>.stride == 8 && MemoryLayout<Alignment>.stride == 16)
    #expect(MemoryLayout<ResolvedModifier>.stride == 104)
  }

  /// A preference record boxes an `anchorPreference`'s strings (`PreferenceRecord.Operation.anchor`), and a
  /// contribution keeps its record's id in 32 bits beside its fate: on this 64-bit platform a record is 120 bytes
  /// where it was 136 and a contribution 64 where it was 80, so that a record's list of one contribution is a
  /// 112-byte chunk, not 128 (a pass keeps about four such lists and four records a row of the sign-in form). The
  /// id reads back as written, nil as nil.
  @Test func aPreferenceRecordTakesOneHundredTwentyBytesAndAContributionSixtyFour() {
    #expect(MemoryLayout<PreferenceRecord>.stride == 120)
    #expect(MemoryLayout<PreferenceRecord.Contribution>.stride == 64)
    var contribution = PreferenceRecord.Contribution(source: .layer(1), value: .int(3), record: 0, fate: .reduced)
    #expect(contribution.record == 0)
    contribution.record = 41_999
    #expect(contribution.record == 41_999)
    contribution.record = nil
    #expect(contribution.record == nil)
  }

  /// A computation's call to a subview names the subview by its position among its layer's subviews
  /// (`LayoutGraph.SubviewCall`): 32 bytes on this 64-bit platform where its `LayerID` made 48; a kept pass keeps
  /// several a measured layer. Replays and validations find the subview there (`FreshOpenOracleTests`).
  @Test func aSubviewCallTakesThirtyTwoBytes() {
    #expect(MemoryLayout<LayoutGraph.SubviewCall>.stride == 32)
  }

  /// A layer record keeps its placement's values as the graph's placement object, shared (`LayerRecord.placement`),
  /// makes its rendered frame when read, and boxes the id of the node that applied its modifier, which few layers
  /// have: 88 bytes on this 64-bit platform instead of 240 (8 of them for the answers its measurement rows may name,
  /// `MeasurementRows`; its declaration's path is one reference, `JSONPath`). Records of two trees opened apart hold separate placements and are equal and hash the same,
  /// as the values they hold are.
  @Test func aLayerRecordTakesEightyEightBytesAndComparesByValue() throws {
    #expect(MemoryLayout<LayerRecord>.stride == 88)
    let json = LayerRecordSharingTests.form(labels: ["Name:", "Password:"])
    let first = try LiveTree(json: json, environment: fixedAdvance).last.layout
    let second = try LiveTree(json: json, environment: fixedAdvance).last.layout
    let layers = first.nodes.flatMap(\.layers)
    #expect(!layers.isEmpty)
    #expect(layers == second.nodes.flatMap(\.layers))
    #expect(layers.map(\.hashValue) == second.nodes.flatMap(\.layers).map(\.hashValue))
    #expect(layers.contains { $0.size != .zero && $0.frame.origin != .zero })
  }

  /// A layer whose modifier a `Group` applied to its child names the group (`inheritedFrom`, boxed in the record's
  /// declaration) beside its modifier and path; it differs from the same record without it, hashes apart, prints it,
  /// and a record set to name another node or none reads back what was set.
  @Test func aLayerRecordOfAModifierAGroupAppliedNamesTheGroup() throws {
    let tree: JSONValue = [
      "root": [
        "view": "VStack", "id": "stack",
        "content": [
          [
            "view": "Group", "id": "group", "modifiers": [["padding": 4]],
            "content": [["view": "Text", "id": "text", "text": "a"]],
          ]
        ],
      ]
    ]
    let pass = try LiveTree(json: tree, environment: fixedAdvance).last.layout
    let layers = try #require(pass.node("text")?.layers)
    let applied = try #require(layers.first { $0.inheritedFrom != nil })
    #expect(applied.inheritedFrom == "group")
    #expect(applied.modifier?.name == "padding")
    #expect(String(describing: applied).contains("inheritedFrom: Optional(\"group\")"))
    var own = applied
    own.inheritedFrom = nil
    #expect(own.inheritedFrom == nil && own.modifier == applied.modifier && own.declaredPath == applied.declaredPath)
    #expect(own != applied && own.hashValue != applied.hashValue)
    own.inheritedFrom = "other"
    #expect(own.inheritedFrom == "other" && own != applied)
    own.inheritedFrom = "group"
    #expect(own == applied && own.hashValue == applied.hashValue)
  }

  /// A live tree's kept pass's measurement rows name their layer's answer in the graph's state, with the requester
  /// (`MeasurementRows.AnswerRow`): 16 bytes where a whole measurement takes 72. They read, compare and hash as a
  /// plain pass's rows, provenance aside, and as the same measurements set whole.
  @Test func aKeptPassMeasurementRowTakesSixteenBytesAndReadsAsAPlainPasss() throws {
    #expect(MemoryLayout<MeasurementRows.AnswerRow>.stride == 16)
    #expect(MemoryLayout<Measurement>.stride == 72)
    // A tree without state: its live tree's one pass lays out what a plain pass does.
    let json = document([
      "view": "HStack", "id": "row",
      "content": [
        ["view": "Text", "id": "label", "text": "Name:", "modifiers": [["frame": ["width": 80]]]],
        ["view": "TextField", "id": "field", "title": "Name"],
      ],
    ])
    let kept = try LiveTree(json: json, environment: fixedAdvance).last.layout.nodes.flatMap(\.layers)
    let plain = try ViewTree(json: json).layout(in: fixedAdvance).nodes.flatMap(\.layers)
    #expect(kept.contains { $0.measurements.count > 1 })
    #expect(kept == plain)
    #expect(kept.map(\.measurements) == plain.map(\.measurements))
    #expect(kept.map(\.hashValue) == plain.map(\.hashValue))
    #expect(kept.allSatisfy { $0.measurements.allSatisfy { $0.computedAt != nil } })
    let set = kept.map { layer in
      var copy = layer
      copy.measurements = layer.measurements
      return copy
    }
    #expect(set == kept)
    #expect(set.map(\.hashValue) == kept.map(\.hashValue))
  }
}
