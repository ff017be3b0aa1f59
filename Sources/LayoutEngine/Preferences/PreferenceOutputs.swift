/// The output of each layer of each node, per key, as a pass computes them: what each computation left (its record
/// and the records it made), in one flat table indexed by node index, layer and key, so that a look-up is two array
/// reads, not a hash (`PreferenceCombiner.preferenceOutput`, and the next pass's copies of taken subtrees,
/// `TakenPreferenceValues`).
///
/// A node's block (a slot per layer, its bare view or items then one per modifier, times the keys) is made when the
/// first of its outputs is stored; nodes appended during layout (a preference-value layer's views) get theirs then.
///
/// A pass may start from the previous pass's table (`init(inheriting:)`, sharing its chunks of blocks and slots, a write
/// copying the chunk it writes): each block is stamped with the pass that made it, and a block of an earlier pass holds
/// nothing for this one (`output` finds none) until this pass makes it again, in place when it has as many layers, or
/// keeps it (`keptNodes`: a one-key table's blocks kept whole count as this pass's without a new stamp). A taken node
/// copied to its own index with its records at their own ids keeps the slots it has there (`copy`): the previous
/// pass's, which the copy would write.
/// Blocks made again elsewhere leave their old slots unused; a pass whose table holds more unused layers than used ones
/// starts from an empty one. A run of taken rows whose nodes all kept their blocks so is noted (`KeptRun`), and kept
/// again by the next pass from the note alone (`keep(_:from:)`) unless this pass wrote one of its nodes after keeping it.
struct PreferenceOutputs {
  /// One layer's output for one key: the record (-1: nothing produced) and the records the computation made
  /// (`lower..<upper`); `lower` is -1 while the output is not computed.
  private struct Slot: Equatable {
    var record: Int32
    var lower: Int32
    var upper: Int32
    /// `PreferenceCollection.Output.refersWithin`.
    var refersWithin: Bool

    static let unknown = Slot(record: -1, lower: -1, upper: -1, refersWithin: false)

    /// What the computation left; nil while it is not computed.
    var output: PreferenceCollection.Output? {
      guard lower >= 0 else { return nil }
      return PreferenceCollection.Output(
        record: record >= 0 ? Int(record) : nil, made: Int(lower)..<Int(upper), refersWithin: refersWithin)
    }
  }

  /// A node's block: where it starts in `slots` (in layers), how many layers it has, and the pass that made it.
  private struct Block {
    var start: Int32
    var layers: Int32
    var pass: UInt32

    static let none = Block(start: -1, layers: 0, pass: 0)
  }

  /// The number of declared keys: slots per layer.
  let keyCount: Int
  /// Per node index, its block (`start` -1: none). In chunks (`ChunkedArray`), as are the slots: a pass's table starts
  /// as the previous pass's, sharing its chunks, and a write copies the chunk it writes, not the table (copied whole on
  /// the first write, both arrays cost about 190 instructions a row of the keeping-max edit at 1,000 rows).
  private var blocks = ChunkedArray<Block>()
  private var slots = ChunkedArray<Slot>()
  /// The layers of every block made so far: where the next block starts (`slots.count / keyCount`, kept so that
  /// making a block divides nothing).
  private var blockedLayers = 0
  /// The layers of the blocks this pass made.
  private var currentLayers = 0
  /// This pass's stamp: the blocks stamped with it are this pass's.
  private let pass: UInt32
  /// Whether the table started from the previous pass's (`copy` may then keep a node's slots).
  private let inherited: Bool
  /// When the table started from the previous pass's: the nodes some of whose slots this pass may hold otherwise than
  /// that pass's table held them (a block made or a slot written, a slot that held an output emptied), in the order
  /// written, possibly more than once. Every other node this pass stamped has that pass's slots (an asked slot kept may
  /// now say it refers within its records, `copy`, which the finished values do not read), so that pass's finished
  /// values hold its outputs (`PreferenceCombiner.preferenceValues`).
  private(set) var rewrittenNodes: [Int] = []
  /// The runs of taken rows this pass kept whole (`KeptRun`), by their first leaf and key (`leaf * keyCount + key`).
  private var keptRuns: [Int: KeptRun] = [:]
  /// In a one-key table, a bit a node: the nodes of the runs this pass kept whole (`keep(_:from:)`). Each has the
  /// block the previous pass left, whose sweep asked the layer this pass's sweep asks, and no slot of a one-key block
  /// of this pass is emptied again, so asking it computes nothing. The sweep passes them without reading their blocks
  /// (`firstNodeLackingOutputs`). Their blocks are this pass's without being stamped again (`isCurrent`): kept from
  /// pass to pass, a run's blocks keep the stamp of the pass that made or copied them, and the next pass, reading
  /// this set in the table it starts from, keeps them again a word of 64 nodes at a time, not a node at a time
  /// (stamped one by one, a form's 4,000 kept nodes cost about 60,000 instructions of the keeping-max edit at 1,000
  /// rows).
  private var keptNodes = NodeBitSet()

