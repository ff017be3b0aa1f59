import JSONCore
import SwiftSubset
import TreeVocabulary

/// SwiftUI's views and modifiers as the tree format writes them, through `TreeVocabulary`'s table: the only
/// list of them the front end reads.
extension Translator {
  /// A SwiftUI view call, or nil when the vocabulary has no view `name`.
  func builtinView(_ name: String, _ arguments: [Argument], range: SourceRange, at site: ViewSite) -> [OutputItem]? {
    guard let entry = Vocabulary.view(named: name), !entry.swift.isEmpty else { return nil }
    let file = site.scope.file
    countView(resolved: true, name: name, range: range, file: site.scope.file)
    let node = makeNode(entry.name, range: range, file: file)
    let kinds: (String) -> MemberKind? = { entry.member($0)?.kind }
    if let matched = match(entry.swift, arguments, kinds: kinds, in: site.scope) {
      var written: [(key: String, value: OutputValue)] = []
      // By position: each pair is read in place rather than copied out of the list (a vocabulary parameter
      // has a dozen parts to retain).
      for position in matched.indices {
        if entry.name == "AnyLayout", matched[position].parameter.member == "layout" {
          if let layout = stackLayout(matched[position].argument.value, at: site) { node.set("layout", layout) }
          continue
        }
        if matched[position].parameter.form == .formatStyle, let member = matched[position].parameter.member {
          let value = matched.first { $0.parameter.member == member && $0.parameter.form == .value }?.argument
          node.set(
            member,
            value.flatMap { formattedText($0.value, style: matched[position].argument.value, in: site.scope) }
              ?? .text("", nil))
          continue
        }
        written.removeAll(keepingCapacity: true)
        // A `ForEach` over data known only when laying out may be empty: its content is conditional.
        if entry.name == "ForEach" {
          underRuntimeCondition {
            members(matched[position].parameter, matched[position].argument, kinds: kinds, at: site, into: &written)
          }
        } else {
          members(matched[position].parameter, matched[position].argument, kinds: kinds, at: site, into: &written)
        }
        for (key, value) in written {
          if key == "content", case .items(let items) = value { node.content = items } else { node.set(key, value) }
        }
      }
    } else if name == "List", let data = arguments.first(where: { $0.label == nil && !$0.isTrailingClosure }) {
      // `List(items) { item in … }` is a List around a ForEach.
      node.content = forEach(data, content: arguments.first { $0.isTrailingClosure }, range: range, at: site)
    } else {
      report(
        .warning, .unsupported,
        "this way of writing \(name) is not one the inspector reads; it is laid out with its defaults",
        at: range, file: file)
    }
    fillRequiredMembers(of: node, entry: entry, range: range, file: file)
    return [.node(node)]
  }

  /// Members the tree format requires and Swift leaves implicit: an image's intrinsic size, a text's string.
  private func fillRequiredMembers(of node: OutputNode, entry: ViewEntry, range: SourceRange, file: Int) {
    if entry.name == "Image", node.members.first(where: { $0.key == "width" }) == nil {
      if node.members.contains(where: { $0.key == "systemName" }) {
        // control-sizes.md §8.1 (measured): star.fill at the body size is 18.667 × 18; per-symbol sizes are
        // the vocabulary's to add (issue 14).
        node.set("width", .json(.double(18.667), nil))
        node.set("height", .json(.integer(18), nil))
      } else {
        report(
          .warning, .unsupported, "an asset image's size is not known to the inspector; it is laid out as 0 × 0",
          at: range, file: file)
        node.set("width", .json(.integer(0), nil))
        node.set("height", .json(.integer(0), nil))
      }
    }
    for member in entry.members where member.isRequired && member.kind == .text {
      if !node.members.contains(where: { $0.key == member.name }) { node.set(member.name, .text("", nil)) }
    }
    // A required member that could not be read (a grid's columns computed at run time): the view cannot be laid
    // out as SwiftUI would, so its content is laid out in a Group, as for a view the inspector does not know.
    if let missing = entry.members.first(where: { member in
      member.isRequired && member.name != "content" && !node.members.contains { $0.key == member.name }
    }) {
      report(
        .warning, .unsupported,
        "\(entry.name)'s '\(missing.name)' is not known when translating; its content is laid out in a Group",
        at: range, file: file)
      node.view = "Group"
      node.members = []
      if node.content == nil { node.content = [] }
    }
    if entry.name == "RoundedRectangle", !node.members.contains(where: { $0.key == "cornerRadius" }) {
      node.set("cornerRadius", .json(.integer(0), nil))
    }
  }

