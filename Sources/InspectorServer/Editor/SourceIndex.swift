import JSONCore
import LayoutEngine
import SwiftUISource

/// Finds what a position of a document lays out: the nodes and modifier layers of one root's current layout,
/// by the document path their source map entries name.
///
/// Built once per analysis from the last pass (linear in its nodes and layers); a lookup scans the source
/// map's entries once.
struct SourceIndex: Sendable {
  /// The ids of the nodes made from each declared view, in pass order (several for a `ForEach` row).
  private let nodesByPath: [JSONPath: [String]]
  /// The layers made from each declared modifier (one per node the view's template made).
  private let layersByPath: [JSONPath: [LayerID]]

  /// An empty index: a root without a layout.
  init() {
    nodesByPath = [:]
    layersByPath = [:]
  }

  /// The index of a pass.
  init(pass: LayoutPass) {
    var nodes: [JSONPath: [String]] = [:]
    var layers: [JSONPath: [LayerID]] = [:]
    for node in pass.nodes {
      nodes[node.declaredPath, default: []].append(node.id)
      for (index, layer) in node.layers.enumerated() where index > 0 && layer.inheritedFrom == nil {
        layers[Self.modifierPath(layer.declaredPath), default: []].append(LayerID(node: node.id, layer: index))
      }
    }
    nodesByPath = nodes
    layersByPath = layers
  }

  /// The path of a modifier's entry in a source map: `…modifiers[1]`, whether the layer names it so or by
  /// its arguments' object (`…modifiers[1].frame`).
  static func modifierPath(_ path: JSONPath) -> JSONPath {
    let components = path.components
    if components.count >= 2, case .key = components[components.count - 1],
      case .index = components[components.count - 2]
    {
      return path.parent
    }
    return path
  }

  /// What is laid out at a UTF-8 offset of the document `uri`: the innermost view or modifier written there,
  /// or, at the use of a custom view or modifier, what the use expanded to; nil when nothing laid out is there.
  func target(at offset: Int, in uri: String, sourceMap: SourceMap) -> LayoutTarget? {
    var direct: LayoutTarget?
    for entry in sourceMap.entries(at: offset, in: uri) {
      if let target = target(for: entry, span: entry.span, sourceMap: sourceMap) {
        direct = target
        break
      }
    }
    // At a use of a custom view or modifier written inside that code (`.sharedLabelWidth(…)` in a stack):
    // what the use expanded to, when the use is the innermost.
    guard let use = innermostUse(at: offset, in: uri, sourceMap: sourceMap),
      direct.map({ use.isInside($0.span) }) ?? true
    else { return direct }
    return expansion(of: use, sourceMap: sourceMap) ?? direct
  }

  /// The innermost use of a custom view or modifier in the document that holds the offset.
  private func innermostUse(at offset: Int, in uri: String, sourceMap: SourceMap) -> SourceSpan? {
    var use: SourceSpan?
    for entry in sourceMap.entries {
      for span in entry.expansion where span.uri == uri && span.contains(offset: offset) {
        if use.map({ span.isInside($0) && span != $0 }) ?? true { use = span }
      }
    }
    return use
  }

  /// The outermost thing a use made: the shortest path, and of equal ones the outermost layer.
  private func expansion(of use: SourceSpan, sourceMap: SourceMap) -> LayoutTarget? {
    var best: (target: LayoutTarget, depth: Int)?
    for entry in sourceMap.entries where entry.expansion.contains(use) {
      guard var target = target(for: entry, span: use, sourceMap: sourceMap) else { continue }
      // The use itself made one.
      target.instances = 1
      let depth = entry.path.count
      if let current = best {
        let deeper = depth > current.depth
        let innerLayer = depth == current.depth && (target.layer ?? 0) <= (current.target.layer ?? 0)
        if deeper || innerLayer { continue }
      }
      best = (target, depth)
    }
    return best?.target
  }

  /// The node or layer a source map entry made, described at `span`.
  private func target(for entry: SourceMap.Entry, span: SourceSpan, sourceMap: SourceMap) -> LayoutTarget? {
    if let nodes = nodesByPath[entry.path], let first = nodes.first {
      return LayoutTarget(node: first, layer: nil, span: span, instances: instances(at: entry, nodes.count, sourceMap))
    }
    if let layers = layersByPath[entry.path], let first = layers.first {
      return LayoutTarget(
        node: first.node, layer: first.layer, span: span, instances: instances(at: entry, layers.count, sourceMap))
    }
    return nil
  }

  /// How many laid-out things the entry's span made: its own (a `ForEach` template's rows) and those of other
  /// paths written at the same place (every use of a custom view).
  private func instances(at entry: SourceMap.Entry, _ own: Int, _ sourceMap: SourceMap) -> Int {
    var count = own
    for other in sourceMap.entries where other.span == entry.span && other.path != entry.path {
      count += nodesByPath[other.path]?.count ?? layersByPath[other.path]?.count ?? 0
    }
    return count
  }

  /// The nodes made from a declared view.
  func nodes(at path: JSONPath) -> [String] { nodesByPath[path] ?? [] }
}
