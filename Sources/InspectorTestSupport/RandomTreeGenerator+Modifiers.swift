import JSONCore
import TreeVocabulary

extension RandomTreeGenerator {
  /// A modifier chain of zero to four modifiers.
  package mutating func modifiers(depth: Int) -> JSONValue {
    var list: [JSONValue] = []
    for _ in 0..<choices.choose(5) {
      list.append(modifier(depth: depth))
    }
    return .array(list)
  }

  /// One modifier of any kind, with arguments in every accepted shape.
  package mutating func modifier(depth: Int) -> JSONValue {
    let hasRoom = depth < options.maxDepth && viewsLeft > 0
    switch choices.choose(hasRoom ? 25 : 21) {
    case 0: return ["padding": padding()]
    case 1: return ["frame": frame()]
    case 2:
      let key = pick(["K", "W", "L", "S", "A"], else: ["Undeclared"])
      return ["preference": ["key": .string(key), "value": preferenceValue(key)]]
    case 3:
      let key = choices.pick(["K", "W", "L", "S", "A"])
      return ["onPreferenceChange": ["key": .string(key), "perform": .string(action())]]
    case 4:
      let transform = choices.pick(["$0 += 1", "$0 = $0 * 2", "$0 = [$0][3]", "{ v in v += 1 }", "$0 += $0"])
      return ["transformPreference": ["key": .string(choices.pick(["K", "W", "L"])), "transform": .string(transform)]]
    case 5:
      var arguments: JSONObject = [
        "key": "A",
        "value": .string(pick([".bounds", ".topLeading", ".center", ".bottomTrailing"], else: [".nowhere"])),
      ]
      if choices.chance(3) { arguments["transform"] = .string(choices.pick(["$0", "Optional($0)"])) }
      return ["anchorPreference": .object(arguments)]
    case 6:
      let arguments: JSONValue = [
        "of": .string(expression()), "perform": .string(action()), "initial": .bool(choices.chance(2)),
      ]
      return ["onChange": arguments]
    case 7:
      return ["fixedSize": choices.pick([true, [:], ["horizontal": true], ["vertical": true, "horizontal": false]])]
    case 8: return ["layoutPriority": choices.choose(2) == 0 ? number() : ["priority": number()]]
    case 9: return ["offset": ["x": number(), "y": number()]]
    case 10: return ["position": ["x": number(), "y": number()]]
    case 11: return ["alignmentGuide": alignmentGuide()]
    case 12: return ["font": font()]
    case 13: return ["lineLimit": lineLimit()]
    case 14: return layoutNeutralModifier()
    case 15: return extendedModifier()
    case 16: return styleOrGeometryModifier()
    case 17:
      return ["coordinateSpace": choices.choose(2) == 0 ? "space" : ["name": .string(pick(["space"], else: [""]))]]
    case 18: return ["background": .string(pick(["red", ".clear"], else: ["nope"]))]
    case 19: return ["overlay": .string(choices.pick(["blue", ".red"]))]
    case 20: return pick([["padding": number()]], else: [hostileJSON(), ["frobnicate": [:]]])
    case 21, 22:
      let name = choices.choose(2) == 0 ? "background" : "overlay"
      switch choices.choose(3) {
      case 0: return .object(JSONObject([(name, view(depth: depth + 1))]))
      case 1: return .object(JSONObject([(name, content(depth: depth))]))
      default:
        let arguments: JSONValue = ["alignment": alignment(), "content": content(depth: depth)]
        return .object(JSONObject([(name, arguments)]))
      }
    default:
      let name = choices.choose(2) == 0 ? "backgroundPreferenceValue" : "overlayPreferenceValue"
      var arguments: JSONObject = [
        "key": .string(choices.pick(["K", "W", "A", "L"])), "content": content(depth: depth),
      ]
      if choices.choose(3) != 0 { arguments["value"] = "value" }
      if choices.chance(3) { arguments["alignment"] = alignment() }
      return .object(JSONObject([(name, .object(arguments))]))
    }
  }

  /// One of `Vocabulary`'s layout-neutral modifiers with arguments as written, in each of their shapes.
  package mutating func layoutNeutralModifier() -> JSONValue {
    let names = Vocabulary.modifiers.filter(\.role.isLayoutNeutral).map(\.name)
    let arguments: JSONValue
    switch choices.choose(5) {
    case 0: arguments = choices.pick([true, [:]])
    case 1: arguments = choices.pick([0.5, ".red", "isOn ? 1 : 0", false, nil])
    case 2: arguments = ["_": number(), "radius": 4, "x": .string(expression())]
    case 3: arguments = ["perform": .string("{ \(action()) }"), "_2": "Rectangle()"]
    default: arguments = pick([["_": .string(expression())]], else: [["_": [1, 2]], ["2x": 1], [hostileJSON()]])
    }
    return .object(JSONObject([(choices.pick(names), arguments)]))
  }