  /// `AnyLayout(HStackLayout(spacing: 4))`'s layout as the format writes it: `{"HStackLayout": {"spacing": 4}}`,
  /// the stack layout's arguments read through its own entry; nil, with a warning, for a layout chosen at run
  /// time.
  private func stackLayout(_ expression: Expr, at site: ViewSite, depth: Int = 0) -> OutputValue? {
    let file = site.scope.file
    if case .call(let callee, let arguments) = expression.kind, let name = callee.identifierName,
      ["HStackLayout", "VStackLayout", "ZStackLayout"].contains(name), let entry = Vocabulary.view(named: name)
    {
      // A layout is called without its content here: each labelled argument is its member.
      var object: [(key: String, value: OutputValue)] = []
      for argument in arguments {
        guard let label = argument.label, label != "content", let kind = entry.member(label)?.kind else {
          report(
            .warning, .unsupported, "\(name)'s argument is not one the inspector reads; it is left out",
            at: argument.range, file: file)
          continue
        }
        if let value = value(argument.value, kind: kind, at: site) { object.append((label, value)) }
      }
      return .object(
        [(name, .object(object, anchor(expression.range, file: file)))], anchor(expression.range, file: file))
    }
    if depth < options.limits.maxExpansionDepth, let name = expression.identifierName,
      case .substitution(let value, let origin, false)? = resolve(name, in: site.scope)
    {
      return stackLayout(value, at: site.with(scope: origin), depth: depth + 1)
    }
    report(
      .warning, .notInSubset,
      "AnyLayout's layout is read when it is an HStackLayout, VStackLayout or ZStackLayout call; this one is not known when translating",
      at: expression.range, file: file)
    return nil
  }

  /// `Color.red` and other views written as a static member.
  func builtinStaticView(_ typeName: String, _ member: String, range: SourceRange, at site: ViewSite) -> [OutputItem]? {
    guard let entry = Vocabulary.view(named: typeName), let staticMember = entry.staticMember else { return nil }
    countView(resolved: true, name: typeName, range: range, file: site.scope.file)
    let node = makeNode(entry.name, range: range, file: site.scope.file)
    node.set(staticMember, .text(member, anchor(range, file: site.scope.file)))
    return [.node(node)]
  }

  /// `List(data) { element in … }`: a ForEach of the data.
  private func forEach(_ data: Argument, content: Argument?, range: SourceRange, at site: ViewSite) -> [OutputItem] {
    guard let entry = Vocabulary.view(named: "ForEach") else { return [] }
    let arguments = [data] + (content.map { [$0] } ?? [])
    let node = makeNode("ForEach", range: range, file: site.scope.file)
    let kinds: (String) -> MemberKind? = { entry.member($0)?.kind }
    var written: [(key: String, value: OutputValue)] = []
    for (parameter, argument) in match(entry.swift, arguments, kinds: kinds, in: site.scope) ?? [] {
      written.removeAll(keepingCapacity: true)
      underRuntimeCondition { members(parameter, argument, kinds: kinds, at: site, into: &written) }
      for (key, value) in written {
        if key == "content", case .items(let items) = value { node.content = items } else { node.set(key, value) }
      }
    }
    return [.node(node)]
  }

  // MARK: - Modifiers

  /// The names of every view's member modifiers (`fill`, `resizable`, `textFieldStyle`): a modifier named otherwise
  /// needs no look-up of the view it is applied to (a vocabulary entry copied for every modifier call).
  static let memberModifierNames: [String] = Array(
    Set(Vocabulary.views.flatMap { $0.memberModifiers.map(\.modifier) })
  ).sorted()

