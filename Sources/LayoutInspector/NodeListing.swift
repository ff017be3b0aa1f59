import InspectorProtocol

/// What a tree holds, for the message of a selector that matched nothing: a near match when there is one, and
/// the first nodes with their types and texts.
struct NodeListing {
  /// How many nodes a message lists.
  static let listed = 12
  /// Only this many nodes are searched for a near match (the message is an error path; big trees stay quick).
  static let searched = 5000

  let nodes: [NodeLayout]

  init(_ nodes: [NodeLayout]) {
    self.nodes = nodes
  }

  /// `; did you mean `#user-label`? The tree has 9 nodes: #form VStack, #user-label Text "User:", …`.
  func instead(of selector: String) -> String {
    var text = ""
    if let suggestion = nearest(to: selector) { text += "; did you mean `\(suggestion)`?" }
    let shown = nodes.prefix(Self.listed).map { node -> String in
      var entry = "#\(node.id) \(node.view)"
      if let label = node.text { entry += " \"\(label)\"" }
      return entry
    }
    let more = nodes.count > Self.listed ? ", and \(nodes.count - Self.listed) more" : ""
    let count = nodes.count == 1 ? "1 node" : "\(nodes.count) nodes"
    return text + " The tree has \(count): " + shown.joined(separator: ", ") + more + "."
  }

  /// The selector for a node that is spelled most like `selector`: an id (`#user-label`), a view type or a
  /// text (`[text="User:"]`), within a third of its length in edits.
  func nearest(to selector: String) -> String? {
    var candidates: [String] = []
    var seen = Set<String>()
    for node in nodes.prefix(Self.searched) {
      for candidate in ["#" + node.id, node.view] + (node.text.map { ["[text=\"\($0)\"]"] } ?? [])
      where seen.insert(candidate).inserted {
        candidates.append(candidate)
      }
    }
    let limit = max(2, selector.count / 3)
    var best: (candidate: String, distance: Int)?
    for candidate in candidates where candidate != selector {
      let distance = Self.editDistance(selector, candidate, limit: limit)
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    return best?.candidate
  }

  /// Levenshtein distance between `a` and `b`, or `limit + 1` once it must exceed `limit`.
  static func editDistance(_ a: String, _ b: String, limit: Int) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard Swift.abs(a.count - b.count) <= limit else { return limit + 1 }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...max(1, a.count) where i <= a.count {
      current[0] = i
      var rowMinimum = i
      for j in 1...max(1, b.count) where j <= b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        rowMinimum = min(rowMinimum, current[j])
      }
      if rowMinimum > limit { return limit + 1 }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
