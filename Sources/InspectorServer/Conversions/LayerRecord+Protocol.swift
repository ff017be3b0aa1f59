import InspectorProtocol
import JSONCore
import LayoutEngine

extension ProposalSource {
  /// The protocol's form of a proposer.
  init(_ proposer: Proposer) {
    self.init(
      layer: proposer.parent.map { LayerReference(node: $0.node, layer: $0.layer) }, reason: proposer.reason.name,
      description: proposer.description)
  }
}

extension InputReadValue {
  /// The protocol's form of an input read.
  init(_ read: InputRead) {
    switch read {
    case .environment(let name, let value):
      self.init(kind: "environment", name: name, value: .string(value), description: read.description)
    case .behavior(let name, let value):
      self.init(kind: "behavior", name: name, value: .string(value), description: read.description)
    case .textMeasurer(let name):
      self.init(kind: "textMeasurer", name: name, description: read.description)
    case .state(let name, let value, let expression, let path):
      self.init(
        kind: "state", name: name, value: value, expression: expression, path: path.description,
        description: read.description)
    case .unevaluated(let expression, let path, _):
      self.init(kind: "unevaluated", expression: expression, path: path.description, description: read.description)
    case .preference(let key, let value, _):
      self.init(kind: "preference", name: key, value: value, description: read.description)
    case .geometry(let proxy, let reader, let expression, let path):
      self.init(
        kind: "geometry", name: proxy, value: .string(reader), expression: expression, path: path.description,
        description: read.description)
    case .alignmentGuide(let name, let value, _, let path):
      self.init(
        kind: "alignmentGuide", name: name, value: .double(value), path: path.description,
        description: read.description)
    }
  }
}

extension MeasurementValue {
  /// The protocol's form of a measurement.
  init(_ measurement: Measurement) {
    self.init(
      proposal: ProposalValue(measurement.proposal), size: SizeValue(measurement.size),
      widthRule: AxisRule(measurement.widthRule), heightRule: AxisRule(measurement.heightRule),
      requestedBy: ProposalSource(measurement.requestedBy))
  }
}

extension LayerLayout {
  /// The protocol's form of a layer; `details` adds its measurements and inputs read, `source` its place in the
  /// Swift source the tree was read from (in `encoding`, the session's).
  init(
    _ layer: LayerRecord, index: Int, details: Bool, source: SourceDocument? = nil, encoding: PositionEncoding = .utf16
  ) {
    let kind: String
    switch layer.kind {
    case .view: kind = "view"
    case .modifier: kind = "modifier"
    }
    self.init(
      index: index, kind: kind, name: layer.kind.name, summary: layer.summary, path: layer.declaredPath.description,
      inheritedFrom: layer.inheritedFrom, proposal: ProposalValue(layer.proposal), size: SizeValue(layer.size),
      frame: FrameValue(layer.frame), frameInParent: FrameValue(layer.frameInParent),
      renderedFrame: FrameValue(layer.renderedFrame), widthRule: AxisRule(layer.widthRule),
      heightRule: AxisRule(layer.heightRule), proposer: ProposalSource(layer.proposer),
      measurements: details ? layer.measurements.map(MeasurementValue.init) : nil,
      reads: details ? layer.reads.map(InputReadValue.init) : nil,
      source: source?.location(for: layer.declaredPath, encoding: encoding))
  }
}

extension NodeLayout {
  /// The protocol's form of a node; `path` includes its declared path's text (else it is empty), `layers` its
  /// layers, `details` their measurements and reads, `source` the node's and layers' places in the Swift source
  /// the tree was read from (in `encoding`).
  init(
    _ node: NodeRecord, depth: Int, path: Bool = true, layers: Bool, details: Bool, source: SourceDocument? = nil,
    encoding: PositionEncoding = .utf16
  ) {
    // The outermost layer (`NodeRecord.outermost`) read through a pointer: only its geometry is copied, where the
    // array's subscript copied the whole record (its strings and arrays retained and released) for each member read.
    let outer = node.layers.withUnsafeBufferPointer { layers in
      layers.baseAddress.flatMap { base in layers.isEmpty ? nil : base + (layers.count - 1) }.map { layer in
        (
          proposal: ProposalValue(layer.pointee.proposal), size: SizeValue(layer.pointee.size),
          frame: FrameValue(layer.pointee.frame), frameInParent: FrameValue(layer.pointee.frameInParent),
          renderedFrame: FrameValue(layer.pointee.renderedFrame)
        )
      }
    }
    self.init(
      id: node.id, view: node.viewType, text: node.text, parent: node.parentID, hostLayer: node.hostLayer,
      children: node.childIDs, depth: depth, path: path ? node.declaredPath.description : "",
      proposal: outer?.proposal, size: outer?.size, frame: outer?.frame, frameInParent: outer?.frameInParent,
      renderedFrame: outer?.renderedFrame,
      layers: layers
        ? node.layers.enumerated().map { index, layer in
          LayerLayout(layer, index: index, details: details, source: source, encoding: encoding)
        } : nil,
      source: source?.location(for: node.declaredPath, encoding: encoding))
  }
}
