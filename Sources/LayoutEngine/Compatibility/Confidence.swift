import JSONCore

/// How sure we are of a rule or a number: the reference notes' scale (`swiftui-semantics.md` §0).
public enum Confidence: String, CaseIterable, Hashable, Sendable {
  /// Apple documentation or audited code plus an independent observation.
  case high
  /// One good source.
  case medium
  /// Inference, derived arithmetic or disagreeing sources.
  case low
}
