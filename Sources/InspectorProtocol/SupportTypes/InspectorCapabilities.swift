/// What the daemon can do beyond LSP: its own methods, edits and selectors. `initialize` reports them at the top
/// of `capabilities` and again under `capabilities.experimental`, where typed LSP clients keep them.
public struct InspectorCapabilities: Codable, Hashable, Sendable {
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
