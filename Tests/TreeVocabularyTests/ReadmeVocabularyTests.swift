import Foundation
import Testing
import TreeVocabulary

/// README's "What it lays out" lists the whole vocabulary table, so it cannot drift from what the decoder accepts:
/// every view and layout modifier is named there in backticks, and the layout-neutral modifiers are listed by
/// category, in the table's order, one bullet per category.
struct ReadmeVocabularyTests {
  /// The "What it lays out" section of README.md: from its heading to the next `## ` heading.
  private static func section() throws -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: url, encoding: .utf8)
    let parts = text.components(separatedBy: "\n## What it lays out\n")
    try #require(parts.count == 2, "README.md has one \"What it lays out\" section")
    return parts[1].components(separatedBy: "\n## ")[0]
  }

  /// The names written in backticks in `text`: each code span's leading Swift identifier (`lineLimit` of
  /// `` `lineLimit(_:)` ``).
  private static func codeNames(_ text: String) -> [String] {
    let spans = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
    return spans.filter { $0.offset % 2 == 1 }.compactMap { span in
      let name = span.element.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
      return name.isEmpty ? nil : String(name)
    }
  }

  /// The bullet of the layout-neutral list that introduces `category`.
  private static func bulletLabel(_ category: LayoutNeutralCategory) -> String {
    switch category {
    case .drawing: return "- drawing:"
    case .behaviour: return "- behaviour:"
    case .accessibility: return "- accessibility:"
    case .navigationChrome: return "- navigation chrome:"
    case .presentation: return "- presentation:"
    }
  }

  @Test func everyViewAndLayoutModifierIsNamed() throws {
    let named = Set(Self.codeNames(try Self.section()))
    let views = Vocabulary.viewNames.filter { !named.contains($0) }
    #expect(views.isEmpty, "views README does not name: \(views.joined(separator: ", "))")
    let modifiers = Vocabulary.modifiers.filter { !$0.role.isLayoutNeutral && !named.contains($0.name) }.map(\.name)
    #expect(modifiers.isEmpty, "modifiers README does not name: \(modifiers.joined(separator: ", "))")
  }

  @Test func layoutNeutralModifiersAreListedByCategory() throws {
    let lines = try Self.section().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for category in LayoutNeutralCategory.allCases {
      let expected = Vocabulary.modifiers.filter { $0.role == .layoutNeutral(category) }.map(\.name)
      let label = Self.bulletLabel(category)
      guard let start = lines.firstIndex(where: { $0.hasPrefix(label) }) else {
        Issue.record("README lacks the bullet \"\(label) \(expected.map { "`\($0)`" }.joined(separator: ", "))\"")
        continue
      }
      // The bullet runs to the next bullet or blank line (its continuation lines are indented).
      let end = lines[(start + 1)...].firstIndex { $0.isEmpty || $0.hasPrefix("- ") } ?? lines.endIndex
      let listed = Self.codeNames(lines[start..<end].joined(separator: "\n"))
      #expect(
        listed == expected,
        "\(label) should list, in the table's order: \(expected.map { "`\($0)`" }.joined(separator: ", "))")
    }
  }
}
