import JSONCore

/// The resolved tree of a pass: every concrete node (`ForEach` expanded, `if` chosen, expressions evaluated), in the
/// order resolved, referring to each other by index, in chunks the next pass shares where it copies them whole
/// (`ResolvedNodes`). The structure queries the pass asks of it
/// (a node's flattened layers, tree order, the sections of a list) are here; nothing about them recurses past
/// `TreeLimits.maxDepth`.
final class ResolvedTree {
  /// The resolved nodes; indices are stable for the pass. Add nodes with `append(claimed:)`, their ids claimed first.
  /// Unchecked for exclusivity, as the rest of the pass's per-node state (`LayoutGraph`): a pass runs on one thread.
  /// Read a node's fields through the accessors below (`view(of:)`) or a local, not through this property.
  @exclusivity(unchecked) var nodes = ResolvedNodes()
  /// Each node's index, by resolved id (ids are unique within a pass), once the pass is over (`seal`); while it runs,
  /// the ids claimed by look-up only (`index(of:)` reads them all). An `IDTable`, where a dictionary took 3.0 MiB for
  /// the 10,000-row form's 50,001 ids.
  private(set) var indexByID = IDTable<Int>()
  /// Whether any `alignmentGuide` sets a frame guide (leading, center, …), or a custom layout with an
  /// `explicitAlignment` body is used. Without one no layer can have an explicit value for a frame guide
  /// (containers never combine them), so lookups can stop early.
  var hasFrameGuideOverrides = false
  /// Whether any `safeAreaInset` or `safeAreaPadding` was resolved (else only the root's insets count).
  var hasSafeAreaModifiers = false
  /// The previous pass's tree, whose ids nodes copied from it inherit (`inherit(_:at:)`), until `seal`.
  @exclusivity(unchecked) private var base: ResolvedTree?
  /// Per node of `base`, the index of the node that inherited its id (`Self.free`: none; `Self.shadowed`: a node
  /// claimed that id by look-up).
  @exclusivity(unchecked) private var holders: [Int32] = []
  /// How many ids were inherited.
  @exclusivity(unchecked) private var inheritedCount = 0
  /// How many ids (claimed or inherited) are at another index than in `base`, or not in it.
  @exclusivity(unchecked) private var displaced = 0
  /// The views of preference-value layers waiting for their value, by node index and layer (few nodes have any: kept
  /// beside the nodes, not in each of them).
  @exclusivity(unchecked) private var pendingPreferenceContent: [Int: [Int: PendingPreferenceContent]] = [:]
  /// The `GeometryReader`s copied to their own index with the content the previous pass placed in them
  /// (`adoptCopy(at:under:)`) and not placed yet this pass, one bit a node index. Such a node keeps the previous node's
  /// fields unwritten (its children, its placed content), so the chunk holding it stays shared with the previous pass
  /// (`ResolvedNodes`), and reads as a reader whose content waits for its placement: no children (`children(of:)`,
  /// `subviewLayers(of:)`), that content pending (`pendingContent(of:)`), until it is placed (`placeReaderContent`,
  /// `beginResolvingContent(of:)`) or the placement is over (`settleWaitingReaders()`).
  @exclusivity(unchecked) private var waitingReaders: [UInt64] = []
  /// How many bits of `waitingReaders` are set.
  @exclusivity(unchecked) private var waitingReaderCount = 0
  /// The nodes whose modifiers observe a value, in index order, and how many nodes the tree held, once
  /// `observingNodes(sharingWith:)` found them (the pass's preferences collected: no node is written after that).
  private var observers: (nodes: [Int], count: Int)?

  private static let free: Int32 = -1
  private static let shadowed: Int32 = -2

  /// Indexes the ids of this pass's nodes against those of `previous`, a sealed tree of the previous pass, so that a
  /// node copied from it takes its id without hashing it (`inherit(_:at:)`). Before any node is appended.
  func inheritsIDs(from previous: ResolvedTree) {
    guard nodes.isEmpty, previous.base == nil, let count = Int32(exactly: previous.nodes.count) else { return }
    base = previous
    // One array a pass, as long as the tree: `Array(repeating:)` fills it at once, where `init(filledWith:)` appended
    // each element (about 11 instructions an element, 0.06 M of the keeping-max edit at 1,000 rows).
    holders = [Int32](repeating: Self.free, count: Int(count))
  }

