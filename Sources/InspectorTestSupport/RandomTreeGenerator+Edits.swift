import JSONCore

extension RandomTreeGenerator {
  /// One edit as `tree/edit` sends it, of any kind, naming nodes from `nodeIDs` (the ids a pass laid out, or
  /// the document declares) most of the time; sometimes malformed.
  package mutating func edit(nodeIDs: [String]) -> JSONValue {
    func node() -> JSONValue {
      if nodeIDs.isEmpty || choices.chance(10) {
        return .string(choices.pick(["", "nope", "root", "v1", "form/HStack0", "row[999]", "#x"]))
      }
      return .string(choices.pick(nodeIDs))
    }
    switch choices.choose(12) {
    case 0:
      let name = choices.chance(10) ? "missing" : choices.pick(Self.stateNames)
      let value = choices.choose(2) == 0 ? hostileJSON() : stateValue(name)
      return ["setState": ["name": .string(name), "value": value]]
    case 1: return ["setText": ["node": node(), "text": .string(textTemplate())]]
    case 2: return ["replace": ["node": node(), "view": choices.chance(8) ? hostileJSON() : view(depth: 2)]]
    case 3:
      let index: JSONValue = choices.pick([0, 1, 2, -1, 100, .integer(Int64.max), .integer(Int64.min), 1.5, "0"])
      return ["insert": ["parent": node(), "index": index, "view": view(depth: 2)]]
    case 4: return ["remove": ["node": node()]]
    case 5:
      return ["setModifiers": ["node": node(), "modifiers": choices.chance(8) ? hostileJSON() : modifiers(depth: 2)]]
    case 6:
      return [
        "propose": [
          "width": choices.pick([390, 0, nil, "infinity", ".infinity", -1, 1e308, "nan", .integer(Int64.max), [:]]),
          "height": proposedLength(),
        ]
      ]
    case 7: return ["environment": environment()]
    case 8, 9: return ["tap": ["node": node()]]
    case 10: return ["setState": ["name": "n", "value": .integer(Int64(choices.pick([0, 1, 2, 1000, -5])))]]
    default:
      return choices.pick([
        [:], ["setText": 1], ["setText": ["node": "x"]], ["a": [:], "b": [:]], ["frobnicate": [:]], [1],
        ["propose": ["depth": 3]], ["tap": ["node": 7]],
      ])
    }
  }

  /// A value that fits the state variable `name` most of the time.
  mutating func stateValue(_ name: String) -> JSONValue {
    switch name {
    case "n": return choices.pick([0, 1, 2, 3, -1, .integer(Int64.max), .integer(Int64.min), 100_000])
    case "w": return choices.pick([nil, 10, 0, 1e308, -1e308, .double(.leastNonzeroMagnitude)])
    case "flag": return .bool(choices.choose(2) == 0)
    case "s": return .string(choices.chance(4) ? String(repeating: "s", count: 10_000) : "edited")
    case "items": return .array((0..<choices.pick([0, 3, 50])).map { .integer(Int64($0)) })
    case "widths": return [1, 2.5, 1e308]
    case "size": return ["width": 1, "height": choices.pick([2, -2, 1e308])]
    default: return ["v": 1, "items": [1]]
    }
  }

  /// A selector in the language of `tree/select`: every feature, combined and nested, naming ids from `nodeIDs`;
  /// sometimes malformed.
  package mutating func selector(nodeIDs: [String], depth: Int = 0) -> String {
    let simple = [
      "*", "Text", "HStack", "VStack", "if", "ForEach", "GeometryReader", ":root", "[text]", "[text=\"User:\"]",
      "[text*=o]", "[text^=\"\"]", "[text$=\":\"]", "[id^=v]", "[view=Text]", "[modifier=frame]", "[key=W]",
      "#\"odd id\"", "#row\\[2\\]",
    ]
    let broken = ["[", "#", ":has(", ":not()", "A >", ", B", "[text=\"]", "\\", ")", "Text[", "::", ">", "[key=]"]
    if choices.chance(12) { return choices.pick(broken) }
    var text: String
    if !nodeIDs.isEmpty, choices.chance(3) {
      text = "#\"" + choices.pick(nodeIDs).replacingAll("\"", with: "\\\"") + "\""
    } else {
      text = choices.pick(simple)
    }
    guard depth < 6 else { return text }
    switch choices.choose(7) {
    case 1: text += " " + selector(nodeIDs: nodeIDs, depth: depth + 1)
    case 2: text += " > " + selector(nodeIDs: nodeIDs, depth: depth + 1)
    case 3: text += ":has(" + (choices.choose(2) == 0 ? "> " : "") + selector(nodeIDs: nodeIDs, depth: depth + 1) + ")"
    case 4: text += ":not(" + selector(nodeIDs: nodeIDs, depth: depth + 1) + ")"
    case 5: text += ", " + selector(nodeIDs: nodeIDs, depth: depth + 1)
    case 6: text = String(repeating: ":has(", count: 40) + text + String(repeating: ")", count: 40)
    default: break
    }
    return text
  }
}

extension String {
  /// The string with every `target` character replaced by `replacement` (no Foundation here).
  fileprivate func replacingAll(_ target: Character, with replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
