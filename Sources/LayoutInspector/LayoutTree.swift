import InspectorProtocol
import JSONCore
import Synchronization

/// A tree open in a `LayoutInspector`, laid out and run to its fixpoint: what a test queries, edits and
/// snapshots.
///
/// Queries take the daemon's selectors (`#user-label`, `Text[text="User:"]`, `HStack > Text`, …) and describe
/// the current version's last pass unless given a point of the tree's history (`in: VersionPoint(version: 1,
/// pass: 1)`). Every query and edit is a request to the inspector's server, so a tree answers the same in
/// process and against a daemon. A selector that matches nothing throws an error listing what the tree holds.
///
///     let form = try await LayoutTree(file: "SignInForm.swift")
///     #expect(try await form.node("Text[text=\"User:\"]").width == 79.333)
///     await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
///
/// The tree is closed in the server when the last reference to it goes away (or by `close()`).
public final class LayoutTree: Sendable {
  /// The inspector the tree is open in.
  public let inspector: LayoutInspector
  /// The tree's uri in the server.
  public let uri: String
  /// The tree's name in messages: its file's name.
  public let name: String
  private let state: Mutex<(summary: TreeSummary, closed: Bool)>

  init(inspector: LayoutInspector, uri: String, name: String, summary: TreeSummary) {
    self.inspector = inspector
    self.uri = uri
    self.name = name
    self.state = Mutex((summary, false))
  }

  /// Opens the tree at `path` in the shared inspector (`LayoutInspector.shared()`): SwiftUI source when it ends
  /// in `.swift` (the view `root` names, or the `#Preview` named `preview`; by default the first `#Preview`, else
  /// the only view that needs no arguments), else a tree document in JSON. A relative path is resolved against
  /// the directory of the calling source file.
  ///
  ///     let form = try await LayoutTree(file: "SignInForm.swift", root: "SignInForm")
  public convenience init(
    file path: String, root: String? = nil, preview: String? = nil, filePath: StaticString = #filePath
  ) async throws(LayoutInspectorError) {
    let inspector = try await LayoutInspector.shared()
    let tree = try await inspector.open(file: path, root: root, preview: preview, relativeTo: filePath)
    self.init(taking: tree)
  }

  /// Opens the `#Preview` named `preview` of the SwiftUI source file at `path` in the shared inspector.
  public convenience init(preview: String, in path: String, filePath: StaticString = #filePath)
    async throws(LayoutInspectorError)
  {
    try await self.init(file: path, preview: preview, filePath: filePath)
  }

  /// Opens SwiftUI source text in the shared inspector: the view `root` names, or the `#Preview` named
  /// `preview`.
  public convenience init(swift text: String, root: String? = nil, preview: String? = nil, name: String = "View.swift")
    async throws(LayoutInspectorError)
  {
    let inspector = try await LayoutInspector.shared()
    let tree = try await inspector.open(swift: text, root: root, preview: preview, name: name)
    self.init(taking: tree)
  }

  /// Opens a tree document given as JSON text in the shared inspector.
  public convenience init(json: String, name: String = "tree.json") async throws(LayoutInspectorError) {
    let inspector = try await LayoutInspector.shared()
    let tree = try await inspector.open(json: json, name: name)
    self.init(taking: tree)
  }

  /// Takes over the tree `other` opened: `other` will not close it.
  private convenience init(taking other: LayoutTree) {
    let summary = other.state.withLock { state in
      state.closed = true
      return state.summary
    }
    self.init(inspector: other.inspector, uri: other.uri, name: other.name, summary: summary)
  }

  deinit {
    let closed = state.withLock { $0.closed }
    if !closed { inspector.connection.post(CloseTreeRequest(uri: uri)) }
  }

  /// Closes the tree in the server; it answers nothing afterwards.
  public func close() async throws(LayoutInspectorError) {
    let wasClosed = state.withLock { state in
      defer { state.closed = true }
      return state.closed
    }
    guard !wasClosed else { return }
    _ = try await send(CloseTreeRequest(uri: uri))
  }

  /// The summary of the current version: its number, whether its update loop converged and in how many passes,
  /// the root's size and the diagnostics.
  public var summary: TreeSummary { state.withLock { $0.summary } }
  /// The current version: 1 after opening, one more after each edit.
  public var version: Int { summary.version }
  /// Whether the current version's update loop reached its fixpoint.
  public var converged: Bool { summary.converged }
  /// How many passes the current version's update loop ran.
  public var passCount: Int { summary.passes }
  /// The root's size in the current version's last pass.
  public var rootSize: LayoutSize { LayoutSize(summary.rootSize) }
  /// The current version's diagnostics (SwiftUI's runtime warnings, failed expressions, cycles).
  public var diagnostics: [Diagnostic] { summary.diagnostics }

  /// Records the summary of a new version.
  func update(_ summary: TreeSummary) {
    state.withLock { $0.summary = summary }
  }

  /// Sends a request about this tree; failures name the tree.
  func send<Request: RequestType>(_ request: Request) async throws(LayoutInspectorError) -> Request.Response {
    try await inspector.connection.send(request, subject: name)
  }
}
