import JSONCore

extension TreeDecoder {
  /// Reads the controls of the extended vocabulary: `Label`, `Toggle`, `Slider`, `Stepper`, `Picker`,
  /// `ProgressView`, `DatePicker`, `TextEditor`, `Link`, `Menu` and `NavigationLink`.
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
    case "Toggle": return .control(.toggle)
    case "Stepper": return .control(.stepper)
    case "Slider": return .control(.slider)
    case "TextEditor": return .control(.textEditor)
    case "Picker": return .control(.picker(options: []))
    case "ProgressView":
      let hasValue = object["value"].map { !$0.isNull } ?? false
      return .control(.progressView(hasValue: hasValue))
    case "DatePicker":
      let date = object["date"].map { textTemplate($0, at: path.key("date")) } ?? TextTemplate(literal: "Jan 1, 2026")
      return date.map { .control(.datePicker(date: $0)) }
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
  mutating func controlContent(
    _ kind: ViewKind, _ object: JSONObject, at path: JSONPath, depth: Int, id: String, declared: [ViewNode]
  ) -> [ViewNode] {
    func text(_ member: String) -> ViewNode? {
      guard let json = object[member], let template = textTemplate(json, at: path.key(member)) else { return nil }
      return made(.text(template), component: "Text0", at: path.key(member))
    }
    func made(_ kind: ViewKind, component: String, at path: JSONPath) -> ViewNode {
      let node = ViewNode(
        id: NodeID.child(of: id, component: component), hasExplicitID: false, kind: kind, modifiers: [], content: [],
        path: path)
      register(id: node.id, at: path)
      return node
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
      if case .picker = control { return declared }
      return text("title").map { [$0] } ?? declared
    case .buttonLike:
      guard let labelJSON = object["label"] else { return [] }
      return contentList(labelJSON, at: path.key("label"), depth: depth, parentID: id, prefix: "label.")
    default:
      return declared
    }
  }
}
