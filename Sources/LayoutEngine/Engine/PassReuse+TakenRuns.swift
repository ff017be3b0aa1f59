/// Runs of rows taken whole: a layer's subviews that a pass took whole one after the other, each a subtree copied by
/// the resolver (`PassReuse.takesCopiedSubtree`), are noted with what each take found (`CopiedTake`) and how the row
/// was placed (`PlacedRow`); the next pass takes the same rows again from the note (`takeRun`), its checks made once a
/// run where they are the run's, each row's placement compared with the note instead of the row's state, and the
/// `GeometryReader` content of the run's rows appended as one block.
///
/// Contract:
/// - A run holds at least `PassMemory.shortestNotedRun` rows that one placing layer placed one after the other, each
///   taken whole by `takesCopiedSubtree`; it is kept for the next pass by its first row's node
///   (`PassMemory.takenRuns`), with what the placing layer placed its rows in (`RunPlacing`).
/// - A row's `PlacedRow` holds what its taken state says of its placement: the placing layer's placement of it, the
///   position of the answer it was placed with among its outermost layer's answers, and the calls that layer was
///   asked. It is made from the state the row took (`LayoutGraph.placedRow`), and a row taken again from the note
///   keeps it: its state is then the same.
/// - `takeRun` takes a prefix of a run's rows, each only when the ordinary path (`LayoutGraph.place`,
///   `takesSubtree`) would take it whole here, with the same effects: each row is placed as then (checked in the
///   run's loop, from its `PlacedRow`: the same `RunPlacing`, the same placement, its outermost layer following with every
///   call of its state counted and no placing call), is clean with its copy's source at its own index (copied again
///   with no shift), its copy's nodes pass `check` as the ordinary path checks them (read once as a range for the
///   run's nodes where it holds, each row's readers then told by its copy: `checkReaders`), and its reader's content
///   is the previous pass's, taken to the indices it had (the previous take's nodes in that order, as `takeContent`
///   appends them in place). The rows' states and the content's nodes are taken as the ordinary path takes them, in the same
///   order, the content's ids inherited in one pass (`inheritInPlace`): the states, trees, ids and records are the
///   ordinary path's.
/// - A row that may not be taken so ends the prefix; it and the rows after it are placed through the ordinary path.
extension PassReuse {
  /// A subtree taken whole by `takesCopiedSubtree`, as the next pass finds it: its root's outermost layer, the end of
  /// its copied nodes (from the root), its `GeometryReader` waiting for content (-1 for none) and the nodes of that
  /// content as this pass appended them, with their text bytes.
  struct CopiedTake {
    let root: Int32
    let layer: Int32
    let end: Int32
    let reader: Int32
    let contentStart: Int32
    let contentEnd: Int32
    let contentTextBytes: Int32

    init(root: Int, layer: Int, end: Int, reader: Int?, content: Range<Int>, contentTextBytes: Int) {
      self.root = Int32(truncatingIfNeeded: root)
      self.layer = Int32(truncatingIfNeeded: layer)
      self.end = Int32(truncatingIfNeeded: end)
      self.reader = Int32(truncatingIfNeeded: reader ?? -1)
      self.contentStart = Int32(truncatingIfNeeded: content.lowerBound)
      self.contentEnd = Int32(truncatingIfNeeded: content.upperBound)
      self.contentTextBytes = Int32(truncatingIfNeeded: contentTextBytes)
    }

    /// The root's outermost layer.
    var ref: ResolvedLayerIndex { ResolvedLayerIndex(node: Int(root), layer: Int(layer)) }
  }

  /// How a row taken whole was placed, as its taken state says (see the contract): the next pass compares its own
  /// placement with this instead of reading the state, a cache miss or more a row at 10,000 rows.
  struct PlacedRow {
    /// The placing layer's placement of the row (its `subview` aside).
    let placement: SubviewPlacement
    /// The position among the row's outermost layer's answers of its answer to the placement's proposal.
    let answer: Int32
    /// The calls that layer's state was asked, as a following that counted every one of them counts them, no placing
    /// call among them (`FollowedLayers.everyCall(of:_:)`).
    let calls: FollowedLayers.Following
  }

  /// A row of a run: what its take found and how it was placed.
  struct TakenRow {
    let take: CopiedTake
    let placed: PlacedRow

    /// The root's outermost layer.
    var ref: ResolvedLayerIndex { take.ref }
  }

