extension Evaluator {
  /// A non-mutating method call on a value.
  mutating func callMethod(
    _ name: String,
    on receiver: Value,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ range: SourceRange
  ) throws(Interruption) -> Value {
    let result: Value?
    switch receiver {
    case .array(let array):
      result = try sequenceMethod(name, array.elements, array.elementType, arguments, hint, range)
    case .range:
      result = try rangeMethod(name, receiver, arguments, hint, range)
    case .cgFloat(let number), .double(let number):
      result = try floatingMethod(name, number, receiver.type, arguments, range)
    case .int(let number):
      result = try integerMethod(name, number, arguments, range)
    case .string(let text):
      result = try stringMethod(name, text, arguments, range)
    case .rect(let rect):
      result = try rectMethod(name, rect, arguments, range)
    case .hostObject(let reference):
      result = try hostMethod(name, reference.object, arguments, range)
    case .some(let wrapped) where name == "map" && arguments.map(\.label) == [nil]:
      // `Optional.map`: the transform's result, wrapped (`proposal.width.map { $0 / 2 }`).
      try step(range)
      return .some(try applyFunction(arguments[0], to: [wrapped], resultType: hint?.unwrappingOptional, range))
    case .none(let wrappedType) where name == "map" && arguments.map(\.label) == [nil]:
      // The transform does not run, so its result type is not known here: the context's, else the receiver's
      // (right for the usual `width.map { $0 * factor }`).
      return .none(hint?.unwrappingOptional ?? wrappedType)
    case .some, .none:
      throw typeError(
        "value of optional type '\(receiver.type)' must be unwrapped to refer to member '\(name)' of wrapped base type '\(receiver.type.unwrappingOptional)'",
        range
      )
    default:
      result = nil
    }
    if let result { return result }
    if Self.isMutatingMethod(name) {
      throw typeError("cannot use mutating member '\(name)' on an immutable value", range, code: .notAssignable)
    }
    throw typeError("value of type '\(receiver.type)' has no method '\(name)'", range, code: .unknownMember)
  }

  private mutating func rangeMethod(
    _ name: String,
    _ receiver: Value,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ range: SourceRange
  ) throws(Interruption) -> Value? {
    guard let elements = try sequence(receiver, range) else { return nil }
    return try sequenceMethod(name, elements, .int, arguments, hint, range)
  }

  private mutating func hostMethod(
    _ name: String, _ object: any HostObject, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    let evaluated = try hostArguments(arguments)
    if let result = try askHost(range, { () throws(HostError) in try object.callMethod(name, arguments: evaluated) }) {
      return result
    }
    throw typeError("value of type '\(object.typeName)' has no method '\(name)'", range, code: .unknownMember)
  }

  /// The elements of an array or range, counted against the step budget; nil for other values.
  mutating func sequence(_ value: Value, _ range: SourceRange) throws(Interruption) -> [Value]? {
    switch value {
    case .array(let array): return array.elements
    case .range(let bounds):
      guard let count = bounds.count, count <= limits.maxSteps - steps else {
        throw failure(.limit, .stepLimitExceeded, "the range \(value) is too large to use as a collection here", range)
      }
      try charge(count, range)
      try reserveElements(count, range)
      return (0..<count).map { .int(bounds.element(at: $0)) }
    default: return nil
    }
  }

  // MARK: - Sequences

  private mutating func sequenceMethod(
    _ name: String,
    _ elements: [Value],
    _ elementType: ValueType,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ range: SourceRange
  ) throws(Interruption) -> Value? {
    switch (name, arguments.map(\.label)) {
    case ("max", []), ("min", []):
      return try extremeElement(largest: name == "max", elements, elementType, range)
    case ("contains", [nil]) where !isFunctionArgument(arguments[0]):
      let needle = try evaluate(arguments[0].value, elementType)
      try charge(elements.count, range)
      for element in elements where try equals(element, needle, range) { return .bool(true) }
      return .bool(false)
    case ("contains", ["where"]), ("contains", [nil]), ("allSatisfy", [nil]), ("first", ["where"]),
      ("firstIndex", ["where"]), ("firstIndex", [nil]), ("filter", [nil]):
      return try testElements(name, elements, elementType, arguments[0], range)
    case ("firstIndex", ["of"]):
      let needle = try evaluate(arguments[0].value, elementType)
      try charge(elements.count, range)
      for (index, element) in elements.enumerated() where try equals(element, needle, range) {
        return Value.some(.int(index))
      }
      return .none(.int)
    case ("map", [nil]):
      return try mapElements(elements, arguments[0], range)
    case ("reduce", [nil, nil]):
      return try reduceElements(elements, elementType, arguments, hint, range)
    case ("sorted", []), ("reversed", []):
      try charge(elements.count, range)
      try reserveElements(elements.count, range)
      if name == "reversed" { return .array(elements.reversed(), of: elementType) }
      return .array(try sorted(elements, range), of: elementType)
    case ("joined", []), ("joined", ["separator"]):
      return try joined(elements, elementType, arguments.first, range)
    default:
      return nil
    }
  }

