/// Splits a session line into words the way a shell does, minus expansion: spaces separate words, double
/// quotes group (with `\"`, `\\` and `\n` escapes inside), single quotes group literally, and a backslash
/// outside quotes escapes the next character. `text #user-label "Name:"` is three words.
enum ShellWords {
  /// A line that cannot be split.
  struct SplitError: Error, Equatable, CustomStringConvertible {
    /// Why.
    var description: String
  }

  /// The words of `line`.
  static func split(_ line: String) throws(SplitError) -> [String] {
    var words: [String] = []
    var current = ""
    var inWord = false
    var characters = line.makeIterator()
    while let character = characters.next() {
      switch character {
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "\"":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", let escaped = characters.next() {
            switch escaped {
            case "n": current.append("\n")
            case "t": current.append("\t")
            default: current.append(escaped)
            }
          } else {
            current.append(next)
          }
        }
        guard closed else { throw SplitError(description: "a double quote is not closed") }
      case "'":
        inWord = true
        var closed = false
        while let next = characters.next() {
          if next == "'" {
            closed = true
            break
          }
          current.append(next)
        }
        guard closed else { throw SplitError(description: "a single quote is not closed") }
      case "\\":
        inWord = true
        if let escaped = characters.next() { current.append(escaped) }
      default:
        inWord = true
        current.append(character)
      }
    }
    if inWord { words.append(current) }
    return words
  }
}
