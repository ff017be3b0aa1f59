import JSONCore

extension RandomTreeGenerator {
  /// One of the containers of the extended vocabulary (grids, `ViewThatFits`), with content.
  mutating func extendedContainer(depth: Int) -> JSONObject {
    switch choices.choose(11) {
    case 3, 10:
      let names = ["LazyVStack", "LazyHStack", "HStackLayout", "VStackLayout", "ZStackLayout"]
      let name = choices.pick(names)
      var stack: JSONObject = ["view": .string(name), "content": content(depth: depth)]
      if choices.chance(3), name != "ZStackLayout" { stack["spacing"] = number() }
      return stack
    case 4:
      let name = choices.pick(["LazyVGrid", "LazyHGrid"])
      let items: [JSONValue] = [
        ["flexible": [:]], ["fixed": number()], ["adaptive": ["minimum": 40]],
        ["flexible": ["minimum": 20, "maximum": 80]],
      ]
      return [
        "view": .string(name),
        name == "LazyVGrid" ? "columns" : "rows": .array(Array(items.prefix(1 + choices.choose(4)))),
        "content": content(depth: depth),
      ]
    case 5:
      let layout: JSONValue = choices.pick([
        ["HStackLayout": [:]], ["VStackLayout": ["spacing": 4]], ["ZStackLayout": [:]],
      ])
      return ["view": "AnyLayout", "layout": layout, "content": content(depth: depth)]
    case 6:
      return [
        "view": .string(choices.pick(["NavigationStack", "NavigationView", "TabView"])),
        "content": content(depth: depth),
      ]
    case 7:
      // One Label draw in three is a LabeledContent, a DisclosureGroup or a GroupBox, so the other draws keep
      // their order.
      if choices.chance(3) {
        if choices.chance(4) {
          return choices.chance(2)
            ? ["view": "GroupBox", "title": .string(textTemplate()), "content": content(depth: depth)]
            : ["view": "GroupBox", "content": content(depth: depth), "label": content(depth: depth)]
        }
        if choices.chance(3) {
          return choices.chance(2)
            ? ["view": "DisclosureGroup", "title": .string(textTemplate()), "content": content(depth: depth)]
            : [
              "view": "DisclosureGroup", "isExpanded": .bool(choices.chance(2)), "content": content(depth: depth),
              "label": content(depth: depth),
            ]
        }
        return choices.chance(2)
          ? ["view": "LabeledContent", "title": .string(textTemplate()), "value": .string(textTemplate())]
          : ["view": "LabeledContent", "content": content(depth: depth), "label": content(depth: depth)]
      }
      // One of the other draws in four is an AsyncImage or a ContentUnavailableView.
      if choices.chance(4) {
        if choices.chance(2) {
          return choices.chance(2)
            ? ["view": "ContentUnavailableView", "title": .string(textTemplate()), "systemImage": "tray"]
            : [
              "view": "ContentUnavailableView", "label": content(depth: depth), "description": content(depth: depth),
              "actions": content(depth: depth),
            ]
        }
        return choices.chance(2)
          ? ["view": "AsyncImage"] : ["view": "AsyncImage", "placeholder": content(depth: depth)]
      }
      return choices.chance(2)
        ? ["view": "Label", "title": .string(textTemplate()), "systemImage": "star"]
        : ["view": "Label", "content": content(depth: depth), "icon": content(depth: depth)]
    case 8:
      let name = choices.pick(["Toggle", "Stepper", "DatePicker", "ProgressView", "Label", "EditButton"])
      if name == "EditButton" { return ["view": "EditButton"] }
      // Half the Label draws here (case 7 draws Labels too) are a ShareLink.
      if name == "Label", choices.chance(2) {
        return choices.chance(2) ? ["view": "ShareLink"] : ["view": "ShareLink", "title": .string(textTemplate())]
      }
      return ["view": .string(name), "title": .string(textTemplate())]
    case 9:
      if declaresColumn, choices.chance(2) {
        return ["view": "Layout", "layout": "Column", "content": content(depth: depth)]
      }
      return ["view": "Picker", "title": "Pick", "selection": "choice", "content": content(depth: depth)]
    case 0:
      var grid: JSONObject = ["view": "Grid", "content": gridContent(depth: depth)]
      if choices.chance(3) { grid["alignment"] = alignment() }
      if choices.chance(3) { grid["horizontalSpacing"] = number() }
      if choices.chance(3) { grid["verticalSpacing"] = number() }
      return grid
    case 1:
      var fits: JSONObject = ["view": "ViewThatFits", "content": content(depth: depth)]
      if choices.chance(2) {
        fits["axes"] = choices.pick(["horizontal", ".vertical", ["horizontal", "vertical"], []])
      }
      return fits
    default:
      return ["view": "GridRow", "content": content(depth: depth)]
    }
  }

  /// One of the extended vocabulary's controls without content.
  mutating func extendedLeaf() -> JSONObject {
    switch choices.choose(5) {
    case 0: return ["view": "Slider", "value": "level"]
    case 1: return ["view": "TextEditor", "text": "$notes"]
    case 2:
      if choices.chance(2) { return ["view": "NavigationLink", "label": [["view": "Text", "text": "Row"]]] }
      return ["view": "Link", "title": .string(textTemplate()), "destination": "url"]
    case 3: return ["view": "Menu", "title": .string(textTemplate()), "content": [["view": "Text", "text": "Item"]]]
    default: return ["view": "ProgressView", "value": 0.5, "modifiers": [["progressViewStyle": "circular"]]]
    }
  }

