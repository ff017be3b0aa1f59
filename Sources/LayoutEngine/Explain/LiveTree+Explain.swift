import JSONCore

extension LiveTree {
  /// Why a layer's width, height, x or y is what it is at a point of the kept history, or why it changed since an
  /// earlier point: the causal chain back to the root cause (an edit, a state write, a measurement, the root
  /// proposal) and a summary for an editor hover.
  ///
  /// Built from the recorded passes and versions; nothing is laid out or run again. The chain holds at most
  /// `Explanation.maxLinks` links.
  ///
  /// - Throws: a point the history does not hold, a node missing at `to`, a layer the node does not have, or a
  ///   `from` that is not earlier than `to`; each names the query member at fault.
  public func explain(_ query: ExplanationQuery) throws(ExplanationError) -> Explanation {
    let history = ExplanationHistory(versions)
    let to =
      try resolve(query.to, in: history, name: "to")
      ?? HistoryPoint(
        version: current.number, pass: current.lastPass?.index ?? 1)
    guard let toLayout = history.pass(to)?.layout else {
      throw ExplanationError(
        .unknownPass, parameter: JSONPath(rootName: "").key("to"), "\(to) is not in the kept history")
    }
    guard let node = toLayout.node(query.node) else {
      throw ExplanationError(
        .unknownNode, parameter: JSONPath(rootName: "").key("node"), "no node \"\(query.node)\" in \(to)")
    }
    guard !node.layers.isEmpty else {
      throw ExplanationError(
        .unknownLayer, parameter: JSONPath(rootName: "").key("node"),
        "\(node.viewType) #\(node.id) has no layout of its own: its children are laid out by its parent")
    }
    let layerIndex = query.layer ?? node.layers.count - 1
    guard node.layers.indices.contains(layerIndex) else {
      throw ExplanationError(
        .unknownLayer, parameter: JSONPath(rootName: "").key("layer"),
        "#\(node.id) has layers 0…\(node.layers.count - 1) in \(to); there is no layer \(layerIndex)")
    }
    let address = LayerID(node: node.id, layer: layerIndex)
    let dimension = query.dimension
    func value(at point: HistoryPoint) -> Double? {
      history.layer(address, at: point).map { dimension.value(of: $0) }
    }
    let after = dimension.value(of: node.layers[layerIndex])

    // The earlier point: the one asked for, or the latest where the value differed.
    var from = try resolve(query.from, in: history, name: "from")
    var changeAt: HistoryPoint?
    if let explicit = from {
      guard explicit < to else {
        throw ExplanationError(
          .invalidRange, parameter: JSONPath(rootName: "").key("from"), "\(explicit) is not earlier than \(to)")
      }
      changeAt = to
    } else if var position = history.position(of: to) {
      while position > 0 {
        position -= 1
        let point = history.points[position]
        let earlier = value(at: point)
        if earlier == nil || !ExplanationWalk.same(earlier, after) {
          from = point
          changeAt = history.point(after: point)
          break
        }
      }
    }
    let before = from.flatMap(value(at:))
    let changed = from != nil && !ExplanationWalk.same(before, after)
    // Since when the value has been what it is.
    var since = changeAt ?? to
    if !changed, var position = history.position(of: since) {
      while position > 0, let earlier = value(at: history.points[position - 1]), ExplanationWalk.same(earlier, after) {
        position -= 1
      }
      since = history.points[position]
    }

    var walk = ExplanationWalk(history: history)
    let span = ExplanationWalk.Span(before: changed ? from : nil, after: changed ? (changeAt ?? to) : to)
    switch dimension {
    case .width, .height: walk.run(.length(address, dimension.axis, span))
    case .x, .y: walk.run(.position(address, dimension.axis, span))
    }
    let layerDescription = ExplanationWording.layer(address, in: toLayout)
    let summary = ExplanationSummary(
      dimension: dimension, before: changed ? before : nil, after: after, changedAt: changed ? changeAt : nil,
      since: changed ? nil : since,
      from: query.from != nil && from != history.point(before: to) ? from : nil, to: to,
      singleVersion: history.versions.count == 1 && to.version == 1, history: history,
      appeared: changed && before == nil
    ).text(walk.notes)
    return Explanation(
      node: node.id, layer: layerIndex, layerDescription: layerDescription, dimension: dimension, from: from, to: to,
      since: since, before: before, after: after, changed: changed, chain: walk.links, truncated: walk.truncated,
      summary: summary)
  }

  /// A point as asked: its version must be kept, and its pass (default: the version's last kept pass) too.
  private func resolve(_ point: ExplanationQuery.Point?, in history: ExplanationHistory, name: String)
    throws(ExplanationError) -> HistoryPoint?
  {
    guard let point else { return nil }
    guard let version = history.version(point.version) else {
      let kept = history.versions.map(\.number)
      throw ExplanationError(
        .unknownVersion, parameter: JSONPath(rootName: "").key(name).key("version"),
        "the history holds versions \(kept.first ?? 0)…\(kept.last ?? 0), not version \(point.version)")
    }
    let pass = point.pass ?? version.lastPass?.index ?? 1
    guard version.pass(pass) != nil else {
      let kept = version.passes.map { String($0.index) }.joined(separator: ", ")
      throw ExplanationError(
        .unknownPass, parameter: JSONPath(rootName: "").key(name).key("pass"),
        "version \(version.number) ran \(version.outcome.passes) passes and keeps \(kept); there is no pass \(pass)")
    }
    return HistoryPoint(version: version.number, pass: pass)
  }
}
