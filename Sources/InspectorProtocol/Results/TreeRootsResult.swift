/// What `tree/roots` answers: the candidates in source order, and the one chosen without a `root`.
public struct TreeRootsResult: Codable, Hashable, Sendable {
  /// Every candidate.
  public var roots: [RootCandidateValue]
  /// The name of the candidate `tree/open` lays out when no root is given; absent when several candidates and no
  /// `#Preview` make the choice ambiguous, or when there is none.
  public var defaultRoot: String?
  /// Problems reading the source (syntax errors), with their places.
  public var diagnostics: [Diagnostic]

  /// Creates a result.
  public init(roots: [RootCandidateValue], defaultRoot: String?, diagnostics: [Diagnostic]) {
    self.roots = roots
    self.defaultRoot = defaultRoot
    self.diagnostics = diagnostics
  }
}
