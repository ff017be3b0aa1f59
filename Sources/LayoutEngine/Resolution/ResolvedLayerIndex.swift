/// A layer by position in one `ResolvedTree`: the node's index in that tree and the layer's index in the node's
/// chain (0 is the bare view, i ≥ 1 the i-th modifier, innermost first). It means nothing outside the tree that
/// numbered it; `LayerID` names a layer across passes and versions.
struct ResolvedLayerIndex: Hashable {
  var node: Int
  var layer: Int
}
