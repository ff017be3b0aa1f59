import JSONCore

/// Resolution reused across passes: a declared subtree the version's edits did not touch, at the same site under the
/// same `@State`, resolves to the nodes the previous pass resolved there; they are copied (renumbered) instead of
/// resolved again, so no expression is evaluated, no id or text environment computed for them.
///
/// Contract: a copy is exactly what resolving would append, in the same order (each node, the views its modifiers
/// hold in chain order, then its children; a `GeometryReader`'s content waits for its placement, as its
/// `placedContent` was), with the same side effects on the pass (its ids indexed, its layers counted, its text bytes
/// taken). Resolving a node reads its declared subtree, its site (parent, scope, text environment, stack axis, ids, the
/// modifiers inherited from a transparent parent), the `@State`, the tree's declarations and the pass's ids and
/// budgets in use; so a subtree is copied only when
/// - the caller knows the declarations changed since the previous pass only in the texts, modifier chains and
///   replaced views of some nodes (`LiveTree.respelledNodes(by:in:previous:)`), and the subtree holds none of them
///   (its path is no prefix of theirs); an edited node's children are copied when their site is their previous
///   one's (its modifiers reach them only through its text environment, compared below);
/// - the `@State` is the previous pass's to the byte, the tree-wide inputs are its, and that pass resolved no frame
///   guide override, no safe-area modifier, reported no problem at all and never ran out of text bytes;
/// - the node is a content child of a non-transparent parent with the same id as its previous one's (so its site
///   came from the same place: no section role, no inherited modifiers), at the same declared path, with the same key
///   suffix, stack axis, text environment and scope bindings, and declares no properties;
/// - none of its ids is in use in this pass yet, its nodes fit the resolved-node limit and its texts the bytes left,
///   and none of its nodes waits for a preference value (`backgroundPreferenceValue`, `overlayPreferenceValue`).
/// Only while the root is resolved (not a `GeometryReader`'s content at its placement). The layout graph then finds
/// each copy clean from its previous node without comparing contents (`PassReuse.markCleanNodes`).
///
/// It owns the previous pass's resolution while the root is resolved (`reusable`), the node each copy came from
/// (`copied(_:)`) and the subtrees copied whole (`copiedSubtrees`); the resolver asks it before resolving a node, and
/// before resolving a parent's children in turn, whether the next ones are a run the previous pass copied whole, at
/// the indices they have next (`copiedRun`: the checks above made once for the run's site, its rows copied as one
/// block); a copy is appended to the tree and the graph it is given, its text bytes taken from the resolver's budget. Clean
/// marking, subtrees taken whole and validation read what it copied (`PassReuse`, `AnswerValidation`).
///
/// Its state is `@exclusivity(unchecked)`, as the resolver's budgets are (`TreeResolver`): read and written for every
/// node resolved or copied, on one thread.
final class ResolutionCopies {
  /// The previous pass's resolution, while the root is resolved and its clean subtrees may be copied from it.
  @exclusivity(unchecked) var reusable: ReusableResolution?
  /// Per node index: the previous pass's node it was copied from, if it was (shorter than the tree when its last
  /// nodes were not).
  @exclusivity(unchecked) private(set) var copiedFrom = OptionalIndexArray()
  /// The subtrees copied whole at consecutive indices of the previous pass, in index order (`CopiedSubtree`).
  @exclusivity(unchecked) private(set) var copiedSubtrees: [CopiedSubtree] = []
  /// The position in `copiedSubtrees` of the one `copiedSubtree(rootedAt:)` found last (or `PassReuse.takeRun` took
  /// last).
  @exclusivity(unchecked) var lastFoundSubtree = -1
  /// The runs of rows `copiedRun` copied, in index order (`CopiedRun`), each at least `PassMemory.shortestNotedRun`
  /// rows.
  @exclusivity(unchecked) private(set) var copiedRuns: [CopiedRun] = []

