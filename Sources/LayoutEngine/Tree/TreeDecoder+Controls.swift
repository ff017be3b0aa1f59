import JSONCore

extension TreeDecoder {
  /// Reads the controls of the extended vocabulary: `Label`, `Toggle`, `Slider`, `Stepper`, `Picker`,
  /// `ProgressView`, `DatePicker`, `TextEditor`, `Link`, `Menu`, `NavigationLink`, `EditButton` (a `Button`
  /// titled "Edit": no list is ever being edited here), `ShareLink`, `AsyncImage`, `LabeledContent`,
  /// `DisclosureGroup` and `GroupBox`.
  mutating func controlKind(_ typeName: String, _ object: JSONObject, at path: JSONPath) -> ViewKind? {
    switch typeName {
    case "Label":
      if object["title"] != nil, object["content"] != nil {
        fail(.invalidValue, at: path.key("content"), "a Label has either a \"title\" or a \"content\" title, not both")
      }
      if object["systemImage"] != nil, object["image"] != nil || object["icon"] != nil {
        fail(.invalidValue, at: path.key("systemImage"), "a Label has one icon: \"systemImage\", \"image\" or \"icon\"")
      }
      return .label
    case "LabeledContent":
      if object["title"] != nil, object["label"] != nil {
        fail(.invalidValue, at: path.key("label"), "a LabeledContent has either a \"title\" or a \"label\", not both")
      }
      if object["value"] != nil, object["content"] != nil {
        fail(
          .invalidValue, at: path.key("content"), "a LabeledContent has either a \"value\" or a \"content\", not both")
      }
      return .stackLayout(name: typeName, stack: .horizontal(alignment: .firstTextBaseline, spacing: .unspecified))
    case "DisclosureGroup":
      if object["title"] != nil, object["label"] != nil {
        fail(.invalidValue, at: path.key("label"), "a DisclosureGroup has either a \"title\" or a \"label\", not both")
      }
      return .stackLayout(name: typeName, stack: .vertical(alignment: .leading, spacing: .unspecified))
    case "GroupBox":
      if object["title"] != nil, object["label"] != nil {
        fail(.invalidValue, at: path.key("label"), "a GroupBox has either a \"title\" or a \"label\", not both")
      }
      return .groupBox
    case "Toggle": return .control(.toggle)
    case "Stepper": return .control(.stepper)
    case "Slider": return .control(.slider)
    case "TextEditor": return .control(.textEditor)
    case "Picker": return .control(.picker(hasTitle: object["title"] != nil))
    case "ProgressView":
      let hasValue = object["value"].map { !$0.isNull } ?? false
      return .control(.progressView(hasValue: hasValue))
    case "DatePicker":
      let date = object["date"].map { textTemplate($0, at: path.key("date")) } ?? TextTemplate(literal: "Jan 1, 2026")
      return date.map { .control(.datePicker(date: $0)) }
    case "EditButton":
      return .buttonLike(name: typeName, title: TextTemplate(literal: "Edit"))
    case "ShareLink":
      if object["title"] != nil, object["label"] != nil {
        fail(.invalidValue, at: path.key("label"), "a ShareLink has either a \"title\" or a \"label\", not both")
      }
      return .buttonLike(name: typeName, title: nil)
    case "AsyncImage":
      return .stackLayout(name: typeName, stack: .depth(alignment: .center))
    case "ContentUnavailableView":
      if object["label"] != nil, object["title"] != nil || object["systemImage"] != nil || object["image"] != nil {
        fail(
          .invalidValue, at: path.key("label"),
          "a ContentUnavailableView has either a \"label\" or a \"title\" with its icon, not both")
      }
      return .stackLayout(name: typeName, stack: .depth(alignment: .center))
    case "Link", "Menu", "NavigationLink":
      let title = object["title"].flatMap { textTemplate($0, at: path.key("title")) }
      if object["title"] != nil, object["label"] != nil {
        fail(.invalidValue, at: path.key("label"), "a \(typeName) has either a \"title\" or a \"label\", not both")
      }
      return .buttonLike(name: typeName, title: title)
    default:
      return containerKind(typeName, object, at: path)
    }
  }

