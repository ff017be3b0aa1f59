import InspectorProtocol
import JSONCore
import JSONRPC
import LayoutEngine
import SwiftUISource

extension SourceDocument {
  /// The error for a source that gives no tree (no root, an ambiguous one, a root that names nothing, or one that
  /// could not be built): the first error's message and place, and every diagnostic in `data.diagnostics`.
  ///
  /// - Parameter path: where the source members sit in the request (`params`, `params.edits[0].replaceSource`);
  ///   a problem with the root is placed at its `root` or `preview` member.
  func noTree(at path: JSONPath, encoding: PositionEncoding) -> ResponseError {
    let first = translation.diagnostics.first { $0.severity == .error }
    let message = first.map { "\($0.span): \($0.message)" }
    let json = (try? JSONValueEncoder().encode(diagnostics(encoding: encoding))) ?? .array([])
    let rootPath = input.preview != nil ? path.key("preview") : input.root != nil ? path.key("root") : path
    return .daemon(
      .invalidTree, "the source gives no tree: " + (message ?? "no view to lay out"),
      path: first?.code == .root ? rootPath : path, extra: ["diagnostics": json])
  }

  /// The error for a translated document the engine refuses (a front-end gap): the first problem placed in the
  /// source, every problem in `data.errors` with its document path and source, and the first's document path
  /// in `data.treePath`.
  ///
  /// - Parameter path: where the source members sit in the request (`params`, `params.edits[0].replaceSource`).
  func refused(_ errors: TreeErrors, at path: JSONPath, encoding: PositionEncoding) -> ResponseError {
    guard let first = errors.first else {
      return .daemon(.invalidTree, "the source translates to a tree the engine refuses", path: path)
    }
    let place = translation.sourceMap.span(for: first.path).map { "\($0): " } ?? ""
    let list: [JSONValue] = errors.errors.map { error in
      var item: JSONObject = [
        "path": .string(error.path.description), "kind": .string(error.kind.rawValue),
        "message": .string(error.message),
      ]
      if let location = location(for: error.path, encoding: encoding),
        let json = try? JSONValueEncoder().encode(location)
      {
        item["source"] = json
      }
      return .object(item)
    }
    return .daemon(
      .invalidTree, "the source translates to a tree the engine refuses: \(place)\(first.path): \(first.message)",
      path: path, extra: ["treePath": .string(first.path.description), "errors": .array(list)])
  }
}
