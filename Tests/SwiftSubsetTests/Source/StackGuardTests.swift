import Foundation
import SwiftSubset
import Synchronization
import Testing

/// The second bound on recursion: whatever the build's frame sizes, parsing, type checking and evaluation
/// stay within a byte budget of native stack, so code nested within the parse limits cannot overflow a
/// thread's stack. The tests run on threads with small stacks to show it.
struct StackGuardTests {
  /// Code at (or just under) the nesting limit in every shape that recurses.
  private static let deepestShapes: [String] = [
    String(repeating: "(", count: 63) + "1" + String(repeating: ")", count: 63),
    String(repeating: "[", count: 63) + "1" + String(repeating: "]", count: 63),
    String(repeating: "- ", count: 126) + "1",
    "1" + String(repeating: " + 1", count: 126),
    "\"" + String(repeating: "\\(\"", count: 42) + "x" + String(repeating: "\")", count: 42) + "\"",
    String(repeating: "[1].map { _ in ", count: 30) + "1" + String(repeating: " }", count: 30),
    "\"x\"" + String(repeating: ".description", count: 126),
  ]

  /// Runs `body` on a thread with the given stack size and waits for it.
  private func onThread(stackBytes: Int, _ body: @escaping @Sendable () -> Void) {
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
      body()
      done.signal()
    }
    thread.stackSize = stackBytes
    thread.start()
    done.wait()
  }

  /// Parses, evaluates and type-checks `text`; returns the code of the first nesting diagnostic, or of any
  /// other failure, or nil when everything succeeded.
  private static func run(_ text: String, parse: ParseLimits, evaluation: EvaluationLimits) -> ScriptDiagnostic.Code? {
    let expression: ScriptExpression
    do {
      expression = try ScriptExpression(text, limits: parse)
    } catch {
      return error.code
    }
    let checker = TypeChecker(
      environment: TypeEnvironment(reportsUnknownNames: false), maxStackBytes: parse.maxStackBytes)
    let checkerCode = checker.check(expression).first { $0.code == .nestingTooDeep }?.code
    var context = EvaluationContext(limits: evaluation)
    do {
      _ = try expression.evaluate(in: &context)
    } catch {
      return error.code
    }
    return checkerCode
  }

  @Test func theDefaultBudgetRunsTheDeepestCodeOnA1point5MiBStack() {
    let codes = Mutex<[ScriptDiagnostic.Code?]>([])
    onThread(stackBytes: 1_536 * 1024) {
      for text in Self.deepestShapes {
        let code = Self.run(text, parse: ParseLimits(), evaluation: EvaluationLimits())
        codes.withLock { $0.append(code) }
      }
    }
    #expect(codes.withLock { $0 } == Array(repeating: nil, count: Self.deepestShapes.count))
  }

  @Test func aSmallBudgetTurnsDeepCodeIntoDiagnosticsOnASmallStack() {
    let codes = Mutex<[ScriptDiagnostic.Code?]>([])
    onThread(stackBytes: 256 * 1024) {
      for text in Self.deepestShapes {
        let code = Self.run(
          text,
          parse: ParseLimits(maxStackBytes: 96 * 1024),
          evaluation: EvaluationLimits(maxStackBytes: 96 * 1024)
        )
        codes.withLock { $0.append(code) }
      }
    }
    // Reaching this line means no stack overflowed; the deepest shapes ran out of budget and said so.
    let results = codes.withLock { $0 }
    #expect(results.count == Self.deepestShapes.count)
    #expect(results.contains(.nestingTooDeep))
    #expect(results.allSatisfy { $0 == nil || $0 == .nestingTooDeep })
  }
}
