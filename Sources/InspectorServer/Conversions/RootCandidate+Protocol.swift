import InspectorProtocol
import SwiftUISource

extension RootCandidateValue {
  /// The protocol's form of a root candidate, its place in `encoding`.
  init(_ candidate: SwiftUISource.RootCandidate, in source: SourceDocument, encoding: PositionEncoding) {
    self.init(
      kind: candidate.kind.rawValue, name: candidate.name, source: source.location(candidate.span, encoding: encoding),
      proposal: candidate.layout.proposal)
  }
}

extension SwiftUISource.RootCandidate.Layout {
  /// The proposal a preview's traits give: fixed sizes, or nil in both dimensions for size-that-fits.
  var proposal: ProposalValue? {
    switch self {
    case .device: return nil
    case .fixed(let width, let height):
      return ProposalValue(width: ProposedLength(width), height: ProposedLength(height))
    case .sizeThatFits: return ProposalValue(width: .unspecified, height: .unspecified)
    }
  }
}
