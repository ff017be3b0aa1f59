import JSONCore

/// Preference and state values (plain JSON) as Swift-looking text: `79.333`, `nil`, `"Name:"`,
/// `[40.333, 79.333]`, `40×20` for a size, `{x: 1, y: 2}` for other objects.
package enum ValueText {
  /// The value's text.
  package static func format(_ value: JSONValue?) -> String {
    guard let value else { return "—" }
    switch value {
    case .null: return "nil"
    case .bool(let flag): return flag ? "true" : "false"
    case .integer(let number): return String(number)
    case .double(let number): return NumberText.format(number)
    case .string(let text): return JSONSerializer.serialize(.string(text))
    case .array(let elements): return "[" + elements.map { format($0) }.joined(separator: ", ") + "]"
    case .object(let object):
      if object.count == 2, let width = object["width"]?.doubleValue, let height = object["height"]?.doubleValue {
        return NumberText.size(width: width, height: height)
      }
      return "{" + object.map { "\($0.key): \(format($0.value))" }.joined(separator: ", ") + "}"
    }
  }

  /// A node id as messages show it: `#user-label`, `#form/HStack1/Text0`; a view inside a modifier's content is
  /// shown by the view whose modifier holds it and its own last part (`#user-label/…/Color0`,
  /// `#root/HStack1/Text0/…/Color0`), so two such views in different rows never read the same.
  package static func node(_ id: String) -> String {
    let parts = id.split(separator: "/")
    // The first part is the root's or an explicit id, never a modifier's content.
    guard let modifier = parts.dropFirst().firstIndex(where: isModifierContent), modifier < parts.count - 1,
      let last = parts.last
    else { return "#" + id }
    return "#" + parts[..<modifier].joined(separator: "/") + "/…/" + last
  }

  /// Whether a derived id's part names a modifier's content (`background0`, `overlay1`), rather than a view
  /// (`Text0`), an `if` (`if0`) or one of its branches' views (`then.Text0`, `else.Text0`); see `NodeID`.
  private static func isModifierContent(_ part: Substring) -> Bool {
    guard let first = part.unicodeScalars.first, ("a"..."z").contains(first) else { return false }
    if part.hasPrefix("then.") || part.hasPrefix("else.") { return false }
    return !(part.hasPrefix("if") && part.dropFirst(2).allSatisfy(\.isNumber))
  }
}
