/// Swift's precedence groups for the operators of the subset, from loosest to tightest.
///
/// Assignment is not an expression operator here: assignments are statements, as Swift uses them.
public enum PrecedenceGroup: Int, Comparable, Hashable, Sendable {
  /// `?:`, right-associative.
  case ternary = 1
  /// `||`, left-associative.
  case logicalDisjunction
  /// `&&`, left-associative.
  case logicalConjunction
  /// `==`, `!=`, `<`, `<=`, `>`, `>=`, non-associative.
  case comparison
  /// `??`, right-associative.
  case nilCoalescing
  /// `..<`, `...`, non-associative.
  case rangeFormation
  /// `+`, `-`, left-associative.
  case addition
  /// `*`, `/`, `%`, left-associative.
  case multiplication

  /// Orders groups from loosest to tightest.
  public static func < (lhs: PrecedenceGroup, rhs: PrecedenceGroup) -> Bool { lhs.rawValue < rhs.rawValue }

  /// How operators of the group chain with each other.
  public var associativity: Associativity {
    switch self {
    case .ternary, .nilCoalescing: return .right
    case .comparison, .rangeFormation: return .none
    case .logicalDisjunction, .logicalConjunction, .addition, .multiplication: return .left
    }
  }
}

/// How operators of one precedence group chain.
public enum Associativity: Hashable, Sendable {
  /// `a - b - c` is `(a - b) - c`.
  case left
  /// `a ?? b ?? c` is `a ?? (b ?? c)`.
  case right
  /// `a < b < c` is an error.
  case none
}

/// The infix operators of the subset.
public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
  case add = "+"
  case subtract = "-"
  case multiply = "*"
  case divide = "/"
  case remainder = "%"
  case equal = "=="
  case notEqual = "!="
  case less = "<"
  case lessOrEqual = "<="
  case greater = ">"
  case greaterOrEqual = ">="
  case and = "&&"
  case or = "||"
  case nilCoalescing = "??"
  case halfOpenRange = "..<"
  case closedRange = "..."

  /// The operator spelled `rawValue`, read from its bytes (the synthesized initializer compares the text with
  /// each case's spelling in turn, about 1,100 instructions a call; the parser asks for every operator token).
  public init?(rawValue: String) {
    var text = rawValue
    guard let named = text.withUTF8({ Self.named($0) }) else { return nil }
    self = named
  }

  private static func named(_ bytes: UnsafeBufferPointer<UInt8>) -> BinaryOperator? {
    switch bytes.count {
    case 1:
      switch bytes[0] {
      case UInt8(ascii: "+"): return .add
      case UInt8(ascii: "-"): return .subtract
      case UInt8(ascii: "*"): return .multiply
      case UInt8(ascii: "/"): return .divide
      case UInt8(ascii: "%"): return .remainder
      case UInt8(ascii: "<"): return .less
      case UInt8(ascii: ">"): return .greater
      default: return nil
      }
    case 2:
      let second = bytes[1]
      switch bytes[0] {
      case UInt8(ascii: "="): return second == UInt8(ascii: "=") ? .equal : nil
      case UInt8(ascii: "!"): return second == UInt8(ascii: "=") ? .notEqual : nil
      case UInt8(ascii: "<"): return second == UInt8(ascii: "=") ? .lessOrEqual : nil
      case UInt8(ascii: ">"): return second == UInt8(ascii: "=") ? .greaterOrEqual : nil
      case UInt8(ascii: "&"): return second == UInt8(ascii: "&") ? .and : nil
      case UInt8(ascii: "|"): return second == UInt8(ascii: "|") ? .or : nil
      case UInt8(ascii: "?"): return second == UInt8(ascii: "?") ? .nilCoalescing : nil
      default: return nil
      }
    case 3:
      guard bytes[0] == UInt8(ascii: "."), bytes[1] == UInt8(ascii: ".") else { return nil }
      switch bytes[2] {
      case UInt8(ascii: "<"): return .halfOpenRange
      case UInt8(ascii: "."): return .closedRange
      default: return nil
      }
    default:
      return nil
    }
  }

  /// The operator's precedence group.
  public var precedence: PrecedenceGroup {
    switch self {
    case .multiply, .divide, .remainder: return .multiplication
    case .add, .subtract: return .addition
    case .halfOpenRange, .closedRange: return .rangeFormation
    case .nilCoalescing: return .nilCoalescing
    case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual: return .comparison
    case .and: return .logicalConjunction
    case .or: return .logicalDisjunction
    }
  }

  /// Whether the operator computes a number from two numbers (its literal operands take the other side's type
  /// and the context's type).
  public var isArithmetic: Bool {
    switch self {
    case .add, .subtract, .multiply, .divide, .remainder: return true
    default: return false
    }
  }

  /// Whether the operator compares two values and yields a `Bool`.
  public var isComparison: Bool { precedence == .comparison }
}

/// The prefix operators of the subset.
public enum PrefixOperator: String, Hashable, Sendable {
  /// Numeric negation.
  case negate = "-"
  /// Numeric identity.
  case plus = "+"
  /// Boolean not.
  case not = "!"
}

/// The assignment operators, used by assignment statements.
public enum AssignmentOperator: String, Hashable, Sendable {
  case assign = "="
  case addAssign = "+="
  case subtractAssign = "-="
  case multiplyAssign = "*="
  case divideAssign = "/="
  case remainderAssign = "%="

  /// The arithmetic operator a compound assignment applies; nil for `=`.
  public var arithmeticOperator: BinaryOperator? {
    switch self {
    case .assign: return nil
    case .addAssign: return .add
    case .subtractAssign: return .subtract
    case .multiplyAssign: return .multiply
    case .divideAssign: return .divide
    case .remainderAssign: return .remainder
    }
  }
}
