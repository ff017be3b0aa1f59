import JSONCore

/// The client's edit behind a change: the latest edit between the two points that changed what the walk found
/// changed (a node's text, its modifiers, the root proposal, the environment).
extension ExplanationWalk {
  /// Adds the `edit` link for the latest edit between `span`'s points that changed `target`.
  mutating func edit(_ target: EditTarget, _ span: Span) {
    guard let before = span.before, let layout = layoutPass(at: span.after) else { return }
    let earlierLayout = layoutPass(at: before)
    for version in history.versions(between: before, and: span.after) {
      for edit in version.edits.reversed() where Self.edit(edit, changes: target, in: layout) {
        let description = Self.describe(edit)
        var detail = "\(description) in version \(version.number)"
        var node: String?
        var after: JSONValue?
        var earlier: JSONValue?
        switch edit {
        case .setText(let id, let text):
          node = id
          after = .string(text)
          if let old = earlierLayout?.node(id)?.text {
            earlier = .string(old)
            detail += " (was \(JSONSerializer.serialize(.string(old))))"
          }
        case .propose:
          after = .string(Self.describe(layout.proposal))
          if let old = earlierLayout?.proposal {
            earlier = .string(Self.describe(old))
            detail += " (was \(Self.describe(old)))"
          }
        case .setModifiers(let id, _), .replace(let id, _), .remove(let id):
          node = id
        case .insert(let parent, _, _):
          node = parent
        default:
          break
        }
        add(
          ExplanationLink(
            kind: .edit, node: node, layer: nil, point: HistoryPoint(version: version.number, pass: 0),
            detail: detail, before: earlier, after: after),
          note: .edit(description: description, version: version.number))
        return
      }
    }
  }

  /// Whether `edit` changes `target`.
  static func edit(_ edit: TreeEdit, changes target: EditTarget, in layout: LayoutPass) -> Bool {
    func touches(_ id: String, _ node: String) -> Bool {
      let ancestry = layout.ancestry(of: node)
      return ancestry.contains(id) || ancestry.map { NodeID.declaredID(of: $0) }.contains(id)
    }
    switch (edit, target) {
    case (.setText(let id, _), .text(let node)): return id == node || NodeID.declaredID(of: node) == id
    case (.replace(let id, _), .text(let node)), (.replace(let id, _), .node(let node)),
      (.setModifiers(let id, _), .node(let node)), (.remove(let id), .node(let node)):
      return touches(id, node)
    case (.insert(let parent, _, _), .node(let node)): return touches(parent, node)
    case (.propose, .proposal): return true
    // A new document can change any node, the proposal and the environment.
    case (.replaceDocument, _): return true
    case (.environment(let members), .environment(let name)):
      let key = name.hasPrefix("behaviors.") ? "behaviors" : name
      return members[key] != nil || members.isEmpty
    default: return false
    }
  }

  /// `setText #password-label "Pass:"`, `propose 200 × 763`, as the protocol's edits read.
  static func describe(_ edit: TreeEdit) -> String {
    func compact(_ value: JSONValue) -> String {
      let text = JSONSerializer.serialize(value)
      return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }
    switch edit {
    case .setText(let node, let text):
      return
        "setText #\(node) \(JSONSerializer.serialize(.string(TextExcerpt.excerpt(text))))\(TextExcerpt.lengthNote(text))"
    case .replace(let node, let view): return "replace #\(node) with \(view["view"]?.stringValue ?? "a view")"
    case .insert(let parent, let index, let view):
      return "insert \(view["view"]?.stringValue ?? "a view") into #\(parent) at \(index)"
    case .remove(let node): return "remove #\(node)"
    case .setModifiers(let node, let modifiers): return "setModifiers #\(node) \(compact(modifiers))"
    case .propose(let width, let height):
      return "propose \(ProposedLength.text(width)) × \(ProposedLength.text(height))"
    case .environment(let members): return "environment \(compact(.object(members)))"
    case .setState(let name, let value): return "setState \(name) = \(compact(value))"
    case .tap(let node): return "tap #\(node)"
    case .replaceDocument(_, let keepState): return keepState ? "replaceDocument keeping state" : "replaceDocument"
    }
  }
}
