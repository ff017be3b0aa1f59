import SwiftSubset

/// Several roots of the same files translated together: a view root whose translation a preview's contains
/// (`#Preview { SettingsScreen() }` beside `struct SettingsScreen: View`) is made from the preview's.
///
/// Contract: each result is the one `run(root:)` gives for its selection (document, source map, diagnostics,
/// roots, root, statistics, the texts checked). A view root is derived only when the preview's body is one
/// statement whose whole view is the argument-free use of that view type, expanded with nothing translated or
/// reported before it and nothing reported after it (`outermostViewExpansion`), and the preview asks for no
/// layout. Then both translations run the same expansion from the same state, and differ only by its use: in the
/// view root it is the type's name and hidden, in the preview it is the call, the outermost use of every entry
/// and diagnostic of the expansion, and one more view expression. Whatever else is translated on its own.
extension Translator {
  /// Each selection's translation, previews first so that a view root can come from one of them.
  static func translate(
    _ selections: [RootSelection], files: [ParsedSourceFile], options: TranslationOptions
  ) -> [SourceTranslation] {
    var results = [SourceTranslation?](repeating: nil, count: selections.count)
    func isPreview(_ position: Int) -> Bool {
      if case .preview = selections[position] { return true }
      return false
    }
    let previewsFirst = selections.indices.filter(isPreview) + selections.indices.filter { !isPreview($0) }
    for position in previewsFirst where results[position] == nil {
      let translator = Translator(files: files, options: options)
      let translation = translator.run(root: selections[position])
      results[position] = translation
      for other in selections.indices where results[other] == nil {
        results[other] = translator.viewRoot(selections[other], inside: translation)
      }
    }
    return results.compactMap { $0 }
  }

  /// The translation of `selection` made from this translator's run, `preview`, when `selection` chooses the
  /// view root the preview's body is the use of; nil otherwise.
  func viewRoot(_ selection: RootSelection, inside preview: SourceTranslation) -> SourceTranslation? {
    guard let (definition, use, diagnosticsAfter) = outermostViewExpansion, diagnosticsAfter == diagnostics.kept.count,
      let chosen = preview.root, chosen.kind == .preview, chosen.layout == .device,
      let counted = viewExpressions[ViewExpressionKey(file: use.file, offset: use.range.start)], counted.resolved
    else { return nil }
    let sources = rootCandidates()
    guard let source = sources.first(where: { $0.candidate == chosen }),
      case .preview(let declaration, let file) = source.body, use.file == file, declaration.body.count == 1,
      Self.viewExpression(of: declaration.body[0])?.range == use.range,
      case .candidate(let viewSource) = choose(selection, among: sources, expressionFile: { nil }),
      case .view(let viewDefinition) = viewSource.body, viewDefinition === definition
    else { return nil }
    let useSpan = files[use.file].lines.span(use.range)
    let nameSpan = files[definition.file].lines.span(definition.declaration.nameRange)
    func placed(_ span: SourceSpan) -> SourceSpan { span == useSpan ? nameSpan : span }
    func inside(_ uses: [SourceSpan]) -> [SourceSpan] { uses.last == useSpan ? Array(uses.dropLast()) : uses }
    // The translation's own diagnostics follow the files' and the index's.
    let translated = preview.diagnostics.suffix(diagnostics.all.count).map { diagnostic in
      var moved = diagnostic
      moved.span = placed(diagnostic.span)
      moved.expansion = inside(diagnostic.expansion)
      return moved
    }
    // Two of the preview's diagnostics that become one would have been reported once by the view root.
    guard Set(translated).count == translated.count else { return nil }
    // The entries of one expansion share one list of uses: each list is shortened once.
    var lastUses: [SourceSpan] = []
    var lastInside: [SourceSpan] = []
    let entries = preview.sourceMap.entries.map { entry in
      if entry.expansion != lastUses {
        lastUses = entry.expansion
        lastInside = inside(entry.expansion)
      }
      return SourceMap.Entry(path: entry.path, span: placed(entry.span), expansion: lastInside)
    }
    var view = preview
    view.sourceMap = SourceMap(distinctPaths: entries)
    view.diagnostics = preview.diagnostics.dropLast(translated.count) + translated
    view.root = viewSource.candidate
    view.statistics.viewExpressions -= 1
    view.statistics.resolvedViews -= 1
    return view
  }

  /// The view expression a statement of a view builder is, when it is one.
  private static func viewExpression(of statement: Stmt) -> Expr? {
    switch statement.kind {
    case .expression(let expression), .returnStatement(let expression?): return expression
    default: return nil
    }
  }
}