  /// What the previous pass's resolution may be copied from: its resolved tree and the declared paths of the nodes the
  /// version's edits may have changed (a subtree whose path is a prefix of one of them may have changed). A class, made
  /// once a pass and never changed: every node the resolver asks about binds it, and a struct of five arrays bound so
  /// retained and released each of them (about 300 instructions a row of the form).
  final class ReusableResolution {
    /// The previous pass's nodes and their index by id, taken from its tree once (it is never mutated again), so
    /// that each node is read in place (read through the tree's property, a node's field copies the node).
    let nodes: ResolvedNodes
    let indexByID: IDTable<Int>
    /// The subtrees the previous pass itself copied whole (`CopiedSubtree`, in index order): each is, in `nodes`, a
    /// subtree at consecutive indices in copy order, with no view waiting for a preference value.
    let copiedSubtrees: [CopiedSubtree]
    /// The runs of rows the previous pass copied as one block (`CopiedRun`, in index order), their entries positions
    /// in `copiedSubtrees`.
    let copiedRuns: [CopiedRun]
    /// The prefixes of each edited node's path, by step count (`JSONPath.prefixes`), when they are a few
    /// (`comparedOneByOne`): a subtree's path is compared with the one of as many steps, which shares its steps when it
    /// is that prefix, in constant time. A set of the prefixes hashed every path it was asked about, about 1,000
    /// instructions a row of the form, where one edit is usual; `JSONPath.isPrefix(of:)` walked the edited path up to
    /// the subtree's depth, so a leaf edit of a chain 10,000 deep compared 50 million steps.
    let editedRoutes: [[JSONPath]]
    /// Every prefix of the edited nodes' paths when they are more (empty otherwise).
    let editedPrefixes: Set<JSONPath>
    /// The chunks of states the previous pass's takes replaced (`PassMemory.replacedStateChunks`): a block copied in
    /// place takes those of unwritten states again (`LayoutGraph.addNodes(copying:of:recycling:)`).
    let replacedStateChunks: [Int: LayoutGraph.ReplacedStates]

    init(
      previous: ResolvedTree, copiedSubtrees: [CopiedSubtree] = [], copiedRuns: [CopiedRun] = [],
      replacedStateChunks: [Int: LayoutGraph.ReplacedStates] = [:], editedPaths: [JSONPath]
    ) {
      nodes = previous.nodes
      indexByID = previous.indexByID
      self.copiedSubtrees = copiedSubtrees
      self.copiedRuns = copiedRuns
      self.replacedStateChunks = replacedStateChunks
      let comparedOneByOne = editedPaths.count <= Self.comparedOneByOne
      editedRoutes = comparedOneByOne ? editedPaths.map(\.prefixes) : []
      editedPrefixes = comparedOneByOne ? [] : Set(editedPaths.lazy.flatMap(\.prefixes))
    }

    /// The most edited paths compared one by one with a subtree's path (`holdsEdits`).
    static let comparedOneByOne = 8

    /// The index of the previous pass's node `id`: `guess` when that node has it (a subtree copied to the indices it
    /// had), else looked up.
    func index(of id: String, guess: Int) -> Int? {
      if nodes.indices.contains(guess), nodes[guess].id == id { return guess }
      return indexByID[id]
    }

    /// The prefixes of the edited nodes' paths that are `steps` long, when they are compared one by one (nil: they
    /// are hashed, `holdsEdits`): a subtree whose path is one of them holds an edited node (or is one).
    func editedPaths(steps: Int) -> [JSONPath]? {
      guard editedPrefixes.isEmpty else { return nil }
      return editedRoutes.compactMap { steps < $0.count ? $0[steps] : nil }
    }

    /// The run of rows the previous pass copied as one block whose entries hold `entry` (a position in
    /// `copiedSubtrees`), if there is one.
    func copiedRun(holding entry: Int) -> CopiedRun? {
      let found = copiedRuns.partitioningIndex { $0.entries.upperBound > entry }
      return found < copiedRuns.count && copiedRuns[found].entries.contains(entry) ? copiedRuns[found] : nil
    }

    /// Whether the declared subtree at `path` holds an edited node (or is one).
    func holdsEdits(_ path: JSONPath) -> Bool {
      guard editedPrefixes.isEmpty else { return editedPrefixes.contains(path) }
      let steps = path.count
      return editedRoutes.contains { steps < $0.count && $0[steps] == path }
    }
  }

