import JSONCore
import SwiftSubset

/// A value bound in a scope.
public enum ScopeValue: Hashable, Sendable {
  /// A plain value: a `ForEach` element.
  case value(JSONValue)
  /// A `GeometryReader`'s proxy.
  case geometryProxy(GeometryProxy)
  /// The `ViewDimensions` an `alignmentGuide` computes from.
  case viewDimensions(ViewDimensions)
  /// The value of a preference key as a `backgroundPreferenceValue`/`overlayPreferenceValue` closure receives
  /// it, when layout runs without the update loop (no value is known then).
  case preferenceValue(key: String, node: String)
  /// A value of the Swift subset: a `let` property (a `Binding`, a title), or the value a
  /// `backgroundPreferenceValue` closure receives in the update loop.
  case script(Value)
  /// A `@Binding` property: the name reads and writes this `@State` variable.
  case stateBinding(String)
}
