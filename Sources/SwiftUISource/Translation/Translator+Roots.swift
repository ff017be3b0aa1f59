import JSONCore
import SwiftSubset

/// Root candidates and the choice among them.
extension Translator {
  /// Every candidate in file order: `#Preview`s, `PreviewProvider`s, and views with no required arguments.
  func rootCandidates() -> [RootSource] {
    var sources: [RootSource] = []
    for located in index.previews {
      let (decl, preview) = located.value
      let file = files[located.file]
      let line = file.lines.position(at: preview.keywordRange.start).line
      let name = preview.arguments.first { $0.label == nil }?.value.literalString ?? "Preview (line \(line))"
      let candidate = RootCandidate(
        name: name, kind: .preview, span: file.lines.span(decl.range), layout: previewLayout(preview.arguments))
      sources.append(
        RootSource(
          candidate: candidate, body: .preview(preview, file: located.file), file: located.file,
          offset: decl.range.start))
    }
    for definition in index.typeOrder {
      let file = files[definition.file]
      if definition.isPreviewProvider, let property = definition.property("previews", isStatic: true),
        let getter = property.value.variable.getter
      {
        let candidate = RootCandidate(
          name: definition.name, kind: .previewProvider, span: file.lines.span(definition.range),
          layout: previewLayout(modifiersIn: getter))
        sources.append(
          RootSource(
            candidate: candidate, body: .provider(definition, getter: getter, file: property.file),
            file: definition.file, offset: definition.range.start))
      } else if definition.isView, !hasRequiredArguments(definition) {
        let candidate = RootCandidate(
          name: definition.qualifiedName, kind: .view, span: file.lines.span(definition.range))
        sources.append(
          RootSource(
            candidate: candidate, body: .view(definition), file: definition.file, offset: definition.range.start))
      }
    }
    return sources.sorted { ($0.file, $0.offset) < ($1.file, $1.offset) }
  }

  /// Whether `Name()` cannot make the view: a stored property without a default that the memberwise `init`
  /// needs, and no `init` without required parameters.
  /// Translates a root's views: a preview's statements, a provider's getter, or a view type used as `Name()`, whose
  /// own use no code wrote and is hidden.
  func translateRoot(_ body: RootSource.Body) -> [OutputItem] {
    let site = ViewSite(scope: rootScope, runtime: RuntimeNames())
    switch body {
    case .preview(let preview, let file):
      return translateStatements(preview.body, at: site.with(scope: Scope(parent: rootScope, file: file)))
    case .provider(let definition, let getter, let file):
      return translateStatements(
        getter, at: site.with(scope: Scope(parent: typeScope(definition, file: file), file: file)))
    case .view(let definition):
      expansions.hiddenUses = 1
      return expandCustomView(
        definition, arguments: [], range: definition.declaration.nameRange,
        at: site.with(scope: Scope(parent: rootScope, file: definition.file)))
    }
  }

  private func hasRequiredArguments(_ definition: TypeDefinition) -> Bool {
    if definition.initializers.contains(where: { matchArguments($0.value.function.parameters, []) != nil }) {
      return false
    }
    if !definition.initializers.isEmpty { return true }
    for property in definition.storedProperties {
      let (decl, variable) = property.value
      if variable.initializer != nil { continue }
      if decl.attributes.contains(where: { Self.providedWrappers.contains($0.name) }) {
        continue
      }
      // A plain optional `var` defaults to nil in the memberwise `init`; a `@Binding` one still needs its binding.
      if variable.isMutable, case .optional? = variable.type?.kind,
        !decl.attributes.contains(where: { $0.name == "Binding" })
      {
        continue
      }
      return true
    }
    return false
  }

  /// `traits: .fixedLayout(width: 300, height: 200)` or `.sizeThatFitsLayout` among a `#Preview`'s arguments.
  private func previewLayout(_ arguments: [Argument]) -> RootCandidate.Layout {
    for argument in arguments {
      switch argument.value.kind {
      case .implicitMember("sizeThatFitsLayout"): return .sizeThatFits
      case .call(let callee, let inner):
        if case .implicitMember("fixedLayout") = callee.kind, let size = fixedSize(inner) { return size }
      default: continue
      }
    }
    return .device
  }

  /// `.previewLayout(.sizeThatFits)` or `.previewLayout(.fixed(width:height:))` on a provider's views.
  private func previewLayout(modifiersIn statements: [Stmt]) -> RootCandidate.Layout {
    for statement in statements {
      guard case .expression(var expression) = statement.kind else { continue }
      while case .call(let callee, let arguments) = expression.kind, case .member(let inner, let name, _) = callee.kind
      {
        if name == "previewLayout", let argument = arguments.first?.value {
          if case .implicitMember("sizeThatFits") = argument.kind { return .sizeThatFits }
          if case .call(let fixed, let inner) = argument.kind, case .implicitMember("fixed") = fixed.kind,
            let size = fixedSize(inner)
          {
            return size
          }
        }
        expression = inner
      }
    }
    return .device
  }

  private func fixedSize(_ arguments: [Argument]) -> RootCandidate.Layout? {
    func value(_ label: String) -> Double? {
      guard let argument = arguments.first(where: { $0.label == label }) else { return nil }
      switch Self.numberLiteral(argument.value) {
      case .integer(let number)?: return Double(number)
      case .double(let number)?: return number
      default: return nil
      }
    }
    guard let width = value("width"), let height = value("height") else { return nil }
    return .fixed(width: width, height: height)
  }

  // MARK: - Choosing

  /// What the translation starts from.
  enum RootChoice {
    case candidate(RootSource)
    case expression(Expr, file: Int)
    case failure(String)
  }

  /// The root a selection names (see `RootSelection`).
  func choose(_ selection: RootSelection, among sources: [RootSource], expressionFile: () -> (Expr, Int)?) -> RootChoice
  {
    let names = sources.map { "'\($0.candidate.name)'" }.joined(separator: ", ")
    switch selection {
    case .automatic:
      if let preview = sources.first(where: { $0.candidate.kind != .view }) { return .candidate(preview) }
      if sources.count == 1 { return .candidate(sources[0]) }
      if sources.isEmpty {
        return .failure(
          "the files have no preview and no view without required arguments; name a root expression such as `MyView(title: \"…\")`"
        )
      }
      return .failure("the files have several root candidates and no preview; choose one of \(names)")
    case .preview(let name):
      if let preview = sources.first(where: { $0.candidate.kind != .view && $0.candidate.name == name }) {
        return .candidate(preview)
      }
      return .failure("there is no preview named '\(name)'; the candidates are \(names.isEmpty ? "none" : names)")
    case .named(let name):
      if let source = sources.first(where: { $0.candidate.name == name }) { return .candidate(source) }
      if let (expression, file) = expressionFile() { return .expression(expression, file: file) }
      return .failure(
        "'\(name)' is neither a root candidate nor an expression; the candidates are \(names.isEmpty ? "none" : names)")
    }
  }
}
