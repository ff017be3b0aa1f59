import JSONCore
import SwiftSubset
import TreeVocabulary

extension TreeDecoder {
  /// Reads a modifier chain: an array of one-member objects, innermost first. `bareDepth` is the layer depth
  /// of the bare view; modifier i sits at `bareDepth - 1 - i`.
  mutating func modifiers(_ json: JSONValue, at path: JSONPath, bareDepth: Int, ownerID: String) -> [Modifier] {
    guard let items = json.arrayValue else {
      fail(.wrongType, at: path, "expected an array of modifiers, found \(json.typeName)")
      return []
    }
    var result: [Modifier] = []
    var counts = SiblingCounter()
    for (index, item) in items.enumerated() {
      guard !gaveUp else { break }
      guard let object = item.objectValue, object.count == 1, let (name, value) = object.members.first else {
        fail(.wrongType, at: path.index(index), "a modifier is an object with one member, its name: {\"padding\": {}}")
        continue
      }
      // One step for `modifiers[1].frame` (`JSONPath.index(_:key:)`), kept by the modifier, where the element's step
      // and the name's took two (30,000 steps fewer at 10,000 rows of the equal-width form).
      let modifierPath = path.index(index, key: name)
      guard let entry = Vocabulary.modifier(named: name) else {
        fail(
          .unknownModifier, at: modifierPath,
          "unknown modifier \"\(name)\"" + Suggestion.clause(for: name, in: Vocabulary.modifierNames))
        continue
      }
      let occurrence = counts.next(name)
      let context = ModifierContext(
        path: modifierPath, layerDepth: bareDepth - 1 - index, ownerID: ownerID, name: name, occurrence: occurrence)
      if let kind = modifierKind(entry, value, context) {
        result.append(Modifier(kind: kind, path: modifierPath))
      }
    }
    return result
  }

  /// Where a modifier sits: its path, its layer's depth, and the parent id for the views it holds.
  struct ModifierContext {
    var path: JSONPath
    var layerDepth: Int
    /// The id of the view the modifier is applied to.
    var ownerID: String
    /// The modifier's name.
    var name: String
    /// How many modifiers of the same name come before it on that view.
    var occurrence: Int

    /// The parent id of the views the modifier holds (`<owner>/<name><occurrence>`), made only for a modifier
    /// that holds views: most hold none, and an owner's id is long.
    var contentParentID: String { NodeID.child(of: ownerID, prefix: "", name: name, count: occurrence) }
  }

