import JSONCore

/// Writes a translation's output as the tree document's JSON, with the source map entry of every part that has an
/// anchor, each path once, in the order written.
///
/// Contract: the document's members come in a fixed order (`proposal`, the declarations' lists that are not empty,
/// `root`); an anchor in a file the writer was not given has no entry. The entries of one expansion share one list
/// of spans, and a use site's span is computed once, so the source map costs a span per use site, not per entry.
/// Bounded by what it is given: one pass over the items and values, recursing once per level they nest.
struct DocumentWriter {
  private let files: [ParsedSourceFile]
  /// The source map's entries so far, in the order written.
  private(set) var entries: [SourceMap.Entry] = []
  /// The views and conditions written so far.
  private(set) var writtenItems = 0
  /// The spans of the use sites written so far.
  private var useSpans: [SourceAnchor.Expansion: SourceSpan] = [:]
  /// The last list of uses written, with its spans.
  private var lastExpansionSpans: (uses: [SourceAnchor.Expansion], spans: [SourceSpan])?

  init(files: [ParsedSourceFile]) {
    self.files = files
  }

  /// The document: the proposal `layout` asks for, the declarations and the root.
  mutating func write(root: OutputItem, layout: RootCandidate.Layout, declarations: DocumentDeclarations) -> JSONValue {
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
        object[name] = json(value, at: memberPath.key(name))
      }
      document[member] = .object(object)
    }
    document["root"] = json(root, at: top.key("root"))
    return .object(document)
  }

  private mutating func record(_ anchor: SourceAnchor?, at path: JSONPath) {
    guard let anchor, anchor.file < files.count else { return }
    entries.append(
      SourceMap.Entry(
        path: path, span: files[anchor.file].lines.span(anchor.range), expansion: expansionSpans(anchor.expansion)))
  }
  /// The spans of an anchor's uses. The anchors written inside one expansion share its list of uses, and the
  /// tree is written in order, so the entries of one expansion share one list of spans too. A list that ends as
  /// the last one did (an expansion inside the last, beside it or around it: uses are listed innermost first)
  /// takes the spans of that end from it.
  private mutating func expansionSpans(_ uses: [SourceAnchor.Expansion]) -> [SourceSpan] {
    if uses.isEmpty { return [] }
    guard let last = lastExpansionSpans else {
      var spans: [SourceSpan] = []
      spans.reserveCapacity(uses.count)
      for use in uses { spans.append(expansionSpan(use)) }
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
  private mutating func expansionSpan(_ use: SourceAnchor.Expansion) -> SourceSpan {
    if let known = useSpans[use] { return known }
    let span = files[use.file].lines.span(use.range)
    useSpans[use] = span
    return span
  }

  private mutating func json(_ value: OutputValue, at path: JSONPath) -> JSONValue {
    switch value {
    case .json(let json, let anchor):
      record(anchor, at: path)
      return json
    case .object(let members, let anchor):
      record(anchor, at: path)
      var object = JSONObject()
      object.reserveCapacity(members.count)
      for (key, member) in members { object[key] = json(member, at: path.key(key)) }
      return .object(object)
    case .array(let elements, let anchor):
      record(anchor, at: path)
      return .array(elements.enumerated().map { json($0.element, at: path.index($0.offset)) })
    case .items(let items):
      return json(items, at: path)
    case .item(let item):
      return json(item, at: path)
    }
  }

  private mutating func json(_ item: OutputItem, at path: JSONPath) -> JSONValue {
    writtenItems += 1
    switch item {
    case .condition(let condition):
      record(condition.anchor, at: path)
      var object = JSONObject()
      object.reserveCapacity(3)
      object["if"] = json(condition.condition, at: path.key("if"))
      object["then"] = json(condition.then, at: path.key("then"))
      if let otherwise = condition.otherwise {
        object["else"] = json(otherwise, at: path.key("else"))
      }
      return .object(object)
    case .node(let node):
      record(node.anchor, at: path)
      var object = JSONObject()
      object.reserveCapacity(node.members.count + 5)
      object["view"] = .string(node.view)
      for (key, value) in node.members { object[key] = json(value, at: path.key(key)) }
      if !node.lets.isEmpty { object["let"] = json(node.lets, at: path.key("let")) }
      if !node.bindings.isEmpty { object["bindings"] = json(node.bindings, at: path.key("bindings")) }
      if !node.modifiers.isEmpty {
        let modifiersPath = path.key("modifiers")
        var modifiers: [JSONValue] = []
        modifiers.reserveCapacity(node.modifiers.count)
        for (position, modifier) in node.modifiers.enumerated() {
          let modifierPath = modifiersPath.index(position)
          record(modifier.anchor, at: modifierPath)
          var written = JSONObject()
          written[modifier.name] = json(modifier.value, at: modifierPath.key(modifier.name))
          modifiers.append(.object(written))
        }
        object["modifiers"] = .array(modifiers)
      }
      if let content = node.content {
        object["content"] = json(content, at: path.key("content"))
      }
      return .object(object)
    }
  }

  /// A view's `let` or `bindings` properties: an object of their values by name.
  private mutating func json(
    _ properties: [(name: String, value: OutputValue)], at path: JSONPath
  ) -> JSONValue {
    var object = JSONObject()
    object.reserveCapacity(properties.count)
    for (name, value) in properties { object[name] = json(value, at: path.key(name)) }
    return .object(object)
  }

  /// A list of items, each at its index under `path`.
  private mutating func json(_ items: [OutputItem], at path: JSONPath) -> JSONValue {
    var elements: [JSONValue] = []
    elements.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() { elements.append(json(item, at: path.index(offset))) }
    return .array(elements)
  }
}
