import JSONCore
import SwiftSubset

/// What the base of a chain is: a view held by a name, a function or computed property of the view being
/// expanded, a type declared in the files (a custom view, shape or layout), a built-in view, or a modifier
/// called on `self` inside an `extension View` function.
extension Translator {
  func resolveBase(_ base: Expr, at site: ViewSite) -> [OutputItem] {
    let scope = site.scope
    switch base.kind {
    case .parenthesized, .ternary, .statement, .effect:
      return translateView(base, at: site)
    case .cast(_, let operation, _) where operation != "is":
      return translateView(base, at: site)
    case .call(let callee, let arguments):
      return resolveCall(callee, arguments, range: base.range, at: site)
    case .identifier(let name):
      return resolveName(name, range: base.range, at: site)
    case .selfReference("self"):
      return resolveName("self", range: base.range, at: site)
    case .member(let owner, let name, _):
      if case .selfReference = owner.kind { return resolveName(name, range: base.range, at: site) }
      return resolveStaticMember(owner, name, range: base.range, at: site)
    case .closure(let closure):
      // A view-builder closure used as a view (`content` given as a closure to a `View`-typed property).
      return translateStatements(closure.body, at: site)
    case .missing:
      return []
    default:
      countView(
        resolved: false, name: Self.abbreviated(text(base.range, file: scope.file)), range: base.range, file: scope.file
      )
      report(
        .warning, .unsupported,
        "`\(Self.abbreviated(text(base.range, file: scope.file)))` is not a view expression the inspector reads; it is left out",
        at: base.range, file: scope.file)
      return []
    }
  }

  /// Records a view expression for the statistics, once per place it is written (a view expanded twice is
  /// counted once).
  func countView(resolved: Bool, name: String, range: SourceRange, file: Int) {
    let key = ViewExpressionKey(file: file, offset: range.start)
    // One hash for an expression met again (every instance of a view meets its body's expressions again).
    if let position = viewExpressions.index(forKey: key) {
      if resolved { viewExpressions.values[position].resolved = true }
    } else {
      viewExpressions[key] = (resolved, name)
    }
  }

  /// The statistics of the view expressions recorded in `file` (all files when nil), and the modifiers.
  func viewStatistics(file: Int? = nil) -> TranslationStatistics {
    var result = statistics
    for (key, record) in viewExpressions where file == nil || key.file == file {
      result.viewExpressions += 1
      if record.resolved {
        result.resolvedViews += 1
      } else {
        result.unresolvedViews[record.name, default: 0] += 1
      }
    }
    return result
  }

  // MARK: - Names

  /// A name in a view's position: a view-valued binding (`content`), `self` in a modifier function, a
  /// computed `some View` property, a static view property, or a type used without a call.
  func resolveName(_ name: String, range: SourceRange, at site: ViewSite) -> [OutputItem] {
    let scope = site.scope
    if let binding = scope.lookup(name) {
      switch binding {
      case .views(let value):
        return views(value, at: site)
      case .substitution(let expression, let origin, _):
        return translateView(expression, at: site.with(scope: origin))
      case .unwrapped(let expression, let origin):
        return translateView(expression, at: site.with(scope: origin))
      case .localType(let definition):
        return expandType(definition, arguments: [], generics: [], range: range, at: site)
      case .runtime, .type, .opaque:
        break
      }
    }
    if let instance = scope.instance,
      let items = expandMember(name, of: instance, arguments: nil, range: range, at: site)
    {
      return items
    }
    if let global = index.global(named: name), case .variable(let variable) = global.value.kind,
      let getter = variable.getter ?? variable.initializer.map({ [Stmt(kind: .expression($0), range: $0.range)] })
    {
      return expand(name, use: range, file: scope.file) {
        translateStatements(getter, at: site.with(scope: Scope(parent: rootScope, file: global.file)))
      }
    }
    return unknownView(name, arguments: [], range: range, at: site)
  }

  /// The items a view value stands for.
  func views(_ value: ViewValue, at site: ViewSite) -> [OutputItem] {
    switch value {
    case .items(let items): return placing(items)
    case .expression(let expression, let origin): return translateView(expression, at: site.with(scope: origin))
    case .closure(let closure, let origin):
      return translateStatements(closure.body, at: site.with(scope: Scope(parent: origin, file: origin.file)))
    }
  }

