import SwiftSubset
import Testing

/// `formatted()` and `formatted(_:)` on numbers, in the en_US locale: the figures are swift-foundation's own
/// (`NumberFormatStyleTests`: `testIntegerFormatStyle`, `_testNegativePositiveDouble` data for the default,
/// `testFloatingPointFormatStyle_Percent`, `testIntegerFormatStyle_Currency` with `.presentation(.narrow)`).
struct NumberFormattingTests {
  private func formatted(_ text: String) throws -> Value? {
    var context = EvaluationContext(host: HostVariables())
    return try ScriptExpression(text).evaluate(expecting: nil, in: &context)
  }

  @Test func integersAreGroupedByThree() throws {
    #expect(try formatted("87650000.formatted(.number)") == .string("87,650,000"))
    #expect(try formatted("876.formatted()") == .string("876"))
    #expect(try formatted("(-8765).formatted()") == .string("-8,765"))
    #expect(try formatted("98.formatted(.percent)") == .string("98%"))
    #expect(try formatted("(-98).formatted(.currency(code: \"GBP\"))") == .string("-£98.00"))
  }

  @Test func floatingPointValuesKeepAtMostSixFractionDigits() throws {
    let data = [87650, 8765, 876.5, 87.65, 8.765, 0.8765, 0.08765, 0.008765, 0, -0.008765, -876.5, -87650]
    let expected = [
      "87,650", "8,765", "876.5", "87.65", "8.765", "0.8765", "0.08765", "0.008765", "0", "-0.008765", "-876.5",
      "-87,650",
    ]
    for (value, text) in zip(data, expected) {
      #expect(try formatted("(\(value)).formatted()") == .string(text), "\(value)")
    }
    #expect(try formatted("0.1234565.formatted()") == .string("0.123456"))
    #expect(try formatted("0.1234575.formatted()") == .string("0.123458"))
    #expect(try formatted("0.9999999.formatted()") == .string("1"))
    #expect(try formatted("1e-07.formatted()") == .string("0"))
    #expect(try formatted("1.5e20.formatted()") == .string("150,000,000,000,000,000,000"))
  }

  @Test func percentAndCurrency() throws {
    let data = [87650, 8.765, 0.008765, -876.5]
    let percents = ["8,765,000%", "876.5%", "0.8765%", "-87,650%"]
    for (value, text) in zip(data, percents) {
      #expect(try formatted("(\(value)).formatted(.percent)") == .string(text), "\(value)")
    }
    #expect(try formatted("1234.5.formatted(.currency(code: \"USD\"))") == .string("$1,234.50"))
    #expect(try formatted("1234.565.formatted(.currency(code: \"EUR\"))") == .string("€1,234.56"))
    #expect(try formatted("1234.5.formatted(.currency(code: \"JPY\"))") == .string("¥1,234"))
  }

  @Test func anotherStyleIsADiagnosticNamingWhatIsRead() throws {
    #expect(throws: ScriptDiagnostic.self) { try formatted("1.5.formatted(.currency(code: \"XYZ\"))") }
    let error = #expect(throws: ScriptDiagnostic.self) {
      try formatted("1.5.formatted(.number.precision(.fractionLength(2)))")
    }
    #expect(error?.message.contains("en_US") == true, "\(String(describing: error))")
  }

  @Test func theCheckerTypesItAsAString() throws {
    let checker = TypeChecker(environment: TypeEnvironment(variables: ["price": VariableType(.double)]))
    #expect(checker.check(try ScriptExpression("price.formatted(.currency(code: \"USD\")) + \"!\"")).isEmpty)
    #expect(!checker.check(try ScriptExpression("price.formatted() + 1")).isEmpty)
  }
}
