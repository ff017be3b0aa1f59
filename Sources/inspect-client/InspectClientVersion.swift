/// The version `--version` prints and `initialize` sends as `clientInfo.version`.
enum InspectClientVersion {
  /// The version string.
  static let current = "0.1.0"
}
