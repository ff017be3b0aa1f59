import JSONCore
import TextMetrics

extension TreeDecoder {
  /// Reads the text modifiers that reach the text measurer: `bold`, `italic`, `fontWeight`, `fontDesign`,
  /// `monospacedDigit`, `kerning`, `tracking`, `textCase`, `lineSpacing`, `truncationMode`,
  /// `minimumScaleFactor`, `allowsTightening`, `multilineTextAlignment`.
  mutating func textModifierKind(_ name: String, _ value: JSONValue, at path: JSONPath) -> ModifierKind? {
    switch name {
    case "bold", "italic":
      // `{}`/`true` is `bold()`; `{"isActive": false}` is `bold(false)`.
      var isActive = value.boolValue ?? true
      if value.boolValue == nil {
        guard let object = objectMembers(value, at: path, of: name, allowed: ["isActive"]) else { return nil }
        if let json = object["isActive"] {
          guard let flag = literalBool(json, at: path.key("isActive")) else { return nil }
          isActive = flag
        }
      }
      return name == "bold" ? .bold(isActive) : .italic(isActive)
    case "fontWeight":
      if value.isNull { return .fontWeight(nil) }
      return choice(value, at: path, of: name, in: Font.Weight.allCases).map { .fontWeight($0) }
    case "fontDesign":
      if value.isNull { return .fontDesign(nil) }
      return choice(value, at: path, of: name, in: Font.Design.allCases).map { .fontDesign($0) }
    case "monospacedDigit":
      return objectMembers(value, at: path, of: name, allowed: []).map { _ in .monospacedDigit }
    case "kerning", "tracking", "lineSpacing", "minimumScaleFactor":
      guard let argument = numericArgument(value, at: path, domain: .finite) else { return nil }
      if name == "minimumScaleFactor", case .literal(let factor) = argument, !(factor > 0 && factor <= 1) {
        fail(.invalidNumber, at: path, "a minimum scale factor is more than 0 and at most 1")
        return nil
      }
      switch name {
      case "kerning": return .kerning(argument)
      case "tracking": return .tracking(argument)
      case "lineSpacing": return .lineSpacing(argument)
      default: return .minimumScaleFactor(argument)
      }
    case "textCase":
      if value.isNull { return .textCase(nil) }
      return choice(value, at: path, of: name, in: TextCase.allCases).map { .textCase($0) }
    case "truncationMode":
      return choice(value, at: path, of: name, in: TextAttributes.TruncationMode.allCases).map { .truncationMode($0) }
    case "allowsTightening":
      guard let flag = literalBool(value, at: path) else { return nil }
      return .allowsTightening(flag)
    case "multilineTextAlignment":
      return choice(value, at: path, of: name, in: TextAlignment.allCases).map { .multilineTextAlignment($0) }
    default:
      fail(.unknownModifier, at: path, "unknown modifier \"\(name)\"")
      return nil
    }
  }

  /// Reads one of an enumeration's cases by its Swift name, with or without the leading dot.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ json: JSONValue, at path: JSONPath, of name: String, in cases: Choice.AllCases
  ) -> Choice? where Choice.RawValue == String {
    let names = cases.map(\.rawValue)
    guard let raw = json.stringValue else {
      fail(.wrongType, at: path, "expected one of \(names.joined(separator: ", ")), found \(json.typeName)")
      return nil
    }
    if let value = Choice(rawValue: raw.droppingLeadingDot()) { return value }
    fail(
      .invalidValue, at: path,
      "\"\(raw)\" is not a value of \(name); use \(names.joined(separator: ", "))"
        + Suggestion.clause(for: raw.droppingLeadingDot(), in: names))
    return nil
  }
}