  /// Whether nodes may inherit their ids from the previous pass's tree (`inheritsIDs(from:)`).
  var inheritsIDs: Bool { base != nil }

  /// Claims `id` for the node appended next (`append(claimed:)`) unless a node has it already; returns whether it
  /// did. One lookup of the id where checking it and then appending the node took two: each hashes the id, and a
  /// deep tree's ids are non-ASCII (`NodeID.compacted`) and up to 1 KB, hashed through Unicode normalization.
  func claim(_ id: String) -> Bool {
    claim(id, at: nodes.count)
  }

  /// Claims `id` for the node to be appended at `index` (`append(claimed:)`, the nodes before it appended first)
  /// unless a node has it already; returns whether it did. With a previous tree to inherit from, the id is looked up
  /// there too: a node that inherited it has it, and no node may inherit it later. The id of the previous tree's node
  /// at `index`, free, is inherited there without hashing (`inherit(_:at:)`): a node resolved again at its place (an
  /// edited label and the views it hosts) claimed its id by two look-ups, about 2,200 instructions a node.
  func claim(_ id: String, at index: Int) -> Bool {
    if let base, holders.indices.contains(index), holders[index] == Self.free,
      base.nodes.read(index, { $0.id == id })
    {
      return inherit(index, at: index)
    }
    guard indexByID.insert(id, index) else { return false }
    guard let base else { return true }
    guard let old = base.indexByID[id] else {
      displaced += 1
      return true
    }
    guard holders[old] == Self.free else {
      indexByID[id] = nil
      return false
    }
    holders[old] = Self.shadowed
    if old != index { displaced += 1 }
    return true
  }

  /// Gives back an id claimed for a node that will not be appended, without a previous tree to inherit from (one that
  /// inherits gives back ids by `disinherit(_:)`).
  func unclaim(_ id: String) {
    guard let index = indexByID.removeValue(forKey: id), let base else { return }
    guard let old = base.indexByID[id] else {
      displaced -= 1
      return
    }
    holders[old] = Self.free
    if old != index { displaced -= 1 }
  }

  /// Gives the node to be appended at `index` (`append(claimed:)`) the id of the previous tree's node `old`
  /// (`inheritsIDs(from:)`), without hashing it, unless a node has it already; returns whether it did.
  func inherit(_ old: Int, at index: Int) -> Bool {
    guard base != nil, holders.indices.contains(old), holders[old] == Self.free, let held = Int32(exactly: index)
    else { return false }
    holders[old] = held
    inheritedCount += 1
    if old != index { displaced += 1 }
    return true
  }

  /// Gives the nodes to be appended at `indices` the ids of the previous tree's nodes at the same indices, as `inherit`
  /// does each, when no node has any of them yet; returns whether it did (nothing changed when not). A run of rows
  /// copied to the indices they had takes its ids so, in one pass over the holders.
  func inheritInPlace(_ indices: Range<Int>) -> Bool {
    guard base != nil, indices.lowerBound >= 0, indices.upperBound <= holders.count,
      Int32(exactly: indices.upperBound) != nil
    else { return false }
    let inherited = holders.withUnsafeMutableBufferPointer { holders in
      // Every bit of each holder (`free` is all ones), read with no branch so that the loop is vectorized.
      var free = Self.free
      for old in indices { free &= holders[old] }
      guard free == Self.free else { return false }
      for old in indices { holders[old] = Int32(truncatingIfNeeded: old) }
      return true
    }
    if inherited { inheritedCount += indices.count }
    return inherited
  }

  /// Gives back the id of the previous tree's node `old`, inherited for a node that will not be appended.
  func disinherit(_ old: Int) {
    guard holders.indices.contains(old), holders[old] >= 0 else { return }
    if Int(holders[old]) != old { displaced -= 1 }
    holders[old] = Self.free
    inheritedCount -= 1
  }

  /// The index of the node with `id`, if there is one.
  func index(of id: String) -> Int? {
    if let index = indexByID[id] { return index }
    guard let base, let old = base.indexByID[id], holders[old] >= 0 else { return nil }
    return Int(holders[old])
  }

