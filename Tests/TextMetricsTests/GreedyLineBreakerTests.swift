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
}
