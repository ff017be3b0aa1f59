/// The pair kerning of a `GPOS` table: the PairPos lookups (type 2, also wrapped in Extension lookups of type 9)
/// that the `kern` feature reaches from the `latn` script, else `DFLT`, default language system.
///
/// Only the horizontal advance matters for measuring: the `XAdvance` of both value records of a pair is added
/// to the width. In a variable font an `XAdvDevice` that is a VariationIndex table adds a delta from `GDEF`'s
/// ItemVariationStore at the instance's coordinates; hinting device tables (per-ppem) are ignored. Within one lookup the first subtable that applies wins; the lookups' results add up, in lookup
/// order. That is what the reference reader (`fontcheck/sfnt.py`) and HarfBuzz's kern-only shaping compute.
struct PairAdjustmentTable: Sendable {
  /// One pair's adjustment: font units, and the VariationIndex (outer << 16 | inner) of each value record's
  /// `XAdvDevice`, `PairValue.none` when it has none.
  struct PairValue: Sendable {
    static let none = UInt32.max
    var units: Int32
    var firstVariation: UInt32
    var secondVariation: UInt32
  }

  private struct GlyphPairs: Sendable {
    let coverage: CoverageTable
    /// For each coverage index: second glyphs (sorted in the font) and adjustments.
    let seconds: [[UInt16]]
    let adjustments: [[PairValue]]
  }

  private struct ClassPairs: Sendable {
    let coverage: CoverageTable
    let firstClasses: ClassDefinitionTable
    let secondClasses: ClassDefinitionTable
    let firstClassCount: Int
    let secondClassCount: Int
    /// `firstClassCount × secondClassCount` adjustments, row by row.
    let adjustments: [PairValue]
  }

  private enum Subtable: Sendable {
    case glyphPairs(GlyphPairs)
    case classPairs(ClassPairs)
  }

  /// The lookups, each a list of subtables.
  private var lookups: [[Subtable]] = []

  /// The most lookups read, a bound against hostile counts (real fonts use a handful).
  static let maximumLookups = 1024
  /// The most pair records and class cells read in all. Extension offsets are 32-bit, so many subtables can
  /// point at the same large one; this bounds the work such a file can cause (real fonts stay far below).
  static let maximumEntries = 4_000_000

  /// Whether the font's `kern` feature has any pair adjustment; when it has, CoreText and HarfBuzz ignore the
  /// legacy `kern` table.
  var isEmpty: Bool { lookups.isEmpty }

  /// Reads the PairPos lookups of the `kern` feature.
  init(_ table: FontDataReader) throws(FontLoadingError) {
    let scriptList = Int(try table.uint16(4))
    let featureList = Int(try table.uint16(6))
    let lookupList = Int(try table.uint16(8))
    guard scriptList != 0, featureList != 0, lookupList != 0 else { return }
    let allowedFeatures = try PairAdjustmentTable.defaultFeatureIndices(table, scriptList: scriptList)
    var budget = PairAdjustmentTable.maximumEntries
    var lookupIndices = Set<Int>()
    let featureCount = Int(try table.uint16(featureList))
    _ = try table.arrayLength(featureCount, 6, at: featureList + 2, "feature records")
    for feature in 0..<featureCount {
      let record = featureList + 2 + 6 * feature
      guard try table.tag(record) == "kern", allowedFeatures?.contains(feature) ?? true else { continue }
      let offset = featureList + Int(try table.uint16(record + 4))
      let count = Int(try table.uint16(offset + 2))
      _ = try table.arrayLength(count, 2, at: offset + 4, "feature lookup indices")
      for index in 0..<count { lookupIndices.insert(Int(try table.uint16(offset + 4 + 2 * index))) }
    }
    let lookupCount = Int(try table.uint16(lookupList))
    _ = try table.arrayLength(lookupCount, 2, at: lookupList + 2, "lookup offsets")
    for lookupIndex in lookupIndices.sorted().prefix(PairAdjustmentTable.maximumLookups) {
      guard lookupIndex < lookupCount else {
        throw table.error(at: lookupList, "the kern feature names lookup \(lookupIndex) of \(lookupCount)")
      }
      let lookup = lookupList + Int(try table.uint16(lookupList + 2 + 2 * lookupIndex))
      let type = try table.uint16(lookup)
      let subtableCount = Int(try table.uint16(lookup + 4))
      _ = try table.arrayLength(subtableCount, 2, at: lookup + 6, "lookup subtable offsets")
      var subtables: [Subtable] = []
      for index in 0..<subtableCount {
        var offset = lookup + Int(try table.uint16(lookup + 6 + 2 * index))
        var subtableType = type
        if type == 9 {
          // Extension: the real type and a 32-bit offset from the extension subtable. An extension of an
          // extension is forbidden; following it could loop.
          subtableType = try table.uint16(offset + 2)
          guard subtableType != 9 else {
            throw table.error(at: offset + 2, "extension subtable points at another extension")
          }
          offset += Int(try table.uint32(offset + 4))
        }
        guard subtableType == 2 else { continue }
        subtables.append(try PairAdjustmentTable.readPairPos(table, at: offset, budget: &budget))
      }
      if !subtables.isEmpty { lookups.append(subtables) }
    }
  }

