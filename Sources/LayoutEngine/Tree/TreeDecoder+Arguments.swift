import JSONCore
import SwiftSubset
import TextMetrics

/// The domains numeric arguments must lie in, where SwiftUI rejects values outside them.
enum NumericDomain {
  /// Any finite number.
  case finite
  /// A finite number ≥ 0.
  case nonNegativeFinite
  /// Anything, including infinities and NaN (frames: SwiftUI normalises and warns rather than rejecting).
  case any
}

extension TreeDecoder {
  /// Reads a numeric argument: a number, `null`, or a string holding a literal or an expression. Literal
  /// values outside `domain` are errors; expressions are checked when resolved.
  mutating func numericArgument(_ json: JSONValue, at path: JSONPath, domain: NumericDomain = .any) -> NumericArgument?
  {
    let argument: NumericArgument
    switch json {
    case .null:
      return NumericArgument.unspecified
    case .integer, .double:
      argument = .literal(json.doubleValue ?? 0)
    case .string(let text):
      if let literal = NumericArgument.parseLiteral(text) {
        argument = literal
      } else {
        guard let expression = expression(text, at: path) else { return nil }
        return .expression(expression)
      }
    default:
      fail(.wrongType, at: path, "expected a number, null or a Swift expression string, found \(json.typeName)")
      return nil
    }
    if case .literal(let value) = argument {
      switch domain {
      case .any:
        break
      case .finite:
        guard value.isFinite else {
          fail(
            .invalidNumber, at: path, "\(NumericArgument.literal(value)) is not allowed here: expected a finite number")
          return nil
        }
      case .nonNegativeFinite:
        guard value.isFinite, value >= 0 else {
          fail(
            .invalidNumber, at: path,
            "\(NumericArgument.literal(value)) is not allowed here: expected a finite number ≥ 0")
          return nil
        }
      }
    }
    return argument
  }

  /// Reads Swift code: an expression (`"proxy.size.width"`) or, for `.closure`, an action or transform
  /// (`"labelWidth = $0"`, `"{ widths in print(widths) }"`), checking its syntax with the Swift subset's parser
  /// so a typo is reported at load with its JSON path.
  mutating func expression(_ text: String, at path: JSONPath, form: CodeForm = .expression) -> SwiftExpression? {
    let source = text.trimmingSpaces()
    guard !source.isEmpty else {
      fail(.invalidExpression, at: path, "empty expression")
      return nil
    }
    if let diagnostic = codeTexts.diagnostic(for: source, as: form) {
      fail(.invalidExpression, at: path, "\(diagnostic.summary) in `\(source)`")
      return nil
    }
    return SwiftExpression(source, path: path)
  }

  /// Reads a required expression string.
  mutating func expressionArgument(
    _ json: JSONValue?, at path: JSONPath, what: String, form: CodeForm = .expression
  ) -> SwiftExpression? {
    guard let json else {
      fail(.missingArgument, at: path.parent, "missing \(what) (\"\(lastKey(of: path))\")")
      return nil
    }
    guard let text = json.stringValue else {
      fail(.wrongType, at: path, "expected a Swift expression string, found \(json.typeName)")
      return nil
    }
    return expression(text, at: path, form: form)
  }

  /// Reads a string with interpolations.
  mutating func textTemplate(_ json: JSONValue, at path: JSONPath) -> TextTemplate? {
    guard let text = json.stringValue else {
      fail(.wrongType, at: path, "expected a string, found \(json.typeName)")
      return nil
    }
    do {
      let template = try TextTemplate.parse(text, path: path)
      for case .interpolation(let interpolated) in template.segments {
        guard expression(interpolated.source, at: path) != nil else { return nil }
      }
      return template
    } catch {
      fail(error)
      return nil
    }
  }

  /// Reads a Boolean: a literal or an expression string.
  mutating func boolArgument(_ json: JSONValue, at path: JSONPath) -> BoolArgument? {
    switch json {
    case .bool(let value): return .literal(value)
    case .string(let text):
      if text == "true" { return .literal(true) }
      if text == "false" { return .literal(false) }
      return expression(text, at: path).map { .expression($0) }
    default:
      fail(.wrongType, at: path, "expected true, false or a Swift expression string, found \(json.typeName)")
      return nil
    }
  }

  /// Reads a literal Boolean.
  mutating func literalBool(_ json: JSONValue, at path: JSONPath) -> Bool? {
    guard let value = json.boolValue else {
      fail(.wrongType, at: path, "expected true or false, found \(json.typeName)")
      return nil
    }
    return value
  }

