/// One way to write a view or a modifier in Swift: the parameters of one of SwiftUI's initializers or methods,
/// in declaration order.
///
/// A front end matches a call against a signature as Swift does: labelled arguments by label, unlabelled ones
/// by position, parameters with defaults may be left out, and trailing closures fill closure parameters
/// (`SwiftArgumentForm.isClosure`) by Swift's forward scan (SE-0286): the unlabelled trailing closure fills the
/// first closure parameter not yet given, each labelled one (`header: { … }`) the parameter with its label.
/// An entry's signatures are tried in order; where two differ only in an unlabelled argument's type
/// (`padding(8)` and `padding(.horizontal)`), the member's `MemberKind` decides.
package struct SwiftSignature: Hashable, Sendable {
  /// The parameters in declaration order.
  package var parameters: [SwiftParameter]

  /// Creates a signature from its parameters in declaration order.
  package init(_ parameters: [SwiftParameter]) {
    self.parameters = parameters
  }
}