  /// The feature indices of the default language system of `latn`, else `DFLT`; nil (every feature) when the
  /// font has neither script.
  private static func defaultFeatureIndices(
    _ table: FontDataReader, scriptList: Int
  ) throws(FontLoadingError) -> Set<Int>? {
    let count = Int(try table.uint16(scriptList))
    _ = try table.arrayLength(count, 6, at: scriptList + 2, "script records")
    var scripts: [String: Int] = [:]
    for index in 0..<count {
      let record = scriptList + 2 + 6 * index
      let tag = try table.tag(record)
      if scripts[tag] == nil { scripts[tag] = scriptList + Int(try table.uint16(record + 4)) }
    }
    for tag in ["latn", "DFLT"] {
      guard let script = scripts[tag] else { continue }
      let defaultLanguage = Int(try table.uint16(script))
      guard defaultLanguage != 0 else { continue }
      let languageSystem = script + defaultLanguage
      let featureCount = Int(try table.uint16(languageSystem + 4))
      _ = try table.arrayLength(featureCount, 2, at: languageSystem + 6, "language system feature indices")
      var indices = Set<Int>()
      for index in 0..<featureCount { indices.insert(Int(try table.uint16(languageSystem + 6 + 2 * index))) }
      return indices
    }
    return nil
  }

  /// The size in bytes of a ValueRecord with `format`, and the offsets of its XAdvance and XAdvDevice (nil when
  /// absent).
  private static func valueRecordLayout(_ format: UInt16) -> (size: Int, xAdvance: Int?, xAdvanceDevice: Int?) {
    let size = 2 * (format & 0xFF).nonzeroBitCount
    let xAdvance = format & 0x0004 != 0 ? 2 * (format & 0x0003).nonzeroBitCount : nil
    let device = format & 0x0040 != 0 ? 2 * (format & 0x003F).nonzeroBitCount : nil
    return (size, xAdvance, device)
  }

