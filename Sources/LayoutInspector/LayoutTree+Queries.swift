import InspectorProtocol
import JSONCore

extension LayoutTree {
  /// The ids of the nodes `selector` matches, in tree order (none is not an error here).
  public func select(_ selector: String, in point: VersionPoint? = nil) async throws(LayoutInspectorError)
    -> [String]
  {
    try await send(SelectRequest(uri: uri, selector: selector, version: point?.version, pass: point?.pass)).nodes
  }

  /// The one node `selector` matches, with its layers.
  ///
  /// - Throws: when the selector matches no node (the error lists the tree's nodes and a near match) or more
  ///   than one (it lists them), or does not parse.
  public func node(_ selector: String, in point: VersionPoint? = nil) async throws(LayoutInspectorError)
    -> LayoutNode
  {
    let match = try await one(selector, in: point)
    let result = try await send(
      NodeLayoutRequest(uri: uri, node: match.id, version: match.version, pass: match.pass, measurements: false))
    return LayoutNode(result.node, version: result.version, pass: result.pass)
  }

  /// Every node `selector` matches, in tree order, with their layers.
  ///
  /// - Throws: when the selector matches no node, or does not parse.
  public func nodes(_ selector: String, in point: VersionPoint? = nil) async throws(LayoutInspectorError)
    -> [LayoutNode]
  {
    let matches = try await some(selector, in: point)
    let layout = try await send(
      TreeLayoutRequest(uri: uri, version: matches.version, pass: matches.pass, layers: true))
    let wanted = Set(matches.nodes)
    return layout.nodes.filter { wanted.contains($0.id) }.map {
      LayoutNode($0, version: layout.version, pass: layout.pass)
    }
  }

  /// Every node of a pass with its layers, and the text rendering the CLI's `layout` prints.
  public func layout(in point: VersionPoint? = nil) async throws(LayoutInspectorError) -> TreeLayoutResult {
    try await send(TreeLayoutRequest(uri: uri, version: point?.version, pass: point?.pass, layers: true))
  }

  /// The value of preference `key` that the node `selector` matches reports to its parent; nil when no value
  /// reaches it (`.null` when the value is nil).
  public func preference(_ key: String, at selector: String, in point: VersionPoint? = nil)
    async throws(LayoutInspectorError) -> JSONValue?
  {
    try await preferenceRecords(at: selector, in: point).first { $0.key == key }?.value
  }

  /// Every preference key's value at the node `selector` matches, with the contributors in `reduce` order
  /// (`preferences/values`).
  public func preferenceRecords(at selector: String, in point: VersionPoint? = nil)
    async throws(LayoutInspectorError) -> [PreferenceValueRecord]
  {
    let match = try await one(selector, in: point)
    return try await send(PreferenceValuesRequest(uri: uri, node: match.id, version: match.version, pass: match.pass))
      .values
  }

  /// Preference `key`'s value at the node `selector` matches and at each of its ancestors up to the root
  /// (`preferences/ancestors`).
  public func preferenceAncestors(_ key: String, from selector: String, in point: VersionPoint? = nil)
    async throws(LayoutInspectorError) -> [PreferenceValueRecord]
  {
    let match = try await one(selector, in: point)
    return try await send(
      PreferenceAncestorsRequest(uri: uri, node: match.id, key: key, version: match.version, pass: match.pass)
    ).ancestors
  }

  /// The `@State` variables at the end of a version (the current one by default).
  public func state(version: Int? = nil) async throws(LayoutInspectorError) -> [StateVariable] {
    try await send(TreeStateRequest(uri: uri, version: version)).state
  }

  /// The value of the `@State` variable `name` at the end of a version (`.null` when it is nil).
  ///
  /// - Throws: when the tree declares no such variable (the error names those it declares).
  public func state(_ name: String, version: Int? = nil) async throws(LayoutInspectorError) -> JSONValue {
    let variables = try await state(version: version)
    guard let variable = variables.first(where: { $0.name == name }) else {
      let declared =
        variables.isEmpty ? "it declares none" : "it declares " + variables.map(\.name).joined(separator: ", ")
      throw LayoutInspectorError(.noMatch, "\(self.name): no @State variable named \"\(name)\"; \(declared)")
    }
    return variable.value
  }

