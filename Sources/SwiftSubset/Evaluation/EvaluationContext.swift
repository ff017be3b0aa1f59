/// Everything an evaluation needs besides the code: the host's variables, the declared struct types, the
/// limits, the node being evaluated for (named in diagnostics), and the log that records reads, writes and
/// prints.
///
/// A context is reused across evaluations; the log accumulates until the host clears it. Each evaluation has
/// its own step and byte budgets (`limits.maxSteps`, `limits.maxValueBytes`).
public struct EvaluationContext {
  /// The host's variables; nil when expressions may use only literals, locals and parameters.
  public var host: (any HostScope)?
  /// The struct types the tree declares.
  public var declarations: TypeDeclarations
  /// Bounds on each evaluation.
  public var limits: EvaluationLimits
  /// The node the host evaluates for (a node id or path), copied into every runtime diagnostic.
  public var node: String?
  /// What evaluations read, wrote and printed.
  public var log: EvaluationLog
  /// Whether reads of host variables are recorded (writes and prints always are).
  public var recordsReads: Bool
  /// Whether host variables may be written. A host evaluating layout arguments turns this off, so that a
  /// state write during layout is a diagnostic (`writeNotAllowed`) rather than a silent change.
  public var allowsHostWrites: Bool
  /// The module name that qualifies struct names inside printed collections (`[MyApp.BoundsAnchor(…)]`), as
  /// Swift does; nil leaves them unqualified.
  public var moduleName: String?
  /// What `UUID()` derives its values from when the host gives no seed (`HostScope.uuidSeed()`); see
  /// `UUIDValue.generated(seed:count:)`.
  public var uuidSeed: UInt64 = 0
  /// How many `UUID()` calls the evaluations in this context made; the next one is the `uuidCount`th.
  public internal(set) var uuidCount: Int = 0
  /// The steps the last evaluation took.
  public internal(set) var lastStepCount: Int = 0
  /// The bytes of values the last evaluation built (`EvaluationLimits.maxValueBytes`).
  public internal(set) var lastByteCount: Int = 0

  /// Creates a context.
  public init(
    host: (any HostScope)? = nil,
    declarations: TypeDeclarations = TypeDeclarations(),
    node: String? = nil,
    limits: EvaluationLimits = EvaluationLimits(),
    recordsReads: Bool = true,
    allowsHostWrites: Bool = true
  ) {
    self.host = host
    self.declarations = declarations
    self.node = node
    self.limits = limits
    self.log = EvaluationLog()
    self.recordsReads = recordsReads
    self.allowsHostWrites = allowsHostWrites
  }
}
