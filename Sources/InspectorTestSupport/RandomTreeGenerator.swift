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
package struct RandomTreeGenerator<Choices: RandomChoices> {
  /// How big the generated documents may get, and how often a value is invalid.
  package struct Options: Sendable {
    /// The most views one document declares (large shapes add to it: a wide stack counts once).
    package var maxViews: Int
    /// The most levels of views nested in the ordinary shapes.
    package var maxDepth: Int
    /// Whether the large shapes (deep chains, wide stacks, big `ForEach` ranges, long texts) may appear.
    package var allowsLargeShapes: Bool
    /// The depth a deep chain aims at, in layers (512 by default, well within the engine's limit).
    package var deepChainLayers: Int
    /// About one in this many choices that could be invalid is (0: never). A document makes about a hundred such
    /// choices, so 400 leaves most documents valid.
    package var invalidOneIn: Int

    /// Creates options.
    package init(
      maxViews: Int = 40, maxDepth: Int = 6, allowsLargeShapes: Bool = true, deepChainLayers: Int = 512,
      invalidOneIn: Int = 400
    ) {
      self.maxViews = maxViews
      self.maxDepth = maxDepth
      self.allowsLargeShapes = allowsLargeShapes
      self.deepChainLayers = deepChainLayers
      self.invalidOneIn = invalidOneIn
    }
  }

  /// The state variables every generated document may declare.
  package static var stateNames: [String] { ["n", "w", "flag", "s", "items", "widths", "size", "box"] }
  /// The preference keys every generated document may declare.
  package static var keyNames: [String] { ["K", "W", "A", "L", "S"] }

  /// Where the choices come from.
  package var choices: Choices
  /// The size bounds.
  package var options: Options
  var viewsLeft: Int
  var nextID = 0
  /// The axis of the custom alignment guide `Mid`, when the document declares it.
  var midAxis: String?
  /// Whether the document declares the struct type `Box`.
  var declaresBox = false
  /// Whether the document declares the custom layout `Column` (views may then use it).
  var declaresColumn = false

  /// A generator drawing on `choices`.
  package init(choices: Choices, options: Options = Options()) {
    self.choices = choices
    self.options = options
    self.viewsLeft = options.maxViews
  }

  /// One of `valid`, or now and then (see `Options.invalidOneIn`) one of `invalid`.
  package mutating func pick<Element>(_ valid: [Element], else invalid: [Element]) -> Element {
    if !invalid.isEmpty, options.invalidOneIn > 0, choices.chance(options.invalidOneIn) {
      return choices.pick(invalid)
    }
    return choices.pick(valid)
  }

  /// Whether to make something invalid now (see `Options.invalidOneIn`).
  mutating func invalid() -> Bool {
    options.invalidOneIn > 0 && choices.chance(options.invalidOneIn)
  }

  /// A whole tree document: environment, proposal, state, preference keys, types, alignment guides and root.
  package mutating func document() -> JSONValue {
    viewsLeft = options.maxViews
    var object = JSONObject()
    if choices.choose(3) != 0 { object["environment"] = environment() }
    if choices.choose(4) != 0 { object["proposal"] = ["width": proposedLength(), "height": proposedLength()] }
    declaresBox = choices.chance(3)
    if declaresBox {
      object["types"] = [
        "Box": [
          "fields": [
            "v": "CGFloat", "items": ["type": "[Int]", "defaultValue": "[]"], "tag": ["type": "String?", "let": true],
          ],
          "equality": .string(choices.pick(["lhs.v == rhs.v", "false", "lhs.items.count < rhs.items.count"])),
        ]
      ]
    }
    midAxis = nil
    if choices.chance(3) {
      let axis = pick(["vertical", "horizontal"], else: ["diagonal"])
      midAxis = axis
      object["alignmentGuides"] = ["Mid": ["axis": .string(axis), "defaultValue": "center"]]
    }
    declaresColumn = choices.chance(4)
    if declaresColumn { object["layouts"] = ["Column": customLayout()] }
    object["state"] = state()
    object["preferenceKeys"] = preferenceKeys()
    object["root"] = rootShape()
    if invalid() { object[choices.pick(["bogus", "$schema", "root"])] = hostileJSON() }
    return .object(object)
  }

  /// A custom layout's two bodies: a column, or a body that fails at run time (a wrong return type, a subview
  /// index out of range), which layout reports as a diagnostic.
  mutating func customLayout() -> JSONValue {
    let size = choices.pick([
      """
      var size = CGSize(width: 0, height: 0)
      for subview in subviews {
        let child = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
        if child.height.isNaN { continue }
        size.height += child.height
        size.width = max(size.width, child.width)
      }
      return size
      """,
      "return 5",
      "return subviews[subviews.count].sizeThatFits(.unspecified)",
    ])
    let place = """
      var y = bounds.minY
      for subview in subviews {
        subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(width: bounds.width, height: nil))
        y += subview.dimensions(in: ProposedViewSize(width: bounds.width, height: nil)).height
      }
      """
    return ["sizeThatFits": .string(size), "placeSubviews": .string(place)]
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

  /// An environment object.
  package mutating func environment() -> JSONValue {
    var object = JSONObject()
    if choices.choose(2) != 0 { object["displayScale"] = pick([3, 2, 1], else: [0, 4, -1, 2.5, "3", 1e300]) }
    if choices.chance(3) {
      object["semantics"] = .string(pick(["v6", "v2", "v7", "iOS14", "iOS18", "iOS26"], else: ["iOS99", "", "v-1"]))
    }
    if choices.chance(3) { object["font"] = font() }
    if choices.chance(3) { object["lineLimit"] = lineLimit() }
    if choices.chance(4) {
      object["layoutDirection"] = .string(pick(["leftToRight", "rightToLeft"], else: ["upward"]))
    }
    if choices.chance(4) { object["platform"] = .string(pick(["iOS"], else: ["macOS"])) }
    if choices.chance(6) {
      object["safeAreaInsets"] = pick(["phone", ["top": 20, "bottom": 10]], else: ["tablet", ["top": -1]])
    }
    if choices.chance(4) { object["behaviors"] = behaviors() }
    if invalid() { object["unknown"] = true }
    return .object(object)
  }

  /// One behaviour override, with one of its documented values.
  mutating func behaviors() -> JSONValue {
    let choice: (String, JSONValue) = pick(
      [
        ("cycleGuardScope", "pass"), ("cycleGuardScope", "update"), ("preferenceOrder", "reversed"),
        ("dynamicPreferenceDefault", "producersOnly"), ("listPreferenceBoundary", "blocks"),
        ("zStackSizing", "unionOfAlignedFrames"), ("emptyTextSize", "oneLine"), ("textFieldHeight", 1e6),
        ("geometryReaderUnspecifiedSize", 10), ("buttonLabelPadding", 0),
      ],
      else: [("bogusBehavior", true), ("cycleGuardScope", 1), ("textFieldHeight", -1)])
    return .object(JSONObject([choice]))
  }

  /// The `@State` declarations, over the fixed vocabulary of `stateNames`; sometimes with hostile initial values.
  mutating func state() -> JSONValue {
    var object = JSONObject()
    let hostile = choices.chance(6)
    // Hostile values that still declare the types the expressions expect.
    object["n"] = hostile ? choices.pick([.integer(Int64.max), .integer(Int64.min), -1, 0]) : 1
    object["w"] = [
      "type": "CGFloat?",
      "value": hostile ? choices.pick([1e308, -1e308, .double(.leastNonzeroMagnitude), 0]) : nil,
    ]
    object["flag"] = .bool(choices.choose(2) == 0)
    object["s"] = .string(hostile ? String(repeating: "long text ", count: 200) : "")
    object["items"] = ["type": "[Int]", "value": hostile ? [0, -1, .integer(Int64.max)] : [1, 2, 3]]
    object["widths"] = ["type": "[CGFloat]", "value": hostile ? [1e308, -1e308] : []]
    object["size"] = ["type": "CGSize", "value": ["width": 10, "height": hostile ? -5 : 20]]
    if declaresBox { object["box"] = ["type": "Box", "value": ["v": 1, "items": [], "tag": nil]] }
    if invalid() {
      object[choices.pick(["bad name", "n2", "box2"])] = choices.pick([1, ["type": "Nope", "value": 1], ["value": 1]])
    }
    return .object(object)
  }

  /// The preference key declarations over `keyNames`, each with a reducer picked from good, throwing and
  /// endless ones.
  mutating func preferenceKeys() -> JSONValue {
    var object = JSONObject()
    let numericReducers = [
      "max", "min", "sum", "last", "first", "value = max(value, nextValue())", "value += nextValue()",
      "value = nextValue()", "value = value / 0", "value = [value][1]", "value = value * 1e308 * 10",
    ]
    // The subset has no loops, so an endless reducer is a syntax error, as are the empty and unfinished ones.
    let badReducers = ["", "value =", "while true { value += 1 }"]
    object["K"] = ["type": "Int", "defaultValue": 0, "reduce": .string(pick(numericReducers, else: badReducers))]
    object["W"] = [
      "type": "CGFloat", "defaultValue": pick(["0", 0, "-.infinity", ".nan", "1e308"], else: ["x", "\"s\""]),
      "reduce": .string(pick(numericReducers, else: badReducers)),
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
    if invalid() { object["Bad"] = ["type": "Nope", "defaultValue": 0, "reduce": "max"] }
    return .object(object)
  }

  /// A fresh id, or none (most views are identified by their place).
  mutating func id() -> JSONValue? {
    guard choices.chance(3) else { return nil }
    nextID += 1
    return .string(pick(["v\(nextID)", "v.\(nextID):x-y_z"], else: ["", "dup", "has space", "x[1]"]))
  }

  /// A view or an `if` condition, at `depth` levels below the root.
  package mutating func view(depth: Int) -> JSONValue {
    viewsLeft -= 1
    let leaf = depth >= options.maxDepth || viewsLeft <= 0
    // Leaves first, so that an exhausted source of choices ends in leaves.
    let leaves = 12
    let kind = choices.choose(leaf ? leaves : leaves + 12)
    var object = JSONObject()
    switch kind {
    case 0: object = ["view": "Text", "text": .string(textTemplate())]
    case 1:
      object = ["view": "Color"]
      if choices.choose(2) != 0 {
        object["color"] = .string(pick(["red", "clear", "blue", ".green"], else: ["mauve"]))
      }
    case 2:
      // A third of the shapes are filled (2) and as many are a gradient in their place (1): the same choices as
      // before the gradients came, so that each seed's document keeps its structure.
      let shape = choices.choose(4)
      let variant = choices.choose(3)
      let names =
        variant == 1
        ? ["LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient"]
        : ["Rectangle", "Capsule", "Circle", "Ellipse"]
      object = ["view": .string(names[shape])]
      if variant == 2 { object["fill"] = .string(pick(["red", ".blue"], else: ["nope"])) }
    case 3: object = ["view": "RoundedRectangle", "cornerRadius": number()]
    case 4:
      object = ["view": "Spacer"]
      if choices.choose(2) != 0 { object["minLength"] = number() }
    case 5: object = ["view": "Divider"]
    case 6: object = image()
    case 7:
      object = ["view": .string(choices.pick(["TextField", "SecureField"])), "title": .string(textTemplate())]
      if choices.choose(2) != 0 { object["text"] = .string(textTemplate()) }
      if choices.chance(3) {
        object["style"] = .string(pick(["roundedBorder", ".plain", "automatic"], else: ["fancy"]))
      }
    case 8: object = choices.chance(2) ? ["view": "EmptyView"] : extendedLeaf()
    case 9: object = ["view": "Button", "title": .string(textTemplate()), "action": .string(action())]
    case 10: object = ["view": "Text", "text": .string(textTemplate()), "modifiers": modifiers(depth: depth)]
    case 11: object = ["view": "Color", "modifiers": modifiers(depth: depth)]
    case 12, 13: object = stack(choices.pick(["HStack", "VStack"]), depth: depth)
    case 14: object = stack("ZStack", depth: depth)
    case 15:
      var containers = ["Group", "Form", "List", "ScrollView", "Section"]
      if declaresColumn { containers.append("Layout") }
      let container = choices.pick(containers)
      object = ["view": .string(container), "content": content(depth: depth)]
      if container == "Layout" { object["layout"] = "Column" }
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
      if choices.choose(2) != 0 { object["bindings"] = ["shared": .string(pick(["$w", "$n"], else: ["$nope", "w"]))] }
    case 21, 22: object = extendedContainer(depth: depth)
    default: object = stack("HStack", depth: depth)
    }
    if let id = id() { object["id"] = id }
    if object["modifiers"] == nil, choices.choose(3) != 0 { object["modifiers"] = modifiers(depth: depth) }
    if invalid() { object[choices.pick(["frobnicate", "text", "content", "view"])] = hostileJSON() }
    return .object(object)
  }

  mutating func image() -> JSONObject {
    var object: JSONObject = ["view": "Image"]
    if choices.choose(2) == 0 {
      object["systemName"] = .string(choices.pick(["star", "person.crop.circle"]))
    } else {
      object["name"] = "photo"
    }
    // An image's intrinsic size is required, in points.
    object["width"] = pick([0, 10, 44, 1e6, 1e308] as [JSONValue], else: [-1, "x", nil])
    object["height"] = pick([0, 10, 44, 1e6, 1e308] as [JSONValue], else: [-1, "x", nil])
    if choices.chance(3) { object["resizable"] = .bool(choices.choose(2) == 0) }
    return object
  }

  mutating func stack(_ name: String, depth: Int) -> JSONObject {
    var object: JSONObject = ["view": .string(name), "content": content(depth: depth)]
    if choices.choose(3) != 0 {
      object["alignment"] = name == "ZStack" ? alignment() : .string(alignmentName(horizontal: name == "VStack"))
    }
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
    case 0: object["data"] = .string(choices.pick(["0..<3", "0...2", "1..<1", "-2...2", "0..<n", "0..<2000"]))
    case 1: object["data"] = .array((0..<choices.choose(5)).map { .integer(Int64($0)) })
    case 2: object["data"] = .string(choices.pick(["items", "widths", "items + items", "[1, 1, 2]", "s", "n"]))
    default:
      object["data"] = pick(
        [["a", "a"], [1.5, nil, "x"], "0..<100000", "(0..<1000).map { $0 * n }"],
        else: [
          "0..<100001", .string("\(Int64.min)..<\(Int64.max)"), .string("\(Int64.max - 1)...\(Int64.max)"),
          "0..<", "3..<1", 5, nil,
        ])
    }
    if choices.choose(3) != 0 { object["element"] = .string(choices.pick(["i", "item", "n"])) }
    return object
  }

  mutating func condition(depth: Int) -> JSONValue {
    var object: JSONObject = [
      "if": pick(["flag", true, false, "n > 1", "!flag", "w == nil", "items.isEmpty", "1 / 0 > 0"], else: ["s", 1]),
      "then": content(depth: depth),
    ]
    if choices.choose(2) != 0 { object["else"] = content(depth: depth) }
    if let id = id() { object["id"] = id }
    return .object(object)
  }

  // MARK: - Large shapes

  /// VStacks and paddings nested to about `deepChainLayers` layers, a little past it at times, with a text at
  /// the bottom that the update loop measures.
  package mutating func deepChain() -> JSONValue {
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
  package mutating func wideStack() -> JSONValue {
    let count = choices.pick([100, 300, 1000])
    let child = view(depth: options.maxDepth)
    return [
      "view": .string(choices.pick(["HStack", "VStack", "ZStack"])),
      "content": .array(Array(repeating: child, count: count)),
    ]
  }

  /// A `ForEach` over many elements (at or past the node limit), or nested ones whose product is huge.
  package mutating func bigForEach() -> JSONValue {
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
  package mutating func longText() -> JSONValue {
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
