extension LayoutPass {
  /// What a text rendering shows.
  public struct RenderingOptions: Hashable, Sendable {
    /// Show every layer's size after the node's frame.
    public var showsLayers: Bool
    /// Show rendered (pixel-snapped) frames instead of exact ones.
    public var showsRenderedFrames: Bool

    /// Creates options.
    public init(showsLayers: Bool = true, showsRenderedFrames: Bool = false) {
      self.showsLayers = showsLayers
      self.showsRenderedFrames = showsRenderedFrames
    }
  }

  /// A deterministic indented rendering, one node per line, for golden tests and terminals:
  ///
  ///     VStack #form (16, 16, 358, 62.667) proposal 358×731
  ///       Text #user-label "User:" (16, 16, 72, 20.333) proposal 134×731 | Text 38.667×20.333 > frame 72×20.333
  ///
  /// Each line: the view type, `#id`, the text if any, the outermost layer's frame in root coordinates and
  /// its proposal, then (with `showsLayers`) each layer's name and size from the bare view outwards. Content
  /// of a modifier is marked with the modifier it belongs to (`[background]`). Nodes without layout of their
  /// own (`Group`, `ForEach`, `if`) show no frame.
  ///
  /// `range` renders only those nodes (a subtree is its node and the run of deeper nodes after it), indented from
  /// the first one's depth, so the rendering of a subtree deep in a tree costs its own lines only.
  public func textRendering(_ options: RenderingOptions = RenderingOptions(), nodes range: Range<Int>? = nil)
    -> String
  {
    let depths = depths()
    let range = range.map { $0.clamped(to: nodes.indices) } ?? nodes.indices
    let baseDepth = range.first.flatMap { depths[nodes[$0].id] } ?? 0
    var lines: [String] = []
    for node in nodes[range] {
      var line = String(repeating: "  ", count: max(0, (depths[node.id] ?? 0) - baseDepth))
      if let hostLayer = node.hostLayer, let parent = parent(of: node.id), parent.layers.indices.contains(hostLayer) {
        line += "[\(parent.layers[hostLayer].kind.name)] "
      }
      line += "\(node.viewType) #\(node.id)"
      if let text = node.text { line += " " + PassRecorder.quoted(text) }
      if let outer = node.outermost {
        let frame = options.showsRenderedFrames ? outer.renderedFrame : outer.frame
        line += " \(frame) proposal \(outer.proposal)"
        if options.showsLayers, node.layers.count > 1 {
          line += " | " + node.layers.map { "\($0.kind.name) \($0.size)" }.joined(separator: " > ")
        }
      }
      lines.append(line)
    }
    return lines.joined(separator: "\n")
  }
}
