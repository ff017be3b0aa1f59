import JSONCore
import SwiftSubset

/// Runs the Swift a tree holds, for one node: expressions (layout arguments, preference values, `let`
/// properties), closures (actions, transforms) and in-place transforms (`transformPreference`), each against a
/// `ViewHost` over the node's scope and a state snapshot, within `limits`.
///
/// Every outcome says what the code read and wrote in `@State` terms (a `@Binding` property or a binding's
/// `wrappedValue` is recorded under the state it stands for), what it printed, and, on failure, the Swift
/// subset's diagnostic naming the expression and the node. Nothing here traps or changes the caller's state.
struct ScriptRunner: Sendable {
  let program: TreeProgram
  let scripts: ScriptCache
  let limits: EvaluationLimits
  let grid: DisplayGrid
  let customGuides: [String: AlignmentGuideDeclaration]
  /// The module name that qualifies struct names in printed collections, as Swift prints them; nil: none.
  let moduleName: String?
  /// The steps the whole update may spend, shared by every evaluation this runner (and its copies) makes.
  let budget: StepBudget

  /// What one run did.
  struct Outcome {
    /// The value (converted to the expected type), or nil on failure.
    var value: Value?
    /// Why there is no value.
    var diagnostic: ScriptDiagnostic?
    /// The `@State` reads, in order.
    var reads: [StateRead] = []
    /// The proxies read, once each.
    var proxyReads: [ProxyRead] = []
    /// The `@State` writes, in order (only when writes were allowed and the run succeeded).
    var writes: [VariableWrite] = []
    /// The `print` output, in order.
    var prints: [PrintedOutput] = []
    /// The state after the run (unchanged on failure).
    var state: StateValues
  }

  /// Evaluates an expression written on `node`; state writes are refused (layout never writes state).
  func evaluate(
    _ expression: SwiftExpression, scope: EvaluationScope, state: StateValues, node: String?,
    expecting type: ValueType? = nil
  ) -> Outcome {
    let parsed = scripts.expression(expression)
    if case .success(let code) = parsed,
      let outcome = nativeOutcome(of: code, scope: scope, state: state, node: node, expecting: type)
    {
      return outcome
    }
    return run(parsed, at: expression.path, scope: scope, state: state, node: node, allowsWrites: false) {
      parsed, context throws(ScriptDiagnostic) in
      try parsed.evaluate(expecting: type, in: &context)
    }
  }

  /// The outcome of `code` when it is a name or a property chain the Swift subset reads natively
  /// (`ScriptExpression.nativeRead`): the value, the read and the steps spent that `run` would give, without an
  /// evaluation context, an interpreter or a log (about 6,000 instructions an evaluation); nil for `run`.
  private func nativeOutcome(
    of code: ScriptExpression, scope: EvaluationScope, state: StateValues, node: String?, expecting type: ValueType?
  ) -> Outcome? {
    switch code.syntax.kind {
    case .identifier, .member: break
    default: return nil
    }
    // The budget read once: while any is left, the steps it leaves are those `StepBudget.limits(within:)` gives
    // (the bytes it leaves do not matter: a native read builds none).
    let remaining = budget.remaining
    guard remaining > 0 else { return nil }
    var limited = limits
    limited.maxSteps = Swift.min(limits.maxSteps, remaining)
    // The names `ViewHost` finds in the state or as a proxy, as it finds them (others are the interpreter's): no host
    // object to make.
    let read = code.nativeRead(expecting: type, limits: limited) { name in
      guard let bound = scope.lookup(name) else { return ViewHost.stateVariable(name, in: state) }
      guard case .geometryProxy(let proxy) = bound else { return nil }
      return ViewHost.proxyVariable(proxy, grid: grid)
    }
    guard let read else { return nil }
    budget.spend(steps: read.steps, bytes: 0)
    var outcome = Outcome(value: read.value, state: state)
    note(read.readName, read.readValue, scope: scope, state: state, in: &outcome)
    return outcome
  }

  /// Calls a closure written on `node` (an action, an anchor transform) with `arguments`.
  func call(
    _ closure: SwiftExpression, arguments: [Value], parameterTypes: [ValueType]? = nil, resultType: ValueType? = nil,
    scope: EvaluationScope, state: StateValues, node: String?, allowsWrites: Bool
  ) -> Outcome {
    run(
      scripts.closure(closure), at: closure.path, scope: scope, state: state, node: node, allowsWrites: allowsWrites
    ) {
      parsed, context throws(ScriptDiagnostic) in
      try parsed.call(with: arguments, parameterTypes: parameterTypes, resultType: resultType, in: &context)
    }
  }

  /// Runs a `transformPreference` closure on `value` in place; the outcome's value is the transformed value.
  func modify(
    _ closure: SwiftExpression, value: Value, type: ValueType, scope: EvaluationScope, state: StateValues,
    node: String?
  ) -> Outcome {
    run(scripts.closure(closure), at: closure.path, scope: scope, state: state, node: node, allowsWrites: false) {
      parsed, context throws(ScriptDiagnostic) in
      var current = value
      try parsed.callModifying(&current, type: type, in: &context)
      return current
    }
  }

