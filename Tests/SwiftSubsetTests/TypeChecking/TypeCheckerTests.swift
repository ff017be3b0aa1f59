import SwiftSubset
import Testing

/// Load-time checking against declared types: what it reports, with ranges, and that the example programs
/// check clean.
struct TypeCheckerTests {
  private var checker: TypeChecker {
    TypeChecker(
      environment: TypeEnvironment(
        variables: [
          "labelWidth": VariableType(.optional(.cgFloat)),
          "columnWidth": VariableType(.optional(.cgFloat)),
          "width": VariableType(.binding(.optional(.cgFloat)), isWritable: false),
          "title": VariableType(.string),
          "count": VariableType(.int),
          "flag": VariableType(.bool),
          "toggles": VariableType(.int),
          "fixed": VariableType(.cgFloat, isWritable: false),
          "proxy": VariableType(.hostObject("GeometryProxy")),
          "screen": VariableType(.hostObject("GeometryProxy")),
        ],
        declarations: (try? boundsAnchorDeclarations()) ?? TypeDeclarations()
      )
    )
  }

  private func expressionErrors(_ text: String, expecting type: ValueType? = nil, parameters: [String: ValueType] = [:])
    throws -> [String]
  {
    checker.check(try ScriptExpression(text), expecting: type, parameters: parameters).map(\.message)
  }

  private func blockErrors(_ text: String) throws -> [String] {
    checker.check(try ScriptBlock(text)).map(\.message)
  }

