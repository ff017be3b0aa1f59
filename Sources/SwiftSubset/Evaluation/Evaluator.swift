/// Why an evaluation stopped early: a diagnostic, or a nil link in an optional chain (caught by the chain).
indirect enum Interruption: Error {
  case diagnostic(ScriptDiagnostic)
  case nilInChain
}

/// The tree-walking interpreter. One evaluator runs one evaluation (an expression, a statement list, a closure
/// call) and is then discarded; `EvaluationContext` carries what outlives it.
///
/// It recurses over syntax trees, whose height the parser bounds, and over values, whose nesting their types
/// bound (locals get a fully known type, assignments convert to the declared type, and struct types cannot
/// contain themselves). Closure calls are bounded by `EvaluationLimits.maxCallDepth` and all work by
/// `EvaluationLimits.maxSteps`, and the values it builds by `EvaluationLimits.maxValueBytes` (`reserve`, checked
/// before each string, array or copy is made).
///
/// Host writes are buffered and reach the host only when the whole evaluation succeeds, so that a failing
/// action changes nothing; reads inside the evaluation see the buffered values.
struct Evaluator {
  /// A local variable, closure parameter or function-like binding (`nextValue` in a reduce body).
  struct Local {
    let name: String
    var value: Value
    var type: ValueType
    let isMutable: Bool
    /// Whether the local is a function of no arguments returning `value` (`nextValue`).
    let isFunction: Bool
  }

  /// A host write waiting for the evaluation to succeed.
  struct PendingWrite {
    let name: String
    let oldValue: Value
    let newValue: Value
    let range: SourceRange
    let source: SourceText
  }

  let host: (any HostScope)?
  let declarations: TypeDeclarations
  let limits: EvaluationLimits
  let node: String?
  let recordsReads: Bool
  let allowsHostWrites: Bool
  let moduleName: String?
  var log: EvaluationLog
  var steps = 0
  /// The bytes of the values built so far (`reserve`).
  var bytes = 0
  var callDepth = 0
  /// The source of the code being evaluated; switched while running a struct's default values or custom `==`.
  var source: SourceText
  var locals: [Local] = []
  var pendingWrites: [PendingWrite] = []
  /// The latest buffered value of each written host variable.
  var writtenValues: [String: Value] = [:]
  /// The seed of `UUID()` (the host's, else the context's), taken on the first call.
  var uuidSeed: UInt64?
  /// The context's seed, for when the host gives none.
  let contextUUIDSeed: UInt64
  /// The `UUID()` calls made so far in the context.
  var uuidCount: Int
  /// The type a `return` in the closure being called should produce, when known.
  var returnType: ValueType?
  /// The second bound on recursion: bytes of native stack below the evaluation's entry point.
  let stackGuard: StackGuard

  private init(context: inout EvaluationContext, source: SourceText) {
    host = context.host
    declarations = context.declarations
    limits = context.limits
    node = context.node
    recordsReads = context.recordsReads
    allowsHostWrites = context.allowsHostWrites
    moduleName = context.moduleName
    contextUUIDSeed = context.uuidSeed
    uuidCount = context.uuidCount
    // The log moves into the evaluator and back, so appending never copies it.
    log = context.log
    context.log = EvaluationLog()
    self.source = source
    stackGuard = StackGuard(budget: context.limits.maxStackBytes)
  }

  /// Runs `body` with a fresh evaluator and converts its outcome into a result or a diagnostic.
  static func run<Result>(
    in context: inout EvaluationContext,
    source: SourceText,
    _ body: (inout Evaluator) throws(Interruption) -> Result
  ) throws(ScriptDiagnostic) -> Result {
    var evaluator = Evaluator(context: &context, source: source)
    let outcome: Swift.Result<Result, Interruption>
    do {
      let value = try body(&evaluator)
      try evaluator.commitWrites()
      outcome = .success(value)
    } catch {
      outcome = .failure(error)
    }
    context.log = evaluator.log
    context.uuidCount = evaluator.uuidCount
    context.lastStepCount = evaluator.steps
    context.lastByteCount = evaluator.bytes
    switch outcome {
    case .success(let value):
      return value
    case .failure(.diagnostic(let diagnostic)):
      throw diagnostic
    case .failure(.nilInChain):
      throw ScriptDiagnostic(
        .runtime, .unwrappedNil, "an optional chain was nil outside of its chain", node: context.node)
    }
  }

