extension Vocabulary {
  /// `padding`'s and `safeAreaPadding`'s members: edges and a length, or each edge's length.
  static let insetMembers = [
    Member("edges", .edges), Member("length", .number), Member("top", .number), Member("leading", .number),
    Member("bottom", .number), Member("trailing", .number),
  ]
  /// `padding(_:)`, `padding(_:_:)` and `padding(_ insets: EdgeInsets)`, and the same for `safeAreaPadding`.
  static let insetSignatures = [
    SwiftSignature([.unlabeled("length")]),
    SwiftSignature([.unlabeled("edges", hasDefault: true), .unlabeled("length", hasDefault: true)]),
    SwiftSignature([.unlabeled("insets", .memberwise)]),
  ]

  /// The modifiers with a layout effect or a data flow the engine follows. Sources: `swiftui-semantics.md`
  /// (§ numbers), Apple's documentation of each method.
  static let layoutModifiers: [ModifierEntry] = [
    ModifierEntry(
      "frame", .sizeOrPosition,
      members: [
        Member("width", .number), Member("height", .number), Member("minWidth", .number),
        Member("idealWidth", .number), Member("maxWidth", .number), Member("minHeight", .number),
        Member("idealHeight", .number), Member("maxHeight", .number), Member("alignment", .alignment),
      ],
      swift: [
        SwiftSignature([
          .labeled("width", hasDefault: true), .labeled("height", hasDefault: true),
          .labeled("alignment", hasDefault: true),
        ]),
        SwiftSignature([
          .labeled("minWidth", hasDefault: true), .labeled("idealWidth", hasDefault: true),
          .labeled("maxWidth", hasDefault: true), .labeled("minHeight", hasDefault: true),
          .labeled("idealHeight", hasDefault: true), .labeled("maxHeight", hasDefault: true),
          .labeled("alignment", hasDefault: true),
        ]),
      ],
      source: "swiftui-semantics.md §5.1 (fixed frame), §5.2 (flexible frame)"),
    ModifierEntry(
      "padding", .sizeOrPosition, members: insetMembers, shorthands: [.number], swift: insetSignatures,
      source: "swiftui-semantics.md §5.3: insets the proposal and the size; nil lengths are the platform default"),
    ModifierEntry(
      "background", .secondaryContent, members: [Member("alignment", .alignment), Member("content", .views)],
      shorthands: [.string, .views],
      swift: [
        SwiftSignature([.labeled("alignment", hasDefault: true), .labeled("content", .viewBuilder)]),
        SwiftSignature([.unlabeled("style", .shorthand), .ignored("ignoresSafeAreaEdges")]),
        SwiftSignature([.unlabeled("content", .viewBuilder), .labeled("alignment", hasDefault: true)]),
        // `background(.blue, in: Capsule())` and `background(in: Capsule())`: the shape, filled, as the content.
        SwiftSignature([
          .ignored(nil, hasDefault: false), .labeled("in", to: "content", .viewBuilder), .ignored("fillStyle"),
        ]),
        SwiftSignature([.labeled("in", to: "content", .viewBuilder), .ignored("fillStyle")]),
      ],
      source:
        "swiftui-semantics.md §5.4: the secondary is proposed the primary's size; the size is unchanged;"
        + " background(_:in:) is its shape filled with the style"),
    ModifierEntry(
      "overlay", .secondaryContent, members: [Member("alignment", .alignment), Member("content", .views)],
      shorthands: [.string, .views],
      swift: [
        SwiftSignature([.labeled("alignment", hasDefault: true), .labeled("content", .viewBuilder)]),
        SwiftSignature([.unlabeled("style", .shorthand), .ignored("ignoresSafeAreaEdges")]),
        SwiftSignature([.unlabeled("content", .viewBuilder), .labeled("alignment", hasDefault: true)]),
      ],
      source: "swiftui-semantics.md §5.4: the secondary is proposed the primary's size; the size is unchanged"),
    ModifierEntry(
      "fixedSize", .sizeOrPosition, members: [Member("horizontal", .bool), Member("vertical", .bool)],
      shorthands: [.bool],
      swift: [SwiftSignature([]), SwiftSignature([.labeled("horizontal"), .labeled("vertical")])],
      source: "swiftui-semantics.md §5.5: proposes nil (the ideal size) along the fixed axes"),
    ModifierEntry(
      "layoutPriority", .sizeOrPosition, members: [Member("priority", .number)], shorthands: [.number],
      swift: [SwiftSignature([.unlabeled("priority")])],
      source: "swiftui-semantics.md §5.9: a stack offers space to higher priorities first"),
    ModifierEntry(
      "offset", .renderTransform,
      members: [Member("x", .number), Member("y", .number), Member("width", .number), Member("height", .number)],
      swift: [
        SwiftSignature([.labeled("x", hasDefault: true), .labeled("y", hasDefault: true)]),
        SwiftSignature([.unlabeled("offset", .memberwise)]),
      ],
      source: "swiftui-semantics.md §5.6: moves the drawn frame; the parent sees the original size and place"),
    ModifierEntry(
      "position", .sizeOrPosition, members: [Member("x", .number), Member("y", .number)],
      swift: [
        SwiftSignature([.labeled("x", hasDefault: true), .labeled("y", hasDefault: true)]),
        SwiftSignature([.unlabeled("position", .memberwise)]),
      ],
      source: "swiftui-semantics.md §5.7: takes the whole proposal and centres the child at the point"),
    ModifierEntry(
      "coordinateSpace", .environment, members: [Member("name", .string, isRequired: true)], shorthands: [.string],
      swift: [SwiftSignature([.labeled("name")]), SwiftSignature([.unlabeled("name", .shorthand)])],
      source: "swiftui-semantics.md §5.8: names a space GeometryProxy.frame(in:) measures in"),
    ModifierEntry(
      "alignmentGuide", .sizeOrPosition,
      members: [
        Member("guide", .alignmentGuide, isRequired: true), Member("value", .number),
        Member("computeValue", .number),
      ],
      swift: [SwiftSignature([.unlabeled("guide"), .labeled("computeValue", to: "value", .closureBody)])],
      source: "swiftui-semantics.md §3.3: the view's guide value, read as d from its dimensions"),
    ModifierEntry(
      "font", .textMetrics,
      members: [Member("style", .string), Member("size", .number), Member("weight", .string), Member("name", .string)],
      shorthands: [.font], swift: [SwiftSignature([.unlabeled("font", .shorthand)])],
      source: "swiftui-semantics.md §2; text-metrics.md: the environment's font measures Text"),
    ModifierEntry(
      "lineLimit", .textMetrics, members: [Member("limit", .lineLimit), Member("reservesSpace", .bool)],
      shorthands: [.lineLimit],
      swift: [
        SwiftSignature([.unlabeled("limit", .shorthand)]),
        SwiftSignature([.unlabeled("limit"), .labeled("reservesSpace")]),
      ],
      source:
        "swiftui-semantics.md §2: caps the lines Text wraps to; Apple: lineLimit(_:reservesSpace:) keeps the "
        + "height of that many lines"),
    ModifierEntry(
      "preference", .dataFlow,
      members: [Member("key", .preferenceKey, isRequired: true), Member("value", .value, isRequired: true)],
      swift: [SwiftSignature([.labeled("key", .metatype), .labeled("value")])],
      source: "swiftui-semantics.md §6.2: writes a value for the ancestors' readers"),
    ModifierEntry(
      "onPreferenceChange", .dataFlow,
      members: [Member("key", .preferenceKey, isRequired: true), Member("perform", .closure, isRequired: true)],
      swift: [SwiftSignature([.unlabeled("key", .metatype), .labeled("perform", .closure)])],
      source: "swiftui-semantics.md §6.3: runs its action after the pass when the reduced value changed"),
    ModifierEntry(
      "anchorPreference", .dataFlow,
      members: [
        Member("key", .preferenceKey, isRequired: true), Member("value", .anchorSource, isRequired: true),
        Member("transform", .closure),
      ],
      swift: [SwiftSignature([.labeled("key", .metatype), .labeled("value"), .labeled("transform", .closure)])],
      source: "swiftui-semantics.md §6.2: writes an anchor of the view's bounds"),
    ModifierEntry(
      "transformPreference", .dataFlow,
      members: [Member("key", .preferenceKey, isRequired: true), Member("transform", .closure, isRequired: true)],
      swift: [SwiftSignature([.unlabeled("key", .metatype), .unlabeled("transform", .closure)])],
      source: "swiftui-semantics.md §6.2: mutates the value reduced from the subtree"),
    ModifierEntry(
      "backgroundPreferenceValue", .secondaryContent,
      members: [
        Member("key", .preferenceKey, isRequired: true), Member("value", .identifier),
        Member("alignment", .alignment), Member("content", .views, isRequired: true),
      ],
      swift: [
        SwiftSignature([
          .unlabeled("key", .metatype), .labeled("alignment", hasDefault: true),
          .unlabeled("content", .viewBuilder, closureParameter: "value"),
        ])
      ],
      source: "swiftui-semantics.md §6.3: a background built from the subtree's reduced value"),
    ModifierEntry(
      "overlayPreferenceValue", .secondaryContent,
      members: [
        Member("key", .preferenceKey, isRequired: true), Member("value", .identifier),
        Member("alignment", .alignment), Member("content", .views, isRequired: true),
      ],
      swift: [
        SwiftSignature([
          .unlabeled("key", .metatype), .labeled("alignment", hasDefault: true),
          .unlabeled("content", .viewBuilder, closureParameter: "value"),
        ])
      ],
      source: "swiftui-semantics.md §6.3: an overlay built from the subtree's reduced value"),
    ModifierEntry(
      "onChange", .dataFlow,
      members: [
        Member("of", .expression, isRequired: true), Member("perform", .closure, isRequired: true),
        Member("initial", .bool),
      ],
      swift: [
        SwiftSignature([
          .labeled("of"), .labeled("initial", hasDefault: true), .unlabeled("perform", .closure),
        ]),
        SwiftSignature([.labeled("of"), .labeled("perform", .closure)]),
      ],
      source: "Apple: onChange(of:initial:_:) runs its action after an update in which the value changed"),
  ]
}
