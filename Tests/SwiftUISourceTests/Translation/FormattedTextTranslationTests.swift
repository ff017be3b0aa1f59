import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// `Text(value, format:)` and `value.formatted(…)` in a text (1.2 % of the survey's files write a format or a style):
/// the text shows what Foundation prints in en_US, the inspector's one locale; a date's text, which the inspector
/// cannot know, is refused with a warning at the call.
struct FormattedTextTranslationTests {
  static let source = """
    import SwiftUI

    struct PriceView: View {
        @State private var count = 1234567
        @State private var price = 1234.5
        @State private var ratio = 0.256

        var body: some View {
            VStack {
                Text(count, format: .number)
                Text(price, format: .currency(code: "USD"))
                Text(ratio, format: .percent)
                Text("Total: \\(price.formatted())")
                Button("Double") { price *= 2 }
            }
        }
    }
    """

  static func texts(_ live: LiveTree) throws -> [String] {
    try #require(live.current.passes.last).layout.nodes.compactMap { $0.text }
  }

  @Test func formattedTextsShowWhatFoundationPrintsInEnUS() throws {
    let translation = Translate.file(Self.source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(Translate.rootJSON(translation).contains(#""text":"\\(price.formatted(.currency(code: \"USD\")))""#))
    var live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    let before = try Self.texts(live)
    #expect(before == ["1,234,567", "$1,234.50", "25.6%", "Total: 1,234.5", "Double"])
    let layout = try #require(live.current.passes.last).layout
    let button = try #require(layout.nodes.first { $0.viewType == "Button" })
    try live.apply([.tap(node: button.id)])
    let after = try Self.texts(live)
    #expect(after == ["1,234,567", "$2,469.00", "25.6%", "Total: 2,469", "Double"])
  }

  @Test func aDateStyleIsRefusedAtTheCall() throws {
    let translation = Translate.file(
      """
      import SwiftUI

      struct DateView: View {
          let date: Date
          var body: some View {
              VStack {
                  Text(date, style: .date)
                  Text("Today")
              }
          }
      }

      #Preview { DateView(date: .now) }
      """)
    let warning = try #require(translation.diagnostics.first { $0.span.start.line == 7 })
    #expect(warning.severity == .warning)
    let live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    #expect(try Self.texts(live) == ["", "Today"])
  }
}
