import JSONCore

/// One view as the client declared it: a SwiftUI view type with its arguments, its modifier chain (innermost
/// first, in source order) and its content.
///
/// Declared nodes are templates: a `ForEach`'s content is declared once and resolved once per element, and an
/// `if` holds both branches. `LayoutPass` holds the resolved, concrete tree.
public struct ViewNode: Hashable, Sendable {
  /// The node's id: the client's `id`, or one derived from its position (see `NodeID`).
  public var id: String
  /// Whether `id` was written by the client.
  public var hasExplicitID: Bool
  /// The view and its arguments.
  public var kind: ViewKind
  /// The modifiers in source order: the first is applied first (innermost).
  public var modifiers: [Modifier]
  /// The child views (for `if`, the `then` branch).
  public var content: [ViewNode]
  /// Where the node was declared.
  public var path: JSONPath
  /// The stored properties the view declares (`let`, `@Binding`), in document order: its arguments,
  /// modifiers and content see them.
  public var properties: [ViewProperty]

  /// Creates a node.
  public init(
    id: String, hasExplicitID: Bool, kind: ViewKind, modifiers: [Modifier], content: [ViewNode], path: JSONPath,
    properties: [ViewProperty] = []
  ) {
    self.id = id
    self.hasExplicitID = hasExplicitID
    self.kind = kind
    self.modifiers = modifiers
    self.content = content
    self.path = path
    self.properties = properties
  }

  /// The SwiftUI type name (`Text`, `HStack`, …), `if` for a condition.
  public var viewType: String { kind.typeName }
}
