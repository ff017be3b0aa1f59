import LayoutInspector
import Testing

/// Trees opened from SwiftUI source, in process and against the daemon: a file, source text with a root, a
/// `#Preview` by name, and files that use each other's views. The sign-in form's numbers are its tree
/// document's (README's demo: "User:" 40.333 and "Password:" 79.333, both framed at 79.333 in pass 2).
@Suite struct SourceTests {
  @Test(arguments: InspectorMode.allCases) func aSwiftFileLaysOutAsItsTreeDocument(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let form = try await inspector.open(file: ExampleTrees.signInFormSwift)
      #expect(form.name == "SignInForm.swift")
      #expect(form.passCount == 2)
      #expect(try await form.node("Text[text=\"User:\"]").width == 79.333)
      await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
      let document = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(form.rootSize == document.rootSize)
      #expect(try await form.state("labelWidth").length == 79.333)
    }
  }

  @Test(arguments: InspectorMode.allCases) func previewsAndRootsChooseWhatIsLaidOut(_ mode: InspectorMode) async throws
  {
    try await withInspector(mode) { inspector in
      let short = try await inspector.open(file: "Views/Badge.swift", preview: "Short")
      let long = try await inspector.open(file: "Views/Badge.swift", preview: "Long")
      let shortWidth = try await short.node("Text").width
      #expect(try await long.node("Text").width > shortWidth)
      // The first #Preview is the default.
      let first = try await inspector.open(file: "Views/Badge.swift")
      #expect(try await first.node("Text").text == "Hi")
      let root = try await inspector.open(
        swift: "struct Tag: View { var body: some View { Text(\"Tag\").padding(8) } }", root: "Tag", name: "Tag.swift")
      // padding(8) adds 8 on each side of the text.
      let tag = try await root.node("Text")
      let text = try #require(tag.layer(named: "Text"))
      #expect(tag.width.value == text.width.value + 16)
    }
  }

  @Test(arguments: InspectorMode.allCases) func filesUseEachOthersViews(_ mode: InspectorMode) async throws {
    try await withInspector(mode) { inspector in
      let row = try await inspector.open(swiftFiles: ["Views/BadgeRow.swift", "Views/Badge.swift"], root: "BadgeRow")
      #expect(try await row.select("Text").count == 2)
      let new = try await row.node("Text[text=\"New\"]")
      let sale = try await row.node("Text[text=\"Sale\"]")
      // HStack(spacing: 4) places the second badge 4 pt after the first.
      #expect(sale.x.value == new.x.value + new.width.value + 4)
    }
  }

  @Test(arguments: InspectorMode.allCases) func aSelectorThatMatchesNothingRepeatsTheSourcesWarnings(
    _ mode: InspectorMode
  ) async throws {
    try await withInspector(mode) { inspector in
      // A view the files do not declare is a warning at its place; a query that then finds nothing says so too.
      let card = try await inspector.open(
        swift: "struct Card: View { var body: some View { VStack { Text(\"A\"); Sparkle() } } }", root: "Card",
        name: "Card.swift")
      let error = await #expect(throws: LayoutInspectorError.self) { try await card.node("Image") }
      #expect(error?.kind == .noMatch)
      let message = error?.message ?? ""
      #expect(message.contains("The tree has 1 diagnostic: ") && message.contains("Sparkle"), "\(message)")
    }
  }

  @Test(arguments: InspectorMode.allCases) func aRootTheSourceDoesNotDeclareIsAnErrorListingTheCandidates(
    _ mode: InspectorMode
  ) async throws {
    try await withInspector(mode) { inspector in
      // A root naming nothing the files declare is no tree: the error lists the roots the file offers.
      let missing = await #expect(throws: LayoutInspectorError.self) {
        _ = try await inspector.open(file: "Views/Badge.swift", root: "Nowhere")
      }
      #expect(missing?.kind == .daemon("invalidTree"))
      #expect(
        missing?.message.hasSuffix(
          "'Nowhere' names no root candidate and no view the files declare or the inspector lays out; the candidates "
            + "are 'Short', 'Long'") == true, "\(missing?.message ?? "")")
      let misuse = await #expect(throws: LayoutInspectorError.self) {
        _ = try await inspector.open(file: ExampleTrees.signInForm, root: "SignInForm")
      }
      #expect(misuse?.kind == .file)
    }
  }
}
