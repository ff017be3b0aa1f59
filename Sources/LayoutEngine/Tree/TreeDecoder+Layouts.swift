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
      guard let sizeThatFits, let placeSubviews else { continue }
      result[name] = CustomLayoutDeclaration(
        name: name, sizeThatFits: sizeThatFits, placeSubviews: placeSubviews, path: layoutPath)
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
