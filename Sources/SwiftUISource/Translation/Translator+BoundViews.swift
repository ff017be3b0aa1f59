/// Views bound to a name (`self` in a view function or computed property, `content` in a view modifier's body)
/// are translated once and may be placed several times (`background(self)`, `VStack { content; content }`): the
/// first use places the nodes themselves, each later use a copy, so that no node is placed twice or inside
/// itself (a view whose modifier holds the view itself made the document endless). Copies count against
/// `maxTreeNodes` like any view.
extension Translator {
  /// `items` as a use of bound views places them: themselves the first time, a copy after that.
  func placing(_ items: [OutputItem]) -> [OutputItem] {
    guard let first = items.lazy.compactMap(\.firstNode).first else { return items }
    if placedBoundViews.insert(ObjectIdentifier(first)).inserted { return items }
    return items.compactMap(copy)
  }

  private func copy(_ item: OutputItem) -> OutputItem? {
    switch item {
    case .node(let node): return copy(node).map(OutputItem.node)
    case .condition(var condition):
      condition.condition = copy(condition.condition)
      condition.then = condition.then.compactMap(copy)
      condition.otherwise = condition.otherwise.map { $0.compactMap(copy) }
      return .condition(condition)
    }
  }

  private func copy(_ node: OutputNode) -> OutputNode? {
    guard !reachedNodeLimit(leaving: node.view, at: node.anchor.range, file: node.anchor.file) else { return nil }
    let copied = makeNode(node.view, range: node.anchor.range, file: node.anchor.file)
    copied.anchor = node.anchor
    copied.members = node.members.map { ($0.key, copy($0.value)) }
    copied.modifiers = node.modifiers.map { OutputModifier(name: $0.name, value: copy($0.value), anchor: $0.anchor) }
    copied.content = node.content.map { $0.compactMap(copy) }
    copied.lets = node.lets.map { ($0.name, copy($0.value)) }
    copied.bindings = node.bindings.map { ($0.name, copy($0.value)) }
    return copied
  }

  private func copy(_ value: OutputValue) -> OutputValue {
    switch value {
    case .json: return value
    case .object(let members, let anchor): return .object(members.map { ($0.key, copy($0.value)) }, anchor)
    case .array(let elements, let anchor): return .array(elements.map(copy), anchor)
    case .items(let items): return .items(items.compactMap(copy))
    case .item(let item): return copy(item).map(OutputValue.item) ?? .items([])
    }
  }
}
