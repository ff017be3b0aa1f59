extension JSONValue {
  /// Whether this value is spelled as `other` is, as far as `==` cannot tell: the sign of every zero (`-0.0 == 0.0`),
  /// every string's and member name's bytes (`==` on strings compares canonical equivalence, so "Café" with a
  /// precomposed é equals it with a combining accent), and the order of an object's members. Of two values that are
  /// `==`, the one is printed, measured and recorded as the other only when this holds too.
  package func isSpelled(as other: JSONValue) -> Bool {
    switch (self, other) {
    case (.null, .null): return true
    case (.bool(let value), .bool(let otherValue)): return value == otherValue
    case (.integer(let value), .integer(let otherValue)): return value == otherValue
    case (.double(let value), .double(let otherValue)): return value.bitPattern == otherValue.bitPattern
    case (.string(let text), .string(let otherText)): return text.isSpelled(as: otherText)
    case (.array(let elements), .array(let otherElements)):
      return elements.count == otherElements.count
        && zip(elements, otherElements).allSatisfy { $0.isSpelled(as: $1) }
    case (.object(let object), .object(let otherObject)):
      return object.count == otherObject.count
        && zip(object, otherObject).allSatisfy {
          $0.key.isSpelled(as: $1.key) && $0.value.isSpelled(as: $1.value)
        }
    default: return false
    }
  }
}
