import JSONCore
import SwiftSubset

/// SwiftUI's views as the tree format writes them: which argument becomes which member.
extension Translator {
  /// The arguments of a call sorted by role: labelled ones by label, unlabelled ones in order, trailing
  /// closures in order (an unlabelled first one, then the labelled ones: `} label: { … }`).
  struct CallArguments {
    var labelled: [String: Argument] = [:]
    var unlabelled: [Argument] = []
    var trailing: [Argument] = []

    init(_ arguments: [Argument]) {
      for argument in arguments {
        if argument.isTrailingClosure {
          trailing.append(argument)
        } else if let label = argument.label {
          labelled[label] = argument
        } else {
          unlabelled.append(argument)
        }
      }
    }

    /// The closure given for `label`, written as an argument or as a (labelled) trailing closure.
    func closure(_ label: String) -> Argument? {
      labelled[label] ?? trailing.first { $0.label == label }
    }

    /// The first unlabelled trailing closure.
    var firstTrailing: Argument? { trailing.first { $0.label == nil } }
  }

  /// Names of SwiftUI views the engine does not lay out yet (so a warning can say "not yet" rather than
  /// "defined nowhere").
  func isKnownSwiftUIView(_ name: String) -> Bool {
    Self.unsupportedSwiftUIViews.contains(name)
  }

  static let unsupportedSwiftUIViews: Set<String> = [
    "Label", "Toggle", "Picker", "Slider", "Stepper", "ProgressView", "NavigationStack", "NavigationView",
    "NavigationLink", "NavigationSplitView", "TabView", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid",
    "GridRow", "Menu", "Link", "ShareLink", "DatePicker", "ColorPicker", "TextEditor", "AsyncImage", "ViewThatFits",
    "AnyView", "ContentUnavailableView", "DisclosureGroup", "LinearGradient", "RadialGradient", "AngularGradient",
    "ScrollViewReader", "Canvas", "TimelineView", "Map", "Chart", "VideoPlayer", "GroupBox", "LabeledContent",
    "ControlGroup", "OutlineGroup", "Table", "EditButton", "PasteButton", "SignInWithAppleButton",
  ]