  /// The content a control lays out: a `Label`'s icon and title (an `Image(systemName:)` or `Image(_:)` and a
  /// `Text` made of the short forms), a control's `Text` label made of its title (none with `labelsHidden()`, which
  /// the layout reads), a `Menu`'s, `Link`'s or `NavigationLink`'s `label` views; a `Menu`'s items are not laid out.
  /// A `LabeledContent` is laid out as `HStack(alignment: .firstTextBaseline) { label; Spacer(); content }`: its
  /// label (a `Text` of its `title`, or its `label` views, several stacked in a `VStack(alignment: .leading)` as a
  /// title and subtitle), a `Spacer`, then its content (a `Text` of its `value`, or its `content` views). Apple's
  /// documentation of `LabeledContent` (the value trailing, as a `Picker`'s in a form); unmeasured.
  /// A `DisclosureGroup` is laid out as `VStack(alignment: .leading) { HStack { label; Spacer(); chevron };
  /// if isExpanded { content } }`: its label row (a `Text` of its `title` or its `label` views, a `Spacer`, and
  /// `Image(systemName: "chevron.right")` for the disclosure indicator), then its content under a condition on
  /// `isExpanded`, which is `false` when not given (a group starts collapsed). The content stays in the tree when
  /// collapsed, so its ids stay those of views the tree holds. Apple's documentation of `DisclosureGroup`;
  /// unmeasured.
  mutating func controlContent(
    _ kind: ViewKind, _ object: JSONObject, at path: JSONPath, depth: Int, id: String, declared: [ViewNode]
  ) -> [ViewNode] {
    func text(_ member: String) -> ViewNode? {
      guard let json = object[member], let template = textTemplate(json, at: path.key(member)) else { return nil }
      return made(.text(template), component: "Text0", at: path.key(member))
    }
    func made(_ kind: ViewKind, component: String, at path: JSONPath, under parent: String? = nil) -> ViewNode {
      let node = ViewNode(
        id: NodeID.child(of: parent ?? id, component: component), hasExplicitID: false, kind: kind, modifiers: [],
        content: [], path: path)
      register(id: node.id, at: path)
      return node
    }
    /// The views of the `label` member, or else a `Text` of the `title` member.
    func titleOrLabel() -> [ViewNode] {
      if let labelJSON = object["label"] {
        return contentList(labelJSON, at: path.key("label"), depth: depth, parentID: id, prefix: "label.")
      }
      guard let json = object["title"], let template = textTemplate(json, at: path.key("title")) else { return [] }
      return [made(.text(template), component: "label.Text0", at: path.key("title"))]
    }
    switch kind {
    case .label:
      var icon: [ViewNode] = []
      if let json = object["systemImage"], let name = string(json, at: path.key("systemImage")) {
        icon = [
          made(
            .image(ImageArguments(name: name, isSystemName: true, width: nil, height: nil, isResizable: false)),
            component: "Image0", at: path.key("systemImage"))
        ]
      } else if let iconJSON = object["icon"] {
        icon = contentList(iconJSON, at: path.key("icon"), depth: depth, parentID: id, prefix: "icon.")
      }
      let title = text("title").map { [$0] } ?? declared
      return icon + title
    case .control(let control):
      if case .picker = control { return titleOrLabel() + declared }
      return text("title").map { [$0] } ?? declared
    case .buttonLike(let name, _):
      if name == "ShareLink", object["label"] == nil {
        let title =
          object["title"].flatMap { textTemplate($0, at: path.key("title")) } ?? TextTemplate(literal: "Share")
        var label = made(.label, component: "label.Label0", at: path.key("label"))
        let icon = made(
          .image(
            ImageArguments(
              name: "square.and.arrow.up", isSystemName: true, width: nil, height: nil, isResizable: false)),
          component: "Image0", at: path.key("icon"), under: label.id)
        label.content = [icon, made(.text(title), component: "Text0", at: path.key("title"), under: label.id)]
        return [label]
      }
      guard let labelJSON = object["label"] else { return [] }
      return contentList(labelJSON, at: path.key("label"), depth: depth, parentID: id, prefix: "label.")
    case .stackLayout("AsyncImage", _):
      guard object["placeholder"] == nil else {
        return contentList(
          object["placeholder"] ?? [], at: path.key("placeholder"), depth: depth, parentID: id, prefix: "placeholder.")
      }
      return [made(.color("secondarySystemFill"), component: "placeholder.Color0", at: path.key("placeholder"))]
    case .stackLayout("LabeledContent", _):
      var label = titleOrLabel()
      if label.count > 1 {
        let stack = ViewNode(
          id: NodeID.child(of: id, component: "labelStack.VStack0"), hasExplicitID: false,
          kind: .vStack(alignment: .leading, spacing: .unspecified), modifiers: [], content: label,
          path: path.key("label"))
        register(id: stack.id, at: path.key("label"))
        label = [stack]
      }
      // Named apart from the content's views, whose ids have no prefix.
      let spacer = made(.spacer(minLength: .unspecified), component: "gap.Spacer0", at: path.key("gap"))
      let value = object["value"].flatMap { json in
        textTemplate(json, at: path.key("value")).map {
          made(.text($0), component: "value.Text0", at: path.key("value"))
        }
      }
      return label + [spacer] + (value.map { [$0] } ?? declared)
    case .stackLayout("ContentUnavailableView", _):
      return unavailableContent(object, at: path, depth: depth, id: id)
    case .groupBox:
      return groupBoxLabel(object, at: path, depth: depth, id: id) + declared
    case .stackLayout("DisclosureGroup", _):
      let label = titleOrLabel()
      let spacer = made(.spacer(minLength: .unspecified), component: "gap.Spacer0", at: path.key("gap"))
      let chevron = made(
        .image(ImageArguments(name: "chevron.right", isSystemName: true, width: nil, height: nil, isResizable: false)),
        component: "indicator.Image0", at: path.key("indicator"))
      let row = ViewNode(
        id: NodeID.child(of: id, component: "labelRow.HStack0"), hasExplicitID: false,
        kind: .hStack(alignment: .center, spacing: .unspecified), modifiers: [], content: label + [spacer, chevron],
        path: path.key("label"))
      register(id: row.id, at: path.key("label"))
      let isExpanded = object["isExpanded"].flatMap { expansion($0, at: path.key("isExpanded")) } ?? .literal(false)
      let expanded = ViewNode(
        id: NodeID.child(of: id, component: "content.if0"), hasExplicitID: false,
        kind: .conditional(condition: isExpanded, elseContent: []), modifiers: [], content: declared,
        path: path.key("content"))
      register(id: expanded.id, at: path.key("content"))
      return [row, expanded]
    default:
      return declared
    }
  }

