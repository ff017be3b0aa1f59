import JSONCore
import LayoutEngine

/// The typed edits that turn a tree's document into another document that differs from it only in texts and
/// modifier chains: each changed `text` of a `Text` or field, or `title` of a `Button`, becomes a `setText` of its
/// node, and each changed `modifiers` list of a node a `setModifiers` of it. A keystroke inside a label's string
/// literal or a modifier's arguments (`.padding(8)` to `.padding(12)`) translates so, and applying it as typed edits
/// decodes only the texts and chains and leaves every other node as the tree had it, for the engine to compare in
/// place (and copy what they do not touch: `LiveTree.respelledNodes(by:in:)`), where `replaceDocument` decodes the
/// whole document again.
///
/// Contract: `edits(from:to:in:)` returns edits only when applying them to `tree` gives exactly `new`: same members
/// in the same order, same numbers and types everywhere, differing only where a node's text is or inside a node's
/// modifier list (present in both); any other difference (a view, a state's value, a view's argument, a chain added
/// or removed) is nil. Equal documents give no edits.
/// Walks the two documents with an explicit stack (no recursion over client data), descending only into members
/// that differ, so an unchanged subtree costs one comparison; a changed modifier list is not descended into.
enum DocumentEdits {
  /// The most texts and chains one change may set; a change of more is read as a new document.
  static let maxEdits = 16

  /// The `setText` and `setModifiers` edits that make `old` (the document of `tree`) into `new`, or nil when they
  /// differ otherwise.
  static func edits(from old: JSONValue, to new: JSONValue, in tree: ViewTree) -> [TreeEdit]? {
    var pending: [(before: JSONValue, after: JSONValue, path: JSONPath)] = [(old, new, .root)]
    var edits: [TreeEdit] = []
    while let (before, after, path) = pending.popLast() {
      switch (before, after) {
      case (.object(let members), .object(let newMembers)):
        guard members.count == newMembers.count else { return nil }
        for (member, newMember) in zip(members, newMembers) {
          guard member.key == newMember.key else { return nil }
          guard member.value != newMember.value else { continue }
          if member.key == "modifiers", let node = node(at: path, in: tree) {
            guard edits.count < maxEdits else { return nil }
            edits.append(.setModifiers(node: node, modifiers: newMember.value))
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

  /// The `setText` of the node whose text member is at `path`, when there is one there.
  private static func setText(at path: JSONPath, to text: String, in tree: ViewTree) -> TreeEdit? {
    guard case .key(let member)? = path.lastComponent, let node = tree.node(at: path.parent) else { return nil }
    switch (node.kind, member) {
    case (.text, "text"), (.textField, "text"), (.button(.some, _), "title"):
      return .setText(node: node.id, text: text)
    default:
      return nil
    }
  }

  /// The id of the declared node whose object is at `path`, when `setModifiers` of that id edits that object (not
  /// a view the decoder made around it, which `ViewTree.node(at:)` sees through).
  private static func node(at path: JSONPath, in tree: ViewTree) -> String? {
    guard let node = tree.node(at: path), node.path == path, tree.nodePaths[node.id] == path else { return nil }
    return node.id
  }
}