  /// `max()` and `min()`: Sequence.max() keeps the later of equal elements, min() the earlier.
  private mutating func extremeElement(
    largest: Bool, _ elements: [Value], _ elementType: ValueType, _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    try charge(elements.count, range)
    guard var result = elements.first else { return .none(elementType) }
    for element in elements.dropFirst() {
      let better = try compare(largest ? .less : .greater, result, element, range)
      if better == .bool(true) { result = element }
    }
    return Value.some(result)
  }

  /// `contains(where:)`, `allSatisfy`, `first(where:)`, `firstIndex(where:)`, `filter` and `removeAll(where:)` (the
  /// elements it keeps): a `Bool` closure per element.
  mutating func testElements(
    _ name: String,
    _ elements: [Value],
    _ elementType: ValueType,
    _ predicate: ArgumentSyntax,
    _ range: SourceRange
  ) throws(Interruption) -> Value {
    if name == "filter" || name == "removeAll" { try reserveElements(elements.count, range) }
    var matches: [Value] = []
    for (index, element) in elements.enumerated() {
      try step(range)
      let verdict = try applyFunction(predicate, to: [element], resultType: .bool, range)
      guard case .bool(let holds) = verdict else {
        throw typeError("the closure passed to '\(name)' must return 'Bool', not '\(verdict.type)'", predicate.range)
      }
      switch name {
      case "contains" where holds: return .bool(true)
      case "allSatisfy" where !holds: return .bool(false)
      case "first" where holds: return Value.some(element)
      case "firstIndex" where holds: return Value.some(.int(index))
      case "filter" where holds, "removeAll" where !holds: matches.append(element)
      default: break
      }
    }
    switch name {
    case "contains": return .bool(false)
    case "allSatisfy": return .bool(true)
    case "first": return .none(elementType)
    case "firstIndex": return .none(.int)
    default: return .array(matches, of: elementType)
    }
  }

  private mutating func mapElements(_ elements: [Value], _ transform: ArgumentSyntax, _ range: SourceRange)
    throws(Interruption) -> Value
  {
    try reserveElements(elements.count, range)
    var results: [Value] = []
    var resultType: ValueType?
    for element in elements {
      try step(range)
      let value = try applyFunction(transform, to: [element], resultType: resultType, range)
      if resultType == nil { resultType = value.type }
      results.append(value)
    }
    return .array(results, of: resultType ?? .unknown)
  }

  /// `reduce(initial, combine)`: a literal initial value takes the element type (`reduce(0) { $0 + $1 }`), or the
  /// type the closure makes of it (`reduceSeedTypes`).
  private mutating func reduceElements(
    _ elements: [Value],
    _ elementType: ValueType,
    _ arguments: [ArgumentSyntax],
    _ hint: ValueType?,
    _ range: SourceRange
  ) throws(Interruption) -> Value {
    let initialHint: ValueType? = arguments[0].value.isContextuallyTyped ? (hint ?? elementType) : hint
    let candidates = Self.reduceSeedTypes(arguments[0].value, initialHint, hint: hint, elementType: elementType)
    var accumulator = Value.void
    for (index, candidate) in candidates.enumerated() {
      accumulator = try evaluate(arguments[0].value, candidate)
      let accumulatorType = accumulator.type
      var rejected = false
      for (position, element) in elements.enumerated() {
        try step(range)
        do throws(Interruption) {
          let next = try applyFunction(arguments[1], to: [accumulator, element], resultType: accumulatorType, range)
          accumulator = try convert(next, to: accumulatorType, at: arguments[1].range, what: "partial result")
        } catch {
          // The first partial result decides the seed's type: a type error there tries the next candidate.
          guard position == 0, index < candidates.count - 1, case .diagnostic(let diagnostic) = error,
            diagnostic.kind == .type
          else { throw error }
          rejected = true
          break
        }
      }
      if !rejected { break }
    }
    return accumulator
  }

