/// `exit`: ends the daemon, with exit code 0 after `shutdown` and 1 otherwise.
public struct ExitNotification: NotificationType {
  /// The wire name.
  public static let method = "exit"

  /// Creates the notification.
  public init() {}
}
