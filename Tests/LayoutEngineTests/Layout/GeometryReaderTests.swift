import JSONCore
import LayoutEngine
import Synchronization
import Testing

/// `GeometryReader` (`swiftui-semantics.md` §5.8): greedy, content at top-leading, and a proxy with the
/// reader's size and frames in the local, global and named coordinate spaces, resolved when the reader's
/// geometry is known.
struct GeometryReaderTests {
  /// Captures the proxy an expression sees.
  final class ProxyProbe: ExpressionEvaluator {
    let proxy = Mutex<GeometryProxy?>(nil)

    func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
      if expression.source == "probe", case .geometryProxy(let value)? = scope.lookup("proxy") {
        proxy.withLock { $0 = value }
        return Evaluation(value: .double(value.size.width / 2))
      }
      return ScopeEvaluator().evaluate(expression, in: scope)
    }
  }

  /// A 300 x 200 card named "card" at (10, 20) inside padding, holding a reader offset by (5, 7) after 30 of
  /// padding: the reader is 240 x 140.
  private let tree: JSONValue = document(
    [
      "view": "ZStack", "alignment": "topLeading",
      "content": [
        [
          "view": "GeometryReader", "id": "reader", "proxy": "proxy",
          "content": [["view": "Color", "id": "fill", "modifiers": [["frame": ["width": "probe"]]]]],
          "modifiers": [
            ["padding": 30], ["offset": ["x": 5, "y": 7]], ["frame": ["width": 300, "height": 200]],
            ["coordinateSpace": ["name": "card"]],
          ],
        ]
      ],
      "modifiers": [["padding": ["top": 20, "leading": 10]]],
    ], width: 390, height: 763)

  @Test func proxyFramesInEachCoordinateSpace() throws {
    let probe = ProxyProbe()
    let pass = try ViewTree(json: tree).layout(in: fixedAdvance, evaluator: probe)
    let proxy = try #require(probe.proxy.withLock { $0 })
    #expect(close(proxy.size, Size(width: 240, height: 140)))
    #expect(proxy.frame(in: .local) == Rect(x: 0, y: 0, width: 240, height: 140))
    // Global: the padded ZStack (310 x 220) is centred in 390 x 763 at (40, 271.5); inside it the card is
    // at (10, 20), the reader 30 + (5, 7) further.
    #expect(
      close(
        proxy.frame(in: .global) ?? .zero, Rect(x: 40 + 10 + 30 + 5, y: 271.5 + 20 + 30 + 7, width: 240, height: 140)))
    // Named: relative to the card, whose frame includes neither its padding nor the offset it holds.
    #expect(close(proxy.frame(in: .named("card")) ?? .zero, Rect(x: 35, y: 37, width: 240, height: 140)))
    #expect(proxy.frame(in: .named("nowhere")) == nil)
    // The content read the proxy: frame(width: proxy.size.width / 2) = 120, placed at the top-leading corner.
    #expect(close(pass.frame("fill"), Rect(x: 85, y: 328.5, width: 120, height: 140)))
    #expect(close(pass.frame("reader"), Rect(x: 50, y: 291.5, width: 300, height: 200)))
  }

  @Test func greedyAndNilProposals() throws {
    let pass = try layout(document(["view": "GeometryReader", "id": "r"], width: 100, height: nil))
    #expect(close(pass.size("r"), Size(width: 100, height: 0)))
    #expect(pass.layer("r", 0)?.heightRule == .geometryReaderUnspecified(0))
    #expect(pass.layer("r", 0)?.reads.contains(.behavior(name: "geometryReaderUnspecifiedSize", value: "0")) == true)
  }

  @Test func proxySizeReachesTheContentThroughTheDefaultEvaluator() throws {
    // ScopeEvaluator resolves proxy.size.width without state: the colour is framed to the reader's width.
    let pass = try layout(
      document(
        [
          "view": "GeometryReader", "proxy": "geo",
          "content": [
            [
              "view": "Color", "id": "c",
              "modifiers": [["frame": ["width": "geo.size.width", "height": "geo.size.height"]]],
            ]
          ],
        ], width: 200, height: 100))
    #expect(close(pass.size("c"), Size(width: 200, height: 100)))
  }

  @Test func contentIsResolvedPerReaderInstance() throws {
    // A reader inside a ForEach: each instance's content gets its own proxy and ids.
    let pass = try layout(
      document(
        [
          "view": "VStack", "spacing": 0,
          "content": [
            [
              "view": "ForEach", "data": "0..<2",
              "content": [
                [
                  "view": "GeometryReader", "proxy": "p",
                  "content": [["view": "Text", "id": "label", "text": "\\(p.size.width)"]],
                ]
              ],
            ]
          ],
        ], width: 100, height: 100))
    #expect(pass.node("label[0]")?.text == "100.0")
    #expect(pass.node("label[1]")?.text == "100.0")
  }
}
