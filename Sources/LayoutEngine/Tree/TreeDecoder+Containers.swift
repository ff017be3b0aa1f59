import JSONCore

extension TreeDecoder {
  /// Reads the views of the extended vocabulary's containers: `Grid`, `GridRow`, `ViewThatFits`.
  mutating func containerKind(_ typeName: String, _ object: JSONObject, at path: JSONPath) -> ViewKind? {
    switch typeName {
    case "Grid":
      let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
      let horizontal =
        object["horizontalSpacing"].map { numericArgument($0, at: path.key("horizontalSpacing"), domain: .finite) }
        ?? .unspecified
      let vertical =
        object["verticalSpacing"].map { numericArgument($0, at: path.key("verticalSpacing"), domain: .finite) }
        ?? .unspecified
      guard let alignment, let horizontal, let vertical else { return nil }
      return .grid(alignment: alignment, horizontalSpacing: horizontal, verticalSpacing: vertical)
    case "GridRow":
      guard let alignmentJSON = object["alignment"] else { return .gridRow(alignment: nil) }
      return verticalAlignment(alignmentJSON, at: path.key("alignment")).map { .gridRow(alignment: $0) }
    case "ViewThatFits":
      let axes = object["axes"].map { axisSet($0, at: path.key("axes")) } ?? .all
      return axes.map { .viewThatFits(axes: $0) }
    case "LazyVStack", "LazyHStack":
      let vertical = typeName == "LazyVStack"
      let alignment: AlignmentKey? =
        vertical
        ? (object["alignment"].map { horizontalAlignment($0, at: path.key("alignment")) } ?? .center).map {
          .horizontal($0)
        }
        : (object["alignment"].map { verticalAlignment($0, at: path.key("alignment")) } ?? .center).map {
          .vertical($0)
        }
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
      guard let alignment, let spacing else { return nil }
      return .lazyStack(axis: vertical ? .vertical : .horizontal, alignment: alignment, spacing: spacing)
    case "LazyVGrid", "LazyHGrid":
      let vertical = typeName == "LazyVGrid"
      let itemsKey = vertical ? "columns" : "rows"
      guard let itemsJSON = object[itemsKey] else {
        fail(.missingArgument, at: path, "\(typeName) needs \"\(itemsKey)\": an array of GridItems")
        return nil
      }
      let items = gridItems(itemsJSON, at: path.key(itemsKey))
      var alignment = Alignment.center
      if let alignmentJSON = object["alignment"] {
        if vertical {
          guard let guide = horizontalAlignment(alignmentJSON, at: path.key("alignment")) else { return nil }
          alignment.horizontal = guide
        } else {
          guard let guide = verticalAlignment(alignmentJSON, at: path.key("alignment")) else { return nil }
          alignment.vertical = guide
        }
      }
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
      guard let items, let spacing else { return nil }
      return .lazyGrid(axis: vertical ? .vertical : .horizontal, items: items, alignment: alignment, spacing: spacing)
    case "HStackLayout", "VStackLayout", "ZStackLayout":
      return stackLayout(typeName, object, at: path).map { .stackLayout(name: typeName, stack: $0) }
    case "AnyLayout":
      // `AnyLayout(HStackLayout(spacing: 4))`: `{"view": "AnyLayout", "layout": {"HStackLayout": {"spacing": 4}}}`.
      guard let layoutJSON = object["layout"], let layout = layoutJSON.objectValue, layout.count == 1,
        let (name, arguments) = layout.members.first
      else {
        fail(
          .missingArgument, at: path,
          "AnyLayout needs a \"layout\": {\"HStackLayout\": {…}}, {\"VStackLayout\": {…}} or {\"ZStackLayout\": {…}}")
        return nil
      }
      guard ["HStackLayout", "VStackLayout", "ZStackLayout"].contains(name) else {
        fail(
          .invalidValue, at: path.key("layout").key(name),
          "AnyLayout wraps HStackLayout, VStackLayout or ZStackLayout (a custom layout is a \"Layout\" view)")
        return nil
      }
      guard let members = arguments.objectValue else {
        fail(.wrongType, at: path.key("layout").key(name), "expected an object of \(name)'s arguments")
        return nil
      }
      checkMembers(members, allowed: ["alignment", "spacing"], at: path.key("layout").key(name), of: name)
      return stackLayout(name, members, at: path.key("layout").key(name)).map {
        .stackLayout(name: "AnyLayout", stack: $0)
      }
    case "NavigationStack", "NavigationView": return .barContainer(name: typeName, isTabView: false)
    case "TabView": return .barContainer(name: typeName, isTabView: true)
    default:
      fail(.unknownView, at: path.key("view"), "unknown view \"\(typeName)\"")
      return nil
    }
  }

