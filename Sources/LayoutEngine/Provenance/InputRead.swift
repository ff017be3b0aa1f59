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

extension InputRead {
  /// `self == other`, compared in place when `self` is an environment, behaviour or text measurer read (what layers
  /// record by the thousand in a pass); other reads go to `==`. The synthesized `==` switches over the pair of
  /// reads, which copies both with everything they hold: about 170 instructions a comparison, where this takes
  /// about 6 (release, a throwaway benchmark of the same enum).
  func matches(_ other: InputRead) -> Bool {
    switch self {
    case .environment(let name, let value):
      guard case .environment(let otherName, let otherValue) = other else { return false }
      return name == otherName && value == otherValue
    case .behavior(let name, let value):
      guard case .behavior(let otherName, let otherValue) = other else { return false }
      return name == otherName && value == otherValue
    case .textMeasurer(let name):
      guard case .textMeasurer(let otherName) = other else { return false }
      return name == otherName
    default:
      return self == other
    }
  }

  /// Whether this read is spelled as `other` is, as far as `==` cannot tell (`JSONValue.isSpelled(as:)`): a read is
  /// printed in the layer's record, so a state or preference value that went from -0.0 to 0.0, or a text from one
  /// Unicode normalization to the other, makes another record.
  func isSpelled(as other: InputRead) -> Bool {
    switch (self, other) {
    case (.environment(let name, let value), .environment(let otherName, let otherValue)),
      (.behavior(let name, let value), .behavior(let otherName, let otherValue)):
      return name.isSpelled(as: otherName) && value.isSpelled(as: otherValue)
    case (.textMeasurer(let name), .textMeasurer(let otherName)): return name.isSpelled(as: otherName)
    case (.state(let name, let value, let expression, _), .state(let otherName, let otherValue, let otherExpression, _)):
      return name.isSpelled(as: otherName) && value.isSpelled(as: otherValue)
        && expression.isSpelled(as: otherExpression)
    case (.unevaluated(let expression, _, let reason), .unevaluated(let otherExpression, _, let otherReason)):
      return expression.isSpelled(as: otherExpression) && reason.isSpelled(as: otherReason)
    case (
      .geometry(let proxy, let reader, let expression, _),
      .geometry(let otherProxy, let otherReader, let otherExpression, _)
    ):
      return proxy.isSpelled(as: otherProxy) && reader.isSpelled(as: otherReader)
        && expression.isSpelled(as: otherExpression)
    case (.preference(let key, let value, _), .preference(let otherKey, let otherValue, _)):
      return key.isSpelled(as: otherKey) && value.isSpelled(as: otherValue)
    case (
      .alignmentGuide(let name, let value, let node, _),
      .alignmentGuide(let otherName, let otherValue, let otherNode, _)
    ):
      return name.isSpelled(as: otherName) && value.bitPattern == otherValue.bitPattern && node.isSpelled(as: otherNode)
    default: return false
    }
  }
}