  /// The types a `reduce` seed is tried as: its own type, and for an integer literal with no other context
  /// (`items.reduce(0) { $0 + $1.total }` over a struct) `Double` after `Int`, as Swift infers the literal from the
  /// closure: `Int` when the closure takes an `Int`, else a floating-point type. Swift would make the seed a
  /// `CGFloat` where the closure adds `CGFloat`s; here it is a `Double` there too (mixed arithmetic is done in
  /// `Double`, SE-0307), which prints the same.
  static func reduceSeedTypes(
    _ seed: ExpressionSyntax, _ initialHint: ValueType?, hint: ValueType?, elementType: ValueType
  ) -> [ValueType?] {
    guard hint == nil, seed.literalTyping == .integer, !elementType.isNumeric else { return [initialHint] }
    return [initialHint, .double]
  }

  private mutating func joined(
    _ elements: [Value], _ elementType: ValueType, _ separatorArgument: ArgumentSyntax?, _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    var separator = ""
    if let argument = separatorArgument {
      let value = try evaluate(argument.value, .string)
      guard case .string(let text) = value else { throw argumentType(value, .string, argument.range) }
      separator = text
    }
    var parts: [String] = []
    for element in elements {
      guard case .string(let text) = element else {
        throw typeError("'joined' needs an array of 'String', not '[\(elementType)]'", range)
      }
      parts.append(text)
    }
    try reserve(Self.joinedLength(parts, separator: separator), range)
    let text = parts.joined(separator: separator)
    try charge(text.utf8.count / 16, range)
    return .string(text)
  }

  /// The UTF-8 length of `parts` joined with `separator`, saturating instead of overflowing.
  static func joinedLength(_ parts: [String], separator: String) -> Int {
    var total = 0
    for (index, part) in parts.enumerated() {
      let piece = part.utf8.count &+ (index > 0 ? separator.utf8.count : 0)
      let (sum, overflow) = total.addingReportingOverflow(piece)
      total = overflow ? Int.max : sum
    }
    return total
  }

  private func isFunctionArgument(_ argument: ArgumentSyntax) -> Bool {
    switch argument.value.kind {
    case .closure, .operatorReference: return true
    default: return false
    }
  }

  /// Sorts numbers or strings ascending (a stable insertion into a merge of runs would do; the standard sort
  /// is fine because comparing these values cannot fail).
  private func sorted(_ elements: [Value], _ range: SourceRange) throws(Interruption) -> [Value] {
    guard let first = elements.first else { return [] }
    switch first {
    case .int:
      var numbers: [Int] = []
      for element in elements {
        guard case .int(let number) = element else {
          throw typeError("'sorted' needs elements of one comparable type", range)
        }
        numbers.append(number)
      }
      return numbers.sorted().map { .int($0) }
    case .cgFloat, .double:
      var numbers: [Double] = []
      for element in elements {
        guard let number = element.doubleValue, element.type == first.type else {
          throw typeError("'sorted' needs elements of one comparable type", range)
        }
        numbers.append(number)
      }
      return numbers.sorted().map { first.type == .cgFloat ? .cgFloat($0) : .double($0) }
    case .string:
      var texts: [String] = []
      for element in elements {
        guard case .string(let text) = element else {
          throw typeError("'sorted' needs elements of one comparable type", range)
        }
        texts.append(text)
      }
      return texts.sorted().map { .string($0) }
    default:
      throw typeError("'sorted()' needs comparable elements; '\(first.type)' is not 'Comparable'", range)
    }
  }

  /// Applies a function argument: a closure, an operator (`+`), or `max`/`min`.
  mutating func applyFunction(
    _ argument: ArgumentSyntax, to values: [Value], resultType: ValueType?, _ range: SourceRange
  )
    throws(Interruption) -> Value
  {
    switch argument.value.kind {
    case .closure(let closure):
      return try callClosure(
        closure, source: source, arguments: values, parameterTypes: nil, resultType: resultType, at: argument.range)
    case .operatorReference(let op) where values.count == 2:
      if op.isArithmetic { return try arithmetic(op, values[0], values[1], argument.range) }
      if op.isComparison { return try compare(op, values[0], values[1], argument.range) }
    case .identifier(let name) where (name == "max" || name == "min") && values.count == 2:
      let first = values[0].doubleValue ?? 0
      let second = values[1].doubleValue ?? 0
      guard values[0].type == values[1].type, values[0].type.isNumeric else {
        throw typeError("'\(name)' needs two values of the same numeric type", argument.range)
      }
      if case .int(let a) = values[0], case .int(let b) = values[1] {
        return .int(name == "max" ? (b >= a ? b : a) : (b < a ? b : a))
      }
      let result = name == "max" ? (second >= first ? second : first) : (second < first ? second : first)
      return values[0].type == .cgFloat ? .cgFloat(result) : .double(result)
    default:
      break
    }
    throw typeError("expected a closure here (such as '{ $0 + $1 }')", argument.range)
  }