  /// `Color.red`, `Self.placeholder`, `MyView.preview`: a static member in a view's position.
  func resolveStaticMember(_ owner: Expr, _ name: String, range: SourceRange, at site: ViewSite) -> [OutputItem] {
    let scope = site.scope
    if let typeName = typeName(of: owner, in: scope) {
      if let definition = index.type(named: typeName, in: scope.instance?.definition, file: scope.file) {
        if let property = definition.property(name, isStatic: true) {
          let variable = property.value.variable
          if let body = variable.getter ?? variable.initializer.map({ [Stmt(kind: .expression($0), range: $0.range)] })
          {
            return expand(definition.qualifiedName + "." + name, use: range, file: scope.file) {
              translateStatements(body, at: site.with(scope: typeScope(definition, file: property.file)))
            }
          }
        }
        // A nested type used without a call.
        if let nested = index.type(named: name, in: definition), nested.isView {
          return expandType(nested, arguments: [], generics: [], range: range, at: site)
        }
      }
      if let items = builtinStaticView(typeName, name, range: range, at: site) { return items }
    }
    let written = text(range, file: scope.file)
    return unknownView(written, arguments: [], range: range, at: site)
  }

  /// The type name an expression spells (`Color`, `Self` as the instance's type, `SwiftUI.Color` as
  /// `Color`).
  func typeName(of expression: Expr, in scope: Scope) -> String? {
    switch expression.kind {
    case .identifier("Self"): return scope.instance?.definition.qualifiedName
    case .identifier(let name):
      if case .type(let type, _)? = scope.lookup(name) { return type.simpleName }
      return name.first?.isUppercase == true ? name : nil
    case .specialized(let base, _): return typeName(of: base, in: scope)
    case .member(let base, let name, _):
      if case .identifier("SwiftUI") = base.kind { return name }
      return typeName(of: base, in: scope).map { $0 + "." + name }
    default: return nil
    }
  }

  // MARK: - Calls

  /// `Name(arguments) { … }` in a view's position.
  func resolveCall(_ callee: Expr, _ arguments: [Argument], range: SourceRange, at site: ViewSite) -> [OutputItem] {
    let scope = site.scope
    var generics: [TypeRef] = []
    var name: String
    switch callee.kind {
    case .identifier(let identifier): name = identifier
    case .specialized(let base, let typeArguments):
      generics = typeArguments
      guard let baseName = typeName(of: base, in: scope) else {
        return unknownView(text(callee.range, file: scope.file), arguments: arguments, range: range, at: site)
      }
      name = baseName
    case .member(let owner, let member, _):
      if case .selfReference = owner.kind {
        name = member
      } else if let ownerName = typeName(of: owner, in: scope) {
        name = ownerName + "." + member
      } else {
        return unknownView(text(callee.range, file: scope.file), arguments: arguments, range: range, at: site)
      }
    case .closure(let closure):
      // `{ … }()`: an immediately called closure.
      return translateStatements(closure.body, at: site)
    default:
      return unknownView(text(callee.range, file: scope.file), arguments: arguments, range: range, at: site)
    }
    if name.hasPrefix("SwiftUI.") { name = String(name.dropFirst("SwiftUI.".count)) }
    let isQualified = name.containsUTF8(UInt8(ascii: "."))
    // A name bound in scope: a view-builder closure (`content()`, `row(item)`).
    if !isQualified, let binding = scope.lookup(name) {
      switch binding {
      case .views(.closure(let closure, let origin)):
        return callClosure(closure, origin, arguments: arguments, callScope: scope, at: site)
      case .views(let value):
        return views(value, at: site)
      case .substitution(let expression, let origin, _):
        if case .closure(let closure) = expression.kind {
          return callClosure(closure, origin, arguments: arguments, callScope: scope, at: site)
        }
      case .localType(let definition):
        return expandType(definition, arguments: arguments, generics: generics, range: range, at: site)
      default:
        break
      }
    }
    // A method of the view being expanded (`makeRow(item)`), or a top-level view function.
    if !isQualified, let instance = scope.instance,
      let items = expandMember(name, of: instance, arguments: arguments, range: range, at: site)
    {
      return items
    }
    if !isQualified, let global = index.global(named: name), case .function(let function) = global.value.kind,
      function.body != nil
    {
      return expandFunction(
        function, file: global.file, arguments: arguments, callScope: scope,
        owner: Scope(parent: rootScope, file: global.file),
        selfItems: nil, range: range, at: site)
    }
    // A type declared in the files.
    if let definition = index.type(named: name, in: scope.instance?.definition, file: scope.file) {
      return expandType(definition, arguments: arguments, generics: generics, range: range, at: site)
    }
    // A SwiftUI view.
    if let items = builtinView(name, arguments, range: range, at: site) { return items }
    if name == "Path" { return pathView(range: range, at: site) }
    if name == "AnyView" || name == "ScrollViewReader", let items = transparentView(name, arguments, at: site) {
      countView(resolved: true, name: name, range: range, file: site.scope.file)
      return items
    }
    // A modifier called on `self` inside a modifier function (`modifier(M())`, `padding()`).
    if !isQualified, name.first?.isLowercase == true, case .views(let selfValue)? = scope.lookup("self") {
      let call = ModifierCall(name: name, arguments: arguments, isCall: true, range: range, file: scope.file)
      return apply(call, to: views(selfValue, at: site), at: site)
    }
    return unknownView(name, arguments: arguments, range: range, at: site)
  }

