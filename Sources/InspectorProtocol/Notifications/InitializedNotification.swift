/// `initialized`: the client has received `initialize`'s result. The daemon needs nothing from it.
public struct InitializedNotification: NotificationType {
  /// The wire name.
  public static let method = "initialized"

  /// Creates the notification.
  public init() {}
}
