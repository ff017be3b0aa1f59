import JSONCore

/// Builds random tree documents in the format of `Schemas/view-tree.schema.json`, for robustness tests and the
/// fuzzers in `Fuzz/`: every view, every modifier and every argument shape, with hostile values mixed in (NaN and
/// infinite numbers, negative and huge ones, empty and very long strings, expressions that fail at run time,
/// reducers that throw, actions that write state without end), and the large shapes clients can send (chains near
/// the depth limit, wide stacks, `ForEach` over many elements, long texts).
///
/// Most of what it makes is valid, so that layout, preferences and the update loop run; a minority is invalid in
/// one place, so that the decoder's errors run too. The vocabulary of names is fixed (`state`, `keys`), so that
/// expressions refer to things the document declares.
///
///     var generator = RandomTreeGenerator(choices: SeededRandomNumberGenerator(seed: 7))
///     let document = generator.document()
public struct RandomTreeGenerator<Choices: RandomChoices> {
  /// How big the generated documents may get.
  public struct Options: Sendable {
    /// The most views one document declares (large shapes add to it: a wide stack counts once).
    public var maxViews: Int
    /// The most levels of views nested in the ordinary shapes.
    public var maxDepth: Int
    /// Whether the large shapes (deep chains, wide stacks, big `ForEach` ranges, long texts) may appear.
    public var allowsLargeShapes: Bool
    /// The depth a deep chain aims at, in layers (the engine's default limit is 512).
    public var deepChainLayers: Int

    /// Creates options.
    public init(maxViews: Int = 40, maxDepth: Int = 6, allowsLargeShapes: Bool = true, deepChainLayers: Int = 512) {
      self.maxViews = maxViews
      self.maxDepth = maxDepth
      self.allowsLargeShapes = allowsLargeShapes
      self.deepChainLayers = deepChainLayers
    }
  }

  /// The state variables every generated document may declare, with their types.
  public static var stateNames: [String] { ["n", "w", "flag", "s", "items", "widths", "size", "box"] }
  /// The preference keys every generated document may declare.
  public static var keyNames: [String] { ["K", "W", "A", "L", "S"] }

  /// Where the choices come from.
  public var choices: Choices
  /// The size bounds.
  public var options: Options
  var viewsLeft: Int
  var nextID = 0

  /// A generator drawing on `choices`.
  public init(choices: Choices, options: Options = Options()) {
    self.choices = choices
    self.options = options
    self.viewsLeft = options.maxViews
  }

  /// A whole tree document: environment, proposal, state, preference keys, types, alignment guides and root.
  public mutating func document() -> JSONValue {
    viewsLeft = options.maxViews
    var object = JSONObject()
    if choices.choose(3) != 0 { object["environment"] = environment() }
    if choices.choose(4) != 0 { object["proposal"] = ["width": proposedLength(), "height": proposedLength()] }
    object["state"] = state()
    object["preferenceKeys"] = preferenceKeys()
    if choices.chance(3) {
      object["types"] = [
        "Box": [
          "fields": [
            "v": "CGFloat", "items": ["type": "[Int]", "defaultValue": "[]"], "tag": ["type": "String?", "let": true],
          ],
          "equality": .string(choices.pick(["lhs.v == rhs.v", "false", "lhs.items.count < rhs.items.count"])),
        ]
      ]
    }
    if choices.chance(3) {
      object["alignmentGuides"] = [
        "Mid": ["axis": .string(choices.pick(["vertical", "horizontal", "diagonal"])), "defaultValue": "center"]
      ]
    }
    object["root"] = rootShape()
    if choices.chance(24) { object[choices.pick(["bogus", "$schema", "root"])] = hostileJSON() }
    return .object(object)
  }

  /// The document's root: an ordinary view most of the time, otherwise one of the large shapes.
  mutating func rootShape() -> JSONValue {
    guard options.allowsLargeShapes, choices.chance(6) else { return view(depth: 0) }
    switch choices.choose(5) {
    case 0: return deepChain()
    case 1: return wideStack()
    case 2: return bigForEach()
    case 3: return longText()
    default:
      return ["view": "VStack", "content": [deepChain(), wideStack(), view(depth: 1)]]
    }
  }