  /// A `DisclosureGroup`'s `isExpanded`: a condition, where a binding (`$showsDetails`, `.constant(true)`) stands
  /// for the value it binds, which is what the group shows.
  private mutating func expansion(_ json: JSONValue, at path: JSONPath) -> BoolArgument? {
    guard case .string(var text) = json else { return boolArgument(json, at: path) }
    text = text.trimmingSpaces()
    for prefix in [".constant(", "Binding.constant("] where text.hasPrefix(prefix) && text.hasSuffix(")") {
      text = String(text.dropFirst(prefix.count).dropLast())
    }
    if text.hasPrefix("$") { text.removeFirst() }
    return boolArgument(.string(text), at: path)
  }

  /// A `GroupBox`'s label in the `.headline` font (the default style's bold label; chosen, unmeasured): a `Text`
  /// of its `title`, or its `label` views in a `VStack(alignment: .leading)` that gives them the font; none when
  /// it has neither.
  private mutating func groupBoxLabel(_ object: JSONObject, at path: JSONPath, depth: Int, id: String) -> [ViewNode] {
    let font: JSONValue = [["font": ".headline"]]
    if let labelJSON = object["label"] {
      let stackID = NodeID.child(of: id, component: "labelStack.VStack0")
      let views = contentList(labelJSON, at: path.key("label"), depth: depth + 1, parentID: id, prefix: "label.")
      register(id: stackID, at: path.key("label"))
      return [
        ViewNode(
          id: stackID, hasExplicitID: false, kind: .vStack(alignment: .leading, spacing: .unspecified),
          modifiers: modifiers(font, at: path.key("style"), bareDepth: depth + 2, ownerID: stackID), content: views,
          path: path.key("label"))
      ]
    }
    guard let json = object["title"], let template = textTemplate(json, at: path.key("title")) else { return [] }
    let textID = NodeID.child(of: id, component: "label.Text0")
    register(id: textID, at: path.key("title"))
    return [
      ViewNode(
        id: textID, hasExplicitID: false, kind: .text(template),
        modifiers: modifiers(font, at: path.key("style"), bareDepth: depth + 2, ownerID: textID), content: [],
        path: path.key("title"))
    ]
  }

