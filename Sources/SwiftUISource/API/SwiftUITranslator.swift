/// The front end's entry point: reads Swift files and translates the view code of one root into a tree
/// document with a source map.
///
///     let translator = SwiftUITranslator()
///     let result = translator.translate([SwiftSourceFile(uri: "Form.swift", text: text)], root: .automatic)
///     // result.document → TreeDecoder; result.sourceMap.span(for: path) → where a node is written
///
/// Pure and total: no I/O, and no input makes it trap; everything it cannot read or express is a diagnostic
/// with a range, and the rest is still translated.
package struct SwiftUITranslator: Sendable {
  /// The options.
  package var options: TranslationOptions

  /// Creates a translator.
  package init(options: TranslationOptions = TranslationOptions()) {
    self.options = options
  }

  /// Reads one file (no translation): its declarations and syntax errors. Reading does not depend on the
  /// options' conditions, so a parsed file can be translated again with other roots.
  package func parse(_ file: SwiftSourceFile) -> ParsedSourceFile {
    ParsedSourceFile(file, limits: options.limits)
  }

  /// Reads and translates files (several at once: a view may be declared in one and used in another).
  package func translate(_ files: [SwiftSourceFile], root: RootSelection = .automatic) -> SourceTranslation {
    translate(parsed: files.prefix(options.limits.maxFiles).map { parse($0) }, root: root)
  }

  /// Translates files read with `parse`.
  package func translate(parsed files: [ParsedSourceFile], root: RootSelection = .automatic) -> SourceTranslation {
    Translator(files: files, options: options).run(root: root)
  }

  /// Translates files read with `parse` for several roots, each result the one `translate(parsed:root:)` gives
  /// for its selection. A view root whose translation a preview's contains (`#Preview { SettingsScreen() }`
  /// beside `SettingsScreen`, a view root) is made from that preview's, not translated again.
  package func translate(parsed files: [ParsedSourceFile], roots: [RootSelection]) -> [SourceTranslation] {
    Translator.translate(roots, files: files, options: options)
  }

  /// How much of the view code of the files the translator understands, per file (in the order given):
  /// every view type, preview and previews provider is expanded (properties without values stay unset) and
  /// each view expression written in a file is counted once, resolved when a built-in or declared view.
  package func survey(parsed files: [ParsedSourceFile]) -> [TranslationStatistics] {
    Translator(files: files, options: options).survey()
  }

  /// The root candidates of the files (previews, previews providers, views with no required arguments), in
  /// file order, without translating anything.
  package func roots(parsed files: [ParsedSourceFile]) -> [RootCandidate] {
    let translator = Translator(files: files, options: options)
    return translator.rootCandidates().map(\.candidate)
  }
}