  /// Folds `next` into `value` with a key's `reduce`.
  func reduce(_ key: PreferenceKey, _ value: Value, _ next: Value, node: String?) -> Outcome {
    guard budget.remaining > 0 else { return Outcome(diagnostic: budget.exhausted(node: node), state: StateValues()) }
    // The common bodies run as native code, with the interpreter's steps: no evaluation context to make for them.
    var fold = nativeFold(key)
    if let native = fold.next(value, next) {
      fold.finish()
      return Outcome(value: native, state: StateValues())
    }
    let limited = budget.limits(within: limits)
    var context = EvaluationContext(declarations: program.declarations, node: node, limits: limited)
    context.moduleName = moduleName
    var result = value
    do {
      try key.reducer.reduce(&result, nextValue: next, in: &context)
      budget.spend(context)
      return Outcome(value: result, prints: context.log.prints, state: StateValues())
    } catch {
      budget.spend(context)
      return Outcome(diagnostic: budgetNamed(error, context: context), prints: context.log.prints, state: StateValues())
    }
  }

  /// Folds a list's values in turn with a key's `reduce` where its body runs as native code, as `reduce` does, with
  /// the budget read once and spent once for the values folded in a row (`reduce` locks it three times a value, and a
  /// form's stack folds one value a row): `next` gives nil, having spent what it folded, for a value `reduce` must
  /// fold instead (a body or values the native code does not cover, or the budget at its end), and reads the budget
  /// again after it. Call `finish` after the list.
  struct NativeFold {
    let reducer: PreferenceReducer
    let limits: EvaluationLimits
    let budget: StepBudget
    /// The steps the budget had left when last read, less those folded since; nil until read.
    private var allowance: Int?
    /// The steps folded since the budget was last read, not spent yet.
    private var pending = 0

    init(reducer: PreferenceReducer, limits: EvaluationLimits, budget: StepBudget) {
      self.reducer = reducer
      self.limits = limits
      self.budget = budget
    }

    /// `next` folded into `value` natively (a fold of one value, `fold(_:numbers:)`), or nil when `reduce` must fold
    /// it.
    mutating func next(_ value: Value, _ next: Value) -> Value? {
      var folded = value
      guard let number = next.foldableNumber,
        withUnsafePointer(to: number, { fold(&folded, numbers: UnsafeBufferPointer(start: $0, count: 1)) }) == 1
      else {
        finish()
        return nil
      }
      return folded
    }

    /// Folds into `value` in turn the values whose numbers are `numbers` (`Value.foldableNumber`), the first first,
    /// natively, each as `reduceNatively` folds it, until one must be folded by `reduce` or the budget runs out:
    /// returns how many it folded, the first of the rest being for `reduce`. The budget is read once for them, and the
    /// running value stays a number between them (folded one by one, each value was copied three times, about 250
    /// instructions a row of the 1,000-row form's stack).
    mutating func fold(_ value: inout Value, numbers: UnsafeBufferPointer<FoldableNumber>) -> Int {
      let count = numbers.count
      guard count > 0, let steps = reducer.nativeSteps, steps <= limits.maxSteps else { return 0 }
      let left = allowance ?? budget.remaining
      // A value is folded while steps are left and the body's steps fit in them.
      guard left > 0 else { return 0 }
      let allowed = steps == 0 ? count : Swift.min(count, left / steps)
      guard allowed > 0,
        let native = reducer.foldNatively(value, numbers: UnsafeBufferPointer(rebasing: numbers[..<allowed])),
        native.folded > 0
      else {
        return 0
      }
      allowance = left - native.folded * steps
      pending += native.folded * steps
      value = native.value
      return native.folded
    }

    /// Spends the steps folded since the budget was last read.
    mutating func finish() {
      if pending > 0 { budget.spend(steps: pending, bytes: 0) }
      pending = 0
      allowance = nil
    }
  }

  /// A fold of a list of values with `key`'s `reduce` (`NativeFold`).
  func nativeFold(_ key: PreferenceKey) -> NativeFold {
    NativeFold(reducer: key.reducer, limits: limits, budget: budget)
  }

  /// The language's `==` (a struct's declared equality included), as `onPreferenceChange` compares; nil with a
  /// diagnostic when the comparison fails.
  func isEqual(_ lhs: Value, _ rhs: Value, node: String?) -> (equal: Bool?, diagnostic: ScriptDiagnostic?) {
    // A declared `==` is code like any other, so it spends from the update's budget too.
    guard budget.remaining > 0 else { return (nil, budget.exhausted(node: node)) }
    var context = EvaluationContext(
      declarations: program.declarations, node: node, limits: budget.limits(within: limits))
    do {
      let equal = try context.isEqual(lhs, rhs)
      budget.spend(context)
      return (equal, nil)
    } catch {
      budget.spend(context)
      return (nil, budgetNamed(error, context: context))
    }
  }

