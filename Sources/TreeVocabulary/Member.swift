/// One JSON member of a view or a modifier: its name in the tree format, the kind of value it holds, and
/// whether the decoder requires it.
package struct Member: Hashable, Sendable {
  /// The member's name in the tree format (`spacing`, `maxWidth`).
  package var name: String
  /// What it holds.
  package var kind: MemberKind
  /// Whether a view or modifier without it is an error.
  package var isRequired: Bool

  /// Creates a member.
  package init(_ name: String, _ kind: MemberKind, isRequired: Bool = false) {
    self.name = name
    self.kind = kind
    self.isRequired = isRequired
  }
}
