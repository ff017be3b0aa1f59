import JSONCore
import LayoutEngine

/// Tree problems as the `data.errors` member of an error reply: `[{"path", "kind", "message"}]`.
enum TreeErrorList {
  /// The errors as JSON; with `prefix`, paths are request paths under it (`params.tree.root…`), otherwise
  /// document paths (`$.root…`).
  static func json(_ errors: TreeErrors, under prefix: JSONPath?) -> JSONValue {
    .array(
      errors.errors.map { error in
        let path = prefix.map { error.path.rebased(onto: $0) } ?? error.path
        return [
          "path": .string(path.description), "kind": .string(error.kind.rawValue), "message": .string(error.message),
        ]
      })
  }
}
