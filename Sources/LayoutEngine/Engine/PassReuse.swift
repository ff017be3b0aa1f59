import JSONCore
import SwiftSubset

/// What a pass takes from the previous one (`PassMemory`), across passes and versions: which nodes are clean (their
/// previous versions), the answers of their layers replayed without running their algorithm or their subviews', and
/// the subtrees taken whole. The graph asks it before computing a layer's answer or value, and before placing a layer;
/// what a replay asks the layer's subviews it asks through the graph it is given. Layers followed until they are taken
/// whole are `FollowedLayers`'; layers that are not clean but keep their answers are `AnswerValidation`'s.
///
/// Contract:
/// - A node is clean when the previous pass resolved a node of the same id with the same content (view, modifier
///   kinds, texts and scope bindings spelled the same, text environment, stack axis, section role), the same children
///   and hosted views, all clean, and none of its layers' previous computations read a `@State` variable whose value
///   changed or is spelled otherwise (-0.0 and 0.0). An edit changes the resolved content of the nodes it touches
///   (their ids' subtrees) and so dirties them and their ancestors; a state write dirties the nodes whose resolution
///   or computations read it (a resolved argument's value changes with it). Dirtiness climbs to every ancestor, since
///   a container's answers depend on its subviews'.
/// - A clean layer asked a proposal it answered in the previous pass replays that answer: the calls the
///   computation made to its subviews are logged on them again, in order, and each is answered the same way
///   (this pass's answer, a replay, or a computation). No algorithm runs; the records come out as a fresh pass
///   would make them, since a layer's records are the calls made to it and the answers to those.
/// - When the previous pass reported no problem, a replay's calls wait (`deferredReplays`) until the layer computes
///   something itself or is placed, and are made then, in order, before anything else asks its subviews; so each
///   subview sees its calls in a fresh pass's order, and a subtree taken whole at its placement is never visited
///   while measuring. Calls still waiting when placement ends (layers measured, never placed) are made then.
/// - The first size or explicit alignment a layer computes in a pass may set its memo (a stack's gaps) and then make
///   calls and reads the later ones skip; so such a replay comes first only when it was first in the previous pass,
///   and it brings the memo with it. A spacing or a priority neither sets nor reads a memo (a custom layout's may,
///   but a custom layout is never clean), so it is replayed in any order and brings none: brought with a stack's
///   spacing, asked before its sizes, the gaps of its first size let a size it was never asked before skip their
///   reads (`FreshOpenOracleTests`, seed 110).
/// - A computation that reported a problem or evaluated an expression is computed again (its diagnostics belong
///   to every pass); nodes whose algorithms read outside their subtree while sizing (custom layouts, container-
///   relative frames, safe-area modifiers) and nodes waiting for a preference value are never clean.
/// - The tree-wide inputs (environment overrides, alignment guide declarations, frame-guide and safe-area flags)
///   must be equal, else nothing is reused; they are compared once the root is resolved, and again when the pass is
///   over (a `GeometryReader`'s content resolved at its placement may set a flag): a pass that reused answers under
///   inputs that no longer hold runs again without reuse (`LayoutRun.reusedUnderOtherInputs`).
///
/// - A clean node whose outermost layer was asked the calls of the previous pass, all replayed, and is placed
///   exactly as then (same proposal, size, frames, transform and named spaces) under the same `@State` takes its
///   whole subtree from the previous pass (`takesSubtree`): its nodes' states, the content its `GeometryReader`s
///   resolved (renumbered into this pass's tree) and, through `takenNodes`, their records; nothing under it is
///   placed.
/// - Frames are absolute (root coordinates). Such a node placed as then but at another origin (a sibling before it
///   grew) takes its subtree moved when nothing in it reads where it is (`takesMovedSubtree`): the states, with each
///   layer's origin in root coordinates added up again from its origin in its parent; its records are moved there
///   and its preference values made again. Otherwise a moved subtree is placed again.
///
/// Status: answers, spacing, priority and explicit alignments are reused, and unchanged subtrees are neither
/// measured below their outermost layer nor placed or recorded again, and their preference values are copied
/// (`TakenPreferenceValues`); a node whose resolution was copied from the previous pass's
/// (`ResolutionCopies`) is found clean without comparing its content; a clean outermost layer asked what it
/// was asked before makes no state until it is taken whole or asked something else (`FollowedLayers`).
/// Resolution (copies included), the clean marking and preference collection still visit every node.
///
/// Its state is `@exclusivity(unchecked)`, as the graph's is (`LayoutGraph`): read and written on every call of a pass,
/// on one thread.
final class PassReuse {
  typealias Answer = LayoutGraph.Answer
  typealias Computation = LayoutGraph.Computation
  typealias LayerState = LayoutGraph.LayerState
  typealias Placement = LayoutGraph.Placement
  typealias SubviewCall = LayoutGraph.SubviewCall
  typealias Valued = LayoutGraph.Valued

  /// The previous pass, when its answers may be reused (same tree-wide inputs).
  @exclusivity(unchecked) var previous: PassMemory?
  /// Whether the `@State` this pass runs with is the state `previous` ran with (a clean subtree may then be
  /// placed as it was, `takesSubtree`).
  @exclusivity(unchecked) var stateIsPrevious = false
  /// Whether replays are deferred this pass: the previous pass reported no problem, so a computation run again
  /// under a deferred replay reports none either, and the pass's diagnostics come out in a fresh pass's order.
  @exclusivity(unchecked) var defersReplays = false
  /// The current `@State` value of a variable, by name (nil outside the update loop): a previous computation's state
  /// reads are checked against it.
  @exclusivity(unchecked) var stateValue: (String) -> JSONValue? = { _ in nil }
  /// Per node: its index in `previous` when the node is clean (same content, same subtree, no changed read).
  @exclusivity(unchecked) var previousNodes = OptionalIndexArray()
  /// Per node: its index in `previous` when its states were taken from there whole (its subtree placed as it was
  /// in the previous pass), so its records are the previous pass's.
  @exclusivity(unchecked) var takenNodes = OptionalIndexArray()

  /// How many nodes were taken whole (`takenNodes` not nil), counted through the buffer: counted through a lazy
  /// filter, each node cost about 15 instructions.
  var takenCount: Int {
    takenNodes.withBuffer { taken in
      var count = 0
      for node in 0..<taken.count where taken.holdsIndex(at: node) { count &+= 1 }
      return count
    }
  }

