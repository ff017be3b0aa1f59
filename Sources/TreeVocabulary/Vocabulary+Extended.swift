extension Vocabulary {
  /// The containers issue 14 adds: grids, lazy stacks and grids, `ViewThatFits`, the `Layout` types used as
  /// views and through `AnyLayout`, and the navigation and tab containers. Sources: Apple's documentation of each
  /// type, the measurements named in each algorithm's contract (`Sources/LayoutEngine/Layout/`).
  static let containerViews: [ViewEntry] = [
    ViewEntry(
      "Grid", .container,
      members: [
        Member("alignment", .alignment), Member("horizontalSpacing", .number), Member("verticalSpacing", .number),
        Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("horizontalSpacing", hasDefault: true),
          .labeled("verticalSpacing", hasDefault: true), .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: Grid (columns as wide as their widest cell, flexible columns sharing the rest, full-width rows)"),
    ViewEntry(
      "GridRow", .structural, members: [Member("alignment", .verticalAlignment), Member("content", .views)],
      swift: [SwiftSignature([.labeled("alignment", hasDefault: true), .labeled("content", .viewBuilder)])],
      source: "Apple: GridRow (its views are the cells of one row of the grid around it)"),
    ViewEntry(
      "ViewThatFits", .container, members: [Member("axes", .axes), Member("content", .views)],
      swift: [SwiftSignature([.labeled("in", to: "axes", hasDefault: true), .labeled("content", .viewBuilder)])],
      source: "Apple: ViewThatFits (the first child whose ideal size fits the proposal on the constrained axes)"),
    ViewEntry(
      "LazyVStack", .container,
      members: [
        Member("alignment", .horizontalAlignment), Member("spacing", .number), Member("pinnedViews", .asWritten),
        Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("pinnedViews", hasDefault: true), .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: LazyVStack; children at their ideal height, the stack as wide as it is offered"),
    ViewEntry(
      "LazyHStack", .container,
      members: [
        Member("alignment", .verticalAlignment), Member("spacing", .number), Member("pinnedViews", .asWritten),
        Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("pinnedViews", hasDefault: true), .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: LazyHStack; children at their ideal width, the stack as tall as it is offered"),
    ViewEntry(
      "LazyVGrid", .container,
      members: [
        Member("columns", .gridItems, isRequired: true), Member("alignment", .horizontalAlignment),
        Member("spacing", .number), Member("pinnedViews", .asWritten), Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("columns"), .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("pinnedViews", hasDefault: true), .labeled("content", .viewBuilder),
        ])
      ],
      source: "objc.io's grid column algorithm; juejin.cn 预判 LazyVGrid 布局 (published GridItem arithmetic)"),
    ViewEntry(
      "LazyHGrid", .container,
      members: [
        Member("rows", .gridItems, isRequired: true), Member("alignment", .verticalAlignment),
        Member("spacing", .number), Member("pinnedViews", .asWritten), Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("rows"), .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("pinnedViews", hasDefault: true), .labeled("content", .viewBuilder),
        ])
      ],
      source: "LazyVGrid's arithmetic with the axes swapped"),
    ViewEntry(
      "HStackLayout", .container,
      members: [Member("alignment", .verticalAlignment), Member("spacing", .number), Member("content", .views)],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: HStackLayout, an HStack as a Layout (callAsFunction)"),
    ViewEntry(
      "VStackLayout", .container,
      members: [Member("alignment", .horizontalAlignment), Member("spacing", .number), Member("content", .views)],
      swift: [
        SwiftSignature([
          .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source: "Apple: VStackLayout, a VStack as a Layout"),
    ViewEntry(
      "ZStackLayout", .container, members: [Member("alignment", .alignment), Member("content", .views)],
      swift: [SwiftSignature([.labeled("alignment", hasDefault: true), .labeled("content", .viewBuilder)])],
      source: "Apple: ZStackLayout, a ZStack as a Layout"),
    ViewEntry(
      "AnyLayout", .container, members: [Member("layout", .asWritten, isRequired: true), Member("content", .views)],
      swift: [SwiftSignature([.unlabeled("layout"), .labeled("content", .viewBuilder)])],
      source: "Apple: AnyLayout (a type-erased HStackLayout, VStackLayout or ZStackLayout)"),
    ViewEntry(
      "NavigationStack", .container, members: [Member("content", .views)],
      swift: [SwiftSignature([.ignored("path"), .labeled("root", to: "content", .viewBuilder)])],
      source: "Apple: NavigationStack; UIKit's navigation bar heights (44, 96 with a large title)"),
    ViewEntry(
      "NavigationView", .container, members: [Member("content", .views)],
      swift: [SwiftSignature([.labeled("content", .viewBuilder)])],
      source: "Apple: NavigationView (deprecated NavigationStack); as NavigationStack"),
    ViewEntry(
      "TabView", .container, members: [Member("content", .views)],
      swift: [SwiftSignature([.ignored("selection"), .labeled("content", .viewBuilder)])],
      source: "Apple: TabView; UITabBar's 49-point bar, the first tab shown"),
  ]

  /// The controls issue 14 adds, with their iOS sizes (`ControlMetrics`).
  static let controlViews: [ViewEntry] = [
    ViewEntry(
      "Label", .ownSize,
      members: [
        Member("title", .text), Member("systemImage", .string), Member("icon", .views), Member("content", .views),
      ],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("systemImage")]),
        SwiftSignature([.labeled("title", to: "content", .viewBuilder), .labeled("icon", .viewBuilder)]),
      ],
      source: "control-sizes.md 8.2 (sentry-cocoa's Label dumps: icon box 24 wide, title 8 after it); Apple: Label"),
    ViewEntry(
      "LabeledContent", .container,
      members: [
        Member("title", .text), Member("value", .text), Member("label", .views), Member("content", .views),
      ],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("value"), .ignored("format")]),
        SwiftSignature([.unlabeled("title"), .labeled("content", .viewBuilder)]),
        SwiftSignature([.labeled("content", .viewBuilder), .labeled("label", .viewBuilder)]),
      ],
      source:
        "Apple: LabeledContent (iOS 16; the value trailing, as a Picker's in a form): laid out as "
        + "HStack(alignment: .firstTextBaseline) { label; Spacer(); content }, unmeasured"),
    ViewEntry(
      "Toggle", .ownSize,
      members: [Member("title", .text), Member("isOn", .expression), Member("content", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("isOn")]),
        SwiftSignature([.labeled("isOn"), .labeled("label", to: "content", .viewBuilder)]),
      ],
      source: "UIKit: UISwitch is 51 × 31; the row takes its proposed width"),
    ViewEntry(
      "Slider", .ownSize,
      members: [
        Member("value", .expression), Member("in", .asWritten), Member("step", .number), Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .labeled("value"), .labeled("in", hasDefault: true), .labeled("step", hasDefault: true),
          .labeled("label", to: "content", .viewBuilder, hasDefault: true),
        ])
      ],
      source: "UIKit: UISlider's intrinsic height 31; the slider takes its proposed width"),
    ViewEntry(
      "Stepper", .ownSize,
      members: [
        Member("title", .text), Member("value", .expression), Member("in", .asWritten), Member("step", .number),
        Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .unlabeled("title"), .labeled("value"), .labeled("in", hasDefault: true), .labeled("step", hasDefault: true),
        ])
      ],
      source: "UIKit: UIStepper is 94 × 32; the row takes its proposed width"),
    ViewEntry(
      "Picker", .ownSize,
      members: [Member("title", .text), Member("selection", .expression), Member("content", .views)],
      swift: [SwiftSignature([.unlabeled("title"), .labeled("selection"), .labeled("content", .viewBuilder)])],
      source:
        "UIKit: UISegmentedControl is 32 high; the menu style shows the selection and a chevron, in a Form or List "
        + "after the title (Apple: PickerStyle.automatic)"),
    ViewEntry(
      "ProgressView", .ownSize,
      members: [Member("title", .text), Member("value", .expression), Member("total", .number)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("value", hasDefault: true), .labeled("total", hasDefault: true)]),
        SwiftSignature([.labeled("value", hasDefault: true), .labeled("total", hasDefault: true)]),
      ],
      source: "UIKit: UIProgressView's bar 4 high, UIActivityIndicatorView 20 × 20"),
    ViewEntry(
      "DatePicker", .ownSize,
      members: [Member("title", .text), Member("selection", .expression), Member("date", .text)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("selection"), .ignored("in"), .ignored("displayedComponents")])
      ],
      source: "our documented compact style: the label, and the date in a button 11 wider each side"),
    ViewEntry(
      "TextEditor", .flexible, members: [Member("text", .expression)],
      swift: [SwiftSignature([.labeled("text")])],
      source: "swiftui-usage.md §2: a text editor takes the whole proposal"),
    ViewEntry(
      "Link", .ownSize,
      members: [Member("title", .text), Member("destination", .expression), Member("label", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("destination")]),
        SwiftSignature([.labeled("destination"), .labeled("label", .viewBuilder)]),
      ],
      source: "Apple: Link; sized as a borderless Button (control-sizes.md §5)"),
    ViewEntry(
      "Menu", .ownSize,
      members: [Member("title", .text), Member("label", .views), Member("content", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("content", .viewBuilder)]),
        SwiftSignature([.labeled("content", .viewBuilder), .labeled("label", .viewBuilder)]),
      ],
      source: "Apple: Menu; its label sized as a borderless Button, its items not laid out until opened"),
    ViewEntry(
      "EditButton", .ownSize, swift: [SwiftSignature([])],
      source:
        "Apple: EditButton (a button titled Edit, Done while a list is edited; never edited here): its title sized as"
        + " a borderless Button"),
    ViewEntry(
      "ShareLink", .ownSize,
      members: [Member("title", .text), Member("label", .views)],
      swift: [
        SwiftSignature([
          .unlabeled("title"), .ignored("item", hasDefault: false), .ignored("subject"), .ignored("message"),
          .ignored("preview"),
        ]),
        SwiftSignature([
          .unlabeled("title"), .ignored("items", hasDefault: false), .ignored("subject"), .ignored("message"),
          .ignored("preview"),
        ]),
        SwiftSignature([
          .ignored("item", hasDefault: false), .ignored("subject"), .ignored("message"), .ignored("preview"),
          .labeled("label", .viewBuilder, hasDefault: true),
        ]),
        SwiftSignature([
          .ignored("items", hasDefault: false), .ignored("subject"), .ignored("message"), .ignored("preview"),
          .labeled("label", .viewBuilder, hasDefault: true),
        ]),
      ],
      source:
        "Apple: ShareLink (its default label is Label(\"Share\", systemImage: \"square.and.arrow.up\"), a title"
        + " replaces the Share); sized as a borderless Button (control-sizes.md §5), its sheet not laid out"),
    ViewEntry(
      "AsyncImage", .container,
      members: [Member("placeholder", .views)],
      swift: [
        SwiftSignature([
          .ignored("url", hasDefault: false), .ignored("scale"), .ignoredClosure("content"),
          .labeled("placeholder", .viewBuilder),
        ]),
        SwiftSignature([
          .ignored("url", hasDefault: false), .ignored("scale"), .ignored("transaction"),
          .ignoredClosure("content", hasDefault: true),
        ]),
      ],
      source:
        "Apple: AsyncImage (until its image loads it shows its placeholder, by default one that fills the space it"
        + " is offered); no URL is ever loaded here, so it is laid out as its placeholder: the placeholder views in a"
        + " ZStack, or a Color filling the proposal. A phase closure is not run (its .empty case is not evaluated)"),
    ViewEntry(
      "ContentUnavailableView", .container,
      members: [
        Member("title", .text), Member("systemImage", .string), Member("image", .string), Member("label", .views),
        Member("description", .views), Member("actions", .views),
      ],
      swift: [
        SwiftSignature([
          .unlabeled("title"), .labeled("systemImage"), .labeled("description", .viewBuilder, hasDefault: true),
        ]),
        SwiftSignature([
          .unlabeled("title"), .labeled("image"), .labeled("description", .viewBuilder, hasDefault: true),
        ]),
        SwiftSignature([
          .labeled("label", .viewBuilder), .labeled("description", .viewBuilder, hasDefault: true),
          .labeled("actions", .viewBuilder, hasDefault: true),
        ]),
      ],
      source:
        "Apple: ContentUnavailableView (iOS 17: a label, a description and actions, centred in the space it fills):"
        + " laid out as ZStack { Color.clear; VStack { icon; title; description; actions } }, the icon"
        + " .font(.largeTitle).imageScale(.large), the title .font(.title2).bold(), the description"
        + " .font(.subheadline) centred: fonts chosen, not published; unmeasured. A label's views are laid out as"
        + " written (a Label side by side, not the view's own label style)"),
    ViewEntry(
      "DisclosureGroup", .container,
      members: [
        Member("title", .text), Member("isExpanded", .condition), Member("label", .views), Member("content", .views),
      ],
      swift: [
        SwiftSignature([
          .unlabeled("title"), .labeled("isExpanded", hasDefault: true), .labeled("content", .viewBuilder),
        ]),
        SwiftSignature([
          .labeled("isExpanded", hasDefault: true), .labeled("content", .viewBuilder),
          .labeled("label", .viewBuilder),
        ]),
      ],
      source:
        "Apple: DisclosureGroup (collapsed unless isExpanded says otherwise; iOS shows the label with a trailing"
        + " chevron, the content below it when expanded): laid out as VStack(alignment: .leading) {"
        + " HStack { label; Spacer(); Image(systemName: \"chevron.right\") }; if isExpanded { content } }, unmeasured;"
        + " in a List the group is one row"),
    ViewEntry(
      "GroupBox", .container,
      members: [Member("title", .text), Member("label", .views), Member("content", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .labeled("content", .viewBuilder)]),
        SwiftSignature([.labeled("content", .viewBuilder), .labeled("label", .viewBuilder, hasDefault: true)]),
        SwiftSignature([.labeled("label", .viewBuilder), .labeled("content", .viewBuilder)]),
      ],
      source:
        "Apple: GroupBox (a styled box around a label and content; iOS draws the label in a bold text style):"
        + " laid out as VStack(alignment: .leading) { label; content }.padding(16), the label .font(.headline);"
        + " the inset (controlMetrics.groupBoxPadding), the font and the gap are chosen, unmeasured"),
    ViewEntry(
      "NavigationLink", .ownSize,
      members: [Member("title", .text), Member("label", .views)],
      swift: [
        SwiftSignature([.unlabeled("title"), .ignored("value", hasDefault: false)]),
        SwiftSignature([.unlabeled("title"), .ignoredClosure("destination"), .ignored("isActive")]),
        SwiftSignature([.ignored("value", hasDefault: false), .labeled("label", .viewBuilder)]),
        SwiftSignature([
          .ignoredClosure("destination"), .ignored("isActive"), .labeled("label", .viewBuilder),
        ]),
      ],
      source:
        "Apple: NavigationLink; its label sized as a borderless Button, its destination not laid out until pushed;"
        + " in a List the row's disclosure chevron is not laid out (unmeasured)"),
  ]
}

