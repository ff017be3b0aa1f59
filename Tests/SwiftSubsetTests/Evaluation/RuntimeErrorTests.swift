import SwiftSubset
import Testing

/// Each class of runtime and type error is a diagnostic naming the expression and its location; none traps.
struct RuntimeErrorTests {
  private var host: HostVariables {
    let host = HostVariables()
    host.define("width", .cgFloat(10), type: .cgFloat)
    host.define("missing", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("widths", .cgFloats([1, 2]), type: .array(.cgFloat))
    host.define("count", .int(2), type: .int)
    host.define("name", .string("a"), type: .string)
    host.define("fixed", .int(1), type: .int, isWritable: false)
    return host
  }

  private func check(
    _ text: String,
    _ kind: ScriptDiagnostic.Kind,
    _ code: ScriptDiagnostic.Code,
    _ message: String,
    excerpt: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let error = runError(text, host: host)
    #expect(error?.kind == kind, sourceLocation: sourceLocation)
    #expect(error?.code == code, sourceLocation: sourceLocation)
    #expect(error?.message == message, sourceLocation: sourceLocation)
    if let excerpt { #expect(error?.excerpt == excerpt, sourceLocation: sourceLocation) }
  }

  @Test func nilUnwrapped() {
    check(
      "_ = missing!", .runtime, .unwrappedNil, "unexpectedly found nil while unwrapping an Optional value",
      excerpt: "missing!")
    check("missing! = 3", .runtime, .unwrappedNil, "unexpectedly found nil while unwrapping an Optional value")
  }

  @Test func indexOutOfRange() {
    check(
      "_ = widths[2]", .runtime, .indexOutOfRange, "index out of range: index 2 in an array of 2 elements",
      excerpt: "widths[2]")
    check("_ = widths[-1]", .runtime, .indexOutOfRange, "index out of range: index -1 in an array of 2 elements")
    check("widths[5] = 1", .runtime, .indexOutOfRange, "index out of range: index 5 in an array of 2 elements")
    check(
      "widths.insert(1, at: 3)", .runtime, .indexOutOfRange, "index out of range: index 3 in an array of 2 elements")
    check(
      "var r = widths\nr.remove(at: 2)", .runtime, .indexOutOfRange,
      "index out of range: index 2 in an array of 2 elements")
    check(
      "var e: [Int] = []\ne.removeLast()", .runtime, .indexOutOfRange,
      "can't remove last element from an empty collection")
    check(
      "var e: [Int] = []\ne.removeFirst()", .runtime, .indexOutOfRange,
      "can't remove first element from an empty collection")
  }

  @Test func integerDivisionByZero() {
    check("_ = count / 0", .runtime, .divisionByZero, "division by zero", excerpt: "count / 0")
    check("_ = count % 0", .runtime, .divisionByZero, "division by zero in remainder operation")
    check("var c = count\nc /= 0", .runtime, .divisionByZero, "division by zero")
  }

  @Test func integerOverflow() {
    check("_ = Int.max + 1", .runtime, .overflow, "arithmetic overflow: 9223372036854775807 + 1 does not fit in 'Int'")
    check("_ = Int.min - 1", .runtime, .overflow, "arithmetic overflow: -9223372036854775808 - 1 does not fit in 'Int'")
    check("_ = Int.max * 2", .runtime, .overflow, "arithmetic overflow: 9223372036854775807 * 2 does not fit in 'Int'")
    check(
      "_ = Int.min / -1", .runtime, .overflow, "arithmetic overflow: -9223372036854775808 / -1 does not fit in 'Int'")
    check(
      "_ = Int.min % -1", .runtime, .overflow, "arithmetic overflow: -9223372036854775808 % -1 does not fit in 'Int'")
    check("_ = -Int.min", .runtime, .overflow, "arithmetic overflow: -(-9223372036854775808) does not fit in 'Int'")
    check("_ = abs(Int.min)", .runtime, .overflow, "arithmetic overflow: abs(Int.min) does not fit in 'Int'")
    check(
      "_ = 99999999999999999999", .runtime, .overflow,
      "integer literal '99999999999999999999' overflows when stored into 'Int'")
    check(
      "var c = Int.max\nc += 1", .runtime, .overflow,
      "arithmetic overflow: 9223372036854775807 + 1 does not fit in 'Int'")
  }

  @Test func floatingPointDivisionByZeroIsNotAnError() throws {
    #expect(try evaluate("width / 0", host: host) == .cgFloat(.infinity))
  }

  @Test func invalidValues() {
    check("_ = 3..<1", .runtime, .invalidValue, "Range requires lowerBound <= upperBound, found 3..<1")
    check(
      "_ = Int(width / 0)", .runtime, .invalidValue,
      "CGFloat value cannot be converted to Int because it is either infinite or NaN")
    check(
      "_ = Int(1e300)", .runtime, .invalidValue,
      "Double value 1e+300 cannot be converted to Int because the result would be outside the range of Int")
  }

  @Test func typeErrors() {
    check(
      "_ = width + count", .type, .typeMismatch,
      "binary operator '+' cannot be applied to operands of type 'CGFloat' and 'Int'")
    check("width = name", .type, .typeMismatch, "cannot convert value of type 'String' to type 'CGFloat'")
    check("width = nil", .type, .typeMismatch, "'nil' is not compatible with value type 'CGFloat'")
    check(
      "_ = missing + 1", .type, .typeMismatch,
      "binary operator '+' cannot be applied to operands of type 'CGFloat?' and 'CGFloat'")
    check(
      "_ = max(missing, 1)", .type, .typeMismatch,
      "'max' needs values that are not optional; found 'CGFloat?' and 'CGFloat' (unwrap with '??' or 'if let')")
    check("_ = width!", .type, .typeMismatch, "cannot force unwrap value of non-optional type 'CGFloat'")
    check(
      "if width { }", .type, .typeMismatch, "cannot convert value of type 'CGFloat' to expected condition type 'Bool'")
    check(
      "if let w = width { }", .type, .typeMismatch,
      "initializer for conditional binding must have Optional type, not 'CGFloat'")
    check(
      "_ = [1, \"a\"]", .type, .typeMismatch,
      "heterogeneous array literal: an element of type 'Int' among elements of type 'String'")
    check(
      "_ = widths == [name]", .type, .typeMismatch,
      "binary operator '==' cannot be applied to operands of type '[CGFloat]' and '[String]'")
    check(
      "_ = 10 % width", .type, .typeMismatch, "'%' is unavailable for 'CGFloat': use 'truncatingRemainder(dividingBy:)'"
    )
    check(
      "let e = []", .type, .typeMismatch, "empty collection literal requires an explicit type: write 'let e: Type = …'")
    check("let n = nil", .type, .typeMismatch, "'nil' requires a contextual type: write 'let n: Type = …'")
  }

  @Test func unknownNamesAndMembers() {
    check("_ = nope", .type, .unknownIdentifier, "cannot find 'nope' in scope")
    check("_ = nope()", .type, .unknownIdentifier, "cannot find 'nope' in scope")
    check("_ = width.nope", .type, .unknownMember, "value of type 'CGFloat' has no member 'nope'")
    check(
      "_ = missing.isFinite", .type, .typeMismatch,
      "value of optional type 'CGFloat?' must be unwrapped to refer to member 'isFinite' of wrapped base type 'CGFloat'"
    )
    check(
      "width.append(1)", .type, .unknownMember,
      "value of type 'CGFloat' has no mutating method 'append' taking these arguments")
    check("_ = widths.nope()", .type, .unknownMember, "value of type '[CGFloat]' has no method 'nope'")
    check("_ = CGFloat.nope", .type, .unknownMember, "type 'CGFloat' has no member 'nope'")
    check("_ = max", .type, .typeMismatch, "'max' is a function: call it with arguments")
  }

  @Test func argumentErrors() {
    check(
      "_ = CGSize(w: 1, h: 2)", .type, .invalidArguments,
      "incorrect arguments in call to 'CGSize' (have 'w:h:', expected 'width:height:')")
    check("_ = max(1)", .type, .invalidArguments, "wrong number of arguments in call to 'max': 1")
    check("print(1, sep: \"\")", .type, .invalidArguments, "extraneous argument label 'sep:' in call to 'print'")
  }

  @Test func assignmentsToConstants() {
    check("let a = 1\na = 2", .type, .notAssignable, "cannot assign to value: 'a' is a 'let' constant")
    check("fixed = 2", .type, .notAssignable, "cannot assign to 'fixed': it is read-only")
    check(
      "_ = widths.map { $0 = 1 }", .type, .notAssignable,
      "cannot assign to value: '$0' is an immutable closure parameter")
    check("[1].append(2)", .type, .notAssignable, "cannot use mutating member 'append' on an immutable value")
    check(
      "var r = CGRect.zero\nr.width = 3", .type, .notAssignable,
      "cannot assign to property: 'width' is a get-only property of 'CGRect'")
  }

  @Test func unsupportedConstructs() {
    check(
      "let f = { 1 }", .type, .unsupported,
      "a closure can only be passed as an argument here (to reduce, map, filter, …)")
    check(
      "_ = self", .syntax, .invalidSyntax, "expected '.' and a property name after 'self', found the end of the text")
  }

  @Test func hostErrors() {
    let host = HostVariables()
    host.define(
      "proxy", .hostObject(HostObjectReference(FakeGeometryProxy(width: 1, height: 1))),
      type: .hostObject("GeometryProxy"))
    let error = runError("_ = proxy.frame(in: .named(\"nowhere\"))", host: host)
    #expect(error?.code == .hostError)
    #expect(error?.message == "no coordinate space named that")
    #expect(runError("_ = proxy.nope", host: host)?.message == "value of type 'GeometryProxy' has no member 'nope'")
    #expect(
      runError("_ = proxy.frame(in: .global, x: 1)", host: host)?.message
        == "value of type 'GeometryProxy' has no method 'frame'")
    #expect(
      runError("_ = proxy[0]", host: host)?.message
        == "value of type 'GeometryProxy' has no subscript taking these arguments")
  }