  /// The nodes whose modifiers observe a value (`ResolvedNode.observesChanges`), in index order, once the tree is
  /// complete; kept. Those of the chunks this tree shares with `previous` (the previous pass's, complete) are
  /// `previous`'s, known when it found them, so only the other chunks' nodes are read: read all, the nodes of the
  /// 1,000-row form cost about 30 instructions a row of its keeping-max edit.
  func observingNodes(sharingWith previous: ResolvedTree?) -> [Int] {
    if let observers, observers.count == nodes.count { return observers.nodes }
    let found: [Int]
    if let previous, let known = previous.observers, known.count == previous.nodes.count {
      var list: [Int] = []
      var next = 0
      var start = 0
      while start < nodes.count {
        let end = Swift.min(start + ResolvedNodes.chunkSize, nodes.count)
        if nodes.sharesChunk(at: start, with: previous.nodes) {
          while next < known.nodes.count, known.nodes[next] < start { next += 1 }
          while next < known.nodes.count, known.nodes[next] < end {
            list.append(known.nodes[next])
            next += 1
          }
        } else {
          list.append(contentsOf: nodes.positions(in: start..<end) { $0.observesChanges })
        }
        start = end
      }
      found = list
    } else {
      found = nodes.positions(in: 0..<nodes.count) { $0.observesChanges }
    }
    assert(found == nodes.positions(in: 0..<nodes.count) { $0.observesChanges })
    observers = (found, nodes.count)
    return found
  }

  /// Indexes every id by look-up once the pass is over, and lets go of the previous tree: when every node has the id
  /// the previous tree's node at its index had (a text edit resolves, copies and takes the same nodes in the same
  /// order), its index is shared, else the inherited ids are added to the claimed ones.
  func seal() {
    guard let base else { return }
    if displaced == 0, inheritedCount + indexByID.count == nodes.count, nodes.count == base.nodes.count {
      indexByID = base.indexByID
    } else {
      let before = base.nodes
      indexByID.reserveCapacity(nodes.count)
      for old in holders.indices where holders[old] >= 0 { indexByID[before[old].id] = Int(holders[old]) }
    }
    self.base = nil
    holders = []
  }

  /// Adds a node whose id it claimed (`claim(_:)`) or inherited (`inherit(_:at:)`) just before; returns its index.
  /// The node is moved in.
  func append(claimed node: consuming ResolvedNode) -> Int {
    assert(index(of: node.id) == nodes.count, "the id is claimed for this node")
    nodes.append(node)
    return nodes.count - 1
  }

  /// Makes room for `count` nodes and their ids: grown by appending, the list of chunks would be copied and the index
  /// rehashed at each doubling. Ids inherited from a previous tree take no room until `seal`.
  func reserveCapacity(_ count: Int) {
    nodes.reserveCapacity(count)
    if base == nil { indexByID.reserveCapacity(count) }
  }

  // MARK: - Fields read in place

  // A node's fields read through `nodes` (`nodes[index].view`) copied the whole node, retaining everything it holds,
  // at most sites: `nodes` is unchecked for exclusivity, so the compiler cannot rule out a write to the nodes while
  // the field is read, and copies the node first. Read through `ResolvedNodes.read`, the node is borrowed in place.

  /// The resolved id of the node at `index`.
  func id(of index: Int) -> String { nodes.read(index) { $0.id } }

  /// The id of the declaration the node at `index` was resolved from.
  func declaredID(of index: Int) -> String { nodes.read(index) { $0.declaredID } }

  /// The `ForEach` key suffix of the node at `index`.
  func keySuffix(of index: Int) -> String { nodes.read(index) { $0.keySuffix } }

  /// The view of the node at `index`.
  func view(of index: Int) -> ResolvedView { nodes.read(index) { $0.view } }

  /// How many modifiers the node at `index` has (`ResolvedNode.modifierCount`).
  func modifierCount(of index: Int) -> Int { nodes.read(index) { $0.modifierCount } }

  /// Whether the node at `index` is layout-transparent (`ResolvedNode.isTransparent`).
  func isTransparent(_ index: Int) -> Bool { nodes.read(index) { $0.isTransparent } }

  /// The layer of its parent that holds the node at `index`, for a modifier's content.
  func hostLayer(of index: Int) -> Int? { nodes.read(index) { $0.hostLayer } }

  /// Where the node at `index` was declared.
  func declaredPath(of index: Int) -> JSONPath { nodes.read(index) { $0.declaredPath } }

  /// The names visible to the expressions of the node at `index`.
  func scope(of index: Int) -> EvaluationScope { nodes.read(index) { $0.scope } }

