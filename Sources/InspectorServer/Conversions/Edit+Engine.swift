import InspectorProtocol
import JSONCore
import LayoutEngine

extension Edit {
  /// The engine's edit for this protocol edit: the one reading of the edit grammar, which the engine's tests and
  /// fuzzers use too.
  package var engineEdit: TreeEdit {
    switch self {
    case .setState(let name, let value): return .setState(name: name, value: value)
    case .setText(let node, let text): return .setText(node: node, text: text)
    case .replace(let node, let view): return .replace(node: node, view: view)
    case .insert(let parent, let index, let view): return .insert(parent: parent, index: index, view: view)
    case .remove(let node): return .remove(node: node)
    case .setModifiers(let node, let modifiers): return .setModifiers(node: node, modifiers: modifiers)
    case .propose(let width, let height): return .propose(width: width.value, height: height.value)
    // `Edit` decoding only accepts an object here; an empty one is the safe reading of anything else.
    case .environment(let members): return .environment(members.objectValue ?? JSONObject())
    case .tap(let node): return .tap(node: node)
    // Only as a request's first edit, where `TreeSession` puts the translated document; anywhere else the engine
    // refuses it as not first.
    case .replaceSource(_, let keepState): return .replaceDocument(.null, keepState: keepState)
    }
  }

  /// Whether the edit changes the document's shape, so that its paths no longer match the source it was read from.
  var changesShape: Bool {
    switch self {
    case .replace, .insert, .remove, .setModifiers: return true
    default: return false
    }
  }

  /// Whether the edit changes the tree document (rather than `@State` or by running an action).
  var changesDocument: Bool {
    switch self {
    case .setState, .tap: return false
    default: return true
    }
  }

  /// The edit in plain words: `setText #user-label "Name:"`, `propose 320×nil`.
  var summary: String {
    func quoted(_ text: String) -> String { JSONSerializer.serialize(.string(text)) }
    func compact(_ value: JSONValue) -> String {
      let text = JSONSerializer.serialize(value)
      return text.count > 80 ? String(text.prefix(77)) + "..." : text
    }
    switch self {
    case .setState(let name, let value): return "setState \(name) = \(compact(value))"
    case .setText(let node, let text): return "setText #\(node) \(quoted(text))"
    case .replace(let node, let view): return "replace #\(node) with \(view["view"]?.stringValue ?? "a view")"
    case .insert(let parent, let index, let view):
      return "insert \(view["view"]?.stringValue ?? "a view") into #\(parent) at \(index)"
    case .remove(let node): return "remove #\(node)"
    case .setModifiers(let node, let modifiers): return "setModifiers #\(node) \(compact(modifiers))"
    case .propose(let width, let height): return "propose \(width)×\(height)"
    case .environment(let members): return "environment \(compact(members))"
    case .tap(let node): return "tap #\(node)"
    case .replaceSource(let source, let keepState):
      let bytes = (source.swift?.utf8.count ?? 0) + (source.files ?? []).reduce(0) { $0 + $1.text.utf8.count }
      let files = source.files.map { "\($0.count) files, " } ?? ""
      return "replaceSource (\(files)\(bytes) bytes\(keepState ? ", keeping state" : ""))"
    }
  }
}
