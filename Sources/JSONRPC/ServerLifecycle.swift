import Dispatch
import JSONCore

/// The LSP lifecycle rules, applied by `Endpoint` to every message in arrival order ([LSP] initialize,
/// shutdown, exit):
/// - before `initialize`, a request is answered -32002 and a notification dropped, except `exit`;
/// - a second `initialize` is answered -32600;
/// - after `shutdown`, a request is answered -32600 and notifications other than `exit` are dropped;
/// - `exit` ends the process with code 0 after `shutdown` and 1 otherwise;
/// - the end of input ends the process the same way (0 after `shutdown`, 1 otherwise), after the requests
///   already received have been answered;
/// - an unrecoverable framing error ends it with code 2, after telling the client (`window/logMessage`);
/// - an output that cannot be written (EPIPE: the client closed its reading end; or not open at start) ends it
///   with code 3 at once, whatever the phase: replies could no longer reach anyone;
/// - when `initialize` names the client's `processId`, it is polled with `kill(pid, 0)` and its death ends
///   the process like the end of input does.
///
/// `initialize` and `shutdown` go to the registered handlers (an unregistered `shutdown` answers `null`, an
/// unregistered `initialize` answers `{"capabilities": {}}`); register them with `.global` ordering so that
/// they wait for, and hold back, everything else. `exit` never reaches a handler.
///
/// The process exit itself is the `exit` closure, so tests can observe it instead of dying.
public final class ServerLifecycle: Sendable {
  /// Where the session is.
  public enum Phase: Hashable, Sendable {
    /// `initialize` not yet received.
    case uninitialized
    /// `initialize` received: normal operation.
    case running
    /// `shutdown` received: only `exit` is expected.
    case shuttingDown
    /// Exiting: everything is ignored.
    case exited
  }

  /// What `Endpoint` does with a request.
  enum RequestAdmission: Sendable {
    case proceed
    case reject(ResponseError)
    case answer(JSONValue)
  }

  /// What `Endpoint` does with a notification.
  enum NotificationAdmission: Sendable {
    case proceed
    case drop(String)
    case exit(Int32)
  }

  /// The exit code after an unrecoverable framing error.
  public static let framingErrorExitCode: Int32 = 2
  /// The exit code when the output cannot be written (the client closed its reading end, or standard output
  /// was not open for writing at start).
  public static let outputClosedExitCode: Int32 = 3

  private let exitProcess: @Sendable (Int32) -> Void
  private let processIsAlive: @Sendable (Int32) -> Bool
  private let parentPollInterval: Duration
  private let state = Guarded(Phase.uninitialized)

  /// Creates the lifecycle.
  /// - Parameters:
  ///   - exit: ends the process with a code; nil means the C library's `exit`.
  ///   - processIsAlive: whether a process id is alive; nil means `kill(pid, 0)`.
  ///   - parentPollInterval: how often the client's `processId` is checked.
  public init(
    exit: (@Sendable (Int32) -> Void)? = nil,
    processIsAlive: (@Sendable (Int32) -> Bool)? = nil,
    parentPollInterval: Duration = .seconds(1)
  ) {
    self.exitProcess = exit ?? { POSIX.exitProcess($0) }
    self.processIsAlive = processIsAlive ?? { POSIX.processExists($0) }
    self.parentPollInterval = parentPollInterval
  }

  /// The current phase.
  public var phase: Phase { state.withLock { $0 } }

  /// The exit code the process would use now if the input ended: 0 after `shutdown`, 1 otherwise.
  public var exitCodeIfInputEnds: Int32 { phase == .shuttingDown ? 0 : 1 }

  func admit(_ request: RequestMessage) -> RequestAdmission {
    state.withLock { phase in
      switch (phase, request.method) {
      case (.exited, _):
        return .reject(.invalidRequest("the server is exiting"))
      case (.uninitialized, "initialize"):
        phase = .running
        return .proceed
      case (.uninitialized, _):
        return .reject(.serverNotInitialized)
      case (.running, "initialize"):
        return .reject(.invalidRequest("initialize may be sent only once"))
      case (.running, "shutdown"):
        phase = .shuttingDown
        return .proceed
      case (.running, _):
        return .proceed
      case (.shuttingDown, _):
        return .reject(.invalidRequest("the server is shutting down: only 'exit' may follow 'shutdown'"))
      }
    }
  }

  /// The answer to a lifecycle request that has no registered handler, if the lifecycle supplies one.
  func defaultAnswer(to method: String) -> JSONValue? {
    switch method {
    case "shutdown": return .null
    case "initialize": return ["capabilities": [:]]
    default: return nil
    }
  }

  func admit(_ notification: NotificationMessage) -> NotificationAdmission {
    state.withLock { phase in
      switch (phase, notification.method) {
      case (.exited, _):
        return .drop("the server is exiting")
      case (.shuttingDown, "exit"):
        phase = .exited
        return .exit(0)
      case (_, "exit"):
        phase = .exited
        return .exit(1)
      case (.uninitialized, _):
        return .drop("'\(notification.method)' arrived before 'initialize'")
      case (.shuttingDown, _):
        return .drop("'\(notification.method)' arrived after 'shutdown'")
      case (.running, _):
        return .proceed
      }
    }
  }

  /// Marks the session as exiting and returns the code for an exit caused by `reason`.
  func exitCode(afterClose reason: ConnectionCloseReason) -> Int32? {
    state.withLock { phase in
      guard phase != .exited else { return nil }
      let code: Int32
      if case .framingError = reason {
        code = Self.framingErrorExitCode
      } else {
        code = phase == .shuttingDown ? 0 : 1
      }
      phase = .exited
      return code
    }
  }

  /// Marks the session as exiting and returns the code for an exit because the output failed.
  func exitCodeAfterOutputFailure() -> Int32? {
    state.withLock { phase in
      guard phase != .exited else { return nil }
      phase = .exited
      return Self.outputClosedExitCode
    }
  }

  /// Ends the process.
  func exit(_ code: Int32) {
    exitProcess(code)
  }

  /// Starts polling the client's process id; `onDeath` runs once when it is gone.
  func watchClientProcess(_ pid: Int32, onDeath: @escaping @Sendable () -> Void) {
    let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
    let interval = DispatchTimeInterval.nanoseconds(
      Int(parentPollInterval.components.seconds) * 1_000_000_000
        + Int(parentPollInterval.components.attoseconds / 1_000_000_000))
    timer.schedule(deadline: .now() + interval, repeating: interval)
    timer.setEventHandler { [processIsAlive, state] in
      let exited = state.withLock { $0 == .exited }
      if exited {
        timer.cancel()
      } else if !processIsAlive(pid) {
        timer.cancel()
        onDeath()
      }
    }
    timer.resume()
  }
}
