import Foundation
import InspectorTestSupport
import Testing
import TextMetrics

/// Loading fonts from bytes and measuring with them. Expected numbers are the tiny fonts' own table values
/// scaled by the point size (arithmetic), or the reference model's figures for Inter (`text-metrics.md` §2.2).
struct FontRegistryTests {
  /// 1000 units/em; glyph 1 ("A") 600 units, glyph 2 ("B") 400 units; ascender 800, descender 200.
  static func tinyFont(
    family: String = "Tiny Sans", postScript: String = "TinySans-Regular", weight: Int = 400, advanceA: Int = 600,
    extra: (inout SFNTBuilder) -> Void = { _ in }
  ) -> [UInt8] {
    var builder = SFNTBuilder.minimal(advances: [500, advanceA, 400], mapping: [0x41: 1, 0x42: 2, 0x20: 2])
    builder.set("OS/2", FontTables.os2(weightClass: weight))
    builder.set("name", FontTables.name([(1, family), (4, "\(family) \(weight)"), (6, postScript)]))
    extra(&builder)
    return builder.build()
  }

  static func measure(_ registry: FontRegistry, _ text: String, _ font: Font) -> TextMeasurement {
    SystemFontTextMeasurer(registry: registry).measure(TextMeasurementRequest(text: text, font: font))
  }

  /// A named font measures with its own advances, no tracking, and its own hhea line height: "AB" at 10 pt is
  /// (600 + 400) / 1000 × 10 = 10 wide and (800 + 200) / 1000 × 10 = 10 tall.
  @Test func namedFontUsesItsOwnMetrics() throws {
    var registry = FontRegistry()
    let added = try registry.load(Self.tinyFont())
    #expect(added.count == 1)
    #expect(added[0].summary.contains("TinySans-Regular"))
    for name in ["TinySans-Regular", "Tiny Sans", "tiny sans", "Tiny Sans 400"] {
      let result = Self.measure(registry, "AB", .custom(name, size: 10))
      #expect(abs(result.width - 10) < 1e-12, "\(name)")
      #expect(abs(result.height - 10) < 1e-12, "\(name)")
      #expect(abs(result.firstBaseline - 8) < 1e-12, "\(name)")
    }
    let metrics = SystemFontTextMeasurer(registry: registry).verticalMetrics(for: .custom("Tiny Sans", size: 10))
    #expect(abs(metrics.capHeight - 7) < 1e-12)
  }

  /// An unknown name falls back to the system font, as `Font.custom` does on iOS.
  @Test func unknownNameFallsBackToTheSystemFont() throws {
    var registry = FontRegistry()
    try registry.load(Self.tinyFont())
    #expect(Self.measure(registry, "Hello", .custom("Nope", size: 17)) == Self.measure(FontRegistry(), "Hello", .body))
  }

  /// A character the loaded face lacks is measured by the SF emulation: "AZ" = A from the face + Z from Inter.
  @Test func missingGlyphsFallBackToTheEmulation() throws {
    var registry = FontRegistry()
    try registry.load(Self.tinyFont())
    let mixed = Self.measure(registry, "AZ", .custom("Tiny Sans", size: 10)).width
    let z = Self.measure(FontRegistry(), "Z", .system(size: 10)).width
    #expect(abs(mixed - (6 + z)) < 1e-12)
  }

  /// `.bold()` on a named font picks the family's bold face.
  @Test func boldPicksTheBoldFace() throws {
    var registry = FontRegistry()
    try registry.load(Self.tinyFont())
    try registry.load(Self.tinyFont(postScript: "TinySans-Bold", weight: 700, advanceA: 700))
    #expect(abs(Self.measure(registry, "A", .custom("Tiny Sans", size: 10)).width - 6) < 1e-12)
    #expect(abs(Self.measure(registry, "A", Font.custom("Tiny Sans", size: 10).bold()).width - 7) < 1e-12)
    #expect(abs(Self.measure(registry, "A", Font.custom("TinySans-Regular", size: 10).bold()).width - 7) < 1e-12)
  }

  /// A face loaded as the system font replaces the emulation for `.system` fonts, with iOS SF's vertical metrics
  /// and SF's HIG tracking when it has no `trak` (17 pt: −26/1000 em per glyph), or its own `trak`.
  @Test func systemFontRole() throws {
    var registry = FontRegistry()
    try registry.load(Self.tinyFont(), role: .systemFont)
    let result = Self.measure(registry, "AB", .body)
    #expect(abs(result.width - (1000.0 / 1000 * 17 - 2 * 0.026 * 17)) < 1e-12)
    #expect(abs(result.height - 17 * 2444.0 / 2048) < 1e-12)
    var own = FontRegistry()
    try own.load(
      Self.tinyFont { $0.set("trak", FontTables.trak([(17, -50)])) }, role: .systemFont, usesOwnVerticalMetrics: true)
    let tracked = Self.measure(own, "AB", .body)
    #expect(abs(tracked.width - (17 - 2 * 0.05 * 17)) < 1e-12)
    #expect(abs(tracked.height - 17) < 1e-12)
    // Found by name, the face is still the system font: SF's tracking at 10 pt is +12/1000 em per glyph.
    #expect(abs(Self.measure(registry, "AB", .custom("Tiny Sans", size: 10)).width - 10.24) < 1e-12)
  }

