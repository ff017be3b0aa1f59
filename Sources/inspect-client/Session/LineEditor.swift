import Foundation

/// Reads the session's command lines: on a terminal with editing and history (arrow keys, Home/End, Ctrl-A/E,
/// Ctrl-U/K/W, Delete, Tab to complete a command name, Ctrl-C to drop the line, Ctrl-D to end on an empty
/// line), elsewhere (a pipe, a file, a test) plain lines, echoed after the prompt so that the output reads as a
/// transcript.
final class LineEditor {
  /// The lines entered, oldest first (at most `historyLimit`).
  private(set) var history: [String]
  /// How many lines the history keeps.
  let historyLimit = 1000
  /// Words Tab completes at the start of a line.
  var completions: [String] = []
  /// Whether lines read off a terminal are echoed after the prompt (not for JSON output, which must stay one
  /// value per line).
  var echoes = true

  private let console: Console
  private let terminal: TerminalMode?

  /// An editor; `interactive` turns on raw-mode editing (standard input and output must be terminals).
  init(console: Console, interactive: Bool, history: [String] = []) {
    self.console = console
    self.history = history
    self.terminal = interactive ? TerminalMode() : nil
  }

  /// Whether lines are edited on a terminal.
  var isInteractive: Bool { terminal != nil }

  /// The next line, without its newline; nil at the end of input.
  func readLine(prompt: String) -> String? {
    guard let terminal, terminal.enableRaw() else {
      guard let line = Swift.readLine(strippingNewline: true) else { return nil }
      if echoes { console.write(prompt + line + "\n") }
      return line
    }
    defer { terminal.restore() }
    return edit(prompt: prompt)
  }

  /// Appends `line` to the history (not blank lines, not a repeat of the last one).
  func remember(_ line: String) {
    guard !line.trimmingCharacters(in: .whitespaces).isEmpty, history.last != line else { return }
    history.append(line)
    if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
  }

  // MARK: Editing

  private struct State {
    var buffer: [Character] = []
    var cursor = 0
    /// The position in history while browsing with the arrows; `history.count` is the line being typed.
    var historyIndex: Int
    /// The line being typed, kept while browsing history.
    var draft: [Character] = []
  }

  private func edit(prompt: String) -> String? {
    var state = State(historyIndex: history.count)
    console.write(prompt)
    while let byte = readByte() {
      switch byte {
      case 0x0D, 0x0A:  // Enter
        console.write("\r\n")
        return String(state.buffer)
      case 0x03:  // Ctrl-C: drop the line
        console.write("^C\r\n")
        state = State(historyIndex: history.count)
        console.write(prompt)
        continue
      case 0x04:  // Ctrl-D: end on an empty line, else delete forward
        if state.buffer.isEmpty {
          console.write("\r\n")
          return nil
        }
        deleteForward(&state)
      case 0x7F, 0x08:  // Backspace
        if state.cursor > 0 {
          state.buffer.remove(at: state.cursor - 1)
          state.cursor -= 1
        }
      case 0x01: state.cursor = 0  // Ctrl-A
      case 0x05: state.cursor = state.buffer.count  // Ctrl-E
      case 0x02: state.cursor = max(0, state.cursor - 1)  // Ctrl-B
      case 0x06: state.cursor = min(state.buffer.count, state.cursor + 1)  // Ctrl-F
      case 0x0B: state.buffer.removeSubrange(state.cursor...)  // Ctrl-K
      case 0x15:  // Ctrl-U
        state.buffer.removeSubrange(..<state.cursor)
        state.cursor = 0
      case 0x17: deleteWordBackward(&state)  // Ctrl-W
      case 0x0C: console.write("\u{1B}[H\u{1B}[2J")  // Ctrl-L
      case 0x09: complete(&state)  // Tab
      case 0x10: browse(&state, by: -1)  // Ctrl-P
      case 0x0E: browse(&state, by: 1)  // Ctrl-N
      case 0x1B: escapeSequence(&state)
      default:
        guard byte >= 0x20, let character = readCharacter(startingWith: byte) else { continue }
        state.buffer.insert(character, at: state.cursor)
        state.cursor += 1
      }
      redraw(prompt: prompt, state)
    }
    return state.buffer.isEmpty ? nil : String(state.buffer)
  }

  private func escapeSequence(_ state: inout State) {
    guard let introducer = readByte(), introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O"),
      let code = readByte()
    else { return }
    switch code {
    case UInt8(ascii: "A"): browse(&state, by: -1)
    case UInt8(ascii: "B"): browse(&state, by: 1)
    case UInt8(ascii: "C"): state.cursor = min(state.buffer.count, state.cursor + 1)
    case UInt8(ascii: "D"): state.cursor = max(0, state.cursor - 1)
    case UInt8(ascii: "H"): state.cursor = 0
    case UInt8(ascii: "F"): state.cursor = state.buffer.count
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      // `ESC [ n ~`: 1/7 Home, 4/8 End, 3 Delete.
      var number = Int(code - UInt8(ascii: "0"))
      while let next = readByte(), next != UInt8(ascii: "~") {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next), number < 1000 else { return }
        number = number * 10 + Int(next - UInt8(ascii: "0"))
      }
      switch number {
      case 1, 7: state.cursor = 0
      case 4, 8: state.cursor = state.buffer.count
      case 3: deleteForward(&state)
      default: break
      }
    default:
      break
    }
  }

  private func deleteForward(_ state: inout State) {
    if state.cursor < state.buffer.count { state.buffer.remove(at: state.cursor) }
  }

  private func deleteWordBackward(_ state: inout State) {
    var start = state.cursor
    while start > 0, state.buffer[start - 1] == " " { start -= 1 }
    while start > 0, state.buffer[start - 1] != " " { start -= 1 }
    state.buffer.removeSubrange(start..<state.cursor)
    state.cursor = start
  }

  private func browse(_ state: inout State, by step: Int) {
    let target = state.historyIndex + step
    guard target >= 0, target <= history.count else { return }
    if state.historyIndex == history.count { state.draft = state.buffer }
    state.historyIndex = target
    state.buffer = target == history.count ? state.draft : Array(history[target])
    state.cursor = state.buffer.count
  }

  private func complete(_ state: inout State) {
    guard !state.buffer.contains(" ") else { return }
    let typed = String(state.buffer)
    let matches = completions.filter { $0.hasPrefix(typed) }
    if matches.count == 1, let match = matches.first {
      state.buffer = Array(match + " ")
      state.cursor = state.buffer.count
    } else if matches.count > 1 {
      console.write("\r\n" + matches.joined(separator: "  ") + "\r\n")
    }
  }

  private func redraw(prompt: String, _ state: State) {
    var line = "\r" + prompt + String(state.buffer) + "\u{1B}[K"
    let back = state.buffer.count - state.cursor
    if back > 0 { line += "\u{1B}[\(back)D" }
    console.write(line)
  }

  private func readByte() -> UInt8? {
    var byte: UInt8 = 0
    while true {
      let count = Foundation.read(STDIN_FILENO, &byte, 1)
      if count == 1 { return byte }
      if count < 0, errno == EINTR { continue }
      return nil
    }
  }

  /// The character whose UTF-8 encoding starts with `lead`, reading its continuation bytes.
  private func readCharacter(startingWith lead: UInt8) -> Character? {
    var bytes = [lead]
    let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 0
    guard length > 0 else { return nil }
    while bytes.count < length, let next = readByte() { bytes.append(next) }
    guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return nil }
    return character
  }
}