  /// The chunks of states `take` replaced with the previous pass's (its nodes' unwritten states): kept by the pass's
  /// memory for the next pass's copies at the same indices (`replacedStateChunks`), and freed with it or with the
  /// pass's run, which the update hands to whoever frees it (`LayoutPass.layout`, `UpdateLeftovers`); freed as they
  /// were replaced, they took about 3 % of the keeping-max edit at 1,000 rows.
  @exclusivity(unchecked) private var replacedStates: [LayoutGraph.NodeStates.ReplacedChunk] = []
  /// Per chunk index, the chunk of unwritten states the pass's copies took again there from the previous pass's
  /// replaced ones, with the chunk of nodes it holds the states of (`noteRecycled`); nil where none was.
  @exclusivity(unchecked) private var recycledStates: [LayoutGraph.ReplacedStates?] = []
  /// Per node whose subtree was taken moved (`takesMovedSubtree`): the index of its previous version, whose records
  /// `PassRecorder` moves to the node's new place instead of making them again.
  @exclusivity(unchecked) private(set) var movedNodes: [Int: Int] = [:]
  /// The `GeometryReader` content taken to the indices it had, its reader too (`takeContent`, `takeRun`), in index
  /// order: each node keeps the previous pass's resolution object, parent, children and hosted views, so its record is
  /// the previous pass's when its declaration is spelled as then (`PassRecorder`).
  @exclusivity(unchecked) var contentTakenInPlace: [ContentInPlace] = []
  /// The nodes a run of rows took whole at their own indices (`takeRun`), each a copy of the previous pass's node at
  /// its index (a row copied with no shift) or `GeometryReader` content taken in place with a reader that is a copy:
  /// marked as ranges, so that `PassRecorder` keeps their records reading a bit a node instead of its three lists.
  @exclusivity(unchecked) var keptInPlace = NodeBitSet()
  /// Per node index: the replayed computations of its clean layers whose calls to their subviews are not made yet,
  /// in the order they were replayed; made when the layer computes or is placed, or dropped when its subtree is taken
  /// whole.
  @exclusivity(unchecked) private var deferredReplays: [Int: [DeferredReplay]] = [:]
  /// Answers taken from the previous pass without running their algorithm.
  @exclusivity(unchecked) var reusedCount = 0
  /// The nodes `claimedContent` has still to visit, emptied with its capacity kept at each call: a stack of its own
  /// was an allocation a row of the form (nothing `claimedContent` calls claims content).
  @exclusivity(unchecked) private var contentToVisit: [Int] = []
  /// The previous pass's nodes of the content claimed for the take being decided (`claimedContent`), each reader's in
  /// a range of it (`TakenContent.nodes`), emptied with its capacity kept when a take starts claiming: a list of its
  /// own was an allocation a row of the form, made, grown and freed (about 1,000 instructions a row).
  @exclusivity(unchecked) private var claimedNodes: [Int] = []
  /// The subtree `takesCopiedSubtree` took last, for the row of a run its parent may note (`TakenRow`); the parent
  /// empties it before placing each subview.
  @exclusivity(unchecked) var lastCopiedTake: CopiedTake?
  /// The runs of rows this pass took whole one after the other (`noteRun`), kept for the next pass
  /// (`PassMemory.takenRuns`).
  @exclusivity(unchecked) var notedRuns: [Int: TakenRun] = [:]

  /// A replayed computation of one layer whose calls to its subviews are still to be made.
  private struct DeferredReplay {
    var layer: Int
    var calls: [SubviewCall]
  }

  /// The chunks of states `take` replaced, by chunk index (the first replaced at each), for the next pass
  /// (`PassMemory.replacedStateChunks`): each with the chunk of nodes it holds the unwritten states of when it is the
  /// chunk the pass's copies took again at its index (`noteRecycled`), the same storage, so not written since.
  var replacedStateChunks: [Int: LayoutGraph.ReplacedStates] {
    Dictionary(
      replacedStates.lazy.map { replaced in
        let recycled = replaced.index < self.recycledStates.count ? self.recycledStates[replaced.index] : nil
        let known = recycled.flatMap { replaced.elements.sharesStorage(with: $0.states) ? $0.unwrittenFor : nil }
        return (replaced.index, LayoutGraph.ReplacedStates(states: replaced.elements, unwrittenFor: known))
      }, uniquingKeysWith: { first, _ in first })
  }

  /// Notes `recycled`, a chunk of unwritten states the pass's copies took again at chunk `index`
  /// (`LayoutGraph.addNodes(copying:of:recycling:)`), for `replacedStateChunks`.
  func noteRecycled(_ recycled: LayoutGraph.ReplacedStates, at index: Int) {
    guard index >= recycledStates.count else {
      recycledStates[index] = recycled
      return
    }
    while recycledStates.count < index { recycledStates.append(nil) }
    recycledStates.append(recycled)
  }

  /// Adds a node just resolved, neither clean nor taken yet (`LayoutGraph.addNode`).
  func addNode() {
    previousNodes.append(nil)
    takenNodes.append(nil)
  }

  /// A `GeometryReader`'s content taken to the indices it had, with its reader (`contentTakenInPlace`).
  struct ContentInPlace {
    /// The content's nodes.
    let nodes: Range<Int>
    /// Whether the reader is a copy of the previous pass's reader at its own index (`ResolutionCopies`): a copy's
    /// declared subtree holds none of the declarations an edit respelled, and the content's declarations are among
    /// it, so they are spelled as then.
    let readerIsCopy: Bool
  }

  /// The content taken in place (`contentTakenInPlace`) the node at `index` is part of, if any.
  func contentInPlace(holding index: Int) -> ContentInPlace? {
    Self.position(ofContentHolding: index, in: contentTakenInPlace).map { contentTakenInPlace[$0] }
  }

  /// The position in `content` (`contentTakenInPlace`, in index order) of the content the node at `index` is part of,
  /// if any: looked for from `start` on when given (a caller meeting the nodes in index order), else by bisection.
  /// Inlined: the records' kept stretches ask it of each row's content node.
  @inline(__always)
  static func position(ofContentHolding index: Int, in content: [ContentInPlace], from start: Int? = nil) -> Int? {
    var found = start ?? content.partitioningIndex { $0.nodes.upperBound > index }
    while found < content.count, content[found].nodes.upperBound <= index { found += 1 }
    guard found < content.count, content[found].nodes.contains(index) else { return nil }
    return found
  }

  /// Makes room for `count` nodes (`LayoutGraph.reserveNodes`).
  func reserveNodes(_ count: Int) {
    previousNodes.reserveCapacity(count)
    takenNodes.reserveCapacity(count)
  }

  /// Adds `count` nodes appended to the resolved tree at once (`addNode`, for each).
  func addNodes(_ count: Int) {
    previousNodes.appendNone(count: count)
    takenNodes.appendNone(count: count)
  }

  /// The previous pass's states of a clean layer's node, when they hold the layer. The states are read in place, never
  /// copied: a copy of a layer's state retains everything it holds. Inlined, so that a caller reading one field reads
  /// it in place too (called, the array was retained and released: about 50 instructions a placed layer).
  @inline(__always) private func previousStates(of ref: ResolvedLayerIndex) -> [LayerState]? {
    guard let previous, let index = previousNodes.element(at: ref.node),
      previous.states.indices.contains(index), previous.states[index].indices.contains(ref.layer)
    else { return nil }
    return previous.states[index]
  }

  /// The previous pass's placement of a clean layer, read in place.
  func previousPlacement(of ref: ResolvedLayerIndex) -> Placement? {
    previousStates(of: ref)?.withUnsafeBufferPointer { $0[ref.layer].placement }
  }

