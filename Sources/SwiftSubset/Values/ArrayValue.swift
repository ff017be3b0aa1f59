/// An array value: its elements and its element type.
///
/// The element type is kept so that an empty array still knows what it holds (`[CGFloat]`), which typing
/// literals against it and describing it need. Equality compares the elements only.
public struct ArrayValue: Hashable, Sendable {
  /// The elements.
  public var elements: [Value]
  /// The element type; `unknown` when nothing said (an empty literal without context).
  public var elementType: ValueType

  /// Creates an array.
  public init(_ elements: [Value], elementType: ValueType) {
    self.elements = elements
    self.elementType = elementType
  }

  /// Arrays are equal when their elements are.
  public static func == (lhs: ArrayValue, rhs: ArrayValue) -> Bool { lhs.elements == rhs.elements }

  /// Hashes the elements, consistent with `==`.
  public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}
