extension Vocabulary {
  /// The views of the tree format. Sources: `swiftui-semantics.md` (§ numbers), `control-sizes.md`, Apple's
  /// documentation of each type.
  static let layoutViews: [ViewEntry] = [
    ViewEntry(
      "Text", .ownSize, members: [Member("text", .text, isRequired: true), Member("runs", .textRuns)],
      swift: [
        SwiftSignature([.unlabeled("text")]), SwiftSignature([.labeled("verbatim", to: "text")]),
        SwiftSignature([.unlabeled("text"), .labeled("format", to: "text", .formatStyle)]),
      ],
      source:
        "swiftui-semantics.md §2: measured text, wrapped and truncated to the proposal, rounded up to pixels; "
        + "a concatenation (`Text(\"a\").bold() + Text(\"b\")`) is one paragraph of runs, each in its own font; "
        + "`Text(value, format:)` shows the value as Foundation formats it in en_US, the inspector's locale"),
    ViewEntry(
      "Color", .flexible, members: [Member("color", .string)],
      swift: [SwiftSignature([.unlabeled("color")])], staticMember: "color",
      source: "swiftui-semantics.md §4 (Color, shapes): takes the whole proposal, 10 for a nil dimension"),
    gradient("LinearGradient", [.ignored("startPoint", hasDefault: false), .ignored("endPoint", hasDefault: false)]),
    gradient(
      "RadialGradient",
      [
        .ignored("center", hasDefault: false), .ignored("startRadius", hasDefault: false),
        .ignored("endRadius", hasDefault: false),
      ]),
    gradient(
      "AngularGradient",
      [.ignored("center", hasDefault: false), .ignored("startAngle"), .ignored("endAngle"), .ignored("angle")]),
    gradient(
      "EllipticalGradient", [.ignored("center"), .ignored("startRadiusFraction"), .ignored("endRadiusFraction")]),
    ViewEntry(
      "Rectangle", .flexible, members: [Member("fill", .string)], swift: [SwiftSignature([])],
      shapeMember: "rect",
      memberModifiers: [MemberModifier("fill", sets: "fill", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (Color, shapes): takes the whole proposal"),
    ViewEntry(
      "RoundedRectangle", .flexible,
      members: [Member("cornerRadius", .number, isRequired: true), Member("fill", .string)],
      swift: [SwiftSignature([.labeled("cornerRadius"), .ignored("style")])],
      shapeMember: "rect",
      memberModifiers: [MemberModifier("fill", sets: "fill", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (Color, shapes): takes the whole proposal"),
    ViewEntry(
      "Capsule", .flexible, members: [Member("fill", .string)], swift: [SwiftSignature([.ignored("style")])],
      shapeMember: "capsule",
      memberModifiers: [MemberModifier("fill", sets: "fill", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (Color, shapes): takes the whole proposal"),
    ViewEntry(
      "Circle", .flexible, members: [Member("fill", .string)], swift: [SwiftSignature([])],
      shapeMember: "circle",
      memberModifiers: [MemberModifier("fill", sets: "fill", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (Color, shapes): the proposal's square, centred"),
    ViewEntry(
      "Ellipse", .flexible, members: [Member("fill", .string)], swift: [SwiftSignature([])],
      shapeMember: "ellipse",
      memberModifiers: [MemberModifier("fill", sets: "fill", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (Color, shapes): takes the whole proposal"),
    ViewEntry(
      "Spacer", .flexible, members: [Member("minLength", .number)],
      swift: [SwiftSignature([.labeled("minLength", hasDefault: true)])],
      source: "swiftui-semantics.md §4 (Spacer): flexible along the stack's axis from minLength, 0 across it"),
    ViewEntry(
      "Divider", .ownSize, swift: [SwiftSignature([])],
      source: "swiftui-semantics.md §4 (Divider); control-sizes.md §6: a hairline across the stack's axis"),
    ViewEntry(
      "Image", .ownSize,
      members: [
        Member("name", .string), Member("systemName", .string), Member("width", .number),
        Member("height", .number), Member("resizable", .bool),
      ],
      swift: [SwiftSignature([.unlabeled("name")]), SwiftSignature([.labeled("systemName")])],
      memberModifiers: [MemberModifier("resizable", sets: "resizable", to: .true)],
      source:
        "control-sizes.md §8: an image has its intrinsic size (an asset's width and height; an SF Symbol's box "
        + "scaled by its font and imageScale) unless resizable, then it takes the proposal"),
    ViewEntry(
      "TextField", .ownSize,
      members: [Member("title", .text, isRequired: true), Member("text", .text), Member("style", .textFieldStyle)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("text"), .ignored("prompt"), .ignored("axis")])
      ],
      memberModifiers: [MemberModifier("textFieldStyle", sets: "style", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (TextField); control-sizes.md §1: flexible width, the text's height"),
    ViewEntry(
      "SecureField", .ownSize,
      members: [Member("title", .text, isRequired: true), Member("text", .text), Member("style", .textFieldStyle)],
      swift: [SwiftSignature([.unlabeled("title"), .labeled("text"), .ignored("prompt")])],
      memberModifiers: [MemberModifier("textFieldStyle", sets: "style", to: .firstArgument)],
      source: "swiftui-semantics.md §4 (TextField); control-sizes.md §1: as TextField"),
    ViewEntry(
      "Button", .ownSize,
      members: [Member("title", .text), Member("action", .closure), Member("content", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .ignored("role"), .labeled("action", .closure)]),
        SwiftSignature([
          .ignored("role"), .labeled("action", .closure), .labeled("label", to: "content", .viewBuilder),
        ]),
      ],
      source: "control-sizes.md §5: the label's size (the automatic style outside a List is borderless)"),
    ViewEntry(
      "EmptyView", .structural, swift: [SwiftSignature([])],
      source: "Apple: EmptyView has no content and takes no space"),
    ViewEntry(
      "Group", .structural, members: [Member("content", .views)],
      swift: [SwiftSignature([.labeled("content", .viewBuilder)])],
      source: "swiftui-semantics.md §1: transparent; its modifiers apply to each child"),
    ViewEntry(
      "HStack", .container,
      members: [Member("alignment", .verticalAlignment), Member("spacing", .number), Member("content", .views)],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source: "swiftui-semantics.md §3.1–3.3: spacing, flexibility order, alignment"),
    ViewEntry(
      "VStack", .container,
      members: [Member("alignment", .horizontalAlignment), Member("spacing", .number), Member("content", .views)],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source: "swiftui-semantics.md §3.1–3.3: spacing, flexibility order, alignment"),
    ViewEntry(
      "ZStack", .container, members: [Member("alignment", .alignment), Member("content", .views)],
      swift: [SwiftSignature([.labeled("alignment", hasDefault: true), .labeled("content", .viewBuilder)])],
      source: "swiftui-semantics.md §3.4: the union of the aligned children"),
    ViewEntry(
      "Form", .container, members: [Member("content", .views)],
      swift: [SwiftSignature([.labeled("content", .viewBuilder)])],
      source: "swiftui-semantics.md §4 (List / Form rows); control-sizes.md §2: inset-grouped rows"),
    ViewEntry(
      "List", .container, members: [Member("content", .views)],
      swift: [SwiftSignature([.ignored("selection"), .labeled("content", .viewBuilder)])],
      source: "swiftui-semantics.md §4 (List / Form rows); control-sizes.md §2: inset-grouped rows"),
    ViewEntry(
      "GeometryReader", .container, members: [Member("proxy", .identifier), Member("content", .views)],
      swift: [SwiftSignature([.labeled("content", .viewBuilder, closureParameter: "proxy")])],
      source: "swiftui-semantics.md §5.8: takes the whole proposal, children at its top leading corner"),
    ViewEntry(
      "ScrollView", .container,
      members: [Member("axes", .axes), Member("showsIndicators", .bool), Member("content", .views)],
      swift: [
        SwiftSignature([
          .unlabeled("axes", hasDefault: true), .labeled("showsIndicators", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: ScrollView proposes nil along its scroll axes and takes its proposal"),
    ViewEntry(
      "ForEach", .structural,
      members: [Member("data", .data, isRequired: true), Member("element", .identifier), Member("content", .views)],
      swift: [
        SwiftSignature([
          .unlabeled("data"), .ignored("id"), .labeled("content", .viewBuilder, closureParameter: "element"),
        ])
      ],
      source: "Apple: ForEach expands to one view per element, each laid out by the parent"),
    ViewEntry(
      "Section", .structural,
      members: [Member("header", .views), Member("footer", .views), Member("content", .views)],
      swift: [
        SwiftSignature([
          .labeled("content", .viewBuilder), .labeled("header", .viewBuilder, hasDefault: true),
          .labeled("footer", .viewBuilder, hasDefault: true),
        ]),
        SwiftSignature([.unlabeled("header", .titleText), .labeled("content", .viewBuilder)]),
        SwiftSignature([
          .labeled("header", .viewBuilder, hasDefault: true), .labeled("footer", .viewBuilder, hasDefault: true),
          .labeled("content", .viewBuilder),
        ]),
      ],
      source: "control-sizes.md §2: a row group with header and footer in a List or Form, transparent elsewhere"),
    ViewEntry(
      "Layout", .container, members: [Member("layout", .string, isRequired: true), Member("content", .views)],
      swift: [],
      source: "Apple: Layout protocol (iOS 16): the declared sizeThatFits and placeSubviews bodies"),
  ]

  /// A gradient written as a view: a shape style whose body is a `Rectangle` filled with it (Apple:
  /// `ShapeStyle.body`, which names `Color` and `LinearGradient`), so laid out as one. Its colours are given as
  /// a `gradient`, `colors` or `stops`, followed by its geometry; none of them changes layout.
  private static func gradient(_ name: String, _ geometry: [SwiftParameter]) -> ViewEntry {
    ViewEntry(
      name, .flexible,
      swift: ["gradient", "colors", "stops"].map { SwiftSignature([.ignored($0, hasDefault: false)] + geometry) },
      source:
        "Apple: ShapeStyle.body is a Rectangle filled with the style (Color, LinearGradient): a Rectangle's layout")
  }
}
