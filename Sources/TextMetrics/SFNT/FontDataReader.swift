/// Bounds-checked big-endian reads from one table (or any byte range) of a font file.
///
/// Offsets passed to the read methods are relative to the start of the range; errors report the absolute offset
/// in the file and the table's tag, so a malformed font is rejected with a message that points at the byte.
/// Every read checks its range first, so no read can trap or leave the file's bytes.
struct FontDataReader: Sendable {
  /// The whole file.
  let bytes: [UInt8]
  /// The tag reported in errors.
  let table: String
  /// The absolute offset of the range's first byte.
  let start: Int
  /// The number of bytes in the range.
  let count: Int

  /// A reader over the whole file.
  init(file bytes: [UInt8], table: String) {
    self.bytes = bytes
    self.table = table
    self.start = 0
    self.count = bytes.count
  }

  /// A reader over `count` bytes from `start`, which the caller has checked to lie inside the file.
  private init(bytes: [UInt8], table: String, start: Int, count: Int) {
    self.bytes = bytes
    self.table = table
    self.start = start
    self.count = count
  }

  /// An error at `offset` (relative to this range) naming this reader's table.
  func error(at offset: Int, _ reason: String) -> FontLoadingError {
    FontLoadingError(table: table, offset: start + max(0, min(offset, count)), reason: reason)
  }

  /// Throws unless `length` bytes from `offset` lie inside the range; `what` names the structure in the error.
  func require(_ offset: Int, _ length: Int, _ what: String) throws(FontLoadingError) {
    guard offset >= 0, length >= 0, offset <= count, length <= count - offset else {
      let remaining = offset >= 0 && offset <= count ? count - offset : 0
      throw error(
        at: offset, "\(what) needs \(length) bytes at offset \(offset) of the table but only \(remaining) remain")
    }
  }

  /// Whether `length` bytes from `offset` lie inside the range.
  func contains(_ offset: Int, _ length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// A reader over a sub-range, for example a subtable found through an offset.
  func range(_ offset: Int, length: Int, _ what: String) throws(FontLoadingError) -> FontDataReader {
    try require(offset, length, what)
    return FontDataReader(bytes: bytes, table: table, start: start + offset, count: length)
  }

  /// A reader from `offset` to the end of this range: subtables whose length is not stated.
  func tail(from offset: Int, _ what: String) throws(FontLoadingError) -> FontDataReader {
    try require(offset, 0, what)
    return FontDataReader(bytes: bytes, table: table, start: start + offset, count: count - offset)
  }

  /// The same bytes reported under another table name.
  func renamed(_ table: String) -> FontDataReader {
    FontDataReader(bytes: bytes, table: table, start: start, count: count)
  }

  /// The unsigned byte at `offset`.
  func uint8(_ offset: Int) throws(FontLoadingError) -> UInt8 {
    try require(offset, 1, "a byte")
    return bytes[start + offset]
  }

  /// The big-endian `uint16` at `offset`.
  func uint16(_ offset: Int) throws(FontLoadingError) -> UInt16 {
    try require(offset, 2, "a uint16")
    return unsafeUInt16(offset)
  }

  /// The big-endian `int16` at `offset`.
  func int16(_ offset: Int) throws(FontLoadingError) -> Int16 {
    Int16(bitPattern: try uint16(offset))
  }

  /// The big-endian `uint32` at `offset`.
  func uint32(_ offset: Int) throws(FontLoadingError) -> UInt32 {
    try require(offset, 4, "a uint32")
    let p = start + offset
    return UInt32(bytes[p]) << 24 | UInt32(bytes[p + 1]) << 16 | UInt32(bytes[p + 2]) << 8 | UInt32(bytes[p + 3])
  }

  /// The big-endian `int32` at `offset`.
  func int32(_ offset: Int) throws(FontLoadingError) -> Int32 {
    Int32(bitPattern: try uint32(offset))
  }

  /// The 16.16 fixed-point number at `offset`.
  func fixed(_ offset: Int) throws(FontLoadingError) -> Double {
    Double(try int32(offset)) / 65536
  }

  /// The 2.14 fixed-point number at `offset`.
  func f2dot14(_ offset: Int) throws(FontLoadingError) -> Double {
    Double(try int16(offset)) / 16384
  }

  /// The four-byte tag at `offset` as text; bytes outside printable ASCII become `?`.
  func tag(_ offset: Int) throws(FontLoadingError) -> String {
    try require(offset, 4, "a tag")
    let p = start + offset
    return String(
      decoding: bytes[p..<p + 4].map { $0 >= 0x20 && $0 < 0x7F ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
  }

  /// The big-endian `uint16` at `offset` when it lies inside the range, else nil; for lookups at measuring time
  /// whose offsets were not all checked when the font was loaded.
  func uint16IfPresent(_ offset: Int) -> UInt16? {
    contains(offset, 2) ? unsafeUInt16(offset) : nil
  }

  /// The bytes of `length` from `offset`, which the caller has checked.
  func slice(_ offset: Int, _ length: Int) throws(FontLoadingError) -> ArraySlice<UInt8> {
    try require(offset, length, "a byte string")
    return bytes[start + offset..<start + offset + length]
  }

  /// Reads a `uint16` the caller has already bounds-checked.
  private func unsafeUInt16(_ offset: Int) -> UInt16 {
    let p = start + offset
    return UInt16(bytes[p]) << 8 | UInt16(bytes[p + 1])
  }

  /// `count × size` as a byte length, or an error when it does not fit in the range (or overflows).
  func arrayLength(_ count: Int, _ size: Int, at offset: Int, _ what: String) throws(FontLoadingError) -> Int {
    let (product, overflow) = count.multipliedReportingOverflow(by: size)
    guard !overflow else { throw error(at: offset, "\(what): \(count) entries is too many") }
    try require(offset, product, "\(what) (\(count) entries of \(size) bytes)")
    return product
  }
}
