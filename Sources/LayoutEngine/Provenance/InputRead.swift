import JSONCore

/// An input a layer's computation read besides its proposal and its children's answers: an environment
/// value, a behaviour switch, the text measurer, or a `@State` variable read by an expression.
///
/// The cases that quote an expression or a value are `indirect` (boxed, the box shared by every copy), so a read takes
/// 40 bytes instead of 88: every answer and record keeps its reads, and most are an environment value's two strings.
public enum InputRead: Hashable, Sendable, CustomStringConvertible {
  /// An environment value (`displayScale`, `font`, `lineLimit`, `layoutDirection`, `defaultPadding`, …).
  case environment(name: String, value: String)
  /// A named behaviour switch and its value.
  case behavior(name: String, value: String)
  /// The text measurer, by name.
  case textMeasurer(name: String)
  /// A `@State` variable read by the expression written at `path`.
  indirect case state(name: String, value: JSONValue, expression: String, path: JSONPath)
  /// An expression that could not be evaluated, and why (the argument then acts as nil).
  indirect case unevaluated(expression: String, path: JSONPath, reason: String)
  /// A `GeometryReader`'s proxy read by the expression written at `path` (`proxy.size.width`): the reader's
  /// geometry, a measurement.
  indirect case geometry(proxy: String, reader: String, expression: String, path: JSONPath)
  /// A preference value a `backgroundPreferenceValue`/`overlayPreferenceValue` built its content from: the
  /// key, the value, and the layer whose output it is.
  indirect case preference(key: String, value: JSONValue, from: LayerID)
  /// A custom alignment guide's default computed by its declared `defaultValue(in:)` body (declared at `path`)
  /// for the view `node`, whose layer has no explicit value for it.
  indirect case alignmentGuide(name: String, value: Double, node: String, path: JSONPath)

  /// One phrase: "environment displayScale = 3", "state labelWidth = 71.333 read by `labelWidth`".
  public var description: String {
    switch self {
    case .environment(let name, let value): return "environment \(name) = \(value)"
    case .behavior(let name, let value): return "behaviour \(name) = \(value)"
    case .textMeasurer(let name): return "text measurer \(name)"
    case .state(let name, let value, let expression, _): return "state \(name) = \(value) read by `\(expression)`"
    case .unevaluated(let expression, _, let reason): return "`\(expression)`: \(reason)"
    case .preference(let key, let value, let from): return "preference \(key) = \(value) from \(from)"
    case .geometry(let proxy, let reader, let expression, _):
      return "\(proxy) of GeometryReader #\(reader) read by `\(expression)`"
    case .alignmentGuide(let name, let value, let node, let path):
      return "guide .\(name) of #\(node) = \(LayoutNumber.format(value)) from defaultValue(in:) at \(path)"
    }
  }
}
