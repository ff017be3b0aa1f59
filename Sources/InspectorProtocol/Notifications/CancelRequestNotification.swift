import JSONCore

/// `$/cancelRequest`: asks the daemon to stop working on a request. The request is still answered: with its
/// result if it finished, or with error -32800 (request cancelled).
public struct CancelRequestNotification: NotificationType {
  /// The wire name.
  public static let method = "$/cancelRequest"

  /// The id of the request to cancel (a number or a string, as sent).
  public var id: JSONValue

  /// Creates the notification.
  public init(id: JSONValue) {
    self.id = id
  }
}
