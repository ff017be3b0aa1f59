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
  private let tree: ViewTree
  /// The pass's environment (the caller's with the tree's overrides).
  private let environment: LayoutEnvironment
  private let evaluator: any ExpressionEvaluator
  let limits: TreeLimits
  /// The update loop's runtime: state, preference keys and the Swift subset; nil for plain layout.
  private let runtime: PassRuntime?
  unowned(unsafe) let resolved: ResolvedTree
  unowned(unsafe) private let diagnostics: PassDiagnostics
  unowned(unsafe) let graph: LayoutGraph
  unowned(unsafe) private let combiner: PreferenceCombiner
  /// Whether the resolved-node limit was reported.
  private var reportedNodeLimit = false
  /// The bytes of text the pass may still resolve (`TreeLimits.maxTextBytes`).
  @exclusivity(unchecked) var textBytesLeft: Int
  /// Whether the pass has reported running out of text bytes.
  private(set) var reportedTextLimit = false
  /// The copies of the previous pass's resolution for the subtrees the version's edits left untouched.
  let copies = ResolutionCopies()
  /// The nodes resolved (not copied), for tests that count them (`LayoutPass.resolvedCount`).
  @exclusivity(unchecked) private(set) var resolvedCount = 0

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
  private func resolve(_ declared: ViewNode, at site: ResolutionSite) -> Int? {
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
    // The scope, not a copy of the whole site (which retained and released all it holds, at every node).
    let scope =
      declared.properties.isEmpty
      ? site.scope : bindProperties(declared.properties, in: site.scope, node: id, reads: &reads)
    let budget = textBytesLeft
    let view = resolveView(declared.kind, scope: scope, reads: &reads, node: id)
    // Made in place: a node appended from a local is copied (a copy retains everything it holds).
    let index = resolved.append(
      claimed: ResolvedNode(
        id: id, declaredID: declared.id, keySuffix: site.ids?.keySuffix ?? "", view: view.view, modifiers: [],
        parent: site.parent, hostLayer: site.hostLayer,
        declaredPath: declared.path, scope: scope, environment: site.environment, stackAxis: site.stackAxis,
        viewReads: reads, text: view.text, textBytes: budget - textBytesLeft))
    graph.addNode()
    if let parent = site.parent, site.hostLayer == nil { resolved.nodes[parent].children.append(index) }

    let childIDs = IDContext(resolvedParent: id, declaredParent: declared.id, keySuffix: site.ids?.keySuffix ?? "")
    if view.view.isTransparent {
      resolveTransparent(declared, index: index, site: site, scope: scope, childIDs: childIDs)
      return index
    }

    // Modifier layers: the declared chain, then the ones inherited from enclosing Groups/ForEach (outer), each read
    // by its position in the two lists: a list of (modifier, inheritance) pairs made for the node copied every
    // modifier into it and again at each read.
    let modifiers = declared.modifiers
    let inheritedModifiers = site.inherited
    let chainCount = modifiers.count + inheritedModifiers.count
    // Environment values flow inwards: compute each modifier layer's environment from the outermost layer, by the
    // modifier's position in the chain. A node without modifiers has none to keep: an array made for every node was
    // 3,000 allocations a pass of the 1,000-row form for nothing.
    var layerEnvironments: [TextEnvironment] = []
    if chainCount > 0 { layerEnvironments = Array(filledWith: site.environment, count: chainCount) }
    var current = site.environment
    var environmentReads: [Int: [InputRead]] = [:]
    for position in stride(from: chainCount - 1, through: 0, by: -1) {
      layerEnvironments[position] = current
      var reads: [InputRead] = []
      if position < modifiers.count {
        applyTextModifier(modifiers[position], to: &current, scope: scope, reads: &reads, node: index)
      } else {
        let inherited = inheritedModifiers[position - modifiers.count]
        applyTextModifier(inherited.modifier, to: &current, scope: inherited.scope, reads: &reads, node: index)
      }
      if !reads.isEmpty { environmentReads[position] = reads }
    }
    resolved.nodes[index].environment = current

    var resolvedModifiers: [ResolvedModifier] = []
    resolvedModifiers.reserveCapacity(chainCount)
    for position in 0..<chainCount {
      let inherited = position < modifiers.count ? nil : inheritedModifiers[position - modifiers.count]
      let modifier = inherited?.modifier ?? modifiers[position]
      let modifierScope = inherited?.scope ?? scope
      var modifierReads = environmentReads[position] ?? []
      let kind = resolveModifier(
        modifier, node: index, layer: position + 1, scope: modifierScope, environment: layerEnvironments[position],
        inherited: inherited, reads: &modifierReads)
      resolvedModifiers.append(
        ResolvedModifier(
          kind: kind, declared: modifier, inheritedFrom: inherited?.ownerID, reads: modifierReads,
          scope: modifierScope))
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
      resolved.nodes[index].pendingContent = declared.content.array
      return index
    }
    // A Form's or List's content: the container SwiftUI's automatic control styles take into account.
    switch view.view {
    case .form, .list:
      if !current.controlStyles.isInForm { current.controlStyles.isInForm = true }
    default: break
    }
    let childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: scope, environment: current, stackAxis: childAxis,
      inherited: [])
    let content = declared.content
    var position = 0
    while position < content.count {
      // A run of children the previous pass copied whole, copied again as one block (a text edit's untouched rows).
      if copies.reusable != nil {
        let copied = copies.copiedRun(of: content, from: position, parent: index, at: childSite, in: self)
        if copied > 0 {
          position += copied
          continue
        }
      }
      resolve(content[position], at: childSite)
      position += 1
    }
    return index
  }

  /// Resolves the content of a `Group`, `ForEach`, `if` or `EmptyView`, whose modifiers apply to each child.
  private func resolveTransparent(
    _ declared: ViewNode, index: Int, site: ResolutionSite, scope: EvaluationScope, childIDs: IDContext
  ) {
    let inherited =
      declared.modifiers.map {
        InheritedModifier(modifier: $0, ownerID: resolved.id(of: index), ownerDeclaredID: declared.id, scope: scope)
      } + site.inherited
    var childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: scope, environment: site.environment,
      stackAxis: site.stackAxis, inherited: inherited)
    switch declared.kind {
    case .emptyView:
      return
    case .group, .gridRow:
      for child in declared.content { resolve(child, at: childSite) }
    case .section(let header, let footer):
      resolveSection(header: header, rows: declared.content.array, footer: footer, index: index, site: childSite)
    case .conditional(let condition, let elseContent):
      if conditionValue(condition, node: index, scope: scope) {
        for child in declared.content { resolve(child, at: childSite) }
      } else {
        for child in elseContent { resolve(child, at: childSite) }
      }
    case .forEach(let arguments):
      for (key, element) in forEachElements(arguments, node: index, scope: scope) {
        childSite.scope = scope.binding(arguments.element, to: element)
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
    guard case .geometryReader(let name) = resolved.view(of: index), !resolved.pendingContent(of: index).isEmpty
    else { return }
    let content = resolved.beginResolvingContent(of: index)
    let site = ResolutionSite(
      parent: index, hostLayer: nil,
      ids: IDContext(
        resolvedParent: resolved.id(of: index), declaredParent: resolved.declaredID(of: index),
        keySuffix: resolved.keySuffix(of: index)),
      scope: resolved.scope(of: index).binding(name, to: .geometryProxy(proxy)),
      environment: resolved.environment(of: index),
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
  private func resolveSection(
    header: [ViewNode], rows: [ViewNode], footer: [ViewNode], index: Int, site: ResolutionSite
  ) {
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
      ?? LayerID(node: resolved.id(of: index), layer: layer - 1)
    graph.record(
      .preference(key: pending.key, value: value.jsonValue, from: source),
      for: ResolvedLayerIndex(node: index, layer: layer))
    let scope = pending.scope.binding(pending.parameter, to: .script(value))
    let first = resolved.nodes.count
    let content = resolveSecondary(
      pending.content.content, node: index, layer: layer, scope: scope, environment: pending.environment,
      inherited: pending.inherited)
    graph.reuse.markCleanNodes(first..<resolved.nodes.count, in: graph)
    if case .secondary(let alignment, _, let isOverlay) = resolved.modifierKind(of: index, at: layer - 1) {
      resolved.nodes[index].modifiers[layer - 1].kind = .secondary(
        alignment: alignment, content: content, isOverlay: isOverlay)
    }
    graph.forgetSubviews(of: ResolvedLayerIndex(node: index, layer: layer))
  }
}

// MARK: - Modifiers

/// Modifiers in the resolved tree: arguments evaluated, frames normalised as SwiftUI does, the views they hold
/// resolved.
extension TreeResolver {
  /// Resolves one modifier of node `index` at `layer`: evaluates its arguments, normalises frames as SwiftUI
  /// does (with SwiftUI's warnings), and resolves the views it holds.
  private func resolveModifier(
    _ modifier: Modifier, node index: Int, layer: Int, scope: EvaluationScope, environment: TextEnvironment,
    inherited: InheritedModifier?, reads: inout [InputRead]
  ) -> ResolvedModifierKind {
    func value(_ argument: NumericArgument) -> Double? {
      number(argument, scope: scope, reads: &reads, node: index)
    }
    /// `padding`'s and `safeAreaPadding`'s edges: a missing or non-finite length is the environment's default
    /// padding, recorded as a read of it.
    func insets(
      _ top: NumericArgument, _ leading: NumericArgument, _ bottom: NumericArgument, _ trailing: NumericArgument
    ) -> EdgeInsets {
      var usedDefault = false
      func inset(_ argument: NumericArgument) -> Double {
        guard let length = value(argument), length.isFinite else {
          usedDefault = true
          return self.environment.defaultPadding
        }
        return length
      }
      let insets = EdgeInsets(
        top: inset(top), leading: inset(leading), bottom: inset(bottom), trailing: inset(trailing))
      if usedDefault {
        reads.append(.environment(name: "defaultPadding", value: LayoutNumber.format(self.environment.defaultPadding)))
      }
      return insets
    }
    switch modifier.kind {
    case .frame(let widthArgument, let heightArgument, let alignment):
      var width = value(widthArgument)
      var height = value(heightArgument)
      // From v2 a negative or non-finite dimension is dropped with a runtime warning (§5.1.3).
      if self.environment.semantics >= .v2 {
        let invalid: (Double?) -> Bool = { $0.map { $0 < 0 || !$0.isFinite } ?? false }
        if invalid(width) || invalid(height) {
          diagnostics.note(
            .warning, node: index, path: modifier.path, "Invalid frame dimension (negative or non-finite).")
          if invalid(width) { width = nil }
          if invalid(height) { height = nil }
        }
      }
      return .frame(width: width, height: height, alignment: alignment)

    case .flexFrame(let arguments):
      return .flexFrame(
        normalisedFlexFrame(
          minWidth: value(arguments.minWidth), idealWidth: value(arguments.idealWidth),
          maxWidth: value(arguments.maxWidth), minHeight: value(arguments.minHeight),
          idealHeight: value(arguments.idealHeight), maxHeight: value(arguments.maxHeight),
          alignment: arguments.alignment, node: index, path: modifier.path))

    case .padding(let top, let leading, let bottom, let trailing):
      return .padding(insets(top, leading, bottom, trailing))

    case .background(let content), .overlay(let content):
      let isOverlay: Bool
      if case .overlay = modifier.kind { isOverlay = true } else { isOverlay = false }
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: scope, environment: environment, inherited: inherited)
      return .secondary(alignment: content.alignment, content: nodesOfContent, isOverlay: isOverlay)

    case .backgroundPreferenceValue(let key, let parameter, let content),
      .overlayPreferenceValue(let key, let parameter, let content):
      let isOverlay: Bool
      if case .overlayPreferenceValue = modifier.kind { isOverlay = true } else { isOverlay = false }
      if runtime != nil {
        // The views are built from the primary's value, known once the primary is placed (`place`).
        resolved.setPendingPreferenceContent(
          PendingPreferenceContent(
            key: key, parameter: parameter, content: content, scope: scope, environment: environment,
            inherited: inherited),
          layer: layer, of: index)
        return .secondary(alignment: content.alignment, content: [], isOverlay: isOverlay)
      }
      let contentScope = scope.binding(parameter, to: .preferenceValue(key: key, node: resolved.id(of: index)))
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: contentScope, environment: environment,
        inherited: inherited)
      return .secondary(alignment: content.alignment, content: nodesOfContent, isOverlay: isOverlay)

    case .fixedSize(let horizontal, let vertical):
      return .fixedSize(horizontal: horizontal, vertical: vertical)

    case .layoutPriority(let argument):
      let priority = value(argument) ?? 0
      guard priority.isFinite else {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "layoutPriority \(LayoutNumber.format(priority)) is not finite; using 0")
        return .layoutPriority(0)
      }
      return .layoutPriority(priority)

    case .offset(let x, let y):
      return .offset(
        x: finite(value(x), node: index, modifier: modifier), y: finite(value(y), node: index, modifier: modifier))

    case .position(let x, let y):
      return .position(
        x: finite(value(x), node: index, modifier: modifier), y: finite(value(y), node: index, modifier: modifier))

    case .coordinateSpace(let name):
      return .coordinateSpace(name: name)

    case .alignmentGuide(let key, let argument, let parameter):
      if key.combination == .none { resolved.hasFrameGuideOverrides = true }
      return .alignmentGuide(key, value: argument, parameter: parameter)

    case .aspectRatio(let ratioArgument, let fills):
      var ratio = value(ratioArgument)
      if let given = ratio, !(given.isFinite && given > 0) {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "aspectRatio \(LayoutNumber.format(given)) is not a positive finite ratio; using the view's own")
        ratio = nil
      }
      return .aspectRatio(ratio, fills: fills)

    case .scaledTo(let fills):
      return .aspectRatio(nil, fills: fills)

    case .layoutValue(let key, let argument):
      switch argument {
      case .literal(let json): return .layoutValue(key: key, value: json)
      case .expression(let expression):
        let json = evaluate(expression, scope: scope, reads: &reads, node: index) ?? .null
        return .layoutValue(key: key, value: json)
      }

    case .gridCellColumns(let argument):
      let columns = value(argument) ?? 1
      guard columns.isFinite, columns >= 1, columns <= 1_000 else {
        diagnostics.note(
          .warning, node: index, path: modifier.path,
          "gridCellColumns \(LayoutNumber.format(columns)) is not a column count from 1 to 1000; using 1")
        return .layoutValue(key: LayoutValueKeys.gridCellColumns, value: .integer(1))
      }
      return .layoutValue(key: LayoutValueKeys.gridCellColumns, value: .integer(Int64(columns.rounded(.down))))

    case .listRowInsets(let top, let leading, let bottom, let trailing):
      if case .unspecified = top, case .unspecified = leading, case .unspecified = bottom,
        case .unspecified = trailing
      {
        return .layoutValue(key: LayoutValueKeys.listRowInsets, value: .null)
      }
      func edge(_ argument: NumericArgument) -> JSONValue {
        .double(finite(value(argument), node: index, modifier: modifier))
      }
      let insets: JSONObject = [
        "top": edge(top), "leading": edge(leading), "bottom": edge(bottom), "trailing": edge(trailing),
      ]
      return .layoutValue(key: LayoutValueKeys.listRowInsets, value: .object(insets))

    case .gridColumnAlignment(let alignment):
      return .layoutValue(
        key: LayoutValueKeys.gridColumnAlignment, value: .string(alignment.description.droppingLeadingDot()))

    case .gridCellUnsizedAxes(let axes):
      return .layoutValue(key: LayoutValueKeys.gridCellUnsizedAxes, value: LayoutValueKeys.json(axes))

    case .ignoresSafeArea(let regions, let edges, _):
      return .ignoresSafeArea(regions: regions, edges: edges)

    case .safeAreaPadding(let top, let leading, let bottom, let trailing):
      resolved.hasSafeAreaModifiers = true
      return .safeAreaPadding(insets(top, leading, bottom, trailing))

    case .safeAreaInset(let edge, let spacingArgument, let content):
      resolved.hasSafeAreaModifiers = true
      let nodesOfContent = resolveSecondary(
        content.content, node: index, layer: layer, scope: scope, environment: environment, inherited: inherited)
      let key: AlignmentKey =
        edge == .top || edge == .bottom
        ? .horizontal(content.alignment.horizontal) : .vertical(content.alignment.vertical)
      let spacing = value(spacingArgument).map { finite($0, node: index, modifier: modifier) }
      return .safeAreaInset(edge: edge, alignment: key, spacing: spacing, content: nodesOfContent)

    case .containerRelativeFrame(let axes, let countArgument, let spanArgument, let spacingArgument, let alignment):
      func whole(_ argument: NumericArgument, _ name: String) -> Int {
        let number = value(argument) ?? 1
        guard number.isFinite, number >= 1, number <= 1_000 else {
          diagnostics.note(
            .warning, node: index, path: modifier.path,
            "containerRelativeFrame \(name) \(LayoutNumber.format(number)) is not a whole number from 1 to 1000; using 1"
          )
          return 1
        }
        return Int(number.rounded(.down))
      }
      return .containerRelativeFrame(
        axes: axes, count: whole(countArgument, "count"), span: whole(spanArgument, "span"),
        spacing: finite(value(spacingArgument), node: index, modifier: modifier), alignment: alignment)

    case .scaleEffect(let x, let y, let anchor):
      return .renderTransform(
        .scale(
          x: finite(value(x) ?? 1, node: index, modifier: modifier),
          y: finite(value(y) ?? 1, node: index, modifier: modifier), anchor: anchor))

    case .rotationEffect(let degrees, let anchor):
      return .renderTransform(
        .rotation(degrees: finite(value(degrees), node: index, modifier: modifier), anchor: anchor))

    case .layoutNeutral(let name, let arguments)
    where name == "navigationTitle" || name == "navigationBarTitle" || name.hasSuffix("TitleDisplayMode"):
      // Layout-neutral for the view itself; the navigation container around it reads the title and its mode.
      let isTitle = !name.hasSuffix("TitleDisplayMode")
      let written = arguments.first?.value ?? .null
      let mode = written.stringValue.map { String($0.drop { $0 == "." }) } ?? "automatic"
      return .layoutValue(
        key: isTitle ? LayoutValueKeys.navigationTitle : LayoutValueKeys.navigationTitleDisplayMode,
        value: isTitle ? written : .string(mode))

    case .font, .lineLimit, .preference, .onPreferenceChange, .anchorPreference, .transformPreference, .onChange,
      .controlStyle, .layoutNeutral, .bold, .italic, .fontWeight, .fontDesign, .monospacedDigit, .kerning, .tracking,
      .textCase,
      .lineSpacing, .truncationMode, .minimumScaleFactor, .allowsTightening, .multilineTextAlignment:
      return .passThrough
    }
  }

  private func finite(_ value: Double?, node: Int, modifier: Modifier) -> Double {
    guard let value else { return 0 }
    guard value.isFinite else {
      diagnostics.note(
        .warning, node: node, path: modifier.path,
        "\(modifier.name) value \(LayoutNumber.format(value)) is not finite; using 0")
      return 0
    }
    return value
  }

  /// Resolves the views a modifier holds, as children of `node` hosted by `layer`.
  private func resolveSecondary(
    _ content: [ViewNode], node index: Int, layer: Int, scope: EvaluationScope, environment: TextEnvironment,
    inherited: InheritedModifier?
  ) -> [Int] {
    var resolvedParent = resolved.id(of: index)
    var declaredParent = resolved.declaredID(of: index)
    if let inherited {
      // Content of a modifier applied from a Group/ForEach hangs under the child, named after the owner.
      let ownerComponent =
        inherited.ownerDeclaredID.split(separator: "/").last.map(String.init) ?? inherited.ownerDeclaredID
      resolvedParent = NodeID.child(of: resolvedParent, component: ownerComponent)
      declaredParent = inherited.ownerDeclaredID
    }
    let site = ResolutionSite(
      parent: index, hostLayer: layer,
      ids: IDContext(
        resolvedParent: resolvedParent, declaredParent: declaredParent, keySuffix: resolved.keySuffix(of: index)),
      scope: scope, environment: environment, stackAxis: nil, inherited: [])
    var result: [Int] = []
    for child in content {
      if let childIndex = resolve(child, at: site) { result.append(childIndex) }
    }
    return result
  }

  /// SwiftUI's flexible-frame normalisation (`swiftui-semantics.md` §5.2.1, verified against the real binary
  /// by OpenSwiftUI's dual tests): min < 0 → 0, ideal raised to min, max raised to ideal; contradictory
  /// or invalid input logs SwiftUI's warnings.
  private func normalisedFlexFrame(
    minWidth: Double?, idealWidth: Double?, maxWidth: Double?, minHeight: Double?, idealHeight: Double?,
    maxHeight: Double?, alignment: Alignment, node: Int, path: JSONPath
  ) -> FlexFrameValues {
    func nondecreasing(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
      let low = min ?? -.infinity
      let middle = ideal ?? low
      let high = max ?? middle
      return low <= middle && middle <= high
    }
    if !nondecreasing(minWidth, idealWidth, maxWidth) || !nondecreasing(minHeight, idealHeight, maxHeight) {
      diagnostics.note(.warning, node: node, path: path, "Contradictory frame constraints specified.")
    }
    func invalid(_ min: Double?, _ ideal: Double?, _ max: Double?) -> Bool {
      let low = min ?? 0
      return low > (ideal ?? max ?? .infinity) || (ideal ?? 0) > (max ?? .infinity) || low.isInfinite || low.isNaN
    }
    if environment.semantics >= .v2,
      invalid(minWidth, idealWidth, maxWidth) || invalid(minHeight, idealHeight, maxHeight)
    {
      diagnostics.note(.warning, node: node, path: path, "Invalid frame dimension (negative or non-finite).")
    }
    // `Swift.max(a, b)` returns `a` when `b >= a` is false, so a NaN minimum stays NaN, as in SwiftUI.
    let minW = minWidth.map { Swift.max($0, 0) }
    let idealW = idealWidth.map { Swift.max(minW ?? 0, $0) }
    let maxW = maxWidth.map { Swift.max(idealW ?? 0, $0) }
    let minH = minHeight.map { Swift.max($0, 0) }
    let idealH = idealHeight.map { Swift.max(minH ?? 0, $0) }
    let maxH = maxHeight.map { Swift.max(idealH ?? 0, $0) }
    return FlexFrameValues(
      minWidth: minW, idealWidth: idealW, maxWidth: maxW, minHeight: minH, idealHeight: idealH, maxHeight: maxH,
      alignment: alignment)
  }
}

