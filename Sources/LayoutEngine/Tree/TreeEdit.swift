import JSONCore

/// One edit of a tree document, as a client sends it in `tree/edit`. Edits address nodes by id (a resolved
/// id inside a `ForEach` names its template); views and modifiers are given as JSON in the tree format.
public enum TreeEdit: Hashable, Sendable {
  /// Sets a `Text`'s text, a `Button`'s title or a field's text.
  case setText(node: String, text: String)
  /// Replaces a view (and everything in it).
  case replace(node: String, view: JSONValue)
  /// Inserts a view into a container's `content` at `index` (for an `if`, into its `then` branch).
  case insert(parent: String, index: Int, view: JSONValue)
  /// Removes a view from the list that holds it.
  case remove(node: String)
  /// Replaces a view's modifier chain.
  case setModifiers(node: String, modifiers: JSONValue)
  /// Sets the root proposal; nil dimensions mean "ideal".
  case propose(width: Double?, height: Double?)
  /// Merges members into the tree's `environment` (`null` removes a member).
  case environment(JSONObject)
  /// Sets a `@State` variable's value. On a `LiveTree` it sets the current value (as a debugger would); on a
  /// bare `ViewTree` it changes the declared initial value.
  case setState(name: String, value: JSONValue)
  /// Taps a `Button` (or a view inside a button's label): a `LiveTree` runs the button's action. It leaves the
  /// document unchanged.
  case tap(node: String)
  /// Replaces the whole document with another (a source file read again), as the next version of the same tree.
  /// On a `LiveTree` it must be a request's first edit: the state starts from the new document's declared values,
  /// or, with `keepState`, keeps the current value of every variable whose name and type the new document still
  /// declares (hot reload). On a bare `ViewTree` it is the new document.
  case replaceDocument(JSONValue, keepState: Bool)

  /// The edit's name as the protocol spells it.
  public var name: String {
    switch self {
    case .setText: return "setText"
    case .replace: return "replace"
    case .insert: return "insert"
    case .remove: return "remove"
    case .setModifiers: return "setModifiers"
    case .propose: return "propose"
    case .environment: return "environment"
    case .setState: return "setState"
    case .tap: return "tap"
    case .replaceDocument: return "replaceDocument"
    }
  }
}

extension ViewTree {
  /// The tree after `edits`, applied in order, all or nothing: either every edit applies and the result is a
  /// valid tree, or this throws and nothing changes (the tree is a value).
  ///
  /// - Parameter editsPath: where the edits sit in the client's request, for error paths (`$.edits`).
  /// - Throws: errors naming the failing edit (`$.edits[1].remove.node`) or, for an edit that makes the tree
  ///   invalid, the place in the tree.
  public func applying(_ edits: [TreeEdit], editsPath: JSONPath = JSONPath.root.key("edits")) throws(TreeErrors)
    -> ViewTree
  {
    var current = self
    for (index, edit) in edits.enumerated() {
      current = try current.applying(edit, at: editsPath.index(index).key(edit.name))
    }
    return current
  }

  /// The tree after one edit; `editPath` names the edit in errors (`$.edits[1].remove`).
  public func applying(_ edit: TreeEdit, at editPath: JSONPath) throws(TreeErrors) -> ViewTree {
    var edited = self
    try edited.apply(edit, at: editPath)
    return edited
  }

  /// The `Button` a tap on the node with `id` taps: the declared node itself, or the nearest button whose label
  /// holds it; nil when there is none or the button has no action.
  public func buttonAction(for id: String) -> (button: ViewNode, action: SwiftExpression)? {
    guard var path = nodePaths[NodeID.declaredID(of: id)] else { return nil }
    // Walk up the declaration path (bounded by its length) to the nearest Button.
    while true {
      if let node = node(at: path), case .button(_, let action) = node.kind {
        return action.map { (node, $0) }
      }
      guard path.count > 0 else { return nil }
      path = path.parent
    }
  }
}
