/// How the `character` of a `TextPosition` counts: LSP's `PositionEncodingKind`.
///
/// LSP's default, which every client understands, is UTF-16 code units; a client that offers `utf-8` in
/// `capabilities.general.positionEncodings` gets UTF-8 bytes, the daemon's own unit (cheaper, and what the
/// Swift front end's offsets are).
public enum PositionEncoding: String, Codable, Hashable, Sendable {
  /// UTF-8 bytes.
  case utf8 = "utf-8"
  /// UTF-16 code units (LSP's default).
  case utf16 = "utf-16"
  /// Unicode scalars.
  case utf32 = "utf-32"
}
