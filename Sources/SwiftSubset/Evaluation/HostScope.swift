/// The host's variables, as expressions see them: `@State` variables, captured geometry proxies, bindings
/// passed to a reusable part of the tree.
///
/// The interpreter looks a name up here after the locals and closure parameters, records every read and
/// write in the `EvaluationLog`, checks writes against the declared type (converting literals and optionals as
/// Swift does) and only then calls `setVariable`. Implementations decide what a name means, for instance
/// mapping a `@Binding` parameter's name to the parent's `@State`.
public protocol HostScope: AnyObject {
  /// The variable of that name, or nil when the host has none.
  func variable(named name: String) -> HostVariable?

  /// Stores a new value, already checked against the variable's declared type. Throws to refuse.
  func setVariable(named name: String, to value: Value) throws(HostError)

  /// What the evaluation's `UUID()`s derive their values from (`UUIDValue.generated(seed:count:)`), asked on
  /// the first call; nil (the default) leaves it to `EvaluationContext.uuidSeed`. A host that runs actions
  /// returns a stable hash of what the action runs on, so that the same action on other state makes other
  /// UUIDs.
  func uuidSeed() -> UInt64?
}

extension HostScope {
  /// No seed of the host's own: `EvaluationContext.uuidSeed` applies.
  public func uuidSeed() -> UInt64? { nil }
}

/// A host variable: its current value, its declared type and whether expressions may assign it.
public struct HostVariable: Hashable, Sendable {
  /// The current value.
  public var value: Value
  /// The declared type (`CGFloat?` for `@State private var labelWidth: CGFloat?`).
  public var type: ValueType
  /// Whether assignments, compound assignments and mutating methods may change it.
  public var isWritable: Bool

  /// Creates a variable.
  public init(value: Value, type: ValueType, isWritable: Bool = true) {
    self.value = value
    self.type = type
    self.isWritable = isWritable
  }
}
