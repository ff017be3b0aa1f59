/// `window/logMessage`: a log line for the client's log, as LSP defines it.
public struct LogMessageNotification: NotificationType {
  /// The wire name.
  public static let method = "window/logMessage"

  /// 1 error, 2 warning, 3 info, 4 log, 5 debug.
  public var type: Int
  /// The line.
  public var message: String

  /// Creates the notification.
  public init(type: Int, message: String) {
    self.type = type
    self.message = message
  }
}
