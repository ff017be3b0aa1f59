/// The table directory of one face in an sfnt file: TrueType (`0x00010000`, `true`), CFF-flavoured OpenType
/// (`OTTO`), or one face of a `ttcf` collection picked by index.
///
/// Checksums are not verified (many fonts in the wild have wrong ones, and CoreText does not check them either).
/// A table is only checked to lie inside the file when it is read, so an unused broken table does not reject a
/// font that measures fine.
struct FontTableDirectory: Sendable {
  /// The outline flavour, from the sfnt version tag.
  enum Flavor: String, Sendable {
    /// `glyf` outlines (version `0x00010000` or Apple's `true`).
    case trueType
    /// `CFF `/`CFF2` outlines (version `OTTO`); only the metrics tables are read.
    case cff
  }

  /// The most faces a collection may declare; real collections hold a few dozen at most.
  static let maximumFaceCount = 4096

  /// The file.
  let bytes: [UInt8]
  /// The outline flavour.
  let flavor: Flavor
  /// Each table's absolute offset and length, by tag. The first record wins when a tag repeats.
  let tables: [String: (offset: Int, length: Int)]

  /// The number of faces in `bytes`: the collection's count for a `ttcf` file, else 1.
  static func faceCount(in bytes: [UInt8]) throws(FontLoadingError) -> Int {
    let file = FontDataReader(file: bytes, table: "sfnt header")
    guard file.contains(0, 4) else { throw file.error(at: 0, "the file is \(bytes.count) bytes, too short for a font") }
    guard try file.tag(0) == "ttcf" else { return 1 }
    let header = file.renamed("ttcf header")
    let count = Int(try header.uint32(8))
    guard count >= 1, count <= maximumFaceCount else {
      throw header.error(at: 8, "collection declares \(count) faces (allowed 1…\(maximumFaceCount))")
    }
    _ = try header.arrayLength(count, 4, at: 12, "collection face offsets")
    return count
  }

  /// Reads the directory of face `faceIndex` (0 for a single-face file).
  init(bytes: [UInt8], faceIndex: Int) throws(FontLoadingError) {
    self.bytes = bytes
    let file = FontDataReader(file: bytes, table: "sfnt header")
    let faces = try FontTableDirectory.faceCount(in: bytes)
    guard faceIndex >= 0, faceIndex < faces else {
      throw FontLoadingError(
        table: "ttcf header", offset: 8, reason: "the file has \(faces) face(s), no face index \(faceIndex)")
    }
    var base = 0
    if try file.tag(0) == "ttcf" {
      base = Int(try file.renamed("ttcf header").uint32(12 + 4 * faceIndex))
    }
    let header = try file.tail(from: base, "face \(faceIndex)'s sfnt header")
    switch try header.tag(0) {
    case "OTTO": flavor = .cff
    case "true": flavor = .trueType
    default:
      guard try header.uint32(0) == 0x0001_0000 else {
        throw header.error(at: 0, "not an sfnt font (version tag '\(try header.tag(0))')")
      }
      flavor = .trueType
    }
    let count = Int(try header.uint16(4))
    let records = header.renamed("table directory")
    let directory = try records.range(12, length: try records.arrayLength(count, 16, at: 12, "table records"), "")
    var tables: [String: (offset: Int, length: Int)] = [:]
    for index in 0..<count {
      let record = 16 * index
      let tag = try directory.tag(record)
      if tables[tag] == nil {
        tables[tag] = (Int(try directory.uint32(record + 8)), Int(try directory.uint32(record + 12)))
      }
    }
    self.tables = tables
  }

  /// Whether the face has a table.
  func has(_ tag: String) -> Bool { tables[tag] != nil }

  /// A reader over a table, or nil when the face has none; throws when the record points outside the file.
  func table(_ tag: String) throws(FontLoadingError) -> FontDataReader? {
    guard let entry = tables[tag] else { return nil }
    let file = FontDataReader(file: bytes, table: tag)
    guard file.contains(entry.offset, entry.length) else {
      throw FontLoadingError(
        table: tag, offset: min(entry.offset, bytes.count),
        reason:
          "the table directory places '\(tag)' at offset \(entry.offset) with length \(entry.length), past the end of the \(bytes.count)-byte file"
      )
    }
    return try file.range(entry.offset, length: entry.length, tag)
  }

  /// A reader over a table the face must have.
  func requiredTable(_ tag: String) throws(FontLoadingError) -> FontDataReader {
    guard let table = try table(tag) else {
      throw FontLoadingError(table: tag, offset: 0, reason: "the font has no '\(tag)' table, which is required")
    }
    return table
  }
}
