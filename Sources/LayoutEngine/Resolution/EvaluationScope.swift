import JSONCore

/// The names visible to an expression where it is written: `ForEach` elements, `GeometryReader` proxies,
/// the `d` of an `alignmentGuide`, and preference values of `backgroundPreferenceValue` closures.
///
/// Scopes are immutable and shared: each node keeps the scope of its declaration, so the preference engine
/// can evaluate a node's preference values after layout in exactly the scope layout used.
public final class EvaluationScope: Sendable {
  /// The enclosing scope.
  public let parent: EvaluationScope?
  /// The innermost binding's name ("" for the empty scope).
  public let name: String
  /// The innermost binding's value.
  public let value: ScopeValue
  /// The number of bindings in the chain.
  public let count: Int

  private init(parent: EvaluationScope?, name: String, value: ScopeValue) {
    self.parent = parent
    self.name = name
    self.value = value
    self.count = (parent?.count ?? 0) + (name.isEmpty ? 0 : 1)
  }

  /// The scope with no bindings.
  public static let empty = EvaluationScope(parent: nil, name: "", value: .value(.null))

  /// This scope with `name` bound to `value` (shadowing an outer binding of the same name).
  public func binding(_ name: String, to value: ScopeValue) -> EvaluationScope {
    EvaluationScope(parent: self, name: name, value: value)
  }

  /// The innermost value bound to `name`.
  public func lookup(_ name: String) -> ScopeValue? {
    var scope: EvaluationScope? = self
    while let current = scope {
      if !current.name.isEmpty, current.name == name { return current.value }
      scope = current.parent
    }
    return nil
  }

  /// Every binding, innermost first.
  public var bindings: [(name: String, value: ScopeValue)] {
    var result: [(String, ScopeValue)] = []
    var scope: EvaluationScope? = self
    while let current = scope {
      if !current.name.isEmpty { result.append((current.name, current.value)) }
      scope = current.parent
    }
    return result
  }
}
