import JSONCore
import SwiftSubset

/// SwiftUI's modifiers as the tree format writes them.
extension Translator {
  /// A SwiftUI modifier the engine knows, applied; nil when `call` is not one.
  func builtinModifier(_ call: ModifierCall, to items: [OutputItem], at site: ViewSite) -> [OutputItem]? {
    let scope = site.scope
    let args = CallArguments(call.arguments)
    let file = call.file
    let callAnchor = anchor(call.range, file: file)
    func modify(_ name: String, _ value: OutputValue) -> [OutputItem] {
      let node = singleNode(items, range: call.range, file: file)
      node.modifiers.append(OutputModifier(name: name, value: value, anchor: callAnchor))
      nodeCount += 1
      return [.node(node)]
    }
    func numbers(_ labels: [String]) -> OutputValue {
      var members: [(key: String, value: OutputValue)] = []
      for label in labels {
        guard let argument = args.labelled[label] else { continue }
        if label == "alignment" {
          if let name = alignmentName(argument.value, in: scope) {
            members.append((label, .text(name, anchor(argument.range, file: file))))
          }
        } else if let value = number(argument.value, in: scope, instead: "'\(label)' is left out") {
          members.append((label, value))
        }
      }
      return .object(members, callAnchor)
    }
    switch call.name {
    case "frame":
      return modify(
        "frame",
        numbers([
          "width", "height", "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
        ]))
    case "padding":
      return modify("padding", padding(args, scope: scope, anchor: callAnchor))
    case "background", "overlay":
      guard let value = secondary(args, scope: scope, at: site, anchor: callAnchor) else {
        return passThrough(call, items, known: true)
      }
      return modify(call.name, value)
    case "fixedSize":
      if args.labelled.isEmpty { return modify("fixedSize", .json(.bool(true), callAnchor)) }
      var members: [(key: String, value: OutputValue)] = []
      for label in ["horizontal", "vertical"] {
        if let argument = args.labelled[label], case .booleanLiteral(let value) = argument.value.kind {
          members.append((label, .json(.bool(value), anchor(argument.range, file: file))))
        }
      }
      return modify("fixedSize", .object(members, callAnchor))
    case "layoutPriority":
      guard let argument = args.unlabelled.first,
        let value = number(argument.value, in: scope, instead: "the modifier is left out")
      else { return items }
      return modify("layoutPriority", value)
    case "offset", "position":
      if let point = args.unlabelled.first {
        guard let code = subsetCode(point.value, in: scope, instead: "the modifier is left out") else { return items }
        let (first, second) = call.name == "offset" ? ("width", "height") : ("x", "y")
        let base = ExpressionEmitter.isPrimary(point.value) ? code : "(\(code))"
        return modify(
          call.name,
          .object([("x", .text("\(base).\(first)", nil)), ("y", .text("\(base).\(second)", nil))], callAnchor))
      }
      return modify(call.name, numbers(["x", "y"]))
    case "coordinateSpace":
      guard let argument = args.labelled["name"] ?? args.unlabelled.first else { return items }
      var nameExpression = argument.value
      if case .call(let callee, let inner) = nameExpression.kind, case .implicitMember("named") = callee.kind,
        let first = inner.first
      {
        nameExpression = first.value
      }
      guard let name = nameExpression.literalString else {
        report(
          .warning, .unsupported, "only a literal coordinate space name is read; the modifier is left out",
          at: argument.range, file: file)
        return items
      }
      return modify("coordinateSpace", .text(name, anchor(argument.range, file: file)))
    case "alignmentGuide":
      guard let guide = args.unlabelled.first, let guideName = alignmentName(guide.value, in: scope),
        let compute = args.labelled["computeValue"] ?? args.firstTrailing
      else { return items }
      guard let value = dimensionsCode(compute.value, in: scope) else { return items }
      return modify(
        "alignmentGuide",
        .object(
          [
            ("guide", .text(guideName, anchor(guide.range, file: file))),
            ("computeValue", .text(value, anchor(compute.range, file: file))),
          ], callAnchor))
    case "font":
      guard let argument = args.unlabelled.first,
        let value = subsetCode(argument.value, in: scope, instead: "the font is left out")
      else { return items }
      return modify("font", .text(value, anchor(argument.range, file: file)))
    case "lineLimit":
      guard let argument = args.unlabelled.first else { return items }
      if case .nilLiteral = argument.value.kind { return modify("lineLimit", .json(.null, callAnchor)) }
      if case .integer(let value)? = Self.numberLiteral(argument.value), value >= 1 {
        return modify("lineLimit", .json(.integer(value), anchor(argument.range, file: file)))
      }
      report(
        .warning, .unsupported, "only a literal line limit is read; the modifier is left out", at: argument.range,
        file: file)
      return items
    case "hidden", "clipped":
      return modify(call.name, .object([], callAnchor))
    case "border":
      var members: [(key: String, value: OutputValue)] = []
      if let color = args.unlabelled.first {
        members.append(("color", .text(colorName(color.value, in: scope), nil)))
      }
      if let width = args.labelled["width"], let value = number(width.value, in: scope, instead: "the width is 1") {
        members.append(("width", value))
      }
      return modify("border", .object(members, callAnchor))
    case "preference":
      guard let keyArgument = args.labelled["key"], let key = preferenceKey(keyArgument.value, in: scope),
        let valueArgument = args.labelled["value"],
        let value = subsetCode(valueArgument.value, in: scope, instead: "the preference is left out")
      else { return items }
      return modify(
        "preference",
        .object(
          [
            ("key", .text(key, anchor(keyArgument.range, file: file))),
            ("value", .text(value, anchor(valueArgument.range, file: file))),
          ], callAnchor))
    case "onPreferenceChange":
      guard let keyArgument = args.unlabelled.first, let key = preferenceKey(keyArgument.value, in: scope),
        let action = args.labelled["perform"] ?? args.firstTrailing, let perform = actionCode(action.value, in: scope)
      else { return items }
      return modify(
        "onPreferenceChange",
        .object(
          [
            ("key", .text(key, anchor(keyArgument.range, file: file))),
            ("perform", .text(perform, anchor(action.range, file: file))),
          ], callAnchor))
    case "anchorPreference":
      guard let keyArgument = args.labelled["key"], let key = preferenceKey(keyArgument.value, in: scope),
        let source = args.labelled["value"]
      else { return items }
      var members: [(key: String, value: OutputValue)] = [
        ("key", .text(key, anchor(keyArgument.range, file: file))),
        ("value", .text(text(source.value.range, file: file), anchor(source.range, file: file))),
      ]
      if let transform = args.labelled["transform"] ?? args.firstTrailing,
        let code = subsetCode(transform.value, in: scope, as: .closure, instead: "the transform is left out")
      {
        members.append(("transform", .text(code, anchor(transform.range, file: file))))
      }
      return modify("anchorPreference", .object(members, callAnchor))
    case "transformPreference":
      guard let keyArgument = args.unlabelled.first, let key = preferenceKey(keyArgument.value, in: scope),
        let transform = args.firstTrailing ?? args.unlabelled.dropFirst().first,
        let code = subsetCode(transform.value, in: scope, as: .closure, instead: "the modifier is left out")
      else { return items }
      return modify(
        "transformPreference",
        .object(
          [
            ("key", .text(key, anchor(keyArgument.range, file: file))),
            ("transform", .text(code, anchor(transform.range, file: file))),
          ], callAnchor))
    case "backgroundPreferenceValue", "overlayPreferenceValue":
      guard let keyArgument = args.unlabelled.first, let key = preferenceKey(keyArgument.value, in: scope),
        let contentArgument = args.firstTrailing ?? args.labelled["content"],
        case .closure(let closure) = contentArgument.value.kind
      else { return items }
      let parameter = closure.parameters?.first?.name ?? "$0"
      let valueName = freshName(parameter == "$0" || parameter == "_" ? "value" : parameter, runtime: site.runtime)
      let inner = Scope(parent: scope, file: file)
      inner.bind(parameter, .runtime(valueName))
      let content = translateStatements(
        closure.body, at: ViewSite(scope: inner, runtime: site.runtime.adding(valueName)))
      var members: [(key: String, value: OutputValue)] = [
        ("key", .text(key, anchor(keyArgument.range, file: file))), ("value", .text(valueName, nil)),
      ]
      if let alignment = args.labelled["alignment"], let name = alignmentName(alignment.value, in: scope) {
        members.append(("alignment", .text(name, anchor(alignment.range, file: file))))
      }
      members.append(("content", .items(content)))
      return modify(call.name, .object(members, callAnchor))
    case "onChange":
      guard let observed = args.labelled["of"],
        let of = subsetCode(observed.value, in: scope, instead: "the modifier is left out"),
        let action = args.labelled["perform"] ?? args.firstTrailing, let perform = actionCode(action.value, in: scope)
      else { return items }
      var members: [(key: String, value: OutputValue)] = [
        ("of", .text(of, anchor(observed.range, file: file))),
        ("perform", .text(perform, anchor(action.range, file: file))),
      ]
      if let initial = args.labelled["initial"], case .booleanLiteral(let value) = initial.value.kind {
        members.append(("initial", .json(.bool(value), nil)))
      }
      return modify("onChange", .object(members, callAnchor))
    case "fill":
      guard items.count == 1, case .node(let node) = items[0],
        ["Rectangle", "RoundedRectangle", "Circle", "Capsule", "Ellipse"].contains(node.view)
      else { return passThrough(call, items, known: true) }
      if let color = args.unlabelled.first {
        node.set("fill", .text(colorName(color.value, in: scope), anchor(color.range, file: file)))
      }
      return items
    case "resizable":
      guard items.count == 1, case .node(let node) = items[0], node.view == "Image" else {
        return passThrough(call, items, known: true)
      }
      node.set("resizable", .json(.bool(true), callAnchor))
      return items
    default:
      return nil
    }
  }

