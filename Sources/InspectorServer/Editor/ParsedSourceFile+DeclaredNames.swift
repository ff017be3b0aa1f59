import SwiftUISource

extension ParsedSourceFile {
  /// The names other files can use from this one: its types (views, preference keys, modifiers) and what its
  /// extensions add (`sharedLabelWidth`), both branches of `#if` included.
  var declaredNames: Set<String> {
    var names = Set<String>()
    for decl in DeclarationWalk(declarations, descendsIntoTypes: false) {
      guard case .type(let type) = decl.kind else { continue }
      guard type.keyword == .extension else {
        names.insert(type.name)
        continue
      }
      for member in type.members {
        switch member.kind {
        case .function(let function): names.insert(function.name)
        case .variable(let variable): names.insert(variable.name)
        default: continue
        }
      }
    }
    return names
  }
}