  init(keyCount: Int) {
    self.init(keyCount: keyCount, pass: 1, inherited: false)
  }

  private init(keyCount: Int, pass: UInt32, inherited: Bool) {
    self.keyCount = keyCount
    self.pass = pass
    self.inherited = inherited
  }

  /// A table for the pass after `previous`'s, starting from its blocks, or empty when they are mostly unused (see the
  /// type's contract) or its stamps run out.
  init(inheriting previous: PreferenceOutputs) {
    guard previous.currentLayers * 2 >= previous.blockedLayers, previous.pass < UInt32.max else {
      self.init(keyCount: previous.keyCount)
      reserveCapacity(previous.capacityNeeded)
      return
    }
    self.init(keyCount: previous.keyCount, pass: previous.pass + 1, inherited: true)
    blocks = previous.blocks
    slots = previous.slots
    blockedLayers = previous.blockedLayers
  }

  /// Whether no output was stored yet (and none inherited).
  var isEmpty: Bool { blocks.isEmpty }

  /// Whether the table started from the previous pass's (`rewrittenNodes` lists what this pass changed).
  var startedFromPrevious: Bool { inherited }

  /// The table as the pass's memory keeps it for the next pass, which starts from its blocks and slots (and reads
  /// `keptNodes`, which say which of them are this pass's): without `rewrittenNodes`, which only this pass's finished
  /// values read.
  var kept: PreferenceOutputs {
    var table = self
    table.rewrittenNodes = []
    table.keptRuns = runsKeptUnwritten()
    return table
  }

  /// The number of slots, for reserving room in a pass that reuses this one.
  var capacityNeeded: (nodes: Int, slots: Int) { (blocks.count, slots.count) }

  mutating func reserveCapacity(_ needed: (nodes: Int, slots: Int)) {
    blocks.reserveCapacity(needed.nodes)
    slots.reserveCapacity(needed.slots)
  }

  /// The block of node `index` when this pass made or kept it.
  @inline(__always)
  private func block(_ index: Int) -> Block? {
    guard index >= 0, index < blocks.count else { return nil }
    let block = blocks[index]
    guard block.start >= 0, isCurrent(block, at: index) else { return nil }
    return block
  }

  /// Whether `block`, the block of node `index`, is this pass's: stamped with it, or kept whole (`keptNodes`).
  @inline(__always)
  private func isCurrent(_ block: Block, at index: Int) -> Bool {
    block.pass == pass || keptNodes.contains(index)
  }

  /// The slot of `layer` of node `index` for `key`, when the node has a block of this pass holding it.
  private func slot(_ key: Int, node index: Int, layer: Int) -> Int? {
    guard layer >= 0, key >= 0, key < keyCount, let block = block(index), layer < Int(block.layers) else {
      return nil
    }
    return (Int(block.start) + layer) * keyCount + key
  }

  /// What computing `layer` of node `index` for `key` left; nil while it is not computed.
  func output(_ key: Int, node index: Int, layer: Int) -> PreferenceCollection.Output? {
    guard let position = slot(key, node: index, layer: layer) else { return nil }
    return slots[position].output
  }

  /// The first position of `order` from `start` whose node may lack the output the pass's sweep asks of it for `key`
  /// (`PreferenceCombiner.collectPreferences`), `order.count` when there is none. A node is passed over when it is one
  /// of the runs this pass kept whole (`keptNodes`) or has a block of this pass with every layer's output computed:
  /// asking it then computes nothing (`lacksOutputs`). Read from the table alone (the order and the kept nodes through
  /// buffers), not from the nodes: asked one by one, the sweep cost about 0.4 M instructions of the keeping-max edit at
  /// 1,000 rows.
  func firstNodeLackingOutputs(_ key: Int, in order: [Int], from start: Int) -> Int {
    guard key >= 0, key < keyCount, start >= 0 else { return Swift.max(start, 0) }
    return order.withUnsafeBufferPointer { order in
      keptNodes.withBuffer { kept in
        var position = start
        while position < order.count {
          if lacksOutputs(key, node: order[position], kept: kept) { return position }
          position &+= 1
        }
        return order.count
      }
    }
  }

