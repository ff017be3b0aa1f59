import JSONCore

/// Every declared node's id with the path of its declaration (`ViewTree.nodePaths`), looked up by id: an `IDTable`,
/// where a `[String: JSONPath]` took 3.0 MiB for the 10,000-row form's 50,001 ids, which the live tree keeps (2.0 MiB
/// here with the arrays grown by doubling, 1.6 when `TreeDecoder.reserveIDs` sized them).
public struct NodePaths: Equatable, Sendable {
  private var table = IDTable<JSONPath>()

  /// An empty table.
  public init() {}

  /// The number of ids.
  public var count: Int { table.count }

  /// The ids, in no particular order.
  public var keys: [String] { table.keys }

  /// The path of `id`'s declaration; setting nil removes the id.
  public subscript(id: String) -> JSONPath? {
    get { table[id] }
    set { table[id] = newValue }
  }

  /// Makes room for `capacity` ids without growing.
  public mutating func reserveCapacity(_ capacity: Int) { table.reserveCapacity(capacity) }

  /// Sets `id`'s path, returning the one it replaces.
  @discardableResult
  public mutating func updateValue(_ path: JSONPath, forKey id: String) -> JSONPath? {
    table.updateValue(path, forKey: id)
  }

  /// Whether both hold the same ids with the same paths, in whatever order.
  public static func == (lhs: NodePaths, rhs: NodePaths) -> Bool { lhs.table == rhs.table }
}
