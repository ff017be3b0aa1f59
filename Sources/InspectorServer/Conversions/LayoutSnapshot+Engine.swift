import InspectorProtocol
import JSONCore
import LayoutEngine

extension LayoutSnapshot {
  /// The snapshot of one pass of the update loop: every node's frame, text and preference values, every layer's
  /// proposal and frame, and the `@State` the pass read, lengths rounded to the thousandth of a point.
  init(_ pass: UpdatePass) {
    let layout = pass.layout
    let preferences = layout.preferences
    var nodes: [SnapshotNode] = []
    var layers: [SnapshotLayer] = []
    nodes.reserveCapacity(layout.nodes.count)
    for node in layout.nodes {
      var values = JSONObject()
      for key in preferences.keyNames {
        guard let record = preferences.value(of: key, at: node.id) else { continue }
        values[key] = SnapshotRounding.round(record.json)
      }
      nodes.append(
        SnapshotNode(
          id: node.id, view: node.viewType, text: node.text, parent: node.parentID,
          frame: node.outermost.map { SnapshotRounding.frame($0.frame) }, preferences: values.isEmpty ? nil : values))
      for (index, layer) in node.layers.enumerated() {
        layers.append(
          SnapshotLayer(
            node: node.id, layer: index, summary: layer.summary,
            proposal: SnapshotRounding.proposal(layer.proposal), frame: SnapshotRounding.frame(layer.frame)))
      }
    }
    var state = JSONObject()
    for variable in pass.state.variables {
      state[variable.name] = SnapshotRounding.round(variable.value.jsonValue)
    }
    self.init(
      proposal: SnapshotRounding.proposal(layout.proposal), size: SnapshotRounding.size(layout.rootSize),
      state: state, nodes: nodes, layers: layers)
  }
}
