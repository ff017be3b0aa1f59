/// The result of `tree/state`.
public struct TreeStateResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The `@State` variables in the order the tree declares them, with their values after the version's last pass.
  public var state: [StateVariable]

  /// Creates the result.
  public init(uri: String, version: Int, state: [StateVariable]) {
    self.uri = uri
    self.version = version
    self.state = state
  }
}
