import JSONCore

/// A modifier as the tree document declares it, spelled as SwiftUI code with its arguments as written:
/// `frame(width: labelWidth, alignment: .trailing)` rather than the resolved `frame(width: 79.333, …)`.
///
/// The daemon's layer summaries show resolved values; where an argument is an expression (a state variable,
/// `proxy.size.width`), the declared spelling shows the developer their own code next to the number it
/// produced. Only modifiers with at least one such expression are respelled; every other layer keeps the
/// daemon's summary.
enum DeclaredModifier {
  /// SwiftUI's argument order for the modifiers whose document members are not in that order.
  static let argumentOrder: [String: [String]] = [
    "frame": [
      "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
    ],
    "padding": ["edges", "length"],
    "offset": ["x", "y"],
    "position": ["x", "y"],
    "preference": ["key", "value"],
    "onPreferenceChange": ["key", "perform"],
    "transformPreference": ["key", "transform"],
    "anchorPreference": ["key", "value", "transform"],
    "alignmentGuide": ["guide", "value"],
  ]

  /// Modifiers whose preference key is their first, unlabelled argument.
  static let unlabelledKey: Set<String> = ["onPreferenceChange", "transformPreference"]

  /// Members that hold closure bodies; written as a trailing closure when last.
  static let closureMembers: Set<String> = ["perform", "transform", "action"]

  /// Members whose values are enumeration cases, written with a leading dot in Swift.
  static let enumerationMembers: Set<String> = ["alignment", "edges", "axis", "style", "guide"]

  /// The declared spelling of the modifier whose arguments are at `path` in `document`
  /// (`$.root.modifiers[1].frame`: the path ends in the modifier's name), when it has an expression argument.
  static func spelling(at path: String, in document: JSONValue) -> String? {
    guard let path = JSONPath(parsing: path), let name = path.lastKey,
      case .object(let members)? = document.value(at: path)
    else { return nil }
    var hasExpression = false
    var order = (argumentOrder[name] ?? []).filter { members[$0] != nil }
    order += members.keys.filter { !order.contains($0) }
    var parts: [String] = []
    var trailingClosure = ""
    for (position, label) in order.enumerated() {
      guard let value = members[label],
        let text = argument(value, label: label, isExpression: &hasExpression)
      else { return nil }
      if closureMembers.contains(label), position == order.count - 1, case .string = value {
        trailingClosure = text.hasPrefix("{") ? " " + text : " { \(text) }"
      } else if label == "key", unlabelledKey.contains(name) {
        parts.append(text)
      } else {
        parts.append("\(label): \(text)")
      }
    }
    guard hasExpression else { return nil }
    return "\(name)(\(parts.joined(separator: ", ")))\(trailingClosure)"
  }

  /// One argument as Swift; nil for values this spelling does not cover (views, arrays).
  private static func argument(_ value: JSONValue, label: String, isExpression: inout Bool) -> String? {
    switch value {
    case .null:
      return "nil"
    case .bool(let flag):
      return flag ? "true" : "false"
    case .integer, .double:
      return value.doubleValue.map(NumberText.format)
    case .string(let text):
      if label == "key" { return text.hasSuffix(".self") ? text : text + ".self" }
      if enumerationMembers.contains(label) { return text.hasPrefix(".") ? text : "." + text }
      if text.hasPrefix(".") || Double(text) != nil { return text }
      isExpression = true
      return text
    default:
      return nil
    }
  }
}
