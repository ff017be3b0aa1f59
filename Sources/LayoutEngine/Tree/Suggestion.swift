/// "Did you mean …?" for misspelt names: the nearest known name by edit distance.
enum Suggestion {
  /// The known name nearest to `name`, if it is close enough to be a plausible typo (at most a third of the
  /// name's length, and at least one edit away); case differences count as half an edit.
  static func nearest(to name: String, in names: [String]) -> String? {
    let limit = max(2, (name.count + 2) / 3)
    var best: (name: String, distance: Int)?
    for candidate in names {
      let distance = editDistance(name, candidate)
      if distance <= limit, best.map({ distance < $0.distance }) ?? true {
        best = (candidate, distance)
      }
    }
    return best?.name
  }

  /// `; did you mean "X"?` or the empty string.
  static func clause(for name: String, in names: [String]) -> String {
    nearest(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
  }

  /// The Levenshtein distance in half-edits scaled to whole edits (a pure case change costs 1 of 2), computed
  /// on at most the first 64 characters of each string so a hostile name costs bounded time.
  static func editDistance(_ lhs: String, _ rhs: String) -> Int {
    let a = Array(lhs.prefix(64))
    let b = Array(rhs.prefix(64))
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(stride(from: 0, through: b.count * 2, by: 2))
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i * 2
      for j in 1...b.count {
        let substitution: Int
        if a[i - 1] == b[j - 1] {
          substitution = 0
        } else if a[i - 1].lowercased() == b[j - 1].lowercased() {
          substitution = 1
        } else {
          substitution = 2
        }
        current[j] = min(previous[j] + 2, current[j - 1] + 2, previous[j - 1] + substitution)
      }
      swap(&previous, &current)
    }
    return (previous[b.count] + 1) / 2
  }
}