  /// A version's update loop, pass by pass: actions run, state written, sizes changed, prints and diagnostics
  /// (`layout/passes`).
  public func passes(version: Int? = nil) async throws(LayoutInspectorError) -> LayoutPassesResult {
    try await send(LayoutPassesRequest(uri: uri, version: version))
  }

  /// Why the node `selector` matches has its width (height, x, y), or why it changed: the causal chain back to
  /// the edit, state write or measurement behind it, and a summary (`layout/explain`).
  public func explain(
    _ selector: String, _ dimension: ExplainRequest.Dimension = .width, layer: Int? = nil,
    from: VersionPoint? = nil, to: VersionPoint? = nil
  ) async throws(LayoutInspectorError) -> ExplainResult {
    let match = try await one(selector, in: to)
    return try await send(
      ExplainRequest(uri: uri, node: match.id, dimension: dimension, layer: layer, from: from, to: to))
  }

  /// The tree in the deterministic form snapshot tests store (`layout/snapshot`).
  public func snapshot(in point: VersionPoint? = nil) async throws(LayoutInspectorError) -> SnapshotResult {
    try await send(SnapshotRequest(uri: uri, version: point?.version, pass: point?.pass))
  }

  /// What changed between two points of the tree's history (`layout/diff`): by default from the previous
  /// version's last pass (or this version's first pass) to the current version's last pass.
  public func diff(from: VersionPoint? = nil, to: VersionPoint? = nil) async throws(LayoutInspectorError)
    -> DiffResult
  {
    try await send(DiffRequest(uri: uri, from: from, to: to))
  }

  /// What changed from a point of `other` (its current last pass by default) to a point of this tree.
  public func diff(from other: LayoutTree, at otherPoint: VersionPoint? = nil, to: VersionPoint? = nil)
    async throws(LayoutInspectorError) -> DiffResult
  {
    try await send(DiffRequest(uri: uri, from: otherPoint, to: to, otherUri: other.uri))
  }

  /// What changed from a stored snapshot to a point of this tree.
  public func diff(from snapshot: LayoutSnapshot, to: VersionPoint? = nil) async throws(LayoutInspectorError)
    -> DiffResult
  {
    try await send(DiffRequest(uri: uri, to: to, snapshot: snapshot))
  }

  /// The one node `selector` matches: its id and the point the match was made in.
  func one(_ selector: String, in point: VersionPoint?) async throws(LayoutInspectorError) -> (
    id: String, version: Int, pass: Int
  ) {
    let matches = try await some(selector, in: point)
    guard matches.nodes.count == 1, let id = matches.nodes.first else {
      let shown = matches.nodes.prefix(8).map { "#" + $0 }.joined(separator: ", ")
      let more = matches.nodes.count > 8 ? ", and \(matches.nodes.count - 8) more" : ""
      throw LayoutInspectorError(
        .ambiguousMatch,
        "\(name): selector \(Self.quoted(selector)) matched \(matches.nodes.count) nodes in version "
          + "\(matches.version), pass \(matches.pass) (\(shown)\(more)), where one was expected; use nodes(_:) "
          + "for all of them, or a narrower selector")
    }
    return (id, matches.version, matches.pass)
  }

  /// The nodes `selector` matches; at least one.
  func some(_ selector: String, in point: VersionPoint?) async throws(LayoutInspectorError) -> SelectResult {
    let result = try await send(SelectRequest(uri: uri, selector: selector, version: point?.version, pass: point?.pass))
    guard result.nodes.isEmpty else { return result }
    let layout = try await send(
      TreeLayoutRequest(uri: uri, version: result.version, pass: result.pass, layers: false))
    // The tree's own problems often say why a node is missing (a root or a view the source does not declare).
    let problems = summary.version == result.version ? summary.diagnostics.filter { $0.severity != .note } : []
    var message =
      "\(name): selector \(Self.quoted(selector)) matched no node in version \(result.version), pass "
      + "\(result.pass)" + NodeListing(layout.nodes).instead(of: selector)
    if let first = problems.first {
      message += " The tree has \(problems.count) diagnostic\(problems.count == 1 ? "" : "s"): \(first.message)"
      message += problems.count > 1 ? " (and \(problems.count - 1) more)." : ""
    }
    throw LayoutInspectorError(.noMatch, message)
  }

  /// A selector in messages: in backquotes, so its own quotes read as they are written.
  static func quoted(_ selector: String) -> String {
    "`\(selector)`"
  }
}
