/// Track 0 ("normal") of the horizontal data of an AAT `trak` table: a value in font units per point size,
/// added to every glyph's advance. Apple's system fonts carry one; CoreText applies it automatically.
struct TrackingTable: Sendable {
  /// (point size, value in font units), in the table's order (ascending sizes).
  let entries: [(size: Double, value: Double)]

  /// The most sizes read; Apple's fonts list a few dozen.
  static let maximumSizes = 1024

  /// Reads the table; nil when it has no horizontal data or no normal track.
  init?(_ table: FontDataReader) throws(FontLoadingError) {
    let horizontal = Int(try table.uint16(6))
    guard horizontal != 0 else { return nil }
    let trackCount = Int(try table.uint16(horizontal))
    let sizeCount = Int(try table.uint16(horizontal + 2))
    guard sizeCount >= 1, sizeCount <= TrackingTable.maximumSizes else {
      throw table.error(at: horizontal + 2, "\(sizeCount) sizes (allowed 1…\(TrackingTable.maximumSizes))")
    }
    let sizeTable = Int(try table.uint32(horizontal + 4))
    _ = try table.arrayLength(sizeCount, 4, at: sizeTable, "track sizes")
    _ = try table.arrayLength(trackCount, 8, at: horizontal + 8, "track entries")
    for track in 0..<trackCount {
      let entry = horizontal + 8 + 8 * track
      guard try table.fixed(entry) == 0 else { continue }
      let values = Int(try table.uint16(entry + 6))
      _ = try table.arrayLength(sizeCount, 2, at: values, "track values")
      var entries: [(size: Double, value: Double)] = []
      for index in 0..<sizeCount {
        entries.append((try table.fixed(sizeTable + 4 * index), Double(try table.int16(values + 2 * index))))
      }
      self.entries = entries
      return
    }
    return nil
  }

  /// The value in font units at `pointSize`: linear between listed sizes, held at the ends.
  func value(at pointSize: Double) -> Double {
    Interpolation.piecewiseLinear(entries, at: pointSize)
  }
}