  /// Reads a string.
  mutating func string(_ json: JSONValue, at path: JSONPath) -> String? {
    guard let value = json.stringValue else {
      fail(.wrongType, at: path, "expected a string, found \(json.typeName)")
      return nil
    }
    return value
  }

  /// Reads a Swift identifier (a closure parameter or a coordinate-space name).
  mutating func identifier(_ json: JSONValue, at path: JSONPath) -> String? {
    guard let value = string(json, at: path) else { return nil }
    guard Self.isIdentifier(value) else {
      fail(.invalidValue, at: path, "\"\(value)\" is not a Swift identifier")
      return nil
    }
    return value
  }

  /// Reads a preference key name that the document declares.
  mutating func preferenceKeyName(_ json: JSONValue?, at path: JSONPath) -> String? {
    guard let json else {
      fail(.missingArgument, at: path.parent, "missing the preference key (\"key\")")
      return nil
    }
    guard var name = string(json, at: path) else { return nil }
    if name.hasSuffix(".self") { name.removeLast(5) }
    guard preferenceKeyNames.contains(name) else {
      fail(
        .unknownArgument, at: path,
        "preference key \"\(name)\" is not declared in \"preferenceKeys\""
          + Suggestion.clause(for: name, in: preferenceKeyNames.sorted()))
      return nil
    }
    return name
  }

  /// Reads `lineLimit`: a positive integer or null.
  mutating func lineLimit(_ json: JSONValue, at path: JSONPath) -> Int?? {
    if json.isNull { return .some(nil) }
    guard let number = json.doubleValue else {
      fail(.wrongType, at: path, "expected a positive integer or null, found \(json.typeName)")
      return nil
    }
    guard number.rounded() == number, number >= 1, number <= 1_000_000 else {
      fail(.invalidNumber, at: path, "a line limit must be a whole number ≥ 1, found \(LayoutNumber.format(number))")
      return nil
    }
    return .some(Int(number))
  }

  // MARK: - Fonts

