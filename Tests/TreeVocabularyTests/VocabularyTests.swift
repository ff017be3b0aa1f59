import Testing
import TreeVocabulary

/// The vocabulary table is consistent with itself: every Swift form maps onto members the entry has, names
/// are unique, and the layout-neutral entries are all of the one as-written kind.
struct VocabularyTests {
  @Test func namesAreUnique() {
    #expect(Set(Vocabulary.viewNames).count == Vocabulary.views.count)
    #expect(Set(Vocabulary.modifierNames).count == Vocabulary.modifiers.count)
  }

  @Test func swiftFormsFillTheEntrysMembers() {
    for entry in Vocabulary.views {
      for parameter in entry.swift.flatMap(\.parameters) {
        if let member = parameter.member { #expect(entry.member(member) != nil, "\(entry.name).\(member)") }
        if let member = parameter.closureParameter {
          #expect(entry.member(member)?.kind == .identifier, "\(entry.name).\(member)")
        }
        #expect(parameter.form != .shorthand, "\(entry.name): a view has no shorthand")
      }
      if let member = entry.staticMember { #expect(entry.member(member) != nil, "\(entry.name).\(member)") }
      for modifier in entry.memberModifiers {
        #expect(entry.member(modifier.member) != nil, "\(entry.name).\(modifier.member)")
      }
    }
    for entry in Vocabulary.modifiers where !entry.role.isLayoutNeutral {
      #expect(!entry.swift.isEmpty, "\(entry.name) has a Swift form")
      for parameter in entry.swift.flatMap(\.parameters) {
        switch parameter.form {
        case .shorthand:
          #expect(!entry.shorthands.isEmpty, "\(entry.name) has a shorthand")
        case .memberwise:
          break
        default:
          if let member = parameter.member { #expect(entry.member(member) != nil, "\(entry.name).\(member)") }
        }
        if let member = parameter.closureParameter {
          #expect(entry.member(member)?.kind == .identifier, "\(entry.name).\(member)")
        }
      }
    }
  }

  @Test func layoutNeutralEntriesAreArgumentsAsWritten() {
    let neutral = Vocabulary.modifiers.filter(\.role.isLayoutNeutral)
    // The survey's drawing, behaviour and chrome rows: well over a hundred names.
    #expect(neutral.count >= 150)
    for entry in neutral {
      #expect(entry.members.isEmpty && entry.swift.isEmpty, "\(entry.name)")
      #expect(entry.shorthands == [.asWritten], "\(entry.name)")
    }
    for entry in Vocabulary.modifiers where !entry.role.isLayoutNeutral {
      #expect(!entry.shorthands.contains(.asWritten), "\(entry.name)")
      #expect(entry.trailingClosureLabel == nil, "\(entry.name)")
    }
    for name in ["opacity", "foregroundColor", "foregroundStyle", "onTapGesture", "accessibilityLabel", "toolbar"] {
      #expect(Vocabulary.modifier(named: name)?.role.isLayoutNeutral == true, "\(name)")
    }
  }

  @Test func deprecatedSpellingsNameTheirReplacementInTheTable() {
    for entry in Vocabulary.modifiers {
      guard let modern = entry.modernSpelling else { continue }
      #expect(Vocabulary.modifier(named: modern) != nil, "\(entry.name) → \(modern)")
    }
    #expect(Vocabulary.modifier(named: "foregroundColor")?.modernSpelling == "foregroundStyle")
  }

  @Test func everyEntryNamesItsSource() {
    for entry in Vocabulary.views { #expect(!entry.source.isEmpty, "\(entry.name)") }
    for entry in Vocabulary.modifiers { #expect(!entry.source.isEmpty, "\(entry.name)") }
  }

  @Test func writtenArgumentLabels() {
    for label in ["_", "_2", "_10", "radius", "isPresented", "_private", "a1"] {
      #expect(Vocabulary.isWrittenArgumentLabel(label), "\(label)")
    }
    for label in ["", "2", "2x", "a-b", "a b", "é"] {
      #expect(!Vocabulary.isWrittenArgumentLabel(label), "\(label)")
    }
    #expect(Vocabulary.isUnlabelled("_") && Vocabulary.isUnlabelled("_3"))
    #expect(!Vocabulary.isUnlabelled("radius") && !Vocabulary.isUnlabelled("_private"))
  }
}
