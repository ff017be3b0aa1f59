/// One JSON member of a view or a modifier: its name in the tree format, the kind of value it holds, and
/// whether the decoder requires it.
public struct Member: Hashable, Sendable {
  /// The member's name in the tree format (`spacing`, `maxWidth`).
  public var name: String
  /// What it holds.
  public var kind: MemberKind
  /// Whether a view or modifier without it is an error.
  public var isRequired: Bool

  /// Creates a member.
  public init(_ name: String, _ kind: MemberKind, isRequired: Bool = false) {
    self.name = name
    self.kind = kind
    self.isRequired = isRequired
  }
}
