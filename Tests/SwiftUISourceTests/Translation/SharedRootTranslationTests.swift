import JSONCore
import Testing

@testable import SwiftUISource

/// Roots translated together (`SwiftUITranslator.translate(parsed:roots:)`, the editor's one translation per
/// text for a view root and the `#Preview` that only uses it) give exactly what translating each root on its own
/// gives: the document, every source-map entry with its span and uses, every diagnostic with its range and uses,
/// the candidates, the root, the statistics and the Swift texts the translator checked.
struct SharedRootTranslationTests {
  /// The editor benchmark's 500-line file (`GeneratedScreen(lines: 500)` of inspector-bench, written out as
  /// `Fixtures/SettingsScreen500.swift.txt`, a text outside the build and the linter): the view root
  /// `SettingsScreen` and `#Preview { SettingsScreen() }`.
  static let benchmarkFile = "SettingsScreen500"

  /// Every candidate of the file as the editor selects it: a view by its name, a preview by its name.
  static func selections(_ translator: SwiftUITranslator, _ files: [ParsedSourceFile]) -> [RootSelection] {
    translator.roots(parsed: files).map { $0.kind == .view ? .named($0.name) : .preview($0.name) }
  }

  /// What differs between two translations, field by field (empty when they are identical).
  static func differences(_ shared: SourceTranslation, _ alone: SourceTranslation) -> [String] {
    var found: [String] = []
    if shared.document != alone.document { found.append("document") }
    if shared.sourceMap != alone.sourceMap {
      let first = zip(shared.sourceMap.entries, alone.sourceMap.entries).first { $0 != $1 }
      found.append(
        "source map (\(shared.sourceMap.entries.count) against \(alone.sourceMap.entries.count) entries, "
          + "first difference \(String(describing: first)))")
    }
    if shared.diagnostics != alone.diagnostics {
      found.append("diagnostics \(shared.diagnostics) against \(alone.diagnostics)")
    }
    if shared.parsedExpressions != alone.parsedExpressions || shared.parsedClosures != alone.parsedClosures {
      found.append("parsed texts")
    }
    if shared.roots != alone.roots { found.append("roots") }
    if shared.root != alone.root { found.append("root \(String(describing: shared.root))") }
    if shared.statistics != alone.statistics {
      found.append("statistics \(shared.statistics) against \(alone.statistics)")
    }
    return found
  }

  /// Translates the files' candidates together and each alone, and expects identical results; returns how many
  /// view roots came from a preview's translation.
  @discardableResult
  static func expectSameAsAlone(_ files: [SwiftSourceFile], sourceLocation: SourceLocation = #_sourceLocation) -> Int {
    let translator = SwiftUITranslator()
    let parsed = files.map(translator.parse)
    let selections = selections(translator, parsed)
    let shared = translator.translate(parsed: parsed, roots: selections)
    #expect(shared.count == selections.count, sourceLocation: sourceLocation)
    for (selection, together) in zip(selections, shared) {
      let alone = translator.translate(parsed: parsed, root: selection)
      #expect(differences(together, alone) == [], "\(selection)", sourceLocation: sourceLocation)
    }
    return derivedViewRoots(parsed, selections)
  }

  /// How many of the view roots one of the previews' translations gives.
  static func derivedViewRoots(_ files: [ParsedSourceFile], _ selections: [RootSelection]) -> Int {
    var derived = 0
    for case .preview(let name) in selections {
      let translator = Translator(files: files, options: TranslationOptions())
      let preview = translator.run(root: .preview(name))
      for case .named(let view) in selections where translator.viewRoot(.named(view), inside: preview) != nil {
        derived += 1
      }
    }
    return derived
  }

  @Test func theBenchmarkFilesViewRootComesFromItsPreview() throws {
    let file = SwiftSourceFile(
      uri: "Settings500.swift", text: try ExampleFiles.text("\(Self.benchmarkFile).swift.txt"))
    #expect(Self.expectSameAsAlone([file]) == 1)
  }

  @Test(arguments: ExampleFiles.names)
  func theExamplesAreTheSameTranslatedTogether(name: String) throws {
    Self.expectSameAsAlone([try ExampleFiles.swiftFile(name)])
  }

  @Test func aViewWithDiagnosticsDefaultsAndSeveralViewsIsDerivedExactly() {
    // The preview's use is the outermost use of every diagnostic inside the view; the `Group` that carries the
    // view's `let`s is written at the use (the view's name in the view root).
    let text = """
      struct Screen: View {
        var title = "Title"
        @State private var on = false
        var body: some View {
          Text(title).wobble()
          Row()
          Mystery()
        }
      }
      struct Row: View {
        @Binding var missing: Bool
        var body: some View { Text("row").unknownModifier(3) }
      }
      #Preview { Screen() }
      """
    #expect(Self.expectSameAsAlone([SwiftSourceFile(uri: "test.swift", text: text)]) == 1)
  }

  @Test func aViewWithAnInitializerOfDefaultsAndANestedViewIsDerivedExactly() {
    let text = """
      enum Outer {
        struct Inner: View {
          let width: CGFloat
          init(width: CGFloat = 40) { self.width = width }
          var body: some View { Color.red.frame(width: width) }
        }
      }
      #Preview("Nested") { return Outer.Inner() }
      """
    #expect(Self.expectSameAsAlone([SwiftSourceFile(uri: "test.swift", text: text)]) == 1)
  }

  @Test func previewsThatDoMoreThanUseTheViewAreTranslatedOnTheirOwn() {
    // Modifiers on the use, arguments, a second view, a layout trait, a view of another name, `#if`: none is
    // only the view root's expansion.
    let text = """
      struct Card: View {
        var text = "card"
        var body: some View { Text(text) }
      }
      struct Wrapper: View { var body: some View { Card() } }
      #Preview("Padded") { Card().padding() }
      #Preview("Argument") { Card(text: "other") }
      #Preview("Two") { Card(); Card() }
      #Preview("Fixed", traits: .fixedLayout(width: 100, height: 50)) { Card() }
      #Preview("Wrapped") { Wrapper() }
      #Preview("Conditional") {
        #if DEBUG
        Card()
        #endif
      }
      """
    // Only "Wrapped" gives a view root (Wrapper).
    #expect(Self.expectSameAsAlone([SwiftSourceFile(uri: "test.swift", text: text)]) == 1)
  }

  @Test func aViewDeclaredInAnotherFileIsDerivedWithItsNameThere() {
    let view = SwiftSourceFile(
      uri: "Badge.swift",
      text: """
        struct Badge: View {
          var count = 3
          var body: some View { Text("\\(count)").padding(.horizontal, count) }
        }
        """)
    let preview = SwiftSourceFile(uri: "Preview.swift", text: "#Preview { Badge() }\n")
    #expect(Self.expectSameAsAlone([view, preview]) == 1)
    #expect(Self.expectSameAsAlone([preview, view]) == 1)
  }

  @Test func aRecursiveViewAndTheNodeLimitAreDerivedExactly() {
    let text = """
      struct Loop: View { var body: some View { VStack { Text("a"); Loop() } } }
      #Preview { Loop() }
      """
    #expect(Self.expectSameAsAlone([SwiftSourceFile(uri: "test.swift", text: text)]) == 1)
  }
}
