import JSONCore
import SwiftSubset

/// Whether a resolved node is its previous version, as far as its own content goes: what clean marking
/// (`PassReuse.markCleanNodes`), validation (`AnswerValidation`) and copied resolutions (`ResolutionCopies`)
/// compare. Equal is not enough where a record or a value may quote what is compared: texts, ids and bound values must
/// be spelled the same too (the sign of a zero, a string's Unicode normalization), since a clean node keeps the
/// previous pass's records and answers as they were.
///
/// Never the same: a node that reads outside its subtree while sizing (a custom layout, a container-relative frame, a
/// safe-area modifier: `isNeverClean`) or waits for a preference value.
enum NodeComparison {
  /// Whether what the records of a clean node and its previous version quote of their declarations is the same: their
  /// paths and their modifiers as written (a clean node's layout-neutral modifier may have other arguments).
  static func sameRecordedDeclarations(_ node: ResolvedNode, _ earlier: ResolvedNode) -> Bool {
    guard node.declaredPath == earlier.declaredPath, node.modifiers.count == earlier.modifiers.count else {
      return false
    }
    for (modifier, before) in zip(node.modifiers, earlier.modifiers) {
      guard modifier.declared == before.declared, modifier.inheritedFrom == before.inheritedFrom else { return false }
    }
    return true
  }

  /// Whether two declared contents are the same to the bytes of their texts: the same storage, or equal and
  /// written the same (`==` on strings compares canonical equivalence, so a text in another Unicode normalization
  /// would compare equal). Equal contents spelled in ASCII only are written the same (`DeclaredASCII`); only
  /// others are compared as printed, which walks them through reflection.
  static func sameBytes(_ content: [ViewNode], _ other: [ViewNode]) -> Bool {
    if content.sharesStorage(with: other) { return true }
    guard content == other else { return false }
    if DeclaredASCII.holds(for: content) && DeclaredASCII.holds(for: other) { return true }
    return String(describing: content).isSpelled(as: String(describing: other))
  }

  /// Whether two equal declared modifiers are written the same, as `sameBytes(_:_:)` compares contents: a modifier's
  /// arguments and the views it holds (an overlay's text) may be equal in another Unicode normalization. The same
  /// storage is (a modifier of a declaration no edit touched: its kind's box and its path's steps are shared), and
  /// is told in a few instructions; printing two modifiers walks them through reflection, tens of microseconds.
  static func sameBytes(_ modifier: Modifier, _ other: Modifier) -> Bool {
    let shared = withUnsafeBytes(of: modifier) { mine in withUnsafeBytes(of: other) { mine.elementsEqual($0) } }
    if shared { return true }
    if DeclaredASCII.holds(for: modifier) && DeclaredASCII.holds(for: other) { return true }
    return String(describing: modifier).isSpelled(as: String(describing: other))
  }

  /// Whether the node at `index` of `nodes` is never clean by its own content: it reads outside its subtree while
  /// sizing (a custom layout, a container-relative frame, a safe-area modifier), as `cleanCopy` checks.
  static func isNeverClean(_ nodes: ResolvedNodes, _ index: Int) -> Bool {
    nodes.read(index) { node in
      if readsOutsideSubtree(node.view) { return true }
      for position in node.modifiers.indices {
        switch node.modifiers[position].kind {
        case .containerRelativeFrame, .ignoresSafeArea, .safeAreaInset, .safeAreaPadding: return true
        default: continue
        }
      }
      return false
    }
  }

  /// The index of the node's previous version (same id) when the node's own content is that version's: its view,
  /// environment, scope and modifiers, and the ids of its children and of the views its modifiers hold, those clean
  /// now with `clean` (its content only is compared without). Never for a node that reads outside its subtree while
  /// sizing or waits for a preference value. `nodes` are `tree`'s, read through a local. `copiedFrom`: per node, the
  /// previous node the resolver copied it from (`ResolutionCopies.copiedFrom`), when known.
  static func samePrevious(
    of index: Int, in nodes: ResolvedNodes, of tree: ResolvedTree, earlier: ResolvedNodes, previous: PassMemory,
    clean: OptionalIndexArray?, copiedFrom: OptionalIndexArray?
  ) -> Int? {
    // Each field read in place: copies of both nodes retained all they hold (about 2,400 instructions of the 2-row
    // form's one-label edit).
    guard let old = previous.resolved.indexByID[nodes[index].id], !tree.waitsForPreferenceValue(index),
      nodes[index].view == earlier[old].view, nodes[index].view.isSpelled(as: earlier[old].view),
      !Self.readsOutsideSubtree(nodes[index].view),
      nodes[index].environment == earlier[old].environment,
      nodes[index].stackAxis == earlier[old].stackAxis,
      nodes[index].isImplicitContainer == earlier[old].isImplicitContainer,
      nodes[index].hostLayer == earlier[old].hostLayer, nodes[index].sectionRole == earlier[old].sectionRole,
      nodes[index].modifiers.count == earlier[old].modifiers.count,
      Self.sameBindings(nodes[index].scope, earlier[old].scope)
    else { return nil }
    for (modifier, previousModifier) in zip(nodes[index].modifiers, earlier[old].modifiers) {
      guard
        Self.sameKind(
          modifier.kind, previousModifier.kind, in: nodes, earlier: earlier, clean: clean, copiedFrom: copiedFrom),
        Self.sameBindings(modifier.scope, previousModifier.scope)
      else { return nil }
    }
    // A GeometryReader's content is resolved when it is placed; its size never depends on it.
    if !nodes[index].isGeometryReader {
      guard
        Self.sameNodes(
          nodes[index].children, earlier[old].children, in: nodes, earlier: earlier, clean: clean,
          copiedFrom: copiedFrom)
      else {
        return nil
      }
    }
    return old
  }

