/// The environment in effect at a node's layers (`LayoutGraph.environment(at:)`), made once per node and pass and
/// shared by reference: a `LayoutContext` is made for every computation, and copying the environment into each
/// (with its measurer, behaviours and styles) cost more than the computations of most layers.
final class NodeEnvironment {
  let value: LayoutEnvironment

  init(_ value: LayoutEnvironment) {
    self.value = value
  }
}