  @Test func diagnosticsNameTheExpressionTheLocationAndTheNode() throws {
    let host = self.host
    host.define("columnWidth", .none(.cgFloat), type: .optional(.cgFloat))
    var context = EvaluationContext(host: host, node: "form")
    let action = try ScriptClosure(
      "{ widths in\n    print(widths)\n    columnWidth = widths[3]\n}",
      origin: SourceOrigin(name: "root.modifiers[1].onPreferenceChange.perform", line: 12, column: 30)
    )
    do {
      try action.call(with: [.cgFloats([1, 2])], in: &context)
      Issue.record("expected an error")
    } catch {
      #expect(error.kind == .runtime)
      #expect(error.node == "form")
      #expect(error.sourceName == "root.modifiers[1].onPreferenceChange.perform")
      #expect(error.location == SourceLocation(offset: 48, line: 14, column: 19))
      #expect(error.excerpt == "widths[3]")
      #expect(
        error.summary
          == "root.modifiers[1].onPreferenceChange.perform:14:19: runtime error: index out of range: index 3 in an array of 2 elements in 'widths[3]' (node \"form\")"
      )
      #expect(error.caretExcerpt == "    columnWidth = widths[3]\n                  ^~~~~~~~~")
      #expect(error.description == error.summary + "\n" + error.caretExcerpt!)
    }
    // The failing action printed first; its print is kept, and nothing was written.
    #expect(context.log.printedText == "[1.0, 2.0]\n")
    #expect(context.log.writes.isEmpty)
  }
}