  /// The positions after `start` of the order whose node may lack the output the sweep asks of it for `key`
  /// (`firstNodeLackingOutputs`), in order (`positions`: each node's position in the order, -1 for a node it does not
  /// reach). The nodes are read in index order, the kept ones a word at a time, not along the order (5,000 positions
  /// of the keeping-max edit at 1,000 rows, about 13 instructions each, nearly all kept). Asked once the sweep computed
  /// its first node, which stores the outputs of the nodes below it (the root's, all of them): no node complete then
  /// lacks its output later in the sweep (a block of this pass keeps its slots for `key`, a kept node stays kept), and
  /// the sweep asks each position again as it reaches it (`lacksOutputs(_:node:)`).
  func positionsLackingOutputs(_ key: Int, positions: [Int], after start: Int) -> [Int] {
    guard key >= 0, key < keyCount else { return [] }
    var lacking: [Int] = []
    keptNodes.withBuffer { kept in
      positions.withUnsafeBufferPointer { positions in
        kept.forEachAbsent(below: positions.count) { index in
          let position = positions[index]
          if position > start, lacksOutputs(key, node: index, kept: nil) { lacking.append(position) }
        }
      }
    }
    return lacking.sorted()
  }

  /// Whether the node at `index` may lack the output the sweep asks of it for `key`, asked as the sweep reaches it.
  func lacksOutputs(_ key: Int, node index: Int) -> Bool {
    keptNodes.withBuffer { lacksOutputs(key, node: index, kept: $0) }
  }

  /// Whether the node at `index` may lack the output the sweep asks of it for `key`: not one of `keptNodes` (`kept`;
  /// nil when known not to be) and without a block of this pass whose every layer's output for `key` is computed.
  @inline(__always)
  private func lacksOutputs(_ key: Int, node index: Int, kept: NodeBitSet.Buffer?) -> Bool {
    if let kept, kept.contains(index) { return false }
    guard index >= 0, index < blocks.count else { return true }
    let block = blocks[index]
    guard block.start >= 0, block.pass == pass else { return true }
    var slot = Int(block.start) &* keyCount &+ key
    for _ in 0..<Int(block.layers) {
      guard slot < slots.count, slots[slot].lower >= 0 else { return true }
      slot &+= keyCount
    }
    return false
  }

  /// What computing the outermost layer of node `index` for `key` left (its block's last layer); nil while it is not
  /// computed.
  func outermostOutput(_ key: Int, node index: Int) -> PreferenceCollection.Output? {
    guard let block = block(index) else { return nil }
    return output(key, node: index, layer: Int(block.layers) - 1)
  }

  /// The runs this pass kept whose nodes it did not write after keeping them (`KeptRun.mark`): a bit a node marks those
  /// written, the runs read from the last kept, each mark adding the nodes written since the next one's.
  private func runsKeptUnwritten() -> [Int: KeptRun] {
    guard let firstMark = keptRuns.values.lazy.map(\.mark).min(), firstMark < rewrittenNodes.count else {
      return keptRuns
    }
    var written = NodeBitSet(room: blocks.count)
    var unmarked = rewrittenNodes.count
    var result = keptRuns
    for (entry, run) in keptRuns.sorted(by: { $0.value.mark > $1.value.mark }) {
      for node in rewrittenNodes[run.mark..<unmarked] where node >= 0 && node < blocks.count { written.insert(node) }
      unmarked = run.mark
      // Read a word at a time over the run's ranges: node by node, a form's run of 500 rows (2,500 nodes) cost about
      // 0.06 M instructions of the keeping-max edit at 1,000 rows.
      if written.withBuffer({ written in
        run.nodes.contains { written.containsAny(of: Int($0.lowerBound)..<Int($0.upperBound)) }
      }) {
        result[entry] = nil
      }
    }
    return result
  }

