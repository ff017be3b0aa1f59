/// Why a selector does not parse, and where: `position` counts characters from the start (0-based).
public struct SelectorError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The character offset of the problem.
  public var position: Int
  /// What is wrong, in one sentence.
  public var message: String

  /// Creates an error.
  public init(position: Int, _ message: String) {
    self.position = position
    self.message = message
  }

  /// `at 4: expected ']' to close the attribute opened at 1`.
  public var description: String { "at \(position): \(message)" }
}