  /// The text environment at the bare view of the node at `index`.
  func environment(of index: Int) -> TextEnvironment { nodes.read(index) { $0.environment } }

  /// The axis of the stack enclosing the node at `index`.
  func stackAxis(of index: Int) -> Axis? { nodes.read(index) { $0.stackAxis } }

  /// The number of layers of the node at `index`.
  func layerCount(of index: Int) -> Int { nodes.read(index) { $0.layerCount } }

  /// The modifier layers of the node at `index`, innermost first.
  func modifiers(of index: Int) -> [ResolvedModifier] { nodes.read(index) { $0.modifiers } }

  /// The kind of the node at `index`'s modifier at `position` (innermost first), read in place: an element of
  /// `modifiers(of:)` is a copy of the whole modifier, which retained and released all it holds (12,000 copies a pass
  /// of the 1,000-row form, to ask a layer whether it transforms, names a space or what its algorithm is).
  func modifierKind(of index: Int, at position: Int) -> ResolvedModifierKind {
    nodes.read(index) { $0.modifiers[position].kind }
  }

  /// The content children of the node at `index`.
  func children(of index: Int) -> [Int] { waits(index) ? [] : nodes.read(index) { $0.children } }

  /// The parent of the node at `index`.
  func parent(of index: Int) -> Int? { nodes.read(index) { $0.parent } }

  /// Whether the node at `index` is a layout-transparent root's implicit container.
  func isImplicitContainer(of index: Int) -> Bool { nodes.read(index) { $0.isImplicitContainer } }

  /// The `GeometryReader` content of the node at `index` waiting for its geometry.
  func pendingContent(of index: Int) -> [ViewNode] {
    nodes.read(index) { waits(index) ? $0.placedContent : $0.pendingContent }
  }

  /// Whether the content `pendingContent(of:)` gives is the placed content of the node at `earlier` of `before`, the
  /// same bytes (`NodeComparison.sameBytes`). A reader copied from that node holds the same array, told without
  /// retaining or reading either list (at 10,000 rows retaining each row's list missed the cache a row); other lists
  /// are compared.
  func pendingContent(of index: Int, isPlacedContentOf earlier: Int, in before: ResolvedNodes) -> Bool {
    let waiting = waits(index)
    let shared = nodes.read(index) { node in
      before.read(earlier) { node.holdsContent(placed: waiting, asPlacedIn: $0) }
    }
    return shared
      || NodeComparison.sameBytes(pendingContent(of: index), before.read(earlier) { $0.placedContent })
  }

  /// Whether the node at `index` has content pending (`pendingContent(of:)` is not empty), read without the list.
  func hasPendingContent(of index: Int) -> Bool {
    nodes.read(index) { waits(index) ? $0.hasPlacedContent : $0.hasPendingContent }
  }

  /// Whether the node at `index` has no children (`children(of:)` is empty), read without retaining the list.
  func hasNoChildren(_ index: Int) -> Bool {
    waits(index) || nodes.read(index) { $0.children.isEmpty }
  }

  /// `waits`, `hasNoChildren` and `hasPendingContent` of the node at `index`, `waits` asked once: each asked alone,
  /// the three asked it three times (a call, about 16 instructions, a row of a run taken again: `PassReuse.takeRun`).
  /// Inlined, with `waits` read inline (`isWaiting`): its call cost about 16 instructions a row of that loop.
  @inline(__always)
  func readerFacts(of index: Int) -> (waits: Bool, hasNoChildren: Bool, hasPendingContent: Bool) {
    let waiting = isWaiting(index)
    return nodes.read(index) {
      (waiting, waiting || $0.children.isEmpty, waiting ? $0.hasPlacedContent : $0.hasPendingContent)
    }
  }

  /// Whether the node at `index` is a reader copied with its previous content, not placed yet (`waitingReaders`).
  func waits(_ index: Int) -> Bool { isWaiting(index) }

  /// `waits`, inlined where it is asked a row of a run taken again (`readerFacts`); forced inline at every caller, it
  /// made a full pass of the 1,000-row form 0.4 % longer.
  @inline(__always)
  private func isWaiting(_ index: Int) -> Bool {
    guard waitingReaderCount > 0, index >= 0, index >> 6 < waitingReaders.count else { return false }
    return waitingReaders[index >> 6] & (1 << UInt64(index & 63)) != 0
  }