  /// A SwiftUI modifier applied through the vocabulary: a member modifier of the view it is applied to
  /// (`.resizable()`), a layout modifier matched against its signatures, or a layout-neutral one with its
  /// arguments as written; nil when the vocabulary has no modifier `call.name`.
  func builtinModifier(_ call: ModifierCall, to items: [OutputItem], at site: ViewSite) -> [OutputItem]? {
    let file = call.file
    if Self.memberModifierNames.contains(call.name), items.count == 1, case .node(let node) = items[0],
      let entry = Vocabulary.view(named: node.view),
      let memberModifier = entry.memberModifiers.first(where: { $0.modifier == call.name })
    {
      switch memberModifier.value {
      case .true: node.set(memberModifier.member, .json(.bool(true), anchor(call.range, file: file)))
      case .firstArgument:
        guard let argument = call.arguments.first?.value else { return items }
        let kind = entry.member(memberModifier.member)?.kind ?? .string
        if let value = value(argument, kind: kind, at: site) { node.set(memberModifier.member, value) }
      }
      return items
    }
    if call.name == "environment", call.arguments.count == 2,
      case .keyPath(_, let components) = call.arguments[0].value.kind, components.count == 1
    {
      let key = components[0]
      if let modifier = Vocabulary.environmentKeyModifiers[key] {
        // `.environment(\.font, .title)` sets what `.font(.title)` sets.
        var rewritten = call
        rewritten.name = modifier
        var value = call.arguments[1]
        value.label = nil
        value.labelRange = nil
        rewritten.arguments = [value]
        return builtinModifier(rewritten, to: items, at: site)
      }
      if Vocabulary.environmentKeysChangingLayout.contains(key) {
        report(
          .warning, .unsupported,
          "the environment value '\\.\(key)' can change sizes and is not modelled per view; the write is left out",
          at: call.range, file: file)
        return items
      }
    }
    if call.name == "textFieldStyle", let argument = call.arguments.first {
      // The style reaches every text field below, as SwiftUI's environment does; a custom one is reported.
      guard let style = textFieldStyle(argument.value, file: file) else { return items }
      for item in items { setTextFieldStyle(style, in: item, anchor: anchor(call.range, file: file)) }
      return items
    }
    guard let entry = Vocabulary.modifier(named: call.name) else { return nil }
    let callAnchor = anchor(call.range, file: file)
    let value: OutputValue
    // The table is looked up after the cheaper checks: most modifiers are not written with a call.
    if call.arguments.count == 1, case .call(let callee, _) = call.arguments[0].value.kind,
      let type = callee.identifierName, let choices = Vocabulary.styleChoices[entry.name]
    {
      // A style written as its type, `PlainButtonStyle()` for `.plain`.
      guard let style = Self.styleName(ofType: type, modifier: entry.name), choices.contains(style) else {
        reportCustomStyle(type, of: entry.name, choices: choices, at: call.range, file: file)
        return items
      }
      value = .text(style, callAnchor)
    } else if entry.role.isLayoutNeutral {
      value = writtenArguments(call, entry: entry)
    } else {
      let kinds: (String) -> MemberKind? = { entry.member($0)?.kind }
      guard let matched = match(entry.swift, call.arguments, kinds: kinds, in: site.scope) else {
        report(
          .warning, .unsupported,
          "this way of writing '\(call.name)' is not one the inspector reads; the modifier is left out",
          at: call.range, file: file)
        return items
      }
      if matched.count == 1, matched[0].parameter.form == .shorthand {
        var written: [(key: String, value: OutputValue)] = []
        members(
          matched[0].parameter, matched[0].argument, kinds: kinds, shorthands: entry.shorthands, at: site,
          into: &written)
        guard let shorthand = written.first else { return items }
        if case .json(.string(let style), _) = shorthand.value, let choices = Vocabulary.styleChoices[entry.name],
          !choices.contains(style)
        {
          reportCustomStyle(style, of: entry.name, choices: choices, at: call.range, file: file)
          return items
        }
        value = shorthand.value
      } else {
        var object: [(key: String, value: OutputValue)] = []
        object.reserveCapacity(matched.count)
        for position in matched.indices {
          members(
            matched[position].parameter, matched[position].argument, kinds: kinds, shorthands: entry.shorthands,
            at: site, into: &object)
        }
        if entry.isRequiredMissing(object.map(\.key)) { return items }
        value = .object(object, callAnchor)
      }
    }
    if entry.role.isLayoutNeutral { statistics.passedThroughModifiers[call.name, default: 0] += 1 }
    let node = singleNode(items, range: call.range, file: file)
    node.modifiers.append(OutputModifier(name: entry.name, value: value, anchor: callAnchor))
    expansions.countNode()
    return [.node(node)]
  }

