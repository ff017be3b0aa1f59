extension Value {
  /// An optional: `some(value)` when given a value, `none(wrapped)` for nil.
  public static func optional(_ value: Value?, wrapped: ValueType) -> Value {
    if let value { return .some(value) }
    return .none(wrapped)
  }

  /// An array of elements of the given type.
  public static func array(_ elements: [Value], of elementType: ValueType) -> Value {
    .array(ArrayValue(elements, elementType: elementType))
  }

  /// An array of `CGFloat`s.
  public static func cgFloats(_ numbers: [Double]) -> Value {
    .array(numbers.map { .cgFloat($0) }, of: .cgFloat)
  }

  /// A `CGSize`.
  public static func size(width: Double, height: Double) -> Value { .size(CGSizeValue(width: width, height: height)) }

  /// A `CGPoint`.
  public static func point(x: Double, y: Double) -> Value { .point(CGPointValue(x: x, y: y)) }

  /// A `CGRect`.
  public static func rect(x: Double, y: Double, width: Double, height: Double) -> Value {
    .rect(CGRectValue(x: x, y: y, width: width, height: height))
  }

  /// The number as a `Double` for `Int`, `Double` and `CGFloat`; nil otherwise (optionals are not unwrapped).
  public var doubleValue: Double? {
    switch self {
    case .int(let value): return Double(value)
    case .double(let value), .cgFloat(let value): return value
    default: return nil
    }
  }

  /// The `Int`, or nil for every other value.
  public var intValue: Int? {
    if case .int(let value) = self { return value }
    return nil
  }

  /// The `Bool`, or nil for every other value.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The `String`, or nil for every other value.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The `CGSize`, or nil for every other value.
  public var sizeValue: CGSizeValue? {
    if case .size(let value) = self { return value }
    return nil
  }

  /// The `CGPoint`, or nil for every other value.
  public var pointValue: CGPointValue? {
    if case .point(let value) = self { return value }
    return nil
  }

  /// The `CGRect`, or nil for every other value.
  public var rectValue: CGRectValue? {
    if case .rect(let value) = self { return value }
    return nil
  }

  /// The anchor, or nil for every other value.
  public var anchorValue: AnchorValue? {
    if case .anchor(let value) = self { return value }
    return nil
  }

  /// The struct, or nil for every other value.
  public var structValue: StructValue? {
    if case .structure(let value) = self { return value }
    return nil
  }

  /// The host object, or nil for every other value.
  public var hostObject: (any HostObject)? {
    if case .hostObject(let reference) = self { return reference.object }
    return nil
  }

  /// The elements of an array, or nil for every other value (ranges included: see `sequenceElements`).
  public var arrayElements: [Value]? {
    if case .array(let array) = self { return array.elements }
    return nil
  }

  /// Whether the value is `Optional.none`.
  public var isNil: Bool {
    if case .none = self { return true }
    return false
  }

  /// The wrapped value of `some`, nil for `none`, and the value itself when it is not an optional.
  public var unwrapped: Value? {
    switch self {
    case .some(let wrapped): return wrapped
    case .none: return nil
    default: return self
    }
  }

  /// The elements of an array or a range, as `ForEach` iterates them; nil for other values.
  ///
  /// Throws a limit diagnostic when there are more than `limit` elements, so that `0..<Int.max` cannot
  /// exhaust memory.
  public func sequenceElements(limit: Int) throws(ScriptDiagnostic) -> [Value]? {
    switch self {
    case .array(let array):
      guard array.elements.count <= limit else { throw Self.tooManyElements(array.elements.count, limit: limit) }
      return array.elements
    case .range(let range):
      guard let count = range.count, count <= limit else {
        throw Self.tooManyElements(range.count, limit: limit)
      }
      return (0..<count).map { .int(range.element(at: $0)) }
    default:
      return nil
    }
  }

  private static func tooManyElements(_ count: Int?, limit: Int) -> ScriptDiagnostic {
    let countText = count.map { "\($0)" } ?? "more than Int.max"
    return ScriptDiagnostic(
      .limit,
      .stepLimitExceeded,
      "the sequence has \(countText) elements; the limit is \(limit)"
    )
  }
}
