/// Splits a session line into words the way a shell does, minus expansion: spaces separate words, double
/// quotes group (with `\"`, `\\` and `\n` escapes inside), single quotes group literally, and a backslash
/// outside quotes escapes the next character. `text #user-label "Name:"` is three words.
///
/// Unlike a shell, brackets and braces that close on the line are kept as typed, quotes, spaces and backslashes
/// included: they hold a selector's attribute (`select Text[text="Sign in"]`) or a JSON array or object
/// (`set names ["Ada", "Grace Hopper"]`), whose own grammar reads the quotes.
enum ShellWords {
  /// A line that cannot be split.
  struct SplitError: Error, Equatable, CustomStringConvertible {
    /// Why.
    var description: String
  }

  /// The words of `line`.
  static func split(_ line: String) throws(SplitError) -> [String] {
    let characters = Array(line)
    var words: [String] = []
    var current = ""
    var inWord = false
    var index = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case " ", "\t":
        if inWord { words.append(current) }
        current = ""
        inWord = false
      case "\"":
        inWord = true
        var closed = false
        while index < characters.count {
          let next = characters[index]
          index += 1
          if next == "\"" {
            closed = true
            break
          }
          if next == "\\", index < characters.count {
            let escaped = characters[index]
            index += 1
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
        guard let close = characters[index...].firstIndex(of: "'") else {
          throw SplitError(description: "a single quote is not closed")
        }
        current.append(contentsOf: characters[index..<close])
        index = close + 1
      case "\\":
        inWord = true
        if index < characters.count {
          current.append(characters[index])
          index += 1
        }
      case "[", "{":
        inWord = true
        let end = groupEnd(characters, from: index - 1)
        current.append(contentsOf: characters[(index - 1)..<end])
        index = end
      default:
        inWord = true
        current.append(character)
      }
    }
    if inWord { words.append(current) }
    return words
  }

  /// The index after the bracket or brace that closes the one at `open`, skipping quoted strings (in which a
  /// backslash escapes a character); `open + 1` when it does not close on the line, so that it is an ordinary
  /// character.
  private static func groupEnd(_ characters: [Character], from open: Int) -> Int {
    var closers: [Character] = []
    var index = open
    while index < characters.count {
      let character = characters[index]
      index += 1
      switch character {
      case "[": closers.append("]")
      case "{": closers.append("}")
      case "]", "}":
        guard character == closers.last else { return open + 1 }
        closers.removeLast()
        if closers.isEmpty { return index }
      case "\"", "'":
        while index < characters.count, characters[index] != character {
          index += characters[index] == "\\" ? 2 : 1
        }
        guard index < characters.count else { return open + 1 }
        index += 1
      default:
        break
      }
    }
    return open + 1
  }
}