  /// Sends the buffered writes to the host in order and records them.
  private mutating func commitWrites() throws(Interruption) {
    guard let host else { return }
    for write in pendingWrites {
      do {
        try host.setVariable(named: write.name, to: write.newValue)
      } catch {
        let saved = source
        source = write.source
        defer { source = saved }
        throw failure(.runtime, .hostError, "the host refused to set '\(write.name)': \(error.message)", write.range)
      }
      log.writes.append(
        VariableWrite(
          name: write.name,
          oldValue: write.oldValue,
          newValue: write.newValue,
          range: write.range,
          source: write.source
        )
      )
    }
    pendingWrites.removeAll()
  }

  // MARK: - Failures and bounds

  func failure(_ kind: ScriptDiagnostic.Kind, _ code: ScriptDiagnostic.Code, _ message: String, _ range: SourceRange)
    -> Interruption
  {
    .diagnostic(ScriptDiagnostic(kind, code, message, range: range, source: source, node: node))
  }

  func typeError(_ message: String, _ range: SourceRange, code: ScriptDiagnostic.Code = .typeMismatch) -> Interruption {
    failure(.type, code, message, range)
  }

  func runtimeError(_ code: ScriptDiagnostic.Code, _ message: String, _ range: SourceRange) -> Interruption {
    failure(.runtime, code, message, range)
  }

  /// A value that makes diagnostics without the evaluator, for closures that mutate values in place.
  var diagnostics: DiagnosticFactory { DiagnosticFactory(source: source, node: node) }

  /// Counts one step.
  @inline(__always)
  mutating func step(_ range: SourceRange) throws(Interruption) {
    steps += 1
    if steps > limits.maxSteps { throw stepLimit(range) }
  }

  /// Counts `count` steps for work proportional to a size (copying, concatenating, building collections).
  mutating func charge(_ count: Int, _ range: SourceRange) throws(Interruption) {
    guard count > 0 else { return }
    let (total, overflow) = steps.addingReportingOverflow(count)
    steps = overflow ? Int.max : total
    if steps > limits.maxSteps { throw stepLimit(range) }
  }

  private func stepLimit(_ range: SourceRange) -> Interruption {
    failure(.limit, .stepLimitExceeded, "the evaluation exceeded its limit of \(limits.maxSteps) steps", range)
  }

  /// The bytes one element of an array or one field of a struct takes: a `Value`.
  static let elementBytes = MemoryLayout<Value>.stride

  /// Counts `count` bytes of a value about to be built (a string's UTF-8 bytes, an array's or a struct's
  /// elements), before it is allocated: past `EvaluationLimits.maxValueBytes` the evaluation stops with a
  /// diagnostic instead.
  mutating func reserve(_ count: Int, _ range: SourceRange) throws(Interruption) {
    guard count > 0 else { return }
    let (total, overflow) = bytes.addingReportingOverflow(count)
    guard !overflow, total <= limits.maxValueBytes else { throw memoryLimit(range) }
    bytes = total
  }

  /// Counts `count` elements of an array or fields of a struct about to be built; see `reserve(_:_:)`.
  mutating func reserveElements(_ count: Int, _ range: SourceRange) throws(Interruption) {
    let (total, overflow) = count.multipliedReportingOverflow(by: Self.elementBytes)
    guard !overflow else { throw memoryLimit(range) }
    try reserve(total, range)
  }

  /// The bytes the evaluation may still build.
  var remainingBytes: Int { Swift.max(0, limits.maxValueBytes - bytes) }

  func memoryLimit(_ range: SourceRange) -> Interruption {
    failure(
      .limit, .memoryLimitExceeded,
      "the evaluation would build more than its limit of \(limits.maxValueBytes) bytes of values (maxValueBytes)",
      range)
  }