  /// Whether `computation` may be replayed on `ref` now: it is replayable, and it is a spacing or a priority, or the
  /// layer computed a size or an explicit alignment this pass already, or it was the layer's first such computation
  /// in the previous pass (`old`, its node's states then). Brings the memo with a first replay.
  private func mayReplay(
    _ computation: Computation, replayable: Bool, on ref: ResolvedLayerIndex, from old: [LayerState],
    in graph: LayoutGraph
  ) -> Bool {
    guard replayable else { return false }
    if computation.mayUseMemo, graph.states[ref.node][ref.layer].first == nil {
      guard old[ref.layer].first == computation else { return false }
      graph.states[ref.node][ref.layer].first = computation
      graph.states[ref.node][ref.layer].memo = old[ref.layer].memo
    }
    return true
  }

  /// The previous pass's answer of a clean layer to `proposal`, replayed; nil when it must be computed.
  func answer(_ ref: ResolvedLayerIndex, _ proposal: ProposedViewSize, in graph: LayoutGraph) -> Answer? {
    guard let old = previousStates(of: ref),
      let found = old[ref.layer].answers.firstIndex(where: { $0.proposal == proposal }),
      mayReplay(.size(proposal), replayable: old[ref.layer].answers[found].replayable, on: ref, from: old, in: graph)
    else { return nil }
    var reused = old[ref.layer].answers[found]
    reused.calls = replayOrDefer(reused.calls, of: ref, in: graph)
    reusedCount += 1
    return reused
  }

  /// The previous pass's spacing, priority or explicit alignment of a clean layer, replayed; nil when it must be
  /// computed.
  func value<Value>(
    _ ref: ResolvedLayerIndex, _ computation: Computation, _ value: (LayerState) -> Valued<Value>?,
    in graph: LayoutGraph
  ) -> Valued<Value>? {
    guard let old = previousStates(of: ref), let valued = value(old[ref.layer]),
      mayReplay(computation, replayable: valued.replayable, on: ref, from: old, in: graph)
    else { return nil }
    var reused = valued
    reused.calls = replayOrDefer(valued.calls, of: ref, in: graph)
    reusedCount += 1
    return reused
  }

  /// A replayed computation's calls to `ref`'s subviews: made now, or, when replays are deferred, kept to be made
  /// when `ref` computes something or is placed (`makeDeferredReplays`), so that a subtree taken whole at its
  /// placement is never visited while measuring. Returns the calls as the answer keeps them.
  private func replayOrDefer(_ calls: [SubviewCall], of ref: ResolvedLayerIndex, in graph: LayoutGraph)
    -> [SubviewCall]
  {
    guard defersReplays else { return replay(calls, of: ref, in: graph) }
    if !calls.isEmpty { deferredReplays[ref.node, default: []].append(DeferredReplay(layer: ref.layer, calls: calls)) }
    return graph.keepsCallLog ? calls : []
  }

  /// Makes the calls of `ref`'s deferred replays, in the order they were replayed, before anything else asks its
  /// subviews (a computation of its own, its placement): each subview then sees its calls in a fresh pass's order.
  func makeDeferredReplays(of ref: ResolvedLayerIndex, in graph: LayoutGraph) {
    guard !deferredReplays.isEmpty, let pending = deferredReplays[ref.node] else { return }
    var mine: [[SubviewCall]] = []
    var others: [DeferredReplay] = []
    for entry in pending {
      if entry.layer == ref.layer { mine.append(entry.calls) } else { others.append(entry) }
    }
    guard !mine.isEmpty else { return }
    deferredReplays[ref.node] = others.isEmpty ? nil : others
    for calls in mine { _ = replay(calls, of: ref, in: graph) }
  }

  /// Starts the pass's following (`FollowedLayers`) when its subtrees may be taken whole (`takesSubtree`'s tree-wide
  /// conditions); called once the clean nodes are marked, before the root is measured.
  func beginFollowing(in graph: LayoutGraph) {
    guard let previous, stateIsPrevious, defersReplays, previous.diagnosedNodes != nil, !previous.reachedTextLimit,
      !graph.resolved.hasSafeAreaModifiers
    else { return }
    graph.followed.begin(nodeCount: graph.states.count, previous: previous.states)
  }

  /// Makes every deferred replay still pending once placement is over (layers measured but never placed), nodes
  /// in index order, layers outermost first, so the records of every layer list the calls a fresh pass makes; the
  /// states of layers still following the previous pass's calls are made first (`FollowedLayers.materializeAll`).
  func makeAllDeferredReplays(in graph: LayoutGraph) {
    graph.followed.materializeAll(in: graph)
    while !deferredReplays.isEmpty {
      for node in deferredReplays.keys.sorted() {
        while let pending = deferredReplays[node], let layer = pending.lazy.map(\.layer).max() {
          makeDeferredReplays(of: ResolvedLayerIndex(node: node, layer: layer), in: graph)
        }
      }
    }
  }

  /// Makes a replayed computation's calls again, as `ref` sizing; returns them as logged now.
  private func replay(_ calls: [SubviewCall], of ref: ResolvedLayerIndex, in graph: LayoutGraph) -> [SubviewCall] {
    let (_, call) = graph.tracing(ref, .sizing) {
      for made in calls {
        // A clean layer's subviews are its previous version's, in order: each call's position names the same one.
        guard let subview = graph.subview(at: made.position, of: ref), graph.states.indices.contains(subview.node),
          graph.states[subview.node].indices.contains(subview.layer)
        else { continue }
        graph.log(made.call, on: subview, asSubview: made.position)
        // A layer following the previous pass's calls answers from there (`FollowedLayers`).
        if !graph.followed.isFollowed(subview.node) { graph.compute(made.call, on: subview) }
      }
    }
    return call.calls
  }

  // MARK: - Subtree skip

  /// Takes a clean node's whole subtree from the previous pass when its outermost layer was asked exactly the
  /// calls of the previous pass, each answered by a replay, and is placed exactly as then (`placement`, with the
  /// named spaces around it), under the same `@State`: its layers' and its descendants' states (answers,
  /// placements, reads) and the content its `GeometryReader`s resolved when placed, without placing any of it.
  /// A fresh pass would place it the same, since its inputs are the same. Not when a layer's computation there
  /// must run again (not replayable), a problem was reported about one of its nodes, or the text budget could
  /// differ. Placed as then but at another origin, it may take the subtree moved instead (`takesMovedSubtree`).
  /// Returns whether it did; false changes nothing.
  func takesSubtree(of ref: ResolvedLayerIndex, placedAt placement: Placement, in graph: LayoutGraph) -> Bool {
    guard stateIsPrevious, let previous, let diagnosed = previous.diagnosedNodes, !previous.reachedTextLimit,
      !graph.resolved.hasSafeAreaModifiers, let old = previousNodes.element(at: ref.node),
      Self.isOutermost(ref, in: graph.resolved.nodes), previous.states.indices.contains(old),
      previous.states[old].indices.contains(ref.layer)
    else { return false }
    // Read in place: a copy of a layer's state retains everything it holds.
    guard previous.states[old].withUnsafeBufferPointer({ $0[ref.layer].placement == placement }) else {
      return takesMovedSubtree(
        of: ref, old: old, placedAt: placement, in: graph, previous: previous, diagnosed: diagnosed)
    }
    guard isAskedAsBefore(ref, old: old, in: graph, previous: previous) else { return false }
    if let tookCopy = takesCopiedSubtree(
      of: ref, old: old, in: graph, previous: previous, diagnosed: diagnosed)
    {
      return tookCopy
    }
    guard let taken = subtreeToTake(from: ref.node, old: old, in: graph, previous: previous, diagnosed: diagnosed)
    else {
      return false
    }
    for (node, earlier) in taken.nodes {
      if !deferredReplays.isEmpty { deferredReplays[node] = nil }
      take(node, from: earlier, in: graph, previous: previous)
    }
    for content in taken.readers {
      takeContent(content, in: graph, previous: previous)
      graph.resolver?.textBytesLeft -= content.textBytes
    }
    return true
  }