  /// An environment object, sometimes with a bad member.
  public mutating func environment() -> JSONValue {
    var object = JSONObject()
    if choices.choose(2) != 0 {
      object["displayScale"] = choices.pick([3, 2, 1, 0, 4, -1, 2.5, "3", 1e300])
    }
    if choices.chance(3) {
      object["semantics"] = .string(choices.pick(["v6", "v2", "v7", "iOS14", "iOS26", "iOS99", "", "v-1"]))
    }
    if choices.chance(3) { object["font"] = font() }
    if choices.chance(3) { object["lineLimit"] = lineLimit() }
    if choices.chance(4) {
      object["layoutDirection"] = .string(choices.pick(["leftToRight", "rightToLeft", "upward"]))
    }
    if choices.chance(4) { object["platform"] = .string(choices.pick(["iOS", "macOS"])) }
    if choices.chance(4) { object["behaviors"] = behaviors() }
    if choices.chance(16) { object["unknown"] = true }
    return .object(object)
  }

  mutating func behaviors() -> JSONValue {
    let names = [
      "listPreferenceBoundary", "preferenceOrder", "dynamicPreferenceDefault", "cycleGuardScope", "bogusBehavior",
    ]
    return .object(JSONObject([(choices.pick(names), choices.pick(["default", "alternate", true, 1, nil, ""]))]))
  }

  /// The `@State` declarations, over the fixed vocabulary of `stateNames`; sometimes with hostile initial values.
  mutating func state() -> JSONValue {
    var object = JSONObject()
    let hostile = choices.chance(8)
    object["n"] = hostile ? choices.pick([.integer(Int64.max), .integer(Int64.min), -1, 1.5, "x"]) : 1
    object["w"] = [
      "type": "CGFloat?",
      "value": hostile ? choices.pick([1e308, -1e308, .double(.leastNonzeroMagnitude), "nan"]) : nil,
    ]
    object["flag"] = hostile ? "true" : .bool(choices.choose(2) == 0)
    object["s"] = .string(choices.chance(6) ? String(repeating: "long text ", count: 200) : "")
    object["items"] = ["type": "[Int]", "value": hostile ? [1, "two"] : [1, 2, 3]]
    object["widths"] = ["type": "[CGFloat]", "value": []]
    object["size"] = ["type": "CGSize", "value": ["width": 10, "height": hostile ? -5 : 20]]
    if choices.chance(3) { object["box"] = ["type": "Box", "value": ["v": 1, "items": []]] }
    if choices.chance(16) { object["bad name"] = 1 }
    return .object(object)
  }

  /// The preference key declarations over `keyNames`, each with a reducer picked from good, throwing and
  /// endless ones.
  mutating func preferenceKeys() -> JSONValue {
    var object = JSONObject()
    let numericReducers = [
      "max", "min", "sum", "last", "first", "value = max(value, nextValue())", "value += nextValue()",
      "value = nextValue()", "value = value / 0", "while true { value += 1 }", "value = [value][1]", "",
      "value = value * 1e308 * 10",
    ]
    object["K"] = ["type": "Int", "defaultValue": 0, "reduce": .string(choices.pick(numericReducers))]
    object["W"] = [
      "type": "CGFloat", "defaultValue": choices.pick(["0", 0, "-.infinity", ".nan", "x"]),
      "reduce": .string(choices.pick(numericReducers)),
    ]
    object["A"] = ["type": "Anchor<CGRect>?", "defaultValue": nil, "reduce": "value = nextValue() ?? value"]
    object["L"] = [
      "type": "[CGFloat]", "defaultValue": "[]",
      "reduce": .string(
        choices.pick([
          "value.append(contentsOf: nextValue())", "append", "value = value + value + nextValue()",
          "value += nextValue(); value += value",
        ])),
    ]
    object["S"] = [
      "type": "String", "defaultValue": "\"\"", "reduce": .string(choices.pick(["value += nextValue()", "last"])),
    ]
    if choices.chance(16) { object["Bad"] = ["type": "Nope", "defaultValue": 0, "reduce": "max"] }
    return .object(object)
  }

  /// A fresh id, or none (most views are identified by their place).
  mutating func id() -> JSONValue? {
    guard choices.chance(3) else { return nil }
    nextID += 1
    if choices.chance(16) { return .string(choices.pick(["", "dup", "has space", "x[1]"])) }
    return .string("v\(nextID)")
  }

