/// Evaluates parsed selectors over a pass's nodes, one boolean per node, in tree order.
///
/// Nodes are in tree order, so every parent comes before its children: ancestor facts propagate forwards in
/// one sweep and descendant facts backwards in one sweep. Recursion follows only the selector's own nesting
/// (bounded by `SelectorParser.maxNesting`), never the tree.
struct SelectorMatcher {
  private let nodes: NodeRecords
  private let parents: [Int?]
  private let isCancelled: () -> Bool
  private var steps = 0

  init(pass: LayoutPass, isCancelled: @escaping () -> Bool) {
    nodes = pass.nodes
    var indexByID: [String: Int] = [:]
    for (index, node) in pass.nodes.enumerated() { indexByID[node.id] = index }
    parents = pass.nodes.enumerated().map { index, node in
      // A parent always precedes its child; anything else would be a broken record, treated as no parent.
      node.parentID.flatMap { indexByID[$0] }.flatMap { $0 < index ? $0 : nil }
    }
    self.isCancelled = isCancelled
  }

  /// One boolean per node: whether it matches any selector of the list; nil when cancelled.
  mutating func evaluate(_ list: [SelectorSyntax.ComplexSelector]) -> [Bool]? {
    var result = [Bool](repeating: false, count: nodes.count)
    for complex in list {
      guard let matched = evaluate(complex) else { return nil }
      for index in result.indices where matched[index] { result[index] = true }
    }
    return result
  }

  private mutating func evaluate(_ complex: SelectorSyntax.ComplexSelector) -> [Bool]? {
    guard var current = evaluate(complex.first) else { return nil }
    for (combinator, compound) in complex.rest {
      guard let matched = evaluate(compound) else { return nil }
      var next = [Bool](repeating: false, count: nodes.count)
      switch combinator {
      case .child:
        for index in nodes.indices where matched[index] {
          if let parent = parents[index], current[parent] { next[index] = true }
        }
      case .descendant:
        // below[i]: some proper ancestor of i matched the chain so far.
        var below = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices {
          if let parent = parents[index] { below[index] = current[parent] || below[parent] }
          next[index] = matched[index] && below[index]
        }
      }
      current = next
      if tick(nodes.count) { return nil }
    }
    return current
  }

  private mutating func evaluate(_ compound: SelectorSyntax.CompoundSelector) -> [Bool]? {
    var result = nodes.map { node in compound.type.map { node.viewType == $0 } ?? true }
    for condition in compound.conditions {
      switch condition {
      case .id(let id):
        for index in nodes.indices where result[index] && nodes[index].id != id { result[index] = false }
      case .attribute(let attribute, let op, let value):
        for index in nodes.indices where result[index] {
          result[index] = Self.values(of: attribute, in: nodes[index]).contains { Self.compare($0, op, value) }
        }
      case .root:
        for index in nodes.indices where parents[index] != nil { result[index] = false }
      case .not(let list):
        guard let excluded = evaluate(list) else { return nil }
        for index in nodes.indices where excluded[index] { result[index] = false }
      case .has(let relatives):
        var qualifies = [Bool](repeating: false, count: nodes.count)
        for relative in relatives {
          guard let matched = evaluate([relative.selector]) else { return nil }
          switch relative.combinator {
          case .child:
            for index in nodes.indices where matched[index] {
              if let parent = parents[index] { qualifies[parent] = true }
            }
          case .descendant:
            // Backwards: a node qualifies when one of its children matched or qualifies.
            var inside = [Bool](repeating: false, count: nodes.count)
            for index in nodes.indices.reversed() where matched[index] || inside[index] {
              if let parent = parents[index] { inside[parent] = true }
            }
            for index in nodes.indices where inside[index] { qualifies[index] = true }
          }
        }
        for index in nodes.indices where !qualifies[index] { result[index] = false }
      }
      if tick(nodes.count) { return nil }
    }
    return result
  }

  /// Counts work and checks for cancellation every so often; true when cancelled.
  private mutating func tick(_ work: Int) -> Bool {
    steps += work
    guard steps >= 4096 else { return false }
    steps = 0
    return isCancelled()
  }

  private static func values(of attribute: SelectorSyntax.Attribute, in node: NodeRecord) -> [String] {
    switch attribute {
    case .id: return [node.id]
    case .view: return [node.viewType]
    case .text: return node.text.map { [$0] } ?? []
    case .modifier:
      return node.layers.compactMap { layer in
        if case .modifier(let name) = layer.kind { return name }
        return nil
      }
    case .key:
      return node.layers.compactMap { layer in layer.modifier.flatMap { preferenceKey(of: $0.kind) } }
    }
  }

  private static func preferenceKey(of kind: ModifierKind) -> String? {
    switch kind {
    case .preference(let key, _), .onPreferenceChange(let key, _), .anchorPreference(let key, _, _),
      .transformPreference(let key, _), .backgroundPreferenceValue(let key, _, _),
      .overlayPreferenceValue(let key, _, _):
      return key
    default:
      return nil
    }
  }

  private static func compare(_ actual: String, _ op: SelectorSyntax.AttributeOperator, _ value: String) -> Bool {
    switch op {
    case .exists: return true
    case .equals: return actual == value
    case .contains: return actual.contains(value)
    case .prefix: return actual.hasPrefix(value)
    case .suffix: return actual.hasSuffix(value)
    }
  }
}
