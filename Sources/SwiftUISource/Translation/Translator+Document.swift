import JSONCore
import SwiftSubset

/// Running a translation and writing its result: the tree document, and the source map entry of every part
/// that has an anchor.
extension Translator {
  /// Translates the chosen root.
  func run(root selection: RootSelection) -> SourceTranslation {
    let sources = rootCandidates()
    let givenFiles = files.count
    let choice = choose(selection, among: sources) {
      guard case .named(let text) = selection else { return nil }
      let file = ParsedSourceFile(SwiftSourceFile(uri: "<root>", text: text), limits: options.limits)
      guard file.diagnostics.isEmpty, file.declarations.count == 1,
        case .statement(let statement) = file.declarations[0].kind,
        case .expression(let expression) = statement.kind
      else { return nil }
      files.append(file)
      return (expression, files.count - 1)
    }
    var rootItems: [OutputItem] = []
    var chosen: RootCandidate?
    var failure: String?
    switch choice {
    case .candidate(let source):
      chosen = source.candidate
      let site = ViewSite(scope: rootScope, runtime: RuntimeNames())
      switch source.body {
      case .preview(let preview, let file):
        rootItems = translateStatements(preview.body, at: site.with(scope: Scope(parent: rootScope, file: file)))
      case .provider(let definition, let getter, let file):
        rootItems = translateStatements(
          getter, at: site.with(scope: Scope(parent: typeScope(definition, file: file), file: file)))
      case .view(let definition):
        expansions.hiddenUses = 1
        rootItems = expandCustomView(
          definition, arguments: [], range: definition.declaration.nameRange,
          at: site.with(scope: Scope(parent: rootScope, file: definition.file)))
      }
    case .expression(let expression, let file):
      let reported = diagnostics.count
      rootItems = translateView(
        expression, at: ViewSite(scope: Scope(parent: rootScope, file: file), runtime: RuntimeNames()))
      // A root whose leading name is no view the files declare or the engine lays out (`Nowhere`,
      // `Nowhere(x: 1).padding()`) names nothing: no tree, as for a missing candidate, rather than a placeholder.
      if case .named(let name) = selection,
        diagnostics[reported...].contains(where: {
          ($0.code == .undefinedName || $0.code == .unknownView) && $0.span.uri == files[file].file.uri
            && $0.span.start.offset == expression.range.start
        })
      {
        // Its placeholder's warnings are the error's, said once.
        diagnostics.removeSubrange(reported...)
        rootItems = []
        let names = sources.map { "'\($0.candidate.name)'" }.joined(separator: ", ")
        failure =
          "'\(name)' names no root candidate and no view the files declare or the inspector lays out; "
          + "the candidates are \(names.isEmpty ? "none" : names)"
      }
    case .failure(let message):
      failure = message
    }
    var document: JSONValue?
    var entries: [SourceMap.Entry] = []
    if failure == nil, rootItems.isEmpty { failure = "the root has no views the inspector can lay out" }
    if let failure {
      let span =
        files.first.map { $0.lines.span(SourceRange(start: 0, end: 0)) }
        ?? SourceSpan(
          uri: "", start: SourcePosition(offset: 0, line: 1, utf8Column: 1, utf16Column: 1),
          end: SourcePosition(offset: 0, line: 1, utf8Column: 1, utf16Column: 1))
      diagnostics.append(SourceDiagnostic(.error, .root, failure, span: span))
    } else {
      let root =
        rootItems.count == 1
        ? rootItems[0] : .node(singleNode(rootItems, range: SourceRange(start: 0, end: 0), file: 0))
      document = write(root: root, layout: chosen?.layout ?? .device, map: &entries)
    }
    let parseDiagnostics = files.prefix(givenFiles).flatMap(\.diagnostics)
    return SourceTranslation(
      document: document, sourceMap: SourceMap(distinctPaths: entries),
      diagnostics: parseDiagnostics + index.diagnostics + allDiagnostics, roots: sources.map(\.candidate), root: chosen,
      statistics: viewStatistics(), parsedExpressions: codeTexts.parsedTexts(as: .expression),
      parsedClosures: codeTexts.parsedTexts(as: .closure), declaredItems: writtenItems)
  }

  // MARK: - Writing

  private func write(root: OutputItem, layout: RootCandidate.Layout, map: inout [SourceMap.Entry]) -> JSONValue {
    var document = JSONObject()
    let top = JSONPath.root
    switch layout {
    case .device: break
    case .fixed(let width, let height):
      document["proposal"] = .object(JSONObject([("width", .double(width)), ("height", .double(height))]))
    case .sizeThatFits:
      document["proposal"] = .object(JSONObject([("width", .null), ("height", .null)]))
    }
    for (member, entries) in declarations.documentMembers where !entries.isEmpty {
      let memberPath = top.key(member)
      var object = JSONObject()
      object.reserveCapacity(entries.count)
      for (name, value) in entries {
        object[name] = json(value, at: memberPath.key(name), map: &map)
      }
      document[member] = .object(object)
    }
    document["root"] = json(root, at: top.key("root"), map: &map)
    return .object(document)
  }

