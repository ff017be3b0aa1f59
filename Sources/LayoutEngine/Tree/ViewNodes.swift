/// A declared node's child views (`ViewNode.content`), in order: a collection with an array's value semantics.
///
/// Contract: a value. Up to `chunkSize` views are one array; more are kept in chunks of `chunkSize` (each full but
/// the last), which copies share: writing a view copies its chunk and the list of chunks when another value holds
/// them, not every view. An edit of one row of the 1,000-row form walks through the root's list while the previous
/// version holds it: a flat array copied its 1,000 views (a retain each, about 49,000 instructions) and the history's
/// forgotten version released them again; in chunks it copies 16 chunk references and one chunk of 64 views.
///
/// Status: a view read in place through its chunk (`InPlace`, a run of copied rows in `ResolutionCopies.copiedRun`)
/// costs about 7 instructions more than through one array (Benchmarks/update.md, session 51).
///
/// One reference wide (`MemoryLayout<ViewNodes>.size` is 8, as an array's), so a declared node's storage does not
/// grow.
public struct ViewNodes: RandomAccessCollection, MutableCollection, Hashable, Sendable, ExpressibleByArrayLiteral {
  /// Views per chunk, a power of two: `chunkShift` bits of a position are its place in its chunk.
  static let chunkShift = 6
  static let chunkSize = 1 << chunkShift
  static let chunkMask = chunkSize - 1

  /// The views: one array up to `chunkSize` of them, else chunks.
  private enum Storage: Sendable {
    case flat([ViewNode])
    /// Never empty; every chunk full but the last, which is not empty.
    case chunked([[ViewNode]])
  }

  private var storage: Storage

  /// `nodes`, in chunks when there are more than `chunkSize` of them.
  public init(_ nodes: [ViewNode]) {
    guard nodes.count > Self.chunkSize else {
      storage = .flat(nodes)
      return
    }
    storage = .chunked(nodes.chunks(of: Self.chunkSize))
  }

  /// The views written as a list.
  public init(arrayLiteral elements: ViewNode...) { self.init(elements) }

  /// 0.
  public var startIndex: Int { 0 }
  /// `count`.
  public var endIndex: Int { count }

  /// How many views there are.
  public var count: Int {
    switch storage {
    case .flat(let nodes): nodes.count
    case .chunked(let chunks): (chunks.count - 1) << Self.chunkShift + (chunks.last?.count ?? 0)
    }
  }

  /// Whether there is no view.
  public var isEmpty: Bool {
    guard case .flat(let nodes) = storage else { return false }
    return nodes.isEmpty
  }

  /// The view at `position`, read and written in place in its chunk.
  public subscript(position: Int) -> ViewNode {
    _read {
      switch storage {
      case .flat(let nodes): yield nodes[position]
      case .chunked(let chunks): yield chunks[position >> Self.chunkShift][position & Self.chunkMask]
      }
    }
    _modify {
      // The payload taken out of `storage` while it is written, so a list no other value holds is written in place.
      switch storage {
      case .flat(var nodes):
        storage = .flat([])
        defer { storage = .flat(nodes) }
        yield &nodes[position]
      case .chunked(var chunks):
        storage = .flat([])
        defer { storage = .chunked(chunks) }
        yield &chunks[position >> Self.chunkShift][position & Self.chunkMask]
      }
    }
  }

  /// The views as one array: the stored one when there are up to `chunkSize` of them, else a copy.
  public var array: [ViewNode] {
    switch storage {
    case .flat(let nodes): nodes
    case .chunked(let chunks): Array(chunks.joined())
    }
  }

  /// `body` given the views at `range` read in place (`InPlace`). `body` is called from one place (a flat list read as
  /// one chunk, the chunks empty): called from one for each form, it stayed a closure of its own, not inlined into its
  /// caller.
  @inline(__always) func withNodesInPlace<Result>(_ range: Range<Int>, _ body: (InPlace) -> Result) -> Result {
    let range = range.clamped(to: 0..<count)
    var flat: [ViewNode] = []
    var chunked: [[ViewNode]] = []
    switch storage {
    case .flat(let nodes): flat = nodes
    case .chunked(let chunks): chunked = chunks
    }
    let isFlat = chunked.isEmpty
    return withUnsafePointer(to: &flat) { flat in
      chunked.withUnsafeBufferPointer { chunks in
        body(
          InPlace(
            chunks: isFlat ? UnsafeBufferPointer(start: flat, count: 1) : chunks, start: range.lowerBound,
            count: range.count))
      }
    }
  }

  /// `body` given every view read in place (`InPlace`).
  @inline(__always) func withNodesInPlace<Result>(_ body: (InPlace) -> Result) -> Result {
    withNodesInPlace(0..<count, body)
  }

