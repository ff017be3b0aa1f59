import JSONCore

extension LayoutGraph {
  /// The `GridRow` a subview of a `Grid` layer belongs to: the nearest `GridRow` between the subview's node and
  /// the grid. Walks up from the subview's node, so it is bounded by the tree's depth.
  func gridRow(of subview: ResolvedLayerIndex, in grid: Int) -> GridRowMembership? {
    guard resolved.nodes.indices.contains(subview.node) else { return nil }
    var current: Int? = subview.node
    while let index = current, index != grid {
      if case .gridRow(let alignment) = resolved.nodes[index].view {
        return GridRowMembership(row: index, alignment: alignment)
      }
      current = resolved.nodes[index].parent
    }
    return nil
  }

  /// The outermost value written for `key` along the subview's modifier layers (a trait, as SwiftUI keeps
  /// layout values on the view whatever modifiers follow).
  func layoutValue(_ subview: ResolvedLayerIndex, key: String) -> JSONValue? {
    guard resolved.nodes.indices.contains(subview.node) else { return nil }
    var layer = Swift.min(subview.layer, resolved.nodes[subview.node].modifiers.count)
    while layer > 0 {
      if case .layoutValue(let written, let value) = resolved.nodes[subview.node].modifiers[layer - 1].kind,
        written == key
      {
        return value
      }
      layer -= 1
    }
    return nil
  }
}
