import JSONCore
import LayoutEngine

/// The typed edits that turn a tree's document into another document that differs from it only in texts, modifier
/// chains and views' arguments: each changed `text` of a `Text` or field, or `title` of a `Button`, becomes a
/// `setText` of its node, each changed `modifiers` list of a node a `setModifiers` of it, and a node whose other
/// arguments changed (`VStack(spacing: 8)` to `12`) a `replace` of it by its new object, of the same type. A keystroke
/// inside a label's string literal, a modifier's or a view's arguments translates so, and applying it as typed edits
/// decodes only the texts, chains and replaced views and leaves every other node as the tree had it, for the engine
/// to compare in place (and copy what they do not touch: `LiveTree.respelledNodes(by:in:previous:)`), where
/// `replaceDocument` decodes the whole document again.
///
/// Contract: `edits(from:to:in:)` returns edits only when applying them to `tree` gives exactly `new`: same members
/// in the same order, same numbers and types everywhere, differing only where a node's text is, inside a node's
/// modifier list (present in both), or in the members of a declared node other than its view type and id; any other
/// difference (a view's type or id, a view added or removed, a state's value, a chain added or removed, the root's
/// arguments) is nil. Equal documents give no edits.
/// Walks the two documents with an explicit stack (no recursion over client data), descending only into members
/// that differ, so an unchanged subtree costs one comparison; a changed modifier list is not descended into.
enum DocumentEdits {
  /// The most texts, chains and views one change may set or replace; a change of more is read as a new document.
  static let maxEdits = 16

  /// The `setText`, `setModifiers` and `replace` edits that make `old` (the document of `tree`) into `new`, or nil
  /// when they differ otherwise.
  static func edits(from old: JSONValue, to new: JSONValue, in tree: ViewTree) -> [TreeEdit]? {
    var pending: [(before: JSONValue, after: JSONValue, path: JSONPath)] = [(old, new, .root)]
    var edits: [TreeEdit] = []
    while let (before, after, path) = pending.popLast() {
      switch (before, after) {
      case (.object(let members), .object(let newMembers)):
        guard members.count == newMembers.count else { return nil }
        let node = declaredNode(at: path, in: tree)
        if let node, path != JSONPath.root.key("root") {
          switch replacement(members, newMembers, of: node) {
          case .none: return nil
          case .some(true):
            guard edits.count < maxEdits else { return nil }
            edits.append(.replace(node: node.id, view: after))
            continue
          case .some(false): break
          }
        }
        for (member, newMember) in zip(members, newMembers) {
          guard member.key == newMember.key else { return nil }
          guard member.value != newMember.value else { continue }
          if member.key == "modifiers", let node {
            guard edits.count < maxEdits else { return nil }
            edits.append(.setModifiers(node: node.id, modifiers: newMember.value))
          } else {
            pending.append((member.value, newMember.value, path.key(member.key)))
          }
        }
      case (.array(let items), .array(let newItems)):
        guard items.count == newItems.count else { return nil }
        for (index, (item, newItem)) in zip(items, newItems).enumerated() where item != newItem {
          pending.append((item, newItem, path.index(index)))
        }
      case (.string, .string(let text)):
        guard edits.count < maxEdits, let edit = setText(at: path, to: text, in: tree) else { return nil }
        edits.append(edit)
      default:
        return nil
      }
    }
    return edits
  }

  /// Whether the declared `node`, whose object's members change from `members` to `newMembers` (the same keys in the
  /// same order), is replaced whole: an argument other than its text, its views and its chain changed. Nil when its
  /// type or id changed (the views after it may take other derived ids: a new document).
  private static func replacement(_ members: JSONObject, _ newMembers: JSONObject, of node: ViewNode) -> Bool? {
    var replaced = false
    for (member, newMember) in zip(members, newMembers) where member.value != newMember.value {
      switch member.key {
      case "view", "id": return nil
      case "content", "then", "else", "header", "footer", "modifiers": continue
      default: if !isText(member.key, of: node.kind) { replaced = true }
      }
    }
    return replaced
  }

  /// Whether `member` is the text of a node of `kind` that `setText` sets: a `Text`'s or a field's `text`, a
  /// `Button`'s `title`.
  private static func isText(_ member: String, of kind: ViewKind) -> Bool {
    switch (kind, member) {
    case (.text, "text"), (.textField, "text"), (.button(.some, _), "title"): true
    default: false
    }
  }

  /// The `setText` of the node whose text member is at `path`, when there is one there.
  private static func setText(at path: JSONPath, to text: String, in tree: ViewTree) -> TreeEdit? {
    guard case .key(let member)? = path.lastComponent, let node = tree.node(at: path.parent),
      isText(member, of: node.kind)
    else { return nil }
    return .setText(node: node.id, text: text)
  }

  /// The declared node whose object is at `path`, when an edit naming its id edits that object (not a view the
  /// decoder made around it, which `ViewTree.node(at:)` sees through).
  private static func declaredNode(at path: JSONPath, in tree: ViewTree) -> ViewNode? {
    guard let node = tree.node(at: path), node.path == path, tree.nodePaths[node.id] == path else { return nil }
    return node
  }
}