  /// A layout-neutral modifier's arguments as written (`Vocabulary`): labels in call order, `_`, `_2`, … for
  /// unlabelled ones, a trailing closure under the entry's label.
  private func writtenArguments(_ call: ModifierCall, entry: ModifierEntry) -> OutputValue {
    var members: [(key: String, value: OutputValue)] = []
    var unlabelled = 0
    for argument in call.arguments {
      var label = argument.label
      if label == nil, argument.isTrailingClosure { label = entry.trailingClosureLabel }
      if label == nil {
        unlabelled += 1
        label = unlabelled == 1 ? "_" : "_\(unlabelled)"
      }
      guard let key = label, Vocabulary.isWrittenArgumentLabel(key) else { continue }
      members.append((key, writtenValue(argument.value, file: call.file)))
    }
    return .object(members, anchor(call.range, file: call.file))
  }

  private func setTextFieldStyle(_ style: String, in item: OutputItem, anchor: SourceAnchor) {
    switch item {
    case .node(let node):
      if node.view == "TextField" || node.view == "SecureField",
        !node.members.contains(where: { $0.key == "style" })
      {
        node.set("style", .text(style, anchor))
      }
      for child in node.content ?? [] { setTextFieldStyle(style, in: child, anchor: anchor) }
    case .condition(let condition):
      for child in condition.then + (condition.otherwise ?? []) { setTextFieldStyle(style, in: child, anchor: anchor) }
    }
  }

  // MARK: - Arguments shared by views and modifiers

  /// The views of a content argument: a closure's body, or a view expression.
  func closureContent(_ expression: Expr, at site: ViewSite) -> [OutputItem] {
    if case .closure(let closure) = expression.kind {
      return translateStatements(closure.body, at: site.with(scope: Scope(parent: site.scope, file: site.scope.file)))
    }
    return translateView(expression, at: site)
  }

  /// An alignment argument as the format names it (`leading`, `firstTextBaseline`, `topLeading`).
  /// A custom guide (`.oneThird`, `HorizontalAlignment.oneThird`) is declared under `alignmentGuides` on first use.
  func alignmentName(_ expression: Expr, in scope: Scope) -> String? {
    switch expression.kind {
    case .implicitMember(let name):
      declareAlignmentGuide(named: name)
      return name
    case .member(_, let name, _):
      declareAlignmentGuide(named: name)
      return name
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

  /// Warns that `written` is not one of `modifier`'s built-in styles, so the modifier is left out.
  func reportCustomStyle(_ written: String, of modifier: String, choices: [String], at range: SourceRange, file: Int) {
    report(
      .warning, .unsupported,
      "'\(written)' is not a built-in \(modifier) (\(choices.joined(separator: ", "))); a custom style is not laid out "
        + "by the inspector, so the modifier is left out",
      at: range, file: file)
  }

  /// The name of a built-in style written as its type, as code from before the static members does: the type's
  /// name less the style protocol's (`BorderedProminentButtonStyle` is `borderedProminent` for `buttonStyle`),
  /// `Default…` being `automatic`. Nil when the type is not named after the modifier's protocol.
  static func styleName(ofType type: String, modifier: String) -> String? {
    guard let first = modifier.first else { return nil }
    let suffix = first.uppercased() + modifier.dropFirst()
    guard type.hasSuffix(suffix) else { return nil }
    let stem = type.dropLast(suffix.count)
    if stem == "Default" { return "automatic" }
    guard let initial = stem.first else { return nil }
    return initial.lowercased() + stem.dropFirst()
  }
}

extension ModifierEntry {
  /// Whether a required member is missing from `keys` (the argument was left out).
  fileprivate func isRequiredMissing(_ keys: [String]) -> Bool {
    members.contains { $0.isRequired && !keys.contains($0.name) }
  }
}
