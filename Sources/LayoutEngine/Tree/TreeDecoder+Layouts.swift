import JSONCore
import SwiftSubset
import TreeVocabulary

extension TreeDecoder {
  /// Reads `layouts`: `{"HalfWidth": {"sizeThatFits": "…", "placeSubviews": "…"}}`, parsing both bodies so a
  /// syntax error is reported at load with its JSON path, line and column.
  mutating func customLayouts(_ json: JSONValue, at path: JSONPath) -> [String: CustomLayoutDeclaration] {
    let layouts = namedDeclarations(
      json, at: path, expected: "an object of layout names and their methods",
      nameProblem: {
        (Self.isIdentifier($0) && $0.first?.isUppercase == true)
          ? nil : "a layout's name is a Swift type name (\"HalfWidth\"), not \"\($0)\""
      },
      read: { decoder, name, member, layoutPath -> CustomLayoutDeclaration? in
        guard let methods = member.objectValue else {
          decoder.fail(
            .wrongType, at: layoutPath,
            "expected {\"sizeThatFits\": \"…\", \"placeSubviews\": \"…\"}, found \(member.typeName)")
          return nil
        }
        decoder.checkMembers(methods, allowed: TreeFormat.customLayoutMembers, at: layoutPath, of: "a layout")
        let sizeThatFits = decoder.body(methods["sizeThatFits"], of: name, method: "sizeThatFits", at: layoutPath)
        let placeSubviews = decoder.body(methods["placeSubviews"], of: name, method: "placeSubviews", at: layoutPath)
        var optional: [String: ScriptBlock] = [:]
        var failed = false
        for method in ["makeCache", "updateCache", "spacing", "explicitAlignment"] where methods[method] != nil {
          guard let parsed = decoder.body(methods[method], of: name, method: method, at: layoutPath) else {
            failed = true
            continue
          }
          optional[method] = parsed
        }
        guard let sizeThatFits, let placeSubviews, !failed else { return nil }
        var declaration = CustomLayoutDeclaration(
          name: name, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews, path: layoutPath)
        declaration.makeCache = optional["makeCache"]
        declaration.updateCache = optional["updateCache"]
        declaration.spacing = optional["spacing"]
        declaration.explicitAlignment = optional["explicitAlignment"]
        return declaration
      })
    return Dictionary(layouts.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
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
    let keys = namedDeclarations(
      json, at: path, expected: "an object of LayoutValueKey names and declarations",
      nameProblem: { Self.isIdentifier($0) ? nil : "\"\($0)\" is not a Swift type name" },
      read: { decoder, name, member, keyPath -> LayoutValueKeyDeclaration? in
        guard let declaration = member.objectValue else {
          decoder.fail(.wrongType, at: keyPath, "expected {\"type\", \"defaultValue\"}, found \(member.typeName)")
          return nil
        }
        decoder.checkMembers(
          declaration, allowed: TreeFormat.layoutValueKeyMembers, at: keyPath, of: "a LayoutValueKey")
        guard let typeText = declaration["type"]?.stringValue else {
          decoder.fail(
            .missingArgument, at: keyPath.key("type"), "a LayoutValueKey needs its value's \"type\" (\"Int\")")
          return nil
        }
        let type: ValueType
        do throws(ScriptDiagnostic) {
          type = try ValueType(parsing: typeText, origin: SourceOrigin(name: keyPath.key("type").description))
        } catch {
          decoder.fail(.invalidValue, at: keyPath.key("type"), error.summary)
          return nil
        }
        guard let defaultJSON = declaration["defaultValue"] else {
          decoder.fail(.missingArgument, at: keyPath.key("defaultValue"), "a LayoutValueKey needs its \"defaultValue\"")
          return nil
        }
        do throws(ScriptDiagnostic) {
          let value = try Value(json: defaultJSON, as: type, path: keyPath.key("defaultValue"))
          return LayoutValueKeyDeclaration(name: name, type: type, defaultValue: value, path: keyPath)
        } catch {
          decoder.fail(.invalidValue, at: keyPath.key("defaultValue"), error.summary)
          return nil
        }
      })
    return Dictionary(keys.map { ($0.name, $0) }, uniquingKeysWith: { $1 })
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