// MARK: - Text modifiers

extension TreeResolver {
  /// Applies a modifier that sets the inherited environment (the font, the line limit, the text modifiers that
  /// reach the measurer and the control styles) to the environment of the layers inside it; other modifiers
  /// change nothing. Numbers
  /// are evaluated in `scope`, their reads recorded in `reads`.
  private func applyTextModifier(
    _ modifier: Modifier, to environment: inout TextEnvironment, scope: EvaluationScope, reads: inout [InputRead],
    node: Int
  ) {
    func value(_ argument: NumericArgument) -> Double? {
      number(argument, scope: scope, reads: &reads, node: node).flatMap { $0.isFinite ? $0 : nil }
    }
    switch modifier.kind {
    case .font(let font): environment.font = font
    case .lineLimit(let limit, let reservesSpace):
      environment.lineLimit = limit
      environment.attributes.reservedLines = reservesSpace ? limit : nil
    case .bold(let isActive): if isActive { environment.font.weight = .bold }
    case .italic(let isActive): environment.font.isItalic = isActive
    case .fontWeight(let weight): if let weight { environment.font.weight = weight }
    case .fontDesign(let design): if let design { environment.font.design = design }
    case .monospacedDigit: environment.font.hasMonospacedDigits = true
    case .kerning(let argument), .tracking(let argument):
      environment.attributes.tracking = value(argument) ?? 0
    case .textCase(let textCase): environment.textCase = textCase
    case .lineSpacing(let argument): environment.attributes.lineSpacing = value(argument) ?? 0
    case .truncationMode(let mode): environment.attributes.truncationMode = mode
    case .minimumScaleFactor(let argument):
      environment.attributes.minimumScaleFactor = value(argument).map { Swift.min(1, Swift.max(0.01, $0)) } ?? 1
    case .allowsTightening(let isAllowed): environment.attributes.allowsTightening = isAllowed
    case .multilineTextAlignment(let alignment): environment.multilineTextAlignment = alignment
    case .controlStyle(let modifier, let style):
      switch modifier {
      case "buttonStyle": environment.controlStyles.buttonStyle = style
      case "labelStyle": environment.controlStyles.labelStyle = style
      case "listStyle": environment.controlStyles.listStyle = style
      case "formStyle": environment.controlStyles.formStyle = style
      case "toggleStyle": environment.controlStyles.toggleStyle = style
      case "pickerStyle": environment.controlStyles.pickerStyle = style
      case "progressViewStyle": environment.controlStyles.progressViewStyle = style
      case "datePickerStyle": environment.controlStyles.datePickerStyle = style
      case "labelsHidden": environment.controlStyles.labelsHidden = true
      case "imageScale": environment.controlStyles.imageScale = style
      case "controlSize": environment.controlStyles.controlSize = style
      default: break
      }
    default: break
    }
  }
}