  /// A view or an `if` condition, at `depth` levels below the root.
  public mutating func view(depth: Int) -> JSONValue {
    viewsLeft -= 1
    let leaf = depth >= options.maxDepth || viewsLeft <= 0
    // Leaves first, so that an exhausted source of choices ends in leaves.
    let leaves = 12
    let kind = choices.choose(leaf ? leaves : leaves + 10)
    var object = JSONObject()
    switch kind {
    case 0: object = ["view": "Text", "text": .string(textTemplate())]
    case 1:
      object = ["view": "Color"]
      if choices.choose(2) != 0 { object["color"] = .string(choices.pick(["red", "clear", "blue", "mauve", ""])) }
    case 2:
      object = ["view": .string(choices.pick(["Rectangle", "Capsule", "Circle", "Ellipse"]))]
      if choices.chance(3) { object["fill"] = .string(choices.pick(["red", ".blue", "nope"])) }
    case 3: object = ["view": "RoundedRectangle", "cornerRadius": number()]
    case 4:
      object = ["view": "Spacer"]
      if choices.choose(2) != 0 { object["minLength"] = number() }
    case 5: object = ["view": "Divider"]
    case 6: object = image()
    case 7:
      object = ["view": .string(choices.pick(["TextField", "SecureField"])), "title": .string(textTemplate())]
      if choices.choose(2) != 0 { object["text"] = .string(textTemplate()) }
      if choices.chance(3) { object["style"] = .string(choices.pick(["roundedBorder", ".plain", "fancy"])) }
    case 8: object = ["view": "EmptyView"]
    case 9: object = ["view": "Button", "title": .string(textTemplate()), "action": .string(action())]
    case 10: object = ["view": "Text", "text": .string(textTemplate()), "modifiers": modifiers(depth: depth)]
    case 11: object = ["view": "Color", "modifiers": modifiers(depth: depth)]
    case 12, 13: object = stack(choices.pick(["HStack", "VStack"]), depth: depth)
    case 14: object = stack("ZStack", depth: depth)
    case 15: object = ["view": .string(choices.pick(["Group", "Form", "List"])), "content": content(depth: depth)]
    case 16:
      object = ["view": "GeometryReader", "content": content(depth: depth)]
      if choices.choose(4) != 0 { object["proxy"] = "proxy" }
    case 17: object = forEach(depth: depth)
    case 18: return condition(depth: depth)
    case 19:
      object = ["view": "Button", "action": .string(action()), "content": content(depth: depth)]
    case 20:
      object = stack("VStack", depth: depth)
      object["let"] = .object(JSONObject([(choices.pick(["width", "title", "count"]), .string(expression()))]))
      if choices.choose(2) != 0 { object["bindings"] = ["shared": .string(choices.pick(["$w", "$n", "$nope", "w"]))] }
    default: object = stack("HStack", depth: depth)
    }
    if let id = id() { object["id"] = id }
    if object["modifiers"] == nil, choices.choose(3) != 0 { object["modifiers"] = modifiers(depth: depth) }
    if choices.chance(40) { object[choices.pick(["frobnicate", "text", "content", "view"])] = hostileJSON() }
    return .object(object)
  }

  mutating func image() -> JSONObject {
    var object: JSONObject = ["view": "Image"]
    if choices.choose(2) == 0 {
      object["systemName"] = .string(choices.pick(["star", "", "person.crop.circle"]))
    } else {
      object["name"] = "photo"
    }
    if choices.choose(3) != 0 { object["width"] = number() }
    if choices.choose(3) != 0 { object["height"] = number() }
    if choices.chance(3) { object["resizable"] = .bool(choices.choose(2) == 0) }
    return object
  }

  mutating func stack(_ name: String, depth: Int) -> JSONObject {
    var object: JSONObject = ["view": .string(name), "content": content(depth: depth)]
    if choices.choose(3) != 0 { object["alignment"] = .string(alignmentName(horizontal: name == "VStack")) }
    if name != "ZStack", choices.choose(3) != 0 { object["spacing"] = number() }
    return object
  }

  /// A view's `content`: an array of items, or a single item.
  mutating func content(depth: Int) -> JSONValue {
    if choices.chance(8) { return view(depth: depth + 1) }
    var items: [JSONValue] = []
    for _ in 0..<choices.choose(5) where viewsLeft > 0 {
      items.append(view(depth: depth + 1))
    }
    return .array(items)
  }

