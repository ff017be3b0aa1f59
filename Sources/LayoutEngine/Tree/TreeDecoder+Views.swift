import JSONCore
import TreeVocabulary

extension TreeDecoder {
  /// Reads one item of a content list: a view object or an `if` item. `depth` is the layer depth of the
  /// enclosing layer; `prefix` prefixes the derived id component (`then.`/`else.` inside an `if`).
  mutating func viewItem(
    _ json: JSONValue, at path: JSONPath, depth: Int, parentID: String?, prefix: String,
    siblingCounts: inout SiblingCounter
  ) -> ViewNode? {
    guard !gaveUp else { return nil }
    guard let object = json.objectValue else {
      fail(
        .wrongType, at: path,
        "expected a view object ({\"view\": …}) or a condition ({\"if\": …}), found \(json.typeName)")
      return nil
    }
    if object["if"] != nil, object["view"] == nil {
      return conditionItem(
        object, at: path, depth: depth, parentID: parentID, prefix: prefix, siblingCounts: &siblingCounts)
    }
    guard let viewJSON = object["view"] else {
      fail(.missingArgument, at: path, "a view object needs a \"view\" naming its SwiftUI type")
      return nil
    }
    guard let typeName = viewJSON.stringValue else {
      fail(.wrongType, at: path.key("view"), "expected a view type name, found \(viewJSON.typeName)")
      return nil
    }
    guard let members = Self.viewMemberNames[typeName] else {
      fail(
        .unknownView, at: path.key("view"),
        "unknown view \"\(typeName)\"" + Suggestion.clause(for: typeName, in: Vocabulary.viewNames))
      return nil
    }
    guard countNode(at: path) else { return nil }
    checkMembers(object, allowed: members, at: path, of: typeName)

    // The id: explicit, or derived from the parent and the position among same-type siblings.
    let id: String
    var hasExplicitID = false
    if let idJSON = object["id"] {
      if let text = idJSON.stringValue, NodeID.isValidExplicitID(text) {
        id = text
        hasExplicitID = true
      } else {
        fail(
          .invalidValue, at: path.key("id"),
          "an id is a non-empty string of letters, digits, \"-\", \"_\", \".\" and \":\" (no \"/\" or brackets)")
        id = derivedID(parentID: parentID, prefix: prefix, typeName: typeName, siblingCounts: &siblingCounts)
      }
      // Explicit ids still take their slot among same-type siblings, so the derived ids of later siblings do
      // not change when an id is added to an earlier one.
      _ = siblingCounts.next(typeName)
    } else {
      id = derivedID(parentID: parentID, prefix: prefix, typeName: typeName, siblingCounts: &siblingCounts)
    }
    register(id: id, at: path)

    // Modifiers come first in depth: the outermost modifier is the layer the parent sees.
    let modifiersJSON = object["modifiers"]
    let modifierCount = modifiersJSON?.arrayValue?.count ?? 0
    let bareDepth = depth + 1 + modifierCount
    guard bareDepth <= limits.maxDepth else {
      fail(
        .depthLimit, at: path,
        "the tree nests deeper than \(limits.maxDepth) layers (each view and each modifier is one layer; the "
          + "limit maxDepth)")
      gaveUp = true
      return nil
    }
    let modifiers =
      modifiersJSON.map {
        self.modifiers($0, at: path.key("modifiers"), bareDepth: bareDepth, ownerID: id)
      } ?? []

    let kind = viewKind(typeName, object, at: path, depth: bareDepth, id: id)
    var content: [ViewNode] = []
    if let contentJSON = object["content"] {
      content = contentList(contentJSON, at: path.key("content"), depth: bareDepth, parentID: id, prefix: "")
    }
    if case .button(let title, _)? = kind, title == nil, content.isEmpty {
      fail(.missingArgument, at: path, "a Button needs a \"title\" or a \"content\" label")
    }
    if let kind { content = controlContent(kind, object, at: path, depth: bareDepth, id: id, declared: content) }
    let properties = viewProperties(object, at: path)
    guard let kind else { return nil }
    return ViewNode(
      id: id, hasExplicitID: hasExplicitID, kind: kind, modifiers: modifiers, content: content, path: path,
      properties: properties)
  }

