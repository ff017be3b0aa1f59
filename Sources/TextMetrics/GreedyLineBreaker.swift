/// Greedy line breaking as `Text` does it: fill each line with whole words; a word wider than a line on its
/// own breaks between characters. Explicit newlines always break.
public enum GreedyLineBreaker {
  /// Breaks `text` into lines no wider than `maxWidth` (nil: only explicit newlines break), measuring
  /// candidate lines with `width`. Spaces at the end of a line do not count towards its width and are dropped.
  public static func breakLines(_ text: String, maxWidth: Double?, width: (Substring) -> Double) -> [String] {
    var result: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      guard let maxWidth else {
        result.append(String(paragraph))
        continue
      }
      var current = ""
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if width(Substring(candidate)) <= maxWidth || (current.isEmpty && word.isEmpty) {
          current = candidate
          continue
        }
        if !current.isEmpty { result.append(current) }
        current = ""
        // The word does not fit after the current line: start a new line, splitting the word between
        // characters when it does not fit on a line of its own.
        var piece = ""
        for character in word {
          let extended = piece + String(character)
          if width(Substring(extended)) > maxWidth, !piece.isEmpty {
            result.append(piece)
            piece = String(character)
          } else {
            piece = extended
          }
        }
        current = piece
      }
      result.append(current)
    }
    return result
  }
}
