import JSONCore
import SwiftSubset
import TreeVocabulary

extension TreeDecoder {
  /// Reads `layouts`: `{"HalfWidth": {"sizeThatFits": "…", "placeSubviews": "…"}}`, parsing both bodies so a
  /// syntax error is reported at load with its JSON path, line and column.
  mutating func customLayouts(_ json: JSONValue, at path: JSONPath) -> [String: CustomLayoutDeclaration] {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object of layout names and their methods, found \(json.typeName)")
      return [:]
    }
    var result: [String: CustomLayoutDeclaration] = [:]
    for (name, member) in object {
      let layoutPath = path.key(name)
      guard Self.isIdentifier(name), name.first?.isUppercase == true else {
        fail(.invalidValue, at: layoutPath, "a layout's name is a Swift type name (\"HalfWidth\"), not \"\(name)\"")
        continue
      }
      guard let methods = member.objectValue else {
        fail(
          .wrongType, at: layoutPath,
          "expected {\"sizeThatFits\": \"…\", \"placeSubviews\": \"…\"}, found \(member.typeName)")
        continue
      }
      checkMembers(methods, allowed: TreeFormat.customLayoutMembers, at: layoutPath, of: "a layout")
      let sizeThatFits = body(methods["sizeThatFits"], of: name, method: "sizeThatFits", at: layoutPath)
      let placeSubviews = body(methods["placeSubviews"], of: name, method: "placeSubviews", at: layoutPath)
      var optional: [String: ScriptBlock] = [:]
      var failed = false
      for method in ["makeCache", "updateCache", "spacing", "explicitAlignment"] where methods[method] != nil {
        guard let parsed = body(methods[method], of: name, method: method, at: layoutPath) else {
          failed = true
          continue
        }
        optional[method] = parsed
      }
      guard let sizeThatFits, let placeSubviews, !failed else { continue }
      var declaration = CustomLayoutDeclaration(
        name: name, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews, path: layoutPath)
      declaration.makeCache = optional["makeCache"]
      declaration.updateCache = optional["updateCache"]
      declaration.spacing = optional["spacing"]
      declaration.explicitAlignment = optional["explicitAlignment"]
      result[name] = declaration
    }
    return result
  }

  private mutating func body(_ json: JSONValue?, of layout: String, method: String, at path: JSONPath)
    -> ScriptBlock?
  {
    let methodPath = path.key(method)
    guard let json else {
      fail(.missingArgument, at: path, "the layout \(layout) needs a \"\(method)\" body")
      return nil
    }
    guard let text = json.stringValue else {
      fail(.wrongType, at: methodPath, "expected the Swift body of \(method), found \(json.typeName)")
      return nil
    }
    do {
      return try ScriptBlock(text, origin: SourceOrigin(name: methodPath.description))
    } catch {
      fail(.invalidExpression, at: methodPath, "\(layout).\(method): \(error.summary)")
      return nil
    }
  }

  /// Reads `layoutValueKeys`: `{"Rank": {"type": "Int", "defaultValue": 0}}`, the default decoded against the type
  /// (a JSON value, or Swift text for any type but `String`).
  mutating func layoutValueKeys(_ json: JSONValue, at path: JSONPath) -> [String: LayoutValueKeyDeclaration] {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object of LayoutValueKey names and declarations, found \(json.typeName)")
      return [:]
    }
    var result: [String: LayoutValueKeyDeclaration] = [:]
    for (name, member) in object {
      let keyPath = path.key(name)
      guard Self.isIdentifier(name) else {
        fail(.invalidValue, at: keyPath, "\"\(name)\" is not a Swift type name")
        continue
      }
      guard let declaration = member.objectValue else {
        fail(.wrongType, at: keyPath, "expected {\"type\", \"defaultValue\"}, found \(member.typeName)")
        continue
      }
      checkMembers(declaration, allowed: TreeFormat.layoutValueKeyMembers, at: keyPath, of: "a LayoutValueKey")
      guard let typeText = declaration["type"]?.stringValue else {
        fail(.missingArgument, at: keyPath.key("type"), "a LayoutValueKey needs its value's \"type\" (\"Int\")")
        continue
      }
      let type: ValueType
      do {
        type = try ValueType(parsing: typeText, origin: SourceOrigin(name: keyPath.key("type").description))
      } catch {
        fail(.invalidValue, at: keyPath.key("type"), error.summary)
        continue
      }
      guard let defaultJSON = declaration["defaultValue"] else {
        fail(.missingArgument, at: keyPath.key("defaultValue"), "a LayoutValueKey needs its \"defaultValue\"")
        continue
      }
      do {
        let value = try Value(json: defaultJSON, as: type, path: keyPath.key("defaultValue"))
        result[name] = LayoutValueKeyDeclaration(name: name, type: type, defaultValue: value, path: keyPath)
      } catch {
        fail(.invalidValue, at: keyPath.key("defaultValue"), error.summary)
      }
    }
    return result
  }

  /// Reads `{"view": "Layout", "layout": "HalfWidth"}`: the name must be declared under `layouts`.
  mutating func customLayoutView(_ object: JSONObject, at path: JSONPath) -> ViewKind? {
    guard let json = object["layout"] else {
      fail(
        .missingArgument, at: path, "a Layout view needs \"layout\": the name of a layout declared under \"layouts\"")
      return nil
    }
    guard let name = string(json, at: path.key("layout")) else { return nil }
    guard customLayouts[name] != nil else {
      let names = customLayouts.keys.sorted()
      fail(
        .unknownArgument, at: path.key("layout"),
        "the layout \"\(name)\" is not declared under \"layouts\"" + Suggestion.clause(for: name, in: names))
      return nil
    }
    return .customLayout(name: name)
  }
}
