import JSONCore

/// A handler's successful answer on its way to the wire.
enum RequestResult: Sendable {
  /// A result value, written into its reply when the reply is sent.
  case value(JSONValue)
  /// The whole reply message, already written as JSON text from a `JSONTextEncodable` response.
  case reply([UInt8])
}
