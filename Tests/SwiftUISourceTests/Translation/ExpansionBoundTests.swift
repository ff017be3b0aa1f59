import SwiftUISource
import Testing

/// Views that use themselves more than once, and casts in a view's position: found by the swift-source fuzz
/// target (issue 17), each a hang or a stack overflow of the daemon before it was bounded.
struct ExpansionBoundTests {
  static func file(_ body: String) -> SwiftSourceFile {
    SwiftSourceFile(
      uri: "file:///Bound.swift", text: "import SwiftUI\nstruct A: View {\n  var body: some View { \(body) }\n}\n")
  }

  @Test(arguments: ["VStack { A(); A() }", "true ? A() : A()", "HStack { A(); A(); A() }"])
  func aViewUsingItselfSeveralTimesStopsAtTheTreeLimit(_ body: String) {
    // Without the bound, two uses per level expand 2^32 times (the default depth limit is 32).
    let limits = SourceLimits(maxTreeNodes: 500)
    let translation = SwiftUITranslator(options: TranslationOptions(limits: limits))
      .translate([Self.file(body)], root: .named("A"))
    let limit = translation.diagnostics.filter { $0.code == .limit && $0.message.contains("500 views") }
    #expect(limit.count == 1, "\(translation.diagnostics.map { "\($0.code) \($0.message)" })")
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
