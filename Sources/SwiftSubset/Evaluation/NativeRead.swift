/// The outcome of an expression that is a host variable's name (`labelWidth`) or a chain of properties on one
/// (`proxy.size.width`), worked out without the interpreter: no `EvaluationContext`, no `Evaluator`, no log.
/// `ScriptExpression.nativeRead(expecting:limits:variable:)` makes one only where the interpreter would succeed with
/// the same value, take the same steps (one a name and one a property), build no bytes and log one read (the
/// chain's root, with the value `readHost` logs); everything else (a failure, a local's or a type's name, a
/// binding, a struct's field, a conversion) is nil, for the interpreter to run and report.
///
/// Contract: a native read is the interpreter's outcome or nothing; it never makes a diagnostic of its own, and
/// asks the host only what the interpreter would ask (host variables and objects answer without side effects).
package struct NativeRead {
  /// The value, converted to the expected type as the interpreter would.
  package let value: Value
  /// The steps the interpreter would spend.
  package let steps: Int
  /// The host variable read: the chain's root.
  package let readName: String
  /// Its value as the interpreter's log records it (`Evaluator.typed(_:as:)` to its declared type).
  package let readValue: Value
}

extension ScriptExpression {
  /// The least native stack a native read asks of the evaluation's limits: the interpreter checks its stack at
  /// each of the few levels of a name or property chain, which use far less (a few frames); below it the
  /// interpreter runs, and fails or not as it does.
  private static let nativeStackBytes = 1 << 16
  /// The longest chain read natively (`proxy.size.width` is 3 high): `nativeChain` recurses once a level, so a
  /// client's longer chain goes to the interpreter, which checks its stack at each level.
  private static let nativeMaxHeight = 8

  /// The expression's outcome within `limits` as a `NativeRead`, or nil when the interpreter must run it (see
  /// `NativeRead`). `variable` is the host's `HostScope.variable(named:)`.
  package func nativeRead(
    expecting type: ValueType?, limits: EvaluationLimits, variable: (String) -> HostVariable?
  ) -> NativeRead? {
    // The interpreter steps once at each level of the chain before it reads the host: `height` of them.
    guard syntax.height <= min(limits.maxSteps, Self.nativeMaxHeight), limits.maxStackBytes >= Self.nativeStackBytes,
      let chain = Self.nativeChain(of: syntax, variable: variable)
    else {
      return nil
    }
    if let type {
      // `Evaluator.convert`: an array charges steps and may be retyped, an implicit member resolves against the
      // type; any other value of the expected type converts to itself, for every type but an optional (whose
      // conversion retypes what it wraps).
      switch chain.value {
      case .array, .implicitMember: return nil
      default: break
      }
      switch type {
      case .unknown: break
      case .optional, .array: return nil
      default: guard chain.value.type == type else { return nil }
      }
    }
    return NativeRead(value: chain.value, steps: syntax.height, readName: chain.root, readValue: chain.rootValue)
  }

  /// A name or property chain's value, with its root's name and logged value.
  private struct NativeChain {
    var value: Value
    let root: String
    let rootValue: Value
  }

  /// The value of a name or property chain `syntax`, as the interpreter works it out when it succeeds without a
  /// local, a type or a binding; nil otherwise.
  private static func nativeChain(of syntax: ExpressionSyntax, variable: (String) -> HostVariable?) -> NativeChain? {
    switch syntax.kind {
    case .identifier(let name):
      // `Evaluator.identifier`: no locals at the top of an evaluation, so the host's variable (`readHost`).
      guard let found = variable(name) else { return nil }
      let value = Evaluator.typed(found.value, as: found.type)
      return NativeChain(value: value, root: name, rootValue: value)
    case .member(let base, let name):
      // `Evaluator.memberExpression`: a capitalised root may name a type, `self` a host variable.
      if case .identifier(let root) = base.kind, let first = root.utf8.first,
        first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z")
      {
        return nil
      }
      guard var chain = nativeChain(of: base, variable: variable) else { return nil }
      // `Evaluator.property`: a built-in type's property first, then a host object's member.
      if let value = Evaluator.builtinProperty(name, of: chain.value) {
        chain.value = value
        return chain
      }
      guard case .hostObject(let reference) = chain.value, let value = try? reference.object.member(name) else {
        return nil
      }
      chain.value = value
      return chain
    default:
      return nil
    }
  }
}
