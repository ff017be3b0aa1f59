import LayoutEngine

/// Paths into a request, in the form JSON-RPC errors use (`params.tree.root.content[0].view`), made from the
/// engine's paths into a tree document (`$.root.content[0].view`).
enum RequestPath {
  /// `prefix` followed by `path`'s components, optionally without its first few.
  static func string(for path: JSONPath, under prefix: String, droppingFirst dropped: Int = 0) -> String {
    var text = prefix
    for component in path.components.dropFirst(dropped) {
      switch component {
      case .index(let index):
        text += "[\(index)]"
      case .key(let key):
        if isIdentifier(key) {
          text += text.isEmpty ? key : "." + key
        } else {
          text += "[\"" + key.replacingAll("\\", with: "\\\\").replacingAll("\"", with: "\\\"") + "\"]"
        }
      }
    }
    return text
  }

  private static func isIdentifier(_ name: String) -> Bool {
    guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
    return name.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "$"
    }
  }
}

extension String {
  /// The string with every `target` replaced (without Foundation's overloads).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