  /// A SwiftUI view call, or nil when `name` is not one the engine lays out.
  func builtinView(_ name: String, _ arguments: [Argument], range: SourceRange, at site: ViewSite) -> [OutputItem]? {
    let file = site.scope.file
    let args = CallArguments(arguments)
    func node(_ view: String) -> OutputNode {
      countView(resolved: true, name: name)
      return makeNode(view, range: range, file: file)
    }
    func content(_ argument: Argument?, in node: OutputNode) {
      node.content = argument.map { closureContent($0.value, at: site) } ?? []
    }
    switch name {
    case "Text":
      let result = node("Text")
      if let argument = args.unlabelled.first ?? args.labelled["verbatim"],
        let text = textTemplate(argument.value, in: site.scope, instead: "the text is empty")
      {
        result.set("text", text)
      } else {
        result.set("text", .text("", nil))
      }
      return [.node(result)]
    case "Color":
      let result = node("Color")
      if let argument = args.unlabelled.first, case .implicitMember(let color) = argument.value.kind {
        result.set("color", .text(color, anchor(argument.range, file: file)))
      }
      return [.node(result)]
    case "Rectangle", "Circle", "Capsule", "Ellipse":
      return [.node(node(name))]
    case "RoundedRectangle":
      let result = node(name)
      let radius = args.labelled["cornerRadius"].flatMap {
        number($0.value, in: site.scope, instead: "the radius is 0")
      }
      result.set("cornerRadius", radius ?? .json(.integer(0), nil))
      return [.node(result)]
    case "Spacer":
      let result = node("Spacer")
      if let minLength = args.labelled["minLength"],
        let value = number(minLength.value, in: site.scope, instead: "the default minimum length is used")
      {
        result.set("minLength", value)
      }
      return [.node(result)]
    case "Divider", "EmptyView":
      return [.node(node(name))]
    case "Image":
      let result = node("Image")
      if let symbol = args.labelled["systemName"] {
        if let literal = symbol.value.literalString {
          result.set("systemName", .text(literal, anchor(symbol.range, file: file)))
        }
        // control-sizes.md §8.1 (measured): star.fill at the body size is 18.667 × 18; per-symbol sizes are
        // the vocabulary's (issue 14).
        result.set("width", .json(.double(18.667), nil))
        result.set("height", .json(.integer(18), nil))
      } else {
        if let asset = args.unlabelled.first?.value.literalString { result.set("name", .text(asset, nil)) }
        report(
          .warning, .unsupported, "an asset image's size is not known to the inspector; it is laid out as 0 × 0",
          at: range, file: file)
        result.set("width", .json(.integer(0), nil))
        result.set("height", .json(.integer(0), nil))
      }
      return [.node(result)]
    case "TextField", "SecureField":
      let result = node(name)
      if let title = args.unlabelled.first,
        let value = textTemplate(title.value, in: site.scope, instead: "the title is empty")
      {
        result.set("title", value)
      } else {
        result.set("title", .text("", nil))
      }
      if let text = args.labelled["text"], let value = boundText(text.value, in: site.scope) {
        result.set("text", value)
      }
      return [.node(result)]
    case "Button":
      let result = node("Button")
      var action: Argument? = args.labelled["action"]
      var label: Argument? = args.closure("label")
      if let title = args.unlabelled.first {
        if let value = textTemplate(title.value, in: site.scope, instead: "the title is empty") {
          result.set("title", value)
        }
        action = action ?? args.firstTrailing
      } else if action == nil {
        action = args.firstTrailing
      } else {
        label = label ?? args.firstTrailing
      }
      if let action, let code = actionCode(action.value, in: site.scope) {
        result.set("action", .text(code, anchor(action.range, file: file)))
      }
      if let label {
        content(label, in: result)
      } else if args.unlabelled.isEmpty {
        result.set("title", .text("", nil))
      }
      return [.node(result)]
    case "Group", "Form", "List":
      if name == "List", !args.unlabelled.isEmpty {
        // `List(items) { item in … }` is a List around a ForEach.
        let result = node("List")
        result.content = forEach(args, range: range, at: site)
        return [.node(result)]
      }
      let result = node(name)
      content(args.firstTrailing ?? args.labelled["content"], in: result)
      return [.node(result)]
    case "HStack", "VStack", "ZStack":
      let result = node(name)
      if let alignment = args.labelled["alignment"], let value = alignmentName(alignment.value, in: site.scope) {
        result.set("alignment", .text(value, anchor(alignment.range, file: file)))
      }
      if name != "ZStack", let spacing = args.labelled["spacing"],
        let value = number(spacing.value, in: site.scope, instead: "the default spacing is used")
      {
        result.set("spacing", value)
      }
      content(args.firstTrailing ?? args.labelled["content"], in: result)
      return [.node(result)]
    case "GeometryReader":
      let result = node(name)
      guard let closure = (args.firstTrailing ?? args.labelled["content"])?.value,
        case .closure(let body) = closure.kind
      else {
        result.content = []
        return [.node(result)]
      }
      let parameter = body.parameters?.first?.name ?? "$0"
      let proxy = freshName(parameter == "$0" || parameter == "_" ? "proxy" : parameter, runtime: site.runtime)
      result.set("proxy", .text(proxy, nil))
      let scope = Scope(parent: site.scope, file: file)
      scope.bind(parameter, .runtime(proxy))
      result.content = translateStatements(body.body, at: ViewSite(scope: scope, runtime: site.runtime.adding(proxy)))
      return [.node(result)]
    case "ScrollView":
      let result = node(name)
      if let axes = args.unlabelled.first ?? args.labelled["axes"] {
        let written = text(axes.value.range, file: file)
        var names: [OutputValue] = []
        if written.contains("horizontal") { names.append(.text("horizontal", nil)) }
        if written.contains("vertical") { names.append(.text("vertical", nil)) }
        if names.count == 1 {
          result.set("axes", names[0])
        } else if !names.isEmpty {
          result.set("axes", .array(names, nil))
        }
      }
      if let indicators = args.labelled["showsIndicators"], case .booleanLiteral(let value) = indicators.value.kind {
        result.set("showsIndicators", .json(.bool(value), nil))
      }
      content(args.firstTrailing ?? args.labelled["content"], in: result)
      return [.node(result)]
    case "ForEach":
      countView(resolved: true, name: name)
      return forEach(args, range: range, at: site)
    case "Section":
      let result = node(name)
      content(args.firstTrailing ?? args.labelled["content"], in: result)
      if let header = args.closure("header") {
        result.set("header", .items(closureContent(header.value, at: site)))
      } else if let title = args.unlabelled.first,
        let value = textTemplate(title.value, in: site.scope, instead: "no header")
      {
        let text = makeNode("Text", range: title.range, file: file)
        text.set("text", value)
        result.set("header", .items([.node(text)]))
      }
      if let footer = args.closure("footer") { result.set("footer", .items(closureContent(footer.value, at: site))) }
      return [.node(result)]
    default:
      return nil
    }
  }

