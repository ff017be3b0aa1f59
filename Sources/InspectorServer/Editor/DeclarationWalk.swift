import SwiftUISource

/// A file's declarations in source order, with the elements of both branches of every `#if` in its place and, right
/// after each type (when `descendsIntoTypes`), that type's members walked the same way.
///
/// An explicit work list, not recursion: nesting in types and `#if` is bounded by the parser, and the walk keeps
/// one slice a level.
struct DeclarationWalk: Sequence, IteratorProtocol {
  private var pending: ArraySlice<Decl>
  private var stack: [ArraySlice<Decl>] = []
  private let descendsIntoTypes: Bool

  init(_ declarations: [Decl], descendsIntoTypes: Bool) {
    pending = declarations[...]
    self.descendsIntoTypes = descendsIntoTypes
  }

  mutating func next() -> Decl? {
    while true {
      guard let decl = pending.popFirst() else {
        guard let next = stack.popLast() else { return nil }
        pending = next
        continue
      }
      switch decl.kind {
      case .type(let type) where descendsIntoTypes:
        stack.append(pending)
        pending = type.members[...]
        return decl
      case .ifConfig(let config):
        stack.append(pending)
        pending = config.clauses.flatMap(\.elements)[...]
      default:
        return decl
      }
    }
  }
}
