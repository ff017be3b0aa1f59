/// A view's spacing preferences: how far it wants to be from a neighbour on each edge, by category
/// (SwiftUI's `ViewSpacing`; `swiftui-semantics.md` §3.1, following OpenSwiftUI's `Spacing.swift`).
///
/// A stack with `spacing: nil` asks each adjacent pair for their distance: the largest sum over the categories
/// both facing edges share; failing that, the larger category-less value; failing that, the platform default
/// (8 on iOS). Ordinary views carry only zero "edge next to text" entries, so two of them get 8; `Text`
/// carries font-derived entries on its top and bottom edges; `Spacer` carries category-less zeros on its axis
/// edges, so nothing is added beside it.
struct ViewSpacing: Hashable {
  /// What a spacing entry is about.
  enum Category: Hashable {
    case textToText
    case edgeAboveText
    case edgeBelowText
    case textBaseline
    case edgeLeftText
    case edgeRightText
    case leftTextBaseline
    case rightTextBaseline
  }

  /// A physical edge (layout direction already applied).
  enum AbsoluteEdge: Hashable {
    case top
    case left
    case bottom
    case right
  }

  /// A set of physical edges, as bits.
  struct Edges: OptionSet, Hashable {
    let rawValue: UInt8

    static let top = Edges(rawValue: 1)
    static let left = Edges(rawValue: 2)
    static let bottom = Edges(rawValue: 4)
    static let right = Edges(rawValue: 8)

    init(rawValue: UInt8) {
      self.rawValue = rawValue
    }

    init(_ edge: AbsoluteEdge) {
      switch edge {
      case .top: self = .top
      case .left: self = .left
      case .bottom: self = .bottom
      case .right: self = .right
      }
    }

    func contains(_ edge: AbsoluteEdge) -> Bool {
      contains(Edges(edge))
    }

    mutating func insert(_ edge: AbsoluteEdge) {
      formUnion(Edges(edge))
    }
  }

  struct Key: Hashable {
    var category: Category?
    var edge: AbsoluteEdge
  }

  /// An entry: a plain distance, or the font metrics of a text on that side of a text–text pair.
  enum Value: Hashable {
    case distance(Double)
    /// The view is the upper text of a pair (entry on its bottom edge).
    case topTextMetrics(TextSpacingMetrics)
    /// The view is the lower text of a pair (entry on its top edge).
    case bottomTextMetrics(TextSpacingMetrics)