  /// The index of the copy of the previous pass's resolution of `declared`, to be named `id`, at `site`, appended to
  /// `resolver`'s tree and graph; nil when it must be resolved.
  func copiedResolution(of declared: ViewNode, id: String, at site: ResolutionSite, in resolver: TreeResolver) -> Int? {
    guard let reusable, let parent = site.parent, site.hostLayer == nil, site.inherited.isEmpty,
      declared.properties.isEmpty, !resolver.resolved.isTransparent(parent),
      let old = reusable.index(of: id, guess: resolver.resolved.nodes.count)
    else { return nil }
    let previous = reusable.nodes
    guard let oldParent = previous[old].parent, previous[old].hostLayer == nil, previous[old].sectionRole == nil,
      !previous[oldParent].isTransparent, previous[oldParent].id == resolver.resolved.id(of: parent),
      previous[old].declaredPath == declared.path, previous[old].declaredID == declared.id,
      previous[old].keySuffix == site.ids?.keySuffix ?? "", previous[old].stackAxis == site.stackAxis,
      !reusable.holdsEdits(declared.path), previous[oldParent].environment == site.environment,
      NodeComparison.sameBindings(previous[old].scope, site.scope),
      let (count, textBytes, consecutive) = claimedSubtree(at: old, in: previous, resolver: resolver)
    else { return nil }
    guard resolver.resolved.nodes.count + count <= resolver.limits.maxResolvedNodes, textBytes <= resolver.textBytesLeft
    else {
      unclaimSubtree(at: old, in: previous, count: count, resolver: resolver)
      return nil
    }
    resolver.textBytesLeft -= textBytes
    let index =
      consecutive && resolver.resolved.nodes.count == old
      ? copyInPlace(old..<old + count, from: previous, parent: parent, resolver: resolver)
      : copy(old, from: previous, parent: parent, resolver: resolver)
    if resolver.resolved.children(of: parent).isEmpty {
      // Room for as many children as the parent had: appended one by one, a long stack's list was reallocated at every
      // doubling.
      resolver.resolved.nodes[parent].children.reserveCapacity(previous[oldParent].children.count)
    }
    resolver.resolved.nodes[parent].children.append(index)
    noteCopiedSubtree(index..<index + count, from: old, textBytes: textBytes, in: resolver)
    return index
  }