extension Vocabulary {
  /// The layout modifiers issue 14 adds: aspect ratios, the cell modifiers of grids and custom layouts, the
  /// safe area, `containerRelativeFrame` and the render transforms.
  static let extendedLayoutModifiers: [ModifierEntry] = [
    ModifierEntry(
      "aspectRatio", .sizeOrPosition,
      members: [
        Member("ratio", .number), Member("width", .number), Member("height", .number),
        Member("contentMode", .choice),
      ],
      shorthands: [.number],
      swift: [
        SwiftSignature([.unlabeled("ratio", hasDefault: true), .labeled("contentMode")]),
        SwiftSignature([.unlabeled("size", .memberwise), .labeled("contentMode")]),
      ],
      source:
        "Apple: aspectRatio(_:contentMode:) (the 3:4 ellipse fitting and filling 200 × 200); OpenSwiftUI "
        + "AspectRatioLayout.swift"),
    ModifierEntry(
      "scaledToFit", .sizeOrPosition, swift: [SwiftSignature([])],
      source: "Apple: scaledToFit() is aspectRatio(contentMode: .fit) with the view's own ratio"),
    ModifierEntry(
      "scaledToFill", .sizeOrPosition, swift: [SwiftSignature([])],
      source: "Apple: scaledToFill() is aspectRatio(contentMode: .fill) with the view's own ratio"),
    ModifierEntry(
      "layoutValue", .dataFlow,
      members: [Member("key", .string, isRequired: true), Member("value", .value, isRequired: true)],
      swift: [SwiftSignature([.labeled("key", .metatype), .labeled("value")])],
      source: "Apple: layoutValue(key:value:) (a LayoutValueKey the custom layout around the view reads)"),
    ModifierEntry(
      "gridCellColumns", .sizeOrPosition, members: [Member("count", .number)], shorthands: [.number],
      swift: [SwiftSignature([.unlabeled("count")])],
      source: "Apple: gridCellColumns(_:) (a Grid cell spanning columns)"),
    ModifierEntry(
      "gridColumnAlignment", .sizeOrPosition, shorthands: [.horizontalAlignment],
      swift: [SwiftSignature([.unlabeled("guide", .shorthand)])],
      source: "Apple: gridColumnAlignment(_:) (the horizontal alignment of the cell's column)"),
    ModifierEntry(
      "gridCellUnsizedAxes", .sizeOrPosition, shorthands: [.axes],
      swift: [SwiftSignature([.unlabeled("axes", .shorthand)])],
      source: "Apple: gridCellUnsizedAxes(_:) (the cell takes its cell's size without sizing it)"),
    ModifierEntry(
      "listRowInsets", .sizeOrPosition,
      members: [
        Member("top", .number), Member("leading", .number), Member("bottom", .number), Member("trailing", .number),
      ],
      // `listRowInsets(nil)`: the list's own insets, a null shorthand.
      shorthands: [.value],
      swift: [SwiftSignature([.unlabeled("insets", .memberwise)]), SwiftSignature([.unlabeled("insets", .shorthand)])],
      source:
        "Apple: listRowInsets(_:) (\"Applies an inset to the rows in a list\"): the row's content insets in its cell"),
    ModifierEntry(
      "ignoresSafeArea", .sizeOrPosition, members: [Member("regions", .choice), Member("edges", .edges)],
      swift: [SwiftSignature([.unlabeled("regions", hasDefault: true), .labeled("edges", hasDefault: true)])],
      source:
        "Apple: ignoresSafeArea(_:edges:) (\"expands the safe area of a view\"); OpenSwiftUI "
        + "_SafeAreaRegionsIgnoringLayout (the proposal grown by the insets the view touches)"),
    ModifierEntry(
      "edgesIgnoringSafeArea", .sizeOrPosition, members: [Member("edges", .edges)], shorthands: [.edges],
      swift: [SwiftSignature([.unlabeled("edges", .shorthand)])],
      source: "Apple: edgesIgnoringSafeArea(_:), deprecated for ignoresSafeArea(.all, edges:)"),
    ModifierEntry(
      "safeAreaPadding", .sizeOrPosition, members: insetMembers, shorthands: [.number], swift: insetSignatures,
      source: "Apple: safeAreaPadding (\"adds the provided insets into the safe area of this view\"): padding that "
        + "also grows the safe area inside"),
    ModifierEntry(
      "safeAreaInset", .secondaryContent,
      members: [
        Member("edge", .choice, isRequired: true), Member("alignment", .alignment), Member("spacing", .number),
        Member("content", .views, isRequired: true),
      ],
      swift: [
        SwiftSignature([
          .labeled("edge"), .labeled("alignment", hasDefault: true), .labeled("spacing", hasDefault: true),
          .labeled("content", .viewBuilder),
        ])
      ],
      source:
        "Apple: safeAreaInset(edge:alignment:spacing:content:) (the view inset by the content's length, its safe "
        + "area grown by it); OpenSwiftUI InsetViewLayout"),
    ModifierEntry(
      "containerRelativeFrame", .sizeOrPosition,
      members: [
        Member("axes", .axes, isRequired: true), Member("count", .number), Member("span", .number),
        Member("spacing", .number), Member("alignment", .alignment),
      ],
      shorthands: [.axes],
      swift: [
        SwiftSignature([.unlabeled("axes"), .labeled("alignment", hasDefault: true)]),
        SwiftSignature([
          .unlabeled("axes"), .labeled("count"), .labeled("span", hasDefault: true), .labeled("spacing"),
          .labeled("alignment", hasDefault: true),
        ]),
      ],
      source:
        "Apple: containerRelativeFrame(_:count:span:spacing:alignment:) (columnWidth = (containerWidth − spacing × "
        + "(count − 1)) ÷ count; itemWidth = columnWidth × span + (span − 1) × spacing)"),
    ModifierEntry(
      "scaleEffect", .renderTransform,
      members: [Member("scale", .number), Member("x", .number), Member("y", .number), Member("anchor", .choice)],
      shorthands: [.number],
      swift: [
        SwiftSignature([.unlabeled("scale"), .labeled("anchor", hasDefault: true)]),
        SwiftSignature([
          .labeled("x", hasDefault: true), .labeled("y", hasDefault: true), .labeled("anchor", hasDefault: true),
        ]),
      ],
      source: "Apple: scaleEffect(_:anchor:) (\"scales this view's rendered output\"); the layout is unchanged"),
    ModifierEntry(
      "rotationEffect", .renderTransform, members: [Member("angle", .expression), Member("anchor", .choice)],
      shorthands: [.number, .expression],
      swift: [SwiftSignature([.unlabeled("angle"), .labeled("anchor", hasDefault: true)])],
      source: "Apple: rotationEffect(_:anchor:) (\"it has no effect on the view's frame\")"),
  ]