  /// Takes the subtree of the clean node of `ref`, whose previous version is `old`, from the previous pass moved, when
  /// its outermost layer is placed as then but at another origin (a sibling before it grew, its stack moved;
  /// `takesSubtree` checked the rest of what it checks first):
  /// its layers' states are the previous pass's, each layer's origin in root coordinates made again from its origin in
  /// its parent as placing it adds them (`place`), without running any algorithm. Only when nothing in the subtree
  /// reads where it is: no `GeometryReader` (its proxy's frames), no render transform and no named coordinate space in
  /// it or around it that moved (every layer's named spaces the subtree root's, as then), no safe-area modifier in the
  /// tree; and every placed layer of the subtree is reached from its root through the layers' subviews
  /// (`ResolvedTree.subviewLayers(of:)`), so no origin is left as it was. Its nodes are not taken whole
  /// (`takenNodes`): their preference values, which may hold root coordinates, are made again from the states, and
  /// their records are the previous pass's at the new origins (`movedNodes`). Returns whether it did; false changes
  /// nothing.
  private func takesMovedSubtree(
    of ref: ResolvedLayerIndex, old: Int, placedAt placement: Placement, in graph: LayoutGraph, previous: PassMemory,
    diagnosed: Set<String>
  ) -> Bool {
    guard placement.transform == nil,
      previous.states[old].withUnsafeBufferPointer({ $0[ref.layer].placement?.isSame(movedTo: placement) == true }),
      isAskedAsBefore(ref, old: old, in: graph, previous: previous),
      let nodes = movedSubtree(
        from: ref.node, old: old, in: graph, previous: previous, diagnosed: diagnosed,
        namedSpaces: placement.namedSpaces),
      let origins = movedOrigins(
        from: ref, at: placement.originInRoot, layers: nodes.layers, in: graph, previous: previous)
    else { return false }
    for (node, earlier) in nodes.nodes {
      if !deferredReplays.isEmpty { deferredReplays[node] = nil }
      copyStates(of: earlier, to: node, in: graph, previous: previous)
      movedNodes[node] = earlier
    }
    graph.states[ref.node][ref.layer].placement = placement
    for (layer, origin) in origins.dropFirst() {
      graph.states[layer.node][layer.layer].placement = graph.states[layer.node][layer.layer].placement?.moved(
        toRoot: origin)
    }
    return true
  }

  /// The nodes of a clean subtree that may be taken moved (`takesMovedSubtree`) with their previous versions, and how
  /// many of their layers were placed; nil when it may not be.
  private func movedSubtree(
    from root: Int, old: Int, in graph: LayoutGraph, previous: PassMemory, diagnosed: Set<String>,
    namedSpaces: [GeometryProxy.NamedSpace]
  ) -> (nodes: [(Int, Int)], layers: Int)? {
    // Neither tree changes until the subtree is taken: both are read through locals, each node borrowed in place.
    let current = graph.resolved.nodes
    let before = previous.resolved.nodes
    // Room for a row's few nodes at once, as `subtreeToTake` makes.
    var nodes: [(Int, Int)] = []
    nodes.reserveCapacity(Self.takenRoom)
    var placedLayers = 0
    var stack: [(Int, Int)] = []
    stack.reserveCapacity(Self.takenRoom)
    stack.append((root, old))
    while let (node, earlier) = stack.popLast() {
      guard previous.states.indices.contains(earlier), diagnosed.isEmpty || !diagnosed.contains(current[node].id),
        current[node].pendingContent.isEmpty, !current[node].isGeometryReader,
        Self.tookWhole(earlier, in: previous) || Self.replaysEverything(previous.states[earlier]),
        graph.resolver?.copies.copied(node) == earlier
          || NodeComparison.sameRecordedDeclarations(current[node], before[earlier])
      else { return nil }
      // Read in place: a copy of a layer's state retains everything it holds.
      let placed = previous.states[earlier].withUnsafeBufferPointer { layers -> Int? in
        var count = 0
        for layer in layers.indices {
          guard let placement = layers[layer].placement else { continue }
          guard placement.transform == nil, placement.namedSpaces == namedSpaces else { return nil }
          count += 1
        }
        return count
      }
      guard let placed else { return nil }
      placedLayers += placed
      nodes.append((node, earlier))
      guard pushesCleanSubviews(of: node, in: graph.resolved, onto: &stack) else { return nil }
    }
    return (nodes, placedLayers)
  }

  /// The origins in root coordinates of the placed layers of the subtree placed from `root` at `origin`, each its
  /// origin in its parent (as the previous pass placed it) plus its placer's origin, as `place` adds them; nil unless
  /// they are `layers`, every placed layer of the subtree.
  private func movedOrigins(
    from root: ResolvedLayerIndex, at origin: Point, layers: Int, in graph: LayoutGraph, previous: PassMemory
  ) -> [(ResolvedLayerIndex, Point)]? {
    var origins: [(ResolvedLayerIndex, Point)] = [(root, origin)]
    origins.reserveCapacity(layers)
    var next = 0
    while next < origins.count {
      let (placer, placerOrigin) = origins[next]
      next += 1
      for subview in graph.resolved.subviewLayers(of: placer) {
        guard let earlier = previousNodes.element(at: subview.node),
          previous.states.indices.contains(earlier), previous.states[earlier].indices.contains(subview.layer)
        else { return nil }
        let inParent = previous.states[earlier].withUnsafeBufferPointer { $0[subview.layer].placement?.originInParent }
        guard let inParent else { continue }
        origins.append((subview, inParent.offset(by: placerOrigin)))
        guard origins.count <= layers else { return nil }
      }
    }
    return origins.count == layers ? origins : nil
  }