  /// Reads `HStackLayout`/`VStackLayout`/`ZStackLayout`'s arguments (alignment and spacing, as the stacks').
  private mutating func stackLayout(_ name: String, _ object: JSONObject, at path: JSONPath) -> StackLayoutKind? {
    let spacing =
      object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
    switch name {
    case "HStackLayout":
      let alignment = object["alignment"].map { verticalAlignment($0, at: path.key("alignment")) } ?? .center
      guard let alignment, let spacing else { return nil }
      return .horizontal(alignment: alignment, spacing: spacing)
    case "VStackLayout":
      let alignment = object["alignment"].map { horizontalAlignment($0, at: path.key("alignment")) } ?? .center
      guard let alignment, let spacing else { return nil }
      return .vertical(alignment: alignment, spacing: spacing)
    default:
      let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
      return alignment.map { .depth(alignment: $0) }
    }
  }

  /// Reads `GridItem`s: `{"fixed": 100}`, `{"flexible": {"minimum": 10, "maximum": 200}}` (or `{"flexible": {}}`),
  /// `{"adaptive": {"minimum": 50}}`, each with an optional `spacing` and `alignment`.
  private mutating func gridItems(_ json: JSONValue, at path: JSONPath) -> [GridItem]? {
    guard let array = json.arrayValue else {
      fail(.wrongType, at: path, "expected an array of GridItems, found \(json.typeName)")
      return nil
    }
    guard array.count <= 100 else {
      fail(.invalidValue, at: path, "at most 100 GridItems")
      return nil
    }
    var result: [GridItem] = []
    for (index, itemJSON) in array.enumerated() {
      let itemPath = path.index(index)
      guard let object = itemJSON.objectValue else {
        fail(.wrongType, at: itemPath, "expected a GridItem object such as {\"flexible\": {}}")
        return nil
      }
      checkMembers(
        object, allowed: ["fixed", "flexible", "adaptive", "spacing", "alignment"], at: itemPath, of: "GridItem")
      func literal(_ json: JSONValue?, at path: JSONPath, default value: Double) -> Double? {
        guard let json else { return value }
        guard let number = json.doubleValue, number >= 0, !number.isNaN else {
          fail(.invalidNumber, at: path, "a GridItem length is a number ≥ 0")
          return nil
        }
        return number
      }
      var size: GridItem.Size?
      if let fixed = object["fixed"] {
        size = literal(fixed, at: itemPath.key("fixed"), default: 0).map { .fixed($0) }
      } else if let flexible = object["flexible"] ?? object["adaptive"] {
        let key = object["flexible"] != nil ? "flexible" : "adaptive"
        let bounds = flexible.objectValue ?? JSONObject()
        let minimum = literal(
          bounds["minimum"], at: itemPath.key(key).key("minimum"), default: key == "flexible" ? 10 : 0)
        let maximum = literal(bounds["maximum"], at: itemPath.key(key).key("maximum"), default: .infinity)
        if let minimum, let maximum {
          if key == "adaptive", bounds["minimum"] == nil {
            fail(.missingArgument, at: itemPath.key(key), "an adaptive GridItem needs its \"minimum\"")
          }
          size =
            key == "flexible"
            ? .flexible(minimum: minimum, maximum: Swift.max(minimum, maximum))
            : .adaptive(minimum: Swift.max(1, minimum), maximum: Swift.max(minimum, maximum))
        }
      } else {
        fail(.missingArgument, at: itemPath, "a GridItem is {\"fixed\": …}, {\"flexible\": {…}} or {\"adaptive\": {…}}")
      }
      let spacing = object["spacing"].map { literal($0, at: itemPath.key("spacing"), default: 0) } ?? .some(nil)
      let alignment = object["alignment"].map { self.alignment($0, at: itemPath.key("alignment")) } ?? .some(nil)
      guard let size, let spacing, let alignment else { return nil }
      result.append(GridItem(size, spacing: spacing, alignment: alignment))
    }
    return result
  }

  /// Reads an `Axis.Set`: `"horizontal"`, `"vertical"` or an array of them (`[]` for none), with or without the
  /// leading dot.
  mutating func axisSet(_ json: JSONValue, at path: JSONPath) -> AxisSet? {
    let items: [(JSONValue, JSONPath)]
    if let array = json.arrayValue {
      items = array.enumerated().map { ($0.element, path.index($0.offset)) }
    } else {
      items = [(json, path)]
    }
    var axes = AxisSet.none
    for (item, itemPath) in items {
      switch item.stringValue?.droppingLeadingDot() {
      case "horizontal"?: axes.horizontal = true
      case "vertical"?: axes.vertical = true
      default:
        fail(
          .invalidValue, at: itemPath,
          "axes are \"horizontal\", \"vertical\" or an array of them, found \(item.stringValue.map { "\"\($0)\"" } ?? item.typeName)"
        )
        return nil
      }
    }
    return axes
  }
}