  /// `value` as `print` and interpolation show it, built only when it fits in the bytes left; the bytes are
  /// not counted here (the caller counts what it keeps).
  func format(_ value: Value, within maxBytes: Int, _ range: SourceRange) throws(Interruption) -> String {
    guard let text = value.formatted(debug: false, moduleName: moduleName, maxBytes: maxBytes) else {
      throw memoryLimit(range)
    }
    return text
  }

  /// Enters a closure call or another nested evaluation.
  mutating func enterCall(_ range: SourceRange) throws(Interruption) {
    callDepth += 1
    guard callDepth <= limits.maxCallDepth else {
      callDepth -= 1
      throw failure(
        .limit,
        .depthLimitExceeded,
        "calls nest deeper than the limit of \(limits.maxCallDepth)",
        range
      )
    }
  }

  mutating func leaveCall() { callDepth -= 1 }

  // MARK: - Locals

  /// The index of the innermost local of that name.
  func localIndex(_ name: String) -> Int? {
    var index = locals.count - 1
    while index >= 0 {
      if locals[index].name == name { return index }
      index -= 1
    }
    return nil
  }

  mutating func pushLocal(_ name: String, _ value: Value, type: ValueType, isMutable: Bool = false) {
    locals.append(Local(name: name, value: value, type: type, isMutable: isMutable, isFunction: false))
  }

  /// Pushes a function of no arguments returning `value`, as `nextValue` is in a reduce body.
  mutating func pushFunction(_ name: String, returning value: Value, type: ValueType) {
    locals.append(Local(name: name, value: value, type: type, isMutable: false, isFunction: true))
  }

  mutating func popLocals(to count: Int) {
    if locals.count > count { locals.removeSubrange(count...) }
  }

  // MARK: - Host variables

  /// The current value and declared type of a host variable (buffered writes included), or nil.
  func hostVariable(_ name: String) -> HostVariable? {
    guard let host, var variable = host.variable(named: name) else { return nil }
    if let written = writtenValues[name] { variable.value = written }
    variable.value = Self.typed(variable.value, as: variable.type)
    return variable
  }

  /// Reads a host variable and records the read.
  mutating func readHost(_ name: String, through binding: String? = nil, _ range: SourceRange) -> Value? {
    guard let variable = hostVariable(name) else { return nil }
    if recordsReads {
      log.reads.append(VariableRead(name: name, value: variable.value, through: binding, range: range, source: source))
    }
    return variable.value
  }

  /// Buffers a write of a host variable; the value is already converted to the declared type.
  mutating func writeHost(_ name: String, old: Value, new: Value, _ range: SourceRange) throws(Interruption) {
    guard allowsHostWrites else {
      throw runtimeError(
        .writeNotAllowed,
        "'\(name)' cannot be written here: state writes are not allowed in this evaluation (during layout)",
        range
      )
    }
    pendingWrites.append(PendingWrite(name: name, oldValue: old, newValue: new, range: range, source: source))
    writtenValues[name] = new
  }

  /// Fills in what a value alone cannot know from its declared type: the wrapped type of a `nil` and the
  /// element type of an empty array.
  static func typed(_ value: Value, as type: ValueType) -> Value {
    switch (value, type) {
    case (.none(let wrapped), .optional(let declared)) where wrapped != declared && wrapped.containsUnknown:
      return .none(declared)
    case (.some(let inner), .optional(let declared)):
      switch inner {
      case .none, .array: return .some(typed(inner, as: declared))
      default: return value
      }
    case (.array(var array), .array(let element))
    where array.elementType != element && array.elementType.containsUnknown:
      array.elementType = element
      return .array(array)
    default:
      return value
    }
  }
}

/// Makes diagnostics for a source and node, for code that cannot use the evaluator while it mutates a value.
struct DiagnosticFactory {
  let source: SourceText
  let node: String?

  func typeError(_ message: String, _ range: SourceRange, code: ScriptDiagnostic.Code = .typeMismatch) -> Interruption {
    .diagnostic(ScriptDiagnostic(.type, code, message, range: range, source: source, node: node))
  }

  func runtimeError(_ code: ScriptDiagnostic.Code, _ message: String, _ range: SourceRange) -> Interruption {
    .diagnostic(ScriptDiagnostic(.runtime, code, message, range: range, source: source, node: node))
  }
}
