/// The result of `tree/list`.
public struct TreeListResult: Codable, Hashable, Sendable {
  /// The open trees, ordered by uri.
  public var trees: [TreeListEntry]

  /// Creates the result.
  public init(trees: [TreeListEntry]) {
    self.trees = trees
  }
}
