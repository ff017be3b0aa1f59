import SwiftSubset

/// Writes an expression back as Swift text for the tree format, with each name replaced by what it means in
/// the translated tree: a renamed runtime name (`flag_2`), a substituted argument (`$labelWidth` for a
/// modifier's `width`), the wrapped value of a `@Binding` argument (`name` for `value` given `$name`), a
/// static constant's value, a method's body in place of its call (`model.add()`, a view's `reset()`).
///
/// Everything else is the source text as written, so actions, reduce bodies and geometry expressions reach
/// the engine unchanged. Names bound inside the expression (closure parameters, `let`s in a closure, `if let`,
/// `for` names) shadow outer ones and are left alone.
///
/// A class, made once per translation: every text written walks the expression with a `Walker` that holds the
/// emitter, and a reference costs one retain where a copy of its closures and sources cost five.
final class ExpressionEmitter {
  /// Looks a name up for the emitter: what the translator's scopes, instances and index say.
  let resolve: (String, Scope) -> NameBinding?
  /// Resolves `base.member` to the expression it stands for, written in the scope given: a static constant's
  /// initializer (`Type.member`), a computed property's getter of a value of a type of the files (`model.count`).
  let substitutedMember: (Expr, String, Scope) -> (Expr, Scope)?
  /// The method of a type of the files that a callee written in a scope names (`model.add`, `reset`), with the
  /// call's arguments (nil for a reference to the method, `action: model.clear`).
  let method: (Expr, [Argument]?, Scope) -> Method?
  /// Whether a name is declared `Binding<T>` where it is bound.
  let isBindingTyped: (String, Scope) -> Bool
  /// The files' sources.
  let sources: [SourceText]
  /// The deepest chain of substitutions followed.
  let maxDepth: Int
  /// The longest text a substitution may give, in UTF-8 bytes (names used twice at each step of a chain double
  /// it at each step).
  let maxTextBytes: Int

  init(
    resolve: @escaping (String, Scope) -> NameBinding?,
    substitutedMember: @escaping (Expr, String, Scope) -> (Expr, Scope)?,
    method: @escaping (Expr, [Argument]?, Scope) -> Method?,
    isBindingTyped: @escaping (String, Scope) -> Bool, sources: [SourceText], maxDepth: Int, maxTextBytes: Int
  ) {
    self.resolve = resolve
    self.substitutedMember = substitutedMember
    self.method = method
    self.isBindingTyped = isBindingTyped
    self.sources = sources
    self.maxDepth = maxDepth
    self.maxTextBytes = maxTextBytes
  }

  /// A substitution being made: the expression substituted, in the scope it is read in. Meeting one inside
  /// itself is a cycle (`var text = f(text)`), which Swift rejects and which would never end.
  struct Substitution: Hashable {
    let file: Int
    let range: SourceRange
    let scope: ObjectIdentifier
  }

  /// The texts of the substitutions made while writing one text, each made once however often its name is read
  /// (a chain whose names are read twice at each step costs its length, not two to the power of it).
  final class Substitutions {
    var texts: [Substitution: String] = [:]
    /// The scopes the texts were written in, kept alive while the text is written so that no scope made for
    /// one substitution (a computed property's receiver, a method's call) is freed and its identity reused.
    var scopes: [Scope] = []
  }

  /// SwiftUI's and Swift's functions that run the closure they are given, written as that closure called at once:
  /// `withAnimation` and `withTransaction` run it at once (the animation changes only how the change is drawn),
  /// and a `Task`'s body runs at once too, its `await`s dropped, as if its work finished before the next frame;
  /// the inspector lays out the state the action leaves.
  static let runningItsClosure: Set<String> = ["withAnimation", "withTransaction", "Task"]

  /// A method written in place of its call as a closure called at once, so that its `return`s and locals stay
  /// its own: `model.remove(at: 0)` is `{ let index: Int = 0; guard index < model.items.count else { return }; …
  /// }()`, each parameter a `let` typed as declared (a literal argument takes the parameter's type, as in
  /// Swift); a reference to the method (`action: model.clear`) is the closure `{ … }` itself.
  /// A computed property whose getter is more than one expression (`var shown: [Item] { if all { return items };
  /// return items.filter { !$0.done } }`) is written so too, as a method without parameters always called.
  struct Method {
    /// The function (for a property, one made of its getter).
    let function: FunctionDecl
    /// The declaration the body is written from (the function, or the property's `VariableDecl`): a body met
    /// inside itself is a recursion.
    let declaration: ObjectIdentifier
    /// Where its body is read: the receiver's properties through the receiver (`items` is `model.items`), its
    /// parameters as themselves.
    let scope: Scope
    /// Each parameter's argument (nil: its default value), for a call (a property's is empty: it is always read).
    let arguments: [Argument?]?
    /// Each parameter's type as the subset spells it, nil where the subset lacks the type.
    let parameterTypes: [String?]
    /// The range of the body's statements.
    let bodyRange: SourceRange
  }

