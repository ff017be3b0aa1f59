import InspectorProtocol
import InspectorServer
import JSONCore
import LayoutEngine
import Testing
import TextMetrics

/// An edit as `tree/edit` sends it, read by the one edit grammar: the protocol's `Edit`, converted as the daemon
/// converts it.
func treeEdit(_ json: JSONValue, at path: JSONPath = JSONPath.root.key("edits").index(0)) throws -> TreeEdit {
  try JSONValueDecoder(rootPath: path).decode(Edit.self, from: json).engineEdit
}

/// A tree document around `root`, at `scale`, proposed `width` × `height` (nil: ideal).
func document(
  _ root: JSONValue, scale: Int64 = 3, width: JSONValue = 390, height: JSONValue = 763, behaviors: JSONValue? = nil,
  extra: [String: JSONValue] = [:]
) -> JSONValue {
  var environment: JSONObject = ["displayScale": .integer(scale)]
  if let behaviors { environment["behaviors"] = behaviors }
  var object: JSONObject = [
    "environment": .object(environment), "proposal": ["width": width, "height": height], "root": root,
  ]
  for (key, value) in extra { object[key] = value }
  return .object(object)
}

/// The layout tests' environment: @3x iOS 18 with the deterministic fixed-advance measurer (0.5 em advances), which
/// their arithmetic assumes. The product's default measurer is the SF emulation.
let fixedAdvance = LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer())

/// Lays out a document with the fixed-advance measurer (or `measurer`).
func layout(
  _ json: JSONValue, measurer: any TextMeasurer = FixedAdvanceTextMeasurer(),
  evaluator: (any ExpressionEvaluator)? = nil,
  sourceLocation: SourceLocation = #_sourceLocation
) throws -> LayoutPass {
  let tree = try ViewTree(json: json)
  return tree.layout(in: LayoutEnvironment(textMeasurer: measurer), evaluator: evaluator)
}

extension LayoutPass {
  /// The outermost layer's frame of node `id` in root coordinates (zero when absent, so tests fail clearly).
  func frame(_ id: String) -> Rect { node(id)?.frame ?? Rect(x: .nan, y: .nan, width: .nan, height: .nan) }
  /// The outermost layer's size of node `id`.
  func size(_ id: String) -> Size { node(id)?.size ?? Size(width: .nan, height: .nan) }
  /// One layer of node `id`.
  func layer(_ id: String, _ index: Int) -> LayerRecord? {
    guard let node = node(id), node.layers.indices.contains(index) else { return nil }
    return node.layers[index]
  }
}

/// Whether two numbers agree to 1e-9.
func close(_ a: Double, _ b: Double) -> Bool { a == b || abs(a - b) <= 1e-9 }

/// Whether two rects agree to 1e-9.
func close(_ a: Rect, _ b: Rect) -> Bool {
  close(a.minX, b.minX) && close(a.minY, b.minY) && close(a.width, b.width) && close(a.height, b.height)
}

/// Whether two sizes agree to 1e-9.
func close(_ a: Size, _ b: Size) -> Bool { close(a.width, b.width) && close(a.height, b.height) }

/// An evaluator for tests: literal state values by name, recording the reads; otherwise the scope evaluator.
struct StateEvaluator: ExpressionEvaluator {
  var state: [String: JSONValue]

  func evaluate(_ expression: SwiftExpression, in scope: EvaluationScope) -> Evaluation {
    if let value = state[expression.source] {
      return Evaluation(value: value, reads: [StateRead(name: expression.source, value: value)])
    }
    return ScopeEvaluator().evaluate(expression, in: scope)
  }
}

/// `count` pixels on the @`scale` grid, computed as the engine does: count × (1 / scale).
func pixels(_ count: Double, scale: Double = 3) -> Double { count * (1 / scale) }

/// A live tree of `root` with `state`, `keys` (preference key declarations) and `types`, proposed 390 × 763 at
/// @3x, measured with the fixed-advance measurer unless told otherwise.
func liveTree(
  _ root: JSONValue, state: JSONValue = [:], keys: JSONValue = [:], types: JSONValue = [:], behaviors: JSONValue? = nil,
  width: JSONValue = 390, height: JSONValue = 763, environment: LayoutEnvironment = fixedAdvance,
  configuration: LiveTreeConfiguration = LiveTreeConfiguration()
) throws -> LiveTree {
  let json = document(
    root, width: width, height: height, behaviors: behaviors,
    extra: ["state": state, "preferenceKeys": keys, "types": types])
  return try LiveTree(json: json, environment: environment, configuration: configuration)
}

extension LiveTree {
  /// The current version's last pass.
  var last: UpdatePass {
    get throws { try #require(current.lastPass) }
  }

  /// What the node reports to its parent for `key` in the last pass, as JSON; nil when it produces nothing.
  func value(_ key: String, at node: String) -> JSONValue? {
    current.lastPass?.preferences.value(of: key, at: node)?.json
  }

  /// Every line the current version printed, in order.
  var printed: [String] { (current.editPrints + current.passes.flatMap(\.prints)).map(\.text) }

  /// Every diagnostic message of the current version.
  var messages: [String] { current.allDiagnostics.map(\.message) }
}

/// A key declaration: `{"type", "defaultValue", "reduce"}`.
func key(_ type: String, _ defaultValue: JSONValue, _ reduce: String) -> JSONValue {
  ["type": .string(type), "defaultValue": defaultValue, "reduce": .string(reduce)]
}

/// A `Color` writing `value` (a Swift expression) under `key`, with an id.
func writer(_ id: String, _ key: String, _ value: String, modifiers: [JSONValue] = []) -> JSONValue {
  [
    "view": "Color", "id": .string(id),
    "modifiers": .array([["preference": ["key": .string(key), "value": .string(value)]]] + modifiers),
  ]
}
