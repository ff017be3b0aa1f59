/// Bounds on one evaluation (one expression, statement list, closure call or reduce), so that no program can
/// hang or exhaust memory.
public struct EvaluationLimits: Hashable, Sendable {
  /// The most steps one evaluation may take. Every expression node and statement is one step, every loop
  /// iteration and closure call is one more, and building a string, array or copy of n elements costs about n
  /// steps, so that the memory an evaluation allocates is bounded too.
  public var maxSteps: Int
  /// The deepest nesting of closure calls (a closure passed to `reduce` calling `map` with another closure,
  /// a struct's custom `==` comparing structs with custom `==`).
  public var maxCallDepth: Int
  /// The most native stack, in bytes, that one evaluation may use below its entry point; see
  /// `ParseLimits.maxStackBytes`.
  public var maxStackBytes: Int

  /// Creates limits; the defaults are far above what SwiftUI actions and reduce bodies need.
  public init(maxSteps: Int = 100_000, maxCallDepth: Int = 64, maxStackBytes: Int = 1_048_576) {
    self.maxSteps = maxSteps
    self.maxCallDepth = maxCallDepth
    self.maxStackBytes = maxStackBytes
  }
}