  /// Reads a view's `let` and `bindings` members: objects of property names and Swift expressions.
  private mutating func viewProperties(_ object: JSONObject, at path: JSONPath) -> [ViewProperty] {
    // Most views declare neither: two lookups, without the loop's table and set.
    guard object["let"] != nil || object["bindings"] != nil else { return [] }
    var result: [ViewProperty] = []
    var seen: Set<String> = []
    for (member, kind) in [("let", ViewProperty.Kind.constant), ("bindings", .binding)] {
      guard let json = object[member] else { continue }
      let memberPath = path.key(member)
      guard let declarations = json.objectValue else {
        fail(.wrongType, at: memberPath, "expected an object of property names and Swift expressions")
        continue
      }
      for (name, value) in declarations {
        let propertyPath = memberPath.key(name)
        guard Self.isIdentifier(name) else {
          fail(.invalidValue, at: propertyPath, "\"\(name)\" is not a Swift identifier")
          continue
        }
        guard seen.insert(name).inserted else {
          fail(.invalidValue, at: propertyPath, "the property \"\(name)\" is declared twice")
          continue
        }
        guard let text = string(value, at: propertyPath), let expression = expression(text, at: propertyPath) else {
          continue
        }
        if kind == .binding, !expression.source.hasPrefix("$") {
          fail(
            .invalidExpression, at: propertyPath,
            "a @Binding property is given a binding: \"$\(expression.source)\" rather than \"\(expression.source)\"")
          continue
        }
        result.append(ViewProperty(name: name, kind: kind, expression: expression))
      }
    }
    return result
  }

  private func derivedID(parentID: String?, prefix: String, typeName: String, siblingCounts: inout SiblingCounter)
    -> String
  {
    guard let parentID else { return NodeID.rootID }
    let count = siblingCounts.next(typeName)
    return NodeID.child(of: parentID, prefix: prefix, name: typeName, count: count)
  }

  /// Reads `{"if": condition, "then": […], "else": […]}`.
  private mutating func conditionItem(
    _ object: JSONObject, at path: JSONPath, depth: Int, parentID: String?, prefix: String,
    siblingCounts: inout SiblingCounter
  ) -> ViewNode? {
    guard countNode(at: path) else { return nil }
    checkMembers(object, allowed: Self.conditionMemberNames, at: path, of: "a condition")
    guard depth + 1 <= limits.maxDepth else {
      fail(.depthLimit, at: path, "the tree nests deeper than \(limits.maxDepth) layers (the limit maxDepth)")
      gaveUp = true
      return nil
    }
    let id: String
    var hasExplicitID = false
    if let text = object["id"]?.stringValue, NodeID.isValidExplicitID(text) {
      id = text
      hasExplicitID = true
      _ = siblingCounts.next("if")
    } else {
      if object["id"] != nil { fail(.invalidValue, at: path.key("id"), "an id is a non-empty string without \"/\"") }
      id = derivedID(parentID: parentID ?? NodeID.rootID, prefix: prefix, typeName: "if", siblingCounts: &siblingCounts)
    }
    register(id: id, at: path)
    let condition = object["if"].flatMap { boolArgument($0, at: path.key("if")) }
    let thenContent =
      object["then"].map { contentList($0, at: path.key("then"), depth: depth + 1, parentID: id, prefix: "then.") }
      ?? []
    let elseContent =
      object["else"].map { contentList($0, at: path.key("else"), depth: depth + 1, parentID: id, prefix: "else.") }
      ?? []
    if object["then"] == nil { fail(.missingArgument, at: path, "a condition needs a \"then\" list of views") }
    guard let condition else { return nil }
    return ViewNode(
      id: id, hasExplicitID: hasExplicitID, kind: .conditional(condition: condition, elseContent: elseContent),
      modifiers: [], content: thenContent, path: path)
  }

