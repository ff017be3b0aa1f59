/// `workspace/inlayHint/refresh`, sent by the daemon: an update changed the sizes the hints show, so the
/// editor should ask for them again. Sent only to clients that declare `workspace.inlayHint.refreshSupport`.
public struct InlayHintRefreshRequest: RequestType {
  /// The wire name.
  public static let method = "workspace/inlayHint/refresh"
  /// The result type: `null`.
  public typealias Response = NullResult

  /// Creates the request.
  public init() {}
}
