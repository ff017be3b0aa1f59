import InspectorProtocol
import JSONCore
import LayoutEngine

extension ExplainResult {
  /// The protocol's form of an engine explanation of the tree `uri`.
  init(_ explanation: Explanation, uri: String) {
    self.init(
      uri: uri, node: explanation.node, layer: explanation.layer, layerDescription: explanation.layerDescription,
      dimension: ExplainRequest.Dimension(explanation.dimension), from: explanation.from.map(VersionPoint.init),
      to: VersionPoint(explanation.to), since: explanation.since.map(VersionPoint.init), before: explanation.before,
      after: explanation.after, changed: explanation.changed, chain: explanation.chain.map(ExplainCause.init),
      truncated: explanation.truncated, summary: explanation.summary)
  }
}

extension ExplainCause {
  /// The protocol's form of one link; an edit's point (pass 0, before the version's first pass) has no pass.
  init(_ link: ExplanationLink) {
    self.init(
      kind: link.kind.rawValue, node: link.node, layer: link.layer, version: link.point?.version,
      pass: link.point.flatMap { $0.pass > 0 ? $0.pass : nil }, detail: link.detail, before: link.before,
      after: link.after,
      contributors: link.contributors.isEmpty
        ? nil
        : link.contributors.map {
          ExplainContributor(node: $0.node, writer: $0.writer, value: $0.value, fate: $0.fate.rawValue)
        })
  }
}

extension VersionPoint {
  /// A point of the engine's history.
  init(_ point: HistoryPoint) {
    self.init(version: point.version, pass: point.pass)
  }
}

extension ExplainRequest.Dimension {
  /// The protocol's name of an engine dimension.
  init(_ dimension: ExplainedDimension) {
    switch dimension {
    case .width: self = .width
    case .height: self = .height
    case .x: self = .x
    case .y: self = .y
    }
  }

  /// The engine's dimension.
  var engineDimension: ExplainedDimension {
    switch self {
    case .width: return .width
    case .height: return .height
    case .x: return .x
    case .y: return .y
    }
  }
}
