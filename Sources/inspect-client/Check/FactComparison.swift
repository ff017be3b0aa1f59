import JSONCore

/// How `check` compares an expected value with the one found: numbers within a tolerance (the CLI prints
/// three decimals, so a number copied from its output must match: the default tolerance is 0.001 pt), other
/// values exactly, arrays element by element and objects member by member (only the members expected).
struct FactComparison {
  /// The largest difference between numbers that still counts as equal.
  var tolerance: Double

  /// The default tolerance: half a unit in the last printed decimal would be 0.0005; 0.001 also forgives a
  /// number rounded the other way.
  static let defaultTolerance = 0.001

  /// Whether `found` satisfies `expected`.
  func matches(_ expected: JSONValue, _ found: JSONValue?) -> Bool {
    guard let found else { return false }
    if let left = expected.doubleValue, let right = found.doubleValue {
      return abs(left - right) <= tolerance
    }
    // "infinity" on the wire stands for an infinite length.
    if case .string("infinity") = expected, let right = found.doubleValue { return right == .infinity }
    switch (expected, found) {
    case (.array(let left), .array(let right)):
      return left.count == right.count && zip(left, right).allSatisfy { matches($0, $1) }
    case (.object(let left), .object(let right)):
      return left.allSatisfy { member in matches(member.value, right[member.key]) }
    default:
      return expected == found
    }
  }
}