  /// Whether two lists of nodes (`list` of `nodes`, `earlierList` of `earlier`) are the same ids, each clean now with
  /// `clean`. Two nodes of one resolution object (a copy and its source) have the same id, unread: at 10,000 rows
  /// reading the form's rows' ids missed the cache twice a row. So has a node the resolver copied from the other
  /// (`copiedFrom`), neither node read (both read, about 20 instructions a child of the 1,000-row form's stack).
  private static func sameNodes(
    _ list: [Int], _ earlierList: [Int], in nodes: ResolvedNodes, earlier: ResolvedNodes, clean: OptionalIndexArray?,
    copiedFrom: OptionalIndexArray?
  ) -> Bool {
    guard list.count == earlierList.count else { return false }
    // Read through the arrays: buffers taken for each list cost more than they saved where lists are short (about
    // 1.2 M instructions of the state write at 1,000 rows, which compares every node).
    for (node, before) in zip(list, earlierList) {
      guard clean.map({ $0.element(at: node) != nil }) ?? true,
        copiedFrom?.element(at: node) == before
          || nodes.read(node, { node in earlier.read(before) { node.sharesResolution(with: $0) } })
          || nodes[node].id == earlier[before].id
      else { return false }
    }
    return true
  }

  /// Whether two resolved modifier kinds lay out the same: equal, with the views they hold the same nodes, clean now
  /// with `clean`; never for the modifiers that read outside their subtree while sizing.
  private static func sameKind(
    _ kind: ResolvedModifierKind, _ earlierKind: ResolvedModifierKind, in nodes: ResolvedNodes,
    earlier: ResolvedNodes, clean: OptionalIndexArray?, copiedFrom: OptionalIndexArray?
  ) -> Bool {
    switch (kind, earlierKind) {
    case (.secondary(let alignment, let content, let isOverlay), .secondary(let before, let held, let wasOverlay)):
      return alignment == before && isOverlay == wasOverlay
        && Self.sameNodes(content, held, in: nodes, earlier: earlier, clean: clean, copiedFrom: copiedFrom)
    case (.containerRelativeFrame, _), (.ignoresSafeArea, _), (.safeAreaInset, _), (.safeAreaPadding, _):
      return false
    default:
      return kind == earlierKind
    }
  }

  /// Whether a view's algorithm reads outside its subtree while sizing (a custom layout's body, its budget and the
  /// custom layouts around it).
  static func readsOutsideSubtree(_ view: ResolvedView) -> Bool {
    if case .customLayout = view { return true }
    return false
  }

  /// Whether two scopes bind the same names to the same values, spelled the same, innermost first.
  static func sameBindings(_ scope: EvaluationScope, _ other: EvaluationScope) -> Bool {
    var left: EvaluationScope? = scope
    var right: EvaluationScope? = other
    while let l = left, let r = right {
      if l === r { return true }
      guard l.name == r.name, l.value == r.value, sameSpelling(l.value, r.value) else { return false }
      left = l.parent
      right = r.parent
    }
    return left == nil && right == nil
  }

  /// Whether two equal scope values are spelled the same too: `==` tells neither the sign of a zero nor a string's
  /// Unicode normalization apart, and the views bound to a value may record it as it is spelled (a preference written
  /// from a `backgroundPreferenceValue`'s value, a `ForEach` element in an id or a text).
  private static func sameSpelling(_ value: ScopeValue, _ other: ScopeValue) -> Bool {
    switch (value, other) {
    case (.value(let json), .value(let otherJSON)): return json.isSpelled(as: otherJSON)
    case (.script(let script), .script(let otherScript)): return sameSpelling(script, otherScript)
    default: return true
    }
  }

  /// Whether two equal Swift-subset values are spelled the same (scalars compared directly, the rest as printed).
  private static func sameSpelling(_ value: Value, _ other: Value) -> Bool {
    switch (value, other) {
    case (.void, _), (.bool, _), (.int, _), (.none, _): return true
    case (.double(let number), .double(let otherNumber)), (.cgFloat(let number), .cgFloat(let otherNumber)):
      return number.sign == otherNumber.sign
    case (.string(let text), .string(let otherText)): return text.isSpelled(as: otherText)
    default: return String(describing: value).isSpelled(as: String(describing: other))
    }
  }
}
