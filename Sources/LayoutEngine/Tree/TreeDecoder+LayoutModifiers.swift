import JSONCore
import TreeVocabulary

extension TreeDecoder {
  /// Reads the modifiers of the extended vocabulary that change layout: `aspectRatio`, `scaledToFit`,
  /// `scaledToFill`, `layoutValue`, the grid cell modifiers, the safe-area modifiers, `containerRelativeFrame`
  /// and the render transforms.
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
    case "listRowInsets":
      return listRowInsets(value, at: path)
    case "gridColumnAlignment":
      return horizontalAlignment(value, at: path).map { .gridColumnAlignment($0) }
    case "gridCellUnsizedAxes":
      return axisSet(value, at: path).map { .gridCellUnsizedAxes($0) }
    case "ignoresSafeArea":
      if value.boolValue == true { return .ignoresSafeArea(regions: .all, edges: .all, legacy: false) }
      guard let object = objectMembers(value, at: path, of: name, allowed: ["regions", "edges"]) else { return nil }
      var regions = SafeAreaRegions.all
      if let json = object["regions"] {
        guard let raw = json.stringValue, let parsed = SafeAreaRegions(rawValue: raw.droppingLeadingDot()) else {
          fail(.invalidValue, at: path.key("regions"), "regions is \"all\", \"container\" or \"keyboard\"")
          return nil
        }
        regions = parsed
      }
      let edges = object["edges"].map { self.edges($0, at: path.key("edges")) } ?? .all
      return edges.map { .ignoresSafeArea(regions: regions, edges: $0, legacy: false) }
    case "edgesIgnoringSafeArea":
      let json =
        value.objectValue.map { object -> JSONValue? in
          checkMembers(object, allowed: ["edges"], at: path, of: name)
          return object["edges"]
        } ?? value
      guard let json else { return .ignoresSafeArea(regions: .all, edges: .all, legacy: true) }
      return edges(json, at: path).map { .ignoresSafeArea(regions: .all, edges: $0, legacy: true) }
    case "scaleEffect":
      if value.doubleValue != nil || value.stringValue != nil {
        return numericArgument(value, at: path, domain: .finite).map { .scaleEffect(x: $0, y: $0, anchor: .center) }
      }
      guard let object = objectMembers(value, at: path, of: name, allowed: ["scale", "x", "y", "anchor"]) else {
        return nil
      }
      let both = object["scale"].map { numericArgument($0, at: path.key("scale"), domain: .finite) } ?? .literal(1)
      let x = object["x"].map { numericArgument($0, at: path.key("x"), domain: .finite) } ?? both
      let y = object["y"].map { numericArgument($0, at: path.key("y"), domain: .finite) } ?? both
      let anchor = object["anchor"].map { unitPoint($0, at: path.key("anchor")) } ?? .center
      guard let x, let y, let anchor else { return nil }
      return .scaleEffect(x: x, y: y, anchor: anchor)
    case "rotationEffect":
      var angleJSON = value
      var anchor: UnitPoint? = .center
      if let object = value.objectValue {
        checkMembers(object, allowed: ["angle", "anchor"], at: path, of: name)
        angleJSON = object["angle"] ?? .integer(0)
        anchor = object["anchor"].map { unitPoint($0, at: path.key("anchor")) } ?? .center
      }
      guard let degrees = angleDegrees(angleJSON, at: value.objectValue == nil ? path : path.key("angle")),
        let anchor
      else { return nil }
      return .rotationEffect(degrees: degrees, anchor: anchor)
    case "containerRelativeFrame":
      if value.objectValue == nil {
        return axisSet(value, at: path).map {
          .containerRelativeFrame(
            axes: $0, count: .literal(1), span: .literal(1), spacing: .literal(0), alignment: .center)
        }
      }
      guard
        let object = objectMembers(
          value, at: path, of: name, allowed: ["axes", "count", "span", "spacing", "alignment"])
      else { return nil }
      guard let axesJSON = object["axes"] else {
        fail(.missingArgument, at: path, "containerRelativeFrame needs its \"axes\"")
        return nil
      }
      let axes = axisSet(axesJSON, at: path.key("axes"))
      let count = object["count"].map { numericArgument($0, at: path.key("count"), domain: .finite) } ?? .literal(1)
      let span = object["span"].map { numericArgument($0, at: path.key("span"), domain: .finite) } ?? .literal(1)
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .literal(0)
      let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
      guard let axes, let count, let span, let spacing, let alignment else { return nil }
      return .containerRelativeFrame(axes: axes, count: count, span: span, spacing: spacing, alignment: alignment)
    case "buttonStyle", "labelStyle", "listStyle", "formStyle", "toggleStyle", "pickerStyle", "progressViewStyle",
      "datePickerStyle", "imageScale", "controlSize":
      return styleChoice(value, of: name, at: path).map { .controlStyle(modifier: name, style: $0) }
    case "labelsHidden":
      return objectMembers(value, at: path, of: name, allowed: []).map { _ in
        .controlStyle(modifier: name, style: "hidden")
      }
    default:
      fail(.unknownModifier, at: path, "unknown modifier \"\(name)\"")
      return nil
    }
  }

  /// Reads a `UnitPoint`: a name (`center`, `topLeading`, …, a leading dot allowed) or `{"x", "y"}`.
  mutating func unitPoint(_ json: JSONValue, at path: JSONPath) -> UnitPoint? {
    let named: [String: UnitPoint] = [
      "center": .center, "top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing,
      "topLeading": .topLeading, "topTrailing": .topTrailing, "bottomLeading": .bottomLeading,
      "bottomTrailing": .bottomTrailing, "zero": .topLeading,
    ]
    if let raw = json.stringValue {
      if let point = named[raw.droppingLeadingDot()] { return point }
      fail(
        .invalidValue, at: path, "\"\(raw)\" is not a UnitPoint" + Suggestion.clause(for: raw, in: named.keys.sorted()))
      return nil
    }
    guard let object = json.objectValue, let x = object["x"]?.doubleValue, let y = object["y"]?.doubleValue,
      x.isFinite, y.isFinite
    else {
      fail(.wrongType, at: path, "expected a UnitPoint name or {\"x\", \"y\"}, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: ["x", "y"], at: path, of: "UnitPoint")
    return UnitPoint(x: x, y: y)
  }

  /// Reads an `Angle` in degrees: a number (degrees), `.degrees(x)`, `.radians(x)`, `Angle(degrees: x)` or
  /// `Angle(radians: x)`, `x` a literal or an expression.
  mutating func angleDegrees(_ json: JSONValue, at path: JSONPath) -> NumericArgument? {
    guard let text = json.stringValue?.trimmingSpaces() else {
      return numericArgument(json, at: path, domain: .finite)
    }
    let forms: [(prefix: String, radians: Bool)] = [
      (".degrees(", false), (".radians(", true), ("Angle.degrees(", false), ("Angle.radians(", true),
      ("Angle(degrees:", false), ("Angle(radians:", true),
    ]
    for form in forms where text.hasPrefix(form.prefix) && text.hasSuffix(")") {
      let inner = String(text.dropFirst(form.prefix.count).dropLast()).trimmingSpaces()
      guard form.radians else { return numericArgument(.string(inner), at: path, domain: .finite) }
      if let literal = Double(inner), literal.isFinite { return .literal(literal * 180 / Double.pi) }
      return numericArgument(.string("(\(inner)) * 57.29577951308232"), at: path, domain: .finite)
    }
    return numericArgument(json, at: path, domain: .finite)
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

  /// `listRowInsets`: `{"top", "leading", "bottom", "trailing"}` (EdgeInsets: a missing or null edge is 0), or
  /// `null` / `"nil"` for the list's own insets.
  private mutating func listRowInsets(_ value: JSONValue, at path: JSONPath) -> ModifierKind? {
    if value.isNull || value.stringValue == "nil" {
      return .listRowInsets(top: .unspecified, leading: .unspecified, bottom: .unspecified, trailing: .unspecified)
    }
    guard let object = value.objectValue else {
      fail(
        .wrongType, at: path,
        "expected edge insets {\"top\", \"leading\", \"bottom\", \"trailing\"} or null, found \(value.typeName)")
      return nil
    }
    return edgeInsets(object, at: path, of: "listRowInsets").map {
      .listRowInsets(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
    }
  }

  /// A built-in style of a style modifier (`Vocabulary.styleChoices[modifier]`), written with or without the
  /// leading dot and a trailing `()`; nil after a diagnostic naming the choices.
  mutating func styleChoice(_ value: JSONValue, of modifier: String, at path: JSONPath) -> String? {
    let names = Vocabulary.styleChoices[modifier] ?? []
    guard let raw = value.stringValue else {
      fail(.wrongType, at: path, "expected one of \(names.joined(separator: ", ")), found \(value.typeName)")
      return nil
    }
    var style = raw.droppingLeadingDot()
    if style.hasSuffix("()") { style.removeLast(2) }
    guard names.contains(style) else {
      fail(
        .invalidValue, at: path,
        "\"\(raw)\" is not a \(modifier) the inspector knows; use \(names.joined(separator: ", "))"
          + Suggestion.clause(for: style, in: names))
      return nil
    }
    return style
  }
}
