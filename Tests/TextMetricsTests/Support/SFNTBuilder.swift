/// Builds sfnt font files in memory for tests: tiny fonts with exactly the tables a test needs.
struct SFNTBuilder {
  var version: String = "\u{0}\u{1}\u{0}\u{0}"
  var tables: [(tag: String, data: [UInt8])] = []

  /// Replaces or adds a table.
  mutating func set(_ tag: String, _ data: [UInt8]) {
    tables.removeAll { $0.tag == tag }
    tables.append((tag, data))
  }

  /// The file, with table offsets counted from `base` (for faces inside a collection).
  func build(base: Int = 0) -> [UInt8] {
    var writer = ByteWriter()
    if version == "\u{0}\u{1}\u{0}\u{0}" { writer.u32(0x0001_0000) } else { writer.tag(version) }
    writer.u16(tables.count)
    writer.u16(0)
    writer.u16(0)
    writer.u16(0)
    var offset = 12 + 16 * tables.count
    for table in tables {
      writer.tag(table.tag)
      writer.u32(0)
      writer.u32(base + offset)
      writer.u32(table.data.count)
      offset += (table.data.count + 3) / 4 * 4
    }
    for table in tables {
      writer.append(table.data)
      writer.align()
    }
    return writer.bytes
  }

  /// A `ttcf` collection of faces.
  static func collection(_ faces: [SFNTBuilder]) -> [UInt8] {
    var writer = ByteWriter()
    writer.tag("ttcf")
    writer.u32(0x0001_0000)
    writer.u32(faces.count)
    var offset = 12 + 4 * faces.count
    var bodies: [[UInt8]] = []
    for face in faces {
      writer.u32(offset)
      let body = face.build(base: offset)
      bodies.append(body)
      offset += body.count
    }
    for body in bodies { writer.append(body) }
    return writer.bytes
  }

  /// A minimal valid font: `head`, `hhea`, `maxp`, `hmtx`, `cmap` (format 4) with `advances` for glyphs 0…n−1
  /// and `mapping` from code points to glyphs.
  static func minimal(
    unitsPerEm: Int = 1000, ascender: Int = 800, descender: Int = -200, lineGap: Int = 0, advances: [Int],
    mapping: [UInt32: Int]
  ) -> SFNTBuilder {
    var builder = SFNTBuilder()
    builder.set("head", FontTables.head(unitsPerEm: unitsPerEm))
    builder.set(
      "hhea", FontTables.hhea(ascender: ascender, descender: descender, lineGap: lineGap, metrics: advances.count))
    builder.set("maxp", FontTables.maxp(glyphs: advances.count))
    builder.set("hmtx", FontTables.hmtx(advances))
    builder.set("cmap", FontTables.cmap(format4: mapping))
    return builder
  }
}
