/// A `reduce` body of one of the common shapes, run as native code instead of walking its syntax tree: a key's
/// `reduce` runs once per producing sibling, so a form of 10,000 labels runs it 10,000 times a pass.
///
/// The shapes, for a key of type `Int`, `Double` or `CGFloat` (`value` and `nextValue()` exactly as written, spaces
/// aside):
///
///     value = max(value, nextValue())     // and min: 4 steps, as the interpreter counts them
///     value += nextValue()                // 2 steps
///
/// It computes what the interpreter computes (Swift's `max(x, y)` is `y >= x ? y : x`, `min(x, y)` is
/// `y < x ? y : x`) and counts the steps the interpreter would count, so that `EvaluationLimits.maxSteps` and
/// the host's budgets see the same figures. Whenever the interpreter could do anything else (a value of another
/// type to convert, an `Int` sum that overflows, a step limit below the body's steps) it declines, and the caller
/// runs the interpreter, which makes the result or the diagnostic. `CompiledReducerTests` compares both.
struct CompiledReducer: Hashable, Sendable {
  enum Operation: Hashable, Sendable {
    /// `value = max(value, nextValue())` (largest) or `min`.
    case extremum(largest: Bool)
    /// `value += nextValue()`.
    case sum
  }

  let operation: Operation
  /// The key's type: the values folded natively are of it (any other is converted, or refused, by the interpreter).
  let valueType: ValueType
  /// The steps the interpreter counts for the body: a statement and each expression evaluated.
  let steps: Int

  /// The compiled form of `statements` for a key of `type`; nil when they are not one of the shapes.
  init?(_ statements: [StatementSyntax], valueType type: ValueType) {
    guard type == .int || type == .double || type == .cgFloat, statements.count == 1,
      case .assignment(let target, let op, let value) = statements[0].kind, Self.isName("value", target)
    else { return nil }
    switch op {
    case .assign:
      guard case .call(let callee, let arguments) = value.kind, case .identifier(let name) = callee.kind,
        name == "max" || name == "min", arguments.count == 2, arguments.allSatisfy({ $0.label == nil }),
        Self.isName("value", arguments[0].value), Self.isNextValue(arguments[1].value)
      else { return nil }
      // The statement, the call, `value` and `nextValue()`.
      self.init(operation: .extremum(largest: name == "max"), valueType: type, steps: 4)
    case .addAssign:
      guard Self.isNextValue(value) else { return nil }
      // The statement and `nextValue()`.
      self.init(operation: .sum, valueType: type, steps: 2)
    default:
      return nil
    }
  }

  private init(operation: Operation, valueType: ValueType, steps: Int) {
    self.operation = operation
    self.valueType = valueType
    self.steps = steps
  }

  /// `value` folded with `next`, both already of the key's type; nil when the interpreter must run instead. The fold
  /// of a list of one value (`fold(_:numbers:)`).
  func reduce(_ value: Value, _ next: Value, maxSteps: Int) -> Value? {
    guard steps <= maxSteps, let number = next.foldableNumber else { return nil }
    let (result, folded) = withUnsafePointer(to: number) {
      fold(value, numbers: UnsafeBufferPointer(start: $0, count: 1))
    }
    return folded == 1 ? result : nil
  }

  /// `value` folded in turn with the values whose numbers are `numbers` (`Value.foldableNumber`), the first first, each
  /// as `reduce` folds it, while `reduce` would (each of the key's type, no `Int` sum overflowing; the step limit is the
  /// caller's): the result and how many it folded (none when `value` is of another type). The running value stays a
  /// number between the values, and the numbers are read from the buffer in a loop with no call: given one by one
  /// through a closure of the caller's module, each cost about 60 instructions (the keeping-max edit at 1,000 rows).
  func fold(_ value: Value, numbers: UnsafeBufferPointer<FoldableNumber>) -> (value: Value, folded: Int) {
    let count = numbers.count
    // Matched case by case on the key's type (one of three, `init`): a value of another case is of another type.
    switch valueType {
    case .int:
      guard case .int(let start) = value else { return (value, 0) }
      let (result, folded) = fold(
        start, count: count, add: { $0.addingReportingOverflow($1) },
        number: {
          guard case .int(let y) = numbers[$0] else { return nil }
          return y
        })
      return (.int(result), folded)
    case .double, .cgFloat:
      // A `Double` or a `CGFloat`, as the key's type says: a value of the other is of another type.
      let isDouble = valueType == .double
      guard let start = Self.floatingPoint(value.foldableNumber, isDouble: isDouble) else { return (value, 0) }
      let (result, folded) = fold(
        start, count: count, add: { ($0 + $1, false) },
        number: { Self.floatingPoint(numbers[$0], isDouble: isDouble) })
      return (isDouble ? .double(result) : .cgFloat(result), folded)
    default:
      return (value, 0)
    }
  }

  /// The number of a `Double` value when `isDouble`, of a `CGFloat` value otherwise; nil for any other value.
  @inline(__always)
  private static func floatingPoint(_ number: FoldableNumber?, isDouble: Bool) -> Double? {
    switch number {
    case .double(let x): isDouble ? x : nil
    case .cgFloat(let x): isDouble ? nil : x
    default: nil
    }
  }

  /// `fold(_:numbers:)` over numbers: `number` gives nil for a value of another type, `add` the sum and whether it
  /// overflowed.
  private func fold<Number: Comparable>(
    _ start: Number, count: Int, add: (Number, Number) -> (Number, Bool), number: (Int) -> Number?
  ) -> (Number, Int) {
    var x = start
    var folded = 0
    // A loop per operation: the operation is read once, not once a value.
    switch operation {
    case .extremum(largest: true):
      while folded < count, let y = number(folded) {
        if y >= x { x = y }
        folded += 1
      }
    case .extremum(largest: false):
      while folded < count, let y = number(folded) {
        if y < x { x = y }
        folded += 1
      }
    case .sum:
      while folded < count, let y = number(folded) {
        let (total, overflow) = add(x, y)
        if overflow { break }
        x = total
        folded += 1
      }
    }
    return (x, folded)
  }

  private static func isName(_ name: String, _ expression: ExpressionSyntax) -> Bool {
    if case .identifier(name) = expression.kind { return true }
    return false
  }

  private static func isNextValue(_ expression: ExpressionSyntax) -> Bool {
    guard case .call(let callee, let arguments) = expression.kind else { return false }
    return arguments.isEmpty && isName("nextValue", callee)
  }
}

/// The number a native fold reads from a value (`CompiledReducer.fold`): an `Int`, a `Double` or a `CGFloat`.
@usableFromInline package enum FoldableNumber {
  case int(Int)
  case double(Double)
  case cgFloat(Double)
}

extension Value {
  /// The number the value holds, when it is an `Int`, a `Double` or a `CGFloat`. Inlined into the caller, the value is
  /// read where it lies: a fold given the values themselves, or calling this out of line, copied and destroyed each
  /// (about 80 instructions a row of the keeping-max edit at 1,000 rows).
  @inlinable
  package var foldableNumber: FoldableNumber? {
    switch self {
    case .int(let x): .int(x)
    case .double(let x): .double(x)
    case .cgFloat(let x): .cgFloat(x)
    default: nil
    }
  }
}
