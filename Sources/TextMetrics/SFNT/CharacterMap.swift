/// A font's character-to-glyph mapping (`cmap`), read from the one subtable CoreText-like selection prefers.
///
/// Preference, as in the project's reference reader (`fontcheck/sfnt.py`): a full-repertoire Unicode subtable
/// (format 12/13 under (3,10), (0,4) or (0,6), then any platform-0 one), then a BMP one (format 4/6 under (3,1),
/// then platform 0), then a symbol subtable (3,0), then Mac Roman (1,0) for ASCII only. Formats 0, 4, 6, 12 and
/// 13 are read; format 14 (variation sequences) is only noted, because variation selectors measure as zero-width
/// default-ignorables anyway.
///
/// Lookups binary-search the subtable's segments or groups: nothing is expanded into a dictionary, so a font
/// whose ranges claim the whole of Unicode costs no memory. The segments and groups must be sorted and must not
/// overlap (the specification requires it); a subtable that breaks this is rejected at load time, which also
/// bounds every enumeration by the size of Unicode.
package struct CharacterMap: Sendable {
  /// One (platform, encoding, format) of a subtable in the font, for diagnostics.
  package struct Subtable: Hashable, Sendable {
    /// The platform ID (0 Unicode, 1 Macintosh, 3 Windows).
    package var platform: Int
    /// The encoding ID.
    package var encoding: Int
    /// The subtable format.
    package var format: Int
  }

  private struct Segment: Sendable {
    var start: UInt32
    var end: UInt32
    /// Format 4: idDelta. Format 12: the first glyph. Format 13: the glyph.
    var glyph: UInt32
    /// Format 4 only: the absolute position in the cmap table of the segment's idRangeOffset value, or nil when
    /// that value is 0 (the glyph is code + idDelta).
    var rangeBase: Int?
  }

  private enum Storage: Sendable {
    /// Formats 0 and 6: a dense array from `first`.
    case dense(first: UInt32, glyphs: [UInt16])
    /// Format 4: segments with idDelta and idRangeOffset; `table` holds the cmap bytes for glyphIdArray reads.
    case segments([Segment], table: FontDataReader)
    /// Format 12 (sequential) or 13 (constant) groups.
    case groups([Segment], constant: Bool)
  }

  /// Every subtable the font lists, in order.
  package let subtables: [Subtable]
  /// The subtable used.
  package let chosen: Subtable
  /// Whether the font has a format 14 (variation sequences) subtable.
  package let hasVariationSequences: Bool
  private let storage: Storage
  /// Mac Roman subtables only map ASCII the same way as Unicode.
  private let asciiOnly: Bool
  /// Symbol subtables keep U+0020…U+00FF at U+F020…U+F0FF.
  private let isSymbol: Bool

  /// Reads the encoding records and the preferred subtable.
  init(table cmap: FontDataReader) throws(FontLoadingError) {
    let count = Int(try cmap.uint16(2))
    _ = try cmap.arrayLength(count, 8, at: 4, "encoding records")
    var records: [(subtable: Subtable, offset: Int)] = []
    var variations = false
    for index in 0..<count {
      let record = 4 + 8 * index
      let offset = Int(try cmap.uint32(record + 4))
      guard cmap.contains(offset, 2) else {
        throw cmap.error(at: record + 4, "encoding record \(index) points at offset \(offset), past the table's end")
      }
      let subtable = Subtable(
        platform: Int(try cmap.uint16(record)), encoding: Int(try cmap.uint16(record + 2)),
        format: Int(try cmap.uint16(offset)))
      variations = variations || subtable.format == 14
      records.append((subtable, offset))
    }
    subtables = records.map(\.subtable)
    hasVariationSequences = variations
    let usable = records.filter { CharacterMap.rank($0.subtable) != nil }
    guard
      let best = usable.min(by: { (CharacterMap.rank($0.subtable) ?? 99) < (CharacterMap.rank($1.subtable) ?? 99) })
    else {
      throw cmap.error(at: 0, "no usable subtable (need a Unicode subtable of format 0, 4, 6, 12 or 13)")
    }
    chosen = best.subtable
    asciiOnly = best.subtable.platform == 1
    isSymbol = best.subtable.platform == 3 && best.subtable.encoding == 0
    storage = try CharacterMap.read(cmap, at: best.offset, format: best.subtable.format)
  }

  /// Lower is better; nil means unusable. `min(by:)` keeps the first of equal ranks, as a stable sort would.
  private static func rank(_ subtable: Subtable) -> Int? {
    let (platform, encoding, format) = (subtable.platform, subtable.encoding, subtable.format)
    let unicodeFull = platform == 3 && encoding == 10 || platform == 0 && (encoding == 4 || encoding == 6)
    if format == 12 || format == 13 {
      if unicodeFull { return 0 }
      if platform == 0 { return 1 }
    }
    if format == 4 || format == 6 {
      if platform == 3 && encoding == 1 { return 2 }
      if platform == 0 { return 3 }
    }
    if platform == 3 && encoding == 0 && (format == 4 || format == 6 || format == 12) { return 4 }
    if platform == 1 && encoding == 0 && (format == 0 || format == 6) { return 5 }
    return nil
  }

  private static func read(_ cmap: FontDataReader, at offset: Int, format: Int) throws(FontLoadingError) -> Storage {
    switch format {
    case 0:
      let array = try cmap.slice(offset + 6, 256)
      return .dense(first: 0, glyphs: array.map { UInt16($0) })
    case 6:
      let first = try cmap.uint16(offset + 6)
      let entries = Int(try cmap.uint16(offset + 8))
      _ = try cmap.arrayLength(entries, 2, at: offset + 10, "format 6 glyph array")
      var glyphs: [UInt16] = []
      glyphs.reserveCapacity(entries)
      for index in 0..<entries { glyphs.append(try cmap.uint16(offset + 10 + 2 * index)) }
      return .dense(first: UInt32(first), glyphs: glyphs)
    case 4:
      return try readFormat4(cmap, at: offset)
    case 12, 13:
      let groupCount = Int(try cmap.uint32(offset + 12))
      _ = try cmap.arrayLength(groupCount, 12, at: offset + 16, "format \(format) groups")
      var groups: [Segment] = []
      groups.reserveCapacity(groupCount)
      for index in 0..<groupCount {
        let record = offset + 16 + 12 * index
        let group = Segment(
          start: try cmap.uint32(record), end: try cmap.uint32(record + 4), glyph: try cmap.uint32(record + 8))
        guard group.start <= group.end, group.end <= 0x10_FFFF else {
          throw cmap.error(at: record, "format \(format) group \(index) has the bad range \(group.start)…\(group.end)")
        }
        if let last = groups.last, group.start <= last.end {
          throw cmap.error(at: record, "format \(format) group \(index) overlaps or precedes the group before it")
        }
        groups.append(group)
      }
      return .groups(groups, constant: format == 13)
    default:
      throw cmap.error(at: offset, "subtable format \(format) is not supported")
    }
  }

  private static func readFormat4(_ cmap: FontDataReader, at offset: Int) throws(FontLoadingError) -> Storage {
    let doubled = Int(try cmap.uint16(offset + 6))
    guard doubled >= 2, doubled % 2 == 0 else {
      throw cmap.error(at: offset + 6, "format 4 segCountX2 is \(doubled), not a positive even number")
    }
    let segmentCount = doubled / 2
    let ends = offset + 14
    let starts = ends + doubled + 2
    let deltas = starts + doubled
    let rangeOffsets = deltas + doubled
    try cmap.require(ends, 4 * doubled + 2, "format 4 segment arrays (\(segmentCount) segments)")
    var segments: [Segment] = []
    segments.reserveCapacity(segmentCount)
    for index in 0..<segmentCount {
      let end = UInt32(try cmap.uint16(ends + 2 * index))
      let start = UInt32(try cmap.uint16(starts + 2 * index))
      let delta = UInt32(try cmap.uint16(deltas + 2 * index))
      let rangeOffset = Int(try cmap.uint16(rangeOffsets + 2 * index))
      if let last = segments.last, end < last.end {
        throw cmap.error(at: ends + 2 * index, "format 4 segment \(index) ends before the segment before it")
      }
      // The mandatory final 0xFFFF segment maps nothing; an empty range (start > end) maps nothing either.
      guard start != 0xFFFF, start <= end else { continue }
      if let last = segments.last, start <= last.end {
        throw cmap.error(at: starts + 2 * index, "format 4 segment \(index) overlaps the segment before it")
      }
      segments.append(
        Segment(
          start: start, end: end, glyph: delta,
          rangeBase: rangeOffset == 0 ? nil : rangeOffsets + 2 * index + rangeOffset))
    }
    return .segments(segments, table: cmap)
  }

  /// The glyph for a code point, or nil when the font maps none (glyph 0 counts as none).
  package func glyph(for codePoint: UInt32) -> UInt32? {
    if let glyph = lookup(codePoint) { return glyph }
    if isSymbol, (0x20...0xFF).contains(codePoint) { return lookup(0xF000 + codePoint) }
    return nil
  }

  private func lookup(_ codePoint: UInt32) -> UInt32? {
    if asciiOnly, codePoint >= 0x80 { return nil }
    switch storage {
    case .dense(let first, let glyphs):
      guard codePoint >= first else { return nil }
      let index = Int(codePoint - first)
      guard index < glyphs.count, glyphs[index] != 0 else { return nil }
      return UInt32(glyphs[index])
    case .segments(let segments, let table):
      guard codePoint <= 0xFFFF, let segment = CharacterMap.segment(containing: codePoint, in: segments) else {
        return nil
      }
      var glyph: UInt32
      if let base = segment.rangeBase {
        // idRangeOffset indirection into glyphIdArray; a 0 there stays 0 whatever the delta.
        guard let stored = table.uint16IfPresent(base + 2 * Int(codePoint - segment.start)), stored != 0 else {
          return nil
        }
        glyph = (UInt32(stored) + segment.glyph) & 0xFFFF
      } else {
        glyph = (codePoint + segment.glyph) & 0xFFFF
      }
      return glyph == 0 ? nil : glyph
    case .groups(let groups, let constant):
      guard let group = CharacterMap.segment(containing: codePoint, in: groups) else { return nil }
      let (glyph, overflow) =
        constant ? (group.glyph, false) : group.glyph.addingReportingOverflow(codePoint - group.start)
      return overflow ? nil : glyph
    }
  }

  private static func segment(containing codePoint: UInt32, in segments: [Segment]) -> Segment? {
    var low = 0
    var high = segments.count
    while low < high {
      let middle = (low + high) / 2
      if segments[middle].end < codePoint { low = middle + 1 } else { high = middle }
    }
    guard low < segments.count, segments[low].start <= codePoint else { return nil }
    return segments[low]
  }

  /// Every mapped code point and its glyph, in code point order. Bounded by the size of Unicode.
  package func mappings() -> [(codePoint: UInt32, glyph: UInt32)] {
    var result: [(codePoint: UInt32, glyph: UInt32)] = []
    func add(_ range: ClosedRange<UInt32>) {
      for codePoint in range {
        if let glyph = lookup(codePoint) { result.append((codePoint, glyph)) }
      }
    }
    switch storage {
    case .dense(let first, let glyphs):
      if !glyphs.isEmpty { add(first...first + UInt32(glyphs.count - 1)) }
    case .segments(let segments, _), .groups(let segments, _):
      for segment in segments { add(segment.start...segment.end) }
    }
    if isSymbol {
      let mapped = Set(result.map(\.codePoint))
      for codePoint in UInt32(0x20)...0xFF where !mapped.contains(codePoint) {
        if let glyph = lookup(0xF000 + codePoint) { result.append((codePoint, glyph)) }
      }
      result.sort { $0.codePoint < $1.codePoint }
    }
    return result
  }
}
