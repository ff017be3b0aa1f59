/// A value of the Swift subset.
///
/// Values have value semantics, as Swift's value types do: copying a `Value` copies arrays and structs
/// (copy-on-write), so mutating one variable never changes another. Host objects are the one reference type,
/// compared by identity.
///
/// `CGFloat` and `Double` are distinct cases with the same representation, because Swift keeps them distinct
/// types (they convert implicitly, SE-0307). Optionals are `some`/`none`, and `none` remembers the wrapped type
/// so that typing literals against a nil variable still works (`value ?? 0` with `value: CGFloat?` is a
/// `CGFloat`).
///
/// `==` compares structurally (memberwise for structs; `nil` equals `nil` whatever the wrapped type; NaN is not
/// equal to itself). The language's own `==`, which applies a struct's custom equality, is
/// `Interpreter.isEqual(_:_:in:)`.
public enum Value: Hashable, Sendable {
  /// `()`: what statements, `print` and mutating methods produce.
  case void
  /// A `Bool`.
  case bool(Bool)
  /// An `Int`.
  case int(Int)
  /// A `Double`.
  case double(Double)
  /// A `CGFloat`.
  case cgFloat(Double)
  /// A `String`.
  case string(String)
  /// A `CGSize`.
  case size(CGSizeValue)
  /// A `CGPoint`.
  case point(CGPointValue)
  /// A `CGRect`.
  case rect(CGRectValue)
  /// A `UUID`.
  case uuid(UUIDValue)
  /// An `Anchor<CGRect>` or `Anchor<CGPoint>`. (Boxed, like structs, to keep `Value` small.)
  indirect case anchor(AnchorValue)
  /// `Optional.some`.
  indirect case some(Value)
  /// `Optional.none`, with the wrapped type (`unknown` when nothing said).
  case none(ValueType)
  /// An array.
  case array(ArrayValue)
  /// A `Range<Int>` or `ClosedRange<Int>`.
  case range(RangeValue)
  /// A value of a struct declared by the tree.
  indirect case structure(StructValue)
  /// A case of an enum declared by the tree.
  case enumCase(EnumCaseValue)
  /// A `Binding<T>` to a host variable.
  case binding(BindingValue)
  /// An object of the host (`GeometryProxy`).
  case hostObject(HostObjectReference)
  /// An implicit member not resolved against a type (`.global`, `.named("form")`, `.bounds`).
  case implicitMember(ImplicitMemberValue)

  /// The value's type.
  public var type: ValueType {
    switch self {
    case .void: return .void
    case .bool: return .bool
    case .int: return .int
    case .double: return .double
    case .cgFloat: return .cgFloat
    case .string: return .string
    case .size: return .cgSize
    case .point: return .cgPoint
    case .rect: return .cgRect
    case .uuid: return .uuid
    case .anchor(let anchor): return anchor.type
    case .some(let wrapped): return .optional(wrapped.type)
    case .none(let wrapped): return .optional(wrapped)
    case .array(let array): return .array(array.elementType)
    case .range(let range): return .range(closed: range.isClosed)
    case .structure(let value): return .structure(value.typeName)
    case .enumCase(let value): return .structure(value.typeName)
    case .binding(let binding): return .binding(binding.valueType)
    case .hostObject(let reference): return .hostObject(reference.object.typeName)
    case .implicitMember: return .implicitMember
    }
  }

  /// Structural equality; see the type's documentation.
  public static func == (lhs: Value, rhs: Value) -> Bool {
    switch (lhs, rhs) {
    case (.void, .void): return true
    case (.bool(let a), .bool(let b)): return a == b
    case (.int(let a), .int(let b)): return a == b
    case (.double(let a), .double(let b)): return a == b
    case (.cgFloat(let a), .cgFloat(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.size(let a), .size(let b)): return a == b
    case (.point(let a), .point(let b)): return a == b
    case (.rect(let a), .rect(let b)): return a == b
    case (.uuid(let a), .uuid(let b)): return a == b
    case (.anchor(let a), .anchor(let b)): return a == b
    case (.some(let a), .some(let b)): return a == b
    case (.none, .none): return true
    case (.array(let a), .array(let b)): return a == b
    case (.range(let a), .range(let b)): return a == b
    case (.structure(let a), .structure(let b)): return a == b
    case (.enumCase(let a), .enumCase(let b)): return a == b
    case (.binding(let a), .binding(let b)): return a == b
    case (.hostObject(let a), .hostObject(let b)): return a == b
    case (.implicitMember(let a), .implicitMember(let b)): return a == b
    default: return false
    }
  }

  /// Hashes consistently with `==` (a `nil`'s wrapped type is not hashed).
  public func hash(into hasher: inout Hasher) {
    switch self {
    case .void: hasher.combine(0)
    case .bool(let value): hasher.combine(value)
    case .int(let value): hasher.combine(value)
    case .double(let value), .cgFloat(let value): hasher.combine(value)
    case .string(let value): hasher.combine(value)
    case .size(let value): hasher.combine(value)
    case .point(let value): hasher.combine(value)
    case .rect(let value): hasher.combine(value)
    case .uuid(let value): hasher.combine(value)
    case .anchor(let value): hasher.combine(value)
    case .some(let value): hasher.combine(value)
    case .none: hasher.combine(1)
    case .array(let value): hasher.combine(value)
    case .range(let value): hasher.combine(value)
    case .structure(let value): hasher.combine(value)
    case .enumCase(let value): hasher.combine(value)
    case .binding(let value): hasher.combine(value)
    case .hostObject(let value): hasher.combine(value)
    case .implicitMember(let value): hasher.combine(value)
    }
  }
}
