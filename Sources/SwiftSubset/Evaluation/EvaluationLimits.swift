/// Bounds on one evaluation (one expression, statement list, closure call or reduce), so that no program can
/// hang or exhaust memory.
public struct EvaluationLimits: Hashable, Sendable {
  /// The most steps one evaluation may take. Every expression node and statement is one step, every loop
  /// iteration and closure call is one more, and building an array or copy of n elements costs about n steps;
  /// the bytes built are bounded apart (`maxValueBytes`).
  public var maxSteps: Int
  /// The most bytes of values one evaluation may build: every string (its UTF-8 bytes), array (its elements) and
  /// struct or collection copy counts when it is made, before it is allocated, whether it is kept or not. So
  /// `s = s + s` forty times, or `joined()` over a large array, stops with a `memoryLimitExceeded` diagnostic
  /// instead of allocating gigabytes within the step limit.
  public var maxValueBytes: Int
  /// The deepest nesting of closure calls (a closure passed to `reduce` calling `map` with another closure,
  /// a struct's custom `==` comparing structs with custom `==`).
  public var maxCallDepth: Int
  /// The most native stack, in bytes, that one evaluation may use below its entry point; see
  /// `ParseLimits.maxStackBytes`.
  public var maxStackBytes: Int

  /// Creates limits; the defaults are far above what SwiftUI actions and reduce bodies need (16 MiB of values is
  /// a JSON string at its longest, `JSONLimits.maxStringBytes`, copied once).
  public init(
    maxSteps: Int = 100_000, maxValueBytes: Int = 16 << 20, maxCallDepth: Int = 64, maxStackBytes: Int = 1_048_576
  ) {
    self.maxSteps = maxSteps
    self.maxValueBytes = maxValueBytes
    self.maxCallDepth = maxCallDepth
    self.maxStackBytes = maxStackBytes
  }
}
