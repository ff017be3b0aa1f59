import JSONCore
import TreeVocabulary

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
    if case .tap = edit {
      // A tap leaves the document as it is; only check that it names a button.
      _ = try apply(edit, to: source, at: editPath)
      return self
    }
    if case .replaceDocument(let document, _) = edit {
      return try ViewTree(json: document, limits: limits)
    }
    let document = try apply(edit, to: source, at: editPath)
    return try ViewTree(json: document, limits: limits)
  }

  private func nodePath(_ id: String, at path: JSONPath) throws(TreeErrors) -> JSONPath {
    guard let nodePath = nodePaths[NodeID.declaredID(of: id)] else {
      throw TreeErrors([
        TreeError(
          .unknownNode, at: path, "no node with id \"\(id)\"" + Suggestion.clause(for: id, in: nodePaths.keys.sorted()))
      ])
    }
    return nodePath
  }

  private func apply(_ edit: TreeEdit, to document: JSONValue, at path: JSONPath) throws(TreeErrors) -> JSONValue {
    func failure(_ kind: TreeError.Kind, _ at: JSONPath, _ message: String) -> TreeErrors {
      TreeErrors([TreeError(kind, at: at, message)])
    }
    func replaced(_ target: JSONPath, _ transform: (JSONValue) -> JSONValue??) throws(TreeErrors) -> JSONValue {
      guard let result = document.replacing(at: target, transform) else {
        throw failure(.invalidEdit, path, "\(edit.name) cannot apply at \(target)")
      }
      return result
    }
    switch edit {
    case .setText(let id, let text):
      let target = try nodePath(id, at: path.key("node"))
      let member: String
      switch node(id: id)?.viewType {
      case "Text"?: member = "text"
      case "TextField"?, "SecureField"?: member = "text"
      case "Button"? where document.value(at: target)?["title"] != nil: member = "title"
      default:
        throw failure(
          .invalidEdit, path.key("node"), "node \"\(id)\" has no text to set (a Text, Button title or field)")
      }
      return try replaced(target) { view in
        guard var object = view.objectValue else { return nil }
        object[member] = .string(text)
        return .object(object)
      }
    case .replace(let id, let view):
      let target = try nodePath(id, at: path.key("node"))
      guard view.objectValue != nil else {
        throw failure(.wrongType, path.key("view"), "expected a view object, found \(view.typeName)")
      }
      return try replaced(target) { _ in view }
    case .insert(let parentID, let index, let view):
      let target = try nodePath(parentID, at: path.key("parent"))
      guard view.objectValue != nil else {
        throw failure(.wrongType, path.key("view"), "expected a view object, found \(view.typeName)")
      }
      let parentType = node(id: parentID)?.kind.formatName ?? ""
      let member = parentType == "if" ? "then" : "content"
      guard parentType == "if" || Vocabulary.view(named: parentType)?.member("content") != nil else {
        throw failure(.invalidEdit, path.key("parent"), "\(parentType) \"\(parentID)\" has no content to insert into")
      }
      let existing = document.value(at: target)?[member]
      var items = existing?.arrayValue ?? (existing.map { [$0] } ?? [])
      guard index >= 0, index <= items.count else {
        throw failure(.invalidEdit, path.key("index"), "index \(index) is outside 0...\(items.count)")
      }
      items.insert(view, at: index)
      return try replaced(target) { parent in
        guard var object = parent.objectValue else { return nil }
        object[member] = .array(items)
        return .object(object)
      }
    case .remove(let id):
      let target = try nodePath(id, at: path.key("node"))
      guard case .index? = target.components.last else {
        throw failure(
          .invalidEdit, path.key("node"),
          target == JSONPath.root.key("root")
            ? "the root cannot be removed; replace it instead"
            : "node \"\(id)\" is not in a list of views; replace it or change the modifiers that hold it")
      }
      return try replaced(target) { _ in .some(nil) }
    case .setModifiers(let id, let modifiers):
      let target = try nodePath(id, at: path.key("node"))
      guard modifiers.arrayValue != nil else {
        throw failure(.wrongType, path.key("modifiers"), "expected an array of modifiers, found \(modifiers.typeName)")
      }
      guard node(id: id)?.viewType != "if" else {
        throw failure(.invalidEdit, path.key("node"), "an if has no modifiers")
      }
      return try replaced(target) { view in
        guard var object = view.objectValue else { return nil }
        object["modifiers"] = modifiers
        return .object(object)
      }
    case .propose(let width, let height):
      for (name, value) in [("width", width), ("height", height)] {
        if let value, value < 0 || value.isNaN {
          throw failure(.invalidNumber, path.key(name), "a proposed \(name) must be nil, zero, positive or infinite")
        }
      }
      func json(_ value: Double?) -> JSONValue {
        guard let value else { return .null }
        return value.isFinite ? .double(value) : .string(".infinity")
      }
      guard var object = document.objectValue else {
        throw failure(.invalidDocument, .root, "the tree is not an object")
      }
      object["proposal"] = ["width": json(width), "height": json(height)]
      return .object(object)
    case .environment(let members):
      guard var object = document.objectValue else {
        throw failure(.invalidDocument, .root, "the tree is not an object")
      }
      var environment = object["environment"]?.objectValue ?? JSONObject()
      for (key, value) in members {
        environment[key] = value.isNull ? nil : value
      }
      object["environment"] = .object(environment)
      return .object(object)
    case .setState(let name, let value):
      guard state.contains(where: { $0.name == name }) else {
        throw failure(
          .unknownNode, path.key("name"),
          "no state named \"\(name)\"" + Suggestion.clause(for: name, in: state.map(\.name)))
      }
      guard var object = document.objectValue, var stateObject = object["state"]?.objectValue else {
        throw failure(.invalidDocument, .root, "the tree has no state object")
      }
      if var typed = stateObject[name]?.objectValue, typed["type"] != nil {
        // The long form keeps its type: only the value changes.
        typed["value"] = value
        stateObject[name] = .object(typed)
      } else {
        stateObject[name] = value
      }
      object["state"] = .object(stateObject)
      return .object(object)
    case .tap(let id):
      _ = try nodePath(id, at: path.key("node"))
      guard buttonAction(for: id) != nil else {
        throw failure(
          .invalidEdit, path.key("node"), "node \"\(id)\" is not a Button with an action, nor inside one's label")
      }
      return document
    case .replaceDocument(let replacement, _):
      return replacement
    }
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
      guard !path.components.isEmpty else { return nil }
      path = path.parent
    }
  }
}
