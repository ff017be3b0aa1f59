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
///
/// Requests read the analysis of the text they were sent against, found by their arrival number: they wait
/// for it while it is being made, and are answered `ContentModified` when a newer text made it stale before it
/// was finished (LSP 3.17's rule for a result that would describe text the editor no longer has).
final class EditorDocument: @unchecked Sendable {
  /// The versions the text took, by the arrival number of the message that made each, newest last; bounded.
  private struct TextVersion {
    var arrival: UInt64
    var version: Int
  }

  /// What a request finds when it asks for the analysis of its text.
  enum Lookup {
    /// The analysis of the request's text.
    case ready(DocumentAnalysis)
    /// A newer text replaced the request's before its analysis was made: LSP's `ContentModified`.
    case stale(requested: Int, current: Int)
    /// The document was closed.
    case closed
    /// The client cancelled the request while it waited.
    case cancelled
  }

  private struct State {
    var text: TextDocument
    var history: [TextVersion]
    var analysis: DocumentAnalysis?
    /// The version being analysed and its cancellation.
    var running: (version: Int, token: CancellationToken)?
    /// Whether the newest analysis must be made again though its text is the newest (the workspace's
    /// definitions changed).
    var isStale = false
    var closed = false
    /// Whether the running update clears the diagnostics as it ends (the document was closed while it ran).
    var clearsDiagnosticsAtEnd = false
  }

  /// What follows the end of an update.
  enum UpdateEnd: Equatable {
    /// Nothing: the newest text is analysed.
    case finished
    /// The update of a newer text, or of the same text for changed definitions.
    case nextUpdate
    /// Clearing the diagnostics of the document, which was closed while the update ran.
    case clearDiagnostics
  }

  /// How many text versions are remembered for requests that arrived before later changes.
  static let maxRememberedVersions = 64

  /// The document's uri.
  let uri: String
  // Every access to `state` holds `condition`'s lock; that makes the unchecked `Sendable` sound.
  private let condition = ConditionLock()
  private var state: State

  /// Creates the document as `didOpen` gives it.
  init(text: TextDocument, arrival: UInt64) {
    self.uri = text.uri
    self.state = State(text: text, history: [TextVersion(arrival: arrival, version: text.version)])
  }

  /// The newest text.
  var text: TextDocument { locked { $0.text } }

  /// The newest analysis made, of whichever text.
  var newestAnalysis: DocumentAnalysis? { locked { $0.analysis } }

  /// Replaces the text with a newer one (on the reader thread) and cancels the update of an older text.
  /// Returns whether an update must be started: none is running.
  func replaceText(_ text: TextDocument, arrival: UInt64) -> Bool {
    locked { state in
      state.text = text
      state.history.append(TextVersion(arrival: arrival, version: text.version))
      if state.history.count > Self.maxRememberedVersions { state.history.removeFirst() }
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
  ///
  /// With `clearingDiagnostics` (the editor closed it), returns whether the caller is to clear its diagnostics
  /// now; while an update runs, that update clears them as it ends, after anything it publishes, so no
  /// diagnostics of a closed document follow the clearing. A document replaced by a new open of its uri clears
  /// nothing.
  @discardableResult
  func close(clearingDiagnostics: Bool) -> Bool {
    locked { state in
      state.closed = true
      state.running?.token.cancel()
      guard clearingDiagnostics else { return false }
      state.clearsDiagnosticsAtEnd = state.running != nil
      return state.running == nil
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

  /// Keeps the running update's analysis when it finished (a finished analysis is kept even when a newer text
  /// arrived meanwhile: it is newer than the one it started from, and the next update starts from it). Returns
  /// whether its text is still the newest, so that its diagnostics are to be published.
  ///
  /// The update holds the document until `endUpdate()`: a newer text arriving meanwhile starts no second update,
  /// so diagnostics are published in the order of their versions.
  func finishUpdate(with analysis: DocumentAnalysis?) -> Bool {
    locked { state in
      if let analysis { state.analysis = analysis }
      return analysis != nil && analysis?.version == state.text.version && !state.closed
    }
  }

  /// Ends the running update, after its diagnostics were published, and says what follows.
  func endUpdate() -> UpdateEnd {
    locked { state in
      state.running = nil
      if state.closed { return state.clearsDiagnosticsAtEnd ? .clearDiagnostics : .finished }
      return state.isStale || state.analysis?.version != state.text.version ? .nextUpdate : .finished
    }
  }

  /// The analysis of the text a request was sent against (the newest text at its arrival), waiting while it
  /// is being made; `isCancelled` is polled while waiting.
  func analysis(forArrival arrival: UInt64, isCancelled: () -> Bool) -> Lookup {
    condition.lock()
    defer { condition.unlock() }
    let requested = state.history.last { $0.arrival < arrival }?.version
    while true {
      if state.closed { return .closed }
      guard let requested else {
        // The request is older than every remembered text.
        return .stale(requested: state.history.first?.version ?? state.text.version, current: state.text.version)
      }
      if let analysis = state.analysis, analysis.version == requested { return .ready(analysis) }
      // Will an update make it? Only while it is the newest text (an older one's update is cancelled).
      if state.text.version != requested { return .stale(requested: requested, current: state.text.version) }
      if isCancelled() { return .cancelled }
      condition.wait(timeout: .milliseconds(50))
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