  /// A node whose outputs a taken subtree copies from the previous pass's table (`TakenPreferenceValues`): its index
  /// here and its layer count, its index then, and the last of its layers copied (`0...top`).
  struct CopiedNode {
    var node: Int
    var layers: Int
    var was: Int
    var top: Int
    /// Whether `top` is the layer whose output was asked (the subtree's root): copied, its records are known to refer
    /// within themselves (`PreferenceCollection.Output.refersWithin`), which its slot then says.
    var isAsked = false
  }

  /// Whether the outputs `previous` holds for `key` of the layers `0...top` of each node `was` may be copied to its
  /// node here (`copy`): each was made within `made`, its record one of them or none, and the same layer of the node
  /// here holds no output for `key` yet. Read slot by slot, each node's block looked up once (a taken row's outputs are
  /// copied so).
  func mayCopy(
    _ key: Int, _ nodes: [CopiedNode], from previous: PreferenceOutputs, within made: Range<PreferenceRecord.ID>
  ) -> Bool {
    guard key >= 0, key < keyCount, previous.keyCount == keyCount else { return false }
    for entry in nodes {
      guard let theirs = previous.block(entry.was) else { continue }
      let last = Swift.min(entry.top, Int(theirs.layers) - 1)
      guard last >= 0 else { continue }
      let mine = block(entry.node)
      for layer in 0...last {
        let slot = previous.slots[(Int(theirs.start) + layer) * keyCount + key]
        guard slot.lower >= 0 else { continue }
        guard Int(slot.lower) >= made.lowerBound, Int(slot.upper) <= made.upperBound,
          slot.record < 0 || made.contains(Int(slot.record))
        else { return false }
        if let mine, layer < Int(mine.layers), slots[(Int(mine.start) + layer) * keyCount + key].lower >= 0 {
          return false
        }
      }
    }
    return true
  }

  /// A run of taken rows whose outputs for `key` a pass kept as `copy` keeps a node (each node of their subtrees copied to
  /// its own index with its records at their ids, its block the previous pass's), with no discard among their records:
  /// the next pass, whose table starts from this one, may keep them again without walking the rows or reading their
  /// slots (`keep(_:from:)`, `TakenPreferenceValues.outputs`), their slots being what this pass's copy checked.
  struct KeptRun {
    let key: Int
    /// The rows, in order (a list's leaves), each asked through its outermost layer.
    let leaves: [Int32]
    /// Each row's node id, in the order of `leaves`: a row kept again has the id it had (taken to its own index), and
    /// its contribution to the list's record names it without reading the row's node (at 10,000 rows that read was a
    /// cache miss a row).
    let ids: [String]
    /// Every node of their subtrees, the rows among them, as ranges of consecutive indices in index order (a run's rows
    /// taken to their own indices lie in one range, and their readers' content in another).
    let nodes: [Range<Int32>]
    /// The layers of the blocks of `nodes`, all of them (counted once, when the run is noted).
    let layers: Int
    /// The records their outputs were made in.
    let made: Range<PreferenceRecord.ID>
    /// `rewrittenNodes.count` once kept: a node of the run written after that (a slot of its block) no longer holds
    /// what the copy checked, and the run is not kept for the next pass (`kept`).
    fileprivate let mark: Int
    /// Whether each row's asked slot is known to say it refers within its records: set when `keep(_:from:)` kept the
    /// run (and made them say so). A slot holding an output is written otherwise only with its node noted written
    /// (`rewrittenNodes`: made again, stored, or emptied), which drops the run for the next pass (`kept`), so the next
    /// pass keeping the run again does not read the rows' slots.
    fileprivate let leavesReferWithin: Bool
    /// Where this pass's reduction over the list holding the rows put their values: the list's record and the position
    /// of the first row's contribution, the others following in order, one a row (`noteContributions`). Nil until the
    /// list's record is made, and for a run kept again until its list's record is made again: a note is read only by
    /// the pass after the one that made it, whose records are that pass's.
    fileprivate(set) var contributions: (record: PreferenceRecord.ID, start: Int)?
  }

