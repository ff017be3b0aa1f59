/// How many earlier siblings of a list had each name: the `k` of a derived id's `<Type><k>` (see `NodeID`), for
/// the views of one content list or the modifiers of one chain.
///
/// Contract: names are those the vocabulary knows (a view or modifier name, or `if`), checked before they are
/// counted, so a list holds at most as many distinct names as the vocabulary has; a search along that short list
/// costs less than hashing each name into a dictionary, which a decode did several times per node.
///
/// Names and counts share one array: a list allocates once, not twice (a decode counts every content list and
/// every modifier chain).
struct SiblingCounter {
  private var seen: [(name: String, count: Int)] = []

  /// The number of earlier siblings named `name`, counting this one for the next.
  mutating func next(_ name: String) -> Int {
    if let position = seen.firstIndex(where: { $0.name == name }) {
      defer { seen[position].count += 1 }
      return seen[position].count
    }
    seen.append((name, 1))
    return 0
  }
}
