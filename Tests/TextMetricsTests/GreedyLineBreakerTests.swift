import InspectorTestSupport
import Testing
import TextMetrics

/// The closure-measuring entry point of the shared greedy breaker. Every character is 1 wide here, so a limit of
/// n holds n characters (arithmetic).
struct GreedyLineBreakerTests {
  func lines(_ text: String, _ width: Double?) -> [String] {
    GreedyLineBreaker.breakLines(text, maxWidth: width) { Double($0.count) }
  }

  @Test func breaksAtSpacesThenInsideWords() {
    #expect(lines("aa bb cc", 5) == ["aa bb", "cc"])
    #expect(lines("aa bb cc", 2) == ["aa", "bb", "cc"])
    #expect(lines("abcdef", 4) == ["abcd", "ef"])
    #expect(lines("ab abcdef", 4) == ["ab", "abcd", "ef"])
    // The rest of a broken word shares its line with the next words when they fit.
    #expect(lines("abcdef g", 4) == ["abcd", "ef g"])
  }

  @Test func spacesHangAndNewlinesBreak() {
    #expect(lines("aa   bb", 2) == ["aa", "bb"])
    #expect(lines("aa\nbb cc", nil) == ["aa", "bb cc"])
    #expect(lines("aa\n\nbb", nil) == ["aa", "", "bb"])
    #expect(lines("", nil) == [""])
    // Leading spaces of a paragraph count and stay with the first word.
    #expect(lines("  aa bb", 4) == ["  aa", "bb"])
  }

  @Test func linesAreTheirClustersText() {
    // An ASCII text's lines are made from its bytes, others' from slices of it: both give the clusters' text,
    // CR LF one cluster, a long line (not a small string) too.
    #expect(lines("ab\r\ncd ef", 2) == ["ab", "cd", "ef"])
    #expect(lines("ab\r\n\r\ncd", nil) == ["ab", "", "cd"])
    #expect(lines("é ab", 2) == ["é", "ab"])
    let long = String(repeating: "abcdefghij", count: 3)
    #expect(lines(long + " " + long, 30) == [long, long])
    #expect(lines(long + "  ", nil) == [long])
  }

  @Test func atLeastOneClusterPerLine() {
    #expect(lines("abc", 0) == ["a", "b", "c"])
    #expect(lines("e\u{301}x", 0.5) == ["e\u{301}", "x"])
  }

  @Test func breakOpportunitiesBeyondSpaces() {
    #expect(lines("well-known", 6) == ["well-", "known"])
    // No break after a hyphen before a digit or after a space.
    #expect(lines("10-20", 4) == ["10-2", "0"])
    #expect(lines("a -b", 3) == ["a", "-b"])
    #expect(lines("中文字", 2) == ["中文", "字"])
    #expect(lines("a\u{A0}b c", 3) == ["a\u{A0}b", "c"])
    // Never before closing punctuation: the ideographic full stop stays with the ideograph before it.
    #expect(lines("中文。字", 2) == ["中", "文。", "字"])
  }

  @Test func aLongWordUnderATinyWidthBreaksClusterByCluster() {
    // Regression (found by Fuzz/run-target.sh layout): each line of a word cut into pieces used to rescan the
    // rest of the word, so 100,000 characters under a 1-point width took minutes; now it is linear.
    let word = String(repeating: "x", count: 100_000)
    let broken = lines(word, 0.5)
    #expect(broken.count == 100_000)
    #expect(broken.allSatisfy { $0 == "x" })
    #expect(lines(word + " y", 99_999) == [String(repeating: "x", count: 99_999), "x y"])
  }

  @Test func shrinkingClustersBreakAsAFullScanDoes() {
    // Widths can shrink (negative tracking or kerning): a wider prefix may be followed by a break opportunity
    // that fits again. The breaker stops scanning only when no later opportunity can fit, so it must agree with
    // a scan to every opportunity (`referenceLines`, the greedy rule written plainly) on random texts.
    let widths: [Character: Double] = ["a": 3, "b": -2, "z": 0, "w": 10, " ": 1]
    var random = SeededRandomNumberGenerator(seed: 11)
    for _ in 0..<2_000 {
      let text = String((0..<Int(random.next() % 24)).map { _ in Array("aabzw  ")[Int(random.next() % 7)] })
      let limit = Double(random.next() % 16) - 2
      let actual = GreedyLineBreaker.breakLines(text, maxWidth: limit) { widths[$0.first ?? " "] ?? 0 }
      let expected = referenceLines(Array(text), widths: widths, limit: limit + PixelGrid.fitTolerance)
      #expect(actual == expected, "\(text.debugDescription) under \(limit)")
    }
  }

  /// Greedy breaking of letters and spaces with a scan to every break opportunity (after a run of spaces, and
  /// at the end): the rule `GreedyLineBreaker` implements, for texts without hard breaks or punctuation.
  private func referenceLines(_ characters: [Character], widths: [Character: Double], limit: Double) -> [String] {
    guard !characters.isEmpty else { return [""] }
    let width = characters.map { widths[$0] ?? 0 }
    let isSpace = characters.map { $0 == " " }
    func breaksAfter(_ index: Int) -> Bool { index + 1 == characters.count || (isSpace[index] && !isSpace[index + 1]) }
    func text(_ start: Int, _ end: Int) -> String {
      var contentEnd = end
      while contentEnd > start, isSpace[contentEnd - 1] { contentEnd -= 1 }
      return String(characters[start..<contentEnd])
    }
    var lines: [String] = []
    var lineStart = 0
    while lineStart < characters.count {
      var lastFit: Int?
      var contentWidth = 0.0
      var running = 0.0
      var hasContent = false
      for position in lineStart..<characters.count {
        running += width[position]
        if !isSpace[position] {
          contentWidth = running
          hasContent = true
        }
        guard breaksAfter(position), hasContent else { continue }
        if contentWidth <= limit { lastFit = position + 1 } else { break }
      }
      if let lastFit {
        lines.append(text(lineStart, lastFit))
        lineStart = lastFit
        continue
      }
      var pieceEnd = lineStart
      var pieceWidth = 0.0
      var placedContent = false
      while pieceEnd < characters.count {
        let extended = pieceWidth + width[pieceEnd]
        if placedContent, isSpace[pieceEnd] || extended > limit { break }
        pieceWidth = extended
        placedContent = placedContent || !isSpace[pieceEnd]
        pieceEnd += 1
      }
      var lineEnd = pieceEnd
      while lineEnd < characters.count, isSpace[lineEnd] { lineEnd += 1 }
      // A piece keeps its spaces: it has none after its content, and a line of spaces only is all spaces.
      lines.append(String(characters[lineStart..<pieceEnd]))
      lineStart = lineEnd
    }
    return lines
  }
}
