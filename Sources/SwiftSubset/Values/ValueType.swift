/// A type of the subset: what a state variable, a preference key, a parameter or a local is declared as, and
/// what a value is at run time.
///
/// Types are written as Swift writes them (`CGFloat?`, `[CGFloat]`, `Anchor<CGRect>?`) and parsed with
/// `ValueType(parsing:)`. `unknown` stands for a type that is not known, such as the element type of an empty
/// array literal written without context or the wrapped type of a `nil` written without context; it accepts
/// any value.
public indirect enum ValueType: Hashable, Sendable, CustomStringConvertible {
  /// `()`, what statements and `print` produce.
  case void
  /// `Bool`.
  case bool
  /// `Int` (64-bit).
  case int
  /// `Double`.
  case double
  /// `CGFloat` (64-bit, a `Double` underneath; interchangeable with `Double` as in Swift 5.5 and later).
  case cgFloat
  /// `String`.
  case string
  /// `CGSize`.
  case cgSize
  /// `CGPoint`.
  case cgPoint
  /// `CGRect`.
  case cgRect
  /// Foundation's `UUID`.
  case uuid
  /// `Anchor<CGRect>` or `Anchor<CGPoint>`: the payload is the anchored value's type.
  case anchor(ValueType)
  /// `T?`, `Optional<T>`.
  case optional(ValueType)
  /// `[T]`, `Array<T>`.
  case array(ValueType)
  /// `Range<Int>` (`closed: false`) or `ClosedRange<Int>` (`closed: true`).
  case range(closed: Bool)
  /// A struct or an enum declared by the tree (`BoundsAnchor`, `Filter`): a type's name alone does not say
  /// which (`Filter` in `[Filter]` is parsed before any declaration is known); `TypeDeclarations` does.
  case structure(String)
  /// `Binding<T>`: a reference to a host variable of type `T`.
  case binding(ValueType)
  /// An opaque object of the host, named by its type (`GeometryProxy`).
  case hostObject(String)
  /// An implicit member expression not (yet) resolved against a type: `.global`, `.named("form")`, `.bounds`.
  case implicitMember
  /// A type that is not known; it accepts every value.
  case unknown

  /// The type as Swift spells it.
  public var description: String {
    switch self {
    case .void: return "Void"
    case .bool: return "Bool"
    case .int: return "Int"
    case .double: return "Double"
    case .cgFloat: return "CGFloat"
    case .string: return "String"
    case .cgSize: return "CGSize"
    case .cgPoint: return "CGPoint"
    case .cgRect: return "CGRect"
    case .uuid: return "UUID"
    case .anchor(let wrapped): return "Anchor<\(wrapped)>"
    case .optional(let wrapped): return wrapped.description + "?"
    case .array(let element): return "[\(element)]"
    case .range(let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
    case .structure(let name): return name
    case .binding(let wrapped): return "Binding<\(wrapped)>"
    case .hostObject(let name): return name
    case .implicitMember: return "(implicit member)"
    case .unknown: return "_"
    }
  }

  /// Whether the type is `CGFloat` or `Double`.
  public var isFloatingPoint: Bool { self == .cgFloat || self == .double }

  /// Whether the type is a number type.
  public var isNumeric: Bool { self == .int || isFloatingPoint }

  /// The wrapped type of an optional; the type itself otherwise.
  public var unwrappingOptional: ValueType {
    if case .optional(let wrapped) = self { return wrapped }
    return self
  }

  /// Whether the type is an optional.
  public var isOptional: Bool {
    if case .optional = self { return true }
    return false
  }

  /// Whether `unknown` occurs anywhere in the type.
  public var containsUnknown: Bool {
    switch self {
    case .unknown, .implicitMember: return true
    case .anchor(let inner), .optional(let inner), .array(let inner), .binding(let inner): return inner.containsUnknown
    default: return false
    }
  }

  /// How deeply the type nests (`CGFloat` is 1, `[CGFloat?]` is 3).
  var depth: Int {
    switch self {
    case .anchor(let inner), .optional(let inner), .array(let inner), .binding(let inner): return inner.depth + 1
    default: return 1
    }
  }

  /// The built-in type named by a simple type name, if any.
  static func builtin(named name: String) -> ValueType? {
    switch name {
    case "CGFloat": return .cgFloat
    case "Double": return .double
    case "Int": return .int
    case "Bool": return .bool
    case "String": return .string
    case "CGSize": return .cgSize
    case "CGPoint": return .cgPoint
    case "CGRect": return .cgRect
    case "UUID": return .uuid
    case "Void": return .void
    default: return nil
    }
  }
}
