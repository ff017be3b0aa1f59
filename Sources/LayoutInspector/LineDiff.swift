/// A line diff for failure messages: the lines of the old text that go (`-`) and of the new that come (`+`),
/// with a little context, in hunks headed by their line numbers.
///
/// The common first and last lines are set aside, and the rest is matched by a longest common subsequence when
/// it is small enough (`maxTableCells`); otherwise every remaining old line is shown removed and every new one
/// added. The output stops after `maxLines` lines.
struct LineDiff {
  /// Lines of context around each change.
  static let context = 2
  /// The most lines the diff prints.
  static let maxLines = 60
  /// The largest LCS table built (old lines × new lines).
  static let maxTableCells = 1_000_000

  private enum Line {
    case same(String, old: Int, new: Int)
    case removed(String, old: Int)
    case added(String, new: Int)

    var isChange: Bool {
      if case .same = self { return false }
      return true
    }
  }

  private var lines: [Line] = []

  /// The diff from `old` to `new`.
  init(from old: String, to new: String) {
    let a = old.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let b = new.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
      suffix += 1
    }
    for index in 0..<prefix { lines.append(.same(a[index], old: index, new: index)) }
    let middleA = Array(a[prefix..<(a.count - suffix)])
    let middleB = Array(b[prefix..<(b.count - suffix)])
    lines += Self.middle(middleA, middleB, offset: prefix)
    for index in 0..<suffix {
      lines.append(.same(a[a.count - suffix + index], old: a.count - suffix + index, new: b.count - suffix + index))
    }
  }

  private static func middle(_ a: [String], _ b: [String], offset: Int) -> [Line] {
    guard !a.isEmpty, !b.isEmpty, a.count * b.count <= maxTableCells else {
      return a.enumerated().map { .removed($1, old: offset + $0) }
        + b.enumerated().map { .added($1, new: offset + $0) }
    }
    // lengths[i][j]: the LCS of a[i...] and b[j...], flattened.
    let width = b.count + 1
    var lengths = [Int32](repeating: 0, count: (a.count + 1) * width)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lengths[i * width + j] =
          a[i] == b[j]
          ? lengths[(i + 1) * width + j + 1] + 1 : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
      }
    }
    var result: [Line] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count, j < b.count, a[i] == b[j] {
        result.append(.same(a[i], old: offset + i, new: offset + j))
        i += 1
        j += 1
      } else if i < a.count, j == b.count || lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
        result.append(.removed(a[i], old: offset + i))
        i += 1
      } else {
        result.append(.added(b[j], new: offset + j))
        j += 1
      }
    }
    return result
  }

  /// Whether the texts differ.
  var isEmpty: Bool { !lines.contains { $0.isChange } }

  /// The hunks: `@@ -12 +12 @@`, then `-`, `+` and context lines.
  var text: String {
    var shown = Set<Int>()
    for (index, line) in lines.enumerated() where line.isChange {
      for near in max(0, index - Self.context)...min(lines.count - 1, index + Self.context) { shown.insert(near) }
    }
    var output: [String] = []
    var previous = -2
    for index in shown.sorted() {
      if output.count >= Self.maxLines {
        let remaining = lines.indices.filter { $0 > previous && lines[$0].isChange }.count
        output.append("… (\(remaining) more changed lines)")
        break
      }
      if index != previous + 1 { output.append(Self.header(lines[index])) }
      switch lines[index] {
      case .same(let text, _, _): output.append("  " + text)
      case .removed(let text, _): output.append("- " + text)
      case .added(let text, _): output.append("+ " + text)
      }
      previous = index
    }
    return output.joined(separator: "\n")
  }

  private static func header(_ line: Line) -> String {
    switch line {
    case .same(_, let old, let new): return "@@ -\(old + 1) +\(new + 1) @@"
    case .removed(_, let old): return "@@ -\(old + 1) @@"
    case .added(_, let new): return "@@ +\(new + 1) @@"
    }
  }
}
