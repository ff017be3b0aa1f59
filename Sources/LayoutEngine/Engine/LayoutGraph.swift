import JSONCore
import TextMetrics

/// The layers of a pass and what they answered: each layer's state (`LayerState.swift`: its measurements, one per
/// distinct proposal, the pass's cache; its placement, its reads and what its algorithm remembered). It measures
/// layers through their algorithms (`LayoutGraph+Measuring.swift`) unless the previous pass answers for them
/// (`PassReuse`, `FollowedLayers`, `AnswerValidation`), places them top-down (`LayoutGraph+Placing.swift`), and is the
/// pass as the algorithms see it (`LayoutGraph+PartialTree.swift`).
///
/// Recursion follows the layer nesting of the tree, which `TreeLimits.maxDepth` bounds.
///
/// The state a pass reads and writes on every call is `@exclusivity(unchecked)`: a pass runs on one thread and its
/// accesses never overlap (the compiler's static checks still apply), and the dynamic checks cost about a tenth of a
/// full pass.
final class LayoutGraph {
  let tree: ViewTree
  /// The pass's environment (the caller's with the tree's overrides).
  let environment: LayoutEnvironment
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) let diagnostics: PassDiagnostics
  /// Resolves the views the graph finds when it places their parent (a `GeometryReader`'s content, a
  /// preference-value layer's views) and evaluates expressions algorithms ask for.
  unowned(unsafe) var resolver: TreeResolver?
  /// The layers' states of a pass's nodes, by node.
  typealias NodeStates = ChunkedArray<[LayerState]>
  /// Per node, per layer: measurements, placement and reads, in chunks a later pass that takes a run of nodes whole
  /// shares (`PassReuse.take`).
  @exclusivity(unchecked) var states = NodeStates()
  /// The arrays of empty layer states nodes start with, by layer count below `sharedLayerCounts` (`unwrittenStates`):
  /// one for every graph, so that a chunk of them one pass made is one the next pass may take again
  /// (`addNodes(copying:of:recycling:)`). Never written: a node's first write copies its array, or makes one of its
  /// own (`ownStates(of:)`).
  nonisolated(unsafe) private static let unwrittenStateArrays: [[LayerState]] = (0..<sharedLayerCounts).map {
    [LayerState](filledWith: LayerState(), count: $0)
  }
  /// `unwrittenStateArrays`, read once for the graph: a static's every read checks that it is initialized.
  private let sharedUnwrittenStates = unwrittenStateArrays
  /// `unwrittenStateAddresses`, read once for the graph.
  let sharedUnwrittenAddresses = unwrittenStateAddresses
  /// Where each of `unwrittenStateArrays` keeps its states: a node's states are unwritten when they are those.
  nonisolated(unsafe) private static let unwrittenStateAddresses: [UnsafeRawPointer?] = unwrittenStateArrays.map {
    $0.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
  }
  /// Distinct measurements taken (cache misses), for tests that count them.
  @exclusivity(unchecked) var measurementCount = 0
  /// The answers of layers that are not clean kept from the previous pass when their subviews answer as then.
  let validation = AnswerValidation()
  /// Layers placed (their placement computed, their subviews placed): a layer taken whole with its subtree
  /// (`takesSubtree`) is not, nor is any layer under it.
  @exclusivity(unchecked) var placedCount = 0
  /// Where this pass is in the history, for the provenance of its answers (nil outside the update loop).
  var point: HistoryPoint?
  /// Whether computations keep the calls they make to their subviews: only a pass whose memory a later pass may
  /// replay (the update loop's) needs them; a plain layout pass skips the log.
  let keepsCallLog: Bool
  /// What the pass takes from the previous one: clean nodes, replayed answers, subtrees taken whole.
  let reuse = PassReuse()
  /// The clean layers following the previous pass's calls to them, answering from there without a state of their own.
  let followed = FollowedLayers()
  /// Per node: the position in `environmentBoxes` of the environment at its layers, once a computation asked for it.
  /// An index, not the box: a pass appends none for each node it copies, and a box's optional, appended so, was retained
  /// (nil as it was) each time.
  @exclusivity(unchecked) private var nodeEnvironments = OptionalIndexArray()
  /// The environments `nodeEnvironments` points into, each once.
  @exclusivity(unchecked) private var environmentBoxes: [NodeEnvironment] = []
  /// The nodes taken whole (`PassReuse.takenNodes`) a layer of which made its subviews or algorithm after the take:
  /// `releasePassOnlyState` drops those too, so that no finished pass's states keep subviews (`PassMemory.states`).
  @exclusivity(unchecked) private var takenNodesComputedOn: [Int] = []
  /// The layers computing something now, innermost last: reads go to the innermost, and a subview's call is
  /// logged as its parent's sizing or placing.
  @exclusivity(unchecked) var active: [ActiveCall] = []
  /// The reads of the computations running now, the first `activeReadCount`, each one's from its
  /// `ActiveCall.readsStart`, innermost last: one stack for the pass (computations nest), where each computation grew
  /// an array of its own (about 14,000 a pass of the 1,000-row form, most of them a list identical to one made just
  /// before). The reads past the count are finished computations', overwritten as the stack grows again: removed one
  /// by one, they cost a call each.
  @exclusivity(unchecked) private var activeReads: [InputRead] = []
  @exclusivity(unchecked) private var activeReadCount = 0
  /// The reads of the computations finished so far, lists identical to one kept just before sharing it (`tracing`).
  @exclusivity(unchecked) private var finishedReads = SharedReads()
  /// The calls of the computations finished so far that ask only spacings and priorities, lists identical to one kept
  /// just before sharing it (`tracing`).
  @exclusivity(unchecked) private var finishedQuestions = SharedQuestions()
  /// The layout algorithms made this pass, at the slot its layer's state names (`LayerState.algorithmSlot`). Kept
  /// beside the states, not in them: an optional existential copied out of a state went through the runtime's generic
  /// value witnesses (about 120 instructions a copy, 42,000 copies a pass of the 1,000-row form), and a slot takes 4 of
  /// a state's bytes where the algorithm took 40. Not paired with its layer in a tuple, whose copies go through the
  /// generic tuple witnesses too.
  @exclusivity(unchecked) private var algorithms: [any LayoutAlgorithm] = []
  /// The layer each of `algorithms` was made for.
  @exclusivity(unchecked) private var algorithmLayers: [ResolvedLayerIndex] = []
  /// Per type of layout algorithm, the most answers a layer of the type computed this pass (above `answerRoom`, at
  /// most `answerRoomLimit`): the room the first answer of a layer of that type makes where the previous pass tells
  /// none (`answerRoom(for:)`). With `answerRoom` for all, half the 1,000-row form's measured layers outgrew their
  /// array: 4,000 reallocations and copies a pass, 40,000 at 10,000 rows, whose copies missed the last-level cache
  /// 240,000 times on writing (written in place, the answers miss it 170,000 times more; callgrind, Benchmarks/layout.md,
  /// session 48). A few types a pass, looked up in order.
  @exclusivity(unchecked) private var answerRooms: [AnswerRoom] = []
  /// A type of layout algorithm and the room for its layers' answers (`answerRooms`).
  private struct AnswerRoom {
    let kind: ObjectIdentifier
    var room: Int
  }
  /// The proposers the pass made, by a hash of their layer and rule (`madeProposerSlot(of:_:)`), the last one made for
  /// a slot kept there: shared by the layers asking for the same rule again (`proposer(of:_:)`). Empty until the pass
  /// makes its first proposer. Kept for the next pass to find again (`PassMemory.madeProposers`).
  @exclusivity(unchecked) private(set) var madeProposers: [MadeProposer] = []
  /// The layers being measured now and the proposals they are measured with, innermost last
  /// (`containerRelativeFrame` reads its container's): one stack for the pass, not an array kept in every layer.
  @exclusivity(unchecked) var inFlight: [(layer: ResolvedLayerIndex, proposal: ProposedViewSize)] = []
  /// The layers' kept counts of a pass this one reuses nothing of (`LayerRoom`), for the room of their arrays.
  @exclusivity(unchecked) var room: LayerRoom?
  /// The texts measured this pass (`TextMeasurementCache`).
  @exclusivity(unchecked) var textMeasurements = TextMeasurementCache()
  /// The spacing tables the pass's layers computed, each kept once (`spacingValue(_:)`).
  @exclusivity(unchecked) var spacingPool = ViewSpacing.Pool()
  /// The evaluation steps custom layouts' bodies may spend: the update's budget in the update loop, else one
  /// update's worth (`UpdateLimits.maxStepsPerUpdate`) for this pass.
  let customLayoutBudget: StepBudget

  /// The display scale as reads record it, formatted once per pass (every text measurement records it).
  private(set) lazy var displayScaleText = LayoutNumber.format(environment.displayScale)
  /// The text measurer's name as reads record it, asked once per pass.
  lazy var textMeasurerName = environment.textMeasurer.name
  /// The last font described for a read, and its description: most texts of a tree share a font.
  @exclusivity(unchecked) private var lastFontDescription: FontDescription?
  /// The last height rule a text field answered with (`textFieldHeightRule(lineHeight:result:)`): a pass's fields
  /// share one font, so one rule.
  @exclusivity(unchecked) private var lastTextFieldHeightRule: SizeRule?
  /// The behaviour switches read this pass, each with its value as reads record it, spelled once a pass: spelling it
  /// compared the name with each switch's in turn (`LayoutBehaviors.valueDescription`, about 400 instructions a read,
  /// 6,000 reads a pass of the 1,000-row form), where a pass reads a few switches.
  @exclusivity(unchecked) private var behaviorDescriptions: [BehaviorDescription] = []

  /// The room a layer's first answer makes for its others where the previous pass's layer at its place kept none
  /// (`keep`, `previousCount(of:_:)`) and no layer of its algorithm's type needed more this pass (`answerRooms`): the
  /// 1,000-row form's measured layers answer 3.6 proposals on average (29,003 measurements of 8,003 layers,
  /// `inspector-bench layout`).
  static let answerRoom = 4
  /// The most room `answerRooms` makes for a layer's first answer: a type whose layers answer more proposals than this
  /// regrows each one's array, where a larger room would be made for every layer of the type.
  static let answerRoomLimit = 16
  /// The room a layer's first sizing call makes for its others where the previous pass's layer at its place kept none
  /// (`logOnLayer`, `previousCount(of:_:)`): the 1,000-row form's layers are asked 5.4 distinct sizing
  /// questions on average (51,006 logged calls a pass, callgrind of `inspector-bench layout --profile`, less one
  /// placing call per layer).
  static let sizingCallRoom = 8
  /// How many proposers a pass keeps to find again (`madeProposers`), as a power of two: a row's stack makes several
  /// for one proposal (its two probes and a share for each child), and its children make theirs in between.
  static var madeProposerSlots: Int { 1 << madeProposerSlotBits }
  static var madeProposerSlotBits: Int { 7 }
  /// Layer counts below this share one array of empty states (`setLayerCount`); a node with more layers (a long
  /// modifier chain) makes its own.
  static let sharedLayerCounts = 16

  /// What a layer is doing while it reads inputs and asks its subviews: sizing (any of its size, spacing,
  /// priority or alignment answers) or placing its subviews.
  enum Activity {
    case sizing
    case placing
  }

  /// A layer computing something, and the inputs it has read so far.
  struct ActiveCall {
    var ref: ResolvedLayerIndex
    var activity: Activity
    /// Where its reads start on the graph's `activeReads` while it runs.
    var readsStart: Int
    /// What it read, once it ended (`tracing`).
    var reads: [InputRead] = []
    /// The calls made to the layer's subviews while sizing.
    var calls: [SubviewCall] = []
    /// Whether it reported a problem or evaluated an expression (so it is computed again, not replayed).
    var isReplayable = true
  }

  init(
    tree: ViewTree, environment: LayoutEnvironment, resolved: ResolvedTree, diagnostics: PassDiagnostics,
    customLayoutBudget: StepBudget, keepsCallLog: Bool
  ) {
    self.tree = tree
    self.keepsCallLog = keepsCallLog
    self.environment = environment
    self.resolved = resolved
    self.diagnostics = diagnostics
    self.customLayoutBudget = customLayoutBudget
  }

  // MARK: - Nodes

  /// Adds the layers of a node just resolved (none until `setLayerCount`).
  func addNode() {
    states.append([])
    reuse.addNode()
    nodeEnvironments.append(nil)
  }

  /// Adds the nodes appended to the resolved tree at `taken`, which are the previous pass's nodes at the same indices,
  /// each with that node's states in `previous` (the previous pass's), as `addNode` and then taking the states would:
  /// the chunks of states the range covers whole shared, none made only to be replaced.
  func addNodes(takingStatesAt taken: Range<Int>, from previous: NodeStates) {
    states.appendCopies(of: taken, from: previous)
    reuse.addNodes(taken.count)
    nodeEnvironments.appendNone(count: taken.count)
  }

  /// Makes room for `count` nodes (the previous pass's count) in the arrays kept per node: grown by appending, each
  /// was reallocated and copied at every doubling, large allocations that missed the cache about 160,000 times an edit
  /// at 10,000 rows.
  func reserveNodes(_ count: Int) {
    states.reserveCapacity(count)
    nodeEnvironments.reserveCapacity(count)
    reuse.reserveNodes(count)
  }

  /// Adds the nodes of a block copied from the previous pass's `nodes` at `copied` (`ResolutionCopies`), each with the
  /// layers of the node it copies (none for a transparent one), as `addNode` and `setLayerCount` would for each: their
  /// states appended once, not appended empty and then written. A whole chunk of them whose unwritten states
  /// `unwritten` holds (the chunks of states the previous pass's takes replaced at the same indices,
  /// `PassMemory.replacedStateChunks`) is that chunk, shared: each node's states made again cost a retain of the shared
  /// array and an append (about 0.35 M instructions of the keeping-max edit at 1,000 rows), and `take` replaces them.
  /// Such a chunk is known to hold them without reading a node when the previous pass took it again for the same
  /// chunk of nodes, which `nodes` holds still (`ReplacedStates.unwrittenFor`); the chunk taken again is noted for the
  /// next pass with the chunk of nodes it holds the states of (`PassReuse.noteRecycled`).
  func addNodes(copying copied: Range<Int>, of nodes: ResolvedNodes, recycling unwritten: [Int: ReplacedStates]) {
    reuse.addNodes(copied.count)
    nodeEnvironments.appendNone(count: copied.count)
    let chunkSize = NodeStates.chunkSize
    var position = copied.lowerBound
    while position < copied.upperBound {
      // To the end of the chunk `position` is in, or of the block.
      let end = Swift.min((position / chunkSize + 1) * chunkSize, copied.upperBound)
      let index = position / chunkSize
      if end - position == chunkSize, position == states.count, let chunk = unwritten[index],
        chunk.unwrittenFor.map({ nodes.holdsChunk($0, at: index) }) == true
          || Self.holdsUnwrittenStates(chunk.states, of: position..<end, in: nodes),
        states.appendChunk(chunk.states)
      {
        reuse.noteRecycled(ReplacedStates(states: chunk.states, unwrittenFor: nodes.chunk(index)), at: index)
        position = end
        continue
      }
      let start = position
      states.append(count: end - start) { offset in
        let layers = nodes.read(start + offset, Self.copiedLayerCount)
        return layers == 0 ? [] : unwrittenStates(layers: layers)
      }
      position = end
    }
  }

  /// A chunk of states a pass's take replaced (`PassReuse.replacedStateChunks`), kept for the next pass's copies at
  /// the same indices.
  struct ReplacedStates {
    /// The states, a chunk's worth.
    let states: NodeStates.Chunk
    /// The chunk of resolved nodes (of the pass before the one that replaced them) whose unwritten states `states` are,
    /// when known: found so when they were taken again for the copies of those nodes (`holdsUnwrittenStates`), and
    /// not written since (the same storage when replaced). Both chunks are held here, so neither is written in place
    /// while it is: a pass's nodes holding the same chunk hold the same nodes, whose unwritten states `states` are.
    let unwrittenFor: ResolvedNodes.Chunk?
  }

  /// How many layer states a node copied from the previous pass starts with (`addNodes(copying:of:recycling:)`): none
  /// for a transparent one (`copy` counts none for it), else one for its view and one a modifier.
  private static func copiedLayerCount(of node: ResolvedNode) -> Int {
    node.isTransparent ? 0 : node.modifierCount + 1
  }

  /// Whether `chunk` holds, in order, the unwritten states of each node of `nodes` at `range` (none for a transparent
  /// one): the shared arrays themselves (`unwrittenStateArrays`), compared by address, neither read nor retained.
  private static func holdsUnwrittenStates(_ chunk: NodeStates.Chunk, of range: Range<Int>, in nodes: ResolvedNodes)
    -> Bool
  {
    guard chunk.count == range.count else { return false }
    let holds = nodes.readChunk(range) { nodes in
      chunk.withUnsafeBufferPointer { states in
        unwrittenStateAddresses.withUnsafeBufferPointer { addresses in
          for offset in nodes.indices {
            let layers = copiedLayerCount(of: nodes[offset])
            guard offset < states.count, states[offset].count == layers else { return false }
            if layers > 0 {
              guard layers < addresses.count,
                states[offset].withUnsafeBufferPointer({ UnsafeRawPointer($0.baseAddress) }) == addresses[layers]
              else { return false }
            }
          }
          return true
        }
      }
    }
    return holds ?? false
  }

  /// Gives the node at `index` `count` layers. Nodes with as many layers start with one shared array of empty
  /// states (up to `sharedLayerCounts` layers): it is replaced when a layer is first written (copied, or made anew by
  /// `ownStates(of:)`), and a node whose states `take` replaces whole (a clean row's nodes) allocates and frees none.
  func setLayerCount(_ count: Int, of index: Int) {
    guard states.indices.contains(index) else { return }
    states[index] = unwrittenStates(layers: count)
  }

  /// Gives the node at `node` an array of states of its own when they are still the shared array of empty ones
  /// (`unwrittenStates`), before one of its layers is first written (the first sizing call logged on it, the first
  /// computation begun on it): its empty states made in place, where the write's copy of the shared array copied and
  /// retained all they hold (about 670 instructions a node, 5,000 nodes a pass of the 1,000-row form). The same states
  /// either way, made when the copy would have been, with the node's other data in cache.
  @inline(__always)
  func ownStates(of node: Int) {
    let count = states[node].count
    guard count > 0, count < sharedUnwrittenAddresses.count,
      states[node].withUnsafeBufferPointer({ UnsafeRawPointer($0.baseAddress) }) == sharedUnwrittenAddresses[count]
    else { return }
    var own: [LayerState] = []
    own.reserveCapacity(count)
    // Appended one by one: `Array(repeating:)` copies one state, retaining all it holds, and
    // `init(unsafeUninitializedCapacity:)` looks its storage's type up at run time.
    for _ in 0..<count { own.append(LayerState()) }
    states[node] = own
  }

  /// The states of a node of `count` layers before any is written: the shared array for that count
  /// (`unwrittenStateArrays`), or an array of its own for `sharedLayerCounts` layers or more.
  @inline(__always)
  private func unwrittenStates(layers count: Int) -> [LayerState] {
    guard count >= 0, count < Self.sharedLayerCounts else {
      return [LayerState](filledWith: LayerState(), count: count)
    }
    return sharedUnwrittenStates[count]
  }

  /// Forgets a layer's subviews, after the views it holds changed.
  func forgetSubviews(of ref: ResolvedLayerIndex) {
    guard states.indices.contains(ref.node), states[ref.node].indices.contains(ref.layer) else { return }
    followed.materialize(ref.node, in: self)
    states[ref.node][ref.layer].subviews = nil
  }

  /// Drops what only the pass needed from its layers' states once it is over, since a `PassMemory` keeps the states as
  /// they are: every layer's subviews (they refer to this graph unretained, so a `PassMemory` must not keep them, and a
  /// later pass that takes a node's states whole then shares them as they are instead of copying them to clear their
  /// subviews), the pass's algorithms and every layer's slot of them (a later pass makes its own, or, for a node it
  /// takes whole, makes it again from the same resolved content if it computes there at all; an algorithm too large
  /// for an existential's inline buffer is a heap box), the one placing call a layer was placed with (its placement
  /// implies it, `placingCalls(of:)`), and the room arrays grown by appends keep besides their elements (up to as much
  /// again: its answers with their reads and calls, its spacing's and priority's, the calls made to it, its placing
  /// and preference reads).
  /// Lists of reads identical to one kept just before share its array (`SharedReads`): a layer's answers to several
  /// proposals read the same inputs, and so do the same layers of repeated rows.
  /// A node whose states were taken whole from the previous pass is left as it is: they are that pass's, already
  /// released, and shared; but for the subviews and algorithms its layers made after the take.
  func releasePassOnlyState() {
    for node in takenNodesComputedOn {
      for layer in states[node].indices { dropSubviewsAndAlgorithm(node, layer) }
    }
    algorithms = []
    algorithmLayers = []
    var reads = SharedReads()
    let taken = reuse.takenNodes
    let kept = reuse.keptInPlace
    // A node of `keptInPlace` was taken whole, so a word of the set whose 64 nodes are all in it is passed over in one
    // test; the loop is over the words with no closure, so that the body's helpers stay inlined.
    var wordStart = 0
    while wordStart < states.count {
      let wordEnd = Swift.min(wordStart &+ 64, states.count)
      let keptWord = kept.word(at: wordStart &>> 6)
      assert((wordStart..<wordEnd).allSatisfy { keptWord & NodeBitSet.bit($0) == 0 || taken.element(at: $0) != nil })
      defer { wordStart = wordEnd }
      guard keptWord != ~UInt64(0) else { continue }
      for node in wordStart..<wordEnd where keptWord & NodeBitSet.bit(node) == 0 && taken.element(at: node) == nil {
        releasePassOnlyState(ofNode: node, sharing: &reads)
      }
    }
  }

  /// Drops what only the pass needed from the states of `node`, not taken whole (`releasePassOnlyState()`).
  @inline(__always)
  private func releasePassOnlyState(ofNode node: Int, sharing reads: inout SharedReads) {
    for layer in states[node].indices {
      dropSubviewsAndAlgorithm(node, layer)
      Self.dropSpareRoom(&states[node][layer].sizingCalls)
      if states[node].withUnsafeBufferPointer({ LayerState.isPlacedWithItsOnePlacingCall($0, layer) }) {
        states[node][layer].placingCalls = []
      } else {
        Self.dropSpareRoom(&states[node][layer].placingCalls)
      }
      states[node][layer].shareLaterReads(with: &reads)
      Self.dropSpareRoom(&states[node][layer].answers)
      for answer in states[node][layer].answers.indices {
        reads.share(&states[node][layer].answers[answer].reads)
        Self.dropSpareRoom(&states[node][layer].answers[answer].calls)
      }
      Self.dropSpareRoom(inLogsOf: &states[node][layer].spacing, sharing: &reads)
      Self.dropSpareRoom(inLogsOf: &states[node][layer].priority, sharing: &reads)
    }
  }

  /// Drops what a layer's state holds for this pass only: its subviews (which refer to this graph unretained) and its
  /// algorithm's slot. Written only when set: a write to a state shared with the previous pass would copy its array.
  private func dropSubviewsAndAlgorithm(_ node: Int, _ layer: Int) {
    if states[node][layer].subviews != nil { states[node][layer].subviews = nil }
    if states[node][layer].algorithmSlot != LayerState.noAlgorithm {
      states[node][layer].algorithmSlot = LayerState.noAlgorithm
    }
  }

  /// Drops the spare room of a computed value's reads and calls, when there is one, its reads shared by `reads`. The
  /// value is taken out while its arrays are reallocated, so that they are not copied first.
  private static func dropSpareRoom<Value>(inLogsOf valued: inout Valued<Value>?, sharing reads: inout SharedReads) {
    guard var logs = valued else { return }
    valued = nil
    reads.share(&logs.reads)
    dropSpareRoom(&logs.calls)
    valued = logs
  }

  /// The lists a pass kept most recently, at most `capacity`, the oldest first, for sharing an identical list's array
  /// instead of keeping another (`SharedQuestions`, `SharedReads`): comparing a list with these costs a fraction of
  /// hashing it.
  struct RecentLists<Element> {
    private var lists: [[Element]] = []
    private static var capacity: Int { 8 }

    /// The most recent list kept that `identical` finds the same as `elements`, if any. The lists are read in place: a
    /// copy of each list compared retained and released it. Inlined, as `share` is: `releasePassOnlyState` called
    /// them once its loop passed over words of nodes kept in place (the state write +1.2 M instructions).
    @inline(__always)
    func list(
      identicalTo elements: UnsafeBufferPointer<Element>,
      by identical: (UnsafeBufferPointer<Element>, UnsafeBufferPointer<Element>) -> Bool
    ) -> [Element]? {
      lists.withUnsafeBufferPointer { kept in
        for index in kept.indices.reversed() where kept[index].withUnsafeBufferPointer({ identical($0, elements) }) {
          return kept[index]
        }
        return nil
      }
    }

    /// Replaces `list` by the most recent list kept that `identical` finds the same as it, or else drops its spare room
    /// and keeps it as the most recent.
    @inline(__always)
    mutating func share(
      _ list: inout [Element], by identical: (UnsafeBufferPointer<Element>, UnsafeBufferPointer<Element>) -> Bool
    ) {
      if let kept = list.withUnsafeBufferPointer({ self.list(identicalTo: $0, by: identical) }) {
        list = kept
        return
      }
      LayoutGraph.dropSpareRoom(&list)
      remember(list)
    }

    /// Keeps `list` as the most recent, forgetting the oldest when `capacity` are kept.
    mutating func remember(_ list: [Element]) {
      if lists.count == Self.capacity { lists.removeFirst() }
      lists.append(list)
    }
  }

  /// The lists of calls asking only spacings and priorities a pass's computations keep, each list identical to one kept
  /// just before sharing its array (`tracing`): such a list names no requester, so a modifier's spacing and priority
  /// (one call to its next layer in) and the same layers of repeated rows make identical lists, each an array of its
  /// own before (a heap chunk of 80 bytes for one call, about 4 a row of the form).
  struct SharedQuestions {
    private var recent = RecentLists<SubviewCall>()

    /// Replaces `calls` by an identical list kept before when they ask only spacings and priorities, or drops their
    /// spare room (keeping them as such a list when they are one).
    mutating func share(_ calls: inout [SubviewCall]) {
      guard !calls.isEmpty, calls.withUnsafeBufferPointer(Self.asksQuestionsOnly) else {
        LayoutGraph.dropSpareRoom(&calls)
        return
      }
      recent.share(&calls, by: Self.identical)
    }

    /// Whether every call asks a spacing or a priority.
    private static func asksQuestionsOnly(_ calls: UnsafeBufferPointer<SubviewCall>) -> Bool {
      for index in calls.indices where !calls[index].asksQuestionOnly { return false }
      return true
    }

    /// Whether both lists, of spacing and priority calls, ask the same of the same positions in the same order.
    private static func identical(_ lhs: UnsafeBufferPointer<SubviewCall>, _ rhs: UnsafeBufferPointer<SubviewCall>)
      -> Bool
    {
      guard lhs.count == rhs.count else { return false }
      for index in lhs.indices
      where lhs[index].position != rhs[index].position || !lhs[index].call.asksSame(as: rhs[index].call) {
        return false
      }
      return true
    }
  }

  /// The lists of reads a finished pass's layers keep, each list identical to one kept just before sharing its
  /// array (`releasePassOnlyState`). A text's or a field's answers to several proposals read the same inputs, and the
  /// same layers of repeated rows read the same ones in turn; the records take a layer's first list as it is
  /// (`PassRecorder`), so they share it too. Identical is `==` and spelled the same (`InputRead.isSpelled(as:)`), so
  /// nothing an answer, a record or an explanation quotes changes.
  struct SharedReads {
    private var recent = RecentLists<InputRead>()

    /// Replaces `reads` by an identical list kept before, or keeps it without spare room.
    mutating func share(_ reads: inout [InputRead]) {
      guard !reads.isEmpty else {
        if reads.capacity > 0 { reads = [] }
        return
      }
      recent.share(&reads, by: Self.identical)
    }

    /// The list of `reads[start..<end]`: an identical list kept before, or a new one without spare room, kept.
    mutating func list(of reads: [InputRead], from start: Int, to end: Int) -> [InputRead] {
      guard start < end, end <= reads.count else { return [] }
      if let kept = reads.withUnsafeBufferPointer({
        recent.list(identicalTo: UnsafeBufferPointer(rebasing: $0[start..<end]), by: Self.identical)
      }) {
        return kept
      }
      let made = Array(reads[start..<end])
      recent.remember(made)
      return made
    }

    /// Whether two lists hold the same reads, spelled the same, in the same order, compared in place: reads of the
    /// same bits are (`sameBits`), others are compared as values (`==` alone would not tell the spellings apart, and
    /// comparing the spellings byte by byte took most of the time: 119 M instructions in the open of the 1,000-row
    /// form).
    private static func identical(_ one: UnsafeBufferPointer<InputRead>, _ other: UnsafeBufferPointer<InputRead>)
      -> Bool
    {
      guard one.count == other.count else { return false }
      guard let first = one.baseAddress, let second = other.baseAddress, first != second else { return true }
      for index in one.indices
      where !sameBits(first + index, second + index)
        && (one[index] != other[index] || !one[index].isSpelled(as: other[index]))
      {
        return false
      }
      return true
    }

    /// Whether two reads are the same bits, word by word: then they are the same case holding the same strings (the
    /// same bytes inline, or the same storage) and the same boxes. Equal reads may differ in bits (the same text in
    /// two storages, the bytes a shorter case leaves unused), so this is a shortcut only.
    private static func sameBits(_ one: UnsafePointer<InputRead>, _ other: UnsafePointer<InputRead>) -> Bool {
      let one = UnsafeRawPointer(one)
      let other = UnsafeRawPointer(other)
      let size = MemoryLayout<InputRead>.size
      var offset = 0
      while offset + 8 <= size {
        guard one.load(fromByteOffset: offset, as: UInt64.self) == other.load(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      while offset < size {
        guard one.load(fromByteOffset: offset, as: UInt8.self) == other.load(fromByteOffset: offset, as: UInt8.self)
        else { return false }
        offset += 1
      }
      return true
    }
  }

  /// Reallocates `array` with room for its elements only, when it has more (nothing when it has none).
  private static func dropSpareRoom<Element>(_ array: inout [Element]) {
    guard array.capacity > array.count else { return }
    guard !array.isEmpty else {
      array = []
      return
    }
    var exact: [Element] = []
    exact.reserveCapacity(array.count)
    exact.append(contentsOf: array)
    array = exact
  }

  /// The font of `shared` as reads record it (`Font.description`), without formatting it again for the same font,
  /// nor comparing fonts for the environment the last one was read in (the nodes that inherit an environment
  /// unchanged share its box, `nodeEnvironmentBox(of:)`).
  func fontDescription(in shared: NodeEnvironment) -> String {
    if let last = lastFontDescription {
      if last.environment === shared { return last.text }
      if last.font == shared.value.font {
        last.environment = shared
        return last.text
      }
    }
    let font = shared.value.font
    let text = font.description
    lastFontDescription = FontDescription(font: font, text: text, environment: shared)
    return text
  }

  /// `.textFieldHeight(lineHeight:result:)`, the last one made this pass when its numbers are the same bit for bit.
  func textFieldHeightRule(lineHeight: Double, result: Double) -> SizeRule {
    if let kept = lastTextFieldHeightRule, case .textFieldHeight(let keptLineHeight, let keptResult) = kept,
      keptLineHeight.bitPattern == lineHeight.bitPattern, keptResult.bitPattern == result.bitPattern
    {
      return kept
    }
    let rule = SizeRule.textFieldHeight(lineHeight: lineHeight, result: result)
    lastTextFieldHeightRule = rule
    return rule
  }

  /// The value of the behaviour switch `name` as reads record it: the pass's behaviours are the environment's at
  /// every layer (a layer's environment changes only the text settings, `environment(at:)`).
  func behaviorDescription(_ name: String) -> String {
    let known: String? = behaviorDescriptions.withUnsafeBufferPointer { described in
      for index in described.indices where described[index].name == name { return described[index].text }
      return nil
    }
    if let known { return known }
    let text = environment.behaviors.valueDescription(of: name) ?? "?"
    behaviorDescriptions.append(BehaviorDescription(name: name, text: text))
    return text
  }

  /// A behaviour switch's name and its value as reads record it.
  private struct BehaviorDescription {
    let name: String
    let text: String
  }

  /// A font with its description and the environment it was last read in, kept by reference: checking the last one
  /// reads its font in place, where an optional pair was copied out, retaining both (about 250 instructions of each
  /// of a pass's 11,000 font reads at 1,000 rows). The environment is held, so that no other box is made at its
  /// address while it is compared by identity: the same box is the same font, found without copying and comparing
  /// the fonts (about 240 instructions a read).
  private final class FontDescription {
    let font: Font
    let text: String
    var environment: NodeEnvironment

    init(font: Font, text: String, environment: NodeEnvironment) {
      self.font = font
      self.text = text
      self.environment = environment
    }
  }

  /// Records an input the layer read: part of what it is computing now, or, outside layout (a preference
  /// writer's expression), of its preference reads.
  func record(_ read: consuming InputRead, for ref: ResolvedLayerIndex) {
    if let top = active.indices.last, active[top].ref == ref {
      guard !Self.holds(read, in: activeReads, from: active[top].readsStart, to: activeReadCount) else { return }
      if activeReadCount < activeReads.count {
        activeReads[activeReadCount] = read
      } else {
        activeReads.append(read)
      }
      activeReadCount += 1
      return
    }
    guard states.indices.contains(ref.node), states[ref.node].indices.contains(ref.layer) else { return }
    followed.materialize(ref.node, in: self)
    states[ref.node][ref.layer].addPreferenceRead(read)
  }

  /// Whether `reads` holds `read`, compared in place: `contains` copies each element it compares, retaining its
  /// strings, and so does `==` (`InputRead.matches`).
  static func holds(_ read: InputRead, in reads: [InputRead]) -> Bool {
    holds(read, in: reads, from: 0, to: reads.count)
  }

  /// Whether `reads[start..<end]` holds `read`, compared in place.
  static func holds(_ read: InputRead, in reads: [InputRead], from start: Int, to end: Int) -> Bool {
    reads.withUnsafeBufferPointer { buffer in
      for index in start..<Swift.min(end, buffer.count) where buffer[index].matches(read) { return true }
      return false
    }
  }

  /// Runs `body` as `ref`'s `activity`; returns its result and what it read.
  func computing<Result>(_ ref: ResolvedLayerIndex, _ activity: Activity, _ body: () -> Result) -> (Result, [InputRead])
  {
    let (result, call) = tracing(ref, activity, body)
    return (result, call.reads)
  }

  /// Runs `body` as `ref`'s `activity`; returns its result, what it read and what it asked its subviews. Its reads
  /// come back as a list without spare room, an identical list kept just before when there is one (`finishedReads`),
  /// made from the pass's stack of reads (`activeReads`) when it ends; in a pass whose states are kept
  /// (`keepsCallLog`), its calls come back without spare room too (calls asking only spacings and priorities as an
  /// identical list kept just before when there is one, `finishedQuestions`): grown arrays kept until
  /// `releasePassOnlyState` copied them exact there, and their freed chunks, among what the pass keeps, stayed resident
  /// as holes after the open of a big tree (Benchmarks/memory.md); given up as each computation ends, the next
  /// computations reuse them.
  func tracing<Result>(_ ref: ResolvedLayerIndex, _ activity: Activity, _ body: () -> Result) -> (Result, ActiveCall) {
    let start = activeReadCount
    active.append(ActiveCall(ref: ref, activity: activity, readsStart: start))
    let result = body()
    guard var call = active.popLast() else {
      return (result, ActiveCall(ref: ref, activity: activity, readsStart: start))
    }
    if activeReadCount > call.readsStart {
      call.reads = finishedReads.list(of: activeReads, from: call.readsStart, to: activeReadCount)
      activeReadCount = call.readsStart
    }
    if keepsCallLog { finishedQuestions.share(&call.calls) }
    return (result, call)
  }

  /// Marks the computation running now as one a later pass must run again (it reported or evaluated something).
  func markNotReplayable() {
    if let top = active.indices.last { active[top].isReplayable = false }
  }

  /// Logs a call made to `ref` by whoever is computing now: its parent sizing or placing, or the pass itself
  /// (`activity` says which phase the pass is in). A parent sizing asks its subview at `position` among its subviews
  /// (`LayoutSubview.position`, a replayed call's), which its call keeps. A layer following the previous pass's calls
  /// counts it instead (`FollowedLayers`).
  func log(
    _ call: LayerCall, on ref: ResolvedLayerIndex, asSubview position: Int32?, passActivity activity: Activity = .sizing
  ) {
    let caller = active.last?.activity ?? activity
    if keepsCallLog, let top = active.indices.last, caller == .sizing {
      let position = checkedPosition(position, of: ref, in: active[top].ref)
      active[top].calls.append(SubviewCall(call: call, position: position))
    }
    if !followed.isEmpty, followed.follows(call, on: ref, as: caller, in: self) { return }
    logOnLayer(call, on: ref, as: caller)
  }

  /// `position` when `ref` is the subview there among `parent`'s subviews (`subviews(for:)`), else
  /// `SubviewCall.notASubview`: a modifier's next layer in is its first. The caller names the position (an algorithm
  /// asks its subviews in any order: a stack fits them by flexibility, in an order its own sort made, and looking each
  /// one up made a stack of n subviews cost n² / 2 comparisons a computation).
  private func checkedPosition(_ position: Int32?, of ref: ResolvedLayerIndex, in parent: ResolvedLayerIndex) -> Int32 {
    guard let position, position >= 0 else { return SubviewCall.notASubview }
    if position == 0, ref.node == parent.node, ref.layer == parent.layer - 1 { return 0 }
    let named: Bool? = states[parent.node][parent.layer].subviews?.withUnsafeBufferPointer { subviews in
      subviews.indices.contains(Int(position)) && subviews[Int(position)].ref == ref
    }
    return named == true ? position : SubviewCall.notASubview
  }

  /// The layer at `position` among `ref`'s subviews (`subviews(for:)`), nil when it has no such one: a modifier's first
  /// is its next layer in, found without making the list.
  func subview(at position: Int32, of ref: ResolvedLayerIndex) -> ResolvedLayerIndex? {
    if position == 0, ref.layer > 0 { return ResolvedLayerIndex(node: ref.node, layer: ref.layer - 1) }
    let subviews = subviews(for: ref)
    guard subviews.indices.contains(Int(position)) else { return nil }
    return subviews[Int(position)].ref
  }

  /// Adds `call` to the calls made to `ref` while `caller` was its parent's (or the pass's) activity, unless one of
  /// them asks the same. Inlined into `log`, as it was part of it.
  @inline(__always)
  func logOnLayer(_ call: LayerCall, on ref: ResolvedLayerIndex, as caller: Activity) {
    switch caller {
    case .sizing:
      if !Self.holds(call, in: states[ref.node][ref.layer].sizingCalls) {
        if states[ref.node][ref.layer].sizingCalls.isEmpty { ownStates(of: ref.node) }
        Self.append(call, to: &states[ref.node][ref.layer].sizingCalls) {
          previousCount(of: ref, .sizingCalls) ?? Self.sizingCallRoom
        }
      }
    case .placing:
      if states[ref.node][ref.layer].placingCalls.isEmpty,
        let proposal = states[ref.node][ref.layer].placement?.proposal,
        let proposer = states[ref.node][ref.layer].placement?.proposer
      {
        // Placed with its measurement unlogged (`measureToPlace`): that call came first.
        states[ref.node][ref.layer].placingCalls = [.size(proposal, requester: proposer)]
      }
      if !Self.holds(call, in: states[ref.node][ref.layer].placingCalls) {
        states[ref.node][ref.layer].placingCalls.append(call)
      }
    }
  }

  /// Whether one of `calls` asks what `call` asks (`LayerCall.asksSame(as:)`), compared in place through the array's
  /// buffer (a pass's `log` about 0.2 M instructions shorter at 1,000 rows than with `contains(where:)`).
  @inline(__always)
  private static func holds(_ call: LayerCall, in calls: [LayerCall]) -> Bool {
    calls.withUnsafeBufferPointer { calls in
      for index in calls.indices where calls[index].asksSame(as: call) { return true }
      return false
    }
  }

  /// Appends `element` to a layer's `array`, making room for `room()` elements first when it has none, and returns
  /// its index: one access to the layer's state, where asking whether the array was empty, making the room, appending
  /// and counting each went through the node's chunk and states again, checking each array for uniqueness (about
  /// 100 instructions of each of a pass's 29,000 answers and 51,000 sizing calls at 1,000 rows). Only for a state
  /// written anyway: a write to a state shared with the previous pass copies its array.
  @discardableResult
  @inline(__always)
  static func append<Element>(_ element: consuming Element, to array: inout [Element], room: () -> Int) -> Int {
    if array.isEmpty { array.reserveCapacity(room()) }
    array.append(element)
    return array.count - 1
  }

  /// How many of `part` the layer at `ref`'s place (node index and layer) kept in the previous pass, when it kept any,
  /// else in the pass `room` counted (a pass reusing nothing): the room the layer's first answer or sizing call makes.
  /// A pass of the same tree makes as many there nearly always, and `releasePassOnlyState` then has no spare room to
  /// copy away: the room of `answerRoom` or `sizingCallRoom` freed there left holes among what a kept pass keeps
  /// (Benchmarks/memory.md, sessions 30 and 31). A capacity only: a node at another place costs room or a
  /// reallocation, never an answer or a call.
  func previousCount(of ref: ResolvedLayerIndex, _ part: LayerRoom.Part) -> Int? {
    guard let previous = reuse.previous else { return room?.count(of: ref, part) }
    guard previous.states.indices.contains(ref.node) else { return nil }
    let kept = previous.states[ref.node].withUnsafeBufferPointer {
      guard $0.indices.contains(ref.layer) else { return 0 }
      return part == .answers ? $0[ref.layer].answers.count : $0[ref.layer].sizingCalls.count
    }
    return kept > 0 ? kept : nil
  }

  /// The room the first answer `ref`'s algorithm computed makes where the previous pass tells none: the most answers a
  /// layer with an algorithm of the same type computed this pass, else `answerRoom` (`answerRooms`).
  func answerRoom(for ref: ResolvedLayerIndex) -> Int {
    guard let kind = algorithmKind(of: ref) else { return Self.answerRoom }
    return answerRooms.withUnsafeBufferPointer { rooms in
      for index in rooms.indices where rooms[index].kind == kind { return rooms[index].room }
      return Self.answerRoom
    }
  }

  /// Notes that `ref`'s algorithm computed `count` answers, more than `answerRoom`: the room of the next layers with
  /// an algorithm of its type (`answerRooms`), up to `answerRoomLimit`.
  func noteAnswerCount(_ count: Int, of ref: ResolvedLayerIndex) {
    guard let kind = algorithmKind(of: ref) else { return }
    let room = Swift.min(count, Self.answerRoomLimit)
    if let index = answerRooms.firstIndex(where: { $0.kind == kind }) {
      if answerRooms[index].room < room { answerRooms[index].room = room }
    } else {
      answerRooms.append(AnswerRoom(kind: kind, room: room))
    }
  }

  func address(of ref: ResolvedLayerIndex) -> LayerID {
    LayerID(node: resolved.id(of: ref.node), layer: ref.layer)
  }

  /// A proposer naming `ref` and `reason`: the one made for them before when the pass still keeps it at their slot of
  /// `madeProposers`, else a new one, kept there. A layer asks its subviews for the same rules in its computations of
  /// several proposals (a row's stack probes its children and shares its width alike at each height its parent asks),
  /// and each made its own object, a heap chunk of 80 bytes kept by the calls logged, the answers, the placements and
  /// the stack's run (10.3 MiB of the daemon's heap after the 10,000-row form's edits, 7.6 shared so,
  /// Benchmarks/memory.md, session 46). The same rule is the same bits (`sameBits`), so the shared object prints and
  /// compares as a new one would.
  func proposer(of ref: ResolvedLayerIndex, _ reason: ProposalReason) -> Proposer {
    let slot = Self.madeProposerSlot(of: ref, reason)
    let found: Proposer? = madeProposers.withUnsafeBufferPointer { made in
      guard made.indices.contains(slot), made[slot].layer == ref, let proposer = made[slot].proposer,
        Self.sameBits(proposer.reason, reason)
      else {
        return nil
      }
      return proposer
    }
    if let found { return found }
    let parent = address(of: ref)
    let proposer = previousMadeProposer(at: slot, of: ref, reason, parent) ?? Proposer(parent: parent, reason: reason)
    let made = MadeProposer(layer: ref, proposer: proposer)
    if madeProposers.isEmpty {
      // Every slot names no layer and holds no proposer until one is kept there (a proposer in each was retained
      // 128 times, and released as often with the table).
      let none = MadeProposer(layer: ResolvedLayerIndex(node: -1, layer: -1), proposer: nil)
      madeProposers = [MadeProposer](filledWith: none, count: Self.madeProposerSlots)
    }
    madeProposers[slot] = made
    return proposer
  }

  /// The proposer the previous pass made for `ref` and `reason` at `slot` of its `madeProposers`, when that pass's
  /// layer at `ref`'s place belonged to the same node (`parent`, compared by id: a node's index moves between passes):
  /// the same parent and rule, so the object prints and compares as a new one would, and an edit laying out again the
  /// layers around the edited one makes none of their proposers again (about 9 objects an edit of the form, each
  /// freed after the next edit's reply).
  private func previousMadeProposer(
    at slot: Int, of ref: ResolvedLayerIndex, _ reason: ProposalReason, _ parent: LayerID
  ) -> Proposer? {
    guard let previous = reuse.previous, previous.madeProposers.indices.contains(slot) else { return nil }
    let made = previous.madeProposers[slot]
    guard made.layer == ref, let proposer = made.proposer, Self.sameBits(proposer.reason, reason),
      proposer.parent == parent
    else {
      return nil
    }
    return proposer
  }

  /// The slot of `madeProposers` a layer's proposer for `reason` is kept at: a hash of the layer and of the rule's
  /// first two words and its case's byte (the bits `sameBits` compares first).
  private static func madeProposerSlot(of ref: ResolvedLayerIndex, _ reason: ProposalReason) -> Int {
    var hash = UInt(bitPattern: ref.node) &* 0x9E37_79B9_7F4A_7C15 ^ UInt(bitPattern: ref.layer)
    withUnsafeBytes(of: reason) { bytes in
      let word = MemoryLayout<UInt>.size
      guard bytes.count >= 2 * word else { return }
      hash = (hash ^ bytes.loadUnaligned(as: UInt.self)) &* 0x9E37_79B9_7F4A_7C15
      hash ^= bytes.loadUnaligned(fromByteOffset: word, as: UInt.self)
      hash ^= UInt(bytes[bytes.count - 1]) << 40
    }
    return Int(truncatingIfNeeded: (hash &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - madeProposerSlotBits))
  }

  /// A proposer the pass made, with the layer it names (compared first: its rule is read only for the same layer).
  struct MadeProposer {
    let layer: ResolvedLayerIndex
    /// nil in a slot no proposer was kept at yet.
    let proposer: Proposer?
  }

  // MARK: - Structure

  /// The subviews of a layer: the next layer in for a modifier (plus the views it holds), the flattened
  /// children for a bare view.
  func subviews(for ref: ResolvedLayerIndex) -> [LayoutSubview] {
    if let cached = states[ref.node][ref.layer].subviews { return cached }
    let subviews = resolved.subviewLayers(of: ref) {
      LayoutSubview(ref: $0, position: Int32(truncatingIfNeeded: $1), tree: self)
    }
    noteComputedAfterTake(ref.node)
    states[ref.node][ref.layer].subviews = subviews
    return subviews
  }

  /// The algorithm that computes a layer: the view's for layer 0, the modifier's otherwise.
  func algorithm(for ref: ResolvedLayerIndex) -> any LayoutAlgorithm {
    // A layer's algorithm depends only on its resolved view or modifier kind, fixed once the layer is resolved
    // (a preference-value layer's content changes later, not its alignment); it is built once per layer and
    // pass, not once per measurement (boxing an existential allocates).
    // A slot holding another layer's algorithm was not written by this pass (a state taken from another); `noAlgorithm`
    // is no slot's index.
    let slot = Int(states[ref.node][ref.layer].algorithmSlot)
    if algorithmLayers.indices.contains(slot), algorithmLayers[slot] == ref { return algorithms[slot] }
    // Fields are read in place: copying the resolved node would retain everything it holds, on every call.
    let made =
      ref.layer > 0
      ? LayerAlgorithms.algorithm(for: resolved.modifierKind(of: ref.node, at: ref.layer - 1)) {
        resolved.modifiers(of: ref.node)[ref.layer - 1].scope
      }
      : LayerAlgorithms.algorithm(for: resolved.view(of: ref.node), layouts: tree.layouts)
    noteComputedAfterTake(ref.node)
    if algorithms.isEmpty, reuse.previous == nil {
      // A pass reusing nothing makes every layer's algorithm: room for two layers a node (the 1,000-row form has 1.6),
      // where grown by doubling the arrays were copied 17 times on the way to the 80,003 layers of the 10,000-row form,
      // 82,000 last-level cache misses on writing (callgrind). A pass reusing answers makes a few.
      let room = 2 * resolved.nodes.count
      algorithms.reserveCapacity(room)
      algorithmLayers.reserveCapacity(room)
      // And its text cache, for a text a node at most (the form has 2 in 5: the room past them is never written).
      textMeasurements.reserveCapacity(texts: resolved.nodes.count, nodes: resolved.nodes.count)
    }
    states[ref.node][ref.layer].algorithmSlot = Int32(clamping: algorithms.count)
    algorithms.append(made)
    algorithmLayers.append(ref)
    return made
  }

  /// The type of the algorithm the pass made for `ref` (`LayoutAlgorithm.kind`), nil when it made none.
  private func algorithmKind(of ref: ResolvedLayerIndex) -> ObjectIdentifier? {
    let slot = Int(states[ref.node][ref.layer].algorithmSlot)
    guard algorithmLayers.indices.contains(slot), algorithmLayers[slot] == ref else { return nil }
    return algorithms.withUnsafeBufferPointer { $0.indices.contains(slot) ? $0[slot].kind : nil }
  }

  /// Notes a node taken whole whose layer is about to keep subviews or an algorithm (`takenNodesComputedOn`).
  private func noteComputedAfterTake(_ node: Int) {
    guard reuse.takenNodes.element(at: node) != nil else { return }
    takenNodesComputedOn.append(node)
  }

  /// The environment at a layer: the pass's, with the font, the line limit, the text modifiers and the control
  /// styles inherited there.
  func environment(at ref: ResolvedLayerIndex) -> LayoutEnvironment {
    var result = environment
    let text = resolved.environment(of: ref.node)
    result.font = text.font
    result.lineLimit = text.lineLimit
    result.textAttributes = text.attributes
    result.textCase = text.textCase
    result.multilineTextAlignment = text.multilineTextAlignment
    result.controlStyles = text.controlStyles
    return result
  }

  func context(for ref: ResolvedLayerIndex) -> LayoutContext {
    LayoutContext(tree: self, ref: ref, environment: nodeEnvironment(of: ref.node))
  }

  /// The environment box of a node's layers, made the first time one of them computes something. A node whose text
  /// environment is its parent's to the bit (`TextEnvironment.isIdentical(to:)`, nearly every node: only a text or
  /// style modifier changes it) shares its parent's box: a box holds the whole `LayoutEnvironment`, and one per node
  /// left tens of MiB of holes after the open of the 10,000-row form (Benchmarks/memory.md). Recursion follows the
  /// parents, which `TreeLimits.maxDepth` bounds.
  private func nodeEnvironment(of node: Int) -> NodeEnvironment {
    environmentBoxes[nodeEnvironmentBox(of: node)]
  }

  /// The position in `environmentBoxes` of the box of a node's layers (`nodeEnvironment`), made when it has none.
  private func nodeEnvironmentBox(of node: Int) -> Int {
    if let known = nodeEnvironments[node] { return known }
    let made: Int
    if let parent = resolved.parent(of: node), nodeEnvironments.indices.contains(parent),
      resolved.environment(of: node).isIdentical(to: resolved.environment(of: parent))
    {
      made = nodeEnvironmentBox(of: parent)
    } else {
      made = environmentBoxes.count
      environmentBoxes.append(NodeEnvironment(environment(at: ResolvedLayerIndex(node: node, layer: 0))))
    }
    nodeEnvironments[node] = made
    return made
  }
}