  /// Copies, as one block, the previous pass's resolution of the declared children `content[start...]` of the node at
  /// `parent` that the previous pass itself copied whole to the indices they have next (a text edit's untouched rows);
  /// returns how many children it copied (0: resolve `content[start]`).
  ///
  /// What `copiedResolution` checks of each child holds of such a run without comparing its ids: the previous pass
  /// copied each child's subtree (`CopiedSubtree`), so that subtree is at consecutive indices in copy order, waits for
  /// no preference value, and its root's id is the one its declaration resolves to at that site; the site is the
  /// previous one when the parent has its previous id, declaration and text environment, and each child keeps its
  /// declaration (path, id, no properties, no edit under it), key suffix, stack axis and scope bindings.
  func copiedRun(
    of content: ViewNodes, from start: Int, parent: Int, at site: ResolutionSite, in resolver: TreeResolver
  ) -> Int {
    guard let reusable, site.hostLayer == nil, site.inherited.isEmpty, !reusable.copiedSubtrees.isEmpty else {
      return 0
    }
    let base = resolver.resolved.nodes.count
    let previous = reusable.nodes
    let known = reusable.copiedSubtrees
    // The previous pass's subtree starting where the next child goes: the run is copied to the indices it had.
    let first = known.partitioningIndex { $0.nodes.lowerBound >= base }
    var entry = first
    guard entry < known.count, known[entry].nodes.lowerBound == base, previous.indices.contains(parent),
      previous[parent].id == resolver.resolved.id(of: parent), !previous[parent].isTransparent,
      !resolver.resolved.isTransparent(parent), previous[parent].declaredID == resolver.resolved.declaredID(of: parent),
      previous[parent].environment == site.environment
    else { return 0 }
    let keySuffix = site.ids?.keySuffix ?? ""
    // The edited paths as long as the rows' (siblings: one length), each compared with a row's path only when their
    // last steps are the same (`holdsEdits` compared every row's whole path).
    let routes = content.indices.contains(start) ? reusable.editedPaths(steps: content[start].path.count) : nil
    // The previous pass's note of the rows from here, when it copied them as a run under this parent at this site: each
    // row is then compared with its declaration through the note, its previous node not read.
    let note = reusable.copiedRun(holding: first).flatMap { run in
      run.parent == parent && run.keySuffix == keySuffix && run.stackAxis == site.stackAxis
        && NodeComparison.sameBindings(run.scope, site.scope) ? run : nil
    }
    // The previous rows' scope found to bind as the site's: rows share their parent's scope, compared once a run.
    var sameScope: EvaluationScope?
    // Whether every row copied has the first one's scope (a run is noted only then).
    var oneScope = true
    // Whether every row copied was copied by the previous pass in place too, and whether one names several readers:
    // found in the loops (each a loop over the rows after them cost about 7 instructions a row).
    var allInPlace = true
    var severalReaders = false
    var end = base
    var textBytes = 0
    var position = start
    // Read in place: a copy of a declared view retains everything it holds.
    content.withNodesInPlace { content in
      if let note {
        let stop = note.entries.upperBound
        note.declarations.withNodesInPlace { declarations in
          note.declaredIDs.withUnsafeBufferPointer { ids in
            note.declaredPaths.withUnsafeBufferPointer { paths in
              while position < content.count, entry < stop, known[entry].nodes.lowerBound == end,
                known[entry].nodes.upperBound <= previous.count
              {
                let row = entry - note.entries.lowerBound
                // A copy of the declaration noted is that declaration, unedited since (`ViewNode.isCopy(of:)`): its
                // fields are not read (each read retained them, and a path's comparison read its steps).
                guard
                  declarations[row].isCopy(of: content[position])
                    || (content[position].properties.isEmpty && ids[row] == content[position].id
                      && paths[row] == content[position].path
                      && !(routes.map { Self.holds(content[position].path, $0) }
                        ?? reusable.holdsEdits(content[position].path)))
                else { break }
                textBytes += known[entry].textBytes
                end = known[entry].nodes.upperBound
                allInPlace = allInPlace && known[entry].shift == 0
                severalReaders = severalReaders || known[entry].readers.areSeveral
                entry += 1
                position += 1
              }
            }
          }
        }
        return
      }
      while position < content.count, entry < known.count, known[entry].nodes.lowerBound == end,
        known[entry].nodes.upperBound <= previous.count
      {
        guard previous[end].parent == parent, previous[end].hostLayer == nil, previous[end].sectionRole == nil,
          content[position].properties.isEmpty, previous[end].declaredID == content[position].id,
          previous[end].declaredPath == content[position].path, previous[end].keySuffix == keySuffix,
          previous[end].stackAxis == site.stackAxis,
          !(routes.map { Self.holds(content[position].path, $0) } ?? reusable.holdsEdits(content[position].path)),
          previous[end].scope === sameScope || NodeComparison.sameBindings(previous[end].scope, site.scope)
        else { break }
        if let sameScope, previous[end].scope !== sameScope { oneScope = false }
        sameScope = previous[end].scope
        textBytes += known[entry].textBytes
        end = known[entry].nodes.upperBound
        allInPlace = allInPlace && known[entry].shift == 0
        severalReaders = severalReaders || known[entry].readers.areSeveral
        entry += 1
        position += 1
      }
    }
    guard position > start, end <= resolver.limits.maxResolvedNodes, textBytes <= resolver.textBytesLeft else {
      return 0
    }
    guard resolver.resolved.inheritInPlace(base..<end) else { return 0 }
    resolver.textBytesLeft -= textBytes
    // The run's rows are consecutive subtrees under `parent`: copied in place as one, each row's root keeps its parent,
    // its readers the previous pass's copy's (named by the rows unless one has several).
    let rows = known[first..<entry]
    _ = copyInPlace(base..<end, from: previous, parent: parent, resolver: resolver, rows: severalReaders ? [] : rows)
    if resolver.resolved.children(of: parent).isEmpty {
      resolver.resolved.nodes[parent].children.reserveCapacity(previous[parent].children.count)
    }
    // The previous pass's entries of the run, at the same indices: each subtree is copied from itself.
    let entries = copiedSubtrees.count..<(copiedSubtrees.count + entry - first)
    // Appended as blocks: appended row by row, each append found the parent's node and checked both arrays'
    // uniqueness (about 120 instructions a row).
    // Written into an array of their count (mapped, each append checked the room: about 9 instructions a row more;
    // appended from a lazy map, each was copied through an iterator: about 15 more).
    let roots = [Int](unsafeUninitializedCapacity: rows.count) { roots, count in
      count = 0
      for row in rows where count < roots.count {
        roots[count] = row.nodes.lowerBound
        count += 1
      }
    }
    resolver.resolved.nodes[parent].children.append(contentsOf: roots)
    // Copied as they are when the previous pass copied them in place too (each made again cost about 20 instructions).
    if allInPlace {
      copiedSubtrees.append(contentsOf: rows)
    } else {
      copiedSubtrees.append(contentsOf: rows.map(\.inPlace))
    }
    noteRun(
      entries, of: known[first..<entry], declaredAs: content[start..<position], from: note, parent: parent,
      keySuffix: keySuffix, at: site, scope: sameScope, oneScope: oneScope, previous: previous)
    return position - start
  }

  /// A run of a parent's children `copiedRun` copied as one block, with what its rows were checked to be: each row's
  /// declared id and path, and the site they share (the parent's index, key suffix, stack axis and one scope object;
  /// no host layer, no section role). A copy shares its node's resolution, so the note holds of the copies too: the
  /// next pass copying the same rows again, at the indices they have, compares each row's declaration with the note
  /// instead of reading the previous row's resolution (an object a row, a cache miss each at 10,000 rows), or only
  /// finds that the row's declared view is a copy of the one noted (`declarations`), and notes the rows it copied so
  /// with slices of the same lists.
  struct CopiedRun {
    /// Its rows' positions in the pass's `copiedSubtrees`.
    let entries: Range<Int>
    /// The index of the rows' parent.
    let parent: Int
    let keySuffix: String
    let stackAxis: Axis?
    /// The scope every row has (the same object).
    let scope: EvaluationScope
    /// Each row's declared id and path, in the order of `entries`.
    let declaredIDs: ArraySlice<String>
    let declaredPaths: ArraySlice<JSONPath>
    /// Each row's declared view as this pass copied it, in the order of `entries`.
    let declarations: Slice<ViewNodes>
  }

