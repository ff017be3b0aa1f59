import JSONCore
import Testing

@testable import SwiftUISource

/// Root candidates (previews, previews providers, views without required arguments), the choice among them,
/// and what a preview's traits ask for.
struct RootTests {
  static let source = """
    struct Row: View { let title: String; var body: some View { Text(title) } }
    struct List2: View { var body: some View { VStack { Row(title: "a") } } }
    #Preview("Fixed", traits: .fixedLayout(width: 300, height: 100)) { Row(title: "fixed") }
    #Preview { List2() }
    struct Row_Previews: PreviewProvider {
      static var previews: some View { Row(title: "provided").previewLayout(.sizeThatFits) }
    }
    """

  @Test func candidatesInFileOrder() {
    let translation = Translate.file(Self.source)
    #expect(
      translation.roots.map { "\($0.kind.rawValue) \($0.name) \($0.span.start.line)" } == [
        "view List2 2", "preview Fixed 3", "preview Preview (line 4) 4", "previewProvider Row_Previews 5",
      ])
    #expect(translation.roots[1].layout == .fixed(width: 300, height: 100))
    #expect(translation.roots[3].layout == .sizeThatFits)
  }

  @Test func aViewWithAnOptionalBindingNeedsItsArgumentAndIsNoCandidate() {
    // `@Binding var width: CGFloat?` has no nil default in the memberwise init (issue 13: a view used only with
    // arguments is shown where a root uses it); a plain optional `var` has one.
    let translation = Translate.file(
      """
      struct Section: View { @Binding var width: CGFloat?; var body: some View { Text("a") } }
      struct Note: View { var width: CGFloat?; var body: some View { Text("b") } }
      """)
    #expect(translation.roots.map(\.name) == ["Note"])
  }

  @Test func automaticallyTheFirstPreviewWithItsLayout() {
    let translation = Translate.file(Self.source)
    #expect(translation.root?.name == "Fixed")
    #expect(Translate.member(translation, "proposal") == #"{"width":300.0,"height":100.0}"#)
    #expect(Translate.rootJSON(translation) == #"{"view":"Text","text":"\\(title)","let":{"title":"\"fixed\""}}"#)
  }

  @Test func namedPreviewsViewsAndRootExpressions() {
    let provided = Translate.file(Self.source, root: .preview("Row_Previews"))
    #expect(provided.document?["proposal"] == ["width": nil, "height": nil])
    // The preview layout is the proposal, not an unknown modifier.
    #expect(Translate.problems(provided).isEmpty)
    #expect(Translate.file(Self.source, root: .named("List2")).root?.kind == .view)
    let expression = Translate.file(Self.source, root: .named("Row(title: \"Name\")"))
    #expect(expression.root == nil)
    #expect(Translate.rootJSON(expression) == #"{"view":"Text","text":"\\(title)","let":{"title":"\"Name\""}}"#)
    let missing = Translate.file(Self.source, root: .preview("Nope"))
    #expect(missing.document == nil)
    #expect(missing.diagnostics.last?.message.hasPrefix("there is no preview named 'Nope'") == true)
  }

  @Test func severalViewsAndNoPreviewIsAnErrorListingThem() {
    let translation = Translate.file(
      "struct A: View { var body: some View { EmptyView() } }\nstruct B: View { var body: some View { EmptyView() } }")
    #expect(translation.document == nil)
    #expect(
      translation.diagnostics.last?.message
        == "the files have several root candidates and no preview; choose one of 'A', 'B'")
    #expect(translation.diagnostics.last?.code == .root)
  }
}