  /// The text of `expression` as written in `scope`'s file, with names replaced; nil when a substitution
  /// chain is deeper than `maxDepth`, meets itself, or gives a text longer than `maxTextBytes`.
  func emit(_ expression: Expr, in scope: Scope) -> String? {
    emit(expression, in: scope, depth: 0, chain: [], made: nil)
  }

  private func emit(
    _ expression: Expr, in scope: Scope, depth: Int, chain: Set<Substitution>, made: Substitutions?
  ) -> String? {
    guard depth <= maxDepth else { return nil }
    var walker = Walker(emitter: self, scope: scope, depth: depth, chain: chain, made: made)
    walker.visit(expression)
    guard !walker.failed else { return nil }
    return splice(walker.replacements, in: expression.range, file: scope.file)
  }

  /// The text of a range of statements (a closure body, a reduce body) with names replaced.
  func emit(statements: [Stmt], range: SourceRange, in scope: Scope, shadowing: [String]) -> String? {
    emit(statements: statements, range: range, in: scope, shadowing: shadowing, depth: 0, chain: [], made: nil)
  }

  private func emit(
    statements: [Stmt], range: SourceRange, in scope: Scope, shadowing: [String], depth: Int,
    chain: Set<Substitution>, made: Substitutions?
  ) -> String? {
    guard depth <= maxDepth else { return nil }
    var walker = Walker(emitter: self, scope: scope, depth: depth, chain: chain, made: made)
    walker.shadows.append(Set(shadowing))
    walker.visit(statements)
    guard !walker.failed else { return nil }
    return splice(walker.replacements, in: range, file: scope.file)
  }

  private func splice(_ replacements: [(SourceRange, String)], in range: SourceRange, file: Int) -> String? {
    let source = sources[file]
    guard !replacements.isEmpty else { return source.text(of: range) }
    var result = ""
    var cursor = range.start
    for (replaced, text) in replacements.sorted(by: { $0.0.start < $1.0.start }) where replaced.start >= cursor {
      result += source.text(of: SourceRange(start: cursor, end: replaced.start))
      result += text
      cursor = replaced.end
      guard result.utf8.count <= maxTextBytes else { return nil }
    }
    result += source.text(of: SourceRange(start: cursor, end: range.end))
    return result.utf8.count <= maxTextBytes ? result : nil
  }

  /// Whether a substituted expression can stand where an operand is expected without parentheses. A closure can
  /// (`onToggle()` given `{ store.toggle(todo) }` is `{ store.toggle(todo) }()`, and `action: onToggle` the closure
  /// itself), and must: the subset takes a closure only as an argument or called at once, never parenthesized.
  static func isPrimary(_ expression: Expr) -> Bool {
    switch expression.kind {
    case .binary, .ternary, .prefix, .cast, .effect: return false
    default: return true
    }
  }

  private struct Walker {
    /// The emitter writing the text: alive while it walks, as the walk runs inside one of its calls.
    unowned(unsafe) let emitter: ExpressionEmitter
    let scope: Scope
    let depth: Int
    /// The substitutions this text is being made inside.
    let chain: Set<Substitution>
    /// The substitutions made so far for the text being written, made on the first substitution (most texts
    /// substitute nothing).
    var made: Substitutions?
    var replacements: [(SourceRange, String)] = []
    var shadows: [Set<String>] = []
    var failed = false

    init(emitter: ExpressionEmitter, scope: Scope, depth: Int, chain: Set<Substitution>, made: Substitutions?) {
      self.emitter = emitter
      self.scope = scope
      self.depth = depth
      self.chain = chain
      self.made = made
    }

    func isShadowed(_ name: String) -> Bool { shadows.contains { $0.contains(name) } }

    mutating func bind(_ name: String) {
      if shadows.isEmpty { shadows.append([]) }
      shadows[shadows.count - 1].insert(name)
    }

    mutating func replace(_ range: SourceRange, with text: String) {
      replacements.append((range, text))
    }

