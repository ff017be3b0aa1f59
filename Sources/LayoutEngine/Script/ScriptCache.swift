import JSONCore
import SwiftSubset
import Synchronization

/// The parsed form of every expression and closure a live tree evaluates, parsed once and reused by every
/// pass and version (the tree decoder only checks syntax). Keyed by the expression and its JSON path, so
/// diagnostics keep pointing at the right place. Bounded: past `maxEntries` it starts again empty.
final class ScriptCache: Sendable {
  private struct Storage {
    var expressions: [SwiftExpression: Result<ScriptExpression, ScriptDiagnostic>] = [:]
    var closures: [SwiftExpression: Result<ScriptClosure, ScriptDiagnostic>] = [:]
  }

  private let storage = Mutex(Storage())
  let maxEntries: Int

  init(maxEntries: Int = 100_000) {
    self.maxEntries = maxEntries
  }

  /// The expression parsed, or why it does not parse.
  func expression(_ expression: SwiftExpression) -> Result<ScriptExpression, ScriptDiagnostic> {
    if let cached = storage.withLock({ $0.expressions[expression] }) { return cached }
    let parsed: Result<ScriptExpression, ScriptDiagnostic>
    do {
      parsed = .success(
        try ScriptExpression(expression.source, origin: SourceOrigin(name: expression.path.description)))
    } catch {
      parsed = .failure(error)
    }
    storage.withLock { storage in
      if storage.expressions.count >= maxEntries { storage.expressions.removeAll() }
      storage.expressions[expression] = parsed
    }
    return parsed
  }

  /// The closure parsed (an action, a transform), or why it does not parse.
  func closure(_ expression: SwiftExpression) -> Result<ScriptClosure, ScriptDiagnostic> {
    if let cached = storage.withLock({ $0.closures[expression] }) { return cached }
    let parsed: Result<ScriptClosure, ScriptDiagnostic>
    do {
      parsed = .success(try ScriptClosure(expression.source, origin: SourceOrigin(name: expression.path.description)))
    } catch {
      parsed = .failure(error)
    }
    storage.withLock { storage in
      if storage.closures.count >= maxEntries { storage.closures.removeAll() }
      storage.closures[expression] = parsed
    }
    return parsed
  }
}