  /// What the placing layer of a run placed its rows in: its size, frame in root coordinates, address, named spaces,
  /// transform and layout direction. A row's placement is a function of these, of the placement its algorithm made
  /// and of the row's answer.
  struct RunPlacing: Equatable {
    let size: Size
    let frameInRoot: Rect
    let parent: LayerID
    let spaces: [GeometryProxy.NamedSpace]
    let transform: AffineTransform?
    let mirrored: Bool
  }

  /// The rows a placing layer took whole one after the other, and what it placed them in.
  struct TakenRun {
    let placing: RunPlacing
    let rows: [TakenRow]
    /// The placements the layer placed its subviews by, and the position among them of the first row's: each row's
    /// `PlacedRow` is that of the placement at its offset from there (the same origin, proposal and rule, compared as
    /// `takeRun` compares them). A later pass whose placements are this array (a stack's kept placements,
    /// `HVStack.FirstRun`) finds each row's placement so without comparing it (`takeRun`'s `placedAsNoted`): the note
    /// holds the array, so nothing writes its storage while it is kept.
    let placements: [SubviewPlacement]
    let firstPlacement: Int
  }

  /// The previous pass's runs, when this pass may take subtrees whole at all and the previous pass noted some (no
  /// dictionary made when it noted none: a plain pass asks for every layer it places).
  var previousRuns: [Int: TakenRun]? {
    guard stateIsPrevious, let previous, !previous.takenRuns.isEmpty else { return nil }
    return previous.takenRuns
  }

  /// Notes `rows`, taken whole one after the other under one placing layer, for the next pass with what that layer
  /// placed them in and the placements it placed them by (the first row's at `firstPlacement`), when they are at least
  /// `PassMemory.shortestNotedRun`; empties them. Inlined: a plain pass takes nothing, and called it for each layer
  /// it placed.
  @inline(__always)
  func noteRun(
    _ rows: inout [TakenRow], placing: @autoclosure () -> RunPlacing, placements: [SubviewPlacement],
    firstPlacement: Int
  ) {
    guard !rows.isEmpty else { return }
    if rows.count >= PassMemory.shortestNotedRun, let first = rows.first {
      notedRuns[Int(first.take.root)] = TakenRun(
        placing: placing(), rows: rows, placements: placements, firstPlacement: firstPlacement)
      // The note holds the rows: emptied keeping their capacity, they would be copied to a buffer of that room.
      rows = []
      return
    }
    rows.removeAll(keepingCapacity: true)
  }

