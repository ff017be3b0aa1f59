/// The names a face is found by, from the `name` table.
package struct FontNames: Hashable, Sendable {
  /// Name ID 16 (typographic family) when present, else name ID 1 (family): "Inter", "SF Pro".
  package var family: String?
  /// Name ID 17 (typographic subfamily) when present, else name ID 2: "Regular", "Semi Bold".
  package var style: String?
  /// Name ID 4: "Inter Semi Bold".
  package var fullName: String?
  /// Name ID 6: "Inter-SemiBold".
  package var postScriptName: String?
  /// Name ID 0: the copyright notice.
  package var copyright: String?
  /// Name ID 5: the version string.
  package var version: String?

  /// No names: a face without a `name` table.
  package init(
    family: String? = nil, style: String? = nil, fullName: String? = nil, postScriptName: String? = nil,
    copyright: String? = nil, version: String? = nil
  ) {
    self.family = family
    self.style = style
    self.fullName = fullName
    self.postScriptName = postScriptName
    self.copyright = copyright
    self.version = version
  }

  /// The longest name kept, in UTF-16 code units; longer names are cut.
  static let maximumLength = 1024

  /// Reads the English (or first Unicode) names of a `name` table.
  init(_ table: FontDataReader) throws(FontLoadingError) {
    let count = Int(try table.uint16(2))
    let storage = Int(try table.uint16(4))
    _ = try table.arrayLength(count, 12, at: 6, "name records")
    // Rank per name ID: Windows English (US) first, then other Windows English, Unicode, Macintosh Roman.
    var best: [Int: (rank: Int, text: String)] = [:]
    for index in 0..<count {
      let record = 6 + 12 * index
      let nameID = Int(try table.uint16(record + 6))
      guard [0, 1, 2, 4, 5, 6, 16, 17].contains(nameID) else { continue }
      let platform = try table.uint16(record)
      let encoding = try table.uint16(record + 2)
      let language = try table.uint16(record + 4)
      let rank: Int
      switch (platform, encoding, language) {
      case (3, 1, 0x409), (3, 10, 0x409): rank = 0
      case (3, 1, _) where language & 0xFF == 0x09, (3, 10, _) where language & 0xFF == 0x09: rank = 1
      case (0, _, _): rank = 2
      case (1, 0, 0): rank = 3
      default: continue
      }
      if let existing = best[nameID], existing.rank <= rank { continue }
      let length = Int(try table.uint16(record + 8))
      let offset = storage + Int(try table.uint16(record + 10))
      guard table.contains(offset, length) else { continue }
      let bytes = try table.slice(offset, length)
      let text = platform == 1 ? FontNames.decodeMacRoman(bytes) : FontNames.decodeUTF16(bytes)
      best[nameID] = (rank, text)
    }
    family = best[16]?.text ?? best[1]?.text
    style = best[17]?.text ?? best[2]?.text
    fullName = best[4]?.text
    postScriptName = best[6]?.text
    copyright = best[0]?.text
    version = best[5]?.text
  }

  private static func decodeUTF16(_ bytes: ArraySlice<UInt8>) -> String {
    var units: [UInt16] = []
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex, units.count < maximumLength {
      units.append(UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1]))
      index += 2
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// ASCII as is; other bytes become U+FFFD (names that matter for lookup are ASCII).
  private static func decodeMacRoman(_ bytes: ArraySlice<UInt8>) -> String {
    String(String.UnicodeScalarView(bytes.prefix(maximumLength).map { $0 < 0x80 ? Unicode.Scalar($0) : "\u{FFFD}" }))
  }
}