  mutating func padding() -> JSONValue {
    switch choices.choose(5) {
    case 0: return [:]
    case 1: return number()
    case 2:
      var object = JSONObject()
      if choices.choose(2) != 0 {
        object["edges"] =
          choices.choose(2) == 0
          ? .string(pick(["horizontal", ".vertical", "all", "top", "leading"], else: ["sideways"]))
          : ["top", "bottom"]
      }
      if choices.choose(2) != 0 { object["length"] = number() }
      return .object(object)
    case 3: return ["top": number(), "leading": number(), "bottom": number(), "trailing": number()]
    default: return pick([["edges": "trailing"]], else: [["edges": 5, "length": "x"]])
    }
  }

  mutating func frame() -> JSONValue {
    var object = JSONObject()
    if choices.choose(2) == 0 {
      if choices.choose(3) != 0 { object["width"] = number() }
      if choices.choose(3) != 0 { object["height"] = number() }
    } else {
      for name in ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
      where choices.choose(3) == 0 {
        object[name] = number()
      }
    }
    if choices.choose(3) == 0 { object["alignment"] = alignment() }
    if invalid() {
      object["width"] = number()
      object["minWidth"] = number()
    }
    return .object(object)
  }

  mutating func alignmentGuide() -> JSONValue {
    var guides = ["leading", "top", ".trailing", "firstTextBaseline", "center", "bottom"]
    if midAxis != nil { guides.append("Mid") }
    var object: JSONObject = ["guide": .string(pick(guides, else: ["nope"]))]
    if choices.choose(2) == 0 {
      object["value"] = number()
    } else {
      object["computeValue"] = .string(
        choices.pick(["d[.trailing]", "d.width / 2", "d[.bottom] - 10", "d[VerticalAlignment.center]", "d.height / 0"]))
    }
    return .object(object)
  }

  /// An alignment for a frame, a ZStack or a secondary view: a name, or an object with both axes.
  mutating func alignment() -> JSONValue {
    if choices.chance(4) {
      return [
        "horizontal": .string(alignmentName(horizontal: true)), "vertical": .string(alignmentName(horizontal: false)),
      ]
    }
    return .string(
      pick(
        [
          "center", "leading", "trailing", "top", "bottom", "topLeading", "topTrailing", "bottomLeading",
          "bottomTrailing", "leadingFirstTextBaseline", "centerLastTextBaseline",
        ], else: ["Mid", "middle", ""]))
  }

  /// An alignment name on one axis: horizontal for a VStack, vertical for an HStack; the custom guide `Mid` when
  /// the document declares it on that axis.
  mutating func alignmentName(horizontal: Bool) -> String {
    var names =
      horizontal
      ? ["leading", "center", "trailing", ".leading"]
      : ["top", "center", "bottom", "firstTextBaseline", "lastTextBaseline"]
    if midAxis == (horizontal ? "horizontal" : "vertical") { names.append("Mid") }
    return pick(names, else: horizontal ? ["top", "Mid"] : ["leading", "Mid"])
  }

  /// A font: a text style with traits, a system font with a size, or the object form.
  mutating func font() -> JSONValue {
    if choices.chance(3) {
      var object: JSONObject = [:]
      if choices.choose(2) != 0 { object["style"] = .string(choices.pick(["body", "largeTitle", "caption2"])) }
      if choices.choose(2) != 0 { object["size"] = pick([17, 0.5, 1e6, 1e308], else: [0, -3]) }
      if choices.chance(3) { object["weight"] = .string(pick(["bold", "black", "heavy", "thin"], else: ["mega"])) }
      if choices.chance(3) { object["name"] = .string(choices.pick(["Fuzz", "Inter", "Helvetica"])) }
      return .object(object)
    }
    return .string(
      pick(
        [
          "body", "largeTitle", ".headline", ".body.bold()", ".title.weight(.semibold)",
          ".system(size: 20, weight: .bold)", ".system(size: 1e9)",
        ], else: [".system(size: 0)", ".system(size: -1)", ".caption2.weight(.bogus)", "comic"]))
  }

  mutating func lineLimit() -> JSONValue {
    pick([1, 2, nil, 1_000_000], else: [0, -1, 1_000_001, 1e18, 2.5, "3"])
  }

  /// A value for `preference(key:value:)` that fits the key's type most of the time.
  mutating func preferenceValue(_ key: String) -> JSONValue {
    switch key {
    case "K": return .string(choices.pick(["1", "n", "n * 1000", "items.count", "Int(w ?? 0)", "Int.max", "[1][n]"]))
    case "W": return choices.choose(4) == 0 ? number() : .string(numericExpression())
    case "L": return .string(choices.pick(["[proxy.size.width]", "widths", "[1, 2]", "[w ?? 0]", "widths + widths"]))
    case "S": return .string(choices.pick(["s", "\"x\"", "s + s", "\"\\(n)\""]))
    default: return .string(expression())
    }
  }
}