  /// `.padding()`, `.padding(8)`, `.padding(.horizontal)`, `.padding(.horizontal, 4)`,
  /// `.padding([.top, .leading], 4)`, `.padding(EdgeInsets(top:leading:bottom:trailing:))`.
  private func padding(_ args: CallArguments, scope: Scope, anchor callAnchor: SourceAnchor) -> OutputValue {
    let file = scope.file
    guard let first = args.unlabelled.first else { return .object([], callAnchor) }
    if let edges = edgeNames(first.value) {
      var members: [(key: String, value: OutputValue)] = [("edges", edges)]
      if let length = args.unlabelled.dropFirst().first,
        let value = number(length.value, in: scope, instead: "the default padding is used")
      {
        members.append(("length", value))
      }
      return .object(members, callAnchor)
    }
    if case .call(let callee, let insets) = first.value.kind, callee.identifierName == "EdgeInsets" {
      var members: [(key: String, value: OutputValue)] = []
      for inset in insets {
        guard let label = inset.label, let value = number(inset.value, in: scope, instead: "that edge is 0") else {
          continue
        }
        members.append((label, value))
      }
      return .object(members, anchor(first.range, file: file))
    }
    return number(first.value, in: scope, instead: "the default padding is used") ?? .object([], callAnchor)
  }

