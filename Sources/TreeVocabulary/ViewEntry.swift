/// One view of the tree format: its name, its JSON members, what it does to layout, how it is written in
/// Swift, and where SwiftUI's rule comes from.
package struct ViewEntry: Hashable, Sendable {
  /// The name the tree format writes in `"view"` (`HStack`; `Layout` for a custom layout).
  package var name: String
  /// What the view does to layout.
  package var role: ViewRole
  /// The view's own JSON members, besides `Vocabulary.commonViewMembers`.
  package var members: [Member]
  /// SwiftUI's initializers that the tree format covers, each mapped onto the members; empty when the view is
  /// not written as a call of its name (a custom layout is called by the layout's own name).
  package var swift: [SwiftSignature]
  /// For a view also written as a static member (`Color.red`): the member that receives the member's name.
  package var staticMember: String?
  /// For a shape also written as `Shape`'s static member where a shape is expected (iOS 17: `.circle`,
  /// `.rect(cornerRadius: 8)`): the member's name, its arguments matched against `swift` as the initializer's.
  package var shapeMember: String?
  /// Swift modifiers that, applied directly to this view, set one of its members (`.resizable()`).
  package var memberModifiers: [MemberModifier]
  /// Where SwiftUI's layout rule for the view comes from.
  package var source: String

  /// Creates an entry.
  package init(
    _ name: String, _ role: ViewRole, members: [Member] = [], swift: [SwiftSignature],
    staticMember: String? = nil, shapeMember: String? = nil, memberModifiers: [MemberModifier] = [],
    source: String
  ) {
    self.name = name
    self.role = role
    self.members = members
    self.swift = swift
    self.staticMember = staticMember
    self.shapeMember = shapeMember
    self.memberModifiers = memberModifiers
    self.source = source
  }

  /// The names of the view's own members.
  package var memberNames: Set<String> { Set(members.map(\.name)) }

  /// The member of that name, or nil.
  package func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }
}
