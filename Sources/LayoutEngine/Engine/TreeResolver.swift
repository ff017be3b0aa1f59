import JSONCore
import SwiftSubset
import TextMetrics

/// Resolves the declared tree into the concrete nodes of a pass (`ResolvedTree`): chooses `if` branches, expands
/// `ForEach`, evaluates arguments through the evaluator, computes each layer's text environment, and names every
/// node (`NodeID`). A `GeometryReader`'s content and a preference-value layer's views are resolved later, when the
/// layout graph places them (their geometry and value are known then). A subtree the version's edits left untouched
/// copies the previous pass's resolution instead (`ResolutionCopies`).
///
/// Recursion follows the declared tree, which `TreeLimits.maxDepth` bounds.
final class TreeResolver {
  let tree: ViewTree
  /// The pass's environment (the caller's with the tree's overrides).
  let environment: LayoutEnvironment
  let evaluator: any ExpressionEvaluator
  let limits: TreeLimits
  /// The update loop's runtime: state, preference keys and the Swift subset; nil for plain layout.
  let runtime: PassRuntime?
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) let diagnostics: PassDiagnostics
  unowned(unsafe) let graph: LayoutGraph
  unowned(unsafe) let combiner: PreferenceCombiner
  /// Whether the resolved-node limit was reported.
  private var reportedNodeLimit = false
  /// The bytes of text the pass may still resolve (`TreeLimits.maxTextBytes`).
  @exclusivity(unchecked) var textBytesLeft: Int
  /// Whether the pass has reported running out of text bytes.
  var reportedTextLimit = false
  /// The copies of the previous pass's resolution for the subtrees the version's edits left untouched.
  let copies = ResolutionCopies()
  /// The nodes resolved (not copied), for tests that count them (`LayoutPass.resolvedCount`).
  @exclusivity(unchecked) var resolvedCount = 0

  init(
    tree: ViewTree, environment: LayoutEnvironment, evaluator: any ExpressionEvaluator, runtime: PassRuntime?,
    resolved: ResolvedTree, diagnostics: PassDiagnostics, graph: LayoutGraph, combiner: PreferenceCombiner
  ) {
    self.tree = tree
    self.environment = environment
    self.evaluator = evaluator
    self.limits = tree.limits
    self.textBytesLeft = tree.limits.maxTextBytes
    self.runtime = runtime
    self.resolved = resolved
    self.diagnostics = diagnostics
    self.graph = graph
    self.combiner = combiner
  }

  /// Resolves the declared root; returns its index.
  func resolveRoot() -> Int? {
    // A pass without a previous one to size it (`LayoutRun.run`) makes room for the declared nodes: grown by
    // appending, the index of ids would be rehashed at each doubling.
    if resolved.nodes.capacity == 0 { resolved.reserveCapacity(tree.nodePaths.count) }
    let environment = TextEnvironment(
      font: self.environment.font, lineLimit: self.environment.lineLimit)
    let site = ResolutionSite(
      parent: nil, hostLayer: nil, ids: nil, scope: .empty, environment: environment, stackAxis: nil, inherited: [])
    return resolve(tree.root, at: site)
  }

  /// Resolves a declared node and its content; returns the new node's index, or nil when the resolved-node
  /// limit is reached.
  @discardableResult
  func resolve(_ declared: ViewNode, at site: ResolutionSite) -> Int? {
    guard resolved.nodes.count < limits.maxResolvedNodes else {
      if !reportedNodeLimit {
        reportedNodeLimit = true
        diagnostics.note(
          .warning, node: site.parent, path: declared.path,
          "the resolved tree has more than \(limits.maxResolvedNodes) views (the limit maxResolvedNodes); the rest is not "
            + "laid out"
        )
      }
      return nil
    }
    let candidate = resolvedID(of: declared, in: site.ids)
    if copies.reusable != nil, let index = copies.copiedResolution(of: declared, id: candidate, at: site, in: self) {
      return index
    }
    let id = uniqueID(candidate, path: declared.path)
    resolvedCount += 1
    var reads: [InputRead] = []
    var site = site
    if !declared.properties.isEmpty {
      site.scope = bindProperties(declared.properties, in: site.scope, node: id, reads: &reads)
    }
    let budget = textBytesLeft
    let view = resolveView(declared.kind, scope: site.scope, reads: &reads, node: id)
    // Made in place: a node appended from a local is copied (a copy retains everything it holds).
    let index = resolved.append(
      claimed: ResolvedNode(
        id: id, declaredID: declared.id, keySuffix: site.ids?.keySuffix ?? "", view: view.view, modifiers: [],
        parent: site.parent, hostLayer: site.hostLayer,
        declaredPath: declared.path, scope: site.scope, environment: site.environment, stackAxis: site.stackAxis))
    resolved.nodes[index].viewReads = reads
    resolved.nodes[index].text = view.text
    resolved.nodes[index].textBytes = budget - textBytesLeft
    graph.addNode()
    if let parent = site.parent, site.hostLayer == nil { resolved.nodes[parent].children.append(index) }

    let childIDs = IDContext(resolvedParent: id, declaredParent: declared.id, keySuffix: site.ids?.keySuffix ?? "")
    if view.view.isTransparent {
      resolveTransparent(declared, index: index, site: site, childIDs: childIDs)
      return index
    }

    // Modifier layers: the declared chain, then the ones inherited from enclosing Groups/ForEach (outer).
    var chain: [(Modifier, InheritedModifier?)] = declared.modifiers.map { ($0, nil) }
    chain += site.inherited.map { ($0.modifier, $0) }
    // Environment values flow inwards: compute each layer's environment from the outermost layer.
    var layerEnvironments = Array(filledWith: site.environment, count: chain.count + 1)
    var current = site.environment
    var environmentReads: [Int: [InputRead]] = [:]
    for position in stride(from: chain.count - 1, through: 0, by: -1) {
      layerEnvironments[position + 1] = current
      var reads: [InputRead] = []
      applyTextModifier(
        chain[position].0, to: &current, scope: chain[position].1?.scope ?? site.scope, reads: &reads, node: index)
      if !reads.isEmpty { environmentReads[position] = reads }
    }
    layerEnvironments[0] = current
    resolved.nodes[index].environment = current

    var resolvedModifiers: [ResolvedModifier] = []
    for (position, (modifier, inherited)) in chain.enumerated() {
      let layer = position + 1
      let scope = inherited?.scope ?? site.scope
      var modifierReads = environmentReads[position] ?? []
      let kind = resolveModifier(
        modifier, node: index, layer: layer, scope: scope, environment: layerEnvironments[layer],
        inherited: inherited, reads: &modifierReads)
      resolvedModifiers.append(
        ResolvedModifier(
          kind: kind, declared: modifier, inheritedFrom: inherited?.ownerID, reads: modifierReads, scope: scope))
    }
    resolved.nodes[index].modifiers = resolvedModifiers
    graph.setLayerCount(resolvedModifiers.count + 1, of: index)

    // Content.
    let childAxis: Axis?
    switch view.view {
    case .hStack, .stackLayout(_, .hStack), .lazyStack(.horizontal, _, _): childAxis = .horizontal
    case .vStack, .stackLayout(_, .vStack), .lazyStack(.vertical, _, _): childAxis = .vertical
    default: childAxis = nil
    }
    if case .geometryReader = view.view {
      // Resolved when the reader is placed and its geometry is known (its proxy is in the content's scope).
      resolved.nodes[index].pendingContent = declared.content
      return index
    }
    // A Form's or List's content: the container SwiftUI's automatic control styles take into account.
    switch view.view {
    case .form, .list:
      if !current.controlStyles.isInForm { current.controlStyles.isInForm = true }
    default: break
    }
    let childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: site.scope, environment: current, stackAxis: childAxis,
      inherited: [])
    for child in declared.content { resolve(child, at: childSite) }
    return index
  }

  /// Resolves the content of a `Group`, `ForEach`, `if` or `EmptyView`, whose modifiers apply to each child.
  private func resolveTransparent(_ declared: ViewNode, index: Int, site: ResolutionSite, childIDs: IDContext) {
    let inherited =
      declared.modifiers.map {
        InheritedModifier(
          modifier: $0, ownerID: resolved.nodes[index].id, ownerDeclaredID: declared.id, scope: site.scope)
      } + site.inherited
    var childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: site.scope, environment: site.environment,
      stackAxis: site.stackAxis, inherited: inherited)
    switch declared.kind {
    case .emptyView:
      return
    case .group, .gridRow:
      for child in declared.content { resolve(child, at: childSite) }
    case .section(let header, let footer):
      resolveSection(header: header, rows: declared.content, footer: footer, index: index, site: childSite)
    case .conditional(let condition, let elseContent):
      for child in (conditionValue(condition, node: index, site: site) ? declared.content : elseContent) {
        resolve(child, at: childSite)
      }
    case .forEach(let arguments):
      for (key, element) in forEachElements(arguments, node: index, scope: site.scope) {
        childSite.scope = site.scope.binding(arguments.element, to: element)
        childSite.ids = IDContext(
          resolvedParent: NodeID.compacted(childIDs.resolvedParent + "[\(key)]"),
          declaredParent: childIDs.declaredParent, keySuffix: NodeID.suffix(childIDs.keySuffix, key: key))
        for child in declared.content { resolve(child, at: childSite) }
      }
    default:
      return
    }
  }

  /// Resolves a GeometryReader's content now that its proxy is known.
  func resolvePendingContent(of index: Int, proxy: GeometryProxy) {
    guard case .geometryReader(let name) = resolved.nodes[index].view, !resolved.nodes[index].pendingContent.isEmpty
    else { return }
    let content = resolved.nodes[index].pendingContent
    resolved.nodes[index].pendingContent = []
    resolved.nodes[index].placedContent = content
    let site = ResolutionSite(
      parent: index, hostLayer: nil,
      ids: IDContext(
        resolvedParent: resolved.nodes[index].id, declaredParent: resolved.nodes[index].declaredID,
        keySuffix: resolved.nodes[index].keySuffix),
      scope: resolved.nodes[index].scope.binding(name, to: .geometryProxy(proxy)),
      environment: resolved.nodes[index].environment,
      stackAxis: nil, inherited: [])
    let first = resolved.nodes.count
    for child in content { resolve(child, at: site) }
    graph.reuse.markCleanNodes(first..<resolved.nodes.count, in: graph)
    graph.forgetSubviews(of: ResolvedLayerIndex(node: index, layer: 0))
  }

  // MARK: - Ids

  private func resolvedID(of declared: ViewNode, in context: IDContext?) -> String {
    guard let context else { return declared.id }
    if declared.hasExplicitID { return NodeID.compacted(declared.id + context.keySuffix) }
    return NodeID.resolvedChild(
      of: declared.id, declaredParent: context.declaredParent, resolvedParent: context.resolvedParent)
      ?? NodeID.compacted(declared.id + context.keySuffix)
  }

  /// `id`, or when a node of the pass has it already, `id~n` with the first free `n`, claimed for the node resolved
  /// next (`ResolvedTree.claim(_:)`), so the resolved tree's index of ids is the set of ids in use.
  private func uniqueID(_ id: String, path: JSONPath) -> String {
    guard !resolved.claim(id) else { return id }
    var occurrence = 2
    while !resolved.claim("\(id)~\(occurrence)") { occurrence += 1 }
    let unique = "\(id)~\(occurrence)"
    diagnostics.note(
      .warning, node: nil, path: path,
      "the id \"\(id)\" occurs more than once in the resolved tree; this one is \"\(unique)\"")
    return unique
  }

  // MARK: - Views

  private func resolveView(_ kind: ViewKind, scope: EvaluationScope, reads: inout [InputRead], node: String)
    -> (view: ResolvedView, text: String?)
  {
    func number(_ argument: NumericArgument) -> Double? {
      self.number(argument, scope: scope, reads: &reads, nodeID: node)
    }
    func resolveText(_ template: TextTemplate) -> String {
      self.resolveText(template, scope: scope, reads: &reads, node: node)
    }
    switch kind {
    case .text(let template):
      let text = resolveText(template)
      return (.text(text), text)
    case .concatenatedText(let runs):
      let resolved = runs.map { ResolvedTextRun(text: resolveText($0.text), style: $0.style) }
      return (.concatenatedText(resolved), resolved.map(\.text).joined())
    case .color(let name): return (.color(name), nil)
    case .gradient(let gradient): return (.gradient(gradient), nil)
    case .shape(let shape):
      var radius = 0.0
      if case .roundedRectangle(let argument) = shape {
        radius = number(argument) ?? 0
      }
      return (.shape(shape, cornerRadius: radius), nil)
    case .spacer(let minLength):
      return (.spacer(minLength: number(minLength)), nil)
    case .divider: return (.divider, nil)
    case .image(let arguments): return (.image(arguments), nil)
    case .textField(let arguments):
      let title = resolveText(arguments.title)
      let text = resolveText(arguments.text)
      return (
        .textField(title: title, text: text, isSecure: arguments.isSecure, isRoundedBorder: arguments.isRoundedBorder),
        text.isEmpty ? title : text
      )
    case .button(let title, _):
      let text = title.map { resolveText($0) }
      return (.button(title: text), text)
    case .emptyView: return (.emptyView, nil)
    case .group: return (.group, nil)
    case .hStack(let alignment, let spacing):
      return (.hStack(alignment: alignment, spacing: number(spacing)), nil)
    case .vStack(let alignment, let spacing):
      return (.vStack(alignment: alignment, spacing: number(spacing)), nil)
    case .zStack(let alignment): return (.zStack(alignment: alignment), nil)
    case .form: return (.form, nil)
    case .list: return (.list, nil)
    case .geometryReader(let proxy): return (.geometryReader(proxy: proxy), nil)
    case .scrollView(let axes, let showsIndicators):
      return (.scrollView(axes: axes, showsIndicators: showsIndicators), nil)
    case .forEach: return (.forEach, nil)
    case .section: return (.section, nil)
    case .customLayout(let name):
      // Its explicitAlignment body may answer a frame guide (Apple's indented .leading).
      if tree.layouts[name]?.explicitAlignment != nil { resolved.hasFrameGuideOverrides = true }
      return (.customLayout(name: name), nil)
    case .conditional: return (.conditional(false), nil)
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      return (
        .grid(
          alignment: alignment, horizontalSpacing: number(horizontalSpacing), verticalSpacing: number(verticalSpacing)),
        nil
      )
    case .gridRow(let alignment): return (.gridRow(alignment: alignment), nil)
    case .viewThatFits(let axes): return (.viewThatFits(axes: axes), nil)
    case .lazyStack(let axis, let alignment, let spacing):
      return (.lazyStack(axis: axis, alignment: alignment, spacing: number(spacing)), nil)
    case .lazyGrid(let axis, let items, let alignment, let spacing):
      return (.lazyGrid(axis: axis, items: items, alignment: alignment, spacing: number(spacing)), nil)
    case .stackLayout(let name, let stack):
      switch stack {
      case .horizontal(let alignment, let spacing):
        return (.stackLayout(name: name, stack: .hStack(alignment: alignment, spacing: number(spacing))), nil)
      case .vertical(let alignment, let spacing):
        return (.stackLayout(name: name, stack: .vStack(alignment: alignment, spacing: number(spacing))), nil)
      case .depth(let alignment):
        return (.stackLayout(name: name, stack: .zStack(alignment: alignment)), nil)
      }
    case .barContainer(let name, let isTabView): return (.barContainer(name: name, isTabView: isTabView), nil)
    case .label: return (.label, nil)
    case .groupBox: return (.groupBox, nil)
    case .control(let kind):
      if case .datePicker(let date) = kind { return (.control(kind, texts: [resolveText(date)]), nil) }
      return (.control(kind, texts: []), nil)
    case .buttonLike(let name, let title):
      let text = title.map { resolveText($0) }
      return (.buttonLike(name: name, title: text), text)
    }
  }

  /// Resolves a `Section`'s header, rows and footer as its children, in that order, each marked with its role.
  /// Outside a `Form`/`List` that makes the section a `Group` of the three; inside one, `ListRowsLayout` reads the
  /// roles. In a `Form`/`List` the header and footer views get the `.footnote` font, as SwiftUI styles them.
  func resolveSection(header: [ViewNode], rows: [ViewNode], footer: [ViewNode], index: Int, site: ResolutionSite) {
    let inList = resolved.enclosingList(of: index) != nil
    for (role, views) in [(SectionRole.header, header), (.row, rows), (.footer, footer)] {
      var roleSite = site
      if inList, role != .row { roleSite.environment.font = .style(.footnote) }
      for child in views {
        guard let childIndex = resolve(child, at: roleSite) else { continue }
        resolved.nodes[childIndex].sectionRole = role
      }
    }
  }

  /// Builds a preference-value layer's views from the primary's value and makes them the layer's secondary
  /// views; the value is recorded as an input of the layer.
  func resolvePreferenceContent(_ pending: PendingPreferenceContent, node index: Int, layer: Int) {
    guard let (value, record) = combiner.preferenceValueForContent(key: pending.key, node: index, layer: layer) else {
      return
    }
    let source =
      record.map { combiner.preferences.records[$0].address }
      ?? LayerID(node: resolved.nodes[index].id, layer: layer - 1)
    graph.record(
      .preference(key: pending.key, value: value.jsonValue, from: source),
      for: ResolvedLayerIndex(node: index, layer: layer))
    let scope = pending.scope.binding(pending.parameter, to: .script(value))
    let first = resolved.nodes.count
    let content = resolveSecondary(
      pending.content.content, node: index, layer: layer, scope: scope, environment: pending.environment,
      inherited: pending.inherited)
    graph.reuse.markCleanNodes(first..<resolved.nodes.count, in: graph)
    if case .secondary(let alignment, _, let isOverlay) = resolved.nodes[index].modifiers[layer - 1].kind {
      resolved.nodes[index].modifiers[layer - 1].kind = .secondary(
        alignment: alignment, content: content, isOverlay: isOverlay)
    }
    graph.forgetSubviews(of: ResolvedLayerIndex(node: index, layer: layer))
  }
}
