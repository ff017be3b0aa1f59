/// Why the byte stream could not be split into messages. These errors are unrecoverable: after one, the
/// position of the next message is unknown, so the connection ends (see `StreamConnection`).
public struct FramingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The class of problem.
  public enum Kind: Hashable, Sendable {
    /// The header part ended without a `Content-Length`.
    case missingContentLength
    /// `Content-Length` is not a non-negative decimal integer (`abc`, `-5`, `1.5`, empty).
    case invalidContentLength
    /// `Content-Length` is larger than the configured cap (this includes values too large for any integer).
    case contentLengthTooLarge
    /// `Content-Length` was given twice.
    case duplicateContentLength
    /// A header line is not `Name: value`, or holds bytes that are not printable ASCII (junk before a header,
    /// or a body sent without one).
    case malformedHeader
    /// A header line ended with LF alone, or a CR was not followed by LF.
    case badLineEnding
    /// The header part is longer than the configured limit.
    case headerTooLong
    /// The input ended in the middle of a message.
    case truncatedMessage
  }

  /// The class of problem.
  public var kind: Kind
  /// What was wrong, in plain words.
  public var message: String
  /// The offset in the whole input stream of the byte where the problem was found.
  public var streamOffset: Int

  /// Creates an error.
  public init(kind: Kind, message: String, streamOffset: Int) {
    self.kind = kind
    self.message = message
    self.streamOffset = streamOffset
  }

  /// The message and the stream offset.
  public var description: String { "\(message) (at byte \(streamOffset) of the input)" }
}
