import Dispatch
import Foundation
import LayoutPicture

/// A progress line on standard error for work that takes a while (opening and laying out a big tree, drawing
/// thousands of boxes), so a person at a terminal sees that something is happening.
///
/// On a terminal the line appears only when a step has taken longer than `delay`, redraws itself with the
/// elapsed time, and is erased when the step ends, leaving standard output untouched. Elsewhere nothing is
/// written, unless `INSPECT_CLIENT_PROGRESS=1` asks for one plain line per step (for logs and tests).
final class ProgressLine: @unchecked Sendable {
  private enum Mode {
    case off
    case terminal
    case lines
  }

  private let console: Console
  private let mode: Mode
  private let delay: Double
  private let lock = NSLock()
  private var step: (message: String, started: Double)?
  private var shown = false
  private var timer: DispatchSourceTimer?

  /// A progress line for `console`.
  init(console: Console, delay: Double = 0.4) {
    self.console = console
    self.delay = delay
    if console.environment["INSPECT_CLIENT_PROGRESS"] == "1" {
      mode = .lines
    } else {
      mode = console.errorIsTerminal ? .terminal : .off
    }
  }

  /// Runs `work` as one step described by `message` ("opening big.json: 12,000 views"). A `minor` step (one
  /// request among many) shows on a terminal when it is slow, but prints no line of its own in line mode.
  func run<T, E: Error>(_ message: String, minor: Bool = false, _ work: () throws(E) -> T) throws(E) -> T {
    begin(message, minor: minor)
    defer { end() }
    return try work()
  }

  private func begin(_ message: String, minor: Bool) {
    switch mode {
    case .off:
      return
    case .lines:
      if !minor { console.writeError("inspect-client: \(message)…\n") }
    case .terminal:
      lock.withLock {
        step = (message, Self.now())
        shown = false
      }
      let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
      timer.schedule(deadline: .now() + delay, repeating: 0.1)
      timer.setEventHandler { [weak self] in self?.redraw() }
      lock.withLock { self.timer = timer }
      timer.resume()
    }
  }

  private func end() {
    guard mode == .terminal else { return }
    // Clearing under the lock means a redraw cannot write after the line was erased.
    let timer = lock.withLock { () -> DispatchSourceTimer? in
      if shown { console.writeError("\r\u{1B}[K") }
      defer {
        self.timer = nil
        step = nil
        shown = false
      }
      return self.timer
    }
    timer?.cancel()
  }

  private func redraw() {
    lock.withLock {
      guard let step else { return }
      shown = true
      let elapsed = Self.now() - step.started
      console.writeError("\r\u{1B}[K\(step.message)… \(NumberText.format((elapsed * 10).rounded() / 10)) s")
    }
  }

  private static func now() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
  }
}