  /// Calls a closure: binds the arguments to its parameters (converted to `parameterTypes` when given), runs
  /// its body in its own source, and returns the single expression's value or the returned value.
  mutating func callClosure(
    _ closure: ClosureSyntax,
    source closureSource: SourceText,
    arguments: [Value],
    parameterTypes: [ValueType]?,
    resultType: ValueType?,
    at range: SourceRange
  ) throws(Interruption) -> Value {
    try enterCall(range)
    defer { leaveCall() }
    let savedSource = source
    let savedReturnType = returnType
    let mark = locals.count
    source = closureSource
    returnType = resultType
    defer {
      source = savedSource
      returnType = savedReturnType
      popLocals(to: mark)
    }
    var values = arguments
    if let parameterTypes {
      for index in values.indices where index < parameterTypes.count {
        values[index] = try convert(values[index], to: parameterTypes[index], at: closure.range, what: "argument")
      }
    }
    func parameterType(_ index: Int) -> ValueType {
      parameterTypes.flatMap { index < $0.count ? $0[index] : nil } ?? values[index].type
    }
    if let names = closure.parameters {
      guard names.count == values.count else {
        throw typeError(
          "the closure takes \(names.count) parameter\(names.count == 1 ? "" : "s") but is called with \(values.count) argument\(values.count == 1 ? "" : "s")",
          closure.range,
          code: .invalidArguments
        )
      }
      for (index, name) in names.enumerated() where name != "_" {
        pushLocal(name, values[index], type: parameterType(index))
      }
    } else {
      for index in values.indices {
        pushLocal(Self.anonymousName(index), values[index], type: parameterType(index))
      }
    }
    if closure.body.count == 1, case .expression(let expression) = closure.body[0].kind {
      try step(closure.body[0].range)
      return try evaluate(expression, resultType)
    }
    if case .returned(let value) = try execute(closure.body) { return value ?? .void }
    return .void
  }

  // MARK: - Numbers, strings, rectangles

  private mutating func floatingMethod(
    _ name: String,
    _ number: Double,
    _ type: ValueType,
    _ arguments: [ArgumentSyntax],
    _ range: SourceRange
  ) throws(Interruption) -> Value? {
    let wrap: (Double) -> Value = { type == .cgFloat ? .cgFloat($0) : .double($0) }
    switch (name, arguments.map(\.label)) {
    case ("rounded", []): return wrap(number.rounded())
    case ("rounded", [nil]):
      let rule = try evaluate(arguments[0].value, nil)
      guard case .implicitMember(let member) = rule, member.arguments == nil else {
        throw typeError("'rounded' takes a rounding rule such as '.up'", arguments[0].range)
      }
      let rules: [String: FloatingPointRoundingRule] = [
        "up": .up, "down": .down, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
      ]
      guard let roundingRule = rules[member.name] else {
        throw typeError("unknown rounding rule '.\(member.name)'", arguments[0].range, code: .unknownMember)
      }
      return wrap(number.rounded(roundingRule))
    case ("squareRoot", []): return wrap(number.squareRoot())
    case ("formatted", []), ("formatted", [nil]):
      let style = try formatStyle(arguments, range)
      try reserve(NumberFormatStyle.maxFormattedBytes, range)
      return .string(style.format(number))
    case ("truncatingRemainder", ["dividingBy"]):
      let divisor = try evaluate(arguments[0].value, type)
      guard let value = divisor.doubleValue, divisor.type.isFloatingPoint else {
        throw argumentType(divisor, type, arguments[0].range)
      }
      return wrap(number.truncatingRemainder(dividingBy: value))
    default: return nil
    }
  }

