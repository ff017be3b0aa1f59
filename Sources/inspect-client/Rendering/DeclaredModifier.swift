import JSONCore
import LayoutPicture
import TreeVocabulary

/// A modifier as the tree document declares it, spelled as SwiftUI code with its arguments as written:
/// `frame(width: labelWidth, alignment: .trailing)` rather than the resolved `frame(width: 79.333, …)`.
///
/// The daemon's layer summaries show resolved values; where an argument is an expression (a state variable,
/// `proxy.size.width`), the declared spelling shows the developer their own code next to the number it
/// produced. Only modifiers with at least one such expression are respelled; every other layer keeps the
/// daemon's summary.
enum DeclaredModifier {
  /// Member kinds whose values are enumeration cases, written with a leading dot in Swift.
  static let enumerationKinds: Set<MemberKind> = [
    .alignment, .horizontalAlignment, .verticalAlignment, .alignmentGuide, .edges, .axes, .anchorSource,
  ]

  /// The declared spelling of the modifier whose arguments are at `path` in `document`
  /// (`$.root.modifiers[1].frame`: the path ends in the modifier's name), when it has an expression argument.
  /// The vocabulary table gives SwiftUI's labels and argument order (the first of the modifier's Swift forms that
  /// takes every member given); layout-neutral modifiers are already summarised as written.
  static func spelling(at path: String, in document: JSONValue) -> String? {
    guard let path = JSONPath(parsing: path), let name = path.lastKey,
      let entry = Vocabulary.modifier(named: name), !entry.role.isLayoutNeutral,
      case .object(let members)? = document.value(at: path)
    else { return nil }
    let given = Set(members.keys)
    let signature = entry.swift.first { signature in
      given.isSubset(of: Set(signature.parameters.compactMap(\.member)))
    }
    var parameters = (signature?.parameters ?? []).filter { $0.member.map(given.contains) ?? false }
    for member in members.keys where !parameters.contains(where: { $0.member == member }) {
      parameters.append(.labeled(member))
    }
    var hasExpression = false
    var parts: [String] = []
    var trailingClosure = ""
    for (position, parameter) in parameters.enumerated() {
      guard let member = parameter.member, let value = members[member],
        let text = argument(value, kind: entry.member(member)?.kind, isExpression: &hasExpression)
      else { return nil }
      if parameter.form.isClosure, position == parameters.count - 1, case .string = value {
        let body = parameter.form == .closureBody ? "d in \(text)" : text
        trailingClosure = text.hasPrefix("{") ? " " + text : " { \(body) }"
      } else if let label = parameter.label {
        parts.append("\(label): \(text)")
      } else {
        parts.append(text)
      }
    }
    guard hasExpression else { return nil }
    return "\(name)(\(parts.joined(separator: ", ")))\(trailingClosure)"
  }

  /// One argument as Swift; nil for values this spelling does not cover (views, arrays).
  private static func argument(_ value: JSONValue, kind: MemberKind?, isExpression: inout Bool) -> String? {
    switch value {
    case .null:
      return "nil"
    case .bool(let flag):
      return flag ? "true" : "false"
    case .integer, .double:
      return value.doubleValue.map(NumberText.format)
    case .string(let text):
      if kind == .preferenceKey { return text.hasSuffix(".self") ? text : text + ".self" }
      if let kind, enumerationKinds.contains(kind) { return text.hasPrefix(".") ? text : "." + text }
      if text.hasPrefix(".") || Double(text) != nil { return text }
      isExpression = true
      return text
    default:
      return nil
    }
  }
}
