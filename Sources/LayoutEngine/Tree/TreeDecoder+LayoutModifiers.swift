import JSONCore

extension TreeDecoder {
  /// Reads the modifiers of the extended vocabulary that change layout: `aspectRatio`, `scaledToFit`,
  /// `scaledToFill`, `layoutValue` and the grid cell modifiers.
  mutating func layoutModifierKind(_ name: String, _ value: JSONValue, at path: JSONPath) -> ModifierKind? {
    switch name {
    case "aspectRatio":
      if value.doubleValue != nil || value.stringValue != nil {
        return numericArgument(value, at: path, domain: .finite).map { .aspectRatio(ratio: $0, fills: false) }
      }
      guard let object = value.objectValue else {
        fail(.wrongType, at: path, "expected a ratio or {\"ratio\", \"contentMode\"}, found \(value.typeName)")
        return nil
      }
      checkMembers(object, allowed: ["ratio", "width", "height", "contentMode"], at: path, of: "aspectRatio")
      var ratio = NumericArgument.unspecified
      if let ratioJSON = object["ratio"] {
        guard let parsed = numericArgument(ratioJSON, at: path.key("ratio"), domain: .finite) else { return nil }
        ratio = parsed
      } else if let width = object["width"]?.doubleValue, let height = object["height"]?.doubleValue {
        // `aspectRatio(CGSize(width:height:), contentMode:)`.
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
          fail(.invalidNumber, at: path, "an aspect ratio's width and height are positive finite numbers")
          return nil
        }
        ratio = .literal(width / height)
      }
      let fills = object["contentMode"].map { contentModeFills($0, at: path.key("contentMode")) } ?? false
      return fills.map { .aspectRatio(ratio: ratio, fills: $0) }
    case "scaledToFit", "scaledToFill":
      if value.boolValue != true { _ = objectMembers(value, at: path, of: name, allowed: []) }
      return .scaledTo(fills: name == "scaledToFill")
    case "layoutValue":
      guard let object = objectMembers(value, at: path, of: name, allowed: ["key", "value"]) else { return nil }
      guard let keyJSON = object["key"], let key = string(keyJSON, at: path.key("key")) else {
        fail(.missingArgument, at: path, "layoutValue needs a \"key\": a LayoutValueKey type's name")
        return nil
      }
      let name = key.hasSuffix(".self") ? String(key.dropLast(5)) : key
      guard Self.isIdentifier(name) else {
        fail(.invalidValue, at: path.key("key"), "\"\(key)\" is not a LayoutValueKey type's name")
        return nil
      }
      guard let valueJSON = object["value"] else {
        fail(.missingArgument, at: path, "layoutValue needs a \"value\"")
        return nil
      }
      if let text = valueJSON.stringValue {
        return expression(text, at: path.key("value")).map { .layoutValue(key: name, value: .expression($0)) }
      }
      return .layoutValue(key: name, value: .literal(valueJSON))
    case "gridCellColumns":
      let argument =
        value.objectValue.map { object -> NumericArgument? in
          checkMembers(object, allowed: ["count"], at: path, of: name)
          return object["count"].flatMap { numericArgument($0, at: path.key("count"), domain: .finite) }
        } ?? numericArgument(value, at: path, domain: .finite)
      return argument.map { .gridCellColumns($0) }
    case "gridColumnAlignment":
      return horizontalAlignment(value, at: path).map { .gridColumnAlignment($0) }
    case "gridCellUnsizedAxes":
      return axisSet(value, at: path).map { .gridCellUnsizedAxes($0) }
    case "labelStyle", "toggleStyle", "pickerStyle", "progressViewStyle", "datePickerStyle", "imageScale":
      let styles: [String: [String]] = [
        "labelStyle": ["automatic", "titleAndIcon", "titleOnly", "iconOnly"],
        "toggleStyle": ["automatic", "switch", "button"],
        "pickerStyle": ["automatic", "menu", "segmented", "inline", "wheel", "navigationLink", "palette"],
        "progressViewStyle": ["automatic", "linear", "circular"],
        "datePickerStyle": ["automatic", "compact", "graphical", "wheel"],
        "imageScale": ["small", "medium", "large"],
      ]
      let names = styles[name] ?? []
      guard let raw = value.stringValue else {
        fail(.wrongType, at: path, "expected one of \(names.joined(separator: ", ")), found \(value.typeName)")
        return nil
      }
      var style = raw.droppingLeadingDot()
      if style.hasSuffix("()") { style.removeLast(2) }
      guard names.contains(style) else {
        fail(
          .invalidValue, at: path,
          "\"\(raw)\" is not a \(name) the inspector knows; use \(names.joined(separator: ", "))"
            + Suggestion.clause(for: style, in: names))
        return nil
      }
      return .controlStyle(modifier: name, style: style)
    case "labelsHidden":
      return objectMembers(value, at: path, of: name, allowed: []).map { _ in
        .controlStyle(modifier: name, style: "hidden")
      }
    default:
      fail(.unknownModifier, at: path, "unknown modifier \"\(name)\"")
      return nil
    }
  }

  /// Reads `ContentMode`: `"fit"` (false) or `"fill"` (true), with or without the leading dot.
  private mutating func contentModeFills(_ json: JSONValue, at path: JSONPath) -> Bool? {
    switch json.stringValue?.droppingLeadingDot() {
    case "fit"?: return false
    case "fill"?: return true
    default:
      fail(.invalidValue, at: path, "contentMode is \"fit\" or \"fill\"")
      return nil
    }
  }

  /// Reads a modifier's object argument (`{}` or `true` for a modifier without arguments), checking its members.
  mutating func objectMembers(_ json: JSONValue, at path: JSONPath, of name: String, allowed: Set<String>)
    -> JSONObject?
  {
    if json.boolValue == true { return JSONObject() }
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object of \(name)'s arguments, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: allowed, at: path, of: name)
    return object
  }
}
