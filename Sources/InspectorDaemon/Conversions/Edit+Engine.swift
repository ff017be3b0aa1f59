import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine

extension Edit {
  /// The engine's edit for this protocol edit.
  ///
  /// - Throws: `notImplemented` for `tap`, which needs the update loop's action runner (issue 3).
  func engineEdit(at path: String) throws(ResponseError) -> TreeEdit {
    switch self {
    case .setState(let name, let value): return .setState(name: name, value: value)
    case .setText(let node, let text): return .setText(node: node, text: text)
    case .replace(let node, let view): return .replace(node: node, view: view)
    case .insert(let parent, let index, let view): return .insert(parent: parent, index: index, view: view)
    case .remove(let node): return .remove(node: node)
    case .setModifiers(let node, let modifiers): return .setModifiers(node: node, modifiers: modifiers)
    case .propose(let width, let height): return .propose(width: width.value, height: height.value)
    case .environment(let members):
      guard case .object(let object) = members else {
        throw ResponseError.daemon(.invalidEdit, "\(path).environment: expected an object", path: "\(path).environment")
      }
      return .environment(object)
    case .tap:
      throw ResponseError.daemon(
        .notImplemented,
        "\(path): tap runs a Button's action, which needs the update loop (issue 3); not available yet",
        path: "\(path).tap")
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
    }
  }
}
