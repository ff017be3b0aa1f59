import Foundation

/// The terminal's raw mode for the line editor: no line buffering, no echo, no signals from control keys (the
/// editor handles Ctrl-C and Ctrl-D itself). `restore()` puts back the settings found; it runs at exit too.
final class TerminalMode: @unchecked Sendable {
  // `original` is written once, in `enableRaw`, before anything reads it.
  private var original = termios()
  private var isRaw = false
  private let descriptor: Int32

  /// A mode controller for `descriptor` (standard input by default).
  init(descriptor: Int32 = STDIN_FILENO) {
    self.descriptor = descriptor
  }

  /// Switches to raw mode; false when the descriptor is not a terminal.
  func enableRaw() -> Bool {
    guard isatty(descriptor) == 1, tcgetattr(descriptor, &original) == 0 else { return false }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
    raw.c_iflag &= ~tcflag_t(IXON | ICRNL)
    // Read returns after every byte, with no timeout.
    withUnsafeMutableBytes(of: &raw.c_cc) { bytes in
      bytes[Int(VMIN)] = 1
      bytes[Int(VTIME)] = 0
    }
    guard tcsetattr(descriptor, TCSAFLUSH, &raw) == 0 else { return false }
    isRaw = true
    return true
  }

  /// Restores the settings found before `enableRaw`.
  func restore() {
    guard isRaw else { return }
    tcsetattr(descriptor, TCSAFLUSH, &original)
    isRaw = false
  }
}
