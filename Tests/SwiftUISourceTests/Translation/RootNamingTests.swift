import SwiftUISource
import Testing

/// A root given by name (`--root`, `tree/open`'s `root`): a candidate, a root expression, or a name that names
/// nothing, which is an error listing the candidates (issue 12) rather than a placeholder.
struct RootNamingTests {
  static let file = SwiftSourceFile(
    uri: "file:///Two.swift",
    text: """
      import SwiftUI
      struct A: View { var body: some View { Text("A") } }
      struct B: View { var body: some View { Text("B") } }
      """)

  @Test func aNameDeclaredNowhereIsAnErrorListingTheCandidates() {
    for root in ["Nowhere", "Nowhere()", "Nowhere(title: \"x\").padding()"] {
      let translation = SwiftUITranslator().translate([Self.file], root: .named(root))
      #expect(translation.document == nil, "\(root)")
      let error = translation.diagnostics.first { $0.severity == .error }
      #expect(error?.code == .root, "\(root)")
      #expect(error?.message.contains("the candidates are 'A', 'B'") == true, "\(root)")
    }
  }

  @Test func rootExpressionsOfKnownViewsAreLaidOutAndUnknownNamesInsideThemStayWarnings() {
    let stack = SwiftUITranslator().translate([Self.file], root: .named("VStack { A(); Nowhere() }"))
    #expect(stack.document != nil)
    #expect(stack.diagnostics.contains { $0.code == .undefinedName && $0.severity == .warning })
    #expect(!stack.diagnostics.contains { $0.severity == .error })
    #expect(SwiftUITranslator().translate([Self.file], root: .named("B")).root?.name == "B")
    #expect(SwiftUITranslator().translate([Self.file], root: .named("Text(\"x\")")).document != nil)
  }
}