  /// Whether the clean layer `ref` was asked this pass what its previous version `old` was asked, each answered by a
  /// replay as then (`takesSubtree`): the same first computation, sizing calls and placing calls (less the one its
  /// placement implies), the same answers in order, as many explicit alignments, a spacing and a priority as then.
  /// A followed layer was, when it counted every call of the previous pass's.
  func isAskedAsBefore(_ ref: ResolvedLayerIndex, old: Int, in graph: LayoutGraph, previous: PassMemory) -> Bool {
    if graph.followed.isFollowed(ref.node) { return graph.followed.countedEveryCall(ref) }
    // Read in place: a copy of a layer's state retains everything it holds.
    guard graph.states[ref.node][ref.layer].first == previous.states[old][ref.layer].first,
      graph.states[ref.node][ref.layer].sizingCalls == previous.states[old][ref.layer].sizingCalls,
      previous.states[old].withUnsafeBufferPointer({
        // None logged yet: the layer is being placed with its measurement unlogged (`measureToPlace`).
        graph.states[ref.node][ref.layer].placingCalls.isEmpty
          ? LayerState.hasOnlyItsPlacementCall($0, ref.layer)
          : LayerState.placingCalls(of: $0, ref.layer, are: graph.states[ref.node][ref.layer].placingCalls)
      }),
      graph.states[ref.node][ref.layer].answers.count == previous.states[old][ref.layer].answers.count,
      graph.states[ref.node][ref.layer].explicitCache.count == previous.states[old][ref.layer].explicitCache.count,
      (graph.states[ref.node][ref.layer].spacing == nil) == (previous.states[old][ref.layer].spacing == nil),
      (graph.states[ref.node][ref.layer].priority == nil) == (previous.states[old][ref.layer].priority == nil)
    else { return false }
    for (answer, earlier) in zip(graph.states[ref.node][ref.layer].answers, previous.states[old][ref.layer].answers) {
      guard answer.proposal == earlier.proposal, answer.computedAt == earlier.computedAt else { return false }
    }
    return true
  }

  /// Whether `ref` is its node's outermost layer (`nodes`: the resolved nodes, read through a local: a node's field
  /// read through the tree's property copies the whole node, `ResolvedTree.view(of:)`).
  static func isOutermost(_ ref: ResolvedLayerIndex, in nodes: ResolvedNodes) -> Bool {
    nodes.indices.contains(ref.node) && ref.layer == nodes[ref.node].layerCount - 1
  }

  /// Takes the subtree at `root` whole as a range when it is a copy of the previous pass's subtree at `old`
  /// (`ResolutionCopies.CopiedSubtree`), each of its nodes clean with its copy's source as previous version, holding at most
  /// one `GeometryReader` waiting for its content: the nodes `subtreeToTake` would visit are the copy's (a reader's
  /// content waits for its placement), each checked as there, without walking children and hosted views or listing
  /// them. Returns whether it took the subtree; nil when it is no such copy (`subtreeToTake` decides). A subtree taken
  /// is noted as the pass's last copied take (`lastCopiedTake`), for the run of rows its parent notes
  /// (`TakenRow`).
  private func takesCopiedSubtree(
    of ref: ResolvedLayerIndex, old: Int, in graph: LayoutGraph, previous: PassMemory, diagnosed: Set<String>
  ) -> Bool? {
    let root = ref.node
    guard let copy = graph.resolver?.copies.copiedSubtree(rootedAt: root), copy.shift == root - old,
      copy.nodes.upperBound <= previousNodes.count
    else { return nil }
    // Neither tree changes until the subtree is taken: both are read through locals, each node borrowed in place.
    let tree = graph.resolved
    let reader: Int?
    switch check(copy, in: tree, nodes: tree.nodes, previous: previous, diagnosed: diagnosed) {
    case .notTakenAsCopy: return nil
    case .refused: return false
    case .takes(let found): reader = found
    }
    var content: TakenContent?
    if let reader {
      claimedNodes.removeAll(keepingCapacity: true)
      let earlier = reader - copy.shift
      guard tree.pendingContent(of: reader, isPlacedContentOf: earlier, in: previous.resolved.nodes),
        let claimed = claimedContent(
          of: reader, earlier: earlier, at: graph.resolved.nodes.count, in: graph, previous: previous,
          diagnosed: diagnosed,
          checked: Self.tookWhole(earlier, in: previous))
      else { return false }
      guard claimed.textBytes <= graph.resolver?.textBytesLeft ?? 0 else {
        unclaim(claimed, in: graph, previous: previous)
        return false
      }
      content = claimed
    }
    dropDeferredReplays(of: copy.nodes)
    take(copy.nodes, shiftedBy: copy.shift, in: graph, previous: previous)
    let contentStart = graph.resolved.nodes.count
    if let content {
      takeContent(content, in: graph, previous: previous)
      graph.resolver?.textBytesLeft -= content.textBytes
    }
    lastCopiedTake = CopiedTake(
      root: root, layer: ref.layer, end: copy.nodes.upperBound, reader: reader,
      content: contentStart..<graph.resolved.nodes.count, contentTextBytes: content?.textBytes ?? 0)
    return true
  }

  /// What the nodes of a copied subtree say of taking it whole (`takesCopiedSubtree`).
  enum CopiedSubtreeCheck {
    /// Not a copy `takesCopiedSubtree` takes (a node not clean with its copy's source, a reader placed or a second
    /// one waiting): `subtreeToTake` decides.
    case notTakenAsCopy
    /// A copy that may not be taken whole (a problem reported about a node, a computation not replayable).
    case refused
    /// A copy that may be taken whole, with its `GeometryReader` waiting for its content, when it holds one.
    case takes(reader: Int?)
  }

  /// Checks the nodes of `copy` for `takesCopiedSubtree` (see `CopiedSubtreeCheck`): each clean with its copy's
  /// source as previous version, at most one `GeometryReader` waiting for its content, none diagnosed, each taken
  /// whole by the previous pass or replaying everything. The caller checked that the copy's nodes are in
  /// `previousNodes`; `tree` is the pass's resolved tree and `current` its nodes, read through locals the caller
  /// holds while neither tree changes (each node borrowed in place, no reference retained a call).
  func check(
    _ copy: ResolutionCopies.CopiedSubtree, in tree: ResolvedTree, nodes current: ResolvedNodes, previous: PassMemory,
    diagnosed: Set<String>
  ) -> CopiedSubtreeCheck {
    let states = previous.states
    return previousNodes.withBuffer { previousNodes in
      previous.takenNodes.withBuffer { tookWhole in
        Self.check(
          copy, in: tree, nodes: current, states: states, diagnosed: diagnosed, previousNodes: previousNodes,
          tookWhole: tookWhole)
      }
    }
  }

