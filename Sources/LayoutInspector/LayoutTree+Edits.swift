import InspectorProtocol
import JSONCore

extension LayoutTree {
  /// Applies `edits` to the current version, all or nothing, and runs the update loop to its fixpoint: the next
  /// version (`tree/edit`). Returns its summary.
  @discardableResult
  public func edit(_ edits: [Edit]) async throws(LayoutInspectorError) -> TreeSummary {
    let summary = try await send(EditTreeRequest(uri: uri, version: version, edits: edits))
    update(summary)
    return summary
  }

  /// Sets a `@State` variable (plain JSON: a `CGFloat` is a number, nil is `.null`).
  @discardableResult
  public func setState(_ name: String, to value: JSONValue) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.setState(name: name, value: value)])
  }

  /// Sets the text of the `Text` (a `Button`'s title, a field's text) that `selector` matches.
  @discardableResult
  public func setText(_ selector: String, to text: String) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.setText(node: try await id(selector), text: text)])
  }

  /// Taps the `Button` that `selector` matches: runs its action, as a user's tap would.
  @discardableResult
  public func tap(_ selector: String) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.tap(node: try await id(selector))])
  }

  /// Proposes another size to the root, as when a window or a device changes size (nil: unspecified).
  @discardableResult
  public func propose(width: Double?, height: Double?) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.propose(width: ProposedLength(width), height: ProposedLength(height))])
  }

  /// Merges members into the tree's `environment` (`["displayScale": 2]`); `.null` removes a member.
  @discardableResult
  public func setEnvironment(_ members: JSONObject) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.environment(.object(members))])
  }

  /// Replaces the view `selector` matches, and everything inside it, with `view` (in the tree format).
  @discardableResult
  public func replace(_ selector: String, with view: JSONValue) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.replace(node: try await id(selector), view: view)])
  }

  /// Inserts `view` (in the tree format) into the `content` of the container `selector` matches, at `index`.
  @discardableResult
  public func insert(_ view: JSONValue, into selector: String, at index: Int) async throws(LayoutInspectorError)
    -> TreeSummary
  {
    try await edit([.insert(parent: try await id(selector), index: index, view: view)])
  }

  /// Removes the view `selector` matches.
  @discardableResult
  public func remove(_ selector: String) async throws(LayoutInspectorError) -> TreeSummary {
    try await edit([.remove(node: try await id(selector))])
  }

  /// Replaces the modifier chain of the view `selector` matches (an array in the tree format, innermost first).
  @discardableResult
  public func setModifiers(_ selector: String, to modifiers: JSONValue) async throws(LayoutInspectorError)
    -> TreeSummary
  {
    try await edit([.setModifiers(node: try await id(selector), modifiers: modifiers)])
  }

  /// The id of the one node `selector` matches in the current version.
  private func id(_ selector: String) async throws(LayoutInspectorError) -> String {
    try await one(selector, in: nil).id
  }
}
