import JSONCore
import Testing
import TreeVocabulary

/// Issue 14's acceptance, the fixture half: every view and modifier of the vocabulary table is laid out by at
/// least one fixture in `Fixtures/` (its tree, its tree file or an edit of one of its versions), so no entry of
/// the table is without a case that says what SwiftUI does with it and where that knowledge comes from.
/// `TreeFormatTests` keeps the schema equal to the table, and `SwiftUISourceTests` reads every entry from Swift.
struct FixtureCoverageTests {
  /// The view and modifier names the fixtures' trees and edits use.
  private static func usedNames() throws -> (views: Set<String>, modifiers: Set<String>) {
    var views: Set<String> = []
    var modifiers: Set<String> = []
    var pending: [JSONValue] = []
    for fixture in Fixture.all {
      pending.append(try fixture.tree())
      if let versions = fixture.json["versions"] { pending.append(versions) }
    }
    while let value = pending.popLast() {
      if let object = value.objectValue {
        if let name = object["view"]?.stringValue { views.insert(name) }
        for modifier in object["modifiers"]?.arrayValue ?? [] {
          modifiers.formUnion(modifier.objectValue?.keys ?? [])
        }
        pending.append(contentsOf: object.map(\.value))
      } else if let items = value.arrayValue {
        pending.append(contentsOf: items)
      }
    }
    return (views, modifiers)
  }

  @Test func everyViewOfTheTableHasAFixture() throws {
    let used = try Self.usedNames().views
    let missing = Vocabulary.viewNames.filter { !used.contains($0) }
    #expect(missing.isEmpty, "views without a fixture: \(missing.joined(separator: ", "))")
  }

  @Test func everyModifierOfTheTableHasAFixture() throws {
    let used = try Self.usedNames().modifiers
    let missing = Vocabulary.modifierNames.filter { !used.contains($0) }
    #expect(missing.isEmpty, "modifiers without a fixture: \(missing.joined(separator: ", "))")
  }

  @Test func fixturesUseOnlyNamesOfTheTable() throws {
    let used = try Self.usedNames()
    #expect(used.views.subtracting(Vocabulary.viewNames).isEmpty, "\(used.views.subtracting(Vocabulary.viewNames))")
    #expect(
      used.modifiers.subtracting(Vocabulary.modifierNames).isEmpty,
      "\(used.modifiers.subtracting(Vocabulary.modifierNames))")
  }
}
