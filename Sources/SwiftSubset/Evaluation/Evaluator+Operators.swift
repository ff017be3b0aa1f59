extension Evaluator {
  mutating func binary(
    _ op: BinaryOperator,
    _ lhs: ExpressionSyntax,
    _ rhs: ExpressionSyntax,
    _ hint: ValueType?,
    _ expression: ExpressionSyntax
  ) throws(Interruption) -> Value {
    switch op {
    case .and:
      guard try evaluateCondition(lhs) else { return .bool(false) }
      return .bool(try evaluateCondition(rhs))
    case .or:
      if try evaluateCondition(lhs) { return .bool(true) }
      return .bool(try evaluateCondition(rhs))
    case .nilCoalescing:
      return try nilCoalescing(lhs, rhs, hint)
    case .halfOpenRange, .closedRange:
      let lower = try evaluate(lhs, .int)
      let upper = try evaluate(rhs, .int)
      guard case .int(let low) = lower, case .int(let high) = upper else {
        throw typeError(
          "ranges need 'Int' bounds; found '\(lower.type)' and '\(upper.type)'",
          expression.range
        )
      }
      guard low <= high else {
        throw runtimeError(
          .invalidValue,
          "Range requires lowerBound <= upperBound, found \(low)\(op.rawValue)\(high)",
          expression.range
        )
      }
      return .range(RangeValue(lowerBound: low, upperBound: high, isClosed: op == .closedRange))
    default:
      let (left, right) = try evaluateOperands(lhs, rhs, op.isArithmetic ? hint?.unwrappingOptional : nil)
      if op.isArithmetic { return try arithmetic(op, left, right, expression.range) }
      return try compare(op, left, right, expression.range)
    }
  }

  /// Evaluates two operands so that a literal on one side takes the type of the other side, as Swift's type
  /// inference does (`value > 0`, `2 * width`), and literals on both sides take the context's type.
  mutating func evaluateOperands(_ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax, _ hint: ValueType?)
    throws(Interruption) -> (Value, Value)
  {
    switch (lhs.isContextuallyTyped, rhs.isContextuallyTyped) {
    case (true, false):
      let right = try evaluate(rhs, hint)
      let left = try evaluate(lhs, right.type)
      return (left, right)
    case (false, true):
      let left = try evaluate(lhs, hint)
      return (left, try evaluate(rhs, left.type))
    case (true, true):
      let shared = hint ?? (lhs.literalTyping.joined(with: rhs.literalTyping) == .float ? .double : nil)
      return (try evaluate(lhs, shared), try evaluate(rhs, shared))
    case (false, false):
      return (try evaluate(lhs, hint), try evaluate(rhs, hint))
    }
  }

  /// `a ?? b`: `b` is evaluated only when `a` is nil, typed by `a`'s wrapped type. The result is optional
  /// when `b` is (`T? ?? T?`), which is judged from `b`'s declared type without evaluating it.
  private mutating func nilCoalescing(_ lhs: ExpressionSyntax, _ rhs: ExpressionSyntax, _ hint: ValueType?)
    throws(Interruption) -> Value
  {
    let left = try evaluate(lhs, hint.map { .optional($0) })
    switch left {
    case .some(let wrapped):
      if let rhsType = peekType(rhs), rhsType.isOptional { return left }
      if let hint, hint.isOptional { return left }
      return wrapped
    case .none(let wrapped):
      return try evaluate(rhs, wrapped == .unknown ? hint : wrapped)
    default:
      // Swift accepts a non-optional left side with a warning; the right side is never evaluated.
      return left
    }
  }

  /// `+ - * / %` on two values.
  mutating func arithmetic(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange)
    throws(Interruption)
    -> Value
  {
    switch (left, right) {
    case (.int(let a), .int(let b)):
      return .int(try integerArithmetic(op, a, b, range))
    case (.cgFloat(let a), .cgFloat(let b)):
      return .cgFloat(try floatingArithmetic(op, a, b, type: .cgFloat, range))
    case (.double(let a), .double(let b)):
      return .double(try floatingArithmetic(op, a, b, type: .double, range))
    case (.cgFloat(let a), .double(let b)), (.double(let a), .cgFloat(let b)):
      // SE-0307: CGFloat and Double convert implicitly; mixed arithmetic is done in Double.
      return .double(try floatingArithmetic(op, a, b, type: .double, range))
    case (.string(let a), .string(let b)) where op == .add:
      try reserve(a.utf8.count &+ b.utf8.count, range)
      return .string(a + b)
    case (.array(let a), .array(let b)) where op == .add:
      try reserveElements(a.elements.count &+ b.elements.count, range)
      var result = a
      let elementType = a.elementType == .unknown ? b.elementType : a.elementType
      for element in b.elements {
        guard let converted = convertIfPossible(element, to: elementType) else {
          throw typeError(
            "binary operator '+' cannot be applied to operands of type '\(left.type)' and '\(right.type)'", range)
        }
        result.elements.append(converted)
      }
      result.elementType = elementType
      return .array(result)
    default:
      throw typeError(
        "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'",
        range
      )
    }
  }

  private func integerArithmetic(_ op: BinaryOperator, _ a: Int, _ b: Int, _ range: SourceRange) throws(Interruption)
    -> Int
  {
    let result: (partialValue: Int, overflow: Bool)
    switch op {
    case .add: result = a.addingReportingOverflow(b)
    case .subtract: result = a.subtractingReportingOverflow(b)
    case .multiply: result = a.multipliedReportingOverflow(by: b)
    case .divide, .remainder:
      guard b != 0 else {
        throw runtimeError(
          .divisionByZero,
          op == .divide ? "division by zero" : "division by zero in remainder operation",
          range
        )
      }
      result = op == .divide ? a.dividedReportingOverflow(by: b) : a.remainderReportingOverflow(dividingBy: b)
    default:
      throw typeError("'\(op.rawValue)' is not an arithmetic operator", range)
    }
    if result.overflow {
      throw runtimeError(.overflow, "arithmetic overflow: \(a) \(op.rawValue) \(b) does not fit in 'Int'", range)
    }
    return result.partialValue
  }

  private func floatingArithmetic(_ op: BinaryOperator, _ a: Double, _ b: Double, type: ValueType, _ range: SourceRange)
    throws(Interruption) -> Double
  {
    switch op {
    case .add: return a + b
    case .subtract: return a - b
    case .multiply: return a * b
    // Floating-point division by zero is ±infinity or NaN in Swift, not an error.
    case .divide: return a / b
    default:
      throw typeError(
        "'%' is unavailable for '\(type)': use 'truncatingRemainder(dividingBy:)'",
        range
      )
    }
  }

  /// `== != < <= > >=`.
  mutating func compare(_ op: BinaryOperator, _ left: Value, _ right: Value, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    switch op {
    case .equal: return .bool(try equals(left, right, range))
    case .notEqual: return .bool(!(try equals(left, right, range)))
    default:
      guard
        let ordered = try orderedBefore(
          left, right, strict: op == .less || op == .greater, swapped: op == .greater || op == .greaterOrEqual, range)
      else {
        throw typeError(
          "binary operator '\(op.rawValue)' cannot be applied to operands of type '\(left.type)' and '\(right.type)'",
          range
        )
      }
      return .bool(ordered)
    }
  }

  /// `a < b` (strict) or `a <= b`, or with the operands swapped for `>` and `>=`; nil when the values are not
  /// comparable.
  private func orderedBefore(_ left: Value, _ right: Value, strict: Bool, swapped: Bool, _ range: SourceRange)
    throws(Interruption) -> Bool?
  {
    let (a, b) = swapped ? (right, left) : (left, right)
    switch (a, b) {
    case (.int(let x), .int(let y)): return strict ? x < y : x <= y
    case (.cgFloat(let x), .cgFloat(let y)), (.double(let x), .double(let y)), (.cgFloat(let x), .double(let y)),
      (.double(let x), .cgFloat(let y)):
      return strict ? x < y : x <= y
    case (.string(let x), .string(let y)): return strict ? x < y : x <= y
    default: return nil
    }
  }

  /// The language's `==`: Swift's equality for each type, optional promotion (`value == nil`,
  /// `optional == 3`), element-wise for arrays, and the declared equality for structs (custom bodies run
  /// here). Values of different types are a type error, as in Swift.
  mutating func equals(_ left: Value, _ right: Value, _ range: SourceRange) throws(Interruption) -> Bool {
    switch (left, right) {
    case (.none, .none): return true
    case (.none, .some), (.some, .none): return false
    case (.some(let a), .some(let b)): return try equals(a, b, range)
    case (.some(let a), _): return try equals(a, right, range)
    case (_, .some(let b)): return try equals(left, b, range)
    case (.none, _), (_, .none):
      // Comparing a non-optional value with nil is always false (Swift warns and promotes).
      return false
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.cgFloat(let a), .cgFloat(let b)), (.double(let a), .double(let b)), (.cgFloat(let a), .double(let b)),
      (.double(let a), .cgFloat(let b)):
      return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.size(let a), .size(let b)): return a == b
    case (.point(let a), .point(let b)): return a == b
    case (.rect(let a), .rect(let b)): return a == b
    case (.uuid(let a), .uuid(let b)): return a == b
    case (.anchor(let a), .anchor(let b)): return a == b
    case (.range(let a), .range(let b)): return a == b
    case (.implicitMember(let a), .implicitMember(let b)): return a == b
    case (.hostObject(let a), .hostObject(let b)): return a == b
    case (.array(let a), .array(let b)) where Self.mayCompare(a.elementType, b.elementType):
      guard a.elements.count == b.elements.count else { return false }
      try charge(a.elements.count, range)
      for (x, y) in zip(a.elements, b.elements) where !(try equals(x, y, range)) { return false }
      return true
    case (.structure(let a), .structure(let b)) where a.typeName == b.typeName:
      return try structEquals(a, b, range)
    case (.enumCase(let a), .enumCase(let b)) where a.typeName == b.typeName:
      return a == b
    default:
      break
    }
    throw typeError(
      "binary operator '==' cannot be applied to operands of type '\(left.type)' and '\(right.type)'",
      range
    )
  }

  /// Whether arrays with these element types may be compared (their elements are then compared one by one).
  private static func mayCompare(_ a: ValueType, _ b: ValueType) -> Bool {
    a == b || (a.isFloatingPoint && b.isFloatingPoint) || a.containsUnknown || b.containsUnknown
      || a.unwrappingAllOptionals == b.unwrappingAllOptionals
  }

  private mutating func structEquals(_ a: StructValue, _ b: StructValue, _ range: SourceRange) throws(Interruption)
    -> Bool
  {
    guard let declaration = declarations.structDeclaration(named: a.typeName) else {
      throw typeError("cannot find type '\(a.typeName)' in scope", range, code: .unknownIdentifier)
    }
    switch declaration.equality {
    case .memberwise:
      for (x, y) in zip(a.fieldValues, b.fieldValues) where !(try equals(x, y, range)) { return false }
      return a.fieldValues.count == b.fieldValues.count
    case .custom(let closure):
      let result = try callClosure(
        closure.syntax,
        source: closure.source,
        arguments: [.structure(a), .structure(b)],
        parameterTypes: [.structure(a.typeName), .structure(a.typeName)],
        resultType: .bool,
        at: range
      )
      guard case .bool(let equal) = result else {
        throw typeError(
          "the '==' of '\(a.typeName)' must return 'Bool', but it returned a value of type '\(result.type)'",
          range
        )
      }
      return equal
    }
  }
}
