import JSONCore

/// Reads the `id` and `method` of a message's text without building the rest of it, for the answers the parsed
/// value cannot give: a message refused because one of its strings or arrays passed a `JSONLimits` bound is
/// answered under its own id, and a number id the parser read as a `Double` is compared with its text: an integer
/// beyond `Int64`, or a fraction the `Double` would echo as another number, is refused rather than answered.
///
/// The scan is one pass over the bytes with a depth counter (no recursion, nothing allocated per value); it
/// trusts the text to be JSON and gives up (nil) at the first byte that does not fit.
enum MessageEnvelopeScanner {
  /// What the scan found in one message object.
  struct Envelope: Hashable, Sendable {
    /// The `id` member's text, when there is one.
    var idText: String?
    /// The `id`, when its text is a usable id.
    var id: RequestID?
    /// The `method`, when it is a string.
    var method: String?

    /// Whether the id is a number written with more than `maxScalarBytes` characters (not read).
    var hasOverlongNumberID = false

    /// Whether the id is written as an integer (no fraction or exponent) that `Int64` cannot hold.
    var hasOutOfRangeIntegerID: Bool {
      guard let idText, case .double? = id else { return false }
      return !idText.contains { $0 == "." || $0 == "e" || $0 == "E" }
    }

    /// Whether the id is a number with a fraction or exponent whose nearest `Double` is written as another number
    /// (`12345678901234567.5` as `1.2345678901234568e+16`, `1e-400` as `0.0`), so the reply could not echo it.
    var hasInexactNumberID: Bool {
      guard let idText, case .double(let double)? = id, !hasOutOfRangeIntegerID else { return false }
      let echoed = JSONSerializer.serialize(.double(double))
      return DecimalNumberText(idText[...]) != DecimalNumberText(echoed[...])
    }
  }

  /// The longest member value read (longer ids and methods are not ids or methods anyone can use).
  static let maxScalarBytes = 1024

  /// One envelope for a message object; for a batch, one per element (nil for elements that are not objects);
  /// nil when the text is not an object or an array.
  static func scan(_ bytes: [UInt8]) -> [Envelope?]? {
    var cursor = Cursor(bytes: bytes)
    cursor.skipWhitespace()
    switch cursor.peek {
    case UInt8(ascii: "{"):
      guard let envelope = cursor.scanObject() else { return nil }
      return [envelope]
    case UInt8(ascii: "["):
      cursor.position += 1
      var envelopes: [Envelope?] = []
      cursor.skipWhitespace()
      if cursor.peek == UInt8(ascii: "]") { return envelopes }
      while true {
        cursor.skipWhitespace()
        if cursor.peek == UInt8(ascii: "{") {
          guard let envelope = cursor.scanObject() else { return nil }
          envelopes.append(envelope)
        } else {
          guard cursor.skipValue() else { return nil }
          envelopes.append(nil)
        }
        cursor.skipWhitespace()
        guard let separator = cursor.take() else { return nil }
        if separator == UInt8(ascii: "]") { return envelopes }
        guard separator == UInt8(ascii: ",") else { return nil }
      }
    default:
      return nil
    }
  }

  private struct Cursor {
    let bytes: [UInt8]
    var position = 0

    var peek: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func take() -> UInt8? {
      guard let byte = peek else { return nil }
      position += 1
      return byte
    }

    mutating func skipWhitespace() {
      while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { position += 1 }
    }

    /// Reads an object's members, keeping `id` and `method`.
    mutating func scanObject() -> Envelope? {
      guard take() == UInt8(ascii: "{") else { return nil }
      var envelope = Envelope()
      skipWhitespace()
      if peek == UInt8(ascii: "}") {
        position += 1
        return envelope
      }
      while true {
        skipWhitespace()
        let keyStart = position
        guard skipString() else { return nil }
        let key = decode(keyStart..<position)?.stringValue
        skipWhitespace()
        guard take() == UInt8(ascii: ":") else { return nil }
        skipWhitespace()
        let valueStart = position
        guard skipValue() else { return nil }
        let range = valueStart..<position
        if key == "id", range.count <= MessageEnvelopeScanner.maxScalarBytes {
          envelope.idText = String(decoding: bytes[range], as: UTF8.self)
          envelope.id = decode(range).flatMap(RequestID.init)
        } else if key == "id", let first = bytes[range].first {
          envelope.hasOverlongNumberID =
            first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        } else if key == "method", range.count <= MessageEnvelopeScanner.maxScalarBytes {
          envelope.method = decode(range)?.stringValue
        }
        skipWhitespace()
        guard let separator = take() else { return nil }
        if separator == UInt8(ascii: "}") { return envelope }
        guard separator == UInt8(ascii: ",") else { return nil }
      }
    }

    /// A short stretch of the text parsed on its own.
    func decode(_ range: Range<Int>) -> JSONValue? {
      guard range.count <= MessageEnvelopeScanner.maxScalarBytes else { return nil }
      return try? JSONParser.parse(bytes[range])
    }

    /// Skips a string, escapes included; false when it does not end.
    mutating func skipString() -> Bool {
      guard take() == UInt8(ascii: "\"") else { return false }
      while let byte = take() {
        if byte == UInt8(ascii: "\\") {
          guard take() != nil else { return false }
        } else if byte == UInt8(ascii: "\"") {
          return true
        }
      }
      return false
    }

    /// Skips one value of any kind, counting open brackets instead of recursing.
    mutating func skipValue() -> Bool {
      var depth = 0
      repeat {
        skipWhitespace()
        guard let byte = peek else { return false }
        switch byte {
        case UInt8(ascii: "\""):
          guard skipString() else { return false }
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          position += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          guard depth > 0 else { return false }
          depth -= 1
          position += 1
        case UInt8(ascii: ","), UInt8(ascii: ":"):
          guard depth > 0 else { return false }
          position += 1
        default:
          let start = position
          while let next = peek, !Self.endsScalar(next) { position += 1 }
          guard position > start else { return false }
        }
      } while depth > 0
      return true
    }

    static func endsScalar(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x09, 0x0A, 0x0D,
        UInt8(ascii: "\""), UInt8(ascii: "{"), UInt8(ascii: "["):
        return true
      default:
        return false
      }
    }
  }
}
