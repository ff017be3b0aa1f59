import JSONCore
import LayoutEngine

/// Tree problems as the `data.errors` member of an error reply: `[{"path", "kind", "message"}]`.
enum TreeErrorList {
  /// The errors as JSON; with `prefix`, paths are request paths under it (`params.tree.root…`), otherwise
  /// document paths (`$.root…`).
  static func json(_ errors: TreeErrors, under prefix: String?) -> JSONValue {
    .array(
      errors.errors.map { error in
        let path = prefix.map { RequestPath.string(for: error.path, under: $0) } ?? error.path.description
        return ["path": .string(path), "kind": .string(error.kind.rawValue), "message": .string(error.message)]
      })
  }
}
