import Foundation
import InspectorProtocol
import JSONRPC

/// One document an editor has open: its newest text, the newest analysis (the trees its roots lay out, its
/// diagnostics), and the update in progress.
///
/// Text changes apply on the connection's reader thread as they arrive (`OrderingClass.immediate`), so a change
/// is known the moment it is read; the analysis of a text runs on a layout thread. Rapid changes coalesce: a
/// newer text cancels the update of an older one at its next checkpoint, and the update of the newest text
/// starts when the running one stops. Each update starts from the newest analysis, so the trees of one
/// document go from version to version across keystrokes.
final class EditorDocument: @unchecked Sendable {
  private struct State {
    var text: TextDocument
    var analysis: DocumentAnalysis?
    /// The version being analysed and its cancellation.
    var running: (version: Int, token: CancellationToken)?
    /// Whether the newest analysis must be made again though its text is the newest (the workspace's
    /// definitions changed).
    var isStale = false
    var closed = false
  }

  /// The document's uri.
  let uri: String
  // Every access to `state` holds `condition`'s lock; that makes the unchecked `Sendable` sound.
  private let condition = NSCondition()
  private var state: State

  /// Creates the document as `didOpen` gives it.
  init(text: TextDocument) {
    self.uri = text.uri
    self.state = State(text: text)
  }

  /// The newest text.
  var text: TextDocument { locked { $0.text } }

  /// Replaces the text with a newer one (on the reader thread) and cancels the update of an older text.
  /// Returns whether an update must be started: none is running.
  func replaceText(_ text: TextDocument) -> Bool {
    locked { state in
      state.text = text
      if let running = state.running {
        if running.version != text.version { running.token.cancel() }
        return false
      }
      return true
    }
  }

  /// Marks the analysis stale (the definitions it read changed): the running update is cancelled and another
  /// one made. Returns whether an update must be started: none is running.
  func invalidate() -> Bool {
    locked { state in
      state.isStale = true
      state.running?.token.cancel()
      return state.running == nil && !state.closed
    }
  }

  /// Marks the document closed: its update stops at the next checkpoint and waiting requests are released.
  func close() {
    locked { state in
      state.closed = true
      state.running?.token.cancel()
    }
  }

  /// Claims the next update: the newest text and the analysis to start from, with the token that cancels it;
  /// nil when the newest text is analysed already, an update runs, or the document is closed.
  func beginUpdate() -> (text: TextDocument, previous: DocumentAnalysis?, token: CancellationToken)? {
    locked { state in
      guard !state.closed, state.running == nil, state.isStale || state.analysis?.version != state.text.version
      else { return nil }
      state.isStale = false
      let token = CancellationToken()
      state.running = (state.text.version, token)
      return (state.text, state.analysis, token)
    }
  }

  /// Ends the running update, keeping its analysis when it finished (a finished analysis is kept even when a
  /// newer text arrived meanwhile: it is newer than the one it started from, and the next update starts from
  /// it). Returns whether its text is still the newest (its diagnostics are to be published) and whether
  /// another update must start.
  func endUpdate(with analysis: DocumentAnalysis?) -> (isCurrent: Bool, startNext: Bool) {
    locked { state in
      state.running = nil
      if let analysis { state.analysis = analysis }
      let isCurrent = analysis != nil && analysis?.version == state.text.version && !state.closed
      let startNext = !state.closed && (state.isStale || state.analysis?.version != state.text.version)
      return (isCurrent, startNext)
    }
  }

  private func locked<Result>(_ body: (inout State) -> Result) -> Result {
    condition.lock()
    defer {
      condition.broadcast()
      condition.unlock()
    }
    return body(&state)
  }
}
