import SwiftSubset
import Testing

/// Pathological inputs return diagnostics and never overflow the stack: every nesting shape at 100,000 levels,
/// and every shape at exactly the nesting limit parses, type-checks and evaluates.
struct ParseLimitsTests {
  private let generous = ParseLimits(maxSourceLength: 2_000_000)

  private func nested(_ open: String, _ inner: String, _ close: String, _ depth: Int) -> String {
    String(repeating: open, count: depth) + inner + String(repeating: close, count: depth)
  }

  @Test(arguments: [
    ("(", "1", ")"),
    ("[", "1", "]"),
    ("- ", "1", ""),
    ("! ", "true", ""),
    ("{ ", "1", " }"),
    ("f(", "1", ")"),
    ("\"\\(", "1", ")\""),
    ("a[", "0", "]"),
  ])
  func deepNestingIsAnError(_ open: String, _ inner: String, _ close: String) {
    let text = nested(open, inner, close, 100_000)
    let error = parseError(text, limits: generous)
    #expect(error?.code == .nestingTooDeep)
    #expect(error?.kind == .limit)
    // Unterminated nesting fails the same way rather than recursing to the end of the text.
    #expect(parseError(String(repeating: open, count: 100_000), limits: generous) != nil)
  }

  @Test func longChainsAreBoundedByTreeHeight() {
    let sum = "1" + String(repeating: " + 1", count: 100_000)
    #expect(parseError(sum, limits: generous)?.code == .nestingTooDeep)
    let members = "a" + String(repeating: ".b", count: 100_000)
    #expect(parseError(members, limits: generous)?.code == .nestingTooDeep)
    let coalescing = "a" + String(repeating: " ?? a", count: 100_000)
    #expect(parseError(coalescing, limits: generous)?.code == .nestingTooDeep)
    let unwraps = "a" + String(repeating: "!", count: 100_000)
    #expect(parseError(unwraps, limits: generous)?.code == .nestingTooDeep)
    let blocks = nested("if true { ", "x = 1", " }", 100_000)
    #expect(statementsError(blocks, limits: generous)?.code == .nestingTooDeep)
  }

  @Test func sourceLengthIsBounded() {
    let text = String(repeating: "1 + ", count: 100_000) + "1"
    let error = parseError(text)
    #expect(error?.code == .sourceTooLong)
    #expect(error?.message == "the source is 400001 bytes long; the limit is 65536")
  }

  @Test func theDeepestAcceptedCodeEvaluates() throws {
    let limit = ParseLimits().maxNestingDepth
    // Each shape is built to just under the limit; the exact count depends on how many levels each
    // construct adds, so back off until it parses, then check that it also runs.
    let shapes: [(Int) -> String] = [
      { self.nested("(", "1", ")", $0) },
      { self.nested("[", "1", "]", $0) },
      { self.nested("- ", "1", "", $0) },
      { "1" + String(repeating: " + 1", count: $0) },
      { "\"" + self.nested("\\(\"", "x", "\")", $0) + "\"" },
    ]
    for shape in shapes {
      var depth = limit
      var expression: ScriptExpression?
      while depth > 0, expression == nil {
        expression = try? ScriptExpression(shape(depth))
        depth -= 1
      }
      let parsed = try #require(expression)
      #expect(depth > limit / 3)
      var context = EvaluationContext()
      _ = try parsed.evaluate(in: &context)
      _ = TypeChecker(environment: TypeEnvironment()).check(parsed)
      _ = parsed.freeNames
    }
  }

  @Test func randomTextNeverTraps() {
    // A deterministic generator over fragments of the language: every input yields a value or a diagnostic.
    var generator = SplitMix64(seed: 0x5EED)
    let fragments = [
      "(", ")", "[", "]", "{", "}", ",", ":", ";", ".", "?", "!", "??", "+", "-", "*", "/", "%", "==", "<", "..<",
      "...", "&&", "||", "=", "+=", "$0", "$x", "x", "value", "nextValue()", "max", "1", "0", "2.5", "-1",
      "9223372036854775807", "\"s\\(", "\"", "nil", "true", "let", "var", "if", "else", "guard", "return", "in",
      "for", "self", ".zero", "\n", " ", "\\", "@", "é", "CGSize(width:", "[1, 2]", "x.append(", "toggle()",
    ]
    let host = HostVariables()
    host.define("x", .array([.int(1)], of: .int), type: .array(.int))
    for _ in 0..<3_000 {
      let count = Int(generator.next() % 24) + 1
      var text = ""
      for _ in 0..<count { text += fragments[Int(generator.next() % UInt64(fragments.count))] }
      var context = EvaluationContext(host: host, limits: EvaluationLimits(maxSteps: 1_000))
      if let expression = try? ScriptExpression(text) {
        _ = try? expression.evaluate(in: &context)
        _ = TypeChecker(environment: TypeEnvironment(reportsUnknownNames: false)).check(expression)
      }
      if let closure = try? ScriptClosure(text) {
        _ = try? closure.call(with: [.int(1), .int(2)], in: &context)
      }
    }
  }
}

/// A small deterministic random number generator for reproducible fuzzing.
struct SplitMix64 {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
