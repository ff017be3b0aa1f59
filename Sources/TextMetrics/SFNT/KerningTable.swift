/// The legacy `kern` table: format 0 pair lists under either header style.
///
/// * Microsoft header: `uint16` version 0, `uint16` subtable count; each subtable has a `uint16` length and a
///   coverage word whose high byte is the format and whose bits 0 (horizontal) and 2 (cross-stream) matter.
/// * Apple header: `uint32` version 0x00010000, `uint32` subtable count; each subtable has a `uint32` length, a
///   coverage word (bit 15 vertical, bit 14 cross-stream, bit 13 variation, low byte the format) and a tuple index.
///
/// Only horizontal, non-cross-stream, non-variation format 0 subtables are used; values of several such
/// subtables add up. Format 0 subtables are stepped over by their pair count rather than their length field,
/// because the 16-bit length of a large Microsoft subtable overflows in real fonts. Any other subtable must state
/// a length at least as long as its header, so a zero length cannot make the reader spin on one spot.
struct KerningTable: Sendable {
  /// Pairs as `left << 16 | right`, sorted, with their adjustment in font units.
  private var keys: [UInt32] = []
  private var values: [Int32] = []

  /// The most subtables read; real fonts have one or a few.
  static let maximumSubtables = 256
  /// The most pairs kept; real fonts have at most tens of thousands.
  static let maximumPairs = 1_000_000

  /// Whether the table holds any usable pair.
  var isEmpty: Bool { keys.isEmpty }

  /// Reads every usable format 0 subtable.
  init(_ table: FontDataReader) throws(FontLoadingError) {
    var pairs: [UInt32: Int32] = [:]
    let version = try table.uint16(0)
    if version == 0 {
      let count = Int(try table.uint16(2))
      var position = 4
      for index in 0..<min(count, KerningTable.maximumSubtables) {
        guard table.contains(position, 6) else {
          throw table.error(at: position, "subtable \(index) of \(count) starts past the table's end")
        }
        let length = Int(try table.uint16(position + 2))
        let coverage = try table.uint16(position + 4)
        let format = coverage >> 8
        if format == 0 {
          let end = try KerningTable.readFormat0(table, at: position + 6, usable: coverage & 0x5 == 0x1, into: &pairs)
          position = end
        } else {
          guard length >= 6 else {
            throw table.error(at: position + 2, "subtable \(index) states length \(length), shorter than its header")
          }
          position += length
        }
      }
    } else if try table.uint32(0) == 0x0001_0000 {
      let count = Int(try table.uint32(4))
      var position = 8
      for index in 0..<min(count, KerningTable.maximumSubtables) {
        guard table.contains(position, 8) else {
          throw table.error(at: position, "subtable \(index) of \(count) starts past the table's end")
        }
        let length = Int(try table.uint32(position))
        let coverage = try table.uint16(position + 4)
        if coverage & 0xFF == 0 {
          let usable = coverage & 0xE000 == 0
          position = try KerningTable.readFormat0(table, at: position + 8, usable: usable, into: &pairs)
        } else {
          guard length >= 8 else {
            throw table.error(at: position, "subtable \(index) states length \(length), shorter than its header")
          }
          position += length
        }
      }
    } else {
      throw table.error(at: 0, "unknown version \(try table.uint32(0))")
    }
    keys = pairs.keys.sorted()
    values = keys.map { pairs[$0] ?? 0 }
  }

  /// Reads a format 0 body at `offset` (after the subtable header) and returns where the next subtable starts.
  private static func readFormat0(
    _ table: FontDataReader, at offset: Int, usable: Bool, into pairs: inout [UInt32: Int32]
  ) throws(FontLoadingError) -> Int {
    let count = Int(try table.uint16(offset))
    let length = try table.arrayLength(count, 6, at: offset + 8, "format 0 kerning pairs")
    guard usable else { return offset + 8 + length }
    guard pairs.count + count <= maximumPairs else {
      throw table.error(at: offset, "more than \(maximumPairs) kerning pairs")
    }
    for index in 0..<count {
      let record = offset + 8 + 6 * index
      let key = UInt32(try table.uint16(record)) << 16 | UInt32(try table.uint16(record + 2))
      pairs[key, default: 0] += Int32(try table.int16(record + 4))
    }
    return offset + 8 + length
  }

  /// The adjustment for a glyph pair in font units; 0 when the table lists none.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    let key = UInt32(left) << 16 | UInt32(right)
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if keys[middle] < key { low = middle + 1 } else { high = middle }
    }
    return low < keys.count && keys[low] == key ? Int(values[low]) : 0
  }
}
