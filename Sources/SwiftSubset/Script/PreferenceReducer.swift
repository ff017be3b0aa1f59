/// A preference key's `reduce(value:nextValue:)`: a body in the subset, or one of the built-in shorthands.
///
///     let reducer = try PreferenceReducer("value = max(value, nextValue())", valueType: .cgFloat)
///     var value = Value.cgFloat(0)
///     try reducer.reduce(&value, nextValue: .cgFloat(38.5), in: &context)   // value is 38.5
///
/// The body sees `value` as an `inout` variable of the key's type and `nextValue()` as a function returning
/// the next value; `return` ends it. The shorthands (`max`, `min`, `sum`, `append`, `last`, `first`) are
/// ready-made bodies (`equivalentSource`), chosen for the key's type, so they behave exactly like the Swift
/// they stand for and their diagnostics point at that Swift.
public struct PreferenceReducer: Hashable, Sendable {
  /// The built-in shorthands.
  public enum Shorthand: String, Hashable, Sendable, CaseIterable {
    /// Keeps the largest value; for an optional type, nil values are skipped.
    case max
    /// Keeps the smallest value; for an optional type, nil values are skipped.
    case min
    /// Adds the values; for an optional type, nil values are skipped.
    case sum
    /// Concatenates arrays in tree order.
    case append
    /// Keeps the last value (an assigning reducer: earlier siblings' values are discarded).
    case last
    /// Keeps the first value.
    case first
  }

  /// The key's value type.
  public let valueType: ValueType
  /// The shorthand, when the reducer is one.
  public let shorthand: Shorthand?
  /// The body that runs.
  public let body: ScriptBlock
  /// The body as native code, when it is one of the common shapes (`CompiledReducer`).
  let compiled: CompiledReducer?

  /// Parses a reducer: a shorthand name (`max`) or a body (`value.append(contentsOf: nextValue())`). Fails when
  /// the body does not parse, or a shorthand does not fit the type (`max` of an array).
  public init(
    _ text: String,
    valueType: ValueType,
    origin: SourceOrigin = SourceOrigin(),
    limits: ParseLimits = ParseLimits()
  ) throws(ScriptDiagnostic) {
    self.valueType = valueType
    if let shorthand = Shorthand(rawValue: String(text.trimmingSpaces)) {
      guard let source = Self.equivalentSource(of: shorthand, for: valueType) else {
        throw ScriptDiagnostic(
          .type,
          .typeMismatch,
          "the '\(shorthand.rawValue)' reducer does not apply to values of type '\(valueType)'",
          range: SourceRange(start: 0, end: text.utf8.count),
          source: SourceText(text, origin: origin)
        )
      }
      self.shorthand = shorthand
      self.body = try ScriptBlock(source, origin: origin, limits: limits)
    } else {
      self.shorthand = nil
      self.body = try ScriptBlock(text, origin: origin, limits: limits)
    }
    self.compiled = CompiledReducer(body.statements, valueType: valueType)
  }

  /// The Swift body a shorthand stands for with a key of the given type; nil when it does not apply.
  public static func equivalentSource(of shorthand: Shorthand, for type: ValueType) -> String? {
    let wrapped = type.unwrappingOptional
    switch shorthand {
    case .max, .min:
      guard wrapped.isNumeric || wrapped == .string else { return nil }
      let name = shorthand.rawValue
      return type.isOptional
        ? "if let next = nextValue() { value = \(name)(next, value ?? next) }"
        : "value = \(name)(value, nextValue())"
    case .sum:
      guard wrapped.isNumeric else { return nil }
      return type.isOptional ? "if let next = nextValue() { value = (value ?? 0) + next }" : "value += nextValue()"
    case .append:
      guard case .array = type else { return nil }
      return "value.append(contentsOf: nextValue())"
    case .last:
      return "value = nextValue()"
    case .first:
      return "_ = nextValue()"
    }
  }

  /// Folds `nextValue` into `value`, as SwiftUI calls `reduce(value: &value, nextValue: { next })`. Both are
  /// converted to the key's type first. On failure `value` is left unchanged. A body of a common shape runs as
  /// native code (`CompiledReducer`), with the interpreter's result and step count.
  public func reduce(_ value: inout Value, nextValue: Value, in context: inout EvaluationContext)
    throws(ScriptDiagnostic)
  {
    if let native = reduceNatively(value, nextValue: nextValue, maxSteps: context.limits.maxSteps) {
      context.lastStepCount = native.steps
      context.lastByteCount = 0
      value = native.value
      return
    }
    try reduceInterpreted(&value, nextValue: nextValue, in: &context)
  }

  /// `value` folded with `nextValue` as native code (`CompiledReducer`), with the steps the interpreter counts and no
  /// bytes; nil when the body is not of a compiled shape or the values or `maxSteps` need the interpreter, which
  /// `reduce(_:nextValue:in:)` then runs. Needs no evaluation context.
  public func reduceNatively(_ value: Value, nextValue: Value, maxSteps: Int) -> (value: Value, steps: Int)? {
    guard let compiled, let result = compiled.reduce(value, nextValue, maxSteps: maxSteps) else { return nil }
    return (result, compiled.steps)
  }

  /// Whether `reduce` runs the body as native code when the values allow it.
  package var isCompiled: Bool { compiled != nil }

  /// The steps the interpreter counts for one run of the body, when it runs as native code.
  package var nativeSteps: Int? { compiled?.steps }

  /// `value` folded in turn with the values whose numbers are `numbers` (`Value.foldableNumber`), the first first, as
  /// native code, each as `reduceNatively` folds it (each taking `nativeSteps`; the step limit is the caller's), as long
  /// as `reduceNatively` would fold it: the result and how many it folded; nil when the body is not of a compiled shape.
  package func foldNatively(
    _ value: Value, numbers: UnsafeBufferPointer<FoldableNumber>
  ) -> (value: Value, folded: Int)? {
    compiled.map { $0.fold(value, numbers: numbers) }
  }

  /// `reduce` with the body always interpreted: what the native code must equal.
  package func reduceInterpreted(_ value: inout Value, nextValue: Value, in context: inout EvaluationContext)
    throws(ScriptDiagnostic)
  {
    let type = valueType
    let statements = body.statements
    let whole = SourceRange(start: 0, end: body.source.bytes.count)
    value = try Evaluator.run(in: &context, source: body.source) {
      (evaluator: inout Evaluator) throws(Interruption) -> Value in
      let current = try evaluator.convert(value, to: type, at: whole, what: "reduce value")
      let next = try evaluator.convert(nextValue, to: type, at: whole, what: "nextValue()")
      evaluator.pushLocal("value", current, type: type, isMutable: true)
      evaluator.pushFunction("nextValue", returning: next, type: type)
      _ = try evaluator.execute(statements)
      return evaluator.locals[0].value
    }
  }

  /// Whether the body assigns `value` without ever reading it, so that every call replaces what earlier
  /// siblings produced (an "assigning reducer" such as `value = nextValue()`). SwiftUI developers rarely mean
  /// that; the host reports it as a reduce that discards sibling values.
  public var discardsAccumulatedValue: Bool {
    ReadsOfName.assigns("value", in: body.statements) && !ReadsOfName.occur("value", in: body.statements)
  }
}

extension String {
  /// The string without leading and trailing spaces, tabs and line breaks.
  var trimmingSpaces: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
    guard let start = firstIndex(where: { !isSpace($0) }), let end = lastIndex(where: { !isSpace($0) }) else {
      return ""
    }
    return self[start...end]
  }
}
