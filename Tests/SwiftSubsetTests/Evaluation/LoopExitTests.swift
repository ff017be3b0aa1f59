import SwiftSubset
import Testing

/// `break` and `continue` in `for` loops: they leave or skip in the innermost loop only, work from `if` and
/// `guard … else` bodies, and are refused outside a loop (a closure's body is outside its enclosing loop).
struct LoopExitTests {
  private func result(_ text: String) throws -> Value? {
    var context = EvaluationContext()
    return try ScriptBlock(text).run(in: &context)
  }

  @Test func breakLeavesTheInnermostLoop() throws {
    #expect(try result("var n = 0\nfor i in 0..<10 { if i == 4 { break }\nn += i }\nreturn n") == .int(0 + 1 + 2 + 3))
    // The outer loop goes on: 3 rows of 2 (the inner loop breaks at j == 2).
    let nested = "var n = 0\nfor _ in [1, 2, 3] {\nfor j in 0..<100 { if j == 2 { break }\nn += 1 }\n}\nreturn n"
    #expect(try result(nested) == .int(6))
  }

  @Test func continueSkipsToTheNextElement() throws {
    #expect(try result("var n = 0\nfor i in 1...6 { if i % 2 == 0 { continue }\nn += i }\nreturn n") == .int(1 + 3 + 5))
    #expect(try result("var n = 0\nfor w in [1, -2, 3] { guard w > 0 else { continue }\nn += w }\nreturn n") == .int(4))
    #expect(try result("var n = 0\nfor w in [1, -2, 3] { guard w > 0 else { break }\nn += w }\nreturn n") == .int(1))
  }

  @Test func aReturnStillEndsEverything() throws {
    #expect(
      try result("for i in 0..<5 { for j in 0..<5 { if i + j == 6 { return i * 10 + j } } }\nreturn -1") == .int(24))
  }

  @Test func outsideALoopTheyAreSyntaxErrors() {
    for text in ["break", "if true { continue }", "for i in 0..<3 { let f = { break } }", "guard true else { break }"] {
      do {
        _ = try ScriptBlock(text)
        Issue.record("\(text) parsed")
      } catch {
        #expect(error.kind == .syntax, "\(text)")
      }
    }
    do {
      _ = try ScriptBlock("for i in 0..<3 { let f = { break } }")
    } catch {
      #expect(error.message == "'break' is only allowed inside a loop")
    }
  }

  @Test func skippedIterationsStillCountSteps() {
    var context = EvaluationContext(limits: EvaluationLimits(maxSteps: 100))
    do {
      _ = try ScriptBlock("for _ in 0..<1_000_000 { continue }").run(in: &context)
      Issue.record("expected the step limit")
    } catch {
      #expect(error.code == .stepLimitExceeded)
    }
  }
}