  /// `Color.red`, `Color.clear` and other static views of SwiftUI.
  func builtinStaticView(_ typeName: String, _ member: String, range: SourceRange, at site: ViewSite) -> [OutputItem]? {
    guard typeName == "Color" else { return nil }
    countView(resolved: true, name: "Color")
    let node = makeNode("Color", range: range, file: site.scope.file)
    node.set("color", .text(member, anchor(range, file: site.scope.file)))
    return [.node(node)]
  }

  /// The views of a content argument: a closure's body, or a view expression.
  func closureContent(_ expression: Expr, at site: ViewSite) -> [OutputItem] {
    if case .closure(let closure) = expression.kind {
      return translateStatements(closure.body, at: site.with(scope: Scope(parent: site.scope, file: site.scope.file)))
    }
    return translateView(expression, at: site)
  }

  /// `ForEach(data, id:) { element in … }` (and `List(data) { … }`): the data as a range text, an array or an
  /// expression, the element under a fresh name.
  func forEach(_ args: CallArguments, range: SourceRange, at site: ViewSite) -> [OutputItem] {
    let file = site.scope.file
    let node = makeNode("ForEach", range: range, file: file)
    guard let data = args.unlabelled.first ?? args.labelled["data"] else {
      report(.warning, .unsupported, "ForEach without data; it is left out", at: range, file: file)
      return []
    }
    guard let dataCode = subsetCode(data.value, in: site.scope, instead: "the ForEach is left out") else { return [] }
    node.set("data", .text(dataCode, anchor(data.range, file: file)))
    let closureArgument = args.firstTrailing ?? args.labelled["content"]
    guard let closureExpression = closureArgument?.value, case .closure(let closure) = closureExpression.kind else {
      node.content = []
      node.set("element", .text("element", nil))
      return [.node(node)]
    }
    let parameter = closure.parameters?.first?.name ?? "$0"
    let element = freshName(parameter == "$0" || parameter == "_" ? "element" : parameter, runtime: site.runtime)
    node.set("element", .text(element, nil))
    let scope = Scope(parent: site.scope, file: file)
    scope.bind(parameter, .runtime(element))
    node.content = translateStatements(closure.body, at: ViewSite(scope: scope, runtime: site.runtime.adding(element)))
    return [.node(node)]
  }

  /// An alignment argument as the format names it (`leading`, `firstTextBaseline`, `topLeading`).
  func alignmentName(_ expression: Expr, in scope: Scope) -> String? {
    switch expression.kind {
    case .implicitMember(let name): return name
    case .member(_, let name, _): return name
    default:
      if case .substitution(let value, let origin, _)? = expression.identifierName.flatMap({ resolve($0, in: scope) }) {
        return alignmentName(value, in: origin)
      }
      report(
        .warning, .notInSubset,
        "the alignment `\(text(expression.range, file: scope.file))` is not known when translating; the default is used",
        at: expression.range, file: scope.file)
      return nil
    }
  }

  /// An action: a closure's text, or a function's name called with no arguments.
  func actionCode(_ expression: Expr, in scope: Scope) -> String? {
    subsetCode(expression, in: scope, as: .closure, instead: "the action is left out")
  }
}
