import Testing

@testable import LayoutEngine

/// `PreferenceOutputs`: a pass's table of outputs, and a table started from the previous pass's (`init(inheriting:)`),
/// whose blocks hold nothing for the new pass until it copies, stores or keeps them.
struct PreferenceOutputsTests {
  typealias Output = PreferenceCollection.Output

  /// Two keys; node 0 (three layers) computed key 0 at layers 0 and 1 and key 1 at layer 0; node 1 (two layers)
  /// computed key 0 at layer 0.
  static func previous() -> PreferenceOutputs {
    var table = PreferenceOutputs(keyCount: 2)
    table.store(Output(record: 3, made: 0..<4), 0, node: 0, layer: 0, layers: 3)
    table.store(Output(record: 5, made: 4..<6), 0, node: 0, layer: 1, layers: 3)
    table.store(Output(record: nil, made: 6..<6), 1, node: 0, layer: 0, layers: 3)
    table.store(Output(record: 7, made: 6..<8), 0, node: 1, layer: 0, layers: 2)
    return table
  }

  static func copied(_ node: Int, layers: Int, was: Int, top: Int, isAsked: Bool = false)
    -> PreferenceOutputs.CopiedNode
  {
    PreferenceOutputs.CopiedNode(node: node, layers: layers, was: was, top: top, isAsked: isAsked)
  }

  @Test func anInheritedTableHoldsNothingForItsPassUntilCopiedOrStored() throws {
    let previous = Self.previous()
    let table = PreferenceOutputs(inheriting: previous)
    #expect(!table.isEmpty)
    for (key, node, layer) in [(0, 0, 0), (0, 0, 1), (1, 0, 0), (0, 1, 0)] {
      #expect(table.output(key, node: node, layer: layer) == nil)
      #expect(previous.output(key, node: node, layer: layer) != nil)
    }
  }

  @Test func aNodeCopiedToItsOwnIndexKeepsItsSlotsForTheKeyAndLayersCopiedOnly() throws {
    let previous = Self.previous()
    var table = PreferenceOutputs(inheriting: previous)
    #expect(table.mayCopy(0, [Self.copied(0, layers: 3, was: 0, top: 0)], from: previous, within: 0..<4))
    table.copy(0, [Self.copied(0, layers: 3, was: 0, top: 0)], from: previous, offset: 0)
    let kept = try #require(table.output(0, node: 0, layer: 0))
    #expect(kept.record == 3 && kept.made == 0..<4)
    // Above the layers copied, and under the other key, the block holds nothing for this pass.
    #expect(table.output(0, node: 0, layer: 1) == nil)
    #expect(table.output(1, node: 0, layer: 0) == nil)
    // The slot now holds this pass's output: copying again is refused.
    #expect(!table.mayCopy(0, [Self.copied(0, layers: 3, was: 0, top: 0)], from: previous, within: 0..<4))
    // The previous table is unchanged.
    #expect(previous.output(0, node: 0, layer: 1)?.record == 5)
    #expect(previous.output(1, node: 0, layer: 0) != nil)
  }

  @Test func aCopyWhoseIdsMoveWritesThemMoved() throws {
    let previous = Self.previous()
    var table = PreferenceOutputs(inheriting: previous)
    table.copy(0, [Self.copied(0, layers: 3, was: 0, top: 1)], from: previous, offset: 10)
    #expect(table.output(0, node: 0, layer: 0)?.record == 13)
    #expect(table.output(0, node: 0, layer: 1)?.made == 14..<16)
    #expect(table.output(1, node: 0, layer: 0) == nil)
    // To another index: the node's own block there is made for this pass.
    table.copy(0, [Self.copied(1, layers: 3, was: 0, top: 1)], from: previous, offset: 0)
    #expect(table.output(0, node: 1, layer: 1)?.record == 5)
    #expect(!table.mayCopy(0, [Self.copied(0, layers: 3, was: 0, top: 1)], from: previous, within: 0..<6))
    #expect(!table.mayCopy(0, [Self.copied(0, layers: 3, was: 0, top: 1)], from: previous, within: 0..<5))
  }

  /// Nodes copied together: those kept in place before the first that is not, that one copied slot by slot, and
  /// those after it, kept or not, one by one; each ends with what copying it alone gives.
  @Test func nodesCopiedTogetherKeepOrCopyEachAsAlone() throws {
    let previous = Self.previous()
    var table = PreferenceOutputs(inheriting: previous)
    let nodes = [
      Self.copied(0, layers: 3, was: 0, top: 1), Self.copied(2, layers: 2, was: 1, top: 0),
      Self.copied(1, layers: 2, was: 1, top: 0),
    ]
    #expect(table.mayCopy(0, nodes, from: previous, within: 0..<8))
    table.copy(0, nodes, from: previous, offset: 0)
    #expect(table.output(0, node: 0, layer: 0)?.record == 3)
    #expect(table.output(0, node: 0, layer: 1)?.record == 5)
    #expect(table.output(1, node: 0, layer: 0) == nil)
    #expect(table.output(0, node: 2, layer: 0)?.record == 7)
    #expect(table.output(0, node: 1, layer: 0)?.record == 7)
    #expect(!table.mayCopy(0, nodes, from: previous, within: 0..<8))
  }

