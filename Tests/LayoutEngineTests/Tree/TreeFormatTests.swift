import Foundation
import JSONCore
import LayoutEngine
import Testing
import TreeVocabulary

/// `Schemas/view-tree.schema.json` (a committed file) says what `Vocabulary` and `TreeFormat` say, and the
/// decoder accepts every entry of the table.
struct TreeFormatTests {
  private func schema() throws -> JSONValue {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/view-tree.schema.json")
    let data = try #require(FileManager.default.contents(atPath: url.path), "the schema is at \(url.path)")
    return try JSONParser.parse(Array(data))
  }

  /// The member names of every object form in a schema (its own `properties`, or its alternatives').
  private func objectMembers(_ schema: JSONValue) -> Set<String> {
    var names = Set(schema["properties"]?.objectValue?.keys ?? [])
    for combinator in ["oneOf", "anyOf"] {
      for alternative in schema[combinator]?.arrayValue ?? [] { names.formUnion(objectMembers(alternative)) }
    }
    return names
  }

  @Test func schemaIsDraft2020_12() throws {
    #expect(try schema()["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func viewNamesMatch() throws {
    let names = try schema()["$defs"]?["viewName"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(names.sorted() == Vocabulary.viewNames)
  }

  @Test func modifierNamesMatch() throws {
    let names = try schema()["$defs"]?["modifier"]?["properties"]?.objectValue?.keys ?? []
    #expect(names.sorted() == Vocabulary.modifierNames)
  }

  @Test func eachViewsMembersMatch() throws {
    let view = try schema()["$defs"]?["view"]
    let declared = Set(view?["properties"]?.objectValue?.keys ?? [])
    var seen: Set<String> = []
    for rule in view?["allOf"]?.arrayValue ?? [] {
      guard let name = rule["if"]?["properties"]?["view"]?["const"]?.stringValue else { continue }
      seen.insert(name)
      let allowed = Set(rule["then"]?["propertyNames"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [])
      let entry = try #require(Vocabulary.view(named: name), "\(name) is in the table")
      #expect(allowed == entry.memberNames.union(Vocabulary.commonViewMembers), "members of \(name)")
      #expect(entry.memberNames.isSubset(of: declared), "every member of \(name) has a schema")
    }
    #expect(seen == Set(Vocabulary.viewNames))
  }

  @Test func eachLayoutModifiersMembersMatch() throws {
    let modifiers = try schema()["$defs"]?["modifier"]?["properties"]
    for entry in Vocabulary.modifiers where !entry.role.isLayoutNeutral {
      let schema = try #require(modifiers?[entry.name], "\(entry.name) is in the schema")
      #expect(objectMembers(schema) == entry.memberNames, "members of \(entry.name)")
    }
  }

  @Test func layoutNeutralModifiersShareOneShape() throws {
    let document = try schema()
    let reference: JSONValue = ["$ref": "#/$defs/writtenArguments"]
    for (name, schema) in document["$defs"]?["modifier"]?["properties"]?.objectValue ?? [:] {
      let isNeutral = Vocabulary.modifier(named: name)?.role.isLayoutNeutral ?? false
      #expect((schema == reference) == isNeutral, "\(name) is written as arguments exactly when it is neutral")
    }
    #expect(document["$defs"]?["writtenArguments"] != nil)
  }

  @Test func documentAndEnvironmentMembersMatch() throws {
    let document = try schema()
    #expect(Set(document["properties"]?.objectValue?.keys ?? []) == TreeFormat.documentMembers)
    let environment = document["$defs"]?["environment"]?["properties"]?.objectValue?.keys ?? []
    #expect(Set(environment) == TreeFormat.environmentMembers)
  }

  @Test func theDecoderAcceptsEveryLayoutNeutralModifierInEachShape() throws {
    let shapes: [JSONValue] = [
      [:], true, 0.5, ".red", ["_": ".black", "radius": 4, "x": 0, "_2": "Rectangle()", "isOn": false, "v": nil],
    ]
    for entry in Vocabulary.modifiers where entry.role.isLayoutNeutral {
      for shape in shapes {
        let document: JSONValue = [
          "root": ["view": "Text", "text": "Hi", "modifiers": [.object(JSONObject([(entry.name, shape)]))]]
        ]
        do {
          let tree = try ViewTree(json: document)
          #expect(tree.root.modifiers.first?.name == entry.name)
        } catch {
          Issue.record("\(entry.name) with \(shape): \(error)")
        }
      }
    }
  }

  @Test func theDecoderKnowsEveryViewAndModifierOfTheTable() throws {
    for name in Vocabulary.viewNames {
      let document: JSONValue = ["root": ["view": .string(name)]]
      let errors = (try? ViewTree(json: document)).map { _ in [TreeError]() } ?? treeErrors(document)
      #expect(!errors.contains { $0.kind == .unknownView }, "\(name)")
    }
    for name in Vocabulary.modifierNames {
      let document: JSONValue = ["root": ["view": "Text", "text": "Hi", "modifiers": [[name: [:]]]]]
      #expect(!treeErrors(document).contains { $0.kind == .unknownModifier }, "\(name)")
    }
  }

  private func treeErrors(_ document: JSONValue) -> [TreeError] {
    do {
      _ = try ViewTree(json: document)
      return []
    } catch {
      return error.errors
    }
  }
}
