import JSONCore
import SwiftSubset
import TreeVocabulary

/// SwiftUI calls matched against `TreeVocabulary`'s signatures, and each argument written into the member its
/// parameter names, in the parameter's form and the member's kind.
extension Translator {
  /// A call's arguments, each with the parameter it fills.
  typealias MatchedArguments = [(parameter: SwiftParameter, argument: Argument)]

  /// The first signature the arguments fit (Swift's rules, `SwiftSignature`), or nil.
  func match(
    _ signatures: [SwiftSignature], _ arguments: [Argument], kinds: (String) -> MemberKind?, in scope: Scope
  ) -> MatchedArguments? {
    for signature in signatures {
      if let matched = match(signature, arguments, kinds: kinds, in: scope) { return matched }
    }
    return nil
  }

  private func match(
    _ signature: SwiftSignature, _ arguments: [Argument], kinds: (String) -> MemberKind?, in scope: Scope
  ) -> MatchedArguments? {
    var matched: MatchedArguments = []
    var next = 0
    let parameters = signature.parameters
    for (index, parameter) in parameters.enumerated() {
      guard next < arguments.count else {
        if parameter.hasDefault { continue }
        return nil
      }
      let argument = arguments[next]
      let takes: Bool
      if argument.isTrailingClosure, argument.label == nil {
        // SE-0286's forward scan: an unlabelled trailing closure skips a closure parameter with a default when a
        // later closure parameter needs an argument (`Section(header: Text("A")) { … }` fills `content`).
        takes =
          parameter.form.isClosure
          && !(parameter.hasDefault
            && parameters[(index + 1)...].contains { $0.form.isClosure && !$0.hasDefault })
      } else if argument.label == parameter.label {
        takes =
          argument.label != nil || fits(argument.value, parameter, kind: parameter.member.flatMap(kinds), in: scope)
      } else {
        takes = false
      }
      if takes {
        // Sized on the first argument taken: a signature that takes none allocates nothing.
        if matched.isEmpty { matched.reserveCapacity(arguments.count) }
        matched.append((parameter, argument))
        next += 1
      } else if !parameter.hasDefault {
        return nil
      }
    }
    return next == arguments.count ? matched : nil
  }

  /// Whether an unlabelled argument can be the parameter's (where signatures differ only in an unlabelled
  /// argument's type: `padding(8)`, `padding(.horizontal)`, `padding(EdgeInsets(…))`).
  private func fits(_ expression: Expr, _ parameter: SwiftParameter, kind: MemberKind?, in scope: Scope) -> Bool {
    switch parameter.form {
    case .viewBuilder, .shorthand, .titleText, .formatStyle: return true
    case .closure, .closureBody:
      switch expression.kind {
      case .closure, .identifier, .member: return true
      default: return false
      }
    case .metatype:
      if case .member(_, "self", _) = expression.kind { return true }
      return expression.identifierName != nil
    case .memberwise:
      if Self.isImplicitMemberwiseInit(expression) { return true }
      if case .call(let callee, _) = expression.kind { return callee.identifierName?.first?.isUppercase == true }
      return !Self.isNumberLike(expression) && !isEdgeLike(expression)
    case .value:
      switch kind {
      case .number?: return Self.isNumberLike(expression) && !isEdgeLike(expression)
      case .edges?, .axes?: return isEdgeLike(expression)
      default: return true
      }
    }
  }

