import JSONCore

/// One view as the client declared it: a SwiftUI view type with its arguments, its modifier chain (innermost
/// first, in source order) and its content.
///
/// Declared nodes are templates: a `ForEach`'s content is declared once and resolved once per element, and an
/// `if` holds both branches. `LayoutPass` holds the resolved, concrete tree.
///
/// Contract: a value. Its fields live in one object its copies share, written copy-on-write (`Storage`): copying a
/// node, or a list of nodes (an edit's copy of the list on its path, a version's tree), retains one object a node
/// instead of each of its fields, and a node equals a copy of itself without reading its fields.
public struct ViewNode: Hashable, Sendable {
  /// The node's fields, shared by its copies.
  private var storage: Storage

  /// The node's id: the client's `id`, or one derived from its position (see `NodeID`).
  public var id: String {
    _read { yield storage.id }
    _modify { yield &uniqueStorage().id }
  }
  /// Whether `id` was written by the client.
  public var hasExplicitID: Bool {
    get { storage.details.hasExplicitID }
    set { uniqueStorage().details = Details.of(hasExplicitID: newValue, properties: properties) }
  }
  /// The view and its arguments.
  public var kind: ViewKind {
    _read { yield storage.kind }
    _modify { yield &uniqueStorage().kind }
  }
  /// The modifiers in source order: the first is applied first (innermost).
  public var modifiers: [Modifier] {
    _read { yield storage.modifiers }
    _modify { yield &uniqueStorage().modifiers }
  }
  /// The child views (for `if`, the `then` branch), in chunks that copies of a long list share (`ViewNodes`).
  public var content: ViewNodes {
    _read { yield storage.content }
    _modify { yield &uniqueStorage().content }
  }
  /// Where the node was declared.
  public var path: JSONPath {
    _read { yield storage.path }
    _modify { yield &uniqueStorage().path }
  }
  /// The stored properties the view declares (`let`, `@Binding`), in document order: its arguments,
  /// modifiers and content see them.
  public var properties: [ViewProperty] {
    get { storage.details.properties }
    set { uniqueStorage().details = Details.of(hasExplicitID: hasExplicitID, properties: newValue) }
  }

  /// Creates a node.
  public init(
    id: String, hasExplicitID: Bool, kind: ViewKind, modifiers: [Modifier], content: [ViewNode], path: JSONPath,
    properties: [ViewProperty] = []
  ) {
    storage = Storage(
      id: id, kind: kind, modifiers: modifiers, content: ViewNodes(content), path: path,
      details: Details.of(hasExplicitID: hasExplicitID, properties: properties))
  }

  /// The SwiftUI type name (`Text`, `HStack`, …), `if` for a condition.
  public var viewType: String { kind.typeName }

  /// Two nodes are equal when every field is; a node and a copy of it share their fields and are equal unread.
  public static func == (lhs: ViewNode, rhs: ViewNode) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.id == rhs.id && lhs.hasExplicitID == rhs.hasExplicitID && lhs.kind == rhs.kind
      && lhs.modifiers == rhs.modifiers && lhs.content == rhs.content && lhs.path == rhs.path
      && lhs.properties == rhs.properties
  }

  /// Whether this node and `other` are copies of one declaration, sharing their fields (equal unread): a node's
  /// fields are made anew whenever the node or a view inside it is edited, so a node that is a copy of an earlier
  /// version's node declares what that node declared, to its last descendant.
  package func isCopy(of other: ViewNode) -> Bool { storage === other.storage }

  /// Hashes every field, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
    hasher.combine(hasExplicitID)
    hasher.combine(kind)
    hasher.combine(modifiers)
    hasher.combine(content)
    hasher.combine(path)
    hasher.combine(properties)
  }

  /// The fields, made this node's own before a write when a copy shares them.
  private mutating func uniqueStorage() -> Storage {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    return storage
  }

  /// A node's fields (the properties above forward to them). Written only through a node that holds the object
  /// alone (`uniqueStorage()`), which Swift's exclusivity rules give one writer: so the object is read and written
  /// unchecked, and sent between threads as its value is. 72 bytes, an 80-byte heap chunk: with the id's flag and the
  /// properties stored inline it took 80 bytes and a 96-byte chunk (`Details`).
  private final class Storage: @unchecked Sendable {
    @exclusivity(unchecked) var id: String
    @exclusivity(unchecked) var kind: ViewKind
    @exclusivity(unchecked) var modifiers: [Modifier]
    @exclusivity(unchecked) var content: ViewNodes
    @exclusivity(unchecked) var path: JSONPath
    @exclusivity(unchecked) var details: Details

    init(id: String, kind: ViewKind, modifiers: [Modifier], content: ViewNodes, path: JSONPath, details: Details) {
      self.id = id
      self.kind = kind
      self.modifiers = modifiers
      self.content = content
      self.path = path
      self.details = details
    }

    /// A copy of every field.
    func copy() -> Storage {
      Storage(id: id, kind: kind, modifiers: modifiers, content: content, path: path, details: details)
    }
  }

  /// Whether the id is the client's, and the node's stored properties: one reference in the node's storage, shared
  /// by every node without properties (nearly all) with the same flag.
  private final class Details: Sendable {
    let hasExplicitID: Bool
    let properties: [ViewProperty]

    private init(hasExplicitID: Bool, properties: [ViewProperty]) {
      self.hasExplicitID = hasExplicitID
      self.properties = properties
    }

    private static let explicit = Details(hasExplicitID: true, properties: [])
    private static let derived = Details(hasExplicitID: false, properties: [])

    /// The details with this flag and these properties: a shared one when there are none.
    static func of(hasExplicitID: Bool, properties: [ViewProperty]) -> Details {
      guard properties.isEmpty else { return Details(hasExplicitID: hasExplicitID, properties: properties) }
      return hasExplicitID ? explicit : derived
    }
  }
}

extension ViewNode: CustomReflectable {
  /// The fields, as a struct holding them shows them (`String(describing:)`, `dump`): a description reads the node,
  /// not its storage.
  public var customMirror: Mirror {
    Mirror(
      self,
      children: [
        "id": id, "hasExplicitID": hasExplicitID, "kind": kind, "modifiers": modifiers, "content": content,
        "path": path, "properties": properties,
      ], displayStyle: .struct)
  }
}
