/// Table bodies for `SFNTBuilder`, written from the OpenType specification's layouts.
enum FontTables {
  static func head(unitsPerEm: Int, magic: Int = 0x5F0F_3CF5) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)  // version
    w.u32(0)  // fontRevision
    w.u32(0)  // checksumAdjustment
    w.u32(magic)
    w.u16(0)  // flags
    w.u16(unitsPerEm)
    while w.count < 54 { w.u8(0) }
    return w.bytes
  }

  static func hhea(ascender: Int, descender: Int, lineGap: Int, metrics: Int) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)
    w.i16(ascender)
    w.i16(descender)
    w.i16(lineGap)
    while w.count < 34 { w.u8(0) }
    w.u16(metrics)
    return w.bytes
  }

  static func maxp(glyphs: Int) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0000_5000)
    w.u16(glyphs)
    return w.bytes
  }

  static func hmtx(_ advances: [Int]) -> [UInt8] {
    var w = ByteWriter()
    for advance in advances {
      w.u16(advance)
      w.i16(0)
    }
    return w.bytes
  }

  /// OS/2 version 4 with the metrics the reader uses.
  static func os2(
    weightClass: Int = 400, selection: Int = 0x40, typo: (Int, Int, Int) = (800, -200, 0), capHeight: Int = 700,
    xHeight: Int = 500
  ) -> [UInt8] {
    var w = ByteWriter()
    w.u16(4)  // version
    w.i16(500)  // xAvgCharWidth
    w.u16(weightClass)
    while w.count < 62 { w.u8(0) }
    w.u16(selection)
    w.u16(0x20)  // usFirstCharIndex
    w.u16(0x7E)  // usLastCharIndex
    w.i16(typo.0)
    w.i16(typo.1)
    w.i16(typo.2)
    w.u16(900)  // winAscent
    w.u16(300)  // winDescent
    while w.count < 86 { w.u8(0) }
    w.i16(xHeight)
    w.i16(capHeight)
    while w.count < 96 { w.u8(0) }
    return w.bytes
  }

  /// A cmap with one (3,1) format 4 subtable; each code point gets its own segment using idDelta.
  static func cmap(format4 mapping: [UInt32: Int]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(3)
    w.u16(1)
    w.u32(12)
    w.append(format4(mapping))
    return w.bytes
  }

  /// A format 4 subtable: one segment per code point (idDelta), then the 0xFFFF segment.
  static func format4(_ mapping: [UInt32: Int]) -> [UInt8] {
    let codes = mapping.keys.sorted()
    let segments = codes.count + 1
    var w = ByteWriter()
    w.u16(4)
    w.u16(16 + 8 * segments)
    w.u16(0)
    w.u16(2 * segments)
    w.u16(0)
    w.u16(0)
    w.u16(0)
    for code in codes { w.u16(Int(code)) }
    w.u16(0xFFFF)
    w.u16(0)  // reservedPad
    for code in codes { w.u16(Int(code)) }
    w.u16(0xFFFF)
    for code in codes { w.u16((mapping[code, default: 0] - Int(code)) & 0xFFFF) }
    w.u16(1)
    for _ in 0..<segments { w.u16(0) }
    return w.bytes
  }

  /// A cmap whose only subtable is (3,10) format 12 with the given groups (start, end, first glyph).
  static func cmap(format12 groups: [(Int, Int, Int)], platform: Int = 3, encoding: Int = 10) -> [UInt8] {
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(platform)
    w.u16(encoding)
    w.u32(12)
    w.u16(12)
    w.u16(0)
    w.u32(16 + 12 * groups.count)
    w.u32(0)
    w.u32(groups.count)
    for (start, end, glyph) in groups {
      w.u32(start)
      w.u32(end)
      w.u32(glyph)
    }
    return w.bytes
  }

  /// `kern` with the Microsoft header and one format 0 subtable.
  static func kernMicrosoft(_ pairs: [(Int, Int, Int)], coverage: Int = 0x0001) -> [UInt8] {
    var w = ByteWriter()
    w.u16(0)
    w.u16(1)
    w.u16(0)
    w.u16(6 + 8 + 6 * pairs.count)
    w.u16(coverage)
    format0(pairs, into: &w)
    return w.bytes
  }

  /// `kern` with the Apple header and one format 0 subtable.
  static func kernApple(_ pairs: [(Int, Int, Int)], coverage: Int = 0x0000) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)
    w.u32(1)
    w.u32(8 + 8 + 6 * pairs.count)
    w.u16(coverage)
    w.u16(0)
    format0(pairs, into: &w)
    return w.bytes
  }

  private static func format0(_ pairs: [(Int, Int, Int)], into w: inout ByteWriter) {
    w.u16(pairs.count)
    w.u16(0)
    w.u16(0)
    w.u16(0)
    for (left, right, value) in pairs.sorted(by: { ($0.0, $0.1) < ($1.0, $1.1) }) {
      w.u16(left)
      w.u16(right)
      w.i16(value)
    }
  }

  /// A PairPos format 1 subtable (ValueFormat1 = XAdvance, ValueFormat2 = 0) for `pairs` (first, second, value).
  static func pairPosFormat1(_ pairs: [(Int, Int, Int)]) -> [UInt8] {
    let firsts = Array(Set(pairs.map(\.0))).sorted()
    var w = ByteWriter()
    w.u16(1)
    let coverageOffsetPosition = w.count
    w.u16(0)
    w.u16(0x0004)
    w.u16(0)
    w.u16(firsts.count)
    let setOffsetsPosition = w.count
    for _ in firsts { w.u16(0) }
    for (index, first) in firsts.enumerated() {
      w.set16(setOffsetsPosition + 2 * index, w.count)
      let seconds = pairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
      w.u16(seconds.count)
      for pair in seconds {
        w.u16(pair.1)
        w.i16(pair.2)
      }
    }
    w.set16(coverageOffsetPosition, w.count)
    w.u16(1)
    w.u16(firsts.count)
    for first in firsts { w.u16(first) }
    return w.bytes
  }

  /// A PairPos format 2 subtable: `firstClasses` and `secondClasses` map glyphs to classes (format 2 ClassDefs
  /// of single-glyph ranges); `values[c1][c2]` is the XAdvance of the first glyph's value record.
  static func pairPosFormat2(firstClasses: [Int: Int], secondClasses: [Int: Int], values: [[Int]]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(2)
    let coverageAt = w.count
    w.u16(0)
    w.u16(0x0004)
    w.u16(0)
    let class1At = w.count
    w.u16(0)
    let class2At = w.count
    w.u16(0)
    w.u16(values.count)
    w.u16(values.first?.count ?? 0)
    for row in values { for value in row { w.i16(value) } }
    w.set16(coverageAt, w.count)
    let covered = firstClasses.keys.sorted()
    w.u16(1)
    w.u16(covered.count)
    for glyph in covered { w.u16(glyph) }
    for (at, classes) in [(class1At, firstClasses), (class2At, secondClasses)] {
      w.set16(at, w.count)
      classDefinition(classes, into: &w)
    }
    return w.bytes
  }

  /// A format 2 ClassDef with one single-glyph range per entry.
  static func classDefinition(_ classes: [Int: Int], into w: inout ByteWriter) {
    let glyphs = classes.keys.sorted()
    w.u16(2)
    w.u16(glyphs.count)
    for glyph in glyphs {
      w.u16(glyph)
      w.u16(glyph)
      w.u16(classes[glyph, default: 0])
    }
  }

  /// A GPOS table whose `kern` feature (under `script`, default language) uses one lookup per subtable list;
  /// `extension` wraps each subtable in an Extension (type 9) lookup.
  static func gpos(lookups: [[[UInt8]]], extension: Bool = false, script: String = "latn") -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)
    w.u16(10)  // ScriptList
    w.u16(0)  // FeatureList, patched
    w.u16(0)  // LookupList, patched
    // ScriptList at 10: one script with a default LangSys naming feature 0.
    w.u16(1)
    w.tag(script)
    w.u16(8)
    // Script table at 18: defaultLangSys at +4, no other languages.
    w.u16(4)
    w.u16(0)
    // LangSys at 22
    w.u16(0)
    w.u16(0xFFFF)
    w.u16(1)
    w.u16(0)
    let featureList = w.count
    w.set16(6, featureList)
    w.u16(1)
    w.tag("kern")
    w.u16(8)
    w.u16(0)
    w.u16(lookups.count)
    for index in lookups.indices { w.u16(index) }
    let lookupList = w.count
    w.set16(8, lookupList)
    w.u16(lookups.count)
    let lookupOffsetsAt = w.count
    for _ in lookups { w.u16(0) }
    for (index, subtables) in lookups.enumerated() {
      let lookup = w.count
      w.set16(lookupOffsetsAt + 2 * index, lookup - lookupList)
      w.u16(`extension` ? 9 : 2)
      w.u16(0)
      w.u16(subtables.count)
      let subtableOffsetsAt = w.count
      for _ in subtables { w.u16(0) }
      for (subIndex, subtable) in subtables.enumerated() {
        w.set16(subtableOffsetsAt + 2 * subIndex, w.count - lookup)
        if `extension` {
          w.u16(1)
          w.u16(2)
          w.u32(8)
        }
        w.append(subtable)
      }
    }
    return w.bytes
  }

  /// GDEF version 1.0 with a format 2 glyph ClassDef of single-glyph ranges.
  static func gdef(classes: [Int: Int]) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)
    w.u16(12)
    w.u16(0)
    w.u16(0)
    w.u16(0)
    classDefinition(classes, into: &w)
    return w.bytes
  }

  /// `trak` with horizontal data: one normal track over `sizes` (point size, value).
  static func trak(_ sizes: [(Double, Int)]) -> [UInt8] {
    var w = ByteWriter()
    w.u32(0x0001_0000)
    w.u16(0)  // format
    w.u16(12)  // horizOffset
    w.u16(0)  // vertOffset
    w.u16(0)  // reserved
    // TrackData at 12: nTracks, nSizes, sizeTableOffset; one TrackTableEntry.
    w.u16(1)
    w.u16(sizes.count)
    let sizeTable = 12 + 8 + 8
    w.u32(sizeTable)
    w.fixed(0)
    w.u16(256)
    w.u16(sizeTable + 4 * sizes.count)
    for (size, _) in sizes { w.fixed(size) }
    for (_, value) in sizes { w.i16(value) }
    return w.bytes
  }

  /// `fvar` with axes (tag, min, default, max) and no named instances.
  static func fvar(_ axes: [(String, Double, Double, Double)]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(1)
    w.u16(0)
    w.u16(16)
    w.u16(2)
    w.u16(axes.count)
    w.u16(20)
    w.u16(0)
    w.u16(4 + 4 * axes.count)
    for (tag, minimum, defaultValue, maximum) in axes {
      w.tag(tag)
      w.fixed(minimum)
      w.fixed(defaultValue)
      w.fixed(maximum)
      w.u16(0)
      w.u16(256)
    }
    return w.bytes
  }

  /// `avar` with one segment map (from, to) per axis.
  static func avar(_ maps: [[(Double, Double)]]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(1)
    w.u16(0)
    w.u16(0)
    w.u16(maps.count)
    for map in maps {
      w.u16(map.count)
      for (from, to) in map {
        w.f2dot14(from)
        w.f2dot14(to)
      }
    }
    return w.bytes
  }

  /// `HVAR` with an ItemVariationStore (see `itemVariationStore`) and no advance mapping (glyph = inner index).
  static func hvar(regions: [[(Double, Double, Double)]], deltas: [[Int]]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(1)
    w.u16(0)
    w.u32(20)  // itemVariationStoreOffset
    w.u32(0)
    w.u32(0)
    w.u32(0)
    w.append(itemVariationStore(regions: regions, deltas: deltas))
    return w.bytes
  }

  /// An ItemVariationStore with one region per entry of `regions` (per axis start, peak, end) and one item data
  /// whose rows are `deltas[item][region]` (16-bit).
  static func itemVariationStore(regions: [[(Double, Double, Double)]], deltas: [[Int]]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(1)
    w.u32(0)  // regionListOffset, patched
    w.u16(1)
    w.u32(0)  // item data offset, patched
    w.set16(4, w.count)
    let axisCount = regions.first?.count ?? 0
    w.u16(axisCount)
    w.u16(regions.count)
    for region in regions {
      for (start, peak, end) in region {
        w.f2dot14(start)
        w.f2dot14(peak)
        w.f2dot14(end)
      }
    }
    w.set16(10, w.count)
    w.u16(deltas.count)
    w.u16(regions.count)
    w.u16(regions.count)
    for index in regions.indices { w.u16(index) }
    for row in deltas { for delta in row { w.i16(delta) } }
    return w.bytes
  }

  /// GDEF version 1.3 with no glyph classes and an ItemVariationStore.
  static func gdef(variations store: [UInt8]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(1)
    w.u16(3)
    for _ in 0..<5 { w.u16(0) }
    w.u32(18)
    w.append(store)
    return w.bytes
  }

  /// A PairPos format 1 subtable whose first value record is XAdvance + XAdvDevice (a VariationIndex device
  /// table with outer 0 and inner `item`), for `pairs` (first, second, value, item).
  static func variablePairPos(_ pairs: [(Int, Int, Int, Int)]) -> [UInt8] {
    let firsts = Array(Set(pairs.map(\.0))).sorted()
    var w = ByteWriter()
    w.u16(1)
    w.u16(0)  // coverage, patched
    w.u16(0x0044)
    w.u16(0)
    w.u16(firsts.count)
    let setOffsetsPosition = w.count
    for _ in firsts { w.u16(0) }
    var devices: [(position: Int, item: Int)] = []
    for (index, first) in firsts.enumerated() {
      w.set16(setOffsetsPosition + 2 * index, w.count)
      let seconds = pairs.filter { $0.0 == first }.sorted { $0.1 < $1.1 }
      w.u16(seconds.count)
      for pair in seconds {
        w.u16(pair.1)
        w.i16(pair.2)
        devices.append((w.count, pair.3))
        w.u16(0)  // device offset, patched
      }
    }
    for device in devices {
      w.set16(device.position, w.count)
      w.u16(0)
      w.u16(device.item)
      w.u16(0x8000)
    }
    w.set16(2, w.count)
    w.u16(1)
    w.u16(firsts.count)
    for first in firsts { w.u16(first) }
    return w.bytes
  }

  /// A `name` table with Windows English names (ID, text).
  static func name(_ names: [(Int, String)]) -> [UInt8] {
    var w = ByteWriter()
    w.u16(0)
    w.u16(names.count)
    w.u16(6 + 12 * names.count)
    var storage: [UInt8] = []
    for (id, text) in names {
      let encoded = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
      w.u16(3)
      w.u16(1)
      w.u16(0x409)
      w.u16(id)
      w.u16(encoded.count)
      w.u16(storage.count)
      storage.append(contentsOf: encoded)
    }
    w.append(storage)
    return w.bytes
  }
}