  /// `Path { path in … }`, `Path(rect)`: SwiftUI's `Path` is a `Shape`, and a shape takes any size it is offered
  /// (10 × 10 ideal), whatever it draws (swiftui-semantics.md, "Color, Rectangle, shapes": [OSU]
  /// `Shape/Shape.swift`); it is laid out as a `Rectangle` and its drawing code is not read.
  func pathView(range: SourceRange, at site: ViewSite) -> [OutputItem] {
    countView(resolved: true, name: "Path", range: range, file: site.scope.file)
    report(
      .note, .unsupported, "a Path is laid out as a Rectangle (a shape takes the size it is offered)", at: range,
      file: site.scope.file)
    return [.node(makeNode("Rectangle", range: range, file: site.scope.file))]
  }

  /// `AnyView(view)` (or `AnyView(erasing: view)`) and `ScrollViewReader { proxy in … }`: views with no layout of
  /// their own, translated as the views they hold. A type-erased view forwards its layout and its list of views to
  /// the view it wraps (`List { AnyView(ForEach(…)) }` shows one row per element); a scroll view reader's body is
  /// its content, and its proxy is used by actions only (`proxy.scrollTo(id)`), which are kept as code. Nil when
  /// the arguments are not one of these forms.
  func transparentView(_ name: String, _ arguments: [Argument], at site: ViewSite) -> [OutputItem]? {
    guard arguments.count == 1, let argument = arguments.first else { return nil }
    if name == "AnyView" {
      guard argument.label == nil || argument.label == "erasing", !argument.isTrailingClosure else { return nil }
      return translateView(argument.value, at: site)
    }
    guard argument.isTrailingClosure || argument.label == "content", case .closure(let closure) = argument.value.kind
    else { return nil }
    return translateStatements(closure.body, at: site.with(scope: Scope(parent: site.scope, file: site.scope.file)))
  }

  /// Calls a view-builder closure with arguments: its named parameters (or `$0`, `$1`) stand for the
  /// arguments, written in the caller's scope.
  func callClosure(_ closure: ClosureExpr, _ origin: Scope, arguments: [Argument], callScope: Scope, at site: ViewSite)
    -> [OutputItem]
  {
    let scope = Scope(parent: origin, file: origin.file)
    for (position, argument) in arguments.enumerated() {
      let name = closure.parameters.map { position < $0.count ? $0[position].name : "" } ?? "$\(position)"
      guard !name.isEmpty, name != "_" else { continue }
      scope.bind(name, .substitution(argument.value, callScope, isBindingWrapper: false))
    }
    return translateStatements(closure.body, at: site.with(scope: scope))
  }