  /// Notes that this pass kept the outputs of `leaves` (whose node ids are `ids`) for `key` (and of `nodes`, their
  /// subtrees' nodes), made in the records `made`, as `KeptRun` says; the caller checked it. Runs shorter than
  /// `PassMemory.shortestNotedRun` are not noted.
  mutating func noteKeptRun(
    _ key: Int, leaves: [Int], ids: [String], nodes: [Int], made: Range<PreferenceRecord.ID>
  ) {
    guard inherited, leaves.count >= PassMemory.shortestNotedRun, ids.count == leaves.count, let first = leaves.first,
      key >= 0, key < keyCount, nodes.allSatisfy({ $0 >= 0 && $0 < blocks.count }), blocks.count <= Int(Int32.max)
    else { return }
    // Within 32 bits: every node has a block.
    let layers = nodes.reduce(0) { $0 + Int(blocks[$1].layers) }
    keptRuns[first * keyCount + key] = KeptRun(
      key: key, leaves: leaves.map { Int32(truncatingIfNeeded: $0) }, ids: ids, nodes: Self.ranges(of: nodes),
      layers: layers, made: made, mark: rewrittenNodes.count, leavesReferWithin: false)
  }

  /// `nodes` as ranges of consecutive indices, in index order, each index within 32 bits.
  private static func ranges(of nodes: [Int]) -> [Range<Int32>] {
    var ranges: [Range<Int32>] = []
    for node in nodes.sorted() {
      let index = Int32(truncatingIfNeeded: node)
      if let last = ranges.last, last.upperBound == index {
        ranges[ranges.count - 1] = last.lowerBound..<(index + 1)
      } else {
        ranges.append(index..<(index + 1))
      }
    }
    return ranges
  }

  /// The run of `key` this table kept starting at the row `leaf`, if any.
  func keptRun(_ key: Int, startingAt leaf: Int) -> KeptRun? {
    keptRuns.isEmpty ? nil : keptRuns[leaf * keyCount + key]
  }

  /// Notes that the contributions of the run of `key` kept starting at the row `leaf`, `count` rows, are those of
  /// `record` from `start` on, one a row in order (`KeptRun.contributions`); nothing when no run of as many rows starts
  /// there.
  mutating func noteContributions(
    _ key: Int, ofRunStartingAt leaf: Int, count: Int, record: PreferenceRecord.ID, start: Int
  ) {
    let entry = leaf * keyCount + key
    guard !keptRuns.isEmpty, keptRuns[entry]?.leaves.count == count else { return }
    keptRuns[entry]?.contributions = (record, start)
  }

  /// Keeps `previous`'s kept run `run` again, as `copy` keeps each of its nodes (the block stamped as this pass's, its
  /// other keys emptied, a row's asked slot saying it refers within its records), and notes it for the next pass;
  /// false, with nothing changed, unless this table started from `previous` and each node of the run still holds
  /// `previous`'s block. The caller checked that every node is taken to its own index and the records keep their ids.
  mutating func keep(_ run: KeptRun, from previous: PreferenceOutputs) -> Bool {
    guard inherited, previous.pass &+ 1 == pass, previous.keyCount == keyCount, run.key >= 0, run.key < keyCount,
      !run.leaves.isEmpty
    else { return false }
    let (key, keyCount, pass, previousPass) = (run.key, keyCount, pass, previous.pass)
    // A block holds `previous`'s when it is `previous`'s (`isCurrent` there): the table started as `previous`'s blocks
    // and every write to a block stamps it with this pass (`keep`, `copy`, `makeSlot`; blocks appended since are
    // stamped with none), so `previous`'s own table is not read, but for the nodes it kept whole (`keptNodes`), read a
    // word at a time; the other nodes are checked range by range (walked node by node through the arrays, the nodes
    // cost about 50 instructions each).
    let holdsAll = previous.keptNodes.withBuffer { keptThen in
      run.nodes.allSatisfy { nodes in
        let range = Int(nodes.lowerBound)..<Int(nodes.upperBound)
        guard range.lowerBound >= 0, range.upperBound <= blocks.count else { return false }
        return keptThen.containsAll(of: range)
          || range.allSatisfy { blocks[$0].pass == previousPass && blocks[$0].start >= 0 }
      }
    }
    guard holdsAll else { return false }
    var emptied: [Int] = []
    if keyCount == 1 {
      // Kept unstamped: each node is kept through its last layer, and a one-key table's blocks have no other slot to
      // empty.
      keptNodes.makeRoom(for: blocks.count)
      keptNodes.withMutableBuffer { kept in
        for nodes in run.nodes { kept.insert(Int(nodes.lowerBound)..<Int(nodes.upperBound)) }
      }
    } else {
      for nodes in run.nodes {
        for index in Int(nodes.lowerBound)..<Int(nodes.upperBound) {
          blocks[index].pass = pass
          let block = blocks[index]
          if Self.empty(block, but: key, through: Int(block.layers) - 1, keyCount: keyCount, in: &slots) {
            emptied.append(index)
          }
        }
      }
    }
    // Written only when it does not say so already (the copy that kept the run set it): a write copies the chunk of
    // slots the previous pass's table shares. Not read when the run was kept so before (`KeptRun.leavesReferWithin`).
    if run.leavesReferWithin {
      // Debug builds (the test suite) read the slots and check.
      assert(
        run.leaves.allSatisfy { leaf in
          let block = blocks[Int(leaf)]
          guard block.layers > 0 else { return true }
          let slot = slots[(Int(block.start) + Int(block.layers) - 1) * keyCount + key]
          return slot.lower < 0 || slot.refersWithin
        }, "a run kept again has a row whose slot does not say it refers within its records")
    } else {
      for leaf in run.leaves {
        let block = blocks[Int(leaf)]
        guard block.layers > 0 else { continue }
        let slot = (Int(block.start) + Int(block.layers) - 1) * keyCount + key
        if !slots[slot].refersWithin { slots[slot].refersWithin = true }
      }
    }
    currentLayers += run.layers
    rewrittenNodes.append(contentsOf: emptied)
    keptRuns[Int(run.leaves[0]) * keyCount + key] = KeptRun(
      key: key, leaves: run.leaves, ids: run.ids, nodes: run.nodes, layers: run.layers, made: run.made,
      mark: rewrittenNodes.count, leavesReferWithin: true)
    return true
  }