  /// Reads a list of views (a single view object is accepted as a list of one).
  mutating func contentList(_ json: JSONValue, at path: JSONPath, depth: Int, parentID: String, prefix: String)
    -> [ViewNode]
  {
    var counts = SiblingCounter()
    if json.objectValue != nil {
      return viewItem(json, at: path, depth: depth, parentID: parentID, prefix: prefix, siblingCounts: &counts).map {
        [$0]
      } ?? []
    }
    guard let items = json.arrayValue else {
      fail(.wrongType, at: path, "expected an array of views, found \(json.typeName)")
      return []
    }
    var result: [ViewNode] = []
    for (index, item) in items.enumerated() {
      guard !gaveUp else { break }
      if let node = viewItem(
        item, at: path.index(index), depth: depth, parentID: parentID, prefix: prefix, siblingCounts: &counts)
      {
        result.append(node)
      }
    }
    return result
  }

  // MARK: - View arguments

  private mutating func viewKind(
    _ typeName: String, _ object: JSONObject, at path: JSONPath, depth: Int, id: String
  ) -> ViewKind? {
    switch typeName {
    case "Text":
      if let runsJSON = object["runs"] {
        if object["text"] != nil {
          fail(.invalidValue, at: path.key("runs"), "a Text has \"text\" or \"runs\", not both")
          return nil
        }
        return textRuns(runsJSON, at: path.key("runs"), ownerID: id).map { .concatenatedText($0) }
      }
      guard let textJSON = object["text"] else {
        fail(.missingArgument, at: path, "Text needs a \"text\" (or the \"runs\" of a concatenation)")
        return nil
      }
      return textTemplate(textJSON, at: path.key("text")).map { .text($0) }
    case "Color":
      let color = object["color"].flatMap { string($0, at: path.key("color")) } ?? "primary"
      return .color(color.droppingLeadingDot())
    case "Rectangle": return shape(.rectangle, object, at: path)
    case "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient":
      return GradientKind(rawValue: typeName).map { .gradient($0) }
    case "Capsule": return shape(.capsule, object, at: path)
    case "Circle": return shape(.circle, object, at: path)
    case "Ellipse": return shape(.ellipse, object, at: path)
    case "RoundedRectangle":
      guard let radiusJSON = object["cornerRadius"] else {
        fail(.missingArgument, at: path, "RoundedRectangle needs a \"cornerRadius\"")
        return nil
      }
      guard let radius = numericArgument(radiusJSON, at: path.key("cornerRadius"), domain: .finite) else { return nil }
      return shape(.roundedRectangle(cornerRadius: radius), object, at: path)
    case "Spacer":
      let minLength =
        object["minLength"].map { numericArgument($0, at: path.key("minLength"), domain: .finite) } ?? .unspecified
      return minLength.map { .spacer(minLength: $0) }
    case "Divider": return .divider
    case "Image": return image(object, at: path)
    case "TextField", "SecureField": return textField(object, at: path, isSecure: typeName == "SecureField")
    case "Button":
      let title = object["title"].flatMap { textTemplate($0, at: path.key("title")) }
      let action = object["action"].flatMap { json -> SwiftExpression? in
        guard let text = string(json, at: path.key("action")) else { return nil }
        return expression(text, at: path.key("action"), form: .closure)
      }
      if object["title"] != nil, object["content"] != nil {
        fail(.invalidValue, at: path.key("content"), "a Button has either a \"title\" or a \"content\" label, not both")
      }
      return .button(title: title, action: action)
    case "EmptyView": return .emptyView
    case "Group": return .group
    case "HStack":
      let alignment = object["alignment"].map { verticalAlignment($0, at: path.key("alignment")) } ?? .center
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
      guard let alignment, let spacing else { return nil }
      return .hStack(alignment: alignment, spacing: spacing)
    case "VStack":
      let alignment = object["alignment"].map { horizontalAlignment($0, at: path.key("alignment")) } ?? .center
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
      guard let alignment, let spacing else { return nil }
      return .vStack(alignment: alignment, spacing: spacing)
    case "ZStack":
      let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
      return alignment.map { .zStack(alignment: $0) }
    case "Form": return .form
    case "List": return .list
    case "GeometryReader":
      let proxy = object["proxy"].map { identifier($0, at: path.key("proxy")) } ?? "proxy"
      return proxy.map { .geometryReader(proxy: $0) }
    case "ScrollView": return scrollView(object, at: path)
    case "ForEach": return forEach(object, at: path)
    case "Layout": return customLayoutView(object, at: path)
    case "Section":
      // Header and footer views are declared like content; their ids read `section/header.Text0`.
      let header =
        object["header"].map {
          contentList($0, at: path.key("header"), depth: depth, parentID: id, prefix: "header.")
        } ?? []
      let footer =
        object["footer"].map {
          contentList($0, at: path.key("footer"), depth: depth, parentID: id, prefix: "footer.")
        } ?? []
      return .section(header: header, footer: footer)
    default:
      return controlKind(typeName, object, at: path)
    }
  }

