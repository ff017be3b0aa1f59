/// A view a Swift source can be laid out from.
public struct RootCandidateValue: Codable, Hashable, Sendable {
  /// What declares it: `preview` (`#Preview`), `previewProvider` (a `PreviewProvider`'s `previews`) or `view` (a
  /// `View` that needs no arguments).
  public var kind: String
  /// The name to give as `root` (or `preview`) to choose it: the preview's name, the provider's or the view's
  /// type name; an unnamed `#Preview` is named by its line (`Preview (line 42)`).
  public var name: String
  /// Where it is declared.
  public var source: TextLocation
  /// The proposal its traits give (`.fixedLayout(width:height:)`), when it has one.
  public var proposal: ProposalValue?

  /// Creates a candidate.
  public init(kind: String, name: String, source: TextLocation, proposal: ProposalValue? = nil) {
    self.kind = kind
    self.name = name
    self.source = source
    self.proposal = proposal
  }
}
