import Testing

@testable import SwiftUISource

/// A syntax error costs the declaration or statement it is in, never the file: the parser reports it with its
/// range (UTF-16 columns included) and resumes at the next declaration or statement.
struct RecoveryTests {
  @Test func anErrorInOneDeclarationLeavesTheOthersUsable() {
    let text = """
      struct Broken: View {
        var body: some View {
          Text("名前 😀").frame(width: , height: 10)
        }
        func half(
      }

      struct Fine: View {
        var body: some View { Text("ok") }
      }
      """
    let parsed = SyntaxDump.parse(text)
    let errors = parsed.diagnostics.filter { $0.severity == .error }
    #expect(!errors.isEmpty)
    // `, height:` after `width: `: the missing value is reported at the comma, on line 3, UTF-16 column 32
    // ("名前" and "😀" are 2 and 2 units but 6 and 4 UTF-8 bytes: UTF-8 column 38).
    let first = errors[0]
    #expect(first.span.start.line == 3)
    #expect(first.span.start.utf16Column == 32)
    #expect(first.span.start.utf8Column == 38)
    #expect(SyntaxDump.declarations(text).contains("struct Fine: View"))
    let translation = SwiftUITranslator().translate([SwiftSourceFile(uri: "a.swift", text: text)], root: .named("Fine"))
    #expect(translation.document?["root"]?["text"] == "ok")
  }

  @Test func aHalfTypedFileStillYieldsEveryReadableView() {
    let text = """
      struct A: View {
        var body: some View {
          VStack {
            Text("a").padding(
            Text("b")
          }
        }
      }
      struct B: View { var body: some View { Text("b") } }
      struct C: View { var body: some View { Text("c
      """
    let parsed = SyntaxDump.parse(text)
    #expect(parsed.diagnostics.contains { $0.severity == .error })
    let names = SyntaxDump.declarations(text).filter { $0.hasPrefix("struct") }
    #expect(names == ["struct A: View", "struct B: View", "struct C: View"])
    let b = SwiftUITranslator().translate([SwiftSourceFile(uri: "a.swift", text: text)], root: .named("B"))
    #expect(b.document?["root"]?["text"] == "b")
  }

  @Test func unexpectedTokensAreSkippedToTheNextStatement() {
    let text = "struct A: View {\n  var body: some View {\n    Text(\"a\") ) ]\n    Text(\"b\")\n  }\n}"
    let parsed = SyntaxDump.parse(text)
    #expect(parsed.diagnostics.count >= 1)
    #expect(parsed.diagnostics.first?.span.start.line == 3)
    #expect(SyntaxDump.bodyExpression("Text(\"a\") ) ]\nText(\"b\")") == "(call Text \"a\"); (call Text \"b\")")
  }

  @Test func strayClosingBracesAndDirectives() {
    let parsed = SyntaxDump.parse("}\n#endif\nstruct A {}\n#if DEBUG\nstruct B {}")
    #expect(parsed.diagnostics.map(\.message).contains("unexpected '}' at the top level of the file"))
    #expect(parsed.diagnostics.map(\.message).contains("'#endif' without '#if'"))
    #expect(parsed.diagnostics.map(\.message).contains("expected '#endif' to close the '#if'"))
    #expect(SyntaxDump.declarations("struct A {}\n#if DEBUG\nstruct B {}").contains("  struct B"))
  }

  /// Every prefix of every example, cut at each line and in the middle of lines, as a file being typed:
  /// reading and translating always end, and the complete declarations before the cut are still read.
  @Test(arguments: ExampleFiles.names)
  func everyPrefixOfAnExampleIsRead(_ name: String) throws {
    let text = try ExampleFiles.swiftFile(name).text
    let bytes = Array(text.utf8)
    var cut = 0
    while cut < bytes.count {
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      let file = SwiftSourceFile(uri: "\(name).swift", text: prefix)
      let translation = SwiftUITranslator().translate([file])
      #expect(translation.roots.count <= 4)
      cut += 23
    }
  }

  @Test func limitsAreDiagnosticsNotTraps() {
    let deep =
      "struct A: View { var body: some View { " + String(repeating: "VStack { ", count: 300)
      + String(repeating: "} ", count: 300) + "} }\nstruct B {}"
    let parsed = ParsedSourceFile(SwiftSourceFile(uri: "deep.swift", text: deep))
    #expect(parsed.diagnostics.contains { $0.code == .limit })
    let large = ParsedSourceFile(
      SwiftSourceFile(uri: "big.swift", text: String(repeating: "let x = 1\n", count: 100)),
      limits: SourceLimits(maxFileBytes: 100))
    #expect(large.declarations.isEmpty && large.diagnostics.first?.code == .limit)
    let tokens = ParsedSourceFile(
      SwiftSourceFile(uri: "tokens.swift", text: String(repeating: "let x = 1\n", count: 100)),
      limits: SourceLimits(maxTokens: 50))
    #expect(tokens.diagnostics.contains { $0.code == .limit } && tokens.declarations.count < 20)
    let nested = ParsedSourceFile(
      SwiftSourceFile(uri: "n.swift", text: "let x = " + String(repeating: "a ? 1 : ", count: 5000) + "1"),
      limits: SourceLimits(maxNestingDepth: 64))
    #expect(nested.diagnostics.contains { $0.code == .limit })
  }
}
