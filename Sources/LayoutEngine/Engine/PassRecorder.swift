import TextMetrics

/// The records of a finished pass (`NodeRecord`, `LayerRecord`), built from the resolved tree and the layout
/// graph in tree order, with each layer's SwiftUI spelling (`summary`).
struct PassRecorder {
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) let graph: LayoutGraph
  /// The declared ids whose strings may be spelled otherwise than in the pass the graph took nodes from, when no other
  /// string a record quotes may be (`LiveTree.respelledNodes(by:in:previous:)`); nil when any may.
  var respelled: Set<String>? = nil {
    didSet { respelledList = respelled.flatMap { $0.count > Self.respelledComparedOneByOne ? nil : Array($0) } }
  }
  /// `respelled` as a list when its ids are a few (`isUnspelled`).
  private(set) var respelledList: [String]?
  /// Whether the records outlive the graph by much (the open's pass 1 of a large tree, whose graph is dropped before
  /// pass 2: `UpdateLoop.run`): they then copy the placements, requesters and lists of reads they would share with
  /// the graph, so that no object of the dropped graph stays among what the next pass builds in its memory
  /// (`Benchmarks/memory.md`, sessions 35 and 36).
  var copiesGraphObjects = false
  /// The summaries the pass before spelled last (`SummaryMemo`), which this pass's spell again without spelling them:
  /// a one-label edit's recomputed frames, stacks and backgrounds spell what they spelled then.
  var summaries = SummaryMemo()

  /// Whether the records' measurements name the graph's answers instead of holding copies of them
  /// (`MeasurementRows`): in every pass but one that copies the graph's objects. A plain pass's graph is dropped once
  /// its records are made, and its records then keep the layers' answers with their spare room; whole measurements
  /// copied each answer's rules and proposal into a 72-byte row where a row naming it takes 16 (58,000 rules copied,
  /// retaining their boxes, a pass of the 1,000-row form).
  private var sharesAnswers: Bool { !copiesGraphObjects }

  /// The immutable records of the pass, in `order` (tree order; `secondary` is the tree's `hostedContent()`), how
  /// many layer summaries were spelled for them, and the summaries spelled last (for the next pass's `summaries`).
  /// A node the graph took whole from the previous pass (`PassReuse.takenNodes`) keeps that pass's layer records
  /// when they spell its layers the same: unchecked when it was resolved from none of the `respelled` declarations
  /// (its resolved content is the same as then, byte for byte; it then keeps that pass's whole node record, found by
  /// its index, when its parent is the same), else compared spelling by spelling. Another node
  /// whose layers are the same values as the node of the same id in `previous` keeps `previous`'s array (see
  /// `LayerRecord.sameValues`). The layers of a node recorded keep their measurements in one table
  /// (`MeasurementTable`), reserved for every answer of the node's layers.
  func records(order: [Int], hosted secondary: HostedViews, sharingWith previous: LayoutPass? = nil)
    -> (nodes: NodeRecords, summaryCount: Int, summaries: SummaryMemo)
  {
    guard !resolved.nodes.isEmpty else { return ([], 0, summaries) }
    var summaryCount = 0
    var memo = summaries
    var sharedReads = LayoutGraph.SharedReads()
    var graphCopies = GraphCopies(copies: copiesGraphObjects)
    let grid = graph.environment.pixelGrid
    let taken = graph.reuse.takenNodes
    let takenPositions = graph.reuse.previous?.shape.positions ?? []
    let takenRecords = graph.reuse.previous?.pass.nodes ?? []
    // A kept record at its own position is appended unread, and a whole chunk of them shared (`NodeRecords`).
    var result = NodeRecords.Builder(sharingWith: takenRecords)
    result.reserveCapacity(order.count)
    let moved = graph.reuse.movedNodes
    let copies = graph.resolver?.copies
    // The position of the previous pass's record of its node `old`, when it has one.
    func recordPosition(of old: Int) -> Int? {
      guard takenPositions.indices.contains(old), takenRecords.indices.contains(takenPositions[old]) else { return nil }
      return takenPositions[old]
    }
    // Nodes and states are read in place through buffers, field by field: a copy of a node or a layer's state (an
    // array's element passed as an argument) retains everything it holds.
    let nodes = resolved.nodes
    let states = graph.states
    let stretches = KeptStretches(
      taken: taken, positions: takenPositions, recordCount: takenRecords.count,
      copiedFrom: copies?.copiedFrom ?? OptionalIndexArray(),
      content: graph.reuse.contentTakenInPlace, keptInPlace: graph.reuse.keptInPlace,
      inPreviousOrder: order.sharesStorage(with: graph.reuse.previous?.shape.order ?? []))
    var next = order.startIndex
    while next < order.endIndex {
      let kept = stretches.count(in: order, from: next, at: result.count)
      if kept > 0 {
        result.appendKept(next: kept)
        next += kept
        continue
      }
      let index = order[next]
      next += 1
      // The position of the node's record in the pass it was taken whole from (the record read in place: a copy
      // of a record retains everything it holds).
      var earlier: Int?
      if let old = taken.element(at: index), let position = recordPosition(of: old) {
        // A copy of the node it was taken from keeps that node's record unread: its resolution is the same object,
        // its parent's id, children and hosted views are the same ids, and it was resolved from none of the
        // respelled declarations (`ResolutionCopies`). At 10,000 rows reading each record and node missed the
        // cache several times a node.
        // So does `GeometryReader` content taken to the indices it had with its reader (`PassReuse.takeContent`),
        // its declarations the same bytes, when its strings are known to be spelled as then: without reading its
        // declared id when its reader is a copy (`PassReuse.ContentInPlace`; each read missed the cache a row).
        if copies?.copied(index) == old || (old == index && keepsRecord(ofContent: index, in: nodes)) {
          result.appendKept(position)
          continue
        }
        if takenRecords[position].id == nodes[index].id { earlier = position }
      }
      if let earlier, isUnspelled(nodes[index].declaredID),
        Self.holdsStructure(
          of: index, in: nodes, hosted: Self.hostedCount(of: index, secondary), takenRecords[earlier])
      {
        result.appendKept(earlier)
        continue
      }
      let children = resolved.children(of: index, secondary: secondary)
      var layers: [LayerRecord] = []
      // A node taken moved keeps the previous pass's records at its new place, when they spell it the same.
      var movedFrom: Int?
      if !moved.isEmpty, let old = moved[index], let position = recordPosition(of: old),
        takenRecords[position].id == nodes[index].id
      {
        movedFrom = position
      }
      if let earlier = earlier.map({ takenRecords[$0].layers }),
        isUnspelled(nodes[index].declaredID)
          || sameSummaries(earlier, of: nodes, index, count: &summaryCount, memo: &memo)
      {
        layers = earlier
      } else if let movedFrom,
        isUnspelled(nodes[index].declaredID)
          || sameSummaries(takenRecords[movedFrom].layers, of: nodes, index, count: &summaryCount, memo: &memo),
        let movedLayers = Self.moved(takenRecords[movedFrom].layers, to: states[index], grid: grid)
      {
        layers = movedLayers
      } else {
        summaryCount += nodes[index].layerCount
        // Exact capacities: a record array kept by the history keeps its spare capacity too.
        layers.reserveCapacity(nodes[index].layerCount)
        states[index].withUnsafeBufferPointer { layerStates in
          let table = Self.measurementTable(for: layerStates, sharingAnswers: sharesAnswers)
          for layer in 0..<nodes[index].layerCount where layerStates.indices.contains(layer) {
            layers.append(
              layerRecord(
                layer, of: nodes, index, states: layerStates, grid: grid, table: table, memo: &memo,
                sharedReads: &sharedReads, graphCopies: &graphCopies))
          }
        }
        if let earlier = previous?.node(nodes[index].id)?.layers, LayerRecord.sameValues(earlier, layers) {
          layers = earlier
        }
      }
      result.append(
        NodeRecord(
          id: nodes[index].id, viewType: nodes[index].view.typeName, text: nodes[index].text,
          parentID: nodes[index].parent.map { nodes[$0].id }, hostLayer: nodes[index].hostLayer,
          childIDs: childIDs(of: index, children, in: nodes, records: takenRecords, recordPosition: recordPosition),
          declaredPath: nodes[index].declaredPath, layers: layers,
          scope: graphCopies.copies ? graphCopies.copy(nodes[index].scope) : nodes[index].scope))
    }
    return (result.finish(), summaryCount, memo)
  }

  /// Stretches of nodes whose records the loop of `records` keeps unread at their own positions, found without its
  /// reads of each node: each node a copy of the node it was taken from (or `GeometryReader` content taken in place
  /// with a reader that is a copy), whose record in that pass sits at the position the node's record takes now. At
  /// 1,000 rows the loop's reads cost about 80 instructions a node of the form's rows, taken again whole each edit.
  private struct KeptStretches {
    let taken: OptionalIndexArray
    let positions: [Int]
    let recordCount: Int
    let copiedFrom: OptionalIndexArray
    /// `PassReuse.contentTakenInPlace`, in index order.
    let content: [PassReuse.ContentInPlace]
    /// `PassReuse.keptInPlace`: nodes taken whole at their own indices, each a copy of the node there or content taken
    /// in place with a reader that is a copy.
    let keptInPlace: NodeBitSet
    /// Whether the order the records follow is the previous pass's (the same array: the tree is shaped as then,
    /// `LayoutRun.run`), whose inverse `positions` is: a node of `keptInPlace` met at a position is then at that
    /// position in the previous pass's records too, and its record is kept reading its bit alone.
    let inPreviousOrder: Bool

    /// How many nodes of `order` from `start` on are kept so, the first one's record to be at `first`.
    func count(in order: [Int], from start: Int, at first: Int) -> Int {
      // A pass without a previous one (a plain pass) keeps no record so.
      guard recordCount > 0, taken.count > 0 else { return 0 }
      return taken.withBuffer { taken in
        positions.withUnsafeBufferPointer { positions in
          copiedFrom.withBuffer { copiedFrom in
            keptInPlace.withBuffer { kept in
              order.withUnsafeBufferPointer { order in
                count(
                  in: order, from: start, at: first, taken: taken, positions: positions, copiedFrom: copiedFrom,
                  kept: kept)
              }
            }
          }
        }
      }
    }

    /// `count(in:from:at:)`, the arrays read through buffers. Never inlined: inlined into `records`, whose loop holds
    /// much besides, it cost about 33,000 instructions more of the keeping-max edit at 1,000 rows (7 calls, 5,000
    /// nodes).
    @inline(never)
    private func count(
      in order: UnsafeBufferPointer<Int>, from start: Int, at first: Int, taken: OptionalIndexArray.Buffer,
      positions: UnsafeBufferPointer<Int>, copiedFrom: OptionalIndexArray.Buffer, kept: NodeBitSet.Buffer
    ) -> Int {
      var next = start
      // The content taken in place found last, searched for once a call: a form's rows' content comes in index order.
      var found: Int?
      // A node of `keptInPlace` at its position in the previous pass's order (each record appended at its node's
      // position: `first == start`) is kept without reading its lists: its previous version is the node at its index,
      // whose record that pass made at the position of the node in the same order (see `inPreviousOrder`).
      let byBit = inPreviousOrder && first == start
      // The positions with a record in the previous pass, at most `order.count`: `order[next]` below is read within it.
      let end = Swift.min(order.count, start &+ Swift.max(recordCount &- first, 0))
      while next < order.count {
        // Its own loop: within the loop below, a node cost about 17 instructions, most of them reloads.
        if byBit {
          let stretch = next
          next = kept.endOfContained(in: order, from: next, below: end)
          assert(
            (stretch..<next).allSatisfy { position in
              var probe: Int?
              return keeps(
                order[position], at: position, taken: taken, positions: positions, copiedFrom: copiedFrom, &probe)
            }, "a node kept in place by its bit is not kept so by its lists")
          guard next < order.count else { break }
        }
        guard
          keeps(
            order[next], at: first &+ next &- start, taken: taken, positions: positions, copiedFrom: copiedFrom, &found)
        else { break }
        next &+= 1
      }
      return next - start
    }

    /// Whether the record of the node at `index` is kept unread at `position`: it was taken whole from a node whose
    /// record the previous pass made at `position`, and is a copy of that node or content taken in place with a reader
    /// that is a copy (`found`: the content found last, looked for from there on).
    @inline(__always)
    private func keeps(
      _ index: Int, at position: Int, taken: OptionalIndexArray.Buffer, positions: UnsafeBufferPointer<Int>,
      copiedFrom: OptionalIndexArray.Buffer, _ found: inout Int?
    ) -> Bool {
      // -1 for none: indices are read as stored, not as optionals.
      let old = taken.storedIndex(at: index)
      guard UInt(bitPattern: old) < UInt(bitPattern: positions.count), positions[old] == position,
        position < recordCount
      else { return false }
      if copiedFrom.storedIndex(at: index) != old {
        guard old == index else { return false }
        guard let held = PassReuse.position(ofContentHolding: index, in: content, from: found),
          content[held].readerIsCopy
        else { return false }
        found = held
      }
      return true
    }
  }

  /// Whether the node at `index`, taken whole from its own index, is `GeometryReader` content taken in place whose
  /// declaration is known to be spelled as then (`PassReuse.ContentInPlace`).
  private func keepsRecord(ofContent index: Int, in nodes: ResolvedNodes) -> Bool {
    guard let content = graph.reuse.contentInPlace(holding: index) else { return false }
    return content.readerIsCopy || isUnspelled(nodes[index].declaredID)
  }

  /// The ids of `children`, the children and hosted views of the node at `index`, in order: the list of the node's
  /// record in the pass the graph took nodes from (`records`, that pass's node `old` recorded at `recordPosition(old)`)
  /// when it holds their ids, each content child that is a copy of that pass's child at the same place known to (a
  /// copy shares its node's resolution, so its id) and the others compared. Read from each child otherwise: at 10,000
  /// rows reading the form's rows' ids missed the cache a row.
  private func childIDs(
    of index: Int, _ children: [Int], in nodes: ResolvedNodes, records: NodeRecords, recordPosition: (Int) -> Int?
  ) -> [String] {
    if children.count >= Self.childIDsKeptFrom,
      let ids = earlierChildIDs(of: index, children, in: nodes, records: records, recordPosition: recordPosition)
    {
      return ids
    }
    return children.map { nodes[$0].id }
  }

  /// A node with fewer children and hosted views than this reads their ids (`childIDs`).
  private static let childIDsKeptFrom = 16

  /// The child ids of the earlier record `childIDs` keeps, if it may.
  private func earlierChildIDs(
    of index: Int, _ children: [Int], in nodes: ResolvedNodes, records: NodeRecords, recordPosition: (Int) -> Int?
  ) -> [String]? {
    guard let previous = graph.reuse.previous, let copies = graph.resolver?.copies,
      let old = previous.resolved.index(of: nodes[index].id), let position = recordPosition(old)
    else { return nil }
    let ids = records[position].childIDs
    let content = resolved.children(of: index)
    let earlier = previous.resolved.children(of: old)
    guard ids.count == children.count, earlier.count == content.count, content.count <= children.count else {
      return nil
    }
    // Compared byte for byte: an id may be respelled in another Unicode normalization, which `==` does not tell.
    func holdsID(at position: Int) -> Bool { nodes[children[position]].id.utf8.elementsEqual(ids[position].utf8) }
    // The children copied from the child at their place then are found through buffers (asked of `copies` a child,
    // about 24 instructions a child of the 1,000-row form's stack), the others' ids read.
    let copiedFrom = copies.copiedFrom
    let others = copiedFrom.withBuffer { copiedFrom in
      content.withUnsafeBufferPointer { content in
        earlier.withUnsafeBufferPointer { earlier in
          var others: [Int] = []
          for child in 0..<Swift.min(content.count, earlier.count)
          where copiedFrom.storedIndex(at: content[child]) != earlier[child] {
            others.append(child)
          }
          return others
        }
      }
    }
    for child in others {
      guard holdsID(at: child) else { return nil }
    }
    for hosted in content.count..<children.count where !holdsID(at: hosted) { return nil }
    return ids
  }

  /// `records` at the places `states` give their layers (a node taken moved, `PassReuse.movedNodes`); nil unless
  /// there is a record for each layer.
  private static func moved(_ records: [LayerRecord], to states: [LayoutGraph.LayerState], grid: DisplayGrid)
    -> [LayerRecord]?
  {
    guard records.count == states.count else { return nil }
    var layers = records
    // Read in place: a copy of a layer's state retains everything it holds.
    states.withUnsafeBufferPointer { states in
      for layer in layers.indices {
        guard let placement = states[layer].placement else { continue }
        layers[layer] = layers[layer].moved(to: placement, grid: grid)
      }
    }
    return layers
  }

  /// A table with room for every answer of a node's layers (`states`): at least as many as their records measure;
  /// none when they have no answer. Its rows name the answers when `sharingAnswers` (`sharesAnswers`).
  private static func measurementTable(for states: UnsafeBufferPointer<LayoutGraph.LayerState>, sharingAnswers: Bool)
    -> NodeTable?
  {
    var count = 0
    for layer in states.indices { count += states[layer].answers.count }
    guard count > 0 else { return nil }
    return sharingAnswers ? .answers(.make(capacity: count)) : .measurements(.make(capacity: count))
  }

  /// The table of a node's measurements: whole measurements, or rows naming its layers' answers (`MeasurementRows`).
  private enum NodeTable {
    case measurements(MeasurementTable<Measurement>)
    case answers(MeasurementTable<MeasurementRows.AnswerRow>)

    var count: Int {
      switch self {
      case .measurements(let table): table.count
      case .answers(let table): table.count
      }
    }

    /// The table of whole measurements, if it is one (a pass copying the graph's objects makes only those).
    var measurements: MeasurementTable<Measurement>? {
      guard case .measurements(let table) = self else { return nil }
      return table
    }

    /// Appends the measurement of the answer at `answer` of `states[layer]`, asked by `requester`.
    @inline(__always)
    func append(
      _ answer: Int, of states: UnsafeBufferPointer<LayoutGraph.LayerState>, _ layer: Int,
      requestedBy requester: Proposer
    ) {
      switch self {
      case .measurements(let table):
        table.append(PassRecorder.measurement(answer, of: states, layer, requestedBy: requester))
      case .answers(let table):
        table.append(MeasurementRows.AnswerRow(requestedBy: requester, answer: Int32(truncatingIfNeeded: answer)))
      }
    }

    /// The rows from `start` to the end, those of `states[layer]`, just appended (naming its answers when they are
    /// answer rows).
    @inline(__always)
    func rows(from start: Int, of states: UnsafeBufferPointer<LayoutGraph.LayerState>, _ layer: Int) -> MeasurementRows
    {
      switch self {
      case .measurements(let table): MeasurementRows(table, from: start)
      case .answers(let table): MeasurementRows(table, from: start, answers: states[layer].answers)
      }
    }
  }

  /// Whether the declared node `id` is known to be spelled as in the pass the graph took nodes from: `respelled`
  /// is known and does not hold it. A few ids (an edit's) are compared one by one, not hashed: every node taken whole
  /// asks.
  private func isUnspelled(_ id: String) -> Bool {
    if let respelledList { return !respelledList.contains(id) }
    guard let respelled else { return false }
    return !respelled.contains(id)
  }

  /// Up to this many respelled ids are compared one by one (`isUnspelled`).
  private static let respelledComparedOneByOne = 4

  /// How many views the modifiers of the node at `index` hold (`secondary`: the tree's `hostedContent()`).
  private static func hostedCount(of index: Int, _ secondary: HostedViews) -> Int {
    secondary.views(of: index).count
  }

  /// Whether the earlier record of a node taken whole, resolved from none of the respelled declarations, is its
  /// record now: the same text and parent, and as many children and hosted views (a clean node has the same ones,
  /// in order, and its resolved content is the same bytes as then).
  private static func holdsStructure(
    of index: Int, in nodes: ResolvedNodes, hosted: Int, _ record: NodeRecord
  ) -> Bool {
    record.text == nodes[index].text
      && record.parentID == nodes[index].parent.map { nodes[$0].id } && record.hostLayer == nodes[index].hostLayer
      && record.childIDs.count == nodes[index].children.count + hosted
  }

  /// Whether records spell the node's layers as `records` do, byte for byte (a clean node's text or a modifier's may
  /// be the same text in another Unicode normalization, which `==` does not tell apart); counts the summaries it
  /// spells.
  private func sameSummaries(
    _ records: [LayerRecord], of nodes: ResolvedNodes, _ index: Int, count: inout Int,
    memo: inout SummaryMemo
  ) -> Bool {
    guard records.count == nodes[index].layerCount else { return false }
    for (layer, record) in records.enumerated() {
      count += 1
      guard record.summary.isSpelled(as: summary(layer, of: nodes, index, memo: &memo)),
        layer == 0 || LayerRecord.sameDeclaration(record.modifier, nodes[index].modifiers[layer - 1].declared)
      else { return false }
    }
    return true
  }

  /// The record of the layer at `layer` of the node at `index`, whose layers' states are `states`, its measurements
  /// appended to `table`. Reads merged from several lists are kept once with the identical lists merged before
  /// (`sharedReads`): the same layers of repeated rows read the same inputs, and each list grown by appends kept room
  /// besides.
  private func layerRecord(
    _ layer: Int, of nodes: ResolvedNodes, _ index: Int,
    states: UnsafeBufferPointer<LayoutGraph.LayerState>, grid: DisplayGrid, table: NodeTable?,
    memo: inout SummaryMemo, sharedReads: inout LayoutGraph.SharedReads, graphCopies: inout GraphCopies
  ) -> LayerRecord {
    let modifierIndex = layer - 1
    var reads = layer == 0 ? nodes[index].viewReads : nodes[index].modifiers[modifierIndex].reads
    var merged = false
    // The calls made to the layer this pass, in order: its parent's while sizing, then while placing. Each answered
    // proposal is measured once, by its first caller, into the node's table. An answer's reads are added with its
    // first call (a later call of the same answer adds none), and calls and answers are read in place: a copy of a
    // call retains its requester's strings, a copy of an answer its reads and calls.
    let firstRow = table?.count ?? 0
    var measured = MeasuredAnswers()
    for phase in 0..<2 {
      // A finished pass's layer placed with its one placing call keeps none: its placement implies it (read field
      // by field: a copy of the placement retains everything it holds).
      if phase == 1, states[layer].placingCalls.isEmpty, let proposal = states[layer].placement?.proposal {
        if let answer = Self.newlyMeasured(
          proposal, of: states, layer, measured: &measured, reads: &reads, merged: &merged),
          let proposer = states[layer].placement?.proposer
        {
          table?.append(answer, of: states, layer, requestedBy: proposer)
        }
        continue
      }
      // Iterated in a closure given directly, not through a local function passed as a value, whose captures
      // (`reads`) would be boxed and checked for exclusive access on every use.
      (phase == 0 ? states[layer].sizingCalls : states[layer].placingCalls).withUnsafeBufferPointer { calls in
        for call in calls.indices {
          switch calls[call] {
          case .size(let proposal, _):
            guard
              let answer = Self.newlyMeasured(
                proposal, of: states, layer, measured: &measured, reads: &reads, merged: &merged),
              case .size(_, let requester) = calls[call]
            else { continue }
            table?.append(answer, of: states, layer, requestedBy: requester)
          case .spacing: Self.add(states[layer].spacing?.reads ?? [], to: &reads, merged: &merged)
          case .priority: Self.add(states[layer].priority?.reads ?? [], to: &reads, merged: &merged)
          case .explicit(let key): Self.add(states[layer].explicitCache[key]?.reads ?? [], to: &reads, merged: &merged)
          }
        }
      }
    }
    Self.addLaterReads(of: states, layer, to: &reads, merged: &merged)
    // The records of a pass whose graph dies first share none of its lists (`copiesGraphObjects`).
    if merged || graphCopies.copies { sharedReads.share(&reads) }
    let measurements = table?.rows(from: firstRow, of: states, layer) ?? MeasurementRows.none
    // The layer's last measurement stands in for the placement of a layer never placed, and is read only then: a
    // copy of a measurement retains its rules and requester (8,000 copies made and dropped a pass of the 1,000-row
    // form, nearly every layer placed).
    let last = states[layer].isPlaced ? nil : measurements.last
    let placement =
      states[layer].placement
      ?? LayoutGraph.Placement.reusing(
        nil, proposal: last?.proposal ?? .unspecified, size: last?.size ?? .zero, originInParent: .zero,
        originInRoot: .zero, proposer: last?.requestedBy ?? Proposer(parent: nil, reason: .root),
        widthRule: last?.widthRule ?? .empty, heightRule: last?.heightRule ?? .empty, transform: nil, namedSpaces: [])
    let declared = layer == 0 ? nil : nodes[index].modifiers[modifierIndex].declared
    var record = LayerRecord(
      viewType: nodes[index].view.typeName, viewPath: nodes[index].declaredPath, modifier: declared,
      summary: summary(layer, of: nodes, index, memo: &memo),
      inheritedFrom: layer == 0 ? nil : nodes[index].modifiers[modifierIndex].inheritedFrom, placement: placement,
      grid: grid,
      measurements: measurements, reads: reads)
    if graphCopies.copies { graphCopies.copyGraphObjects(of: &record, rows: firstRow, in: table?.measurements) }
    return record
  }

  /// The index of the layer's answer to `proposal`, marked measured with its reads added (`merged` set when they
  /// were appended to others), unless it has none or is measured already.
  private static func newlyMeasured(
    _ proposal: ProposedViewSize, of states: UnsafeBufferPointer<LayoutGraph.LayerState>, _ layer: Int,
    measured: inout MeasuredAnswers, reads: inout [InputRead], merged: inout Bool
  ) -> Int? {
    let answer = states[layer].answers.withUnsafeBufferPointer { answers in
      answers.indices.first { answers[$0].proposal == proposal }
    }
    guard let answer, measured.insert(answer) else { return nil }
    add(states[layer].answers[answer].reads, to: &reads, merged: &merged)
    return answer
  }

  /// The measurement the layer's answer at `answer` records, asked by `requester`.
  fileprivate static func measurement(
    _ answer: Int, of states: UnsafeBufferPointer<LayoutGraph.LayerState>, _ layer: Int, requestedBy requester: Proposer
  ) -> Measurement {
    states[layer].answers.withUnsafeBufferPointer { answers in
      Measurement(
        proposal: answers[answer].proposal, size: answers[answer].size, widthRule: answers[answer].widthRule,
        heightRule: answers[answer].heightRule,
        requestedBy: requester, computedAt: answers[answer].computedAt)
    }
  }

  /// The copies of the placements, proposers and boxed rules a pass's records hold, when they must share none with
  /// the graph (`copiesGraphObjects`). A record is made with the graph's objects and copied once made, only then: a
  /// pass that copies nothing tests one flag a layer. A proposer is copied once for all the rows and placements that
  /// share it or an equal one among the last few copied (the graph shares one between a layer's placement and
  /// measurements, and between several layers' calls): a proposer is a value.
  struct GraphCopies {
    /// Whether to copy.
    let copies: Bool
    /// The proposers copied last, each with its copy.
    private var recent = RecentCopies<Proposer>()
    /// The boxed rules copied last, each with its copy.
    private var recentRules = RecentCopies<SizeRule>()
    /// The scope copied last, with its copy: the nodes of one `GeometryReader`'s content share one.
    private var recentScope: (original: EvaluationScope, copy: EvaluationScope)?

    init(copies: Bool) { self.copies = copies }

    /// Makes `record` and its measurements, `table`'s rows from `firstRow`, hold copies of the placement,
    /// requesters and boxed rules they share with the graph. Out of line: only a pass that copies calls it.
    @inline(never)
    mutating func copyGraphObjects(
      of record: inout LayerRecord, rows firstRow: Int, in table: MeasurementTable<Measurement>?
    ) {
      if let table {
        table.changeRows(firstRow..<table.count) { rows in
          for row in rows.indices {
            rows[row].requestedBy = copy(rows[row].requestedBy)
            rows[row].widthRule = copy(rows[row].widthRule)
            rows[row].heightRule = copy(rows[row].heightRule)
          }
        }
      }
      let placement = record.placement
      record.replacePlacement(
        with: LayoutGraph.Placement.reusing(
          nil, proposal: placement.proposal, size: placement.size, originInParent: placement.originInParent,
          originInRoot: placement.originInRoot, proposer: copy(placement.proposer),
          widthRule: copy(placement.widthRule), heightRule: copy(placement.heightRule), transform: placement.transform,
          namedSpaces: placement.namedSpaces))
    }

    /// A copy of `proposer` sharing no storage with the graph: the one made for it, or for an equal one, among the
    /// last few.
    private mutating func copy(_ proposer: Proposer) -> Proposer {
      recent.copy(of: proposer) { Proposer(parent: $0.parent, reason: $0.reason) }
    }

    /// A copy of `scope`'s innermost binding, sharing its enclosing scopes: the one made last when `scope` is the one
    /// copied last; the empty scope as it is. A `GeometryReader`'s content binds its proxy in a scope made as the
    /// graph places the reader, among the graph's objects, and a record holding it kept it there until the first edit
    /// freed pass 1's records: a hole among what pass 2 keeps (Benchmarks/memory.md, session 48).
    mutating func copy(_ scope: EvaluationScope) -> EvaluationScope {
      guard let parent = scope.parent else { return scope }
      if let recentScope, recentScope.original === scope { return recentScope.copy }
      let copy = parent.binding(scope.name, to: scope.value)
      recentScope = (scope, copy)
      return copy
    }

    /// A copy of `rule` with a box of its own, when its case is boxed: the one made for it, or for an equal one, among
    /// the last few. The graph's text rules, left among what pass 2 of an open keeps when pass 1's graph is dropped,
    /// were freed with pass 1's records at the first edit and left holes there (Benchmarks/memory.md, session 47).
    private mutating func copy(_ rule: SizeRule) -> SizeRule {
      recentRules.copy(of: rule) { $0.boxedCopy }
    }
  }

  /// The last few values copied, the oldest first, each with its copy: a value equal to one of them gets that copy
  /// again. The originals are kept, so none of them is freed and its storage's address reused while this is.
  struct RecentCopies<Value: Equatable> {
    private var pairs: [(original: Value, copy: Value)] = []
    private static var limit: Int { 8 }

    /// The copy made for `value`, or for an equal one, among the last few; else the one `make` makes (remembered), or
    /// `value` itself when `make` says it needs none (not remembered).
    mutating func copy(of value: Value, _ make: (Value) -> Value?) -> Value {
      for index in pairs.indices.reversed() where pairs[index].original == value { return pairs[index].copy }
      guard let copy = make(value) else { return value }
      if pairs.count == Self.limit { pairs.removeFirst() }
      pairs.append((value, copy))
      return copy
    }
  }

  /// Which of a layer's answers are measured: a bit each for the first 64, a list beyond (a layer has a few, and a
  /// list of them allocated for each of a pass's layers).
  private struct MeasuredAnswers {
    private var first: UInt64 = 0
    private var beyond: [Int] = []

    /// Marks `answer` measured; returns whether it was not.
    mutating func insert(_ answer: Int) -> Bool {
      if answer < UInt64.bitWidth {
        let bit: UInt64 = 1 << answer
        defer { first |= bit }
        return first & bit == 0
      }
      if beyond.contains(answer) { return false }
      beyond.append(answer)
      return true
    }
  }

  /// Adds to a layer record's reads those of `more` it does not hold. Every list added holds no read twice
  /// (`LayoutGraph.record` keeps each computation's reads distinct), so the first list added to none is taken as it
  /// is, sharing its storage with the graph's state. A static function with the reads `inout`: a local function
  /// capturing them boxed them and checked every access to them for exclusivity (86,000 `swift_beginAccess` a pass
  /// at 1,000 rows). Sets `merged` when it appends a read.
  private static func add(_ more: [InputRead], to reads: inout [InputRead], merged: inout Bool) {
    if reads.isEmpty {
      reads = more
      return
    }
    more.withUnsafeBufferPointer { more in
      for index in more.indices where !holds(more, index, in: reads) {
        reads.append(more[index])
        merged = true
      }
    }
  }

  /// Adds the reads of `states[layer]` while placing and then after placement (`LayerState.laterReads`): the list whole
  /// when it is of one kind only (so that a record shares it), else each kind's part as a list of its own.
  private static func addLaterReads(
    of states: UnsafeBufferPointer<LayoutGraph.LayerState>, _ layer: Int, to reads: inout [InputRead],
    merged: inout Bool
  ) {
    if states[layer].placingReads.isEmpty || states[layer].preferenceReads.isEmpty {
      add(states[layer].laterReads, to: &reads, merged: &merged)
      return
    }
    add(Array(states[layer].placingReads), to: &reads, merged: &merged)
    add(Array(states[layer].preferenceReads), to: &reads, merged: &merged)
  }

  /// Whether `reads` holds `more[index]`, both read in place (`LayoutGraph.holds` took the read as an argument,
  /// a copy that retained its strings).
  private static func holds(_ more: UnsafeBufferPointer<InputRead>, _ index: Int, in reads: [InputRead]) -> Bool {
    reads.withUnsafeBufferPointer { reads in reads.indices.contains { reads[$0] == more[index] } }
  }

  /// The SwiftUI spelling of the node's layer at `layer`, with its resolved arguments; the kinds `memo` keeps are
  /// spelled once for each run of layers spelling the same inputs.
  private func summary(
    _ layer: Int, of nodes: ResolvedNodes, _ index: Int, memo: inout SummaryMemo
  ) -> String {
    let f = LayoutNumber.format as (Double) -> String
    guard layer > 0 else {
      switch nodes[index].view {
      case .text(let text): return Self.spelledCall("Text(", quoting: text)
      case .concatenatedText(let runs): return runs.map { "Text(\(Self.quoted($0.text)))" }.joined(separator: " + ")
      case .color(let name):
        if let last = memo.color, Self.same(last.name, name) { return last.summary }
        let summary = "Color.\(name)"
        memo.color = (name, summary)
        return summary
      case .shape(.roundedRectangle, let radius): return "RoundedRectangle(cornerRadius: \(f(radius)))"
      case .shape(let shape, _): return "\(shape.typeName)()"
      case .spacer(let minLength): return minLength.map { "Spacer(minLength: \(f($0)))" } ?? "Spacer()"
      case .divider: return "Divider()"
      case .image(let image):
        return "Image(\(image.isSystemName ? "systemName: " : "")\(Self.quoted(image.name)))"
          + (image.isResizable ? ".resizable()" : "")
      case .textField(let title, _, let isSecure, _):
        return Self.spelledCall(isSecure ? "SecureField(" : "TextField(", quoting: title)
      case .button(let title): return title.map { Self.spelledCall("Button(", quoting: $0) } ?? "Button"
      case .hStack(let alignment, let spacing):
        if let last = memo.hStack, Self.same(last.alignment, alignment), Self.same(last.spacing, spacing) {
          return last.summary
        }
        let summary = "HStack(alignment: \(alignment), spacing: \(LayoutNumber.format(spacing)))"
        memo.hStack = (alignment, spacing, summary)
        return summary
      case .vStack(let alignment, let spacing):
        if let last = memo.vStack, Self.same(last.alignment, alignment), Self.same(last.spacing, spacing) {
          return last.summary
        }
        let summary = "VStack(alignment: \(alignment), spacing: \(LayoutNumber.format(spacing)))"
        memo.vStack = (alignment, spacing, summary)
        return summary
      case .zStack(let alignment): return "ZStack(alignment: \(alignment))"
      case .geometryReader(let proxy):
        if let last = memo.geometryReader, Self.same(last.proxy, proxy) { return last.summary }
        let summary = "GeometryReader { \(proxy) in … }"
        memo.geometryReader = (proxy, summary)
        return summary
      case .scrollView(let axes, let showsIndicators):
        var arguments = axes == .vertical ? [] : [axes.description]
        if !showsIndicators { arguments.append("showsIndicators: false") }
        return "ScrollView" + (arguments.isEmpty ? "" : "(\(arguments.joined(separator: ", ")))")
      default: return nodes[index].view.typeName
      }
    }
    let modifier = nodes[index].modifiers[layer - 1]
    switch modifier.kind {
    case .frame(let width, let height, let alignment):
      if let last = memo.frame, Self.same(last.width, width), Self.same(last.height, height),
        Self.same(last.alignment, alignment)
      {
        return last.summary
      }
      var parts: [String] = []
      if let width { parts.append("width: \(f(width))") }
      if let height { parts.append("height: \(f(height))") }
      if alignment != .center { parts.append("alignment: \(alignment)") }
      let summary = "frame(\(parts.joined(separator: ", ")))"
      memo.frame = (width, height, alignment, summary)
      return summary
    case .flexFrame(let bounds):
      var parts: [String] = []
      let labelled: [(String, Double?)] = [
        ("minWidth", bounds.minWidth), ("idealWidth", bounds.idealWidth), ("maxWidth", bounds.maxWidth),
        ("minHeight", bounds.minHeight), ("idealHeight", bounds.idealHeight), ("maxHeight", bounds.maxHeight),
      ]
      for (label, value) in labelled {
        if let value { parts.append("\(label): \(value == .infinity ? ".infinity" : f(value))") }
      }
      if bounds.alignment != .center { parts.append("alignment: \(bounds.alignment)") }
      return "frame(\(parts.joined(separator: ", ")))"
    case .padding(let insets): return "padding(\(insets))"
    case .secondary(let alignment, _, _):
      let name = modifier.declared.name
      if let last = memo.secondary, Self.same(last.name, name), Self.same(last.alignment, alignment) {
        return last.summary
      }
      let summary = "\(name)(\(alignment == .center ? "" : "alignment: \(alignment)"))"
      memo.secondary = (name, alignment, summary)
      return summary
    case .fixedSize(let horizontal, let vertical):
      return horizontal && vertical ? "fixedSize()" : "fixedSize(horizontal: \(horizontal), vertical: \(vertical))"
    case .layoutPriority(let priority): return "layoutPriority(\(f(priority)))"
    case .offset(let x, let y): return "offset(x: \(f(x)), y: \(f(y)))"
    case .position(let x, let y): return "position(x: \(f(x)), y: \(f(y)))"
    case .coordinateSpace(let name): return "coordinateSpace(name: \(Self.quoted(name)))"
    case .alignmentGuide(let key, let value, let parameter):
      return "alignmentGuide(\(key)) { \(parameter) in \(value) }"
    case .aspectRatio(let ratio, let fills):
      if case .scaledTo = modifier.declared.kind { return "\(modifier.declared.name)()" }
      return "aspectRatio(\(ratio.map { "\(f($0)), " } ?? "")contentMode: .\(fills ? "fill" : "fit"))"
    case .layoutValue(let key, let value):
      if case .layoutNeutral(let name, let arguments) = modifier.declared.kind {
        return "\(name)(\(arguments.map(\.swiftText).joined(separator: ", ")))"
      }
      if key == LayoutValueKeys.listRowInsets {
        guard let insets = value.objectValue else { return "listRowInsets(nil)" }
        let edges = ["top", "leading", "bottom", "trailing"].map { "\($0): \(f(insets[$0]?.doubleValue ?? 0))" }
        return "listRowInsets(EdgeInsets(\(edges.joined(separator: ", "))))"
      }
      return "\(modifier.declared.name)(\(key.hasPrefix("SwiftUI.") ? "" : "key: \(key).self, value: ")\(value))"
    case .ignoresSafeArea(let regions, let edges):
      if modifier.declared.name == "edgesIgnoringSafeArea" {
        return "edgesIgnoringSafeArea(\(edges.swiftUIDescription))"
      }
      return "ignoresSafeArea(.\(regions.rawValue), edges: \(edges.swiftUIDescription))"
    case .safeAreaPadding(let insets): return "safeAreaPadding(\(insets))"
    case .safeAreaInset(let edge, let alignment, let spacing, _):
      return "safeAreaInset(edge: .\(edge.rawValue), alignment: \(alignment), spacing: \(spacing.map(f) ?? "nil"))"
    case .containerRelativeFrame(let axes, let count, let span, let spacing, let alignment):
      return "containerRelativeFrame(\(axes), count: \(count), span: \(span), spacing: \(f(spacing))"
        + "\(alignment == .center ? "" : ", alignment: \(alignment)"))"
    case .renderTransform(.scale(let x, let y, let anchor)):
      return "scaleEffect(x: \(f(x)), y: \(f(y)), anchor: \(anchor))"
    case .renderTransform(.rotation(let degrees, let anchor)):
      return "rotationEffect(.degrees(\(f(degrees))), anchor: \(anchor))"
    case .passThrough:
      switch modifier.declared.kind {
      case .font(let font): return "font(\(font))"
      case .lineLimit(let limit, let reservesSpace):
        return "lineLimit(\(limit.map(String.init) ?? "nil")\(reservesSpace ? ", reservesSpace: true" : ""))"
      case .preference(let key, .expression(let value)):
        if let last = memo.preference, Self.same(last.key, key), Self.same(last.value, value.source) {
          return last.summary
        }
        let summary = "preference(key: \(key).self, value: \(value.source))"
        memo.preference = (key, value.source, summary)
        return summary
      case .preference(let key, let value): return "preference(key: \(key).self, value: \(value))"
      case .onPreferenceChange(let key, _): return "onPreferenceChange(\(key).self)"
      case .anchorPreference(let key, let value, _): return "anchorPreference(key: \(key).self, value: .\(value))"
      case .transformPreference(let key, _): return "transformPreference(\(key).self)"
      case .layoutNeutral(let name, let arguments):
        return "\(name)(\(arguments.map(\.swiftText).joined(separator: ", ")))"
      case .bold(let isActive), .italic(let isActive):
        return "\(modifier.declared.name)(\(isActive ? "" : "false"))"
      case .fontWeight(let weight): return "fontWeight(\(weight.map { ".\($0.rawValue)" } ?? "nil"))"
      case .fontDesign(let design): return "fontDesign(\(design.map { ".\($0.rawValue)" } ?? "nil"))"
      case .kerning(let points), .tracking(let points), .lineSpacing(let points), .minimumScaleFactor(let points):
        return "\(modifier.declared.name)(\(points))"
      case .textCase(let textCase): return "textCase(\(textCase.map { ".\($0.rawValue)" } ?? "nil"))"
      case .truncationMode(let mode): return "truncationMode(.\(mode.rawValue))"
      case .allowsTightening(let isAllowed): return "allowsTightening(\(isAllowed))"
      case .multilineTextAlignment(let alignment): return "multilineTextAlignment(.\(alignment.rawValue))"
      case .controlStyle(let name, let style):
        return name == "labelsHidden" ? "labelsHidden()" : "\(name)(.\(style))"
      default: return "\(modifier.declared.name)()"
      }
    }
  }

  /// The summaries spelled last for the layers whose spellings repeat from row to row (a form's stacks, frames,
  /// backgrounds, geometry readers, colors and preferences), with what each spelled: a layer spelling the same inputs
  /// gets the same string without spelling it again (about 2,000 instructions a summary). Inputs are compared as they
  /// are spelled, not as values: numbers by their bits, strings byte for byte (`==` takes -0.0 for 0.0 and a string
  /// for its other Unicode normalization, which summaries spell apart). A summary is its inputs' spelling alone, so a
  /// memo holds from pass to pass (`PassMemory.summaries`).
  struct SummaryMemo {
    var hStack: (alignment: VerticalAlignment, spacing: Double?, summary: String)?
    var vStack: (alignment: HorizontalAlignment, spacing: Double?, summary: String)?
    var geometryReader: (proxy: String, summary: String)?
    var color: (name: String, summary: String)?
    var frame: (width: Double?, height: Double?, alignment: Alignment, summary: String)?
    var secondary: (name: String, alignment: Alignment, summary: String)?
    var preference: (key: String, value: String, summary: String)?
  }

  /// Whether two strings are spelled the same, byte for byte.
  private static func same(_ one: String, _ other: String) -> Bool { one.isSpelled(as: other) }

  /// Whether two numbers are the same bits (so spelled the same).
  private static func same(_ one: Double?, _ other: Double?) -> Bool { one?.bitPattern == other?.bitPattern }

  /// Whether two alignments are spelled the same: a custom one by its name, byte for byte.
  private static func same(_ one: Alignment, _ other: Alignment) -> Bool {
    same(one.horizontal, other.horizontal) && same(one.vertical, other.vertical)
  }

  /// Whether two horizontal guides are spelled the same (a custom one by its name).
  private static func same(_ one: HorizontalAlignment, _ other: HorizontalAlignment) -> Bool {
    switch (one, other) {
    case (.custom(let name, let fraction), .custom(let otherName, let otherFraction)):
      return same(name, otherName) && same(fraction, otherFraction)
    case (.custom, _), (_, .custom): return false
    default: return one == other
    }
  }

  /// Whether two vertical guides are spelled the same (a custom one by its name).
  private static func same(_ one: VerticalAlignment, _ other: VerticalAlignment) -> Bool {
    switch (one, other) {
    case (.custom(let name, let fraction), .custom(let otherName, let otherFraction)):
      return same(name, otherName) && same(fraction, otherFraction)
    case (.custom, _), (_, .custom): return false
    default: return one == other
    }
  }

  /// `open`, the text quoted (`quoted(_:)`) and a closing parenthesis: a call with one string argument, as a label's or
  /// a field's summary spells it. A short text with nothing to escape is copied between the quotes byte by byte into
  /// one string made at its length: spelled by concatenation and interpolation, each summary made six appends (about
  /// 1,100 instructions, 2,000 summaries a pass of the 1,000-row form).
  static func spelledCall(_ open: String, quoting text: String) -> String {
    guard text.utf8.count <= TextExcerpt.quotedBytes, !needsEscaping(text) else { return open + quoted(text) + ")" }
    let quote = UInt8(ascii: "\"")
    return String(unsafeUninitializedCapacity: open.utf8.count + text.utf8.count + 3) { bytes in
      var end = 0
      for byte in open.utf8 {
        bytes[end] = byte
        end += 1
      }
      bytes[end] = quote
      end += 1
      for byte in text.utf8 {
        bytes[end] = byte
        end += 1
      }
      bytes[end] = quote
      bytes[end + 1] = UInt8(ascii: ")")
      return end + 2
    }
  }

  /// Whether the text holds a quote, a backslash or a newline byte, which `quoted(_:)` escapes.
  private static func needsEscaping(_ text: String) -> Bool {
    text.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 == 0x0A }
  }

  /// The text in quotes, escaped; a long text as its excerpt and its length (`TextExcerpt`).
  static func quoted(_ text: String) -> String {
    let excerpt = TextExcerpt.excerpt(text)
    // A text without a quote, a backslash or a newline byte has no character to escape: quoted as it is, without
    // walking its characters.
    if !needsEscaping(excerpt) {
      return "\"" + excerpt + "\"" + TextExcerpt.lengthNote(text)
    }
    var result = "\""
    for character in excerpt {
      switch character {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      default: result.append(character)
      }
    }
    return result + "\"" + TextExcerpt.lengthNote(text)
  }
}
