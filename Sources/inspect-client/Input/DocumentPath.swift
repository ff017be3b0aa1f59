import JSONCore

/// JSON paths into a tree document, as the daemon writes them (`$.root.content[0].modifiers[1].frame.width`):
/// reading the value a path names, and writing paths for messages about other files (`$["#user"].width`).
enum DocumentPath {
  /// The value at `path` in `document`, or nil when the path does not parse or names nothing.
  /// Understands `$`, `.name`, `[n]` and `["name"]` steps.
  static func value(at path: String, in document: JSONValue) -> JSONValue? {
    var characters = Substring(path)
    guard characters.first == "$" else { return nil }
    characters = characters.dropFirst()
    var current = document
    while let first = characters.first {
      if first == "." {
        characters = characters.dropFirst()
        let name = characters.prefix { $0 != "." && $0 != "[" }
        characters = characters.dropFirst(name.count)
        guard let next = current[String(name)] else { return nil }
        current = next
      } else if first == "[" {
        guard let close = characters.firstIndex(of: "]") else { return nil }
        let inside = characters[characters.index(after: characters.startIndex)..<close]
        characters = characters[characters.index(after: close)...]
        if let index = Int(inside) {
          guard case .array(let elements) = current, elements.indices.contains(index) else { return nil }
          current = elements[index]
        } else {
          guard case .string(let name)? = try? JSONParser.parse(String(inside)), let next = current[name] else {
            return nil
          }
          current = next
        }
      } else {
        return nil
      }
    }
    return current
  }

  /// `base.name` when `name` is an identifier, else `base["name"]`.
  static func appending(_ name: String, to base: String) -> String {
    let isIdentifier =
      name.first.map { $0.isLetter || $0 == "_" } ?? false
      && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    return isIdentifier ? "\(base).\(name)" : "\(base)[\(JSONSerializer.serialize(.string(name)))]"
  }
}
