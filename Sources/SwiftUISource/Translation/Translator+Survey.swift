/// How much of every view the files declare the translator understands, without choosing a root: the
/// measure behind the corpus test ("view expressions that resolve to known views").
extension Translator {
  /// Expands every view type (as `Name()`, its required properties left without values), every `#Preview`
  /// and every provider's `previews`, and returns each given file's statistics: each view expression
  /// written in it counted once.
  func survey() -> [TranslationStatistics] {
    let site = ViewSite(scope: rootScope, runtime: RuntimeNames())
    for source in rootCandidates() where source.candidate.kind != .view {
      expansions.restartCounts()
      _ = translateRoot(source.body)
    }
    for definition in index.typeOrder where definition.isView {
      expansions.restartCounts()
      _ = expandCustomView(
        definition, arguments: [], range: definition.declaration.nameRange,
        at: site.with(scope: Scope(parent: rootScope, file: definition.file)))
    }
    return files.indices.map { viewStatistics(file: $0) }
  }
}
