/// The error codes the daemon answers with, besides JSON-RPC's own (-32700 parse error, -32600 invalid
/// request, -32601 method not found, -32602 invalid params, -32603 internal error) and LSP's -32002 (server
/// not initialized) and -32800 (request cancelled).
///
/// They lie in JSON-RPC's block for implementation-defined server errors (-32000 … -32099). Every error reply
/// also carries `data.path`, the JSON path of the offending value in the request (`params.edits[1].remove.node`),
/// and `data.kind`, the case name below.
public enum DaemonErrorCode: Int64, CaseIterable, Codable, Hashable, Sendable {
  /// No tree is open under the `uri`.
  case unknownTree = -32010
  /// `tree/open` named a `uri` that is already open.
  case treeAlreadyOpen = -32011
  /// `tree/edit` named a `version` that is not the tree's current one; nothing was applied.
  case versionMismatch = -32012
  /// A `version` or `pass` that the tree's history does not hold (never existed, or dropped by the bound).
  case unknownVersion = -32013
  /// The tree document is not valid; `data.errors` lists every problem found.
  case invalidTree = -32014
  /// An edit cannot apply, or makes the tree invalid; nothing was applied.
  case invalidEdit = -32015
  /// No node with that id in the version and pass asked about.
  case unknownNode = -32016
  /// The tree declares no preference key of that name.
  case unknownPreferenceKey = -32017
  /// The selector does not parse; `data.position` is the character offset of the problem.
  case invalidSelector = -32018
  /// A limit would be exceeded (open trees, edits per request, nodes); `data.limit` names it.
  case limitExceeded = -32019
  /// The method or edit is registered but not built yet.
  case notImplemented = -32020

  /// The case name, used as `data.kind`.
  public var name: String {
    switch self {
    case .unknownTree: return "unknownTree"
    case .treeAlreadyOpen: return "treeAlreadyOpen"
    case .versionMismatch: return "versionMismatch"
    case .unknownVersion: return "unknownVersion"
    case .invalidTree: return "invalidTree"
    case .invalidEdit: return "invalidEdit"
    case .unknownNode: return "unknownNode"
    case .unknownPreferenceKey: return "unknownPreferenceKey"
    case .invalidSelector: return "invalidSelector"
    case .limitExceeded: return "limitExceeded"
    case .notImplemented: return "notImplemented"
    }
  }
}
