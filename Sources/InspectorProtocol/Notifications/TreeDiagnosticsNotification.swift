import JSONCore

/// `tree/diagnostics`: the daemon's diagnostics for a tree, sent after every `tree/open` and `tree/edit` (before
/// the reply) and, empty, after `tree/close`. Each replaces the previous set for the uri.
public struct TreeDiagnosticsNotification: NotificationType {
  /// The wire name.
  public static let method = "tree/diagnostics"

  /// The tree's uri.
  public var uri: String
  /// The version the diagnostics describe.
  public var version: Int
  /// The diagnostics: non-convergence, dropped preference values, expressions that failed, SwiftUI's warnings.
  public var diagnostics: [Diagnostic]

  /// Creates the notification.
  public init(uri: String, version: Int, diagnostics: [Diagnostic]) {
    self.uri = uri
    self.version = version
    self.diagnostics = diagnostics
  }
}

extension TreeDiagnosticsNotification: JSONTextEncodable {
  /// Writes the params as their `Encodable` conformance does: sent with every edit's reply.
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.text("{\"uri\":")
    writer.string(uri)
    writer.key("version")
    writer.integer(version)
    writer.key("diagnostics")
    try Diagnostic.write(diagnostics, to: &writer)
    writer.endObject()
  }
}