  /// A `ContentUnavailableView`'s views: `ZStack { Color.clear; VStack { icon; title; description; actions } }`, the
  /// clear colour filling what the view is offered and the stack centred in it. The icon (`systemImage` or `image`)
  /// and title are made here with their fonts; the description's views are set in a `VStack` that gives them theirs.
  /// A `label`'s views take the place of icon and title as written.
  private mutating func unavailableContent(_ object: JSONObject, at path: JSONPath, depth: Int, id: String)
    -> [ViewNode]
  {
    let stackID = NodeID.child(of: id, component: "labelStack.VStack0")
    func made(_ kind: ViewKind, _ component: String, at path: JSONPath, modifiers: JSONValue = []) -> ViewNode {
      let nodeID = NodeID.child(of: stackID, component: component)
      let made =
        modifiers.arrayValue?.isEmpty == false
        ? self.modifiers(modifiers, at: path.key("style"), bareDepth: depth + 2, ownerID: nodeID) : []
      register(id: nodeID, at: path)
      return ViewNode(id: nodeID, hasExplicitID: false, kind: kind, modifiers: made, content: [], path: path)
    }
    var views: [ViewNode] = []
    if let labelJSON = object["label"] {
      views = contentList(labelJSON, at: path.key("label"), depth: depth + 1, parentID: id, prefix: "label.")
    } else {
      for member in ["systemImage", "image"] {
        guard let json = object[member], let name = string(json, at: path.key(member)) else { continue }
        let image = ImageArguments(
          name: name, isSystemName: member == "systemImage", width: nil, height: nil, isResizable: false)
        views.append(
          made(
            .image(image), "icon.Image0", at: path.key(member),
            modifiers: [["font": ".largeTitle"], ["imageScale": "large"]]))
      }
      if let json = object["title"], let template = textTemplate(json, at: path.key("title")) {
        views.append(
          made(.text(template), "title.Text0", at: path.key("title"), modifiers: [["font": ".title2"], ["bold": true]]))
      }
    }
    if let json = object["description"] {
      var description = made(
        .vStack(alignment: .center, spacing: .unspecified), "description.VStack0", at: path.key("description"),
        modifiers: [["font": ".subheadline"], ["multilineTextAlignment": "center"]])
      description.content = ViewNodes(
        contentList(json, at: path.key("description"), depth: depth + 2, parentID: id, prefix: "description."))
      views.append(description)
    }
    if let json = object["actions"] {
      views += contentList(json, at: path.key("actions"), depth: depth + 1, parentID: id, prefix: "actions.")
    }
    let fill = ViewNode(
      id: NodeID.child(of: id, component: "fill.Color0"), hasExplicitID: false, kind: .color("clear"), modifiers: [],
      content: [], path: path.key("fill"))
    register(id: fill.id, at: fill.path)
    let stack = ViewNode(
      id: stackID, hasExplicitID: false, kind: .vStack(alignment: .center, spacing: .unspecified), modifiers: [],
      content: views, path: path.key("labelStack"))
    register(id: stack.id, at: stack.path)
    return [fill, stack]
  }
}