  /// The control styles issue 14 reads: each changes which parts of a control show.
  static let styleModifiers: [ModifierEntry] = [
    ModifierEntry(
      "buttonStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: buttonStyle(_:) (plain, borderless, bordered, borderedProminent, glass, glassProminent)"),
    ModifierEntry(
      "labelStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: labelStyle(_:) (titleAndIcon, titleOnly, iconOnly)"),
    ModifierEntry(
      "listStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: listStyle(_:) (insetGrouped, inset, grouped, plain, sidebar)"),
    ModifierEntry(
      "formStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: formStyle(_:) (automatic, which is grouped on iOS; grouped; columns)"),
    ModifierEntry(
      "toggleStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: toggleStyle(_:) (switch, button)"),
    ModifierEntry(
      "pickerStyle", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: pickerStyle(_:) (menu, segmented)"),
    ModifierEntry(
      "progressViewStyle", .environment, shorthands: [.choice],
      swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: progressViewStyle(_:) (linear, circular)"),
    ModifierEntry(
      "datePickerStyle", .environment, shorthands: [.choice],
      swift: [SwiftSignature([.unlabeled("style", .shorthand)])],
      source: "Apple: datePickerStyle(_:) (compact; others drawn as compact)"),
    ModifierEntry(
      "labelsHidden", .environment, swift: [SwiftSignature([])],
      source: "Apple: labelsHidden() (controls show no label)"),
    ModifierEntry(
      "imageScale", .environment, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("scale", .shorthand)])],
      source: "Apple: imageScale(_:) (small, medium, large symbols)"),
    ModifierEntry(
      "controlSize", .environment, shorthands: [.choice],
      swift: [SwiftSignature([.unlabeled("controlSize", .shorthand)])],
      source: "Apple: controlSize(_:) (mini, small, regular, large, extraLarge: bordered buttons' padding, circular "
        + "progress views' side; the metrics chosen, ControlMetrics)"),
  ]

  /// The text modifiers issue 14 adds, each reaching the text measurer through the environment.
  static let textModifiers: [ModifierEntry] = [
    ModifierEntry(
      "bold", .textMetrics, members: [Member("isActive", .bool)], shorthands: [.bool],
      swift: [SwiftSignature([.unlabeled("isActive", hasDefault: true)])],
      source: "Apple: bold(_:) (the font's bold weight); bold glyphs are wider"),
    ModifierEntry(
      "italic", .textMetrics, members: [Member("isActive", .bool)], shorthands: [.bool],
      swift: [SwiftSignature([.unlabeled("isActive", hasDefault: true)])],
      source: "Apple: italic(_:); SF's italic advances are measured as its upright ones"),
    ModifierEntry(
      "fontWeight", .textMetrics, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("weight", .shorthand)])],
      source: "Apple: fontWeight(_:) (heavier weights measure wider)"),
    ModifierEntry(
      "fontDesign", .textMetrics, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("design", .shorthand)])],
      source: "Apple: fontDesign(_:) (.monospaced measures SF Mono's 1229/2048 em advances)"),
    ModifierEntry(
      "monospacedDigit", .textMetrics, swift: [SwiftSignature([])],
      source: "Apple: monospacedDigit() (every digit as wide as the widest)"),
    ModifierEntry(
      "kerning", .textMetrics, shorthands: [.number], swift: [SwiftSignature([.unlabeled("kerning", .shorthand)])],
      source: "Apple: kerning(_:) (points after each character)"),
    ModifierEntry(
      "tracking", .textMetrics, shorthands: [.number], swift: [SwiftSignature([.unlabeled("tracking", .shorthand)])],
      source: "Apple: tracking(_:) (points after each character)"),
    ModifierEntry(
      "textCase", .textMetrics, shorthands: [.choice], swift: [SwiftSignature([.unlabeled("textCase", .shorthand)])],
      source: "Apple: textCase(_:) (the letters measured in upper or lower case)"),
    ModifierEntry(
      "lineSpacing", .textMetrics, shorthands: [.number],
      swift: [SwiftSignature([.unlabeled("lineSpacing", .shorthand)])],
      source: "Apple: lineSpacing(_:) (points between lines)"),
    ModifierEntry(
      "truncationMode", .textMetrics, shorthands: [.choice],
      swift: [SwiftSignature([.unlabeled("mode", .shorthand)])],
      source: "Apple: truncationMode(_:) (where the ellipsis of a truncated line goes)"),
    ModifierEntry(
      "minimumScaleFactor", .textMetrics, shorthands: [.number],
      swift: [SwiftSignature([.unlabeled("factor", .shorthand)])],
      source: "Apple: minimumScaleFactor(_:) (text shrinks to fit before it truncates)"),
    ModifierEntry(
      "allowsTightening", .textMetrics, shorthands: [.bool],
      swift: [SwiftSignature([.unlabeled("flag", .shorthand)])],
      source: "Apple: allowsTightening(_:) (letter spacing tightens before truncating)"),
    ModifierEntry(
      "multilineTextAlignment", .textMetrics, shorthands: [.choice],
      swift: [SwiftSignature([.unlabeled("alignment", .shorthand)])],
      source: "Apple: multilineTextAlignment(_:) (lines move inside the text's box; its size is unchanged)"),
  ]
}
