/// Another place a diagnostic involves, with what happens there.
public struct DiagnosticRelatedInformation: Codable, Hashable, Sendable {
  /// Where.
  public var location: TextLocation
  /// What happens there.
  public var message: String

  /// Creates the information.
  public init(location: TextLocation, message: String) {
    self.location = location
    self.message = message
  }
}