    /// The text a substituted expression stands for.
    mutating func substitute(_ expression: Expr, _ scope: Scope) -> (text: String, isPrimary: Bool)? {
      let substitution = Substitution(file: scope.file, range: expression.range, scope: ObjectIdentifier(scope))
      if let text = made?.texts[substitution] { return (text, ExpressionEmitter.isPrimary(expression)) }
      guard !chain.contains(substitution) else {
        failed = true
        return nil
      }
      let made = self.made ?? Substitutions()
      self.made = made
      made.scopes.append(scope)
      guard
        let text = emitter.emit(
          expression, in: scope, depth: depth + 1, chain: chain.union([substitution]), made: made)
      else {
        failed = true
        return nil
      }
      made.texts[substitution] = text
      return (text, ExpressionEmitter.isPrimary(expression))
    }

    /// Replaces a call of a method, or a reference to it, at `range` with its body (see `Method`); a method that
    /// calls itself, directly or through others, fails the text, as it could never be written out.
    mutating func inline(_ method: Method, at range: SourceRange) {
      let function = method.function
      let key = Substitution(file: method.scope.file, range: method.bodyRange, scope: method.declaration)
      guard !chain.contains(key) else {
        failed = true
        return
      }
      let made = self.made ?? Substitutions()
      self.made = made
      made.scopes.append(method.scope)
      var prelude = ""
      if let arguments = method.arguments {
        for (index, parameter) in function.parameters.enumerated() {
          var value: String?
          if let argument = arguments[index] {
            var probe = self
            probe.replacements = []
            probe.visit(argument.value)
            if !probe.failed {
              value = emitter.splice(probe.replacements, in: argument.value.range, file: scope.file)
            }
          } else if let defaultValue = parameter.defaultValue {
            value = emitter.emit(defaultValue, in: method.scope, depth: depth + 1, chain: chain, made: made)
          }
          guard let value else {
            failed = true
            return
          }
          let annotation = method.parameterTypes[index].map { ": " + $0 } ?? ""
          prelude += "let \(parameter.name)\(annotation) = \(value); "
        }
      }
      guard
        let body = emitter.emit(
          statements: function.body ?? [], range: method.bodyRange, in: method.scope, shadowing: [],
          depth: depth + 1, chain: chain.union([key]), made: made)
      else {
        failed = true
        return
      }
      if method.arguments != nil {
        replace(range, with: "{ \(prelude)\(body) }()")
      } else if function.parameters.isEmpty {
        replace(range, with: "{ \(body) }")
      } else {
        replace(range, with: "{ \(function.parameters.map(\.name).joined(separator: ", ")) in \(body) }")
      }
    }

    /// The method a callee names, unless the name it starts from is bound inside the text.
    func method(_ callee: Expr, arguments: [Argument]?) -> Method? {
      var root = callee
      while case .member(let base, _, _) = root.kind { root = base }
      if case .identifier(let name) = root.kind, isShadowed(name) { return nil }
      return emitter.method(callee, arguments, scope)
    }

    /// Replaces a use of `name` at `range` (reading its value).
    mutating func use(_ name: String, at range: SourceRange) {
      guard !isShadowed(name) else { return }
      guard let binding = emitter.resolve(name, scope) else {
        // A reference to a method of `self` (`action: reset`).
        if let method = method(Expr(kind: .identifier(name), range: range), arguments: nil) {
          inline(method, at: range)
        }
        return
      }
      switch binding {
      case .runtime(let runtimeName):
        if runtimeName != name || range.end - range.start != name.utf8.count { replace(range, with: runtimeName) }
      case .substitution(let expression, let origin, let isBindingWrapper):
        if isBindingWrapper {
          // The wrapped value of the binding argument: `$x` reads `x`, `.constant(v)` reads `v`.
          if case .dollarIdentifier(let target) = expression.kind, Int(target) == nil {
            let inner = Expr(kind: .identifier(target), range: expression.range)
            if let (text, _) = substituteName(inner, target, origin) { replace(range, with: text) }
            return
          }
          if case .call(let callee, let arguments) = expression.kind, case .implicitMember("constant") = callee.kind,
            let value = arguments.first?.value
          {
            if let (text, primary) = substitute(value, origin) { replace(range, with: primary ? text : "(\(text))") }
            return
          }
          if let (text, primary) = substitute(expression, origin) {
            replace(range, with: (primary ? text : "(\(text))") + ".wrappedValue")
          }
          return
        }
        if let (text, primary) = substitute(expression, origin) { replace(range, with: primary ? text : "(\(text))") }
      case .unwrapped(let expression, let origin):
        if let (text, primary) = substitute(expression, origin) {
          replace(range, with: (primary ? text : "(\(text))") + "!")
        }
      case .views, .type, .localType, .opaque:
        return
      }
    }