  /// Notes the run `copiedRun` copied (`CopiedRun`), `entries` in `copiedSubtrees`, copied from the previous pass's
  /// `copied` entries under `parent` at `site`, the rows declared as `declarations`: from `note`, the previous pass's
  /// note of those rows, when it had one (its lists sliced), else from the previous rows, read again, when they all have
  /// the scope `scope`.
  private func noteRun(
    _ entries: Range<Int>, of copied: ArraySlice<CopiedSubtree>, declaredAs declarations: Slice<ViewNodes>,
    from note: CopiedRun?, parent: Int, keySuffix: String, at site: ResolutionSite, scope: EvaluationScope?,
    oneScope: Bool, previous: ResolvedNodes
  ) {
    guard entries.count >= PassMemory.shortestNotedRun else { return }
    if let note {
      let first = copied.startIndex - note.entries.lowerBound
      let rows = first..<(first + entries.count)
      let (ids, paths) = (note.declaredIDs, note.declaredPaths)
      copiedRuns.append(
        CopiedRun(
          entries: entries, parent: parent, keySuffix: keySuffix, stackAxis: site.stackAxis, scope: note.scope,
          declaredIDs: ids[(ids.startIndex + rows.lowerBound)..<(ids.startIndex + rows.upperBound)],
          declaredPaths: paths[(paths.startIndex + rows.lowerBound)..<(paths.startIndex + rows.upperBound)],
          declarations: declarations))
      return
    }
    guard let scope, oneScope else { return }
    var ids: [String] = []
    var paths: [JSONPath] = []
    ids.reserveCapacity(entries.count)
    paths.reserveCapacity(entries.count)
    for row in copied {
      ids.append(previous[row.nodes.lowerBound].declaredID)
      paths.append(previous[row.nodes.lowerBound].declaredPath)
    }
    copiedRuns.append(
      CopiedRun(
        entries: entries, parent: parent, keySuffix: keySuffix, stackAxis: site.stackAxis, scope: scope,
        declaredIDs: ids[...], declaredPaths: paths[...], declarations: declarations))
  }

  /// Whether `path` is one of `routes` (edited paths as long as it), compared whole only with those whose last step is
  /// its last step.
  private static func holds(_ path: JSONPath, _ routes: [JSONPath]) -> Bool {
    guard !routes.isEmpty else { return false }
    let last = path.lastComponent
    for route in routes where route.lastComponent == last && route == path { return true }
    return false
  }

  /// A subtree copied whole (`copiedResolution`) from consecutive indices of the previous pass, in the same order: its
  /// nodes' previous versions are theirs less `shift`, so the layout graph marks it clean and takes it whole as a
  /// range (`PassReuse.markCleanNodes`, `PassReuse.takesSubtree`) without visiting it node by node.
  ///
  /// Its fields are kept in 32 bits each (24 bytes where they took 56): a pass's list holds one a row, and copying a
  /// run's entries again (`copiedRun`) appended its bytes, about 56 instructions a row of the 1,000-row form's edit.
  /// A subtree whose indices or text bytes do not fit is not listed (`init?`).
  struct CopiedSubtree {
    private let start: Int32
    private let end: Int32
    private var storedShift: Int32
    private let storedTextBytes: Int32
    /// `readers`: the one reader's index, `noReaders` or `severalReaders`.
    private let storedReaders: Int32
    /// Whether one of its nodes is never clean (`NodeComparison.isNeverClean`).
    let holdsNeverClean: Bool

    private static let noReaders: Int32 = -1
    private static let severalReaders: Int32 = -2

    /// The copy at `nodes`, nil when one of its values does not fit in 32 bits (no tree comes near it).
    init?(nodes: Range<Int>, shift: Int, holdsNeverClean: Bool, textBytes: Int, readers: Readers) {
      let reader: Int
      switch readers {
      case .noReader: reader = Int(Self.noReaders)
      case .one(let index): reader = index
      case .several: reader = Int(Self.severalReaders)
      }
      guard let start = Int32(exactly: nodes.lowerBound), let end = Int32(exactly: nodes.upperBound),
        let shift = Int32(exactly: shift), let textBytes = Int32(exactly: textBytes),
        let reader = Int32(exactly: reader)
      else { return nil }
      (self.start, self.end, storedShift, storedTextBytes, storedReaders) = (start, end, shift, textBytes, reader)
      self.holdsNeverClean = holdsNeverClean
    }