  /// Makes the node just copied at `index` from the previous pass's node at the same index (the same value) this
  /// pass's node under `parent`, writing only what changes: its parent, and a `GeometryReader`'s content, which waits
  /// for its placement as it was placed then. A reader that placed content keeps its node unwritten and waits
  /// (`waitingReaders`); one that placed none keeps its pending content.
  func adoptCopy(at index: Int, under parent: Int) {
    let (moved, isReader) = nodes.read(index) { ($0.parent != parent, $0.isGeometryReader) }
    if moved { nodes[index].parent = parent }
    if isReader { adoptCopiedReader(at: index) }
  }

  /// `adoptCopy(at:under:)` for a `GeometryReader` copied under its previous parent: only its content is written.
  func adoptCopiedReader(at index: Int) {
    guard nodes.read(index, { $0.hasPlacedContent }) else {
      // Read only here: the list's count was a cache miss a row at 10,000 rows (2.9 % of the keeping-max edit, `perf`).
      if nodes.read(index, { !$0.children.isEmpty }) { nodes[index].children = [] }
      return
    }
    let word = index >> 6
    if waitingReaders.count <= word {
      waitingReaders.append(contentsOf: repeatElement(0, count: word + 1 - waitingReaders.count))
    }
    let bit: UInt64 = 1 << UInt64(index & 63)
    if waitingReaders[word] & bit == 0 {
      waitingReaders[word] |= bit
      waitingReaderCount += 1
    }
  }

  /// `adoptCopiedReader(at:)` for the reader each of `rows` names (`ResolutionCopies.CopiedSubtree.readers`, one at
  /// most: the caller checked), but `root`: a run of rows copied in place, in index order. The bits are grown once, for
  /// the last reader, and set through one buffer, each reader read once: adopted one by one, each reader was read twice
  /// and the bits checked for uniqueness (about 70 instructions a row of the 1,000-row form). A reader past the bits
  /// grown (rows out of index order, which the caller does not give) is adopted one by one after the others.
  func adoptCopiedReaders(of rows: ArraySlice<ResolutionCopies.CopiedSubtree>, except root: Int) {
    guard let last = rows.last(where: { $0.readers.one.map { $0 != root } ?? false })?.readers.one else { return }
    if waitingReaders.count <= last >> 6 {
      waitingReaders.append(contentsOf: repeatElement(0, count: last >> 6 + 1 - waitingReaders.count))
    }
    var added = 0
    var past: [Int] = []
    waitingReaders.withUnsafeMutableBufferPointer { bits in
      for row in rows {
        guard let index = row.readers.one, index != root else { continue }
        guard index >= 0, index >> 6 < bits.count else {
          past.append(index)
          continue
        }
        let (placed, hasChildren) = nodes.read(index) { ($0.hasPlacedContent, !$0.children.isEmpty) }
        guard placed else {
          if hasChildren { nodes[index].children = [] }
          continue
        }
        let bit: UInt64 = 1 << UInt64(index & 63)
        if bits[index >> 6] & bit == 0 {
          bits[index >> 6] |= bit
          added += 1
        }
      }
    }
    waitingReaderCount += added
    for index in past { adoptCopiedReader(at: index) }
  }

  /// Stops the reader at `index` waiting (`waits`); returns whether it waited.
  private func stopWaiting(_ index: Int) -> Bool {
    guard waits(index) else { return false }
    waitingReaders[index >> 6] &= ~(1 << UInt64(index & 63))
    waitingReaderCount -= 1
    return true
  }

  /// Places the content of the `GeometryReader` at `index`, resolved as `children`: its pending content becomes its
  /// placed content. A reader copied with that content (`waits`) already holds it, and is written only when the
  /// children are not its own list.
  func placeReaderContent(of index: Int, children: [Int]) {
    guard stopWaiting(index) else { return nodes[index].placeContent(children: children) }
    if !nodes.read(index, { $0.children.sharesStorage(with: children) }) { nodes[index].children = children }
  }

  /// Places the content of the `GeometryReader` at `index` as `placeReaderContent(of:children:)` does with the
  /// children of the node at `earlier` of `before`, whose list a reader copied from that node already holds: then
  /// neither list is retained nor read.
  func placeReaderContent(of index: Int, childrenOf earlier: Int, in before: ResolvedNodes) {
    guard waits(index),
      nodes.read(index, { node in before.read(earlier) { node.children.sharesStorage(with: $0.children) } })
    else { return placeReaderContent(of: index, children: before.read(earlier) { $0.children }) }
    _ = stopWaiting(index)
  }