  private mutating func shape(_ shape: ShapeKind, _ object: JSONObject, at path: JSONPath) -> ViewKind? {
    if let fill = object["fill"], fill.stringValue == nil {
      fail(.wrongType, at: path.key("fill"), "expected a colour name, found \(fill.typeName)")
    }
    return .shape(shape)
  }

  private mutating func image(_ object: JSONObject, at path: JSONPath) -> ViewKind? {
    var name = ""
    var isSystemName = false
    if let systemName = object["systemName"] {
      name = string(systemName, at: path.key("systemName")) ?? ""
      isSystemName = true
    } else if let assetName = object["name"] {
      name = string(assetName, at: path.key("name")) ?? ""
    }
    // An SF Symbol without a size takes the symbol box of its font (`ImageLayout`); an asset needs its size.
    func size(_ key: String, _ decoder: inout TreeDecoder) -> Double?? {
      guard let json = object[key] else {
        if isSystemName, object["width"] == nil, object["height"] == nil { return .some(nil) }
        decoder.fail(.missingArgument, at: path, "Image needs its intrinsic \"\(key)\" in points")
        return nil
      }
      guard let value = json.doubleValue else {
        decoder.fail(.wrongType, at: path.key(key), "expected a number, found \(json.typeName)")
        return nil
      }
      guard value.isFinite, value >= 0 else {
        decoder.fail(.invalidNumber, at: path.key(key), "an image size must be a finite number ≥ 0")
        return nil
      }
      return .some(value)
    }
    let width = size("width", &self)
    let height = size("height", &self)
    let resizable = object["resizable"].map { literalBool($0, at: path.key("resizable")) } ?? false
    guard let width, let height, let resizable else { return nil }
    return .image(
      ImageArguments(name: name, isSystemName: isSystemName, width: width, height: height, isResizable: resizable))
  }

  private mutating func textField(_ object: JSONObject, at path: JSONPath, isSecure: Bool) -> ViewKind? {
    guard let titleJSON = object["title"] else {
      fail(.missingArgument, at: path, "\(isSecure ? "SecureField" : "TextField") needs a \"title\"")
      return nil
    }
    let title = textTemplate(titleJSON, at: path.key("title"))
    let text = object["text"].map { textTemplate($0, at: path.key("text")) } ?? TextTemplate(literal: "")
    let style = object["style"].map { styleChoice($0, of: "textFieldStyle", at: path.key("style")) } ?? "automatic"
    guard let title, let text, let style else { return nil }
    let isRoundedBorder = style == "roundedBorder"
    return .textField(
      TextFieldArguments(title: title, text: text, isSecure: isSecure, isRoundedBorder: isRoundedBorder))
  }