  /// Runs `body` as the expansion of `name` used at `use`: bounded depth, no recursion into itself outside a
  /// run-time condition and none beyond the limit inside one, and diagnostics inside it carry the use site.
  func expand(_ name: String, use: SourceRange, file: Int, _ body: () -> [OutputItem]) -> [OutputItem] {
    let site = SourceAnchor.Expansion(file: file, range: use)
    if let (refusal, isFirstAtUse) = expansions.refusal(of: name, at: site) {
      // Once per use: a view that uses itself reaches the limit at every leaf of its expansion.
      guard isFirstAtUse else { return [] }
      switch refusal {
      case .recursion:
        // Swift rejects such a view (its opaque body type would be defined in terms of itself), and behind an
        // `AnyView` it would never finish; expanding it to the limits would cost up to `maxTreeNodes` expansions.
        report(
          .error, .recursion,
          "'\(name)' uses itself here with no condition that could end it, so its body would never finish (Swift rejects a view whose body type contains itself); this use is left out",
          at: use, file: file)
      case .depthLimit:
        report(
          .warning, .limit,
          "views, modifiers and functions nest deeper than \(options.limits.maxExpansionDepth) expansions here (a recursive view?); '\(name)' is left out",
          at: use, file: file)
      }
      return []
    }
    guard !reachedNodeLimit(leaving: name, at: use, file: file) else { return [] }
    expansions.push(name, at: site)
    defer { expansions.pop() }
    return body()
  }

  /// A view the vocabulary and the files do not know: its content (a trailing closure) kept in a `Group`,
  /// or an `EmptyView` placeholder.
  func unknownView(_ name: String, arguments: [Argument], range: SourceRange, at site: ViewSite) -> [OutputItem] {
    countView(resolved: false, name: name, range: range, file: site.scope.file)
    let message = "'\(name)' is neither a view the inspector lays out nor declared in the files (another module?)"
    let closures = arguments.filter { $0.isTrailingClosure || $0.label == "content" }
    // A type the files declare that is no view here is an unknown view; a name they do not declare is undefined.
    report(
      .warning, index.types[name] == nil ? .undefinedName : .unknownView,
      message + (closures.isEmpty ? "; an EmptyView stands in for it" : "; its content is laid out in a Group"),
      at: range, file: site.scope.file)
    var content: [OutputItem] = []
    for argument in closures {
      if case .closure(let closure) = argument.value.kind {
        content += translateStatements(
          closure.body, at: site.with(scope: Scope(parent: site.scope, file: site.scope.file)))
      }
    }
    let node = makeNode(closures.isEmpty ? "EmptyView" : "Group", range: range, file: site.scope.file)
    if !closures.isEmpty { node.content = content }
    return [.node(node)]
  }

  /// Whether the translation has as many views, modifiers or expansions as `maxTreeNodes` allows; reported
  /// once, naming what is left out first.
  func reachedNodeLimit(leaving name: String, at use: SourceRange, file: Int) -> Bool {
    guard let isFirst = expansions.reachedNodeLimit() else { return false }
    if isFirst {
      report(
        .warning, .limit,
        "the translation reached \(options.limits.maxTreeNodes) views, modifiers or expansions (a view that uses itself more than once?); '\(name)' and the expansions after it are left out",
        at: use, file: file)
    }
    return true
  }

  /// Translates `body` as code that runs only when a condition decided when laying out holds.
  func underRuntimeCondition<Result>(_ body: () -> Result) -> Result {
    expansions.openCondition()
    defer { expansions.closeCondition() }
    return body()
  }

  /// A new node, counted against the tree limit.
  func makeNode(_ view: String, range: SourceRange, file: Int) -> OutputNode {
    expansions.countNode()
    return OutputNode(view: view, anchor: anchor(range, file: file))
  }

  /// The items as one node: the node itself, or a `Group` holding them (modifiers on a `Group` apply to each
  /// of its views, as SwiftUI applies a modifier to every view of a conditional or a tuple).
  func singleNode(_ items: [OutputItem], range: SourceRange, file: Int) -> OutputNode {
    if items.count == 1, case .node(let node) = items[0] { return node }
    let group = makeNode("Group", range: range, file: file)
    group.content = items
    return group
  }
}