  /// `placeReaderContent(of:childrenOf:in:)` for the reader of each of `rows` in turn (if it has one), with the
  /// children of the node at its own index in `before` (a run of rows taken in place, `PassReuse.takeRun`): the waiting
  /// ones that hold that list stop waiting through one buffer of the bits, the others then placed one by one. Placed
  /// one by one, each reader cost about 40 instructions a row of the 1,000-row form. Each row's reader is read in
  /// place: a copy of a row retains its placement's rule.
  func placeReadersContent(of rows: ArraySlice<PassReuse.TakenRow>, in before: ResolvedNodes) {
    var others: [Int] = []
    var stopped = 0
    if waitingReaderCount > 0 {
      waitingReaders.withUnsafeMutableBufferPointer { bits in
        for row in rows.indices {
          let index = Int(rows[row].take.reader)
          guard index >= 0 else { continue }
          let bit: UInt64 = 1 << UInt64(index & 63)
          guard index >> 6 < bits.count, bits[index >> 6] & bit != 0,
            nodes.read(index, { node in before.read(index) { node.children.sharesStorage(with: $0.children) } })
          else {
            others.append(index)
            continue
          }
          bits[index >> 6] &= ~bit
          stopped += 1
        }
      }
    } else {
      for row in rows.indices where rows[row].take.reader >= 0 { others.append(Int(rows[row].take.reader)) }
    }
    waitingReaderCount -= stopped
    for index in others { placeReaderContent(of: index, childrenOf: index, in: before) }
  }

  /// Takes the pending content of the `GeometryReader` at `index` to resolve it now: it becomes its placed content, and
  /// the reader has no children until the content is appended.
  func beginResolvingContent(of index: Int) -> [ViewNode] {
    let content = pendingContent(of: index)
    if stopWaiting(index) {
      nodes[index].children = []
    } else {
      nodes[index].pendingContent = []
      nodes[index].placedContent = content
    }
    return content
  }

  /// Gives every reader still waiting (`waits`) when placement is over the fields it reads as: no children, its
  /// content pending, as a copy of it made with its own fields written would hold. A safety net: no layout the engine
  /// knows leaves a layer unplaced (a `ViewThatFits` places the candidates it did not choose with a zero proposal).
  func settleWaitingReaders() {
    guard waitingReaderCount > 0 else { return }
    for word in waitingReaders.indices where waitingReaders[word] != 0 {
      for bit in 0..<64 where waitingReaders[word] & (1 << UInt64(bit)) != 0 {
        let index = word << 6 | bit
        let content = nodes[index].placedContent
        nodes[index].children = []
        nodes[index].placedContent = []
        nodes[index].pendingContent = content
      }
    }
    waitingReaders = []
    waitingReaderCount = 0
  }

  /// Keeps the views of the preference-value layer `layer` of the node at `index` until its value is known.
  func setPendingPreferenceContent(_ content: PendingPreferenceContent, layer: Int, of index: Int) {
    pendingPreferenceContent[index, default: [:]][layer] = content
  }

  /// Whether views of preference-value layers of the node at `index` wait for their value.
  func waitsForPreferenceValue(_ index: Int) -> Bool {
    pendingPreferenceContent[index] != nil
  }

  /// Gives back and forgets the views of the preference-value layer `layer` of the node at `index`, if they wait.
  /// Asked of every modifier layer placed: most trees have no such views, and the removal's lookup (the dictionary's
  /// modify accessor) cost about 750 instructions a layer, 2.3 M a pass of the 1,000-row form.
  func takePendingPreferenceContent(layer: Int, of index: Int) -> PendingPreferenceContent? {
    guard !pendingPreferenceContent.isEmpty, waitsForPreferenceValue(index),
      let content = pendingPreferenceContent[index]?.removeValue(forKey: layer)
    else { return nil }
    if pendingPreferenceContent[index]?.isEmpty == true { pendingPreferenceContent[index] = nil }
    return content
  }

  /// The id of the node at `index`, when there is one.
  func existingID(of index: Int?) -> String? {
    index.flatMap { nodes.indices.contains($0) ? id(of: $0) : nil }
  }