  /// `check(_:in:nodes:previous:diagnosed:)`, with the previous pass's `states`, this pass's `previousNodes` and the
  /// previous pass's `takenNodes` (`tookWhole`) read through buffers: read through the classes, each node's reads cost
  /// about 60 instructions.
  static func check(
    _ copy: ResolutionCopies.CopiedSubtree, in tree: ResolvedTree, nodes current: ResolvedNodes,
    states: LayoutGraph.NodeStates, diagnosed: Set<String>, previousNodes: OptionalIndexArray.Buffer,
    tookWhole: OptionalIndexArray.Buffer
  ) -> CopiedSubtreeCheck {
    var reader: Int?
    for node in copy.nodes {
      let earlier = node - copy.shift
      guard previousNodes.element(at: node) == earlier else { return .notTakenAsCopy }
      if current[node].isGeometryReader {
        // Read without the lists: at 10,000 rows each list retained was a cache miss a row.
        guard tree.hasNoChildren(node) else { return .notTakenAsCopy }
        if tree.hasPendingContent(of: node) {
          guard reader == nil else { return .notTakenAsCopy }
          reader = node
        }
      }
      guard earlier >= 0, earlier < states.count, diagnosed.isEmpty || !diagnosed.contains(current[node].id),
        Self.tookWhole(earlier, in: tookWhole) || replaysEverything(states[earlier])
      else { return .refused }
    }
    return .takes(reader: reader)
  }

  /// What `check` says of `copy` when each of its nodes is clean with its own index as previous version and was taken
  /// whole by the previous pass (`takeRun` checked them as a range), told from the readers the resolver named
  /// (`ResolutionCopies.CopiedSubtree.readers`: a copy's nodes keep their kinds) without reading its other nodes; nil
  /// when it named several. Sets `waits` to whether the one reader it named waits for its placement
  /// (`ResolvedTree.waits`), found on the way. Inlined into the run's loop (`takeRun`; called, about 37 instructions a
  /// row of the 1,000-row form).
  @inline(__always)
  static func checkReaders(of copy: ResolutionCopies.CopiedSubtree, in tree: ResolvedTree, waits: inout Bool?)
    -> CopiedSubtreeCheck?
  {
    switch copy.readers {
    case .noReader: return .takes(reader: nil)
    case .one(let reader):
      let facts = tree.readerFacts(of: reader)
      waits = facts.waits
      guard facts.hasNoChildren else { return .notTakenAsCopy }
      return .takes(reader: facts.hasPendingContent ? reader : nil)
    case .several: return nil
    }
  }

  /// Drops the deferred replays of `nodes`, taken whole: their states are the previous pass's.
  func dropDeferredReplays(of nodes: Range<Int>) {
    if !deferredReplays.isEmpty { for node in nodes { deferredReplays[node] = nil } }
  }

  /// The nodes of a clean subtree and their previous versions, and the content of the `GeometryReader`s in it that
  /// the previous pass resolved, its ids claimed (`claimedContent`); nil, with nothing claimed, when the subtree
  /// cannot be taken whole.
  private func subtreeToTake(
    from root: Int, old: Int, in graph: LayoutGraph, previous: PassMemory, diagnosed: Set<String>
  )
    -> (nodes: [(Int, Int)], readers: [TakenContent])?
  {
    // Neither tree changes until the subtree is taken: both are read through locals, each node borrowed in place.
    let current = graph.resolved.nodes
    let before = previous.resolved.nodes
    // Room for a row's few nodes at once: grown by appending, both arrays were reallocated about four times a row.
    var nodes: [(Int, Int)] = []
    nodes.reserveCapacity(Self.takenRoom)
    var readers: [TakenContent] = []
    claimedNodes.removeAll(keepingCapacity: true)
    var claimedCount = 0
    var textBytes = 0
    // The content claimed so far is given back unless the subtree is taken.
    var taken = false
    defer {
      if !taken { for content in readers { unclaim(content, in: graph, previous: previous) } }
    }
    var stack: [(Int, Int)] = []
    stack.reserveCapacity(Self.takenRoom)
    stack.append((root, old))
    while let (node, earlier) = stack.popLast() {
      guard previous.states.indices.contains(earlier), diagnosed.isEmpty || !diagnosed.contains(current[node].id),
        Self.tookWhole(earlier, in: previous) || Self.replaysEverything(previous.states[earlier]),
        graph.resolver?.copies.copied(node) == earlier
          || NodeComparison.sameRecordedDeclarations(current[node], before[earlier])
      else { return nil }
      nodes.append((node, earlier))
      let pendingContent = graph.resolved.pendingContent(of: node)
      if !pendingContent.isEmpty {
        guard NodeComparison.sameBytes(pendingContent, before[earlier].placedContent),
          let content = claimedContent(
            of: node, earlier: earlier, at: graph.resolved.nodes.count + claimedCount, in: graph, previous: previous,
            diagnosed: diagnosed,
            checked: Self.tookWhole(earlier, in: previous))
        else { return nil }
        readers.append(content)
        claimedCount += content.nodes.count
        textBytes += content.textBytes
      }
      guard pushesCleanSubviews(of: node, in: graph.resolved, onto: &stack) else { return nil }
    }
    guard textBytes <= graph.resolver?.textBytesLeft ?? 0 else { return nil }
    taken = true
    return (nodes, readers)
  }

  /// Pushes the children of `node` and the views its modifiers hold onto `stack`, each with its previous version;
  /// false, when one of them is not clean, with the stack then to be dropped. `tree` is the pass's resolved tree, its
  /// nodes read in place (a copy of a node or a modifier retains everything it holds).
  private func pushesCleanSubviews(of node: Int, in tree: ResolvedTree, onto stack: inout [(Int, Int)]) -> Bool {
    let nodes = tree.nodes
    for child in tree.waits(node) ? [] : nodes[node].children {
      guard let before = previousNodes.element(at: child) else { return false }
      stack.append((child, before))
    }
    guard nodes[node].hostsViews else { return true }
    for position in nodes[node].modifiers.indices {
      guard case .secondary(_, let content, _) = nodes[node].modifiers[position].kind else { continue }
      for child in content {
        guard let before = previousNodes.element(at: child) else { return false }
        stack.append((child, before))
      }
    }
    return true
  }

  /// The room `subtreeToTake` reserves for a subtree's nodes and the nodes left to visit.
  private static let takenRoom = 16

  /// The content a `GeometryReader` takes from the previous pass (`takeContent`): the reader, the previous pass's
  /// reader whose content it was (`earlier`), where `claimedNodes` lists that content's nodes in the order resolving
  /// appends them (each node, its children, then the views it hosts), their ids claimed for the indices they are
  /// appended at, and the text bytes they took.
  private struct TakenContent {
    let reader: Int
    let earlier: Int
    let nodes: Range<Int>
    let textBytes: Int
  }