  /// Views of a list read in place, from 0 (the list's view at `start`): a view read through it is borrowed, where a
  /// view read from the list was copied, retained and released (`ResolutionCopies.copiedRun` reads each row so).
  /// Valid only inside `withNodesInPlace`'s call.
  struct InPlace {
    /// The list's chunks (a flat list is one).
    fileprivate let chunks: UnsafeBufferPointer<[ViewNode]>
    /// The list's position of this view 0.
    fileprivate let start: Int
    /// How many views there are from `start`, all in the list (`withNodesInPlace` clamps its range).
    let count: Int

    /// The view at `position` (from `start`), borrowed at its address: a coroutine read through a chunk's array
    /// subscript copied the view (a retain and a release each, about 90,000 instructions a 1,000-row edit's copied
    /// run). Bounds-checked against what it reads: the chunk's index against `chunks`, the view's against its chunk
    /// (a position past `count` but in the list reads the list's view there; a debug `assert` catches it). The address
    /// stays valid while the list lives, which `withNodesInPlace`'s call keeps (a native array's elements do not move
    /// while it is not written).
    @inline(__always) subscript(position: Int) -> ViewNode {
      unsafeAddress {
        assert(position >= 0 && position < count, "a view read past its list")
        let at = start &+ position
        let chunk = at >> ViewNodes.chunkShift
        precondition(UInt(bitPattern: chunk) < UInt(bitPattern: chunks.count), "a view read past its list")
        return chunks[chunk].withUnsafeBufferPointer { nodes in
          precondition(at & ViewNodes.chunkMask < nodes.count, "a view read past its chunk")
          // Not nil: the chunk holds the view checked above.
          return nodes.baseAddress.unsafelyUnwrapped + (at & ViewNodes.chunkMask)
        }
      }
    }
  }

  /// Keeps the first `count` views: the chunks before the one that ends them stay shared.
  mutating func removeAll(after count: Int) {
    guard count < self.count else { return }
    switch storage {
    case .flat(var nodes):
      storage = .flat([])
      nodes.removeSubrange(Swift.max(0, count)...)
      storage = .flat(nodes)
    case .chunked(var chunks):
      guard count > Self.chunkSize else {
        storage = .flat(Array(chunks[0].prefix(Swift.max(0, count))))
        return
      }
      storage = .flat([])
      chunks.removeSubrange(((count + Self.chunkMask) >> Self.chunkShift)...)
      let kept = count - (chunks.count - 1) << Self.chunkShift
      chunks[chunks.count - 1].removeSubrange(kept...)
      storage = .chunked(chunks)
    }
  }

  /// Appends `node`: into the last chunk, or a new one when it is full (a flat list past `chunkSize` views becomes
  /// its first chunk).
  mutating func append(_ node: ViewNode) {
    switch storage {
    case .flat(var nodes):
      storage = .flat([])
      guard nodes.count == Self.chunkSize else {
        nodes.append(node)
        storage = .flat(nodes)
        return
      }
      storage = .chunked([nodes, [node]])
    case .chunked(var chunks):
      storage = .flat([])
      if chunks[chunks.count - 1].count == Self.chunkSize {
        var chunk: [ViewNode] = []
        chunk.reserveCapacity(Self.chunkSize)
        chunk.append(node)
        chunks.append(chunk)
      } else {
        chunks[chunks.count - 1].append(node)
      }
      storage = .chunked(chunks)
    }
  }

  /// Appends `nodes`, in order.
  mutating func append(contentsOf nodes: some Sequence<ViewNode>) {
    for node in nodes { append(node) }
  }

  /// Whether both lists hold the same storage (equal unread).
  private func sharesStorage(with other: ViewNodes) -> Bool {
    switch (storage, other.storage) {
    case (.flat(let mine), .flat(let theirs)): mine.sharesStorage(with: theirs)
    case (.chunked(let mine), .chunked(let theirs)): mine.sharesStorage(with: theirs)
    default: false
    }
  }

  /// Two lists are equal when they hold equal views in the same order.
  public static func == (lhs: ViewNodes, rhs: ViewNodes) -> Bool {
    lhs.sharesStorage(with: rhs) || (lhs.count == rhs.count && lhs.elementsEqual(rhs))
  }

  /// Hashes the views in order, as an array of them does.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for node in self { hasher.combine(node) }
  }
}

extension ViewNodes: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The views printed as an array of them prints: a node's description prints its content so
  /// (`NodeComparison.sameBytes` compares contents as printed).
  public var description: String { Array(self).description }
  /// The views printed as an array of them prints them for debugging.
  public var debugDescription: String { Array(self).debugDescription }
  /// The views, as an array of them shows them (`dump`).
  public var customMirror: Mirror { Mirror(self, unlabeledChildren: Array(self), displayStyle: .collection) }
}

extension Slice<ViewNodes> {
  /// `body` given these views read in place (`ViewNodes.InPlace`), this slice's first at 0.
  @inline(__always) func withNodesInPlace<Result>(_ body: (ViewNodes.InPlace) -> Result) -> Result {
    base.withNodesInPlace(startIndex..<endIndex, body)
  }
}