  @Test func theExamplesCheckClean() throws {
    #expect(try expressionErrors("proxy.size.width", expecting: .cgFloat) == [])
    #expect(try expressionErrors("labelWidth", expecting: .optional(.cgFloat)) == [])
    #expect(try expressionErrors("width.wrappedValue", expecting: .optional(.cgFloat)) == [])
    #expect(try expressionErrors("[proxy.size.width]", expecting: .array(.cgFloat)) == [])
    #expect(try expressionErrors("proxy.frame(in: .global).minX + 8", expecting: .cgFloat) == [])
    #expect(try expressionErrors(".infinity", expecting: .optional(.cgFloat)) == [])
    #expect(try expressionErrors("0..<3") == [])
    #expect(
      try checker.check(
        ScriptClosure("{ measured in width.wrappedValue = max(width.wrappedValue ?? 0, measured) }"),
        parameterTypes: [.cgFloat]
      ).isEmpty)
    #expect(
      try checker.check(
        ScriptClosure("{ widths in print(widths); columnWidth = widths.max() }"), parameterTypes: [.array(.cgFloat)]
      ).isEmpty)
    #expect(try checker.check(ScriptClosure("labelWidth = $0"), parameterTypes: [.cgFloat]).isEmpty)
    #expect(try checker.check(ScriptClosure("{ _ in toggles += 1 }"), parameterTypes: [.bool]).isEmpty)
    #expect(try checker.check(ScriptClosure("flag.toggle()"), parameterTypes: []).isEmpty)
    #expect(
      try blockErrors("var list = [1, 2]; let first: Int = list.remove(at: 0); list.removeAll { $0 > first }") == [])
    #expect(
      try blockErrors("let list = [1, 2]; let i: Int? = list.firstIndex { $0 > 1 } ?? list.firstIndex(of: 2)") == [])
    #expect(
      try blockErrors("var list = [1, 2]; _ = list.remove(at: 0.5)") == [
        "cannot convert value of type 'Double' to expected argument type 'Int'"
      ])
    #expect(
      try checker.check(
        ScriptClosure("{ BoundsAnchor(anchor: $0) }"), parameterTypes: [.anchor(.cgRect)],
        resultType: .structure("BoundsAnchor")
      ).isEmpty)
    #expect(
      try checker.check(
        ScriptClosure(
          "{ data in\n guard let anchor = data.anchor else { return }\n print(\"Morning origin:\", screen[anchor].origin) }"
        ),
        parameterTypes: [.structure("BoundsAnchor")]
      ).isEmpty
    )
    let reducers: [(String, ValueType)] = [
      ("value = max(value, nextValue())", .cgFloat),
      ("value.append(contentsOf: nextValue())", .array(.cgFloat)),
      ("if let next = nextValue() { value = max(next, value ?? 0) }", .optional(.cgFloat)),
      ("value = nextValue()", .cgSize),
      ("value.anchor = nextValue().anchor ?? value.anchor", .structure("BoundsAnchor")),
      ("guard let next = nextValue() else { return }\nvalue = max(next, value ?? next)", .optional(.cgFloat)),
      ("max", .optional(.cgFloat)), ("sum", .int), ("append", .array(.cgFloat)), ("first", .bool),
    ]
    for (body, type) in reducers {
      #expect(checker.check(try PreferenceReducer(body, valueType: type)).isEmpty, "\(body)")
    }
  }

  @Test func assigningTheWrongTypeToState() throws {
    let diagnostics = checker.check(try ScriptBlock("labelWidth = title"))
    #expect(diagnostics.map(\.message) == ["cannot convert value of type 'String' to type 'CGFloat?'"])
    #expect(diagnostics.first?.range == SourceRange(start: 13, end: 18))
    #expect(diagnostics.first?.kind == .type)
    #expect(try blockErrors("count = 1.5") == ["cannot convert value of type 'Double' to type 'Int'"])
    #expect(try blockErrors("count = nil") == ["'nil' is not compatible with value type 'Int'"])
    #expect(try blockErrors("count = labelWidth") == ["cannot convert value of type 'CGFloat?' to type 'Int'"])
    #expect(try blockErrors("fixed = 1") == ["cannot assign to 'fixed': it is read-only"])
  }

  @Test func callingTheWrongMethods() throws {
    #expect(
      checker.check(try PreferenceReducer("value.append(nextValue())", valueType: .cgFloat)).map(\.message) == [
        "value of type 'CGFloat' has no mutating method 'append' taking these arguments"
      ])
    #expect(try expressionErrors("title.nope") == ["value of type 'String' has no member 'nope'"])
    #expect(try expressionErrors("proxy.nope") == ["value of type 'GeometryProxy' has no member 'nope'"])
    #expect(try expressionErrors("proxy.frame(in: .global).nope") == ["value of type 'CGRect' has no member 'nope'"])
    #expect(
      try expressionErrors("labelWidth.isFinite") == [
        "value of optional type 'CGFloat?' must be unwrapped to refer to member 'isFinite' of wrapped base type 'CGFloat'"
      ])
    #expect(
      try expressionErrors("CGSize(w: 1, h: 2)") == [
        "incorrect arguments in call to 'CGSize' (have 'w:h:', expected 'width:height:')"
      ])
    #expect(
      try expressionErrors("BoundsAnchor(anchor: 1)") == [
        "cannot convert argument 'anchor' of type 'Int' to type 'Anchor<CGRect>?'"
      ])
  }

  @Test func operatorsAndConditions() throws {
    #expect(
      try expressionErrors("count + 1.5") == [
        "binary operator '+' cannot be applied to operands of type 'Int' and 'Double'"
      ])
    #expect(
      try expressionErrors("labelWidth + 1") == [
        "binary operator '+' cannot be applied to operands of type 'CGFloat?' and 'CGFloat'"
      ])
    #expect(
      try expressionErrors("max(labelWidth, 1)") == [
        "'max' needs values that are not optional; found 'CGFloat?' and 'CGFloat' (unwrap with '??' or 'if let')"
      ])
    #expect(
      try expressionErrors("title < count") == [
        "binary operator '<' cannot be applied to operands of type 'String' and 'Int'"
      ])
    #expect(try blockErrors("if count { }") == ["cannot convert value of type 'Int' to expected condition type 'Bool'"])
    #expect(
      try blockErrors("if let c = count { }") == [
        "initializer for conditional binding must have Optional type, not 'Int'"
      ])
    #expect(try expressionErrors("count!") == ["cannot force unwrap value of non-optional type 'Int'"])
    #expect(try expressionErrors(".nope", expecting: .cgFloat) == ["type 'CGFloat' has no member 'nope'"])
  }

  @Test func namesAndScopes() throws {
    #expect(try expressionErrors("nope") == ["cannot find 'nope' in scope"])
    #expect(try blockErrors("let a = 1\na = 2") == ["cannot assign to value: 'a' is a 'let' constant"])
    #expect(try blockErrors("if let w = labelWidth { }\nprint(w)") == ["cannot find 'w' in scope"])
    #expect(try blockErrors("guard let w = labelWidth else { return }\nprint(w + 1)") == [])
    #expect(try blockErrors("for i in 0..<3 { count += i }") == [])
    #expect(try blockErrors("let e = []") == ["the type of 'e' cannot be inferred: write 'e: Type'"])
    var lenient = checker
    lenient.environment.reportsUnknownNames = false
    #expect(lenient.check(try ScriptExpression("nope + 1")).isEmpty)
  }

  @Test func closuresInArguments() throws {
    #expect(try expressionErrors("[1.5].map { $0.nope }") == ["value of type 'Double' has no member 'nope'"])
    #expect(
      try expressionErrors("[1, 2].filter { $0 }") == ["cannot convert closure result of type 'Int' to type 'Bool'"])
    #expect(try expressionErrors("[1, 2].reduce(0) { $0 + $1 }", parameters: [:]) == [])
    #expect(
      try expressionErrors(#"[1, 2].reduce("") { $0 + $1 }"#) == [
        "binary operator '+' cannot be applied to operands of type 'String' and 'Int'"
      ])
  }

  @Test func typeOfExpressions() throws {
    #expect(checker.type(of: try ScriptExpression("proxy.frame(in: .global).minX + 8")) == .cgFloat)
    #expect(checker.type(of: try ScriptExpression("labelWidth ?? 0")) == .cgFloat)
    #expect(checker.type(of: try ScriptExpression("[proxy.size.width]")) == .array(.cgFloat))
    #expect(checker.type(of: try ScriptExpression("$labelWidth")) == .binding(.optional(.cgFloat)))
    #expect(checker.type(of: try ScriptExpression("title.count > 2 ? 1 : 2")) == .int)
    #expect(checker.type(of: try ScriptExpression("nope")) == nil)
  }
}
