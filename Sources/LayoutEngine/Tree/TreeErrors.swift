/// The errors found while loading or editing a tree: at least one, in document order.
public struct TreeErrors: Error, Hashable, Sendable, CustomStringConvertible {
  /// Every error found (up to `TreeLimits.maxErrors`).
  public var errors: [TreeError]

  /// Creates the collection.
  public init(_ errors: [TreeError]) {
    self.errors = errors
  }

  /// The first error: what a one-line reply reports.
  public var first: TreeError? { errors.first }

  /// One error per line.
  public var description: String { errors.map(\.description).joined(separator: "\n") }
}
