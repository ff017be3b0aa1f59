/// The environment in effect at a node's layers (`LayoutGraph.environment(at:)`), shared by reference: a
/// `LayoutContext` is made for every computation, and copying the environment into each (with its measurer,
/// behaviours and styles) cost more than the computations of most layers. Made once per pass for a node whose text
/// environment is not its parent's; the nodes under it that inherit it unchanged share it
/// (`LayoutGraph.context(for:)`).
final class NodeEnvironment {
  let value: LayoutEnvironment

  init(_ value: LayoutEnvironment) {
    self.value = value
  }
}