  /// A literal, a name, arithmetic or `.infinity`: something that may be a number.
  static func isNumberLike(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .implicitMember(let name): return name == "infinity" || name == "zero"
    case .arrayLiteral, .stringLiteral, .closure, .dictionaryLiteral: return false
    case .call(let callee, _):
      if isImplicitMemberwiseInit(expression) { return false }
      guard let name = callee.identifierName else { return true }
      return name.first?.isUppercase != true || ["CGFloat", "Double", "Int", "Float"].contains(name)
    default: return true
    }
  }

  /// `.init(top: 8, leading: 4, …)` or `.init()`: a memberwise initializer of the parameter's type (`EdgeInsets`,
  /// `CGSize`) with every argument labelled.
  static func isImplicitMemberwiseInit(_ expression: Expr) -> Bool {
    guard case .call(let callee, let arguments) = expression.kind, case .implicitMember("init") = callee.kind else {
      return false
    }
    return arguments.allSatisfy { $0.label != nil }
  }

  /// `.horizontal`, `[.top, .leading]`, `Edge.Set.all`.
  func isEdgeLike(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .implicitMember(let name): return name != "infinity" && name != "zero"
    case .arrayLiteral(let elements):
      return elements.allSatisfy { if case .implicitMember = $0.kind { true } else { false } }
    case .member(let base, _, _): return base.identifierName == "Edge" || base.identifierName == "Set"
    default: return false
    }
  }

  // MARK: - Writing arguments

  /// Appends the members one matched argument fills to `result`: its member in the parameter's form (several for
  /// a memberwise value; the closure parameter's member too for a view builder that names its parameter).
  /// `content` views go to `content` for the caller to place. Callers append every argument's members to one
  /// array instead of an array per argument.
  func members(
    _ parameter: SwiftParameter, _ argument: Argument, kinds: (String) -> MemberKind?, shorthands: [MemberKind] = [],
    at site: ViewSite, into result: inout [(key: String, value: OutputValue)]
  ) {
    guard let member = parameter.member else { return }
    let scope = site.scope
    let file = scope.file
    let expression = argument.value
    // Made only for a warning: most arguments need none.
    let fallback = { "'\(member)' is left out" }
    switch parameter.form {
    case .viewBuilder:
      guard case .closure(let closure) = expression.kind else {
        result.append((member, .items(translateView(expression, at: site))))
        return
      }
      var inner = site.with(scope: Scope(parent: scope, file: file))
      if let parameterMember = parameter.closureParameter {
        let written = closure.parameters?.first?.name
        let preferred = written.flatMap { $0 == "_" ? nil : $0 } ?? parameterMember
        let name = declarations.freshName(preferred, runtime: site.runtime)
        inner.scope.bind(written ?? "$0", .runtime(name))
        inner.runtime = site.runtime.adding(name)
        result.append((parameterMember, .text(name, nil)))
      }
      result.append((member, .items(translateStatements(closure.body, at: inner))))
    case .titleText:
      guard let text = textTemplate(expression, in: scope, instead: fallback()) else { return }
      let node = makeNode("Text", range: argument.range, file: file)
      node.set("text", text)
      result.append((member, .items([.node(node)])))
    case .closure:
      if let code = subsetCode(expression, in: scope, as: .closure, instead: fallback()) {
        result.append((member, .text(code, anchor(argument.range, file: file))))
      }
    case .closureBody:
      if let code = dimensionsCode(expression, in: scope) {
        result.append((member, .text(code, anchor(argument.range, file: file))))
      }
    case .metatype:
      if let key = layoutValueKey(expression, in: scope) ?? preferenceKey(expression, in: scope) {
        result.append((member, .text(key, anchor(argument.range, file: file))))
      }
    case .memberwise:
      memberwise(expression, parameter: member, kinds: kinds, at: site, into: &result)
    case .shorthand:
      if let value = shorthand(expression, kinds: shorthands, at: site) { result.append((member, value)) }
    case .value:
      if let value = value(expression, kind: kinds(member) ?? .expression, at: site) { result.append((member, value)) }
    case .formatStyle:
      // Written with the value it formats (`formattedText`), which another argument gives.
      return
    }
  }

  /// `Text(price, format: .currency(code: "USD"))`'s text: `\(price.formatted(.currency(code: "USD")))`, which the
  /// Swift subset prints as Foundation does in en_US (`NumberFormatStyle`); nil, with a warning, when either part
  /// is outside the subset.
  func formattedText(_ value: Expr, style: Expr, in scope: Scope) -> OutputValue? {
    let fallback = "the text is left out"
    guard let code = subsetCode(value, in: scope, instead: fallback),
      let styleCode = subsetCode(style, in: scope, instead: fallback)
    else { return nil }
    let receiver = ExpressionEmitter.isPrimary(value) ? code : "(\(code))"
    let body = "\\(\(receiver).formatted(\(styleCode)))"
    if let problem = subsetProblem(body, as: .textBody) {
      report(
        .warning, .notInSubset, "the text `\(Self.abbreviated(body))` cannot be read (\(problem)); \(fallback)",
        at: value.range, file: scope.file)
      return nil
    }
    return .text(body, anchor(value.range, file: scope.file))
  }

  /// `EdgeInsets(top: 8, …)` fills `top`, …; a value that is not a call is split by its members
  /// (`.offset(size)` is `size.width` and `size.height`).
  private func memberwise(
    _ expression: Expr, parameter: String, kinds: (String) -> MemberKind?, at site: ViewSite,
    into result: inout [(key: String, value: OutputValue)]
  ) {
    if case .call(_, let arguments) = expression.kind, arguments.allSatisfy({ $0.label != nil }) {
      for argument in arguments {
        guard let label = argument.label, let kind = kinds(label),
          let converted = value(argument.value, kind: kind, at: site)
        else { continue }
        result.append((label, converted))
      }
      return
    }
    let parts: [(member: String, field: String)]
    switch parameter {
    case "offset": parts = [("width", "width"), ("height", "height")]
    case "position": parts = [("x", "x"), ("y", "y")]
    default: parts = [("top", "top"), ("leading", "leading"), ("bottom", "bottom"), ("trailing", "trailing")]
    }
    guard let code = subsetCode(expression, in: site.scope, instead: "the modifier is left out") else { return }
    let base = ExpressionEmitter.isPrimary(expression) ? code : "(\(code))"
    for part in parts {
      result.append((part.member, .text("\(base).\(part.field)", anchor(expression.range, file: site.scope.file))))
    }
  }

  /// A modifier's whole value written as its shorthand: the first of the entry's shorthand kinds the
  /// argument fits (`background(.red)` a colour, `background(Text("x"))` views, `font(.title)` a font).
  private func shorthand(_ expression: Expr, kinds: [MemberKind], at site: ViewSite) -> OutputValue? {
    for kind in kinds {
      switch kind {
      case .string where isColorLike(expression, in: site.scope) || expression.literalString != nil:
        return value(expression, kind: .string, at: site)
      case .string: continue
      case .views:
        let items = translateView(expression, at: site)
        return items.count == 1 ? .item(items[0]) : .items(items)
      default: return value(expression, kind: kind, at: site)
      }
    }
    return nil
  }

  /// `.red`, `Color.blue`, `.ultraThinMaterial`, `.named("space")`: a name rather than a view.
  private func isColorLike(_ expression: Expr, in scope: Scope) -> Bool {
    switch expression.kind {
    case .implicitMember: return true
    case .member(let owner, _, _): return owner.identifierName == "Color"
    case .call(let callee, _):
      if case .implicitMember = callee.kind { return true }
      return false
    default: return false
    }
  }

  /// An argument as the member's kind reads it.
  func value(_ expression: Expr, kind: MemberKind, at site: ViewSite) -> OutputValue? {
    let scope = site.scope
    let file = scope.file
    let anchor = anchor(expression.range, file: file)
    let fallback = "the argument is left out"
    switch kind {
    case .number: return number(expression, in: scope, instead: fallback)
    case .text:
      // `$name` is a binding; `$0` is a closure's first argument, a text like any other.
      if case .dollarIdentifier(let name) = expression.kind, Int(name) == nil {
        return boundText(expression, in: scope)
      }
      if case .call(let callee, _) = expression.kind, case .implicitMember("constant") = callee.kind {
        return boundText(expression, in: scope)
      }
      // `$model.title`, `Binding(get: { model.title }, set: …)`: the text the binding reads.
      if let form = bindingForm(expression) { return textTemplate(form.read, in: scope, instead: fallback) }
      return textTemplate(expression, in: scope, instead: fallback)
    case .string:
      if let literal = expression.literalString { return .text(literal, anchor) }
      if case .call(let callee, let arguments) = expression.kind, case .implicitMember("named") = callee.kind,
        let name = arguments.first?.value.literalString
      {
        return .text(name, anchor)
      }
      return .text(colorName(expression, in: scope), anchor)
    case .identifier: return .text(text(expression.range, file: file), anchor)
    case .bool:
      if case .booleanLiteral(let flag) = expression.kind { return .json(.bool(flag), anchor) }
      report(
        .warning, .unsupported, "only a literal true or false is read here; \(fallback)", at: expression.range,
        file: file)
      return nil
    case .condition: return condition(expression, in: scope)
    case .expression, .value, .anchorSource, .font:
      if kind == .value, let literal = Self.literalJSON(expression), expression.literalString == nil {
        return .json(literal, anchor)
      }
      return subsetCode(expression, in: scope, instead: fallback).map { .text($0, anchor) }
    case .closure: return subsetCode(expression, in: scope, as: .closure, instead: fallback).map { .text($0, anchor) }
    case .views: return .items(translateView(expression, at: site))
    case .alignment:
      if case .call(let callee, let arguments) = expression.kind, callee.identifierName == "Alignment" {
        return alignmentPair(arguments, in: scope, anchor: anchor)
      }
      return alignmentName(expression, in: scope).map { .text($0, anchor) }
    case .horizontalAlignment, .verticalAlignment, .alignmentGuide:
      return alignmentName(expression, in: scope).map { .text($0, anchor) }
    case .edges, .axes: return edgeNames(expression)
    case .lineLimit:
      if case .nilLiteral = expression.kind { return .json(.null, anchor) }
      if case .integer(let limit)? = Self.numberLiteral(expression), limit >= 1 {
        return .json(.integer(limit), anchor)
      }
      report(.warning, .unsupported, "only a literal line limit is read; \(fallback)", at: expression.range, file: file)
      return nil
    case .textFieldStyle: return textFieldStyle(expression, file: file).map { .text($0, anchor) }
    case .data:
      return subsetCode(expression, in: scope, instead: "the ForEach is left out").map { .text($0, anchor) }
    case .preferenceKey: return preferenceKey(expression, in: scope).map { .text($0, anchor) }
    case .asWritten: return writtenValue(expression, file: file)
    case .textRuns:
      // No Swift argument is written as runs: `+` makes them (Translator+TextConcatenation).
      return nil
    case .choice:
      switch expression.kind {
      case .implicitMember(let name), .member(_, let name, _): return .text(name, anchor)
      default:
        if case .substitution(let value, let origin, _)? = expression.identifierName.flatMap({ resolve($0, in: scope) })
        {
          return self.value(value, kind: kind, at: site.with(scope: origin))
        }
        report(
          .warning, .notInSubset, "only a case name (`.fit`, `.tail`) is read here; \(fallback)", at: expression.range,
          file: file)
        return nil
      }
    case .gridItems:
      guard let items = gridItems(expression, in: scope) else {
        report(
          .warning, .notInSubset,
          "the GridItems are read from an array literal of GridItem(.fixed/.flexible/.adaptive) with literal lengths "
            + "or Array(repeating:count:); \(fallback)",
          at: expression.range, file: file)
        return nil
      }
      return .json(.array(items), anchor)
    }
  }

  /// `[GridItem(.fixed(100)), GridItem(.flexible(minimum: 10), spacing: 8)]` or
  /// `Array(repeating: GridItem(.flexible()), count: 3)` as the format's GridItem objects; nil when a length is
  /// no literal (through names given as arguments or property defaults), so that nothing is guessed.
  func gridItems(_ expression: Expr, in scope: Scope, depth: Int = 0) -> [JSONValue]? {
    guard depth < options.limits.maxExpansionDepth else { return nil }
    switch expression.kind {
    case .arrayLiteral(let elements):
      var items: [JSONValue] = []
      for element in elements {
        guard let item = gridItem(element, in: scope) else { return nil }
        items.append(item)
      }
      return items
    case .call(let callee, let arguments):
      guard callee.identifierName == "Array", arguments.count == 2, arguments[0].label == "repeating",
        arguments[1].label == "count", case .integer(let count)? = literalValue(arguments[1].value, in: scope),
        (0...100).contains(count), let item = gridItem(arguments[0].value, in: scope)
      else { return nil }
      return Array(repeating: item, count: Int(count))
    case .parenthesized(let inner):
      return gridItems(inner, in: scope, depth: depth + 1)
    default:
      guard let name = expression.identifierName,
        case .substitution(let value, let origin, false)? = resolve(name, in: scope)
      else { return nil }
      return gridItems(value, in: origin, depth: depth + 1)
    }
  }

  /// One `GridItem(size, spacing:, alignment:)`; the size defaults to `.flexible()` as in SwiftUI.
  private func gridItem(_ expression: Expr, in scope: Scope) -> JSONValue? {
    guard case .call(let callee, let arguments) = expression.kind, callee.identifierName == "GridItem" else {
      return nil
    }
    var object = JSONObject()
    var size: (key: String, bounds: JSONValue) = ("flexible", .object(JSONObject()))
    for argument in arguments {
      switch argument.label {
      case nil:
        guard case .call(let sizeCallee, let sizeArguments) = argument.value.kind,
          case .implicitMember(let kind) = sizeCallee.kind
        else { return nil }
        switch kind {
        case "fixed":
          guard sizeArguments.count == 1, let length = literalValue(sizeArguments[0].value, in: scope),
            length.doubleValue != nil
          else { return nil }
          size = ("fixed", length)
        case "flexible", "adaptive":
          var bounds = JSONObject()
          for bound in sizeArguments {
            guard let label = bound.label, label == "minimum" || label == "maximum" else { return nil }
            // `.infinity` is the format's default maximum.
            if case .implicitMember("infinity") = bound.value.kind { continue }
            guard let length = literalValue(bound.value, in: scope), length.doubleValue != nil else { return nil }
            bounds[label] = length
          }
          size = (kind, .object(bounds))
        default: return nil
        }
      case "spacing"?:
        guard let length = literalValue(argument.value, in: scope), length.doubleValue != nil else { return nil }
        object["spacing"] = length
      case "alignment"?:
        guard let name = alignmentName(argument.value, in: scope) else { return nil }
        object["alignment"] = .string(name)
      default: return nil
      }
    }
    object[size.key] = size.bounds
    return .object(object)
  }

  /// `.roundedBorder`, `RoundedBorderTextFieldStyle()` (the pasted spelling): the style's name, when it is a
  /// built-in one; a custom style is reported and nil.
  func textFieldStyle(_ expression: Expr, file: Int) -> String? {
    let written: String?
    switch expression.kind {
    case .implicitMember(let name): written = name
    case .call(let callee, _):
      if case .implicitMember(let name) = callee.kind {
        written = name
      } else if let type = callee.identifierName {
        written = Self.styleName(ofType: type, modifier: "textFieldStyle") ?? type
      } else {
        written = nil
      }
    default: written = nil
    }
    guard let written, let choices = Vocabulary.styleChoices["textFieldStyle"] else { return nil }
    guard choices.contains(written) else {
      reportCustomStyle(written, of: "textFieldStyle", choices: choices, at: expression.range, file: file)
      return nil
    }
    return written
  }

  /// `.horizontal`, `[.top, .leading]` as the format's names.
  func edgeNames(_ expression: Expr) -> OutputValue? {
    switch expression.kind {
    case .implicitMember(let name): return .text(name, nil)
    case .member(_, let name, _): return .text(name, nil)
    case .arrayLiteral(let elements):
      let names = elements.compactMap { element -> OutputValue? in
        if case .implicitMember(let name) = element.kind { return .text(name, nil) }
        return nil
      }
      return names.count == elements.count ? .array(names, nil) : nil
    default: return nil
    }
  }

  /// An argument as written: a JSON literal for a literal number, boolean or `nil`, else its source text.
  func writtenValue(_ expression: Expr, file: Int) -> OutputValue {
    let anchor = anchor(expression.range, file: file)
    if let literal = Self.literalJSON(expression), expression.literalString == nil { return .json(literal, anchor) }
    return .text(text(expression.range, file: file), anchor)
  }

  /// An alignment guide's closure as an expression of `d` (the engine's name for the view's dimensions).
  func dimensionsCode(_ expression: Expr, in scope: Scope) -> String? {
    guard case .closure(let closure) = expression.kind, let body = singleExpression(closure.body) else {
      return subsetCode(expression, in: scope, instead: "the guide is left out")
    }
    let inner = Scope(parent: scope, file: scope.file)
    inner.bind(closure.parameters?.first?.name ?? "$0", .runtime("d"))
    return subsetCode(body, in: inner, instead: "the guide is left out")
  }
}