  /// Takes whole the first rows of `rows`, a run the previous pass noted, each placed as then by the placement at its
  /// offset in `rows` from `next` among `placements` (see the contract: the placement of a subview among `subviews`
  /// whose index is in `placed`, its row's, by the same origin, proposal and rule, the rule the same bits, the row's
  /// outermost layer following with every call of its state counted and no placing call,
  /// `FollowedLayers.hasCountedEveryCall`), and ends their following, each in the loop as it is taken (ended after
  /// it, each was read again: about 10 instructions a row of the 1,000-row form), the count told once. When
  /// `placedAsNoted`, `placements` are the array the run was noted with and `next` the position of the first row's
  /// placement there (`TakenRun.placements`): each row's placement is then its `PlacedRow`'s, not compared again
  /// (debug builds check it).
  /// Returns how many it took, nothing changed for the others; nil when it may take none of the run's rows (the
  /// tree-wide conditions, or ids in use), so that the caller asks no more of it. Each row is checked in the loop, the
  /// lists read through buffers: asked through a closure, each row cost a call (about 140 instructions, the 1,000-row
  /// form's). Inlined into its one caller (`LayoutGraph.takesRun`).
  @inline(__always)
  func takeRun(
    _ rows: ArraySlice<TakenRow>, placements: UnsafeBufferPointer<SubviewPlacement>, from next: Int,
    subviews: UnsafeBufferPointer<LayoutSubview>, placed: Range<Int>, placedAsNoted: Bool, in graph: LayoutGraph
  ) -> Int? {
    guard stateIsPrevious, let previous, let diagnosed = previous.diagnosedNodes, diagnosed.isEmpty,
      !previous.reachedTextLimit, !graph.resolved.hasSafeAreaModifiers, graph.resolved.inheritsIDs,
      let resolver = graph.resolver
    else { return nil }
    // Neither tree changes until the rows are taken: both are read through locals, each node borrowed in place.
    let tree = graph.resolved
    let current = tree.nodes
    let before = previous.resolved.nodes
    let states = previous.states
    let copies = resolver.copies
    let contentStart = tree.nodes.count
    var contentEnd = contentStart
    var textBytes = 0
    // Read once: nothing in the loop takes text bytes.
    let textBytesLeft = resolver.textBytesLeft
    var taken = 0
    // The run's nodes, from its first row's root to its last row's end (its rows are consecutive siblings): when each
    // is clean with its own index as previous version and was taken whole by the previous pass, `check` of a row in
    // them reads only the readers its copy names (`checkReaders`; a node's reads cost about 25 instructions), else
    // each node.
    let firstRoot = Int(rows[rows.startIndex].take.root)
    let run = firstRoot..<Swift.max(firstRoot, Int(rows[rows.endIndex - 1].take.end))
    // The rows' copies, found in order from the first (one look-up a row cost about 50 instructions).
    let subtrees = copies.copiedSubtrees
    var entry = copies.lastFoundSubtree
    // The rows' nodes, from the first row's root to the last taken row's end, when each taken row's root is the end of
    // the row before (consecutive siblings); else found again after the loop (`splits`).
    var nodesEnd = firstRoot
    var splits = false
    // Read by index, each field in place: a row copied retained its placement's rule. The lists `check` reads are read
    // through buffers taken once for the run (taken by each check, they were retained and released a row).
    // No following changes but those of the rows taken, each ended as it is taken (`endTaken`), and given back when
    // the rows' content may not inherit its ids after all.
    let followed = graph.followed
    followed.withMutableFollowings { followings in
      previousNodes.withBuffer { previousNodes in
        previous.takenNodes.withBuffer { tookWhole in
          let runChecked =
            run.upperBound <= states.count && previousNodes.holdsOwnPositions(run) && tookWhole.holdsIndices(run)
          subtrees.withUnsafeBufferPointer { subtrees in
            for index in rows.indices {
              // The row's fields read in place where they are used: copied at once, most were spilled to the stack.
              let (root, ref) = (Int(rows[index].take.root), rows[index].take.ref)
              // Placed as then (read in place: a copy of a placement or a row retains its rule's names). No count
              // of the loop overflows: each is at most a list's count, or a sum of 32-bit counts over the rows.
              let position = next &+ taken
              guard position < placements.count, case let subview = placements[position].subview,
                placed.contains(subview), subviews[subview].ref == ref,
                placedAsNoted || Self.isPlaced(rows[index].placed, by: placements[position]),
                FollowedLayers.hasCountedEveryCall(
                  rows[index].placed.calls, of: ref, answer: Int(rows[index].placed.answer), in: followings)
              else { break }
              assert(
                !placedAsNoted || Self.isPlaced(rows[index].placed, by: placements[position]),
                "a run's placements are the ones it was noted with, but a row's placement is not its note's")
              if entry &+ 1 < subtrees.count, subtrees[entry &+ 1].nodes.lowerBound == root {
                entry &+= 1
              } else {
                guard let found = copies.copiedSubtreePosition(rootedAt: root) else { break }
                entry = found
              }
              let copy = subtrees[entry]
              // Whether its reader waits, when `checkReaders` found it.
              var readerWaits: Bool?
              // `check` finds each of the copy's nodes, the root first, in both passes at its own index.
              guard copy.shift == 0, copy.nodes.upperBound == rows[index].take.end else { break }
              // The row's layer is its root's outermost, unread: the previous pass took it so (`takesSubtree` and this
              // loop check it), and the root is a copy of that pass's node at its index (the same value, so as many
              // layers). Reading the node cost about 29 instructions a row of the 1,000-row form; debug builds check it.
              assert(Self.isOutermost(ref, in: current))
              guard
                case .takes(let reader) =
                  (runChecked && run.lowerBound <= root && copy.nodes.upperBound <= run.upperBound
                  ? Self.checkReaders(of: copy, in: tree, waits: &readerWaits) : nil)
                  ?? Self.check(
                    copy, in: tree, nodes: current, states: states, diagnosed: diagnosed, previousNodes: previousNodes,
                    tookWhole: tookWhole),
                (reader ?? -1) == Int(rows[index].take.reader)
              else { break }
              if let reader {
                let content = Int(rows[index].take.contentStart)..<Int(rows[index].take.contentEnd)
                let contentTextBytes = Int(rows[index].take.contentTextBytes)
                guard content.lowerBound == contentEnd, content.upperBound <= before.count,
                  content.upperBound <= states.count, Self.tookWhole(reader, in: tookWhole),
                  textBytes &+ contentTextBytes <= textBytesLeft,
                  Self.holdsPlacedContent(reader, waits: readerWaits, in: tree, nodes: current, before: before)
                else { break }
                contentEnd = content.upperBound
                textBytes &+= contentTextBytes
              }
              // Taken: its following ends (`hasCountedEveryCall` found it following, `root` within the list).
              FollowedLayers.endTaken(root, in: followings)
              if root != nodesEnd { splits = true }
              nodesEnd = copy.nodes.upperBound
              taken &+= 1
            }
          }
        }
      }
    }
    copies.lastFoundSubtree = entry
    let content = contentStart..<contentEnd
    guard taken > 0 else { return 0 }
    guard content.isEmpty || tree.inheritInPlace(content) else {
      // Nothing changed: the rows ended in the loop follow again.
      followed.withMutableFollowings { followings in
        // Each root is within the followings (`endTaken` ended it there), and checked again: this path is rare.
        for index in rows.indices.prefix(taken) {
          let root = Int(rows[index].take.root)
          if followings.indices.contains(root) { followings[root].phase = .following }
        }
      }
      return nil
    }
    followed.ended(taken)
    // The rows' nodes taken as ranges of consecutive rows (a run's rows are consecutive siblings): one range unless
    // the loop found a row's root past the row before.
    var nodes = firstRoot..<(splits ? firstRoot : nodesEnd)
    if splits {
      for index in rows.indices.prefix(taken) {
        let row = rows[index].take
        if Int(row.root) != nodes.upperBound {
          dropDeferredReplays(of: nodes)
          take(nodes, shiftedBy: 0, in: graph, previous: previous)
          markKeptInPlace(nodes)
          nodes = Int(row.root)..<Int(row.root)
        }
        nodes = nodes.lowerBound..<Int(row.end)
      }
    }
    dropDeferredReplays(of: nodes)
    take(nodes, shiftedBy: 0, in: graph, previous: previous)
    markKeptInPlace(nodes)
    guard !content.isEmpty else { return taken }
    // The content's nodes, appended as `takeContent` appends them in place: the previous nodes, unchanged, the chunks
    // they fill whole shared (appended one by one, each node was copied, every field retained: a cache miss a row at
    // 10,000 rows).
    tree.nodes.appendCopies(of: content, from: before)
    graph.addNodes(takingStatesAt: content, from: previous.states)
    previousNodes.set(content, shiftedBy: 0)
    markTaken(content, shiftedBy: 0)
    // Each row was copied with no shift, its reader too.
    contentTakenInPlace.append(ContentInPlace(nodes: content, readerIsCopy: true))
    markKeptInPlace(content)
    tree.placeReadersContent(of: rows.prefix(taken), in: before)
    resolver.textBytesLeft -= textBytes
    return taken
  }

