/// A point in a live tree's history: a version and one of its passes (from 1).
public struct HistoryPoint: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The version.
  public var version: Int
  /// The pass within the version.
  public var pass: Int

  /// Creates a point.
  public init(version: Int, pass: Int) {
    self.version = version
    self.pass = pass
  }

  /// Earlier versions first, then earlier passes.
  public static func < (lhs: HistoryPoint, rhs: HistoryPoint) -> Bool {
    (lhs.version, lhs.pass) < (rhs.version, rhs.pass)
  }

  /// `version 2, pass 1`.
  public var description: String { "version \(version), pass \(pass)" }
}
