import InspectorProtocol
import JSONCore
import LayoutEngine
import SwiftUISource

/// The inlay hints of a document: after each view expression written in it (the view and the modifiers
/// written after it), the size its outermost layer chose, and its proposal too when asked for; the view as the
/// first root that lays it out shows it.
///
/// A use of a custom view of another file is a view expression too (the hint shows its body's size).
struct InlayHintsBuilder {
  /// The most hints one request answers.
  static let maxHints = 2000

  /// The analysis of the document.
  var analysis: DocumentAnalysis
  /// What hints show.
  var mode: EditorSettings.InlayHints
  /// The session's position encoding.
  var encoding: PositionEncoding

  /// The hints whose position is in `range`, in position order.
  func hints(in range: TextRange) -> [InlayHint] {
    guard mode != .off else { return [] }
    let uri = analysis.text.uri
    var hinted: Set<Int> = []
    var hints: [(offset: Int, hint: InlayHint)] = []
    for root in analysis.roots {
      guard let pass = root.version?.lastLayout else { continue }
      for (path, end) in expressionEnds(root.translation.sourceMap, uri: uri, index: root.index) {
        guard !hinted.contains(end), let id = root.index.nodes(at: path).first, let node = pass.node(id),
          let outer = node.outermost
        else { continue }
        let position = analysis.text.position(of: end, encoding: encoding)
        guard position >= range.start, position <= range.end else { continue }
        hinted.insert(end)
        var label = LayoutWording.size(outer.size)
        if mode == .sizesAndProposals { label += " (proposed \(LayoutWording.proposal(outer.proposal)))" }
        let tooltip = "\(root.name): " + LayoutWording.chain(node) { _ in nil }
        hints.append((end, InlayHint(position: position, label: label, tooltip: tooltip)))
        if hints.count >= Self.maxHints { break }
      }
    }
    return hints.sorted { $0.offset < $1.offset }.map(\.hint)
  }

  /// Where each view expression written in the document ends, by the view's path: the end of the view or of
  /// the last modifier written after it (directly, or as the use of a custom modifier).
  private func expressionEnds(_ map: SourceMap, uri: String, index: SourceIndex) -> [(JSONPath, Int)] {
    var ends: [JSONPath: (start: Int, end: Int)] = [:]
    var order: [JSONPath] = []
    var usesSeen: Set<SourceSpan> = []
    for entry in map.entries {
      let components = entry.path.components
      // A modifier of a view: `<view>.modifiers[i]`.
      if components.count >= 2, case .index = components[components.count - 1],
        case .key("modifiers") = components[components.count - 2]
      {
        let view = entry.path.parent.parent
        // Written after the view: the modifier itself, or the use of the custom modifier it came from.
        guard var known = ends[view],
          let span = ([entry.span] + entry.expansion).first(where: {
            $0.uri == uri && $0.start.offset >= known.start
          })
        else { continue }
        known.end = max(known.end, span.end.offset)
        ends[view] = known
        continue
      }
      guard !index.nodes(at: entry.path).isEmpty, ends[entry.path] == nil else { continue }
      if entry.span.uri == uri {
        ends[entry.path] = (entry.span.start.offset, entry.span.end.offset)
        order.append(entry.path)
      } else if let use = entry.expansion.first(where: { $0.uri == uri }), usesSeen.insert(use).inserted {
        // The body of a custom view used here: its first (outermost) view stands for the use.
        ends[entry.path] = (use.start.offset, use.end.offset)
        order.append(entry.path)
      }
    }
    return order.compactMap { path in ends[path].map { (path, $0.end) } }
  }
}