    /// `$x` written in `origin` for the binding behind `x`, as text: the identifier resolved there.
    mutating func substituteName(_ identifier: Expr, _ name: String, _ origin: Scope) -> (String, Bool)? {
      guard let binding = emitter.resolve(name, origin) else { return (name, true) }
      switch binding {
      case .runtime(let runtimeName): return (runtimeName, true)
      case .substitution(let expression, let inner, let isBindingWrapper):
        if isBindingWrapper, case .dollarIdentifier(let target) = expression.kind {
          return substituteName(expression, target, inner)
        }
        return substitute(isBindingWrapper ? expression : identifier, isBindingWrapper ? inner : origin)
          .map { ($0.text + (isBindingWrapper ? ".wrappedValue" : ""), $0.isPrimary) }
      default: return (name, true)
      }
    }

    /// Replaces `$name` at `range` (the binding itself).
    mutating func useBinding(_ name: String, at range: SourceRange) {
      guard !isShadowed(name), let binding = emitter.resolve(name, scope) else { return }
      switch binding {
      case .runtime(let runtimeName):
        if runtimeName != name { replace(range, with: "$" + runtimeName) }
      case .substitution(let expression, let origin, true):
        if let (text, _) = substitute(expression, origin) { replace(range, with: text) }
      case .substitution(let expression, let origin, false):
        // `$model` of an object another view gave (`@Bindable var model`): the binding of the giver's name.
        guard let target = expression.identifierName, let (text, _) = substituteName(expression, target, origin),
          !text.hasPrefix("$"), CheckedCodeTexts.isPlainName(text, as: .expression)
        else { return }
        replace(range, with: "$" + text)
      default:
        return
      }
    }

    mutating func visit(_ expression: Expr) {
      // A failed substitution fails the whole text: the rest is not worth writing (nor, when names double at
      // each step of a chain, affordable).
      guard !failed else { return }
      switch expression.kind {
      case .identifier(let name): use(name, at: expression.range)
      case .dollarIdentifier(let name):
        if Int(name) != nil {
          // `$0` of an enclosing closure the translator expanded (a ForEach's content): its element's name.
          guard !isShadowed("$0") else { return }
          if case .runtime(let runtimeName)? = emitter.resolve("$" + name, scope) {
            replace(expression.range, with: runtimeName)
          }
        } else {
          useBinding(name, at: expression.range)
        }
      case .member(let base, let name, let nameRange):
        if case .selfReference("self") = base.kind {
          // `self.x` reads the property `x` of the instance, whatever names the code inside it binds (a method's
          // parameter `x`, a local).
          let owner = scope.instance?.scope ?? scope
          if let binding = emitter.resolve(name, owner) {
            if case .runtime(let runtimeName) = binding {
              // A field read through a computed property's owner (`model.items`) replaces `self.items` whole.
              if runtimeName.contains(".") {
                replace(expression.range, with: runtimeName)
              } else if runtimeName != name {
                replace(nameRange, with: runtimeName)
              }
            } else {
              var probe = Walker(emitter: emitter, scope: owner, depth: depth, chain: chain, made: made)
              probe.use(name, at: expression.range)
              replacements += probe.replacements
              made = probe.made
              failed = failed || probe.failed
            }
          } else if let method = method(expression, arguments: nil) {
            // A reference to a method of `self` (`action: self.reset`).
            inline(method, at: expression.range)
          }
          return
        }
        // `binding.value`, the early spelling of `wrappedValue`, on a name declared `Binding<T>`.
        if name == "value", let baseName = base.identifierName, !isShadowed(baseName),
          emitter.isBindingTyped(baseName, scope)
        {
          replace(nameRange, with: "wrappedValue")
        }
        if let (value, origin) = emitter.substitutedMember(base, name, scope) {
          if let (text, primary) = substitute(value, origin) {
            replace(expression.range, with: primary ? text : "(\(text))")
          }
          return
        }
        if let method = method(expression, arguments: nil) {
          // A reference to a method (`action: model.clear`).
          inline(method, at: expression.range)
          return
        }
        visit(base)
      case .call(let callee, let arguments):
        if let body = arguments.last?.value, case .closure(let closure) = body.kind,
          closure.parameters?.isEmpty ?? true, let name = callee.identifierName,
          ExpressionEmitter.runningItsClosure.contains(name), !isShadowed(name), emitter.resolve(name, scope) == nil
        {
          // `withAnimation(.spring()) { count += 1 }` is `{ count += 1 }()`.
          replace(SourceRange(start: expression.range.start, end: body.range.start), with: "")
          replace(SourceRange(start: body.range.end, end: expression.range.end), with: "()")
          visit(closure)
          return
        }
        switch callee.kind {
        case .identifier, .member:
          if let method = method(callee, arguments: arguments) {
            inline(method, at: expression.range)
            return
          }
        default: break
        }
        visit(callee)
        for argument in arguments { visit(argument.value) }
      case .subscriptAccess(let callee, let arguments):
        visit(callee)
        for argument in arguments { visit(argument.value) }
      case .specialized(let base, _): visit(base)
      case .closure(let closure): visit(closure)
      case .stringLiteral(let pieces):
        for case .interpolation(let inner) in pieces { visit(inner) }
      case .arrayLiteral(let elements):
        for element in elements { visit(element) }
      case .dictionaryLiteral(let pairs):
        for pair in pairs {
          visit(pair.key)
          visit(pair.value)
        }
      case .tuple(let arguments):
        for argument in arguments { visit(argument.value) }
      case .effect("await", let inner):
        // The body of a `Task` runs at once (see `runningItsClosure`), so what it awaits has finished.
        replace(SourceRange(start: expression.range.start, end: inner.range.start), with: "")
        visit(inner)
      case .parenthesized(let inner), .prefix(_, let inner), .postfix(_, let inner), .cast(let inner, _, _),
        .effect(_, let inner):
        visit(inner)
      case .binary(_, let lhs, let rhs):
        visit(lhs)
        visit(rhs)
      case .ternary(let condition, let whenTrue, let whenFalse):
        visit(condition)
        visit(whenTrue)
        visit(whenFalse)
      case .macro(_, let arguments):
        for argument in arguments ?? [] { visit(argument.value) }
      case .statement(let statement): visit([statement])
      case .postfixIfConfig(let base, _): visit(base)
      case .integerLiteral, .floatLiteral, .booleanLiteral, .nilLiteral, .selfReference, .implicitMember,
        .keyPath, .chainBase, .type, .discard, .missing:
        return
      }
    }

