/// An OpenType ClassDef table: a class number for each glyph; glyphs not listed are in class 0.
struct ClassDefinitionTable: Sendable {
  private enum Storage: Sendable {
    /// Format 1: classes of consecutive glyphs from `start`.
    case array(start: UInt16, classes: [UInt16])
    /// Format 2: ranges whose value is the class.
    case ranges(GlyphRangeList)
  }

  private let storage: Storage

  /// Reads the table at `offset` of `table`.
  init(_ table: FontDataReader, at offset: Int) throws(FontLoadingError) {
    let format = try table.uint16(offset)
    switch format {
    case 1:
      let start = try table.uint16(offset + 2)
      let count = Int(try table.uint16(offset + 4))
      _ = try table.arrayLength(count, 2, at: offset + 6, "class array")
      var classes: [UInt16] = []
      classes.reserveCapacity(count)
      for index in 0..<count { classes.append(try table.uint16(offset + 6 + 2 * index)) }
      storage = .array(start: start, classes: classes)
    case 2:
      storage = .ranges(
        try GlyphRangeList(table, at: offset + 4, count: Int(try table.uint16(offset + 2)), "class ranges"))
    default:
      throw table.error(at: offset, "class definition format \(format) is not 1 or 2")
    }
  }

  /// The number of classes or ranges stored, a measure of the work reading the table took.
  var storedCount: Int {
    switch storage {
    case .array(_, let classes): return classes.count
    case .ranges(let ranges): return ranges.count
    }
  }

  /// The class of `glyph`; 0 when not listed.
  func classOf(_ glyph: UInt16) -> Int {
    switch storage {
    case .array(let start, let classes):
      guard glyph >= start else { return 0 }
      let index = Int(glyph - start)
      return index < classes.count ? Int(classes[index]) : 0
    case .ranges(let ranges):
      return ranges.find(glyph).map { Int($0.value) } ?? 0
    }
  }
}
