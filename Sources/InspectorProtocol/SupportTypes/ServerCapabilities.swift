/// What the daemon can do, as `initialize` reports it.
public struct ServerCapabilities: Codable, Hashable, Sendable {
  /// Every request method it answers.
  public var requests: [String]
  /// Every notification it sends.
  public var notifications: [String]
  /// Every edit kind `tree/edit` accepts.
  public var edits: [String]
  /// The selector features `tree/select` understands.
  public var selectors: [String]
  /// Whether `layout/explain` answers with causal chains.
  public var explain: Bool
  /// Whether long queries honour `$/cancelRequest`.
  public var cancellation: Bool
  /// How an infinite proposed length is spelled: `"infinity"`.
  public var proposalInfinity: String

  /// Creates capabilities.
  public init(
    requests: [String], notifications: [String], edits: [String], selectors: [String], explain: Bool,
    cancellation: Bool, proposalInfinity: String
  ) {
    self.requests = requests
    self.notifications = notifications
    self.edits = edits
    self.selectors = selectors
    self.explain = explain
    self.cancellation = cancellation
    self.proposalInfinity = proposalInfinity
  }
}
