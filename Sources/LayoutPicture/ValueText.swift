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

  /// A node id as messages show it: `#user-label`, or for a derived id its first and last parts
  /// (`#user-label/…/Color0`).
  package static func node(_ id: String) -> String {
    let parts = id.split(separator: "/")
    guard parts.count > 2, let first = parts.first, let last = parts.last else { return "#" + id }
    return "#\(first)/…/\(last)"
  }
}