  /// The subviews of a layer: the next layer in for a modifier (plus the views it holds), the flattened children for
  /// a bare view.
  func subviewLayers(of ref: ResolvedLayerIndex) -> [ResolvedLayerIndex] {
    subviewLayers(of: ref) { layer, _ in layer }
  }

  /// The subviews of a layer (`subviewLayers(of:)`), each made into `make`'s value of its layer and its position, in
  /// one array: the graph's subviews mapped from the layers' array made a second array a layer (9,000 a pass of the
  /// 1,000-row form), and a modifier's one subview was appended to an empty array, growing it.
  func subviewLayers<Subview>(of ref: ResolvedLayerIndex, as make: (ResolvedLayerIndex, Int) -> Subview) -> [Subview] {
    // Read through a local: a node's field read through `nodes` copies the node (see the fields read in place).
    let nodes = self.nodes
    var subviews: [Subview] = []
    if ref.layer > 0 {
      let primary = make(ResolvedLayerIndex(node: ref.node, layer: ref.layer - 1), 0)
      switch nodes[ref.node].modifiers[ref.layer - 1].kind {
      case .secondary(_, let content, _), .safeAreaInset(_, _, _, let content):
        subviews.reserveCapacity(1 + content.count)
        subviews.append(primary)
        Self.appendFlattened(content, of: nodes, to: &subviews, make)
      default:
        return [primary]
      }
    } else {
      guard !waits(ref.node) else { return subviews }
      let children = nodes[ref.node].children
      subviews.reserveCapacity(children.count)
      Self.appendFlattened(children, of: nodes, to: &subviews, make)
    }
    return subviews
  }

  /// Appends `make`'s value of each of the outermost layers the nodes at `indices` contribute to their parent's
  /// layout: a node's own, or for a layout-transparent node (`Group`, `ForEach`, `if`, `EmptyView`) those of its
  /// children, recursively (bounded by `TreeLimits.maxDepth`). One call a list, not a child: called for each child, the
  /// call cost about 30 instructions a row of the 1,000-row form's stack.
  private static func appendFlattened<Subview>(
    _ indices: [Int], of nodes: ResolvedNodes, to subviews: inout [Subview],
    _ make: (ResolvedLayerIndex, Int) -> Subview
  ) {
    for index in indices {
      // Both read in one borrow of the node (read through the subscript one after the other, they cost about 10
      // instructions more a row of the 1,000-row form's stack).
      let (isFlattened, layerCount) = nodes.read(index) { ($0.isFlattened, $0.layerCount) }
      if isFlattened {
        appendFlattened(nodes[index].children, of: nodes, to: &subviews, make)
      } else {
        subviews.append(make(ResolvedLayerIndex(node: index, layer: layerCount - 1), subviews.count))
      }
    }
  }

  /// Whether the layer keeps its spacing through frames and padding: a Spacer, possibly under modifiers
  /// without a layout of their own.
  func requiresSpacingProjection(_ ref: ResolvedLayerIndex) -> Bool {
    var current = ref
    while current.layer > 0 {
      switch nodes[current.node].modifiers[current.layer - 1].kind {
      case .passThrough, .secondary, .offset, .coordinateSpace, .alignmentGuide, .layoutValue, .renderTransform:
        current.layer -= 1
      default:
        return false
      }
    }
    if case .spacer = nodes[current.node].view { return true }
    return false
  }

  /// The resolved nodes in tree order: each node, then its content, then the content of each of its modifiers
  /// in chain order (`secondary`: this tree's `hostedContent()`). Computed with an explicit stack: the tree may be
  /// deep.
  func treeOrder(hosted secondary: HostedViews) -> [Int] {
    guard !nodes.isEmpty else { return [] }
    var result: [Int] = []
    result.reserveCapacity(nodes.count)
    var stack = [0]
    while let index = stack.popLast(), result.count < nodes.count {
      result.append(index)
      let hosted = secondary.views(of: index)
      if !hosted.isEmpty {
        stack.append(contentsOf: children(of: index, hosted: hosted).reversed())
      } else {
        stack.append(contentsOf: nodes[index].children.reversed())
      }
    }
    return result
  }

