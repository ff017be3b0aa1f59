import JSONCore

/// A point in a tree's history: a version and one of its passes.
public struct VersionPoint: Codable, Hashable, Sendable {
  /// The version.
  public var version: Int
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates a point.
  public init(version: Int, pass: Int? = nil) {
    self.version = version
    self.pass = pass
  }
}

extension VersionPoint: JSONTextEncodable {
  /// Writes the point as its `Encodable` conformance does (`pass` left out when nil).
  public func write(to writer: inout JSONTextWriter) {
    writer.text("{\"version\":")
    writer.integer(version)
    writer.member("pass", ifPresent: pass)
    writer.endObject()
  }
}