  private func record(_ anchor: SourceAnchor?, at path: JSONPath, map: inout [SourceMap.Entry]) {
    guard let anchor, anchor.file < files.count else { return }
    map.append(SourceMap.Entry(path: path, span: span(anchor), expansion: expansionSpans(anchor.expansion)))
  }

  /// The spans of an anchor's uses. The anchors written inside one expansion share its list of uses, and the
  /// tree is written in order, so the entries of one expansion share one list of spans too. A list that ends as
  /// the last one did (an expansion inside the last, beside it or around it: uses are listed innermost first)
  /// takes the spans of that end from it.
  private func expansionSpans(_ uses: [SourceAnchor.Expansion]) -> [SourceSpan] {
    if uses.isEmpty { return [] }
    guard let last = lastExpansionSpans else {
      let spans = uses.map(expansionSpan)
      lastExpansionSpans = (uses, spans)
      return spans
    }
    if last.uses == uses { return last.spans }
    var shared = 0
    while shared < uses.count, shared < last.uses.count,
      uses[uses.count - 1 - shared] == last.uses[last.uses.count - 1 - shared]
    {
      shared += 1
    }
    var spans: [SourceSpan] = []
    spans.reserveCapacity(uses.count)
    for use in uses[..<(uses.count - shared)] { spans.append(expansionSpan(use)) }
    spans.append(contentsOf: last.spans[(last.spans.count - shared)...])
    lastExpansionSpans = (uses, spans)
    return spans
  }

  /// The span of a use site, computed once per translation: every part of an expanded view names the same
  /// uses.
  private func expansionSpan(_ use: SourceAnchor.Expansion) -> SourceSpan {
    if let known = useSpans[use] { return known }
    let span = files[use.file].lines.span(use.range)
    useSpans[use] = span
    return span
  }

  private func json(_ value: OutputValue, at path: JSONPath, map: inout [SourceMap.Entry]) -> JSONValue {
    switch value {
    case .json(let json, let anchor):
      record(anchor, at: path, map: &map)
      return json
    case .object(let members, let anchor):
      record(anchor, at: path, map: &map)
      var object = JSONObject()
      object.reserveCapacity(members.count)
      for (key, member) in members { object[key] = json(member, at: path.key(key), map: &map) }
      return .object(object)
    case .array(let elements, let anchor):
      record(anchor, at: path, map: &map)
      return .array(elements.enumerated().map { json($0.element, at: path.index($0.offset), map: &map) })
    case .items(let items):
      return json(items, at: path, map: &map)
    case .item(let item):
      return json(item, at: path, map: &map)
    }
  }

  private func json(_ item: OutputItem, at path: JSONPath, map: inout [SourceMap.Entry]) -> JSONValue {
    writtenItems += 1
    switch item {
    case .condition(let condition):
      record(condition.anchor, at: path, map: &map)
      var object = JSONObject()
      object.reserveCapacity(3)
      object["if"] = json(condition.condition, at: path.key("if"), map: &map)
      object["then"] = json(condition.then, at: path.key("then"), map: &map)
      if let otherwise = condition.otherwise {
        object["else"] = json(otherwise, at: path.key("else"), map: &map)
      }
      return .object(object)
    case .node(let node):
      record(node.anchor, at: path, map: &map)
      var object = JSONObject()
      object.reserveCapacity(node.members.count + 5)
      object["view"] = .string(node.view)
      for (key, value) in node.members { object[key] = json(value, at: path.key(key), map: &map) }
      if !node.lets.isEmpty { object["let"] = json(node.lets, at: path.key("let"), map: &map) }
      if !node.bindings.isEmpty { object["bindings"] = json(node.bindings, at: path.key("bindings"), map: &map) }
      if !node.modifiers.isEmpty {
        let modifiersPath = path.key("modifiers")
        var modifiers: [JSONValue] = []
        modifiers.reserveCapacity(node.modifiers.count)
        for (position, modifier) in node.modifiers.enumerated() {
          let modifierPath = modifiersPath.index(position)
          record(modifier.anchor, at: modifierPath, map: &map)
          var written = JSONObject()
          written[modifier.name] = json(modifier.value, at: modifierPath.key(modifier.name), map: &map)
          modifiers.append(.object(written))
        }
        object["modifiers"] = .array(modifiers)
      }
      if let content = node.content {
        object["content"] = json(content, at: path.key("content"), map: &map)
      }
      return .object(object)
    }
  }

  /// A view's `let` or `bindings` properties: an object of their values by name.
  private func json(
    _ properties: [(name: String, value: OutputValue)], at path: JSONPath, map: inout [SourceMap.Entry]
  ) -> JSONValue {
    var object = JSONObject()
    object.reserveCapacity(properties.count)
    for (name, value) in properties { object[name] = json(value, at: path.key(name), map: &map) }
    return .object(object)
  }

  /// A list of items, each at its index under `path`.
  private func json(_ items: [OutputItem], at path: JSONPath, map: inout [SourceMap.Entry]) -> JSONValue {
    var elements: [JSONValue] = []
    elements.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() { elements.append(json(item, at: path.index(offset), map: &map)) }
    return .array(elements)
  }
}