    mutating func visit(_ closure: ClosureExpr) {
      var names = Set(closure.parameters?.map(\.name) ?? [])
      if closure.parameters == nil { names.insert("$0") }
      shadows.append(names)
      visit(closure.body, newScope: false)
      shadows.removeLast()
    }

    mutating func visit(_ statements: [Stmt], newScope: Bool = true) {
      if newScope { shadows.append([]) }
      for statement in statements { visit(statement) }
      if newScope { shadows.removeLast() }
    }

    mutating func visit(_ conditions: [Stmt.Condition]) {
      for condition in conditions {
        switch condition {
        case .expression(let expression): visit(expression)
        case .optionalBinding(let name, let nameRange, let value):
          if let value {
            visit(value)
          } else {
            // The shorthand `if let x` reads `x`: write it out when `x` is renamed.
            var probe = self
            probe.replacements = []
            probe.use(name, at: nameRange)
            if let (_, text) = probe.replacements.first { replace(nameRange, with: "\(name) = \(text)") }
          }
          bind(name)
        case .casePattern(_, let value):
          if let value { visit(value) }
        }
      }
    }

    mutating func visit(_ statement: Stmt) {
      guard !failed else { return }
      switch statement.kind {
      case .expression(let expression):
        if case .call(let callee, _) = expression.kind, let name = callee.identifierName, !isShadowed(name),
          case .opaque("@Environment")? = emitter.resolve(name, scope)
        {
          // `dismiss()`, `openURL(url)`: an environment action changes nothing the inspector lays out.
          replace(statement.range, with: "")
          return
        }
        visit(expression)
      case .declaration(let declaration):
        if case .variable(let variable) = declaration.kind {
          if let initializer = variable.initializer { visit(initializer) }
          bind(variable.name)
        }
      case .returnStatement(let value):
        if let value { visit(value) }
      case .ifStatement(let statement):
        shadows.append([])
        visit(statement.conditions)
        visit(statement.thenBody)
        shadows.removeLast()
        if let elseBody = statement.elseBody { visit(elseBody) }
      case .guardStatement(let conditions, let elseBody):
        visit(elseBody)
        visit(conditions)
      case .switchStatement(let subject, let cases):
        visit(subject)
        for switchCase in cases { visit(switchCase.body) }
      case .forIn(let pattern, _, let sequence, let body):
        visit(sequence)
        shadows.append([pattern])
        visit(body)
        shadows.removeLast()
      case .otherBlock(_, let bodies):
        for body in bodies { visit(body) }
      case .jump(_, let value):
        if let value { visit(value) }
      case .ifConfig(let config):
        for clause in config.clauses { visit(clause.elements) }
      }
    }
  }
}
