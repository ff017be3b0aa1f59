import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC

/// Why a query, an edit or an open failed, in words a test failure can show as they are.
///
/// A selector that matches nothing says so and lists what the tree holds instead (`selector "#user-lable"
/// matched no node in SignInForm.json (version 1, pass 2); did you mean #user-label? …`); the daemon's refusals
/// keep its error kind and the JSON path it names.
public struct LayoutInspectorError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
  /// The kinds of failure.
  public enum Kind: Sendable, Hashable {
    /// A selector matched no node.
    case noMatch
    /// A selector that must name one node matched several.
    case ambiguousMatch
    /// The daemon refused a request; its error kind (`unknownNode`, `invalidTree`, `invalidEdit`, …).
    case daemon(String)
    /// A file could not be read, or a snapshot file is not a snapshot.
    case file
    /// The daemon could not be started or stopped answering.
    case connection
  }

  /// The kind of failure.
  public var kind: Kind
  /// What went wrong, in a sentence or two.
  public var message: String
  /// The JSON path the daemon named (`params.tree.root.content[0].view`), when it named one.
  public var path: String?

  /// Creates an error.
  public init(_ kind: Kind, _ message: String, path: String? = nil) {
    self.kind = kind
    self.message = message
    self.path = path
  }

  /// The message.
  public var description: String { message }
  /// The message, for `localizedDescription` (which XCTest shows for a thrown error).
  public var errorDescription: String? { message }

  /// The error for a daemon's reply to `method`; `subject` names the tree (`SignInForm.json`).
  init(_ error: ResponseError, method: String, subject: String) {
    let kind: String
    if case .string(let name)? = error.data?["kind"] {
      kind = name
    } else {
      kind = DaemonErrorCode(rawValue: error.code.rawValue)?.name ?? Self.standardName(error.code)
    }
    var path: String?
    if case .string(let value)? = error.data?["path"] { path = value }
    if error.code == .connectionClosed {
      self.init(.connection, "\(subject): the daemon closed the connection during '\(method)' (it may have crashed)")
      return
    }
    var message = "\(subject): '\(method)' failed (\(kind)): \(error.message)"
    if case .array(let problems)? = error.data?["errors"], problems.count > 1 {
      for problem in problems.prefix(10) {
        guard case .string(let text)? = problem["message"] else { continue }
        message += "\n  \(problem["path"]?.stringValue ?? "$"): \(text)"
      }
    }
    self.init(.daemon(kind), message, path: path)
  }

  /// The name `protocol.md` gives a JSON-RPC or LSP code.
  private static func standardName(_ code: ResponseError.Code) -> String {
    switch code {
    case .parseError: return "parseError"
    case .invalidRequest: return "invalidRequest"
    case .methodNotFound: return "methodNotFound"
    case .invalidParams: return "invalidParams"
    case .internalError: return "internalError"
    case .serverNotInitialized: return "serverNotInitialized"
    case .requestCancelled: return "requestCancelled"
    default: return "error \(code)"
    }
  }
}