  /// `.horizontal`, `[.top, .leading]` as the format's edge names.
  private func edgeNames(_ expression: Expr) -> OutputValue? {
    switch expression.kind {
    case .implicitMember(let name): return .text(name, nil)
    case .member(_, let name, _) where name != "zero": return .text(name, nil)
    case .arrayLiteral(let elements):
      let names = elements.compactMap { element -> OutputValue? in
        if case .implicitMember(let name) = element.kind { return .text(name, nil) }
        return nil
      }
      return names.count == elements.count ? .array(names, nil) : nil
    default: return nil
    }
  }

  /// The secondary content of `background`/`overlay`: a colour name (`.red`, `Color.blue`), a view, or a
  /// content closure with an alignment.
  private func secondary(_ args: CallArguments, scope: Scope, at site: ViewSite, anchor callAnchor: SourceAnchor)
    -> OutputValue?
  {
    if let closure = args.firstTrailing ?? args.labelled["content"] {
      var members: [(key: String, value: OutputValue)] = []
      if let alignment = args.labelled["alignment"], let name = alignmentName(alignment.value, in: scope) {
        members.append(("alignment", .text(name, nil)))
      }
      members.append(("content", .items(closureContent(closure.value, at: site))))
      return .object(members, callAnchor)
    }
    guard let first = args.unlabelled.first else { return nil }
    switch first.value.kind {
    case .implicitMember(let name):
      return .text(name, anchor(first.range, file: scope.file))
    case .member(let owner, let name, _) where owner.identifierName == "Color":
      return .text(name, anchor(first.range, file: scope.file))
    default:
      let items = translateView(first.value, at: site)
      if let alignment = args.labelled["alignment"], let name = alignmentName(alignment.value, in: scope) {
        return .object([("alignment", .text(name, nil)), ("content", .items(items))], callAnchor)
      }
      return items.count == 1 ? .item(items[0]) : .items(items)
    }
  }

  /// A colour argument's name (`red` for `.red` or `Color.red`); `custom` for anything else.
  func colorName(_ expression: Expr, in scope: Scope) -> String {
    switch expression.kind {
    case .implicitMember(let name): return name
    case .member(let owner, let name, _) where owner.identifierName == "Color": return name
    case .call(let callee, _):
      if case .member(let inner, _, _) = callee.kind { return colorName(inner, in: scope) }
      return "custom"
    case .identifier(let name):
      if case .substitution(let value, let origin, _)? = resolve(name, in: scope) {
        return colorName(value, in: origin)
      }
      return "custom"
    default: return "custom"
    }
  }

  /// An alignment guide's closure as an expression of `d` (the engine's name for the view's dimensions).
  private func dimensionsCode(_ expression: Expr, in scope: Scope) -> String? {
    guard case .closure(let closure) = expression.kind, let body = singleExpression(closure.body) else {
      return subsetCode(expression, in: scope, instead: "the guide is left out")
    }
    let inner = Scope(parent: scope, file: scope.file)
    inner.bind(closure.parameters?.first?.name ?? "$0", .runtime("d"))
    return subsetCode(body, in: inner, instead: "the guide is left out")
  }
}
