/// The diagnostics one translation reports, in the order reported, each problem once, up to
/// `SourceLimits.maxDiagnostics`, with a count of those past the limit.
///
/// Contract: `add` keeps a diagnostic only while fewer than the limit are kept and no equal one is (a view used in
/// several places reports once per place of use); past the limit it only counts, and `all` ends with a note that
/// says how many were not shown. Bounded: at most `maxDiagnostics` kept, plus the root's failure (`addPastLimit`),
/// which is added once.
struct TranslationDiagnostics {
  private let limit: Int
  /// The diagnostics kept, in the order reported.
  private(set) var kept: [SourceDiagnostic] = []
  /// How many were reported past the limit.
  private var dropped = 0

  init(limit: Int) {
    self.limit = limit
  }

  /// Keeps the diagnostic `make` makes, unless the limit is reached (then only counted, and `make` is not run) or an
  /// equal one is kept.
  mutating func add(_ make: () -> SourceDiagnostic) {
    guard kept.count < limit else {
      dropped += 1
      return
    }
    let diagnostic = make()
    // The same problem met again (a view used in several places reports once per place of use).
    if kept.contains(diagnostic) { return }
    kept.append(diagnostic)
  }

  /// Keeps a diagnostic whatever the limit: the root's failure, which says why there is no document.
  mutating func addPastLimit(_ diagnostic: SourceDiagnostic) {
    kept.append(diagnostic)
  }

  /// Forgets the diagnostics kept after the first `count` (a root's placeholder, whose warnings its error says);
  /// `count` is a `kept.count` read earlier, and nothing else removes a diagnostic, so it is at most `kept.count`.
  mutating func removeAll(after count: Int) {
    kept.removeSubrange(count...)
  }

  /// The diagnostics kept, with a note counting those past the limit.
  var all: [SourceDiagnostic] {
    guard dropped > 0, let last = kept.last else { return kept }
    return kept + [
      SourceDiagnostic(
        .note, .limit, "\(dropped) more diagnostics are not shown (the limit is \(limit))", span: last.span)
    ]
  }
}
