import Foundation
import JSONCore
import LayoutEngine
import Testing

/// `Schemas/view-tree.schema.json` and the decoder accept the same vocabulary.
struct TreeFormatTests {
  private func schema() throws -> JSONValue {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Schemas/view-tree.schema.json")
    let data = try #require(FileManager.default.contents(atPath: url.path), "the schema is at \(url.path)")
    return try JSONParser.parse(Array(data))
  }

  @Test func schemaIsDraft2020_12() throws {
    #expect(try schema()["$schema"]?.stringValue == "https://json-schema.org/draft/2020-12/schema")
  }

  @Test func viewNamesMatch() throws {
    let names = try schema()["$defs"]?["viewName"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? []
    #expect(names.sorted() == TreeFormat.viewNames)
  }

  @Test func modifierNamesMatch() throws {
    let names = try schema()["$defs"]?["modifier"]?["properties"]?.objectValue?.keys ?? []
    #expect(names.sorted() == TreeFormat.modifierNames)
  }

  @Test func eachViewsArgumentsMatch() throws {
    let rules = try schema()["$defs"]?["view"]?["allOf"]?.arrayValue ?? []
    var seen: Set<String> = []
    for rule in rules {
      guard let name = rule["if"]?["properties"]?["view"]?["const"]?.stringValue else { continue }
      seen.insert(name)
      let allowed = Set(rule["then"]?["propertyNames"]?["enum"]?.arrayValue?.compactMap(\.stringValue) ?? [])
      let expected = (TreeFormat.viewArguments[name] ?? []).union(TreeFormat.commonViewMembers)
      #expect(allowed == expected, "arguments of \(name)")
    }
    #expect(seen == Set(TreeFormat.viewNames))
  }

  @Test func documentAndEnvironmentMembersMatch() throws {
    let document = try schema()
    #expect(Set(document["properties"]?.objectValue?.keys ?? []) == TreeFormat.documentMembers)
    let environment = document["$defs"]?["environment"]?["properties"]?.objectValue?.keys ?? []
    #expect(Set(environment) == TreeFormat.environmentMembers)
  }
}
