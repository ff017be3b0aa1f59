/// `daemon/synchronize`: answers `null` once every message received before it has been handled (every edit
/// applied and its update loop settled). Tests and scripts call it instead of sleeping.
public struct SynchronizeRequest: RequestType {
  /// The wire name.
  public static let method = "daemon/synchronize"
  /// The result type: `null`.
  public typealias Response = NullResult

  /// Creates the request.
  public init() {}
}