// MARK: - Evaluation

/// Expressions in the resolved tree: text interpolations, numeric arguments, `let` and `@Binding` properties, `if`
/// conditions and `ForEach` data, each evaluated through the pass's evaluator with its reads recorded and its
/// failures reported.
extension TreeResolver {
  /// The text of a template with its interpolations evaluated; an interpolation that cannot be evaluated
  /// is shown as written. The text is cut where the pass's text bytes run out (`TreeLimits.maxTextBytes`).
  private func resolveText(_ template: TextTemplate, scope: EvaluationScope, reads: inout [InputRead], node: String?)
    -> String
  {
    var text = ""
    for segment in template.segments {
      // Once the pass's text bytes are spent, later texts are empty and their interpolations are not evaluated.
      guard textBytesLeft > 0 else { break }
      let part: String
      switch segment {
      case .literal(let run):
        part = run
      case .interpolation(let expression):
        if let evaluation = evaluation(expression, scope: scope, reads: &reads, nodeID: node, describing: true),
          let value = evaluation.value
        {
          part = evaluation.interpolation ?? Self.interpolated(value)
        } else {
          part = "\\(\(expression.source))"
        }
      }
      guard part.utf8.count <= textBytesLeft else {
        text += TextExcerpt.prefix(part, maxBytes: textBytesLeft)
        textBytesLeft = 0
        if !reportedTextLimit {
          reportedTextLimit = true
          diagnostics.append(
            LayoutDiagnostic(
              .warning, node: node, path: nil,
              "the pass reached its limit of \(limits.maxTextBytes) bytes of text (maxTextBytes): this text is cut "
                + "to its first \(text.utf8.count) bytes, and the texts after it are empty"))
        }
        return text
      }
      textBytesLeft -= part.utf8.count
      text += part
    }
    return text
  }

