/// How Swift source is read and translated.
package struct TranslationOptions: Hashable, Sendable {
  /// What `#if` conditions see (a debug iOS build by default).
  package var conditions: CompilationConditions
  /// The bounds on files, tokens, nesting and the translated tree.
  package var limits: SourceLimits

  /// Creates options.
  package init(conditions: CompilationConditions = CompilationConditions(), limits: SourceLimits = SourceLimits()) {
    self.conditions = conditions
    self.limits = limits
  }
}