  /// Converts a value to a type as an assignment would (`CGFloat` to `CGFloat?`).
  func convert(_ value: Value, to type: ValueType, node: String?) -> Outcome {
    guard let identity = Self.identity else { return Outcome(value: value, state: StateValues()) }
    var context = EvaluationContext(
      host: ConstantHost(value: value), declarations: program.declarations, node: node, limits: limits)
    do {
      return Outcome(value: try identity.evaluate(expecting: type, in: &context), state: StateValues())
    } catch {
      return Outcome(diagnostic: error, state: StateValues())
    }
  }

  /// A step- or memory-limit diagnostic names the update's budget when the budget, not the evaluation's own limit,
  /// stopped it.
  private func budgetNamed(_ diagnostic: ScriptDiagnostic, context: EvaluationContext) -> ScriptDiagnostic {
    var named = diagnostic
    switch diagnostic.code {
    case .stepLimitExceeded where context.limits.maxSteps < limits.maxSteps:
      named.message = budget.stepsExhausted(node: nil).message
    case .memoryLimitExceeded where context.limits.maxValueBytes < limits.maxValueBytes:
      named.message = budget.bytesExhausted(node: nil).message
    default:
      break
    }
    return named
  }

  /// `convertedValue`: reads the one variable of a `ConstantHost`.
  private static let identity = try? ScriptExpression(ConstantHost.name)

  /// Runs parsed code written at `path`, or reports why it does not parse; a diagnostic about the code names `path`
  /// (the parse is shared by every place that writes the same text, `ScriptCache`).
  private func run<Parsed>(
    _ parsed: Result<Parsed, ScriptDiagnostic>, at path: JSONPath, scope: EvaluationScope, state: StateValues,
    node: String?, allowsWrites: Bool, _ body: (Parsed, inout EvaluationContext) throws(ScriptDiagnostic) -> Value
  ) -> Outcome {
    switch parsed {
    case .failure(let diagnostic):
      return Outcome(diagnostic: ScriptCache.named(diagnostic, at: path).naming(node), state: state)
    case .success(let code):
      var outcome = run(scope: scope, state: state, node: node, allowsWrites: allowsWrites) {
        context throws(ScriptDiagnostic) in try body(code, &context)
      }
      if let diagnostic = outcome.diagnostic { outcome.diagnostic = ScriptCache.named(diagnostic, at: path) }
      return outcome
    }
  }

  private func run(
    scope: EvaluationScope, state: StateValues, node: String?, allowsWrites: Bool,
    _ body: (inout EvaluationContext) throws(ScriptDiagnostic) -> Value
  ) -> Outcome {
    guard budget.remaining > 0 else { return Outcome(diagnostic: budget.exhausted(node: node), state: state) }
    let host = ViewHost(
      state: state, scope: scope, node: node, grid: grid,
      guideDefaults: AlignmentGuideDefaults(guides: customGuides, budget: budget))
    var context = EvaluationContext(
      host: host, declarations: program.declarations, node: node, limits: budget.limits(within: limits),
      allowsHostWrites: allowsWrites)
    context.moduleName = moduleName
    var outcome = Outcome(state: state)
    do {
      outcome.value = try body(&context)
      outcome.state = host.state
      outcome.writes = context.log.writes.map { write in
        var mapped = write
        mapped.name = host.stateName(for: write.name)
        return mapped
      }
    } catch {
      outcome.diagnostic = budgetNamed(error, context: context)
    }
    budget.spend(context)
    outcome.prints = context.log.prints
    for read in context.log.reads { note(read.name, read.value, scope: scope, state: state, in: &outcome) }
    return outcome
  }

  /// Records in `outcome` the read of the host variable `name`, which gave `value`: names bound in the scope
  /// (proxies, ForEach elements, `let` values) are not state, except `@Binding` properties, which read the state
  /// they stand for; a proxy with a reader is noted once.
  private func note(
    _ name: String, _ value: Value, scope: EvaluationScope, state: StateValues, in outcome: inout Outcome
  ) {
    var stateName = name
    if let bound = scope.lookup(name) {
      if case .geometryProxy(let proxy) = bound, let reader = proxy.reader {
        let proxyRead = ProxyRead(name: name, reader: reader)
        if !outcome.proxyReads.contains(proxyRead) { outcome.proxyReads.append(proxyRead) }
      }
      guard case .stateBinding(let bindingState) = bound else { return }
      stateName = bindingState
    }
    guard state.variable(stateName) != nil else { return }
    outcome.reads.append(StateRead(name: stateName, value: value.jsonValue))
  }
}

/// A host with one read-only variable, for converting a value through the language's assignment rules.
private final class ConstantHost: HostScope {
  static let name = "convertedValue"
  let value: Value

  init(value: Value) {
    self.value = value
  }

  func variable(named name: String) -> HostVariable? {
    name == Self.name ? HostVariable(value: value, type: value.type, isWritable: false) : nil
  }

  func setVariable(named name: String, to value: Value) throws(HostError) {
    throw HostError("read-only")
  }
}

extension ScriptDiagnostic {
  /// The diagnostic with the node filled in when the parser (which knows no nodes) made it.
  func naming(_ node: String?) -> ScriptDiagnostic {
    var copy = self
    if copy.node == nil { copy.node = node }
    return copy
  }
}