    /// The copy's nodes (the root first; its `GeometryReader`s' content is not copied). Unchecked: the bounds are a
    /// range's (`init?`), and checked again they cost about 6 instructions a row read (`PassReuse.takeRun`).
    var nodes: Range<Int> { Range(uncheckedBounds: (Int(start), Int(end))) }
    /// Each node's index less its previous version's.
    var shift: Int { Int(storedShift) }
    /// The text bytes its nodes took.
    var textBytes: Int { Int(storedTextBytes) }
    /// Its `GeometryReader`s, the root among them if it is one: a copy's nodes keep their kinds, so that copying
    /// the subtree again in place and taking it whole find them without reading every node (`copiedRun`,
    /// `PassReuse.takeRun`).
    var readers: Readers {
      switch storedReaders {
      case Self.noReaders: .noReader
      case Self.severalReaders: .several
      default: .one(Int(storedReaders))
      }
    }

    /// This copy, copied again to the indices it has: its shift 0.
    var inPlace: CopiedSubtree {
      var copy = self
      copy.storedShift = 0
      return copy
    }
  }

  /// The `GeometryReader`s of a copied subtree (`CopiedSubtree`).
  enum Readers {
    case noReader
    /// One, at this index.
    case one(Int)
    case several

    var areSeveral: Bool {
      guard case .several = self else { return false }
      return true
    }

    /// The one reader's index, if there is one.
    var one: Int? {
      guard case .one(let index) = self else { return nil }
      return index
    }
  }

  /// Lists the copy at `nodes` of `old`'s subtree in `copiedSubtrees` when the previous pass held that subtree at
  /// consecutive indices in the same order (a pass resolves and copies a subtree so, its readers' content appended
  /// later; checked, not assumed).
  private func noteCopiedSubtree(_ nodes: Range<Int>, from old: Int, textBytes: Int, in resolver: TreeResolver) {
    let shift = nodes.lowerBound - old
    var holdsNeverClean = false
    var readers = Readers.noReader
    // Read in place through a local: a node's field read through the tree's property copies the node.
    let resolvedNodes = resolver.resolved.nodes
    for index in nodes {
      guard copiedFrom.element(at: index) == index - shift else { return }
      if !holdsNeverClean, NodeComparison.isNeverClean(resolvedNodes, index) { holdsNeverClean = true }
      if resolvedNodes.read(index, { $0.isGeometryReader }) {
        if case .noReader = readers { readers = .one(index) } else { readers = .several }
      }
    }
    guard
      let copied = CopiedSubtree(
        nodes: nodes, shift: shift, holdsNeverClean: holdsNeverClean, textBytes: textBytes, readers: readers)
    else { return }
    copiedSubtrees.append(copied)
  }

  /// The subtree copied whole whose root is the node at `index` (`copiedSubtrees`), if there is one. Placement and
  /// the preference walk ask for a form's rows in index order: the entry after the one found last is tried first.
  func copiedSubtree(rootedAt index: Int) -> CopiedSubtree? {
    copiedSubtreePosition(rootedAt: index).map { copiedSubtrees[$0] }
  }

  /// The position in `copiedSubtrees` of the subtree `copiedSubtree(rootedAt:)` finds.
  func copiedSubtreePosition(rootedAt index: Int) -> Int? {
    let next = lastFoundSubtree + 1
    if next < copiedSubtrees.count, copiedSubtrees[next].nodes.lowerBound == index {
      lastFoundSubtree = next
      return next
    }
    guard let found = Self.position(ofSubtreeRootedAt: index, in: copiedSubtrees) else { return nil }
    lastFoundSubtree = found
    return found
  }

  /// The subtree of `subtrees` (in index order) whose root is the node at `index`, if there is one.
  private static func subtree(rootedAt index: Int, in subtrees: [CopiedSubtree]) -> CopiedSubtree? {
    position(ofSubtreeRootedAt: index, in: subtrees).map { subtrees[$0] }
  }

  /// The position in `subtrees` (in index order) of the subtree whose root is the node at `index`, if there is one.
  private static func position(ofSubtreeRootedAt index: Int, in subtrees: [CopiedSubtree]) -> Int? {
    let found = subtrees.partitioningIndex { $0.nodes.lowerBound >= index }
    return found < subtrees.count && subtrees[found].nodes.lowerBound == index ? found : nil
  }

