import SwiftUISource

extension ParsedSourceFile {
  /// The names other files can use from this one: its types (views, preference keys, modifiers) and what its
  /// extensions add (`sharedLabelWidth`), both branches of `#if` included.
  var declaredNames: Set<String> {
    var names = Set<String>()
    var pending = declarations[...]
    // An explicit work list (nesting in `#if` is bounded by the parser).
    var stack: [ArraySlice<Decl>] = []
    while true {
      guard let decl = pending.popFirst() else {
        guard let next = stack.popLast() else { break }
        pending = next
        continue
      }
      switch decl.kind {
      case .type(let type) where type.keyword == .extension:
        for member in type.members {
          switch member.kind {
          case .function(let function): names.insert(function.name)
          case .variable(let variable): names.insert(variable.name)
          default: continue
          }
        }
      case .type(let type):
        names.insert(type.name)
      case .ifConfig(let config):
        stack.append(pending)
        pending = config.clauses.flatMap(\.elements)[...]
      default:
        continue
      }
    }
    return names
  }
}