  /// Reads a font: a text style (`"title"`, `".headline"`, `".body.bold()"`, `".title.weight(.semibold)"`),
  /// `".system(size: 20, weight: .bold, design: .rounded)"`, `".custom(\"Avenir\", size: 17)"` (`FontParser`'s
  /// grammar), or an object `{"style", "size", "weight", "name"}`.
  mutating func font(_ json: JSONValue, at path: JSONPath) -> Font? {
    if let text = json.stringValue {
      switch FontParser.parse(text) {
      case .success(let font): return font
      case .failure(let failure):
        fail(
          .invalidValue, at: path,
          "\"\(text)\" is not a font (\(failure.message)); use a text style such as \"body\" or \"largeTitle\", "
            + "\".system(size: 20, weight: .bold)\" or \".custom(\\\"Name\\\", size: 17)\""
            + Suggestion.clause(for: text.droppingLeadingDot(), in: Font.TextStyle.allCases.map(\.rawValue)))
        return nil
      }
    }
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected a font name or object, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: ["style", "size", "weight", "name"], at: path, of: "a font")
    var font = Font.body
    if let styleJSON = object["style"] {
      guard let name = styleJSON.stringValue, let style = Font.TextStyle(rawValue: name.droppingLeadingDot()) else {
        fail(.invalidValue, at: path.key("style"), "unknown text style")
        return nil
      }
      font = .style(style)
    }
    if let sizeJSON = object["size"] {
      guard let size = sizeJSON.doubleValue, size.isFinite, size > 0, size <= 10_000 else {
        fail(.invalidNumber, at: path.key("size"), "a font size must be a positive number")
        return nil
      }
      font = object["name"] == nil ? .system(size: size, weight: font.weight) : font
      font.pointSize = size
      if object["style"] == nil { font.textStyle = nil }
    }
    if let weightJSON = object["weight"] {
      guard let name = weightJSON.stringValue, let weight = Font.Weight(rawValue: name.droppingLeadingDot()) else {
        fail(.invalidValue, at: path.key("weight"), "unknown font weight")
        return nil
      }
      font.weight = weight
    }
    if let nameJSON = object["name"] {
      guard let name = nameJSON.stringValue, !name.isEmpty else {
        fail(.wrongType, at: path.key("name"), "expected a font name")
        return nil
      }
      font.family = .named(name)
    }
    return font
  }

  // MARK: - Alignment

  /// Reads a horizontal guide: `leading`, `center`, `trailing` or a declared custom guide.
  mutating func horizontalAlignment(_ json: JSONValue, at path: JSONPath) -> HorizontalAlignment? {
    guard let raw = string(json, at: path) else { return nil }
    let name = raw.droppingLeadingDot()
    switch name {
    case "leading": return .leading
    case "center": return .center
    case "trailing": return .trailing
    default:
      if let custom = customGuides[name], case .horizontal(let guide) = custom.key { return guide }
      fail(
        .invalidValue, at: path,
        "\"\(raw)\" is not a horizontal alignment (leading, center, trailing or a declared custom guide)"
          + Suggestion.clause(for: name, in: ["leading", "center", "trailing"] + customGuideNames(.horizontal)))
      return nil
    }
  }

  /// Reads a vertical guide: `top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline` or a declared
  /// custom guide.
  mutating func verticalAlignment(_ json: JSONValue, at path: JSONPath) -> VerticalAlignment? {
    guard let raw = string(json, at: path) else { return nil }
    let name = raw.droppingLeadingDot()
    switch name {
    case "top": return .top
    case "center": return .center
    case "bottom": return .bottom
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default:
      if let custom = customGuides[name], case .vertical(let guide) = custom.key { return guide }
      fail(
        .invalidValue, at: path,
        "\"\(raw)\" is not a vertical alignment (top, center, bottom, firstTextBaseline, lastTextBaseline or a "
          + "declared custom guide)"
          + Suggestion.clause(
            for: name,
            in: ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"] + customGuideNames(.vertical)))
      return nil
    }
  }

  /// Reads an `Alignment`: a named one (`"topLeading"`, `".center"`) or `{"horizontal", "vertical"}`.
  mutating func alignment(_ json: JSONValue, at path: JSONPath) -> Alignment? {
    if let raw = json.stringValue {
      let name = raw.droppingLeadingDot()
      if let named = Alignment.named[name] { return named }
      fail(
        .invalidValue, at: path,
        "\"\(raw)\" is not an alignment" + Suggestion.clause(for: name, in: Alignment.named.keys.sorted()))
      return nil
    }
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an alignment name or {\"horizontal\", \"vertical\"}, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: ["horizontal", "vertical"], at: path, of: "an alignment")
    let horizontal = object["horizontal"].map { horizontalAlignment($0, at: path.key("horizontal")) } ?? .center
    let vertical = object["vertical"].map { verticalAlignment($0, at: path.key("vertical")) } ?? .center
    guard let horizontal, let vertical else { return nil }
    return Alignment(horizontal: horizontal, vertical: vertical)
  }

  /// Reads the guide of `alignmentGuide`: any horizontal or vertical guide name.
  mutating func alignmentKey(_ json: JSONValue, at path: JSONPath) -> AlignmentKey? {
    guard let raw = string(json, at: path) else { return nil }
    let name = raw.droppingLeadingDot()
    if let key = AlignmentKey.named(name, customGuides: customGuides) { return key }
    fail(
      .invalidValue, at: path,
      "\"\(raw)\" is not an alignment guide; use leading, trailing, top, bottom, HorizontalAlignment.center, "
        + "VerticalAlignment.center, a text baseline or a declared custom guide"
        + Suggestion.clause(for: name, in: Array(BuiltinGuides.all) + customGuides.keys.sorted()))
    return nil
  }

  private func customGuideNames(_ axis: Axis) -> [String] {
    customGuides.values.filter { $0.axis == axis }.map(\.name).sorted()
  }

  /// The edge sets by name, built once.
  private static let namedEdges: [String: Edge.Set] = [
    "all": .all, "horizontal": .horizontal, "vertical": .vertical, "top": .top, "leading": .leading,
    "bottom": .bottom, "trailing": .trailing,
  ]

  /// Reads an `Edge.Set`: a name (`"all"`, `"horizontal"`, `"top"`, …) or an array of names.
  mutating func edges(_ json: JSONValue, at path: JSONPath) -> Edge.Set? {
    let named = Self.namedEdges
    if let raw = json.stringValue {
      if let edges = named[raw.droppingLeadingDot()] { return edges }
      fail(
        .invalidValue, at: path, "\"\(raw)\" is not an edge set" + Suggestion.clause(for: raw, in: named.keys.sorted()))
      return nil
    }
    guard let items = json.arrayValue else {
      fail(.wrongType, at: path, "expected an edge name or an array of edge names, found \(json.typeName)")
      return nil
    }
    var result: Edge.Set = []
    for (index, item) in items.enumerated() {
      guard let raw = item.stringValue, let edges = named[raw.droppingLeadingDot()] else {
        fail(.invalidValue, at: path.index(index), "expected an edge name")
        return nil
      }
      result.formUnion(edges)
    }
    return result
  }

  func lastKey(of path: JSONPath) -> String {
    path.lastKey ?? ""
  }
}