  /// Whether the copy of `old`'s subtree in a pass's tree, the content its `GeometryReader`s resolved left out, is
  /// what resolving it here would make: then claims its ids for the nodes `copy` appends next, in its order (one
  /// look-up of each id, where checking that it is free and then appending the node took two), and returns how many
  /// nodes and text bytes it holds, and whether they are at consecutive indices from `old` in that order; nil, with
  /// nothing claimed, when it is not.
  private func claimedSubtree(at old: Int, in previous: ResolvedNodes, resolver: TreeResolver) -> (
    count: Int, textBytes: Int, consecutive: Bool
  )? {
    let base = resolver.resolved.nodes.count
    // A subtree the previous pass copied whole is known: consecutive in copy order, its text bytes counted, no view
    // waiting for a preference value. Its ids are claimed in order without visiting it (a visit read every node's
    // modifiers, children and resolution: cache misses a node at 10,000 rows).
    if let known = reusable.flatMap({ Self.subtree(rootedAt: old, in: $0.copiedSubtrees) }),
      known.nodes.upperBound <= previous.count
    {
      for offset in 0..<known.nodes.count where !resolver.resolved.inherit(old + offset, at: base + offset) {
        for claimed in old..<(old + offset) { resolver.resolved.disinherit(claimed) }
        return nil
      }
      return (known.nodes.count, known.textBytes, true)
    }
    var count = 0
    var textBytes = 0
    var copyable = true
    var consecutive = true
    Self.visitInCopyOrder(from: old, in: previous) { node in
      if node != old + count { consecutive = false }
      for position in previous[node].modifiers.indices {
        switch previous[node].modifiers[position].declared.kind {
        case .backgroundPreferenceValue, .overlayPreferenceValue:
          copyable = false
          return false
        default: continue
        }
      }
      guard resolver.resolved.inherit(node, at: base + count) else {
        copyable = false
        return false
      }
      count += 1
      textBytes += previous[node].textBytes
      return true
    }
    guard copyable else {
      unclaimSubtree(at: old, in: previous, count: count, resolver: resolver)
      return nil
    }
    return (count, textBytes, consecutive)
  }

  /// Gives back the ids `claimedSubtree` claimed for the first `count` nodes of `old`'s copy.
  private func unclaimSubtree(at old: Int, in previous: ResolvedNodes, count: Int, resolver: TreeResolver) {
    var left = count
    Self.visitInCopyOrder(from: old, in: previous) { node in
      guard left > 0 else { return false }
      resolver.resolved.disinherit(node)
      left -= 1
      return true
    }
  }

  /// Visits `old`'s subtree in the order `copy` appends it (each node, the views its modifiers hold in chain order,
  /// then its children; a `GeometryReader`'s content left out) until `visit` returns false.
  private static func visitInCopyOrder(from old: Int, in previous: ResolvedNodes, _ visit: (Int) -> Bool) {
    var stack = [old]
    while let node = stack.popLast() {
      guard visit(node) else { return }
      // Pushed in reverse: the children (none for a `GeometryReader`), then the views the modifiers hold, the last
      // modifier's first. Modifiers are read in place (a copy of one retains everything it holds).
      // Pushed one by one: `+=` made an array of each reversed list.
      if !previous[node].isGeometryReader {
        for child in previous[node].children.reversed() { stack.append(child) }
      }
      for position in previous[node].modifiers.indices.reversed() {
        guard case .secondary(_, let content, _) = previous[node].modifiers[position].kind else { continue }
        for hosted in content.reversed() { stack.append(hosted) }
      }
    }
  }

  /// Appends a copy of `old`'s subtree under `parent`, in the order resolving appends its nodes; returns its index
  /// (the caller adds the subtree's root to its parent's children). Recursion follows the resolved tree, which
  /// `TreeLimits.maxDepth` bounds as it bounds resolving.
  private func copy(_ old: Int, from previous: ResolvedNodes, parent: Int, resolver: TreeResolver) -> Int {
    // Copied into the tree (its id inherited by `claimedSubtree`), then changed in place: a copy held in a local was
    // copied twice.
    let index = resolver.resolved.append(claimed: previous[old])
    Self.makeCopy(&resolver.resolved.nodes[index], under: parent)
    let isReader = previous[old].isGeometryReader
    let isTransparent = previous[old].isTransparent
    resolver.graph.addNode()
    copiedFrom.padWithNone(to: index)
    copiedFrom.append(old)
    if isTransparent { return copyChildren(of: old, from: previous, into: index, resolver: resolver) }
    let modifiers = previous[old].modifiers
    for position in modifiers.indices {
      guard case .secondary(let alignment, let content, let isOverlay) = modifiers[position].kind, !content.isEmpty
      else { continue }
      let copies = content.map { copy($0, from: previous, parent: index, resolver: resolver) }
      // Copied to the indices they had (nothing before them moved), the modifiers stay shared with the previous node.
      guard copies != content else { continue }
      resolver.resolved.nodes[index].modifiers[position].kind = .secondary(
        alignment: alignment, content: copies, isOverlay: isOverlay)
    }
    resolver.graph.setLayerCount(modifiers.count + 1, of: index)
    return isReader ? index : copyChildren(of: old, from: previous, into: index, resolver: resolver)
  }