  private mutating func modifierKind(_ entry: ModifierEntry, _ value: JSONValue, _ context: ModifierContext)
    -> ModifierKind?
  {
    let path = context.path
    let name = entry.name
    if entry.role.isLayoutNeutral {
      return writtenArguments(value, at: path).map { .layoutNeutral(name: name, arguments: $0) }
    }
    switch name {
    case "frame": return frame(value, at: path)
    case "padding": return padding(value, at: path)
    case "background", "overlay":
      // `.background(.red)` is `.background(Color.red)`.
      if let color = value.stringValue {
        let colorView = ViewNode(
          id: NodeID.child(of: context.contentParentID, component: "Color0"), hasExplicitID: false,
          kind: .color(color.droppingLeadingDot()), modifiers: [], content: [], path: path)
        register(id: colorView.id, at: path)
        let content = SecondaryContent(alignment: .center, content: [colorView])
        return name == "background" ? .background(content) : .overlay(content)
      }
      guard let content = secondaryContent(value, context, contentKeys: Self.memberNames(of: entry)) else { return nil }
      return name == "background" ? .background(content) : .overlay(content)
    case "fixedSize":
      if value.boolValue == true { return .fixedSize(horizontal: true, vertical: true) }
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      if object.isEmpty { return .fixedSize(horizontal: true, vertical: true) }
      let horizontal = object["horizontal"].map { literalBool($0, at: path.key("horizontal")) } ?? false
      let vertical = object["vertical"].map { literalBool($0, at: path.key("vertical")) } ?? false
      guard let horizontal, let vertical else { return nil }
      return .fixedSize(horizontal: horizontal, vertical: vertical)
    case "layoutPriority":
      let argument =
        value.objectValue.map { object -> NumericArgument? in
          checkMembers(object, allowed: Self.memberNames(of: entry), at: path, of: name)
          return object["priority"].flatMap { numericArgument($0, at: path.key("priority"), domain: .finite) }
        } ?? numericArgument(value, at: path, domain: .finite)
      return argument.map { .layoutPriority($0) }
    case "offset":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let x =
        (object["x"] ?? object["width"]).map {
          numericArgument($0, at: path.key(object["x"] != nil ? "x" : "width"), domain: .finite)
        } ?? .literal(0)
      let y =
        (object["y"] ?? object["height"]).map {
          numericArgument($0, at: path.key(object["y"] != nil ? "y" : "height"), domain: .finite)
        } ?? .literal(0)
      guard let x, let y else { return nil }
      return .offset(x: x, y: y)
    case "position":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let x = object["x"].map { numericArgument($0, at: path.key("x"), domain: .finite) } ?? .literal(0)
      let y = object["y"].map { numericArgument($0, at: path.key("y"), domain: .finite) } ?? .literal(0)
      guard let x, let y else { return nil }
      return .position(x: x, y: y)
    case "coordinateSpace":
      if let text = value.stringValue {
        return identifierOrName(text, at: path).map { .coordinateSpace(name: $0) }
      }
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      guard let nameJSON = object["name"], let text = string(nameJSON, at: path.key("name")) else {
        fail(.missingArgument, at: path, "coordinateSpace needs a \"name\"")
        return nil
      }
      return identifierOrName(text, at: path.key("name")).map { .coordinateSpace(name: $0) }
    case "alignmentGuide":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      guard let guideJSON = object["guide"] else {
        fail(.missingArgument, at: path, "alignmentGuide needs a \"guide\"")
        return nil
      }
      let key = alignmentKey(guideJSON, at: path.key("guide"))
      let valueKey = object["value"] != nil ? "value" : "computeValue"
      guard let valueJSON = object[valueKey] else {
        fail(.missingArgument, at: path, "alignmentGuide needs a \"value\" (a number or an expression of d)")
        return nil
      }
      var parameter = "d"
      var argument: NumericArgument?
      if let text = valueJSON.stringValue, text.trimmingSpaces().hasPrefix("{") {
        // `{ d in d[.trailing] }`, `{ $0[.bottom] - 10 }`, `{ _ in 50 }`: the closure's one expression, with its
        // parameter bound to the view's dimensions.
        guard let (body, name) = guideClosure(text, at: path.key(valueKey)) else { return nil }
        argument = body
        parameter = name
      } else if let text = valueJSON.stringValue, text.contains("$0") {
        // A bare `$0[.trailing]` reads the dimensions as the closure's `$0` would.
        let rewritten = JSONValue.string(Self.replacingAnonymousArgument(in: text, with: "d"))
        argument = numericArgument(rewritten, at: path.key(valueKey), domain: .finite)
      } else {
        argument = numericArgument(valueJSON, at: path.key(valueKey), domain: .finite)
      }
      guard let key, let argument else { return nil }
      return .alignmentGuide(key, value: argument, parameter: parameter)
    case "font": return font(value, at: path).map { .font($0) }
    case "lineLimit":
      if let object = value.objectValue {
        // `lineLimit(3, reservesSpace: true)`.
        checkMembers(object, allowed: ["limit", "reservesSpace"], at: path, of: "lineLimit")
        let limit = lineLimit(object["limit"] ?? .null, at: path.key("limit"))
        let reserves = object["reservesSpace"].map { literalBool($0, at: path.key("reservesSpace")) } ?? false
        guard let limit, let reserves else { return nil }
        return .lineLimit(limit, reservesSpace: reserves)
      }
      guard let limit = lineLimit(value, at: path) else { return nil }
      return .lineLimit(limit, reservesSpace: false)
    case "preference":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let key = preferenceKeyName(object["key"], at: path.key("key"))
      guard let valueJSON = object["value"] else {
        fail(.missingArgument, at: path, "preference needs a \"value\"")
        return nil
      }
      let argument = valueArgument(valueJSON, at: path.key("value"))
      guard let key, let argument else { return nil }
      return .preference(key: key, value: argument)
    case "onPreferenceChange":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let key = preferenceKeyName(object["key"], at: path.key("key"))
      let perform = expressionArgument(object["perform"], at: path.key("perform"), what: "the action", form: .closure)
      guard let key, let perform else { return nil }
      return .onPreferenceChange(key: key, perform: perform)
    case "anchorPreference":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let key = preferenceKeyName(object["key"], at: path.key("key"))
      let anchor = object["value"].flatMap { anchorSource($0, at: path.key("value")) }
      if object["value"] == nil {
        fail(.missingArgument, at: path, "anchorPreference needs a \"value\" anchor such as \".bounds\"")
      }
      let transform = object["transform"].flatMap { json -> SwiftExpression? in
        string(json, at: path.key("transform")).flatMap { expression($0, at: path.key("transform"), form: .closure) }
      }
      guard let key, let anchor else { return nil }
      return .anchorPreference(key: key, value: anchor, transform: transform)
    case "transformPreference":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let key = preferenceKeyName(object["key"], at: path.key("key"))
      let transform = expressionArgument(
        object["transform"], at: path.key("transform"), what: "the transform", form: .closure)
      guard let key, let transform else { return nil }
      return .transformPreference(key: key, transform: transform)
    case "backgroundPreferenceValue", "overlayPreferenceValue":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let key = preferenceKeyName(object["key"], at: path.key("key"))
      let parameter = object["value"].map { identifier($0, at: path.key("value")) } ?? "value"
      guard let content = secondaryContent(value, context, contentKeys: Self.memberNames(of: entry)) else { return nil }
      guard let key, let parameter else { return nil }
      return name == "backgroundPreferenceValue"
        ? .backgroundPreferenceValue(key: key, parameter: parameter, content: content)
        : .overlayPreferenceValue(key: key, parameter: parameter, content: content)
    case "onChange":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let of = expressionArgument(object["of"], at: path.key("of"), what: "the observed value")
      let perform = expressionArgument(object["perform"], at: path.key("perform"), what: "the action", form: .closure)
      let initial = object["initial"].map { literalBool($0, at: path.key("initial")) } ?? false
      guard let of, let perform, let initial else { return nil }
      return .onChange(of: of, perform: perform, initial: initial)
    case "safeAreaPadding":
      guard case .padding(let top, let leading, let bottom, let trailing)? = padding(value, at: path) else {
        return nil
      }
      return .safeAreaPadding(top: top, leading: leading, bottom: bottom, trailing: trailing)
    case "safeAreaInset":
      guard let object = objectArgument(value, at: path, of: entry) else { return nil }
      let edgeNames: [String: Edge] = ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]
      guard let raw = object["edge"]?.stringValue, let edge = edgeNames[raw.droppingLeadingDot()] else {
        fail(
          object["edge"] == nil ? .missingArgument : .invalidValue, at: path.key("edge"),
          "safeAreaInset needs its \"edge\": top, bottom, leading or trailing")
        return nil
      }
      let spacing =
        object["spacing"].map { numericArgument($0, at: path.key("spacing"), domain: .finite) } ?? .unspecified
      var rest = object
      rest["edge"] = nil
      rest["spacing"] = nil
      guard let content = secondaryContent(.object(rest), context, contentKeys: Self.alignedContentMembers),
        let spacing
      else { return nil }
      return .safeAreaInset(edge: edge, spacing: spacing, content: content)
    case "bold", "italic", "fontWeight", "fontDesign", "monospacedDigit", "kerning", "tracking", "textCase",
      "lineSpacing", "truncationMode", "minimumScaleFactor", "allowsTightening", "multilineTextAlignment":
      return textModifierKind(name, value, at: path)
    default:
      return layoutModifierKind(name, value, at: path)
    }
  }

  /// Reads an `alignmentGuide` closure written as Swift: its one expression (its body, or what its body returns)
  /// and the name its `ViewDimensions` parameter has there (`$0` when it names none, `_` when it ignores it).
  private mutating func guideClosure(_ text: String, at path: JSONPath) -> (NumericArgument, String)? {
    let source = SourceText(text.trimmingSpaces())
    let syntax: ClosureSyntax
    do {
      syntax = try Parser.parseClosure(source)
    } catch {
      fail(.invalidExpression, at: path, "\(error.summary) in `\(source.text)`")
      return nil
    }
    guard (syntax.parameters?.count ?? 1) == 1 else {
      fail(.invalidExpression, at: path, "an alignmentGuide closure takes one parameter, its ViewDimensions")
      return nil
    }
    let value: ExpressionSyntax?
    switch syntax.body.first?.kind {
    case .expression(let expression)? where syntax.body.count == 1: value = expression
    case .returnStatement(let expression)? where syntax.body.count == 1: value = expression
    default: value = nil
    }
    guard let value else {
      fail(
        .invalidExpression, at: path,
        "an alignmentGuide closure is one expression of its ViewDimensions, such as `{ d in d[.trailing] }`; "
          + "this one has \(syntax.body.count) statements")
      return nil
    }
    var text = source.text(of: value.range)
    var parameter = syntax.parameters?.first ?? "d"
    if syntax.parameters == nil {
      // The subset reads `$0` only inside closures it calls, so the body is rewritten with the dimensions' usual
      // name: `{ $0[.trailing] }` is evaluated as `d[.trailing]`.
      text = Self.replacingAnonymousArgument(in: text, with: "d")
    }
    // A constant (`{ _ in 50 }`) is a literal; anything else an expression of the dimensions.
    guard let argument = numericArgument(.string(text), at: path, domain: .finite) else { return nil }
    if case .literal = argument { parameter = "_" }
    return (argument, parameter)
  }

  /// `text` with every `$0` token replaced by `name` (strings and comments untouched).
  private static func replacingAnonymousArgument(in text: String, with name: String) -> String {
    let source = SourceText(text)
    guard let tokens = try? Lexer.tokenize(source) else { return text }
    var bytes = Array(text.utf8)
    for token in tokens.reversed() {
      guard case .dollarIdentifier("0") = token.kind else { continue }
      bytes.replaceSubrange(token.range.start..<token.range.end, with: Array(name.utf8))
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Reads a modifier's object argument, checking its members against the entry's.
  private mutating func objectArgument(_ json: JSONValue, at path: JSONPath, of entry: ModifierEntry) -> JSONObject? {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object of \(entry.name)'s arguments, found \(json.typeName)")
      return nil
    }
    checkMembers(object, allowed: Self.memberNames(of: entry), at: path, of: entry.name)
    return object
  }

  /// Reads a layout-neutral modifier's arguments as written (see `Vocabulary`): `{}` or `true` for a call without
  /// arguments, an object of argument labels and values, or one value for the one unlabelled argument.
  private mutating func writtenArguments(_ json: JSONValue, at path: JSONPath) -> [WrittenArgument]? {
    switch json {
    case .bool(true):
      return []
    case .array:
      fail(
        .wrongType, at: path,
        "expected the arguments as written: an object of labels and values, or one value, found an array")
      return nil
    case .object(let object):
      var arguments: [WrittenArgument] = []
      for (label, value) in object {
        guard Vocabulary.isWrittenArgumentLabel(label) else {
          fail(
            .invalidValue, at: path.key(label),
            "\"\(label)\" is not an argument label: a Swift identifier (_, _2, _3, … for unlabelled arguments)")
          return nil
        }
        switch value {
        case .array, .object:
          fail(
            .wrongType, at: path.key(label),
            "an argument as written is Swift source text, a number, a boolean or null, found \(value.typeName)")
          return nil
        default:
          arguments.append(WrittenArgument(label: label, value: value))
        }
      }
      return arguments
    default:
      return [WrittenArgument(label: "_", value: json)]
    }
  }

  private mutating func identifierOrName(_ text: String, at path: JSONPath) -> String? {
    var name = text
    // `.named("scroll")` is accepted as well as the bare name.
    if name.hasPrefix(".named(\""), name.hasSuffix("\")") {
      name = String(name.dropFirst(8).dropLast(2))
    }
    guard !name.isEmpty, name.count <= 256 else {
      fail(.invalidValue, at: path, "a coordinate space needs a non-empty name")
      return nil
    }
    return name
  }

  private mutating func anchorSource(_ json: JSONValue, at path: JSONPath) -> String? {
    let sources = [
      "bounds", "topLeading", "top", "topTrailing", "leading", "center", "trailing", "bottomLeading", "bottom",
      "bottomTrailing",
    ]
    guard let text = string(json, at: path) else { return nil }
    let name = text.droppingLeadingDot()
    guard sources.contains(name) else {
      fail(.invalidValue, at: path, "\"\(text)\" is not an anchor source" + Suggestion.clause(for: name, in: sources))
      return nil
    }
    return name
  }

  private mutating func valueArgument(_ json: JSONValue, at path: JSONPath) -> ValueArgument? {
    if let text = json.stringValue {
      return expression(text, at: path).map { .expression($0) }
    }
    return .literal(json)
  }

  // MARK: - frame

  private static let fixedFrameKeys = MemberNames(["width", "height"])
  private static let flexFrameKeys = MemberNames([
    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight",
  ])
  /// The members each form of `frame` allows, built once.
  private static let fixedFrameMembers = MemberNames(fixedFrameKeys.sortedNames + ["alignment"])
  private static let flexFrameMembers = MemberNames(flexFrameKeys.sortedNames + ["alignment"])

  private mutating func frame(_ json: JSONValue, at path: JSONPath) -> ModifierKind? {
    guard let object = json.objectValue else {
      fail(.wrongType, at: path, "expected an object of frame arguments, found \(json.typeName)")
      return nil
    }
    let usesFixed = object.contains { Self.fixedFrameKeys.contains($0.key) }
    let usesFlexible = object.contains { Self.flexFrameKeys.contains($0.key) }
    if usesFixed, usesFlexible {
      fail(
        .invalidValue, at: path,
        "frame(width:height:) and frame(minWidth:idealWidth:maxWidth:…) are different modifiers; use one or the other")
      return nil
    }
    checkMembers(object, allowed: usesFlexible ? Self.flexFrameMembers : Self.fixedFrameMembers, at: path, of: "frame")
    let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
    func argument(_ key: String, _ decoder: inout TreeDecoder) -> NumericArgument? {
      object[key].map { decoder.numericArgument($0, at: path.key(key), domain: .any) } ?? .unspecified
    }
    guard let alignment else { return nil }
    if usesFlexible {
      let values = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"].map {
        argument($0, &self)
      }
      guard values.allSatisfy({ $0 != nil }) else { return nil }
      let v = values.map { $0 ?? .unspecified }
      return .flexFrame(
        FlexFrameArguments(
          minWidth: v[0], idealWidth: v[1], maxWidth: v[2], minHeight: v[3], idealHeight: v[4], maxHeight: v[5],
          alignment: alignment))
    }
    guard let width = argument("width", &self), let height = argument("height", &self) else { return nil }
    return .frame(width: width, height: height, alignment: alignment)
  }

  // MARK: - padding

  private static let insetKeys = MemberNames(["top", "leading", "bottom", "trailing"])
  private static let edgesAndLengthKeys = MemberNames(["edges", "length"])

  /// `{"top", "leading", "bottom", "trailing"}` (`EdgeInsets`: a missing edge is 0, a null one unspecified) as an
  /// argument per edge; nil after a diagnostic.
  mutating func edgeInsets(_ object: JSONObject, at path: JSONPath, of owner: String) -> (
    top: NumericArgument, leading: NumericArgument, bottom: NumericArgument, trailing: NumericArgument
  )? {
    checkMembers(object, allowed: Self.insetKeys, at: path, of: owner)
    func inset(_ key: String, _ decoder: inout TreeDecoder) -> NumericArgument? {
      object[key].map { decoder.numericArgument($0, at: path.key(key), domain: .finite) } ?? .literal(0)
    }
    guard let top = inset("top", &self), let leading = inset("leading", &self), let bottom = inset("bottom", &self),
      let trailing = inset("trailing", &self)
    else { return nil }
    return (top, leading, bottom, trailing)
  }

  /// `{}` (default insets), a number (all edges), `{"edges": …, "length": …}` or per-edge lengths
  /// `{"top", "leading", "bottom", "trailing"}` (EdgeInsets).
  private mutating func padding(_ json: JSONValue, at path: JSONPath) -> ModifierKind? {
    if json.doubleValue != nil || json.stringValue != nil {
      guard let length = numericArgument(json, at: path, domain: .finite) else { return nil }
      return .padding(top: length, leading: length, bottom: length, trailing: length)
    }
    guard let object = json.objectValue else {
      fail(
        .wrongType, at: path, "expected {}, a number, {\"edges\", \"length\"} or edge insets, found \(json.typeName)")
      return nil
    }
    if object.contains(where: { Self.insetKeys.contains($0.key) }) {
      return edgeInsets(object, at: path, of: "padding(EdgeInsets)").map {
        .padding(top: $0.top, leading: $0.leading, bottom: $0.bottom, trailing: $0.trailing)
      }
    }
    checkMembers(object, allowed: Self.edgesAndLengthKeys, at: path, of: "padding")
    let edges = object["edges"].map { self.edges($0, at: path.key("edges")) } ?? .all
    let length = object["length"].map { numericArgument($0, at: path.key("length"), domain: .finite) } ?? .unspecified
    guard let edges, let length else { return nil }
    func on(_ edge: Edge.Set) -> NumericArgument { edges.contains(edge) ? length : .literal(0) }
    return .padding(top: on(.top), leading: on(.leading), bottom: on(.bottom), trailing: on(.trailing))
  }

  // MARK: - Secondary content

  /// The members of `safeAreaInset`'s content once its edge and spacing are read.
  private static let alignedContentMembers = MemberNames(["alignment", "content"])

  /// Reads the views of a `background`/`overlay`: a view object, an array of views, or
  /// `{"alignment": …, "content": […]}`.
  private mutating func secondaryContent(_ json: JSONValue, _ context: ModifierContext, contentKeys: MemberNames)
    -> SecondaryContent?
  {
    let path = context.path
    guard context.layerDepth + 1 <= limits.maxDepth else {
      fail(.depthLimit, at: path, "the tree nests deeper than \(limits.maxDepth) layers (the limit maxDepth)")
      gaveUp = true
      return nil
    }
    if json.arrayValue != nil {
      let content = contentList(
        json, at: path, depth: context.layerDepth, parentID: context.contentParentID, prefix: "")
      return SecondaryContent(alignment: .center, content: content)
    }
    guard let object = json.objectValue else {
      fail(
        .wrongType, at: path,
        "expected a view, an array of views or {\"alignment\", \"content\"}, found \(json.typeName)")
      return nil
    }
    if object["view"] != nil || object["if"] != nil {
      let content = contentList(
        json, at: path, depth: context.layerDepth, parentID: context.contentParentID, prefix: "")
      return SecondaryContent(alignment: .center, content: content)
    }
    checkMembers(object, allowed: contentKeys, at: path, of: lastKey(of: path))
    let alignment = object["alignment"].map { self.alignment($0, at: path.key("alignment")) } ?? .center
    guard let contentJSON = object["content"] else {
      fail(.missingArgument, at: path, "\(lastKey(of: path)) needs a \"content\" view or array of views")
      return nil
    }
    let content = contentList(
      contentJSON, at: path.key("content"), depth: context.layerDepth, parentID: context.contentParentID, prefix: "")
    guard let alignment else { return nil }
    return SecondaryContent(alignment: alignment, content: content)
  }
}
