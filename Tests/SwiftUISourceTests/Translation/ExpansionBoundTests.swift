import SwiftUISource
import Testing

/// Views that use themselves more than once, and casts in a view's position: found by the swift-source fuzz
/// target (issue 17), each a hang or a stack overflow of the daemon before it was bounded.
struct ExpansionBoundTests {
  static func file(_ body: String, members: String = "", more: String = "") -> SwiftSourceFile {
    SwiftSourceFile(
      uri: "file:///Bound.swift",
      text: "import SwiftUI\nstruct A: View {\n\(members)  var body: some View { \(body) }\n}\n\(more)")
  }

  @Test(arguments: [
    "flag ? A() : A()", "if flag { VStack { A(); A() } }",
    "HStack { ForEach(items, id: \\.self) { _ in A(); A(); A() } }",
  ])
  func aViewUsingItselfSeveralTimesUnderAConditionStopsAtTheTreeLimit(_ body: String) {
    // Without the bound, two uses per level expand 2^32 times (the default depth limit is 32).
    let limits = SourceLimits(maxTreeNodes: 500)
    let file = Self.file(body, members: "  @State var flag = false\n  @State var items = [1]\n")
    let translation = SwiftUITranslator(options: TranslationOptions(limits: limits)).translate(
      [file], root: .named("A"))
    let limit = translation.diagnostics.filter { $0.code == .limit && $0.message.contains("500 views") }
    #expect(limit.count == 1, "\(translation.diagnostics.map { "\($0.code) \($0.message)" })")
    #expect(!translation.diagnostics.contains { $0.code == .recursion })
  }

  /// Found by the swift-source fuzz target: a view using itself twice with no condition between expanded to the
  /// tree limit (20,000 views, seconds of work on every keystroke). Swift rejects such a view, and it could never
  /// finish: each such use is an error, left out, and nothing is expanded twice.
  @Test(arguments: [
    ("VStack { A(); A() }", 2), ("true ? A() : Text(\"x\")", 1), ("HStack { A(); A(); A() }", 3), ("A()", 1),
    ("B()", 1),
  ])
  func aViewUsingItselfWithNoConditionBetweenIsAnError(_ body: String, uses: Int) {
    let file = Self.file(
      body, members: "", more: "struct B: View {\n  var body: some View { Text(\"b\").overlay(A()) }\n}\n")
    let translation = SwiftUITranslator().translate([file], root: .named("A"))
    let recursions = translation.diagnostics.filter { $0.code == .recursion }
    #expect(recursions.count == uses, "\(translation.diagnostics.map { "\($0.code) \($0.message)" })")
    #expect(recursions.allSatisfy { $0.severity == .error && $0.message.contains("uses itself") })
    #expect(!translation.diagnostics.contains { $0.code == .limit })
  }

  /// Found by the swift-source fuzz target: a property whose initializer reads the property twice substituted
  /// into itself 64 levels deep, 2^64 times (a timeout). A substitution met inside itself now stops at once.
  /// (`#file` is outside the Swift subset, so the property is substituted where it is read.)
  @Test func aPropertyInitializedFromItselfIsACycle() {
    let b = "struct B: View {\n  var text = #file + text + text\n  var body: some View { Text(text) }\n}\n"
    let translation = SwiftUITranslator().translate([Self.file("B()", more: b)], root: .named("A"))
    let cycle = translation.diagnostics.filter { $0.code == .limit && $0.message.contains("use themselves") }
    #expect(cycle.count == 1, "\(translation.diagnostics.map { "\($0.code) \($0.message)" })")
  }

  /// Each property doubles the one before: the text written out would be 2^40 times the first, so it stops at
  /// the bound on its bytes.
  @Test func aSubstitutionGrowingPastTheFileLimitStops() {
    let members = (1...40).map { "  var p\($0) = p\($0 - 1) + p\($0 - 1)\n" }.joined()
    let b = "struct B: View {\n  var p0 = #file\n\(members)  var body: some View { Text(p40) }\n}\n"
    let translation = SwiftUITranslator().translate([Self.file("B()", more: b)], root: .named("A"))
    let limit = translation.diagnostics.filter { $0.code == .limit && $0.message.contains("1048576 bytes") }
    #expect(!limit.isEmpty, "\(translation.diagnostics.map { "\($0.code) \($0.message)" })")
  }

  @Test(arguments: ["as?", "as!", "as"]) func aCastViewIsTheViewItHolds(_ operation: String) {
    let translation = SwiftUITranslator().translate([Self.file("VStack { Text(\"a\") \(operation) Text }")])
    #expect(translation.document != nil)
    #expect(!translation.diagnostics.contains { $0.severity != .note }, "\(translation.diagnostics.map(\.message))")
  }

  @Test func anIsTestInAViewsPositionIsLeftOutWithAWarning() {
    let translation = SwiftUITranslator().translate([Self.file("VStack { Text(\"a\") is Text }")])
    #expect(translation.document != nil)
    #expect(translation.diagnostics.contains { $0.code == .unsupported && $0.severity == .warning })
  }
}