  private mutating func integerMethod(
    _ name: String, _ number: Int, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Value?
  {
    switch (name, arguments.map(\.label)) {
    case ("signum", []): return .int(number.signum())
    case ("formatted", []), ("formatted", [nil]):
      let style = try formatStyle(arguments, range)
      try reserve(NumberFormatStyle.maxFormattedBytes, range)
      return .string(style.format(number))
    case ("isMultiple", ["of"]):
      let other = try evaluate(arguments[0].value, .int)
      guard case .int(let divisor) = other else { throw argumentType(other, .int, arguments[0].range) }
      return .bool(number.isMultiple(of: divisor))
    default: return nil
    }
  }

  /// The style `formatted(_:)` is given: `.number` when none is, else `.number`, `.percent` or
  /// `.currency(code:)` with a code whose en_US symbol `NumberFormatStyle` knows.
  private mutating func formatStyle(_ arguments: [ArgumentSyntax], _ range: SourceRange) throws(Interruption)
    -> NumberFormatStyle
  {
    guard let argument = arguments.first else { return .number }
    let known = NumberFormatStyle.currencies.keys.sorted().joined(separator: ", ")
    let refusal = typeError(
      "'formatted' takes '.number', '.percent' or '.currency(code:)' with one of \(known) (the inspector "
        + "formats in en_US only)",
      argument.range, code: .unsupported)
    // A style built by a chain (`.number.precision(…)`) is refused before it is evaluated, with what is read.
    switch argument.value.kind {
    case .implicitMember: break
    case .call(let callee, _):
      guard case .implicitMember = callee.kind else { throw refusal }
    default: throw refusal
    }
    guard let style = NumberFormatStyle(try evaluate(argument.value, nil)) else { throw refusal }
    return style
  }

  private mutating func stringMethod(
    _ name: String, _ text: String, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Value?
  {
    switch (name, arguments.map(\.label)) {
    case ("uppercased", []), ("lowercased", []):
      // A case mapping can triple a string's bytes (U+0390 to three scalars), so three times is reserved.
      try reserve(text.utf8.count.multipliedReportingOverflow(by: 3).partialValue, range)
      return .string(name == "uppercased" ? text.uppercased() : text.lowercased())
    case ("hasPrefix", [nil]), ("hasSuffix", [nil]), ("contains", [nil]):
      let other = try evaluate(arguments[0].value, .string)
      guard case .string(let part) = other else { throw argumentType(other, .string, arguments[0].range) }
      try charge(text.utf8.count / 16, range)
      switch name {
      case "hasPrefix": return .bool(text.hasPrefix(part))
      case "hasSuffix": return .bool(text.hasSuffix(part))
      default: return .bool(part.isEmpty || text.contains(part))
      }
    case ("prefix", [nil]), ("suffix", [nil]), ("dropFirst", [nil]), ("dropLast", [nil]), ("dropFirst", []),
      ("dropLast", []):
      // A `Substring` is a `String` here (`String(name.prefix(1))` and `name.prefix(1)` read alike).
      var count = 1
      if let argument = arguments.first {
        let value = try evaluate(argument.value, .int)
        guard case .int(let number) = value else { throw argumentType(value, .int, argument.range) }
        count = number
      }
      guard count >= 0 else {
        throw runtimeError(
          .invalidArguments,
          "can't \(name.hasPrefix("drop") ? "drop" : "take") a negative number of characters (\(count))",
          range)
      }
      try charge(text.utf8.count / 16, range)
      switch name {
      case "prefix": return .string(String(text.prefix(count)))
      case "suffix": return .string(String(text.suffix(count)))
      case "dropFirst": return .string(String(text.dropFirst(count)))
      default: return .string(String(text.dropLast(count)))
      }
    default: return nil
    }
  }

  private mutating func rectMethod(
    _ name: String, _ rect: CGRectValue, _ arguments: [ArgumentSyntax], _ range: SourceRange
  )
    throws(Interruption) -> Value?
  {
    switch (name, arguments.map(\.label)) {
    case ("insetBy", ["dx", "dy"]), ("offsetBy", ["dx", "dy"]):
      var deltas: [Double] = []
      for argument in arguments {
        let value = try evaluate(argument.value, .cgFloat)
        guard let delta = value.doubleValue else { throw argumentType(value, .cgFloat, argument.range) }
        deltas.append(delta)
      }
      return .rect(
        name == "insetBy" ? rect.insetBy(dx: deltas[0], dy: deltas[1]) : rect.offsetBy(dx: deltas[0], dy: deltas[1]))
    case ("contains", [nil]):
      let value = try evaluate(arguments[0].value, nil)
      switch value {
      case .point(let point): return .bool(rect.contains(point))
      case .rect(let other): return .bool(rect.union(other) == rect.standardized && !other.isEmpty)
      default: throw argumentType(value, .cgPoint, arguments[0].range)
      }
    case ("intersects", [nil]), ("union", [nil]):
      let value = try evaluate(arguments[0].value, .cgRect)
      guard case .rect(let other) = value else { throw argumentType(value, .cgRect, arguments[0].range) }
      return name == "union" ? .rect(rect.union(other)) : .bool(rect.intersects(other))
    default: return nil
    }
  }
}
