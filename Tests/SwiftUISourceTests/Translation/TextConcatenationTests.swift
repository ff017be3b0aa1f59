import JSONCore
import LayoutEngine
import SwiftUISource
import Testing

/// `Text(…) + Text(…)` reads as one `Text` whose `runs` are its parts (issue 14), which the engine decodes and
/// measures as one paragraph.
struct TextConcatenationTests {
  private func root(_ body: String) -> (document: JSONValue?, warnings: [String]) {
    let file = SwiftSourceFile(
      uri: "file:///Concat.swift",
      text: """
        import SwiftUI
        struct Greeting: View {
          var body: some View {
            \(body)
          }
        }
        """)
    let translation = SwiftUITranslator().translate([file], root: .named("Greeting"))
    return (translation.document, translation.diagnostics.map(\.message))
  }

  @Test func aConcatenationIsOneTextOfRuns() throws {
    let result = root(#"(Text("Hello ").font(.title) + Text("big").font(.headline) + (Text(" world"))).padding(4)"#)
    let document = try #require(result.document, "\(result.warnings)")
    let text = try #require(document["root"])
    #expect(text["view"] == "Text")
    #expect(text["text"] == nil)
    let runs = try #require(text["runs"]?.arrayValue)
    #expect(runs.map { $0["text"] } == ["Hello ", "big", " world"])
    #expect(runs[0]["modifiers"] == [["font": ".title"]])
    #expect(runs[1]["modifiers"] == [["font": ".headline"]])
    #expect(runs[2]["modifiers"] == nil)
    #expect(text["modifiers"]?.arrayValue?.count == 1)
    let tree = try ViewTree(json: document)
    guard case .concatenatedText(let parts) = tree.root.kind else {
      Issue.record("the engine reads a concatenated Text, not \(tree.root.kind)")
      return
    }
    #expect(parts.count == 3)
  }

  @Test func aPartThatIsNoTextIsAWarningAndLeftOut() {
    let result = root(#"VStack { Text("a") + Color.red }"#)
    #expect(result.warnings.contains { $0.contains("is not a Text") }, "\(result.warnings)")
  }
}