  /// A node copied with none of its layers (`top` -1) keeps its block emptied, and the output stored next lands in it,
  /// as a store into the inherited block would have kept it.
  @Test func aNodeCopiedWithNoLayerKeepsItsBlockEmptied() throws {
    let previous = Self.previous()
    var table = PreferenceOutputs(inheriting: previous)
    let root = [Self.copied(0, layers: 3, was: 0, top: -1)]
    #expect(table.mayCopy(0, root, from: previous, within: 0..<8))
    table.copy(0, root, from: previous, offset: 0)
    for (key, layer) in [(0, 0), (0, 1), (1, 0)] { #expect(table.output(key, node: 0, layer: layer) == nil) }
    table.store(Output(record: 3, made: 0..<4), 0, node: 0, layer: 0, layers: 3)
    #expect(table.output(0, node: 0, layer: 0)?.record == 3)
    #expect(table.output(0, node: 0, layer: 1) == nil)
    #expect(previous.output(0, node: 0, layer: 1)?.record == 5)
  }

  /// A taken row's root copied through the layer asked of it (`isAsked`) keeps that slot, which now says its records
  /// refer within themselves; in a one-key table its kept blocks hold what the previous pass's did, so no node is
  /// rewritten, kept in place or copied elsewhere.
  @Test func anAskedLayerIsCopiedReferringWithinAndAOneKeyCopyRewritesNothing() throws {
    var previous = PreferenceOutputs(keyCount: 1)
    previous.store(Output(record: 1, made: 0..<2), 0, node: 0, layer: 1, layers: 2)
    previous.store(Output(record: 0, made: 0..<1), 0, node: 0, layer: 0, layers: 2)
    previous.store(Output(record: 2, made: 2..<3), 0, node: 1, layer: 0, layers: 1)
    let root = [Self.copied(0, layers: 2, was: 0, top: 1, isAsked: true)]
    var table = PreferenceOutputs(inheriting: previous)
    #expect(previous.output(0, node: 0, layer: 1)?.refersWithin == false)
    #expect(table.mayCopy(0, root, from: previous, within: 0..<2))
    table.copy(0, root, from: previous, offset: 0)
    #expect(table.output(0, node: 0, layer: 1)?.record == 1)
    #expect(table.output(0, node: 0, layer: 1)?.refersWithin == true)
    #expect(table.output(0, node: 0, layer: 0)?.refersWithin == false)
    #expect(table.output(0, node: 1, layer: 0) == nil)
    #expect(table.rewrittenNodes.isEmpty)
    // Copied to another index, the asked slot says so too.
    table.copy(0, [Self.copied(2, layers: 2, was: 0, top: 1, isAsked: true)], from: previous, offset: 5)
    #expect(table.output(0, node: 2, layer: 1)?.record == 6)
    #expect(table.output(0, node: 2, layer: 1)?.refersWithin == true)
    #expect(table.output(0, node: 2, layer: 0)?.refersWithin == false)
  }

  @Test func aStoreIntoAnInheritedBlockEmptiesItsOtherSlots() throws {
    let previous = Self.previous()
    var table = PreferenceOutputs(inheriting: previous)
    table.store(Output(record: 9, made: 9..<10), 1, node: 0, layer: 2, layers: 3)
    #expect(table.output(1, node: 0, layer: 2)?.record == 9)
    #expect(table.output(0, node: 0, layer: 0) == nil)
    #expect(table.output(1, node: 0, layer: 0) == nil)
    // A node with another layer count gets a block of its own.
    table.store(Output(record: 11, made: 11..<12), 0, node: 1, layer: 2, layers: 3)
    #expect(table.output(0, node: 1, layer: 2)?.record == 11)
    #expect(table.output(0, node: 1, layer: 0) == nil)
  }

  /// A table most of whose blocks were made again elsewhere (another layer count) is not inherited: the next pass
  /// starts empty, so unused slots never pile up over passes.
  @Test func aTableMostlyUnusedIsNotInherited() throws {
    var table = PreferenceOutputs(inheriting: Self.previous())
    table.store(Output(record: 1, made: 1..<2), 0, node: 0, layer: 0, layers: 4)
    #expect(PreferenceOutputs(inheriting: table).isEmpty)
    var kept = PreferenceOutputs(inheriting: Self.previous())
    kept.store(Output(record: 1, made: 1..<2), 0, node: 0, layer: 0, layers: 3)
    kept.store(Output(record: 2, made: 2..<3), 0, node: 1, layer: 0, layers: 2)
    #expect(!PreferenceOutputs(inheriting: kept).isEmpty)
  }

  /// A previous table of `count` one-layer nodes, each computed for key 0 of two keys in a record of its own, and the
  /// next pass's table copying them all to their own indices.
  static func copiedRows(_ count: Int) -> (previous: PreferenceOutputs, table: PreferenceOutputs) {
    var previous = PreferenceOutputs(keyCount: 2)
    for node in 0..<count {
      previous.store(Output(record: node, made: node..<(node + 1)), 0, node: node, layer: 0, layers: 1)
      previous.store(Output(record: nil, made: count..<count), 1, node: node, layer: 0, layers: 1)
    }
    var table = PreferenceOutputs(inheriting: previous)
    let nodes = (0..<count).map { Self.copied($0, layers: 1, was: $0, top: 0, isAsked: true) }
    let keptAll = table.copy(0, nodes, from: previous, offset: 0)
    #expect(keptAll)
    return (previous, table)
  }

  /// A run of rows kept whole (`KeptRun`) is kept again by the next pass without copying: the same outputs, saying
  /// they refer within their records, the other key emptied, and the run noted for the pass after.
  @Test func aKeptRunIsKeptAgainByTheNextPass() throws {
    let count = PassMemory.shortestNotedRun
    var (_, table) = Self.copiedRows(count)
    table.noteKeptRun(
      0, leaves: Array(0..<count), ids: (0..<count).map { "row\($0)" }, nodes: Array(0..<count), made: 0..<count)
    let previous = table.kept
    let run = try #require(previous.keptRun(0, startingAt: 0))
    #expect(previous.keptRun(1, startingAt: 0) == nil && previous.keptRun(0, startingAt: 1) == nil)
    var next = PreferenceOutputs(inheriting: previous)
    let keptAgain = next.keep(run, from: previous)
    #expect(keptAgain)
    for node in 0..<count {
      let output = try #require(next.outermostOutput(0, node: node))
      #expect(output.record == node && output.made == node..<(node + 1) && output.refersWithin)
      #expect(next.output(1, node: node, layer: 0) == nil)
    }
    #expect(next.kept.keptRun(0, startingAt: 0)?.nodes == run.nodes)
    #expect(next.kept.keptRun(0, startingAt: 0)?.ids == (0..<count).map { "row\($0)" })
    // A table that did not start from the run's is refused it, unchanged.
    var other = PreferenceOutputs(keyCount: 2)
    other.store(Output(record: 0, made: 0..<1), 1, node: 0, layer: 0, layers: 1)
    let keptByOther = other.keep(run, from: previous)
    #expect(!keptByOther)
    #expect(other.outermostOutput(0, node: 0) == nil)
  }

  /// A run is not kept again when one of its nodes was written after it was kept (the slots are not those its copy
  /// checked), nor when the next pass wrote one of its nodes first; a run shorter than `PassMemory.shortestNotedRun` is
  /// not noted.
  @Test func aRunWrittenAfterItWasKeptIsNotKeptAgain() throws {
    let count = PassMemory.shortestNotedRun
    var (_, table) = Self.copiedRows(count)
    table.noteKeptRun(
      0, leaves: Array(0..<count), ids: (0..<count).map { "row\($0)" }, nodes: Array(0..<count), made: 0..<count)
    table.store(Output(record: 40, made: 40..<41), 1, node: 3, layer: 0, layers: 1)
    #expect(table.kept.keptRun(0, startingAt: 0) == nil)

    var (_, short) = Self.copiedRows(count)
    short.noteKeptRun(
      0, leaves: Array(0..<(count - 1)), ids: (0..<(count - 1)).map { "row\($0)" }, nodes: Array(0..<(count - 1)),
      made: 0..<(count - 1))
    #expect(short.kept.keptRun(0, startingAt: 0) == nil)

    var (_, kept) = Self.copiedRows(count)
    kept.noteKeptRun(
      0, leaves: Array(0..<count), ids: (0..<count).map { "row\($0)" }, nodes: Array(0..<count), made: 0..<count)
    let previous = kept.kept
    let run = try #require(previous.keptRun(0, startingAt: 0))
    var next = PreferenceOutputs(inheriting: previous)
    next.store(Output(record: 50, made: 50..<51), 0, node: count - 1, layer: 0, layers: 1)
    let keptAgain = next.keep(run, from: previous)
    #expect(!keptAgain)
    #expect(next.outermostOutput(0, node: 0) == nil)
  }

  /// Edits of one label of the form keep the runs of rows around it from one pass to the next
  /// (`TakenPreferenceValues.outputs`); what they record is a fresh open's
  /// (`FreshOpenOracleTests.repeatedEditsOfOneRowRecordWhatAFreshOpenRecords`).
  @Test func editsOfOneLabelKeepTheRunsOfRowsAroundIt() throws {
    var live = try LiveTree(json: LayerRecordSharingTests.form(labels: EditCostTests.labels), environment: fixedAdvance)
    for text in ["Row 30a:", "Row 30:", "Row 30b:"] {
      try live.apply([.setText(node: "label-30", text: text)])
      let table = try #require(live.memory.graph?.preferenceOutputs)
      let nodes = try #require(live.current.lastPass?.layout.nodes.count)
      #expect((0..<nodes).filter { table.keptRun(0, startingAt: $0) != nil }.count == 2)
    }
  }
}
