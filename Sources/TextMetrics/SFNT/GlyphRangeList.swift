/// Glyph ranges with a value each, as Coverage format 2 and ClassDef format 2 store them.
///
/// When the ranges are sorted and do not overlap (what the specification requires and real fonts do) a lookup
/// is a binary search; otherwise the ranges are scanned in file order and the first match wins, the behaviour of
/// the reference reader, so a sloppy font still measures the same.
struct GlyphRangeList: Sendable {
  private var starts: [UInt16] = []
  private var ends: [UInt16] = []
  private var values: [UInt16] = []
  private var isSorted = true

  /// Reads `count` six-byte records (start, end, value) at `offset`.
  init(_ table: FontDataReader, at offset: Int, count: Int, _ what: String) throws(FontLoadingError) {
    _ = try table.arrayLength(count, 6, at: offset, what)
    starts.reserveCapacity(count)
    ends.reserveCapacity(count)
    values.reserveCapacity(count)
    for index in 0..<count {
      let record = offset + 6 * index
      let start = try table.uint16(record)
      if let last = ends.last, start <= last { isSorted = false }
      starts.append(start)
      ends.append(try table.uint16(record + 2))
      values.append(try table.uint16(record + 4))
    }
  }

  /// The number of ranges.
  var count: Int { starts.count }

  /// The range containing `glyph`: its start and value.
  func find(_ glyph: UInt16) -> (start: UInt16, value: UInt16)? {
    if isSorted {
      var low = 0
      var high = ends.count
      while low < high {
        let middle = (low + high) / 2
        if ends[middle] < glyph { low = middle + 1 } else { high = middle }
      }
      guard low < ends.count, starts[low] <= glyph else { return nil }
      return (starts[low], values[low])
    }
    for index in starts.indices where starts[index] <= glyph && glyph <= ends[index] {
      return (starts[index], values[index])
    }
    return nil
  }
}