  /// `ScrollView(axes, showsIndicators:)`: `"axes"` is `"vertical"` (the default), `"horizontal"`, or an array
  /// of those (`["horizontal", "vertical"]`), with or without the leading dot.
  private mutating func scrollView(_ object: JSONObject, at path: JSONPath) -> ViewKind? {
    var axes = AxisSet.vertical
    if let axesJSON = object["axes"] {
      let axesPath = path.key("axes")
      let items: [(JSONValue, JSONPath)]
      if let array = axesJSON.arrayValue {
        items = array.enumerated().map { ($0.element, axesPath.index($0.offset)) }
      } else {
        items = [(axesJSON, axesPath)]
      }
      axes = AxisSet.none
      for (item, itemPath) in items {
        switch item.stringValue?.droppingLeadingDot() {
        case "horizontal"?: axes.horizontal = true
        case "vertical"?: axes.vertical = true
        default:
          fail(
            .invalidValue, at: itemPath,
            "ScrollView axes are \"vertical\", \"horizontal\" or an array of them, found \(item.typeName)")
          return nil
        }
      }
    }
    let showsIndicators =
      object["showsIndicators"].map { literalBool($0, at: path.key("showsIndicators")) } ?? true
    guard let showsIndicators else { return nil }
    return .scrollView(axes: axes, showsIndicators: showsIndicators)
  }

  private mutating func forEach(_ object: JSONObject, at path: JSONPath) -> ViewKind? {
    guard let dataJSON = object["data"] else {
      fail(.missingArgument, at: path, "ForEach needs \"data\": a range such as \"0..<3\", an array, or an expression")
      return nil
    }
    let element = object["element"].map { identifier($0, at: path.key("element")) } ?? "element"
    let dataPath = path.key("data")
    let data: ForEachArguments.Data?
    switch dataJSON {
    case .array(let items):
      guard items.count <= limits.maxResolvedNodes else {
        fail(.nodeLimit, at: dataPath, "ForEach data has more than \(limits.maxResolvedNodes) elements")
        return nil
      }
      data = .array(items)
    case .string(let text):
      if let range = Self.parseRange(text) {
        if range.upper < range.lower || (range.isClosed && range.upper == Int.min) {
          fail(.invalidNumber, at: dataPath, "Range requires lowerBound <= upperBound (\(text))")
          data = nil
        } else if Double(range.upper) - Double(range.lower) > Double(limits.maxResolvedNodes) {
          fail(.nodeLimit, at: dataPath, "ForEach range \(text) has more than \(limits.maxResolvedNodes) elements")
          data = nil
        } else {
          data = .range(lower: range.lower, upper: range.upper, isClosed: range.isClosed)
        }
      } else {
        data = expression(text, at: dataPath).map { .expression($0) }
      }
    default:
      fail(.wrongType, at: dataPath, "expected a range string, an array or an expression, found \(dataJSON.typeName)")
      data = nil
    }
    guard let data, let element else { return nil }
    return .forEach(ForEachArguments(data: data, element: element))
  }

  /// Parses `a..<b` or `a...b` with integer literal bounds.
  static func parseRange(_ text: String) -> (lower: Int, upper: Int, isClosed: Bool)? {
    let trimmed = text.trimmingSpaces()
    // Both separators hold a dot: a text without one (an array, a name) is no range, found without searching.
    guard trimmed.utf8.contains(UInt8(ascii: ".")) else { return nil }
    for (separator, closed) in [("..<", false), ("...", true)] {
      guard let range = trimmed.firstRange(of: separator) else { continue }
      let lowerText = String(trimmed[..<range.lowerBound]).trimmingSpaces()
      let upperText = String(trimmed[range.upperBound...]).trimmingSpaces()
      guard let lower = Int(lowerText), let upper = Int(upperText) else { return nil }
      return (lower, upper, closed)
    }
    return nil
  }
}
