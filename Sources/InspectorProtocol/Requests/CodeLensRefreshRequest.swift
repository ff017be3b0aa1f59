/// `workspace/codeLens/refresh`, sent by the daemon: an update changed what the lenses show (passes,
/// convergence). Sent only to clients that declare `workspace.codeLens.refreshSupport`.
public struct CodeLensRefreshRequest: RequestType {
  /// The wire name.
  public static let method = "workspace/codeLens/refresh"
  /// The result type: `null`.
  public typealias Response = NullResult

  /// Creates the request.
  public init() {}
}