  /// How Swift's string interpolation shows a value.
  private static func interpolated(_ value: JSONValue) -> String {
    switch value {
    case .null: return "nil"
    case .bool(let flag): return String(flag)
    case .integer(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let string): return string
    case .array(let items): return "[" + items.map { interpolatedElement($0) }.joined(separator: ", ") + "]"
    case .object(let object):
      return "[" + object.members.map { "\"\($0.key)\": \(interpolatedElement($0.value))" }.joined(separator: ", ")
        + "]"
    }
  }

  private static func interpolatedElement(_ value: JSONValue) -> String {
    if case .string(let string) = value { return "\"\(string)\"" }
    return interpolated(value)
  }

  // MARK: - Expressions

  /// Evaluates an expression for the node with id `nodeID`, recording state reads and failures; nil when it
  /// has no value.
  private func evaluate(
    _ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?
  )
    -> JSONValue?
  {
    evaluation(expression, scope: scope, reads: &reads, nodeID: nodeID, describing: false)?.value
  }

  /// Evaluates an expression, recording state reads and failures; nil when it has no value. `describing`: a text
  /// shows the value (`Evaluation.interpolation`).
  private func evaluation(
    _ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?, describing: Bool
  )
    -> Evaluation?
  {
    let evaluation = evaluator.evaluate(expression, in: scope, node: nodeID, describing: describing)
    for read in evaluation.reads {
      reads.append(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
    }
    for read in evaluation.proxyReads {
      reads.append(
        .geometry(proxy: read.name, reader: read.reader, expression: expression.source, path: expression.path))
    }
    if evaluation.value != nil { return evaluation }
    let reason = evaluation.failure ?? ScopeEvaluator.unevaluated
    reads.append(.unevaluated(expression: expression.source, path: expression.path, reason: reason))
    let code: LayoutDiagnostic.Code
    var message = "`\(expression.source)`: \(reason)"
    switch evaluation.diagnostic?.code {
    case .writeNotAllowed?:
      code = .stateWriteDuringLayout
      message = "Modifying state during view update, this will cause undefined behavior. (" + message + ")"
    case nil:
      code = reason == ScopeEvaluator.unevaluated ? .unevaluatedExpression : .expressionError
    default:
      code = .expressionError
    }
    diagnostics.append(
      LayoutDiagnostic(
        code == .unevaluatedExpression ? .note : .warning, code: code, node: nodeID, path: expression.path, message))
    return nil
  }

  /// Evaluates an expression for the node at `node` (an index).
  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], node: Int?)
    -> JSONValue?
  {
    evaluate(
      expression, scope: scope, reads: &reads,
      nodeID: resolved.existingID(of: node))
  }

  /// A numeric argument's value: nil for `nil`, for an expression without a value, and for a non-number.
  private func number(_ argument: NumericArgument, scope: EvaluationScope, reads: inout [InputRead], node: Int?)
    -> Double?
  {
    number(
      argument, scope: scope, reads: &reads,
      nodeID: resolved.existingID(of: node))
  }

  /// A numeric argument's value for the node with id `nodeID`.
  private func number(_ argument: NumericArgument, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?)
    -> Double?
  {
    switch argument {
    case .literal(let value): return value
    case .unspecified: return nil
    case .expression(let expression):
      guard let value = evaluate(expression, scope: scope, reads: &reads, nodeID: nodeID) else { return nil }
      if value.isNull { return nil }
      guard let number = value.doubleValue else {
        diagnostics.append(
          LayoutDiagnostic(
            .warning, code: .expressionError, node: nodeID, path: expression.path,
            "`\(expression.source)` is \(value.typeName), expected a number"))
        return nil
      }
      return number
    }
  }

  /// Binds a view's `let` and `@Binding` properties in its scope, in order (later ones see earlier ones).
  private func bindProperties(
    _ properties: [ViewProperty], in scope: EvaluationScope, node: String, reads: inout [InputRead]
  ) -> EvaluationScope {
    var scope = scope
    for property in properties {
      let expression = property.expression
      switch property.kind {
      case .binding:
        // `$name`: the state the name stands for, through enclosing `@Binding` and `let` properties.
        let target = String(expression.source.dropFirst()).trimmingSpaces()
        let state = Self.boundState(target, in: scope)
        if let runtime, runtime.state.variable(state) == nil {
          diagnostics.append(
            LayoutDiagnostic(
              .warning, code: .expressionError, node: node, path: expression.path,
              "`\(expression.source)`: there is no @State variable \"\(state)\" to bind \"\(property.name)\" to"))
        }
        scope = scope.binding(property.name, to: .stateBinding(state))
      case .constant:
        if let runtime {
          let outcome = runtime.runner.evaluate(expression, scope: scope, state: runtime.state, node: node)
          for read in outcome.reads {
            reads.append(
              .state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
          }
          guard var value = outcome.value else {
            let reason = outcome.diagnostic?.summary ?? "no value"
            reads.append(.unevaluated(expression: expression.source, path: expression.path, reason: reason))
            diagnostics.append(
              LayoutDiagnostic(
                .warning, code: .expressionError, node: node, path: expression.path,
                "`let \(property.name) = \(expression.source)`: \(reason)"))
            continue
          }
          if case .binding(var binding) = value {
            // A binding made from a `@Binding` property refers to the state behind it.
            binding.variable = Self.boundState(binding.variable, in: scope)
            value = .binding(binding)
          }
          scope = scope.binding(property.name, to: .script(value))
        } else if let value = evaluate(expression, scope: scope, reads: &reads, nodeID: node) {
          scope = scope.binding(property.name, to: .value(value))
        }
      }
    }
    return scope
  }

  /// The `@State` variable `name` stands for in `scope`: the state a `@Binding` property binds, the variable of a
  /// `let` holding a binding, or the name itself.
  private static func boundState(_ name: String, in scope: EvaluationScope) -> String {
    switch scope.lookup(name) {
    case .stateBinding(let state)?: return state
    case .script(.binding(let binding))?: return binding.variable
    default: return name
    }
  }

  private func conditionValue(_ condition: BoolArgument, node: Int, scope: EvaluationScope) -> Bool {
    switch condition {
    case .literal(let value):
      resolved.nodes[node].view = .conditional(value)
      return value
    case .expression(let expression):
      var reads: [InputRead] = []
      let value = evaluate(expression, scope: scope, reads: &reads, node: node)
      resolved.nodes[node].viewReads = reads
      guard let value else { return false }
      guard let flag = value.boolValue else {
        diagnostics.note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected a Bool")
        return false
      }
      resolved.nodes[node].view = .conditional(flag)
      return flag
    }
  }

  /// The elements of a `ForEach` with their id keys (see `NodeID`).
  private func forEachElements(_ arguments: ForEachArguments, node: Int, scope: EvaluationScope) -> [(
    String, ScopeValue
  )] {
    if case .expression(let expression) = arguments.data, let runtime {
      // With the update loop, elements keep their Swift types (an `Int` stays an `Int`, a declared struct keeps
      // its name); ranges and arrays both iterate.
      let outcome = runtime.runner.evaluate(
        expression, scope: scope, state: runtime.state, node: resolved.id(of: node))
      var reads: [InputRead] = []
      for read in outcome.reads {
        reads.append(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
      }
      resolved.nodes[node].viewReads = reads
      guard let value = outcome.value else {
        diagnostics.noteScriptFailure(outcome.diagnostic, node: node, path: expression.path, what: "ForEach data")
        return []
      }
      let elements: [Value]
      do {
        guard let sequence = try value.sequenceElements(limit: limits.maxResolvedNodes) else {
          diagnostics.note(
            .warning, code: .expressionError, node: node, path: expression.path,
            "`\(expression.source)` is \(value.type), expected an array or a range")
          return []
        }
        elements = sequence
      } catch {
        diagnostics.noteScriptFailure(error, node: node, path: expression.path, what: "ForEach data")
        return []
      }
      return keyed(elements.map { ($0.jsonValue, ScopeValue.script($0)) }, node: node)
    }
    var values: [JSONValue] = []
    switch arguments.data {
    case .range(let lower, let upper, let isClosed):
      var value = lower
      while isClosed ? value <= upper : value < upper {
        values.append(.integer(Int64(value)))
        if value == Int.max { break }
        value += 1
      }
    case .array(let items):
      values = items
    case .expression(let expression):
      var reads: [InputRead] = []
      let value = evaluate(expression, scope: scope, reads: &reads, node: node)
      resolved.nodes[node].viewReads = reads
      if let items = value?.arrayValue {
        values = items
      } else if let text = value?.stringValue, let range = TreeDecoder.parseRange(text), range.lower <= range.upper {
        var current = range.lower
        while (range.isClosed ? current <= range.upper : current < range.upper)
          && values.count < limits.maxResolvedNodes
        {
          values.append(.integer(Int64(current)))
          if current == Int.max { break }
          current += 1
        }
      } else if let value {
        diagnostics.note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected an array")
      }
    }
    if values.count > limits.maxResolvedNodes { values = Array(values.prefix(limits.maxResolvedNodes)) }
    return keyed(values.map { ($0, ScopeValue.value($0)) }, node: node)
  }

  /// Elements with their id keys (see `NodeID`), repeated keys made unique with a warning.
  private func keyed(_ elements: [(JSONValue, ScopeValue)], node: Int) -> [(String, ScopeValue)] {
    var seen: [String: Int] = [:]
    var result: [(String, ScopeValue)] = []
    for (index, (json, value)) in elements.enumerated() {
      var key = Self.elementKey(json) ?? String(index)
      let occurrence = seen[key, default: 0] + 1
      seen[key] = occurrence
      if occurrence > 1 {
        diagnostics.note(
          .warning, node: node, path: nil, "ForEach: the ID \(key) occurs multiple times within the collection")
        key += "~\(occurrence)"
      }
      result.append((key, value))
    }
    return result
  }

  /// The id key of a `ForEach` element: its value for scalars, its `id` member for objects.
  private static func elementKey(_ value: JSONValue) -> String? {
    let key: String?
    switch value {
    case .integer(let number): key = String(number)
    case .double(let number): key = LayoutNumber.format(number)
    case .string(let text): key = text
    case .bool(let flag): key = String(flag)
    case .object(let object): key = object["id"].flatMap { elementKey($0) }
    default: key = nil
    }
    guard let key, !key.isEmpty, key.count <= 64, !key.contains(where: { $0 == "/" || $0 == "[" || $0 == "]" }) else {
      return nil
    }
    return key
  }
}