  private static func readPairPos(
    _ table: FontDataReader, at offset: Int, budget: inout Int
  ) throws(FontLoadingError) -> Subtable {
    let format = try table.uint16(offset)
    func spend(_ entries: Int) throws(FontLoadingError) {
      budget -= entries + 1
      guard budget >= 0 else {
        throw table.error(at: offset, "pair kerning holds more than \(maximumEntries) entries in all")
      }
    }
    let coverage = try CoverageTable(table, at: offset + Int(try table.uint16(offset + 2)))
    try spend(coverage.storedCount)
    let first = valueRecordLayout(try table.uint16(offset + 4))
    let second = valueRecordLayout(try table.uint16(offset + 6))
    /// The VariationIndex of the device table at `deviceField` (an offset from the subtable), if it is one.
    func variation(_ deviceField: Int?) throws(FontLoadingError) -> UInt32 {
      guard let deviceField else { return PairValue.none }
      let device = Int(try table.uint16(deviceField))
      guard device != 0, try table.uint16(offset + device + 4) == 0x8000 else { return PairValue.none }
      return UInt32(try table.uint16(offset + device)) << 16 | UInt32(try table.uint16(offset + device + 2))
    }
    func adjustment(_ record: Int) throws(FontLoadingError) -> PairValue {
      var total: Int32 = 0
      if let x = first.xAdvance { total += Int32(try table.int16(record + x)) }
      if let x = second.xAdvance { total += Int32(try table.int16(record + first.size + x)) }
      return PairValue(
        units: total, firstVariation: try variation(first.xAdvanceDevice.map { record + $0 }),
        secondVariation: try variation(second.xAdvanceDevice.map { record + first.size + $0 }))
    }
    switch format {
    case 1:
      let setCount = Int(try table.uint16(offset + 8))
      _ = try table.arrayLength(setCount, 2, at: offset + 10, "pair set offsets")
      let recordSize = 2 + first.size + second.size
      var seconds: [[UInt16]] = []
      var adjustments: [[PairValue]] = []
      seconds.reserveCapacity(setCount)
      adjustments.reserveCapacity(setCount)
      for set in 0..<setCount {
        let pairSet = offset + Int(try table.uint16(offset + 10 + 2 * set))
        let count = Int(try table.uint16(pairSet))
        _ = try table.arrayLength(count, recordSize, at: pairSet + 2, "pair value records")
        try spend(count)
        var glyphs: [UInt16] = []
        var values: [PairValue] = []
        glyphs.reserveCapacity(count)
        values.reserveCapacity(count)
        for index in 0..<count {
          let record = pairSet + 2 + recordSize * index
          glyphs.append(try table.uint16(record))
          values.append(try adjustment(record + 2))
        }
        seconds.append(glyphs)
        adjustments.append(values)
      }
      return .glyphPairs(GlyphPairs(coverage: coverage, seconds: seconds, adjustments: adjustments))
    case 2:
      let firstClasses = try ClassDefinitionTable(table, at: offset + Int(try table.uint16(offset + 8)))
      let secondClasses = try ClassDefinitionTable(table, at: offset + Int(try table.uint16(offset + 10)))
      try spend(firstClasses.storedCount + secondClasses.storedCount)
      let firstCount = Int(try table.uint16(offset + 12))
      let secondCount = Int(try table.uint16(offset + 14))
      let recordSize = first.size + second.size
      let cells = firstCount * secondCount
      _ = try table.arrayLength(cells, recordSize, at: offset + 16, "class pair records")
      try spend(cells)
      var adjustments: [PairValue] = []
      adjustments.reserveCapacity(cells)
      for cell in 0..<cells { adjustments.append(try adjustment(offset + 16 + recordSize * cell)) }
      return .classPairs(
        ClassPairs(
          coverage: coverage, firstClasses: firstClasses, secondClasses: secondClasses, firstClassCount: firstCount,
          secondClassCount: secondCount, adjustments: adjustments))
    default:
      throw table.error(at: offset, "PairPos format \(format) is not 1 or 2")
    }
  }

  /// The horizontal adjustment for a glyph pair in font units, at the default instance of a variable font.
  func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
    var total = 0
    for lookup in lookups {
      for subtable in lookup {
        if let value = PairAdjustmentTable.apply(subtable, left, right) {
          total += Int(value.units)
          break
        }
      }
    }
    return total
  }

  /// The horizontal adjustment for a glyph pair in font units at a variable font's instance: `delta` gives the
  /// blended delta of a VariationIndex (outer << 16 | inner).
  func adjustment(_ left: UInt16, _ right: UInt16, delta: (UInt32) -> Double) -> Double {
    var total = 0.0
    for lookup in lookups {
      for subtable in lookup {
        if let value = PairAdjustmentTable.apply(subtable, left, right) {
          total += Double(value.units)
          if value.firstVariation != PairValue.none { total += delta(value.firstVariation) }
          if value.secondVariation != PairValue.none { total += delta(value.secondVariation) }
          break
        }
      }
    }
    return total
  }

  private static func apply(_ subtable: Subtable, _ left: UInt16, _ right: UInt16) -> PairValue? {
    switch subtable {
    case .glyphPairs(let pairs):
      guard let index = pairs.coverage.index(of: left), index < pairs.seconds.count else { return nil }
      let seconds = pairs.seconds[index]
      var low = 0
      var high = seconds.count - 1
      while low <= high {
        let middle = (low + high) / 2
        let glyph = seconds[middle]
        if glyph == right { return pairs.adjustments[index][middle] }
        if glyph < right { low = middle + 1 } else { high = middle - 1 }
      }
      return nil
    case .classPairs(let pairs):
      guard pairs.coverage.index(of: left) != nil else { return nil }
      let first = pairs.firstClasses.classOf(left)
      let second = pairs.secondClasses.classOf(right)
      guard first < pairs.firstClassCount, second < pairs.secondClassCount else { return nil }
      return pairs.adjustments[first * pairs.secondClassCount + second]
    }
  }
}