  /// A variable face: `wght` follows the font's weight and `opsz` its size through HVAR.
  @Test func variableFace() throws {
    var registry = FontRegistry()
    try registry.load(
      Self.tinyFont { builder in
        builder.set("fvar", FontTables.fvar([("wght", 100, 400, 900), ("opsz", 10, 10, 30)]))
        builder.set(
          "HVAR",
          FontTables.hvar(
            regions: [[(0, 1, 1), (0, 0, 0)], [(0, 0, 0), (0, 1, 1)]], deltas: [[0, 0], [100, -100], [0, 0]]))
      })
    // Regular at 10 pt: default instance, A = 600. Black (900 → +1): A = 700. 30 pt (opsz +1): A = 500.
    #expect(abs(Self.measure(registry, "A", .custom("Tiny Sans", size: 10)).width - 6) < 1e-12)
    #expect(abs(Self.measure(registry, "A", Font.custom("Tiny Sans", size: 10).weight(.black)).width - 7) < 1e-12)
    #expect(abs(Self.measure(registry, "A", .custom("Tiny Sans", size: 30)).width - 15) < 1e-12)
  }

  /// Variable kerning: a PairPos value with a VariationIndex device adds GDEF's delta at the instance. "AB" at
  /// 10 pt: 1000 units + (−50 + 40 × wght scalar) kerning; black (wght +1) gives −10 units, regular −50.
  @Test func variableKerning() throws {
    var registry = FontRegistry()
    try registry.load(
      Self.tinyFont { builder in
        builder.set("fvar", FontTables.fvar([("wght", 100, 400, 900)]))
        builder.set("GPOS", FontTables.gpos(lookups: [[FontTables.variablePairPos([(1, 2, -50, 0)])]]))
        builder.set(
          "GDEF", FontTables.gdef(variations: FontTables.itemVariationStore(regions: [[(0, 1, 1)]], deltas: [[40]])))
      })
    #expect(abs(Self.measure(registry, "AB", .custom("Tiny Sans", size: 10)).width - 9.5) < 1e-12)
    #expect(abs(Self.measure(registry, "AB", Font.custom("Tiny Sans", size: 10).weight(.black)).width - 9.9) < 1e-12)
  }

  /// Errors leave the registry exactly as it was; limits bound size and face count.
  @Test func errorsAndLimits() throws {
    var registry = FontRegistry(limits: .init(maximumFileSize: 4096, maximumFaces: 2))
    try registry.load(Self.tinyFont())
    #expect(throws: FontLoadingError.self) { try registry.load([0, 1, 2, 3]) }
    #expect(throws: FontLoadingError.self) { try registry.load([UInt8](repeating: 0, count: 5000)) }
    #expect(registry.faces.count == 1)
    try registry.load(Self.tinyFont(postScript: "TinySans-Bold", weight: 700))
    let error = #expect(throws: FontLoadingError.self) {
      try registry.load(Self.tinyFont(postScript: "TinySans-Black", weight: 900))
    }
    #expect(error?.reason.contains("at most 2 faces") == true)
    #expect(registry.faces.count == 2)
    // Reloading a face with the same PostScript name replaces it.
    try registry.load(Self.tinyFont(advanceA: 900))
    #expect(registry.faces.count == 2)
    #expect(abs(Self.measure(registry, "A", .custom("TinySans-Regular", size: 10)).width - 9) < 1e-12)
    registry.removeAll()
    #expect(registry.faces.isEmpty)
  }

  /// A collection loads every face, or the one asked for.
  @Test func collections() throws {
    let first = SFNTBuilder.minimal(advances: [500, 600], mapping: [0x41: 1])
    var second = SFNTBuilder.minimal(advances: [500, 900], mapping: [0x41: 1])
    second.set("name", FontTables.name([(1, "Second"), (6, "Second-Regular")]))
    let bytes = SFNTBuilder.collection([first, second])
    var registry = FontRegistry()
    #expect(try registry.load(bytes).count == 2)
    var one = FontRegistry()
    #expect(try one.load(bytes, faceIndex: 1).count == 1)
    #expect(abs(Self.measure(one, "A", .custom("Second", size: 10)).width - 9) < 1e-12)
  }

  /// Inter loaded by name measures as the reference model says Inter does on its own (`text-metrics.md` §2.2:
  /// without SF tracking 41.0 × 20.667 at 17 pt @3x); loaded as the system font it reproduces the emulation
  /// exactly at 17 pt (same advances, HIG tracking, iOS metrics, optical factor 1).
  @Test func realInter() throws {
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: TestFonts.interRegularPath)))
    var named = FontRegistry()
    try named.load(bytes)
    let own = Self.measure(named, "Hello", .custom("Inter", size: 17)).roundedUp(toPixelsOf: 3)
    #expect(own.width == 41)
    #expect(own.height == 62 * (1.0 / 3))
    var system = FontRegistry()
    try system.load(bytes, role: .systemFont)
    for text in ["Hello", "World", "Password:", "Good morning, Ada"] {
      let loaded = Self.measure(system, text, .body)
      let emulated = Self.measure(FontRegistry(), text, .body)
      #expect(abs(loaded.width - emulated.width) < 1e-9, "\(text)")
      #expect(loaded.height == emulated.height)
    }
  }
}