    /// The distance two facing entries of the same category add up to; nil when they do not combine.
    func distance(to other: Value, textSpacingEnabled: Bool) -> Double? {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): return a + b
      case (.distance(let a), _): return a
      case (_, .distance(let b)): return b
      case (.topTextMetrics(let top), .bottomTextMetrics(let bottom)),
        (.bottomTextMetrics(let bottom), .topTextMetrics(let top)):
        return TextSpacingMetrics.spacing(top: top, bottom: bottom, enabled: textSpacingEnabled)
      default: return nil
      }
    }

    /// Whether both are the same case with the same bits (`==` on doubles does not tell zeros' signs apart).
    func hasSameBits(as other: Value) -> Bool {
      switch (self, other) {
      case (.distance(let a), .distance(let b)): return a.bitPattern == b.bitPattern
      case (.topTextMetrics(let a), .topTextMetrics(let b)), (.bottomTextMetrics(let a), .bottomTextMetrics(let b)):
        return a.ascend.bitPattern == b.ascend.bitPattern && a.descend.bitPattern == b.descend.bitPattern
          && a.leading.bitPattern == b.leading.bitPattern && a.pixelLength.bitPattern == b.pixelLength.bitPattern
      default: return false
      }
    }

    /// Hashes what `hasSameBits(as:)` compares.
    func hashBits(into hasher: inout Hasher) {
      switch self {
      case .distance(let distance):
        hasher.combine(0 as UInt8)
        hasher.combine(distance.bitPattern)
      case .topTextMetrics(let metrics), .bottomTextMetrics(let metrics):
        if case .topTextMetrics = self { hasher.combine(1 as UInt8) } else { hasher.combine(2 as UInt8) }
        hasher.combine(metrics.ascend.bitPattern)
        hasher.combine(metrics.descend.bitPattern)
        hasher.combine(metrics.leading.bitPattern)
        hasher.combine(metrics.pixelLength.bitPattern)
      }
    }

    /// Orders entries for merging (the larger is kept): distances by value, then text metrics by line
    /// spacing, distances below text metrics.
    static func isLess(_ a: Value, _ b: Value) -> Bool {
      switch (a, b) {
      case (.distance(let x), .distance(let y)): return x < y
      case (.distance, _): return true
      case (.topTextMetrics(let x), .topTextMetrics(let y)): return x.lineSpacing < y.lineSpacing
      case (.topTextMetrics, .bottomTextMetrics): return true
      case (.bottomTextMetrics(let x), .bottomTextMetrics(let y)): return x.lineSpacing < y.lineSpacing
      default: return false
      }
    }
  }

  /// The entries, at most one per key, in no meaningful order.
  var minima: Table

  /// A view's entries: a handful (at most 36 keys exist), kept in one small array and found by a linear search
  /// instead of hashing, which a stack's gaps and every container's union did for each entry. Equal and hashed
  /// as a set of entries, whatever their order, as a dictionary would be.
  struct Table: Hashable, Sequence, ExpressibleByDictionaryLiteral {
    private var entries: [(key: Key, value: Value)]

    init(dictionaryLiteral elements: (Key, Value)...) {
      entries = []
      entries.reserveCapacity(elements.count)
      for (key, value) in elements { self[key] = value }
    }

    var isEmpty: Bool { entries.isEmpty }

    subscript(key: Key) -> Value? {
      get {
        for index in entries.indices where entries[index].key == key { return entries[index].value }
        return nil
      }
      set {
        if let index = entries.firstIndex(where: { $0.key == key }) {
          if let newValue { entries[index].value = newValue } else { entries.remove(at: index) }
        } else if let newValue {
          entries.append((key, newValue))
        }
      }
    }

    /// Keeps `value` for `key` unless the entry there is already at least as large (`Value.isLess`): one search
    /// where reading the entry and then writing it would search twice.
    mutating func keepLarger(_ value: Value, for key: Key) {
      for index in entries.indices where entries[index].key == key {
        if Value.isLess(entries[index].value, value) { entries[index].value = value }
        return
      }
      entries.append((key, value))
    }

    /// Makes room for `count` entries in all.
    mutating func reserveCapacity(_ count: Int) {
      entries.reserveCapacity(count)
    }

    /// Replaces the entries on `edges` by those `append` adds after the others (keys on `edges` only, each once),
    /// in one new array: the entries kept are in their order, then the added ones. Removed and then set one by one,
    /// they copied a shared table, then grew the copy (a frame's over its label's).
    mutating func replaceEntries(on edges: Edges, _ append: (inout [(key: Key, value: Value)]) -> Void) {
      var replaced: [(key: Key, value: Value)] = []
      replaced.reserveCapacity(entries.count + 4)
      for entry in entries where !edges.contains(entry.key.edge) { replaced.append(entry) }
      append(&replaced)
      entries = replaced
    }

    func makeIterator() -> IndexingIterator<[(key: Key, value: Value)]> {
      entries.makeIterator()
    }

    static func == (lhs: Table, rhs: Table) -> Bool {
      lhs.entries.count == rhs.entries.count && lhs.entries.allSatisfy { rhs[$0.key] == $0.value }
    }

    /// Whether both hold the same entries in the same order, bit for bit: nothing read from either can differ (the
    /// order breaks ties between categories in `distance(to:along:…)`).
    func isIdentical(to other: Table) -> Bool {
      guard entries.count == other.entries.count else { return false }
      for index in entries.indices {
        guard entries[index].key == other.entries[index].key,
          entries[index].value.hasSameBits(as: other.entries[index].value)
        else { return false }
      }
      return true
    }

    /// Hashes what `isIdentical(to:)` compares, in one hasher (`hash(into:)`, which ignores the order, makes one
    /// per entry).
    func hashIdentity(into hasher: inout Hasher) {
      hasher.combine(entries.count)
      for index in entries.indices {
        hasher.combine(entries[index].key)
        entries[index].value.hashBits(into: &hasher)
      }
    }

    /// Whether both are the same storage: a table passed on unchanged, or the same constant.
    func sharesStorage(with other: Table) -> Bool {
      entries.withUnsafeBufferPointer { own in
        other.entries.withUnsafeBufferPointer { $0.baseAddress == own.baseAddress }
      }
    }

    /// Whether its storage has room for more entries than it holds.
    var hasSpareRoom: Bool { entries.capacity > entries.count }

    /// The table with room for its entries only.
    func compacted() -> Table {
      guard hasSpareRoom else { return self }
      var exact: [(key: Key, value: Value)] = []
      exact.reserveCapacity(entries.count)
      exact.append(contentsOf: entries)
      var table = self
      table.entries = exact
      return table
    }

    func hash(into hasher: inout Hasher) {
      // Order-independent, as `==` is: the entries' own hashes summed.
      var sum = 0
      for entry in entries {
        var own = Hasher()
        own.combine(entry.key)
        own.combine(entry.value)
        sum &+= own.finalize()
      }
      hasher.combine(entries.count)
      hasher.combine(sum)
    }
  }

  /// The tables the layers of one pass computed, each kept once: most layers compute one of a few tables (every
  /// row of a form its label's, its frame's and its stack's), and each layer's state keeps its own for the pass's
  /// memory. A table is shared only with an identical one (`Table.isIdentical(to:)`), so nothing read from a layer's
  /// spacing changes.
  struct Pool {
    /// The kept tables that left `recent`, found by hashing.
    private var tables: Set<Identical> = []
    /// The table returned last: a layer that passes its child's table on unchanged (a background over its primary)
    /// returns it again, found without hashing.
    private var last = ViewSpacing.empty
    /// The kept tables returned most recently, at most `recentCount`, the oldest first, each with whether `tables` holds
    /// it too. Repeated rows compute the same few tables in turn (a label's, its frame's, its field's, the row's union),
    /// and comparing a table with these costs a fraction of hashing it. A new table is kept here only, and hashed into
    /// `tables` when it leaves: a pass that keeps no more than `recentCount` tables (an edit's, which computes those of
    /// the edited row and its ancestors) hashes none, and each kept table is in one of the two.
    private var recent: [(spacing: ViewSpacing, isInTables: Bool)] = []
    private static let recentCount = 8

    /// `spacing`, or the identical table kept before (a new one is kept without spare room).
    mutating func shared(_ spacing: ViewSpacing) -> ViewSpacing {
      guard !spacing.minima.isEmpty, !spacing.minima.sharesStorage(with: last.minima) else { return spacing }
      for entry in recent.reversed()
      where entry.spacing.minima.sharesStorage(with: spacing.minima)
        || entry.spacing.minima.isIdentical(to: spacing.minima)
      {
        last = entry.spacing
        return entry.spacing
      }
      let kept: ViewSpacing
      let isInTables: Bool
      if !tables.isEmpty, let found = tables.firstIndex(of: Identical(spacing: spacing)) {
        kept = tables[found].spacing
        isInTables = true
      } else {
        kept = spacing.minima.hasSpareRoom ? ViewSpacing(minima: spacing.minima.compacted()) : spacing
        isInTables = false
      }
      if recent.count == Self.recentCount {
        let leaving = recent.removeFirst()
        if !leaving.isInTables { tables.insert(Identical(spacing: leaving.spacing)) }
      }
      recent.append((kept, isInTables))
      last = kept
      return kept
    }

    /// A table compared entry by entry, in order and bit for bit.
    private struct Identical: Hashable {
      var spacing: ViewSpacing

      static func == (lhs: Identical, rhs: Identical) -> Bool {
        lhs.spacing.minima.isIdentical(to: rhs.spacing.minima)
      }

      func hash(into hasher: inout Hasher) {
        spacing.minima.hashIdentity(into: &hasher)
      }
    }
  }

  /// The preferences of an ordinary view: zero "edge next to text" entries on the four edges.
  static let ordinary = ViewSpacing(minima: [
    Key(category: .edgeBelowText, edge: .top): .distance(0),
    Key(category: .edgeAboveText, edge: .bottom): .distance(0),
    Key(category: .edgeRightText, edge: .left): .distance(0),
    Key(category: .edgeLeftText, edge: .right): .distance(0),
  ])

  /// Category-less zeros on all four edges (an empty container, a free-standing Spacer).
  static let zero = ViewSpacing(minima: [
    Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .left): .distance(0),
    Key(category: nil, edge: .bottom): .distance(0), Key(category: nil, edge: .right): .distance(0),
  ])

  /// No entries at all (the start of a union).
  static let empty = ViewSpacing(minima: [:])

  /// Category-less zeros on the two edges of `axis` (a Spacer in a stack).
  static func zero(along axis: Axis) -> ViewSpacing {
    axis == .horizontal
      ? ViewSpacing(minima: [
        Key(category: nil, edge: .left): .distance(0), Key(category: nil, edge: .right): .distance(0),
      ])
      : ViewSpacing(minima: [
        Key(category: nil, edge: .top): .distance(0), Key(category: nil, edge: .bottom): .distance(0),
      ])
  }

  /// Adds `other`'s entries on `edges`, keeping the larger value per key (a container's union).
  mutating func incorporate(_ edges: Edges, of other: ViewSpacing) {
    for (key, value) in other.minima where edges.contains(key.edge) {
      minima.keepLarger(value, for: key)
    }
  }

  /// Replaces the entries on `edges` by an ordinary view's (frames and padding reset the edges they affect).
  mutating func reset(_ edges: Edges) {
    guard !edges.isEmpty else { return }
    minima.replaceEntries(on: edges) { entries in
      if edges.contains(.top) { entries.append((Key(category: .edgeBelowText, edge: .top), .distance(0))) }
      if edges.contains(.left) { entries.append((Key(category: .edgeRightText, edge: .left), .distance(0))) }
      if edges.contains(.bottom) { entries.append((Key(category: .edgeAboveText, edge: .bottom), .distance(0))) }
      if edges.contains(.right) { entries.append((Key(category: .edgeLeftText, edge: .right), .distance(0))) }
    }
  }

  /// The physical edges of a logical edge set in a layout direction.
  static func absoluteEdges(_ edges: Edge.Set, direction: LayoutDirection) -> Edges {
    var result: Edges = []
    if edges.contains(.top) { result.insert(.top) }
    if edges.contains(.bottom) { result.insert(.bottom) }
    if edges.contains(.leading) { result.insert(direction == .leftToRight ? .left : .right) }
    if edges.contains(.trailing) { result.insert(direction == .leftToRight ? .right : .left) }
    return result
  }

  /// How a gap between two views was decided, for the event log.
  enum GapSource: Hashable {
    case category(Category)
    case categoryless
    case platformDefault
  }

  /// The gap between this view and `next` following it along `axis`.
  func distance(
    to next: ViewSpacing, along axis: Axis, direction: LayoutDirection, defaultSpacing: Double,
    textSpacingEnabled: Bool, textToTextIsStandard: Bool
  ) -> (gap: Double, source: GapSource) {
    let trailing: AbsoluteEdge = axis == .vertical ? .bottom : (direction == .leftToRight ? .right : .left)
    let leading: AbsoluteEdge = axis == .vertical ? .top : (direction == .leftToRight ? .left : .right)
    var best: (Double, Category)?
    for (key, value) in minima where key.edge == trailing {
      guard let category = key.category else { continue }
      if textToTextIsStandard, category == .textToText || category == .textBaseline { continue }
      guard let other = next.minima[Key(category: category, edge: leading)],
        let distance = value.distance(to: other, textSpacingEnabled: textSpacingEnabled)
      else { continue }
      if best.map({ distance > $0.0 }) ?? true { best = (distance, category) }
    }
    if let best { return (best.0, .category(best.1)) }
    let own = minima[Key(category: nil, edge: trailing)].flatMap { if case .distance(let d) = $0 { d } else { nil } }
    let theirs = next.minima[Key(category: nil, edge: leading)].flatMap {
      if case .distance(let d) = $0 { d } else { nil }
    }
    if own != nil || theirs != nil {
      return (Swift.max(own ?? -.infinity, theirs ?? -.infinity), .categoryless)
    }
    return (defaultSpacing, .platformDefault)
  }
}