  /// The content of the previous pass's `GeometryReader` at `earlier`, for `reader`, when it may be taken whole: no
  /// problem reported about it, every computation replayable, no id in use in this pass, and nothing in it that a
  /// clean node may not hold (custom layouts, container-relative frames, safe-area modifiers, views built from a
  /// preference value). With `checked` (the previous pass took the reader whole, so its content is the content the
  /// pass before checked so), only the problems and the ids are checked again. Takes the ids for the nodes
  /// `takeContent` appends from `base` on, in its order: inherited from the previous pass's tree when the pass
  /// inherits ids (`ResolvedTree.inherit(_:at:)`, no look-up), else claimed by one look-up each, where checking that
  /// an id is free and then appending the node took two. Nil, with nothing claimed, when it may not be taken.
  private func claimedContent(
    of reader: Int, earlier: Int, at base: Int, in graph: LayoutGraph, previous: PassMemory, diagnosed: Set<String>,
    checked: Bool
  ) -> TakenContent? {
    let before = previous.resolved.nodes
    let first = claimedNodes.count
    var bytes = 0
    // Pushed in reverse: the views the modifiers hold, the last modifier's first, then the children, so that each
    // node's children come out before the views it hosts. Modifiers are read in place (a copy of one retains
    // everything it holds).
    contentToVisit.removeAll(keepingCapacity: true)
    for child in before[earlier].children.reversed() { contentToVisit.append(child) }
    while let node = contentToVisit.popLast() {
      guard before.indices.contains(node), previous.states.indices.contains(node),
        diagnosed.isEmpty || !diagnosed.contains(before[node].id),
        checked
          || (!NodeComparison.readsOutsideSubtree(before[node].view) && Self.replaysEverything(previous.states[node])),
        graph.resolved.inheritsIDs
          ? graph.resolved.inherit(node, at: base + claimedNodes.count - first)
          : graph.resolved.claim(before[node].id, at: base + claimedNodes.count - first)
      else {
        unclaim(first..<claimedNodes.count, in: graph, previous: previous)
        return nil
      }
      claimedNodes.append(node)
      // Checked, a node holding no views has nothing in its modifiers to look at.
      for position in before[node].modifiers.indices.reversed() where !checked || before[node].hostsViews {
        if !checked {
          let mayHold: Bool
          switch before[node].modifiers[position].kind {
          case .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding: mayHold = false
          default:
            switch before[node].modifiers[position].declared.kind {
            case .backgroundPreferenceValue, .overlayPreferenceValue: mayHold = false
            default: mayHold = true
            }
          }
          guard mayHold else {
            unclaim(first..<claimedNodes.count, in: graph, previous: previous)
            return nil
          }
        }
        if case .secondary(_, let content, _) = before[node].modifiers[position].kind {
          for hosted in content.reversed() { contentToVisit.append(hosted) }
        }
      }
      bytes += before[node].textBytes
      for child in before[node].children.reversed() { contentToVisit.append(child) }
    }
    return TakenContent(reader: reader, earlier: earlier, nodes: first..<claimedNodes.count, textBytes: bytes)
  }

  /// Gives back the ids `claimedContent` claimed for `content`.
  private func unclaim(_ content: TakenContent, in graph: LayoutGraph, previous: PassMemory) {
    unclaim(content.nodes, in: graph, previous: previous)
  }

  /// Gives back the ids claimed or inherited for the previous pass's nodes listed at `positions` of `claimedNodes`,
  /// and drops them from it when they are its last.
  private func unclaim(_ positions: Range<Int>, in graph: LayoutGraph, previous: PassMemory) {
    let before = previous.resolved.nodes
    for node in claimedNodes[positions] {
      if graph.resolved.inheritsIDs { graph.resolved.disinherit(node) } else { graph.resolved.unclaim(before[node].id) }
    }
    if positions.upperBound == claimedNodes.count { claimedNodes.removeSubrange(positions) }
  }

  /// Whether the pass of `previous` took the node at `index` whole from the pass before: its states are that pass's,
  /// which replayed everything then (`replaysEverything` holds of the same values), and so did its `GeometryReader`'s
  /// content.
  static func tookWhole(_ index: Int, in previous: PassMemory) -> Bool {
    previous.takenNodes.element(at: index) != nil
  }

  /// `tookWhole(_:in:)`, with the previous pass's `takenNodes` read through a buffer the caller holds.
  @inline(__always)
  static func tookWhole(_ index: Int, in taken: OptionalIndexArray.Buffer) -> Bool {
    taken.holdsIndex(at: index)
  }

  /// Whether a later pass replays every computation of a node's layers (none reported or evaluated anything).
  private static func replaysEverything(_ layers: [LayerState]) -> Bool {
    // Read in place, field by field: a copy of a layer's state retains everything it holds.
    layers.withUnsafeBufferPointer { layers in
      for layer in layers.indices {
        guard layers[layer].answers.allSatisfy(\.replayable), layers[layer].spacing?.replayable ?? true,
          layers[layer].priority?.replayable ?? true,
          layers[layer].explicitCache.isEmpty || layers[layer].explicitCache.values.allSatisfy(\.replayable)
        else { return false }
      }
      return true
    }
  }

  /// Gives `node` the states of the previous pass's node `earlier`, whole, its records that pass's (`takenNodes`).
  private func take(_ node: Int, from earlier: Int, in graph: LayoutGraph, previous: PassMemory) {
    copyStates(of: earlier, to: node, in: graph, previous: previous)
    takenNodes[node] = earlier
  }

  /// Takes the nodes at `nodes` from the previous pass's at the same indices less `shift` (`take`, for each): at their
  /// own indices the chunks of states the range covers whole are shared (a retain of each node's states missed the
  /// cache a node at 10,000 rows, and releasing the previous pass's states again), the other nodes' taken one by one.
  /// The caller checked that every index is in both passes.
  func take(_ nodes: Range<Int>, shiftedBy shift: Int, in graph: LayoutGraph, previous: PassMemory) {
    if shift == 0 {
      graph.states.assign(nodes, from: previous.states, keepingReplacedIn: &replacedStates)
    } else {
      for node in nodes { graph.states[node] = previous.states[node - shift] }
    }
    markTaken(nodes, shiftedBy: shift)
  }

  /// Notes the nodes at `nodes` as taken whole from the previous pass's at the same indices less `shift`, their states
  /// that pass's.
  func markTaken(_ nodes: Range<Int>, shiftedBy shift: Int) {
    takenNodes.set(nodes, shiftedBy: shift)
  }

  /// Gives `node` the states of the previous pass's node `earlier`: shared, not copied, and not read, since a finished
  /// pass keeps no subviews (`PassMemory.states`: its run released them, `LayoutGraph.releasePassOnlyState`, before
  /// `LayoutRun.memory(of:)` kept them). Checking each layer for subviews read every taken layer's state, a cache miss a
  /// layer at 10,000 rows.
  private func copyStates(of earlier: Int, to node: Int, in graph: LayoutGraph, previous: PassMemory) {
    graph.states[node] = previous.states[earlier]
  }

