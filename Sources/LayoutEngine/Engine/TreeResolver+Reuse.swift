import JSONCore

/// Resolution reused across passes: a declared subtree the version's edits did not touch, at the same site under the
/// same `@State`, resolves to the nodes the previous pass resolved there; they are copied (renumbered) instead of
/// resolved again, so no expression is evaluated, no id or text environment computed for them.
///
/// Contract: a copy is exactly what resolving would append, in the same order (each node, the views its modifiers
/// hold in chain order, then its children; a `GeometryReader`'s content waits for its placement, as its
/// `placedContent` was), with the same side effects on the pass (its ids indexed, its layers counted, its text bytes
/// taken). Resolving a node reads its declared subtree, its site (parent, scope, text environment, stack axis, ids, the
/// modifiers inherited from a transparent parent), the `@State`, the tree's declarations and the pass's ids and
/// budgets in use; so a subtree is copied only when
/// - the caller knows the declarations changed since the previous pass only in the texts of some nodes
///   (`LiveTree.respelledNodes`), and the subtree holds none of them (its path is no prefix of theirs);
/// - the `@State` is the previous pass's to the byte, the tree-wide inputs are its, and that pass resolved no frame
///   guide override, no safe-area modifier, reported no problem at all and never ran out of text bytes;
/// - the node is a content child of a non-transparent parent with the same id as its previous one's (so its site
///   came from the same place: no section role, no inherited modifiers), at the same declared path, with the same key
///   suffix, stack axis, text environment and scope bindings, and declares no properties;
/// - none of its ids is in use in this pass yet, its nodes fit the resolved-node limit and its texts the bytes left,
///   and none of its nodes waits for a preference value (`backgroundPreferenceValue`, `overlayPreferenceValue`).
/// Only while the root is resolved (not a `GeometryReader`'s content at its placement). The layout graph then finds
/// each copy clean from its previous node without comparing contents (`LayoutGraph.markCleanNodes`).
extension TreeResolver {
  /// What the previous pass's resolution may be copied from: its resolved tree and the declared paths the version's
  /// edits may have changed (each edited node's path and its ancestors').
  struct ReusableResolution {
    /// The previous pass's nodes and their index by id, taken from its tree once (it is never mutated again), so
    /// that reading them costs no access check.
    let nodes: [ResolvedNode]
    let indexByID: [String: Int]
    let editedPaths: Set<JSONPath>

    init(previous: ResolvedTree, editedPaths: Set<JSONPath>) {
      nodes = previous.nodes
      indexByID = previous.indexByID
      self.editedPaths = editedPaths
    }
  }

  /// The index of the copy of the previous pass's resolution of `declared`, to be named `id`, at `site`; nil when it
  /// must be resolved.
  func copiedResolution(of declared: ViewNode, id: String, at site: ResolutionSite) -> Int? {
    guard let reusable, let parent = site.parent, site.hostLayer == nil, site.inherited.isEmpty,
      declared.properties.isEmpty, !resolved.nodes[parent].view.isTransparent,
      let old = reusable.indexByID[id]
    else { return nil }
    let previous = reusable.nodes
    guard let oldParent = previous[old].parent, previous[old].hostLayer == nil, previous[old].sectionRole == nil,
      !previous[oldParent].view.isTransparent, previous[oldParent].id == resolved.nodes[parent].id,
      previous[old].declaredPath == declared.path, previous[old].declaredID == declared.id,
      previous[old].keySuffix == site.ids?.keySuffix ?? "", previous[old].stackAxis == site.stackAxis,
      !reusable.editedPaths.contains(declared.path), previous[oldParent].environment == site.environment,
      LayoutGraph.sameBindings(previous[old].scope, site.scope),
      let (count, textBytes) = copyableSubtree(at: old, in: previous),
      resolved.nodes.count + count <= limits.maxResolvedNodes, textBytes <= textBytesLeft
    else { return nil }
    textBytesLeft -= textBytes
    return copy(old, from: previous, parent: parent)
  }

  /// Whether the copy of `old`'s subtree in a pass's tree, the content its `GeometryReader`s resolved left out, is
  /// what resolving it here would make: how many nodes and text bytes it holds; nil when it is not.
  private func copyableSubtree(at old: Int, in previous: [ResolvedNode]) -> (count: Int, textBytes: Int)? {
    // Read through a local (nothing is appended until the copy), without an access check per id.
    let inUse = resolved.indexByID
    var count = 0
    var textBytes = 0
    var stack = [old]
    while let node = stack.popLast() {
      guard inUse[previous[node].id] == nil else { return nil }
      count += 1
      textBytes += previous[node].textBytes
      for modifier in previous[node].modifiers {
        switch modifier.declared.kind {
        case .backgroundPreferenceValue, .overlayPreferenceValue: return nil
        default: break
        }
        if case .secondary(_, let content, _) = modifier.kind { stack += content }
      }
      if case .geometryReader = previous[node].view { continue }
      stack += previous[node].children
    }
    return (count, textBytes)
  }

  /// Appends a copy of `old`'s subtree under `parent`, in the order resolving appends its nodes; returns its index.
  /// Recursion follows the resolved tree, which `TreeLimits.maxDepth` bounds as it bounds resolving.
  private func copy(_ old: Int, from previous: [ResolvedNode], parent: Int) -> Int {
    // Copied into the tree, then changed in place: a copy held in a local would be copied again.
    let index = resolved.append(previous[old])
    resolved.nodes[index].parent = parent
    resolved.nodes[index].children = []
    let isReader: Bool
    if case .geometryReader = previous[old].view { isReader = true } else { isReader = false }
    if isReader, !previous[old].placedContent.isEmpty {
      resolved.nodes[index].pendingContent = previous[old].placedContent
      resolved.nodes[index].placedContent = []
    }
    let isHosted = previous[old].hostLayer != nil
    let isTransparent = previous[old].view.isTransparent
    graph.addNode()
    while copiedFrom.count < index { copiedFrom.append(nil) }
    copiedFrom.append(old)
    if !isHosted { resolved.nodes[parent].children.append(index) }
    if isTransparent { return copyChildren(of: old, from: previous, into: index) }
    let modifiers = previous[old].modifiers
    for position in modifiers.indices {
      guard case .secondary(let alignment, let content, let isOverlay) = modifiers[position].kind, !content.isEmpty
      else { continue }
      let copies = content.map { copy($0, from: previous, parent: index) }
      resolved.nodes[index].modifiers[position].kind = .secondary(
        alignment: alignment, content: copies, isOverlay: isOverlay)
    }
    graph.setLayerCount(modifiers.count + 1, of: index)
    return isReader ? index : copyChildren(of: old, from: previous, into: index)
  }

  private func copyChildren(of old: Int, from previous: [ResolvedNode], into index: Int) -> Int {
    for child in previous[old].children { _ = copy(child, from: previous, parent: index) }
    return index
  }

  /// The previous pass's node the node at `index` was copied from, if it was.
  func copied(_ index: Int) -> Int? {
    index < copiedFrom.count ? copiedFrom[index] : nil
  }
}
