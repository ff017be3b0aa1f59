import InspectorTestSupport
import JSONCore
import LayoutEngine
import Testing

/// Random trees built from every preference modifier, with good and bad expressions, reducers and actions: the
/// update loop never traps, always stops within its bounds, and reports problems as diagnostics.
struct UpdateLoopRobustnessTests {
  static let expressions = [
    "1", "n", "n + 1", "proxy.size.width", "w ?? 0", "w!", "[1, 2][n]", "1 / n", "\"text\"", "flag", "n.toggle()",
    "undefined", "(w ?? 1) * 2", "max(n, 3)",
  ]
  static let actions = [
    "n = $0", "n += 1", "w = CGFloat($0)", "flag.toggle()", "print($0)", "{ v in w = (w ?? 0) + 1 }", "n = [1][5]",
    "{ a, b in n = a }", "items.append(n)", "",
  ]
  static let reducers = [
    "max", "last", "first", "sum", "value = nextValue()", "value += nextValue()", "value = value / 0",
  ]

  func view(_ random: inout SeededRandomNumberGenerator, depth: Int) -> JSONValue {
    func pick(_ list: [String]) -> JSONValue { .string(list[Int(random.next() % UInt64(list.count))]) }
    var modifiers: [JSONValue] = []
    for _ in 0..<Int(random.next() % 4) {
      switch random.next() % 8 {
      case 0: modifiers.append(["preference": ["key": "K", "value": pick(Self.expressions)]])
      case 1: modifiers.append(["onPreferenceChange": ["key": "K", "perform": pick(Self.actions)]])
      case 2: modifiers.append(["transformPreference": ["key": "K", "transform": "$0 += 1"]])
      case 3: modifiers.append(["frame": ["width": pick(Self.expressions)]])
      case 4: modifiers.append(["anchorPreference": ["key": "A", "value": ".bounds"]])
      case 5:
        modifiers.append([
          "background": [
            "view": "GeometryReader", "proxy": "proxy",
            "content": [
              ["view": "Color", "modifiers": [["preference": ["key": "K", "value": pick(Self.expressions)]]]]
            ],
          ]
        ])
      case 6: modifiers.append(["onChange": ["of": pick(Self.expressions), "perform": pick(Self.actions)]])
      default: modifiers.append(["padding": 2])
      }
    }
    if depth == 0 || random.next() % 3 == 0 {
      return ["view": "Text", "text": "\\(n)", "modifiers": .array(modifiers)]
    }
    let children = (0..<1 + Int(random.next() % 3)).map { _ in view(&random, depth: depth - 1) }
    if random.next() % 4 == 0 {
      return ["if": "flag", "then": .array(children)]
    }
    return [
      "view": random.next() % 2 == 0 ? "VStack" : "HStack", "content": .array(children), "modifiers": .array(modifiers),
    ]
  }

  @Test func randomTreesStopWithinTheirBounds() {
    var random = SeededRandomNumberGenerator(seed: 3)
    let configuration = LiveTreeConfiguration(update: UpdateLimits(maxPasses: 6))
    var opened = 0
    for _ in 0..<60 {
      let reducer = Self.reducers[Int(random.next() % UInt64(Self.reducers.count))]
      let json = document(
        view(&random, depth: 3),
        extra: [
          "state": [
            "n": 1, "flag": true, "w": ["type": "CGFloat?", "value": nil], "items": ["type": "[Int]", "value": []],
          ],
          "preferenceKeys": [
            "K": ["type": "Int", "defaultValue": 0, "reduce": .string(reducer)],
            "A": ["type": "Anchor<CGRect>?", "defaultValue": nil, "reduce": "value = nextValue() ?? value"],
          ],
        ])
      guard var live = try? LiveTree(json: json, environment: fixedAdvance, configuration: configuration) else {
        continue
      }
      opened += 1
      #expect(live.current.outcome.passes <= 6)
      #expect((try? live.apply([.setState(name: "flag", value: false)])) != nil)
      #expect((try? live.apply([.setState(name: "n", value: 0)])) != nil)
      #expect(live.current.outcome.passes <= 6)
    }
    #expect(opened > 30)
  }
}
