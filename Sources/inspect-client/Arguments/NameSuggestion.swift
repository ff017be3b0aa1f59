/// "Did you mean …?": the known name closest to a mistyped one, by edit distance.
enum NameSuggestion {
  /// The candidate closest to `name`, when it is close enough to be a plausible typo: at most a third of the
  /// longer name's characters differ (at least one, at most three edits).
  /// A candidate that starts with what was typed (`lay` for `layout`) is suggested too.
  static func closest(to name: String, among candidates: [String]) -> String? {
    let typed = Array(name.lowercased())
    if typed.count >= 2 {
      let prefixed = candidates.filter { $0.lowercased().hasPrefix(name.lowercased()) }
      if prefixed.count == 1 { return prefixed.first }
    }
    var best: (candidate: String, distance: Int)?
    for candidate in candidates {
      let distance = editDistance(typed, Array(candidate.lowercased()))
      let allowed = min(3, max(1, max(typed.count, candidate.count) / 3))
      guard distance <= allowed else { continue }
      if best.map({ distance < $0.distance }) ?? true { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance (insertions, deletions, substitutions), with one row of memory.
  static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for (i, left) in a.enumerated() {
      current[0] = i + 1
      for (j, right) in b.enumerated() {
        let substitution = previous[j] + (left == right ? 0 : 1)
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