  /// Copies the outputs `previous` holds for `key` of the layers `0...top` of each node `was` to its node here, their
  /// record ids moved by `offset`, the asked one's slot saying it refers within its records (`CopiedNode.isAsked`);
  /// `mayCopy` said they may be. When this table started from `previous`, the ids do not move and a node copied to its
  /// own index still has `previous`'s block there (`isKept`), the block is kept as this pass's: its other keys' slots
  /// and its layers above `top` emptied (all of it for a `top` of -1), the rest being what the copy would write. A
  /// taken row's root is copied through the layer asked of it, so a one-key table keeps the row's blocks as they were
  /// and none of its nodes is rewritten (`rewrittenNodes`). Returns whether every node was kept so (`KeptRun`).
  @discardableResult
  mutating func copy(_ key: Int, _ nodes: [CopiedNode], from previous: PreferenceOutputs, offset: Int) -> Bool {
    guard key >= 0, key < keyCount, previous.keyCount == keyCount, let shift = Int32(exactly: offset) else {
      return false
    }
    let keeps = inherited && offset == 0
    var keptAll = keeps
    for entry in nodes {
      guard let theirs = previous.block(entry.was) else {
        keptAll = false
        continue
      }
      let last = Swift.min(entry.top, Int(theirs.layers) - 1)
      if keeps, entry.node < blocks.count,
        Self.isKept(entry, theirs, blocks[entry.node], keptHere: keptNodes.contains(entry.node))
      {
        keep(entry.node, key: key, through: last)
        // Written only when it does not say so already: a write copies the chunk of slots the previous pass's table
        // shares.
        let asked = (Int(theirs.start) + last) * keyCount + key
        if entry.isAsked, last == entry.top, !slots[asked].refersWithin { slots[asked].refersWithin = true }
        continue
      }
      keptAll = false
      guard last >= 0 else { continue }
      for layer in 0...last {
        let slot = previous.slots[(Int(theirs.start) + layer) * keyCount + key]
        guard slot.lower >= 0 else { continue }
        let (lower, lowerOverflow) = slot.lower.addingReportingOverflow(shift)
        let (upper, upperOverflow) = slot.upper.addingReportingOverflow(shift)
        let (record, recordOverflow) =
          slot.record < 0 ? (slot.record, false) : slot.record.addingReportingOverflow(shift)
        guard !lowerOverflow, !upperOverflow, !recordOverflow,
          let position = makeSlot(key, node: entry.node, layer: layer, layers: entry.layers)
        else { continue }
        slots[position] = Slot(
          record: record, lower: lower, upper: upper,
          refersWithin: slot.refersWithin || (entry.isAsked && layer == entry.top))
      }
    }
    return keptAll
  }