  mutating func forEach(depth: Int) -> JSONObject {
    var object: JSONObject = ["view": "ForEach", "content": content(depth: depth)]
    switch choices.choose(4) {
    case 0: object["data"] = .string(choices.pick(["0..<3", "0...2", "1..<1", "3..<1", "-2...2", "0..<n"]))
    case 1: object["data"] = .array((0..<choices.choose(5)).map { .integer(Int64($0)) })
    case 2: object["data"] = .string(choices.pick(["items", "widths", "items + items", "[1, 1, 2]", "s", "n"]))
    default:
      object["data"] = choices.pick([
        "0..<100001", .string("\(Int64.min)..<\(Int64.max)"), .string("\(Int64.max - 1)...\(Int64.max)"), "0..<",
        ["a", "a"], 5, nil,
      ])
    }
    if choices.choose(3) != 0 { object["element"] = .string(choices.pick(["i", "item", "n"])) }
    return object
  }

  mutating func condition(depth: Int) -> JSONValue {
    var object: JSONObject = [
      "if": choices.pick(["flag", true, false, "n > 1", "!flag", "w == nil", "items.isEmpty", "s", "1 / 0 > 0"]),
      "then": content(depth: depth),
    ]
    if choices.choose(2) != 0 { object["else"] = content(depth: depth) }
    if let id = id() { object["id"] = id }
    return .object(object)
  }

  // MARK: - Large shapes

  /// VStacks and paddings nested to about `deepChainLayers` layers, a little past it at times, with a text at
  /// the bottom that the update loop measures.
  public mutating func deepChain() -> JSONValue {
    let target = options.deepChainLayers + choices.pick([-2, -1, 0, 1, 8])
    let modifiersPerView = choices.choose(3)
    var view: JSONValue = [
      "view": "Text", "text": "\\(n)",
      "modifiers": [
        [
          "background": [
            "view": "GeometryReader", "proxy": "proxy",
            "content": [
              ["view": "Color", "modifiers": [["preference": ["key": "W", "value": "proxy.size.width"]]]]
            ],
          ]
        ]
      ],
    ]
    var layers = 4
    while layers + 1 + modifiersPerView <= target {
      let modifiers: [JSONValue] = (0..<modifiersPerView).map { _ in ["padding": 1] }
      view = [
        "view": .string(choices.pick(["VStack", "HStack", "ZStack", "Group"])), "content": [view],
        "modifiers": .array(modifiers),
      ]
      layers += 1 + modifiersPerView
    }
    return [
      "view": "VStack", "content": [view],
      "modifiers": [["onPreferenceChange": ["key": "W", "perform": .string(action())]]],
    ]
  }

  /// A stack with hundreds of children.
  public mutating func wideStack() -> JSONValue {
    let count = choices.pick([100, 300, 1000])
    let child = view(depth: options.maxDepth)
    return [
      "view": .string(choices.pick(["HStack", "VStack", "ZStack"])),
      "content": .array(Array(repeating: child, count: count)),
    ]
  }

  /// A `ForEach` over many elements (at or past the node limit), or nested ones whose product is huge.
  public mutating func bigForEach() -> JSONValue {
    let row: JSONValue = ["view": "Text", "text": "\\(i)"]
    switch choices.choose(3) {
    case 0:
      return [
        "view": "VStack", "content": [["view": "ForEach", "data": "0..<5000", "element": "i", "content": [row]]],
      ]
    case 1:
      let inner: JSONValue = ["view": "ForEach", "data": "0..<100000", "element": "j", "content": [row]]
      return [
        "view": "VStack", "content": [["view": "ForEach", "data": "0..<100000", "element": "i", "content": [inner]]],
      ]
    default:
      return [
        "view": "List",
        "content": [["view": "ForEach", "data": "items + items + items", "element": "i", "content": [row]]],
      ]
    }
  }

  /// A very long text, with or without spaces, under a tiny width or an unlimited line count.
  public mutating func longText() -> JSONValue {
    let word = choices.pick(["word ", "x", "👍🏽", "e\u{301}", " "])
    let text = String(repeating: word, count: choices.pick([10_000, 100_000]))
    return [
      "view": "Text", "text": .string(text),
      "modifiers": [
        ["frame": ["width": choices.pick([1, 0, 0.001, 390])]],
        ["lineLimit": choices.pick([nil, 1, 1_000_000])],
      ],
    ]
  }
}
