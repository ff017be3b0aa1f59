import SwiftSubset
import Testing

/// Every evaluation is bounded in the bytes of values it builds (`EvaluationLimits.maxValueBytes`), checked before
/// each string, array or copy is allocated: code that doubles a string within the step limit, or joins a large
/// array, stops with a `memoryLimitExceeded` diagnostic instead of allocating gigabytes (issue 17: before the
/// budget, `s = s + s` forty times aborted the daemon with "failed to allocate 5369233344 bytes").
struct MemoryBudgetTests {
  static let message = "the evaluation would build more than its limit of 16777216 bytes of values (maxValueBytes)"

  /// A host with a one-megabyte string, as a tree's `@State` may hold.
  func hostWithBigString() -> HostVariables {
    let host = HostVariables()
    host.define("big", .string(String(repeating: "x", count: 1 << 20)), type: .string)
    host.define("items", .array([.string("a"), .string("b")], of: .string), type: .array(.string))
    return host
  }

  @Test func doublingAStringInStatementsStops() {
    let error = runError("var s = \"xy\"\nfor _ in 0..<40 { s = s + s }")
    #expect(error?.kind == .limit)
    #expect(error?.code == .memoryLimitExceeded)
    #expect(error?.message == Self.message)
    #expect(runError("var s = \"xy\"\nfor _ in 0..<40 { s += s }")?.code == .memoryLimitExceeded)
    #expect(runError("var s = \"xy\"\nfor _ in 0..<40 { s.append(s) }")?.code == .memoryLimitExceeded)
  }

  @Test func doublingAStringInAnExpressionStops() {
    // The shape of a `Text` argument or a `reduce` body: one expression, forty doublings.
    let error = evaluationError("(0..<40).reduce(\"xy\") { s, _ in s + s }")
    #expect(error?.code == .memoryLimitExceeded)
    #expect(error?.message == Self.message)
    // Interpolation also costs steps by size, which run out first here; either way it stops.
    let interpolated = evaluationError("\"\\((0..<40).reduce(\"ab\") { s, _ in \"\\(s)\\(s)\" })\"")
    #expect(interpolated?.kind == .limit)
  }

  @Test func doublingAnArrayStops() {
    #expect(runError("var a = [1, 2]\nfor _ in 0..<40 { a = a + a }")?.code == .memoryLimitExceeded)
    #expect(runError("var a = [[1]]\nfor _ in 0..<40 { a += a }")?.code == .memoryLimitExceeded)
  }

  @Test func joiningLargeStateStopsBeforeJoining() {
    let host = hostWithBigString()
    // 4,096 references to one megabyte: 4 GiB if joined.
    let error = evaluationError("(0..<4096).map { _ in big }.joined()", host: host)
    #expect(error?.code == .memoryLimitExceeded)
    #expect(evaluationError("(0..<4096).map { _ in big }.joined(separator: \", \")", host: host) != nil)
    #expect(runError("print((0..<4096).map { _ in big }.joined())", host: host)?.code == .memoryLimitExceeded)
  }

  @Test func describingLargeValuesStopsEarly() {
    let host = hostWithBigString()
    for code in [
      "\"\\((0..<4096).map { _ in big })\"", "String((0..<4096).map { _ in big })",
      "\"\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\\(big)\"",
    ] {
      #expect(evaluationError(code, host: host)?.code == .memoryLimitExceeded, "\(code)")
    }
    #expect(runError("print((0..<4096).map { _ in big })", host: host)?.code == .memoryLimitExceeded)
  }

  @Test func caseMappingReservesItsWorstCase() {
    let host = HostVariables()
    host.define("big", .string(String(repeating: "a", count: 6 << 20)), type: .string)
    #expect(evaluationError("big.uppercased()", host: host)?.code == .memoryLimitExceeded)
    #expect(evaluationError("big.lowercased()", host: host)?.code == .memoryLimitExceeded)
  }

  @Test func copiesOfHostCollectionsCount() {
    let host = HostVariables()
    host.define("items", .array(Array(repeating: .int(1), count: 100_000), of: .int), type: .array(.int))
    // Each append to the state array copies it (the host keeps the old value): 100,000 elements a time.
    let error = runError("for i in 0..<10_000 { items.append(i) }", host: host)
    #expect(error?.code == .memoryLimitExceeded || error?.code == .stepLimitExceeded)
    #expect(error != nil)
  }

  @Test func ordinaryCodeFitsAndIsCounted() throws {
    let host = hostWithBigString()
    var context = EvaluationContext(host: host)
    let value = try ScriptExpression("\"\\(items.joined(separator: \"+\"))!\"").evaluate(in: &context)
    #expect(value == .string("a+b!"))
    #expect(context.lastByteCount > 0)
    #expect(context.lastByteCount < 1_000)
    // A megabyte of state interpolated once fits.
    #expect(evaluationError("\"<\\(big)>\"", host: host) == nil)
  }

  @Test func theLimitIsConfigurable() {
    #expect(
      evaluationError("[1, 2, 3]", limits: EvaluationLimits(maxValueBytes: 10))?.message
        == "the evaluation would build more than its limit of 10 bytes of values (maxValueBytes)")
    // Two literals of 10 bytes and their sum of 20.
    #expect(evaluationError("\"0123456789\" + \"0123456789\"", limits: EvaluationLimits(maxValueBytes: 39)) != nil)
    #expect(evaluationError("\"0123456789\" + \"0123456789\"", limits: EvaluationLimits(maxValueBytes: 40)) == nil)
  }
}