  /// Whether this tree has the shape of `other`: as many nodes, each with the parent, the children and the layer
  /// hosting it that the node at its index has there. Tree order and the views modifiers hold depend on nothing else.
  /// A chunk of nodes both trees hold is the same nodes, not read (`ChunkedArray.forEachPosition(notSharedWith:)`).
  func isShaped(as other: ResolvedTree) -> Bool {
    // Read through locals: a node's field read through `nodes` copies the node (see the fields read in place).
    let nodes = self.nodes
    let others = other.nodes
    guard nodes.count == others.count else { return false }
    var shaped = true
    nodes.forEachPosition(notSharedWith: others) { index in
      shaped =
        nodes[index].parent == others[index].parent && nodes[index].hostLayer == others[index].hostLayer
        // Borrowed in place; `==` on arrays of the same storage compares no element.
        && nodes.read(index) { mine in others.read(index) { mine.children == $0.children } }
      return shaped
    }
    return shaped
  }

  /// The views modifiers hold (background, overlay, …), by the index of the node whose modifier holds them, for every
  /// node of the tree as it is now. Indexed, not a dictionary: tree order and the records look up every node (a hash
  /// each was about 270 instructions, and building the dictionary hashed every hosted view).
  func hostedContent() -> HostedViews { HostedViews(nodes) }

  /// A node's children, then the views its modifiers hold (`secondary`: this tree's `hostedContent()`), by layer
  /// and then as resolved.
  func children(of index: Int, secondary: HostedViews) -> [Int] {
    let hosted = secondary.views(of: index)
    guard !hosted.isEmpty else { return children(of: index) }
    return children(of: index, hosted: hosted)
  }

  private func children(of index: Int, hosted: ArraySlice<Int>) -> [Int] {
    guard hosted.count > 1 else { return children(of: index) + hosted }
    return children(of: index) + hosted.sorted { (hostLayer(of: $0) ?? 0, $0) < (hostLayer(of: $1) ?? 0, $1) }
  }

  /// The `Form`/`List` whose rows a node is part of: the nearest ancestor with a layout of its own, when it is
  /// one; nil otherwise.
  func enclosingList(of index: Int) -> Int? {
    var current = nodes[index].parent
    while let parent = current {
      switch nodes[parent].view {
      case .form, .list: return nodes[parent].isImplicitContainer ? nil : parent
      default:
        guard nodes[parent].isTransparent, nodes[parent].hostLayer == nil else { return nil }
        current = nodes[parent].parent
      }
    }
    return nil
  }

  /// The `Section` a subview of a `Form`/`List` layer belongs to, and its part of it; nil for a row outside any
  /// section. Walks up from the subview's node to the list, so it is bounded by the tree's depth.
  func listSection(of ref: ResolvedLayerIndex, in list: Int) -> ListSection? {
    guard nodes.indices.contains(ref.node) else { return nil }
    var current = ref.node
    var role = nodes[current].sectionRole
    while let parent = nodes[current].parent, parent != list {
      if case .section = nodes[parent].view { return ListSection(section: parent, role: role ?? .row) }
      role = nodes[parent].sectionRole
      current = parent
    }
    return nil
  }

  /// The `GridRow` a subview of a `Grid` layer belongs to: the nearest `GridRow` between the subview's node and
  /// the grid. Walks up from the subview's node, so it is bounded by the tree's depth.
  func gridRow(of subview: ResolvedLayerIndex, in grid: Int) -> GridRowMembership? {
    guard nodes.indices.contains(subview.node) else { return nil }
    var current: Int? = subview.node
    while let index = current, index != grid {
      if case .gridRow(let alignment) = nodes[index].view {
        return GridRowMembership(row: index, alignment: alignment)
      }
      current = nodes[index].parent
    }
    return nil
  }

  /// The outermost value written for `key` along the subview's modifier layers (a trait, as SwiftUI keeps
  /// layout values on the view whatever modifiers follow).
  func layoutValue(_ subview: ResolvedLayerIndex, key: String) -> JSONValue? {
    guard nodes.indices.contains(subview.node) else { return nil }
    var layer = Swift.min(subview.layer, nodes[subview.node].modifiers.count)
    while layer > 0 {
      if case .layoutValue(let written, let value) = nodes[subview.node].modifiers[layer - 1].kind,
        written == key
      {
        return value
      }
      layer -= 1
    }
    return nil
  }

  func enclosingCustomLayouts(of layer: ResolvedLayerIndex) -> Int {
    var enclosing = 0
    var current = nodes[layer.node].parent
    while let index = current {
      if case .customLayout = nodes[index].view { enclosing += 1 }
      current = nodes[index].parent
    }
    return enclosing
  }
}
