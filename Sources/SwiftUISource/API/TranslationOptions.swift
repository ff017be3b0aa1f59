/// How Swift source is read and translated.
public struct TranslationOptions: Hashable, Sendable {
  /// What `#if` conditions see (a debug iOS build by default).
  public var conditions: CompilationConditions
  /// The bounds on files, tokens, nesting and the translated tree.
  public var limits: SourceLimits

  /// Creates options.
  public init(conditions: CompilationConditions = CompilationConditions(), limits: SourceLimits = SourceLimits()) {
    self.conditions = conditions
    self.limits = limits
  }
}
