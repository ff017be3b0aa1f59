/// The member names an object of the tree format may have, as `TreeDecoder.checkMembers` checks them.
protocol AllowedMembers {
  /// Whether `name` is allowed.
  func contains(_ name: String) -> Bool
  /// The allowed names in order, for suggesting one in place of a misspelled name.
  var sortedNames: [String] { get }
}

extension Set<String>: AllowedMembers {
  var sortedNames: [String] { sorted() }
}

/// A set of member names that tells whether it holds a name without hashing it: the names are kept by their
/// UTF-8 length, and a lookup compares the name with the few of its length (most often one, an equal string
/// at once). The decoder checks every member of every view and modifier object against one; hashing each
/// member's name cost a few hundred instructions.
struct MemberNames: AllowedMembers, Sendable {
  /// The names of each UTF-8 length, at that index.
  private let namesByLength: [[String]]
  let sortedNames: [String]

  init(_ names: some Sequence<String>) {
    sortedNames = Set(names).sorted()
    var byLength: [[String]] = Array(repeating: [], count: (names.map(\.utf8.count).max() ?? 0) + 1)
    for name in sortedNames { byLength[name.utf8.count].append(name) }
    namesByLength = byLength
  }

  func contains(_ name: String) -> Bool {
    let length = name.utf8.count
    guard length < namesByLength.count else { return false }
    return namesByLength[length].contains(name)
  }
}
