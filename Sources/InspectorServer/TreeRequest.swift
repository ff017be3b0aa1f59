import InspectorProtocol

/// A request about one open tree, named by its `uri`: the key of its `OrderingClass`.
protocol TreeRequest: RequestType {
  /// The tree's uri.
  var uri: String { get }
}

/// How a request uses its tree.
enum TreeAccess: Sendable {
  /// It changes the tree (`tree/open`, `tree/edit`, `tree/close`): a barrier for the tree's other messages.
  case update
  /// It reads the tree: runs after the tree's earlier updates, concurrently with its other queries.
  case query
  /// It reads one node's records (`layout/node`), work bounded by that node: a query that runs on the reader
  /// thread as it arrives when no update of the tree is pending (`OrderingClass.briefQuery`).
  case briefQuery
}

extension OpenTreeRequest: TreeRequest {}
extension EditTreeRequest: TreeRequest {}
extension CloseTreeRequest: TreeRequest {}
extension NodeLayoutRequest: TreeRequest {}
extension TreeLayoutRequest: TreeRequest {}
extension PreferenceAncestorsRequest: TreeRequest {}
extension PreferenceValuesRequest: TreeRequest {}
extension TreeStateRequest: TreeRequest {}
extension LayoutPassesRequest: TreeRequest {}
extension ExplainRequest: TreeRequest {}
extension SelectRequest: TreeRequest {}
extension SnapshotRequest: TreeRequest {}
extension TreeRootsRequest: TreeRequest {}
extension TreeDocumentRequest: TreeRequest {}
