import JSONCore

/// The result of translating Swift files: a tree document (for `TreeDecoder`, which validates it), the map
/// from its JSON paths back to the source, the diagnostics, and the root candidates.
package struct SourceTranslation: Sendable {
  /// The tree document (`Schemas/view-tree.schema.json`), or nil when no root could be chosen or built
  /// (an `error` diagnostic says why).
  package var document: JSONValue?
  /// Where each view, modifier, argument, key and action of `document` comes from.
  package var sourceMap: SourceMap
  /// Syntax errors of the files, then the translation's warnings and notes, each with its range.
  package var diagnostics: [SourceDiagnostic]
  /// Every root candidate of the files, in file order.
  package var roots: [RootCandidate]
  /// The candidate translated (nil for a root expression).
  package var root: RootCandidate?
  /// How much of the view code was understood.
  package var statistics: TranslationStatistics
  /// The Swift texts of `document` the translator checked as expressions with the subset's parser (each parses):
  /// `ViewTree(json:limits:parsedExpressions:parsedClosures:)` takes them so that the decoder does not parse them
  /// again.
  package var parsedExpressions: Set<String>
  /// The Swift texts of `document` the translator checked as closures with the subset's parser (each parses).
  package var parsedClosures: Set<String>
  /// The views and conditions `document` declares, each with an id: the decoder makes room for as many ids
  /// (`ViewTree(json:limits:parsedExpressions:parsedClosures:declaredItems:)`).
  package var declaredItems: Int

  /// Creates a translation.
  package init(
    document: JSONValue?, sourceMap: SourceMap, diagnostics: [SourceDiagnostic], roots: [RootCandidate],
    root: RootCandidate?, statistics: TranslationStatistics, parsedExpressions: Set<String> = [],
    parsedClosures: Set<String> = [], declaredItems: Int = 0
  ) {
    self.document = document
    self.sourceMap = sourceMap
    self.diagnostics = diagnostics
    self.roots = roots
    self.root = root
    self.statistics = statistics
    self.parsedExpressions = parsedExpressions
    self.parsedClosures = parsedClosures
    self.declaredItems = declaredItems
  }

  /// Whether a diagnostic is an error.
  package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
