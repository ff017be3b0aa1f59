/// How many earlier siblings of a list had each name: the `k` of a derived id's `<Type><k>` (see `NodeID`), for
/// the views of one content list or the modifiers of one chain.
///
/// Contract: names are those the vocabulary knows (a view or modifier name, or `if`), checked before they are
/// counted, so a list holds at most as many distinct names as the vocabulary has; a search along that short list
/// costs less than hashing each name into a dictionary, which a decode did several times per node.
struct SiblingCounter {
  private var names: [String] = []
  private var counts: [Int] = []

  /// The number of earlier siblings named `name`, counting this one for the next.
  mutating func next(_ name: String) -> Int {
    if let position = names.firstIndex(of: name) {
      defer { counts[position] += 1 }
      return counts[position]
    }
    names.append(name)
    counts.append(1)
    return 0
  }
}
