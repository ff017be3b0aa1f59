import JSONCore
import SwiftSubset
import Synchronization

/// The parsed form of every expression and closure a live tree evaluates, parsed once per source text and reused by
/// every pass, version and place that writes that text (the tree decoder only checks syntax): a form of 10,000 rows
/// writes the same two expressions in every row, and one parse of each per row took 232 bytes a node at 10,000 rows
/// (`Benchmarks/memory.md`). Bounded: past `maxEntries` texts it starts again empty.
///
/// A shared parse names no place: its diagnostics, at parse time and at run time, name `sharedSourceName`, which the
/// runner replaces with the JSON path of the place it ran (`named(_:at:)`).
final class ScriptCache: Sendable {
  /// A source text compared byte for byte, as `SwiftExpression`'s `==` does: `==` on strings is canonical equivalence,
  /// and a parse's ranges are offsets into its text's bytes. Texts with the same bytes hash alike.
  private struct SourceKey: Hashable {
    let text: String

    static func == (lhs: SourceKey, rhs: SourceKey) -> Bool { lhs.text.isSpelled(as: rhs.text) }
  }

  private struct Storage {
    var expressions: [SourceKey: Result<ScriptExpression, ScriptDiagnostic>] = [:]
    var closures: [SourceKey: Result<ScriptClosure, ScriptDiagnostic>] = [:]
  }

  /// The source name of the shared parses, which no JSON path's description spells (it starts with a control
  /// character).
  static let sharedSourceName = "\u{1}shared"

  private let storage = Mutex(Storage())
  let maxEntries: Int

  init(maxEntries: Int = 100_000) {
    self.maxEntries = maxEntries
  }

  /// `diagnostic` as the place at `path` reports it: one about a shared parse names `path`, any other is unchanged.
  static func named(_ diagnostic: ScriptDiagnostic, at path: JSONPath) -> ScriptDiagnostic {
    guard diagnostic.sourceName == sharedSourceName else { return diagnostic }
    var named = diagnostic
    named.sourceName = path.description
    return named
  }

  /// The expression's text parsed, or why it does not parse (naming `sharedSourceName`).
  func expression(_ expression: SwiftExpression) -> Result<ScriptExpression, ScriptDiagnostic> {
    let key = SourceKey(text: expression.source)
    if let cached = storage.withLock({ $0.expressions[key] }) { return cached }
    let parsed: Result<ScriptExpression, ScriptDiagnostic>
    do {
      parsed = .success(try ScriptExpression(key.text, origin: SourceOrigin(name: Self.sharedSourceName)))
    } catch {
      parsed = .failure(error)
    }
    storage.withLock { storage in
      if storage.expressions.count >= maxEntries { storage.expressions.removeAll() }
      storage.expressions[key] = parsed
    }
    return parsed
  }

  /// The closure's text parsed (an action, a transform), or why it does not parse (naming `sharedSourceName`).
  func closure(_ expression: SwiftExpression) -> Result<ScriptClosure, ScriptDiagnostic> {
    let key = SourceKey(text: expression.source)
    if let cached = storage.withLock({ $0.closures[key] }) { return cached }
    let parsed: Result<ScriptClosure, ScriptDiagnostic>
    do {
      parsed = .success(try ScriptClosure(key.text, origin: SourceOrigin(name: Self.sharedSourceName)))
    } catch {
      parsed = .failure(error)
    }
    storage.withLock { storage in
      if storage.closures.count >= maxEntries { storage.closures.removeAll() }
      storage.closures[key] = parsed
    }
    return parsed
  }
}