  /// Whether a node copied from `previous`'s block `theirs` keeps that block (`copy`): copied to its own index, as many
  /// layers, and its block here (`mine`) still `previous`'s as `previous` left it. The same stamp and storage say so
  /// (this table started as `previous`'s blocks, and this pass stamps every block it writes), unless this pass kept the
  /// block whole, unstamped (`keptHere`: the node is one of `keptNodes`).
  private static func isKept(_ entry: CopiedNode, _ theirs: Block, _ mine: Block, keptHere: Bool) -> Bool {
    entry.node == entry.was && Int(theirs.layers) == entry.layers && !keptHere && mine.pass == theirs.pass
      && mine.start == theirs.start && mine.layers == theirs.layers
  }

  /// Keeps the inherited block of node `index` as this pass's with its slots for `key` of the layers `0...last`: every
  /// other slot of it emptied (all of them for a `last` of -1).
  @inline(__always)
  private mutating func keep(_ index: Int, key: Int, through last: Int) {
    let block = blocks[index]
    blocks[index].pass = pass
    currentLayers += Int(block.layers)
    if Self.empty(block, but: key, through: last, keyCount: keyCount, in: &slots), inherited {
      rewrittenNodes.append(index)
    }
  }

  /// Empties the slots of `block` but those for `key` of the layers `0...last` (all of them for a `last` of -1); returns
  /// whether one of them held an output. Only the slots to empty are written, and of them only those not empty already
  /// (a write copies the chunk the previous pass's table shares): a one-key table's block copied through its last
  /// layer (each node of a taken row) has none, and is not looped over.
  private static func empty(
    _ block: Block, but key: Int, through last: Int, keyCount: Int, in slots: inout ChunkedArray<Slot>
  ) -> Bool {
    if keyCount == 1, last >= Int(block.layers) - 1 { return false }
    var heldOutput = false
    for layer in 0..<Int(block.layers) {
      let first = (Int(block.start) + layer) * keyCount
      for other in 0..<keyCount where layer > last || other != key {
        let slot = slots[first + other]
        if slot.lower >= 0 { heldOutput = true }
        if slot != .unknown {
          slots[first + other] = .unknown
        }
      }
    }
    return heldOutput
  }

  /// Stores what computing `layer` of node `index` (which has `layers` layers) for `key` left. An output outside the
  /// node's layers, or with ids beyond 32 bits, is not stored (computed again when asked; no pass makes either).
  mutating func store(_ output: PreferenceCollection.Output, _ key: Int, node index: Int, layer: Int, layers: Int) {
    guard let lower = Int32(exactly: output.made.lowerBound), let upper = Int32(exactly: output.made.upperBound),
      let record = Int32(exactly: output.record ?? -1),
      let position = makeSlot(key, node: index, layer: layer, layers: layers)
    else { return }
    slots[position] = Slot(record: record, lower: lower, upper: upper, refersWithin: output.refersWithin)
  }

  /// The slot of `layer` of node `index` (which has `layers` layers) for `key`, the node's block made if it has none
  /// of this pass (an earlier pass's of as many layers emptied and kept); nil outside the node's layers or the keys, or
  /// past 32 bits.
  private mutating func makeSlot(_ key: Int, node index: Int, layer: Int, layers: Int) -> Int? {
    guard index >= 0, layer >= 0, layer < layers, key >= 0, key < keyCount else { return nil }
    // The slot is written next.
    if inherited { rewrittenNodes.append(index) }
    if index >= blocks.count {
      // One by one, as the slots below: nearly always one block or a few slots, which a chunk's worth at a time
      // (`ChunkedArray.append(count:_:)`) cost more.
      for _ in blocks.count...index { blocks.append(.none) }
    }
    let block = blocks[index]
    let isCurrent = isCurrent(block, at: index)
    if block.start >= 0, !isCurrent, Int(block.layers) == layers {
      keep(index, key: key, through: -1)
    } else if block.start < 0 || !isCurrent {
      guard let start = Int32(exactly: blockedLayers), let count = Int32(exactly: layers) else { return nil }
      blocks[index] = Block(start: start, layers: count, pass: pass)
      blockedLayers += layers
      currentLayers += layers
      for _ in 0..<(layers * keyCount) { slots.append(.unknown) }
    }
    return slot(key, node: index, layer: layer)
  }
}
