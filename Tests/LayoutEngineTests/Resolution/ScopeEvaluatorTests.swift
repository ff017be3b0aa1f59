import JSONCore
import LayoutEngine
import Testing

/// `ScopeEvaluator` reads a bound value by its name and a proxy's size as `name.size.width` or `name.size.height`:
/// exactly three parts between dots, cut as characters (an ASCII source at its dot bytes).
struct ScopeEvaluatorTests {
  private func evaluate(_ source: String) -> JSONValue? {
    let proxy = GeometryProxy(
      size: Size(width: 120, height: 45), frameInRoot: Rect(x: 0, y: 0, width: 120, height: 45), namedSpaces: [])
    let scope = EvaluationScope.empty.binding("geo", to: .geometryProxy(proxy))
      .binding("prøxy", to: .geometryProxy(proxy)).binding("item", to: .value(.double(7)))
    return ScopeEvaluator().evaluate(SwiftExpression(source, path: .root), in: scope).value
  }

  @Test func readsAProxysSizeAndBoundValues() {
    #expect(evaluate("geo.size.width") == .double(120))
    #expect(evaluate("geo.size.height") == .double(45))
    #expect(evaluate("prøxy.size.width") == .double(120))
    #expect(evaluate("prøxy.size.height") == .double(45))
    #expect(evaluate("item") == .double(7))
  }

  @Test func anythingElseIsUnevaluated() {
    for source in [
      "geo.size.depth", "geo.frame.width", "geo.size", "geo.size.width.", "a.geo.size.width", ".size.width",
      "geo..size.width", "geo.size.widths", "item.size.width", "other.size.width", "prøxy.size.wídth",
      "geo.size.width\u{301}", "geo",
    ] {
      #expect(evaluate(source) == nil, "\(source)")
    }
  }
}