  /// A grid's content: rows of cells and full-width views.
  mutating func gridContent(depth: Int) -> JSONValue {
    var items: [JSONValue] = []
    for _ in 0..<choices.choose(4) {
      if choices.chance(4) {
        items.append(view(depth: depth + 1))
      } else {
        var row: JSONObject = ["view": "GridRow", "content": content(depth: depth + 1)]
        if choices.chance(3) { row["alignment"] = .string(choices.pick(["top", "center", "firstTextBaseline"])) }
        items.append(.object(row))
      }
    }
    return .array(items)
  }

  /// `{name: value}`.
  private func single(_ name: String, _ value: JSONValue) -> JSONValue {
    .object(JSONObject([(name, value)]))
  }

  /// One modifier of the extended vocabulary: aspect ratios, grid cells, layout values and the text modifiers.
  mutating func extendedModifier() -> JSONValue {
    switch choices.choose(16) {
    case 0:
      let ratio: JSONValue = choices.chance(2) ? number() : ["ratio": number(), "contentMode": "fill"]
      return ["aspectRatio": ratio]
    case 1: return single(choices.pick(["scaledToFit", "scaledToFill"]), [:])
    case 2: return ["gridCellColumns": pick([2, 1, 3], else: [0, -1])]
    case 3: return ["gridColumnAlignment": .string(pick(["leading", "trailing", ".center"], else: ["sideways"]))]
    case 4: return ["gridCellUnsizedAxes": choices.pick(["horizontal", "vertical", ["horizontal", "vertical"]])]
    case 5:
      // One layout value draw in three is `listRowInsets`, so the other draws keep their order.
      guard choices.chance(3) else { return ["layoutValue": ["key": "Rank", "value": number()]] }
      return ["listRowInsets": pick([["leading": number(), "trailing": number()], ["top": 0], .null], else: ["wide"])]
    case 6: return single(choices.pick(["bold", "italic"]), choices.pick([true, false, [:]]))
    case 7: return ["fontWeight": .string(pick(["semibold", ".heavy"], else: ["chunky"]))]
    case 8: return single(choices.pick(["kerning", "tracking", "lineSpacing"]), number())
    case 9: return ["truncationMode": .string(choices.pick(["head", ".middle", "tail"]))]
    case 10: return ["minimumScaleFactor": pick([0.5, 1], else: [0, 2])]
    case 11: return ["allowsTightening": .bool(choices.chance(2))]
    case 12: return ["multilineTextAlignment": .string(choices.pick(["leading", ".center", "trailing"]))]
    case 13: return choices.chance(2) ? ["monospacedDigit": [:]] : ["fontDesign": ".monospaced"]
    case 14: return ["textCase": choices.pick(["uppercase", ".lowercase", nil])]
    default:
      return [
        "lineLimit": ["limit": .integer(Int64(1 + choices.choose(3))), "reservesSpace": .bool(choices.chance(2))]
      ]
    }
  }

  /// One of the control styles, `controlSize`, the safe-area modifiers, `containerRelativeFrame` or a render transform.
  mutating func styleOrGeometryModifier() -> JSONValue {
    switch choices.choose(9) {
    case 0:
      let name = choices.pick([
        "labelStyle", "toggleStyle", "pickerStyle", "progressViewStyle", "datePickerStyle", "imageScale",
      ])
      let style: [String: String] = [
        "labelStyle": "iconOnly", "toggleStyle": ".button", "pickerStyle": "segmented", "progressViewStyle": "circular",
        "datePickerStyle": "compact", "imageScale": ".large",
      ]
      return single(name, .string(style[name] ?? "automatic"))
    case 1:
      return choices.pick([
        ["labelsHidden": [:]], ["buttonStyle": ".bordered"], ["listStyle": "plain"], ["formStyle": ".columns"],
      ])
    case 2:
      let regions: JSONValue = .string(pick(["all", ".container", "keyboard"], else: ["notch"]))
      return choices.chance(2) ? ["ignoresSafeArea": [:]] : ["ignoresSafeArea": ["regions": regions, "edges": "top"]]
    case 3: return ["edgesIgnoringSafeArea": .string(choices.pick(["all", "bottom", ".horizontal"]))]
    case 4: return ["safeAreaPadding": choices.chance(2) ? number() : ["edges": "horizontal", "length": number()]]
    case 5:
      let bar: JSONValue = ["view": "Text", "text": .string(textTemplate())]
      return [
        "safeAreaInset": [
          "edge": .string(pick(["bottom", ".top", "leading"], else: ["middle"])), "spacing": number(), "content": bar,
        ]
      ]
    case 6:
      return [
        "containerRelativeFrame": choices.chance(2)
          ? "horizontal"
          : ["axes": ["horizontal", "vertical"], "count": pick([3, 2], else: [0]), "spacing": number()]
      ]
    case 7: return ["scaleEffect": choices.chance(2) ? number() : ["x": number(), "y": 2, "anchor": "topLeading"]]
    default:
      // One render transform draw in three is `controlSize`, so the other draws keep their order.
      if choices.chance(3) { return ["controlSize": .string(pick([".large", "small", "extraLarge"], else: ["huge"]))] }
      return ["rotationEffect": choices.chance(2) ? number() : ["angle": ".degrees(45)", "anchor": "bottomTrailing"]]
    }
  }
}