  /// Appends a copy of the subtree the previous pass held at `nodes`, in the order `copy` appends it, to the same
  /// indices (nothing before it moved: the tree holds `nodes.lowerBound` nodes, their ids claimed), under `parent`;
  /// returns its root's index. What `copy` does, without walking the subtree: each node's children, its parent and the
  /// views its modifiers hold keep their indices. A run of sibling subtrees (`copiedRun`) is copied so as one, its
  /// first root placed under `parent` and the others keeping theirs, the same; its `rows`, the previous pass's copies
  /// of them at the same indices, name their readers (given only when none names several; else none given, the
  /// readers found among the nodes).
  private func copyInPlace(
    _ nodes: Range<Int>, from previous: ResolvedNodes, parent: Int, resolver: TreeResolver,
    rows: ArraySlice<CopiedSubtree> = []
  ) -> Int {
    let root = nodes.lowerBound
    copiedFrom.padWithNone(to: root)
    copiedFrom.append(nodes, shiftedBy: 0)
    // A transparent view's layers are its children's (`copy` counts none for it).
    resolver.graph.addNodes(copying: nodes, of: previous, recycling: reusable?.replacedStateChunks ?? [:])
    // Appended as one block, the previous pass's chunks it covers whole shared, then what changes written in place
    // (`ResolvedTree.adoptCopy`: a node is written only when it changes, so that a shared chunk stays shared).
    resolver.resolved.nodes.appendCopies(of: nodes, from: previous)
    // The tree read once: read at each call, it was retained and released a reader.
    let tree = resolver.resolved
    tree.adoptCopy(at: root, under: parent)
    // Every node but the root keeps its parent. The readers named by the rows (each node read to find them cost about
    // 15 instructions), none naming several (the caller checked), else found chunk by chunk (each node read alone
    // found its chunk: about 20 instructions a node).
    assert(!rows.contains(where: { $0.readers.areSeveral }), "a run's rows given to copy name several readers")
    if !rows.isEmpty {
      tree.adoptCopiedReaders(of: rows, except: root)
      return root
    }
    for index in previous.positions(in: nodes.dropFirst(), where: { $0.isGeometryReader }) {
      tree.adoptCopiedReader(at: index)
    }
    return root
  }

  /// Makes a copy of a previous pass's node this pass's node under `parent`, in one access to the tree: its children
  /// the previous node's until `copyChildren` renumbers them, and a `GeometryReader`'s content, which is not copied,
  /// waiting for its placement, as it was placed then.
  private static func makeCopy(_ node: inout ResolvedNode, under parent: Int) {
    node.parent = parent
    if node.isGeometryReader {
      node.children = []
      if !node.placedContent.isEmpty {
        node.pendingContent = node.placedContent
        node.placedContent = []
      }
    }
  }

  /// Copies `old`'s children under its copy at `index`. Copied to the indices they had (nothing before them moved),
  /// the copy keeps the previous node's list of children, shared; else it gets its own.
  private func copyChildren(
    of old: Int, from previous: ResolvedNodes, into index: Int, resolver: TreeResolver
  ) -> Int {
    let children = previous[old].children
    var moved: [Int]?
    for (position, child) in children.enumerated() {
      let copied = copy(child, from: previous, parent: index, resolver: resolver)
      if moved == nil, copied != child {
        moved = []
        moved?.reserveCapacity(children.count)
        moved?.append(contentsOf: children[..<position])
      }
      moved?.append(copied)
    }
    if let moved { resolver.resolved.nodes[index].children = moved }
    return index
  }

  /// Makes room for `count` nodes copied or not and `subtrees` subtrees copied whole (the previous pass's counts):
  /// grown by appending, the lists were reallocated and copied at every doubling.
  func reserveNodes(_ count: Int, subtrees: Int) {
    copiedFrom.reserveCapacity(count)
    copiedSubtrees.reserveCapacity(subtrees)
  }

  /// The previous pass's node the node at `index` was copied from, if it was.
  func copied(_ index: Int) -> Int? {
    copiedFrom.element(at: index)
  }
}