  /// Gives the `GeometryReader` `content.reader` the content the previous pass's reader `content.earlier` resolved
  /// when it was placed (the same proxy and scope resolve the same content): the previous nodes, renumbered, with
  /// their states, appended in `content.nodes`' order at the indices their ids were claimed for (`claimedContent`).
  private func takeContent(_ content: TakenContent, in graph: LayoutGraph, previous: PassMemory) {
    let before = previous.resolved.nodes
    let (reader, earlier, order) = (content.reader, content.earlier, claimedNodes[content.nodes])
    // Each node's new index is `base` plus its offset in `order`: a few nodes (a row's reader holds one) are found
    // there, more through a table.
    let base = graph.resolved.nodes.count - order.startIndex
    // Taken to the indices it had (nothing before it moved), every node keeps its parent, children and hosted views,
    // and the reader the previous reader's list, shared: nothing is renumbered.
    let inPlace = reader == earlier && order.indices.allSatisfy { order[$0] == base + $0 }
    if inPlace, !order.isEmpty {
      contentTakenInPlace.append(
        ContentInPlace(
          nodes: (base + order.startIndex)..<(base + order.endIndex),
          readerIsCopy: graph.resolver?.copies.copied(reader) == earlier))
    }
    let table =
      !inPlace && order.count > Self.renumberedByTable
      ? Dictionary(uniqueKeysWithValues: order.indices.map { (order[$0], base + $0) }) : [:]
    func new(_ index: Int) -> Int {
      if index == earlier { return reader }
      guard table.isEmpty else { return table[index] ?? index }
      return order.firstIndex(of: index).map { base + $0 } ?? index
    }
    for node in order {
      // Copied into the tree, then renumbered in place: a copy held in a local would be copied again. Only a
      // modifier holding views is written (the modifiers are copied then).
      let index = graph.resolved.append(claimed: before[node])
      if !inPlace {
        graph.resolved.nodes[index].parent = before[node].parent.map(new)
        if !before[node].children.isEmpty { graph.resolved.nodes[index].children = before[node].children.map(new) }
        for position in before[node].modifiers.indices {
          if case .secondary(let alignment, let content, let isOverlay) = before[node].modifiers[position].kind {
            graph.resolved.nodes[index].modifiers[position].kind = .secondary(
              alignment: alignment, content: content.map(new), isOverlay: isOverlay)
          }
        }
      }
      graph.addNode()
      previousNodes[index] = node
      take(index, from: node, in: graph, previous: previous)
    }
    let children = before.read(earlier) { $0.children }
    graph.resolved.placeReaderContent(
      of: reader, children: inPlace || children.allSatisfy({ new($0) == $0 }) ? children : children.map(new))
  }

  /// A `GeometryReader`'s content of more nodes than this is renumbered through a table (`takeContent`).
  private static let renumberedByTable = 8

  // MARK: - Clean nodes

  /// Decides which of the nodes resolved at `indices` (a node's children after it) are clean, children first.
  /// A subtree copied whole (`ResolutionCopies.CopiedSubtree`) holding no node that is never clean is marked clean as a
  /// range: each of its nodes' previous version is its copy's source, as `cleanCopy` finds it node by node (its
  /// children and hosted views are in the copy, and so clean).
  func markCleanNodes(_ indices: Range<Int>, in graph: LayoutGraph) {
    guard let previous else { return }
    // Neither tree changes while the nodes are marked: both are read through locals, each node borrowed in place.
    let nodes = graph.resolved.nodes
    let earlier = previous.resolved.nodes
    let copies = stateIsPrevious ? graph.resolver?.copies.copiedSubtrees ?? [] : []
    // The copies are met last first, as the nodes are.
    var copy = copies.count - 1
    var index = indices.upperBound - 1
    while index >= indices.lowerBound {
      while copy >= 0, copies[copy].nodes.lowerBound > index { copy -= 1 }
      if copy >= 0, copies[copy].nodes.upperBound - 1 == index, copies[copy].nodes.lowerBound >= indices.lowerBound,
        copies[copy].nodes.upperBound <= previousNodes.count, !copies[copy].holdsNeverClean
      {
        // The copies ending where this one starts, with the same shift, would be marked so next: they are marked with
        // it, as one range written through the buffer (written through the array, each write checked its uniqueness,
        // about 40 instructions a node of the form's copied rows; a range a row, about 100 a row).
        let (upper, shift) = (copies[copy].nodes.upperBound, copies[copy].shift)
        var lower = copies[copy].nodes.lowerBound
        while copy > 0, copies[copy - 1].nodes.upperBound == lower, copies[copy - 1].shift == shift,
          copies[copy - 1].nodes.lowerBound >= indices.lowerBound, !copies[copy - 1].holdsNeverClean
        {
          copy -= 1
          lower = copies[copy].nodes.lowerBound
        }
        previousNodes.set(lower..<upper, shiftedBy: shift)
        index = lower - 1
        continue
      }
      if previousNodes.indices.contains(index) {
        previousNodes[index] = cleanPrevious(
          of: index, in: nodes, of: graph.resolved, earlier: earlier, previous: previous,
          copies: graph.resolver?.copies)
      }
      index -= 1
    }
  }

  /// The index of the node's previous version when the node is clean (`nodes` and `earlier`: this pass's, `tree`'s,
  /// and the previous pass's resolved nodes).
  private func cleanPrevious(
    of index: Int, in nodes: ResolvedNodes, of tree: ResolvedTree, earlier: ResolvedNodes, previous: PassMemory,
    copies: ResolutionCopies?
  ) -> Int? {
    if stateIsPrevious, let old = copies?.copied(index) { return cleanCopy(of: index, old: old, in: nodes) }
    guard
      let old = NodeComparison.samePrevious(
        of: index, in: nodes, of: tree, earlier: earlier, previous: previous, clean: previousNodes,
        copiedFrom: stateIsPrevious ? copies?.copiedFrom : nil)
    else {
      return nil
    }
    // Under the previous pass's own `@State` no read can have changed: every recorded read is of that state.
    guard stateIsPrevious || !readChangedState(previous.states[old]) else { return nil }
    return old
  }

  /// The previous node `old` of a node copied from it (`ResolutionCopies`) when the node is clean: its
  /// content, scopes and children are `old`'s and the `@State` is the previous pass's, so only what is never clean
  /// and its children's and hosted views' cleanliness are left to check.
  private func cleanCopy(of index: Int, old: Int, in nodes: ResolvedNodes) -> Int? {
    guard !NodeComparison.readsOutsideSubtree(nodes[index].view) else { return nil }
    for modifier in nodes[index].modifiers {
      switch modifier.kind {
      case .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding: return nil
      case .secondary(_, let content, _): guard allClean(content) else { return nil }
      default: continue
      }
    }
    if nodes[index].isGeometryReader { return old }
    return allClean(nodes[index].children) ? old : nil
  }

  /// Whether every node of `nodes` is clean now.
  private func allClean(_ nodes: [Int]) -> Bool {
    nodes.allSatisfy { previousNodes.element(at: $0) != nil }
  }

  /// Whether a previous computation of the node's layers read a `@State` variable whose value is not the same now.
  func readChangedState(_ layers: [LayerState]) -> Bool {
    for layer in layers {
      for answer in layer.answers where changed(answer.reads) { return true }
      for valued in layer.explicitCache.values where changed(valued.reads) { return true }
      if let spacing = layer.spacing, changed(spacing.reads) { return true }
      if let priority = layer.priority, changed(priority.reads) { return true }
    }
    return false
  }

  private func changed(_ reads: [InputRead]) -> Bool {
    for read in reads {
      if case .state(let name, let value, _, _) = read {
        // Spelled the same too: a layer that read -0.0 records it, and so must read 0.0 again.
        guard let now = stateValue(name), now == value, now.isSpelled(as: value) else { return true }
      }
    }
    return false
  }

}
