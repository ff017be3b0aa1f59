/// An object of the host that expressions can use: a `GeometryProxy`, for instance.
///
/// The interpreter asks the object for members (`proxy.size`), method calls (`proxy.frame(in: .global)`) and
/// subscripts (`proxy[anchor]`). Each returns nil when the object has no such member, which the interpreter
/// reports as an unknown member, or throws `HostError` to report a failure in the object's own words.
/// Objects are compared by identity.
public protocol HostObject: AnyObject, Sendable {
  /// The Swift type name shown in messages and descriptions (`GeometryProxy`).
  var typeName: String { get }

  /// The value of a property, or nil when the object has none of that name.
  func member(_ name: String) throws(HostError) -> Value?

  /// The result of a method call, or nil when the object has no such method.
  func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value?

  /// The result of a subscript, or nil when the object has no subscript taking these arguments.
  func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value?

  /// What `print` shows for the object.
  var objectDescription: String { get }
}

extension HostObject {
  /// No properties by default.
  public func member(_ name: String) throws(HostError) -> Value? { nil }

  /// No methods by default.
  public func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? { nil }

  /// No subscripts by default.
  public func subscriptValue(_ arguments: [HostArgument]) throws(HostError) -> Value? { nil }

  /// The type name by default.
  public var objectDescription: String { typeName }
}

/// An argument passed to a host object: its label (nil when unlabelled) and its value.
public struct HostArgument: Hashable, Sendable {
  /// The label, or nil.
  public var label: String?
  /// The value.
  public var value: Value

  /// Creates an argument.
  public init(label: String? = nil, value: Value) {
    self.label = label
    self.value = value
  }
}

/// A failure reported by the host, in the host's words; the interpreter adds the expression and location.
public struct HostError: Error, Hashable, Sendable {
  /// What went wrong.
  public var message: String

  /// Creates an error.
  public init(_ message: String) {
    self.message = message
  }
}

/// A host object inside a `Value`: compared by identity, so that `Value` stays `Equatable` and `Hashable`.
public struct HostObjectReference: Hashable, Sendable {
  /// The object.
  public let object: any HostObject

  /// Wraps an object.
  public init(_ object: any HostObject) {
    self.object = object
  }

  /// The same object.
  public static func == (lhs: HostObjectReference, rhs: HostObjectReference) -> Bool {
    lhs.object === rhs.object
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(object))
  }
}
