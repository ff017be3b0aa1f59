import JSONCore

/// The evaluator used when the caller supplies none: it resolves a bare identifier bound in the scope
/// (a `ForEach` element) and `proxy.size.width` / `proxy.size.height` of a `GeometryReader` proxy. Anything
/// else, state included, is an "unevaluated expression": numeric arguments then act as nil.
public struct ScopeEvaluator: ExpressionEvaluator {
  /// Creates the evaluator.
  public init() {}

  /// See `ExpressionEvaluator.evaluate(_:in:)`.
  public func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
    let source = expression.source
    if let binding = scope.lookup(source), case .value(let value) = binding {
      return Evaluation(value: value)
    }
    if let (name, dimension) = Self.sizeRead(source), let binding = scope.lookup(name),
      case .geometryProxy(let proxy) = binding
    {
      switch dimension {
      case "width": return Evaluation(value: .double(proxy.size.width))
      case "height": return Evaluation(value: .double(proxy.size.height))
      default: break
      }
    }
    return .failed(ScopeEvaluator.unevaluated)
  }

  /// `name.size.dimension` cut into its name and its dimension: nil unless `source` is three parts between two dots
  /// with `size` in the middle. An ASCII source is cut at its dot bytes in place (its characters are its bytes): split
  /// into an array of strings, each proxy read made two arrays and three strings (about 4,300 instructions, 1,000
  /// reads a pass of the 1,000-row form); any other is split by characters.
  private static func sizeRead(_ source: String) -> (name: String, dimension: Substring)? {
    let dot = UInt8(ascii: ".")
    let utf8 = source.utf8
    guard utf8.allSatisfy({ $0 < 0x80 }) else {
      let parts = source.split(separator: ".", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[1] == "size" else { return nil }
      return (String(parts[0]), parts[2])
    }
    guard let first = utf8.firstIndex(of: dot) else { return nil }
    let middle = utf8.index(after: first)
    guard let second = utf8[middle...].firstIndex(of: dot) else { return nil }
    let last = utf8.index(after: second)
    guard !utf8[last...].contains(dot), source[middle..<second] == "size" else { return nil }
    return (String(source[..<first]), source[last...])
  }

  /// The failure reason for expressions no evaluator could resolve.
  public static let unevaluated = "unevaluated expression"
}
