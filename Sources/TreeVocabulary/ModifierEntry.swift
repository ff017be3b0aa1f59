/// One modifier of the tree format: its name, what it does to layout, the JSON shapes of its arguments, how it
/// is written in Swift, and where SwiftUI's rule comes from.
///
/// A layout-neutral modifier (`role.isLayoutNeutral`) has no members and no signatures: its arguments are
/// kept as written (`Vocabulary.writtenArguments`), and it needs nothing but its entry.
package struct ModifierEntry: Hashable, Sendable {
  /// The modifier's name, in the tree format and in Swift (`frame`).
  package var name: String
  /// What it does to layout.
  package var role: ModifierRole
  /// The members of its object form (`{"width": 80, "alignment": "leading"}`); empty for a layout-neutral
  /// modifier, whose labels are as written.
  package var members: [Member]
  /// What a value that is not an object stands for (`"padding": 8` is a length, `"background": "red"` a
  /// colour, `"font": ".headline"` a font).
  package var shorthands: [MemberKind]
  /// SwiftUI's forms of the modifier that the tree format covers, each mapped onto the members; empty for a
  /// layout-neutral modifier.
  package var swift: [SwiftSignature]
  /// For a layout-neutral modifier: the label its first trailing closure is recorded under (`perform` for
  /// `onTapGesture { … }`); nil records it as an unlabelled argument.
  package var trailingClosureLabel: String?
  /// For a deprecated spelling: the modifier that replaced it (`foregroundStyle` for `foregroundColor`).
  package var modernSpelling: String?
  /// Where SwiftUI's rule for the modifier comes from.
  package var source: String

  /// Creates an entry.
  package init(
    _ name: String, _ role: ModifierRole, members: [Member] = [], shorthands: [MemberKind] = [],
    swift: [SwiftSignature] = [], trailingClosureLabel: String? = nil, modernSpelling: String? = nil,
    source: String
  ) {
    self.name = name
    self.role = role
    self.members = members
    self.shorthands = shorthands
    self.swift = swift
    self.trailingClosureLabel = trailingClosureLabel
    self.modernSpelling = modernSpelling
    self.source = source
  }

  /// The names of the members of its object form.
  package var memberNames: Set<String> { Set(members.map(\.name)) }

  /// The member of that name, or nil.
  package func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }
}
