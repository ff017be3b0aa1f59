import JSONCore

/// A value bound in a scope.
public enum ScopeValue: Hashable, Sendable {
  /// A plain value: a `ForEach` element.
  case value(JSONValue)
  /// A `GeometryReader`'s proxy.
  case geometryProxy(GeometryProxy)
  /// The `ViewDimensions` an `alignmentGuide` computes from.
  case viewDimensions(ViewDimensions)
  /// The value of a preference key as a `backgroundPreferenceValue`/`overlayPreferenceValue` closure receives
  /// it; the preference engine supplies it.
  case preferenceValue(key: String, node: String)
}
