import SwiftSubset
import Testing

/// Every evaluation is bounded in steps and in call depth; large ranges, strings and arrays cannot exhaust
/// memory.
struct EvaluationLimitsTests {
  @Test func stepsAreBounded() {
    let error = runError("var n = 0\nfor i in 0..<1_000_000_000 { n += 1 }")
    #expect(error?.kind == .limit)
    #expect(error?.code == .stepLimitExceeded)
    #expect(error?.message == "the evaluation exceeded its limit of 100000 steps")
  }

  @Test func theLimitIsConfigurable() throws {
    let limits = EvaluationLimits(maxSteps: 50)
    #expect(runError("var n = 0\nfor i in 0..<100 { n += 1 }", limits: limits)?.code == .stepLimitExceeded)
    var context = EvaluationContext(limits: EvaluationLimits(maxSteps: 10_000))
    _ = try ScriptBlock("var n = 0\nfor i in 0..<100 { n += 1 }").run(in: &context)
    #expect(context.lastStepCount > 300)
    #expect(context.lastStepCount < 1_000)
  }

  @Test func buildingLargeValuesCostsSteps() {
    // Doubling a string or an array would allocate exponentially; each copy costs its size in steps.
    #expect(
      runError("var s = \"xxxxxxxxxxxxxxxx\"\nfor _ in 0..<64 { s = s + s; print(s) }")?.code == .stepLimitExceeded)
    #expect(runError("var a = [1]\nfor _ in 0..<64 { a.append(contentsOf: a) }")?.code == .stepLimitExceeded)
    #expect(runError("let a = Array(0..<1_000_000_000)")?.code == .stepLimitExceeded)
    #expect(runError("_ = (0..<Int.max).map { $0 }")?.code == .stepLimitExceeded)
  }

  @Test func callDepthIsBounded() throws {
    let limits = EvaluationLimits(maxCallDepth: 3)
    let nested = "_ = [1].map { _ in [1].map { _ in [1].map { _ in [1].map { _ in 1 } } } }"
    let error = runError(nested, limits: limits)
    #expect(error?.code == .depthLimitExceeded)
    #expect(error?.message == "calls nest deeper than the limit of 3")
    #expect(runError(nested) == nil)
  }

  @Test func sequencesForHostsAreBounded() throws {
    let huge = Value.range(RangeValue(lowerBound: 0, upperBound: .max, isClosed: false))
    #expect(throws: ScriptDiagnostic.self) { try huge.sequenceElements(limit: 1_000) }
    let whole = Value.range(RangeValue(lowerBound: .min, upperBound: .max, isClosed: true))
    #expect(throws: ScriptDiagnostic.self) { try whole.sequenceElements(limit: 10) }
    let small = Value.range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false))
    #expect(try small.sequenceElements(limit: 3) == [.int(0), .int(1), .int(2)])
    #expect(try Value.int(1).sequenceElements(limit: 3) == nil)
  }
}