  /// Whether `row` was placed by `placement`: the same origin, proposal and rule, the rule the same bits.
  @inline(__always)
  private static func isPlaced(_ row: PlacedRow, by placement: SubviewPlacement) -> Bool {
    placement.origin == row.placement.origin && placement.proposal == row.placement.proposal
      && LayoutGraph.sameBits(placement.reason, row.placement.reason)
  }

  /// Notes `nodes`, taken whole at their own indices by `takeRun`, in `keptInPlace`: the rows' nodes are copies of the
  /// previous pass's nodes at their indices (copied with no shift), and their content was taken in place with readers
  /// that are copies.
  private func markKeptInPlace(_ nodes: Range<Int>) {
    guard !nodes.isEmpty else { return }
    keptInPlace.makeRoom(for: nodes.upperBound)
    keptInPlace.withMutableBuffer { $0.insert(nodes) }
  }

  /// Whether the `GeometryReader` at `reader` holds, as content to place, the content the previous pass's node at the
  /// same index placed (`ResolvedTree.pendingContent(of:isPlacedContentOf:in:)`): told without reading a node when it
  /// waits for its placement and both trees hold its chunk of nodes (the same storage, so the same node, whose placed
  /// content it waits to place): read, both nodes cost about 65 instructions a row of the 1,000-row form. `waits`
  /// is whether it waits, when known.
  @inline(__always)
  private static func holdsPlacedContent(
    _ reader: Int, waits: Bool?, in tree: ResolvedTree, nodes: ResolvedNodes, before: ResolvedNodes
  ) -> Bool {
    (waits ?? tree.waits(reader)) && nodes.sharesChunk(at: reader, with: before)
      || tree.pendingContent(of: reader, isPlacedContentOf: reader, in: before)
  }
}
