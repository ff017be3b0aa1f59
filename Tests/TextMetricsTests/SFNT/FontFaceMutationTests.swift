import Foundation
import Testing
import TextMetrics

/// A cheap randomized-mutation fuzz test of the sfnt reader: valid tiny fonts with every table the reader knows
/// get random bytes overwritten, set to boundary values, or cut, and each result must either read or fail with
/// a `FontLoadingError`; a read face must then measure without trapping. A trap fails the whole test run. The
/// generator is seeded, so a failure reproduces. (`Fuzz/fuzz-font-reader` runs the same reader under libFuzzer.)
struct FontFaceMutationTests {
  /// A small deterministic generator (SplitMix64).
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A font with every table the reader parses.
  static func richFont() -> [UInt8] {
    var builder = SFNTBuilder.minimal(advances: [500, 600, 700, 800], mapping: [0x41: 1, 0x42: 2, 0x43: 3])
    builder.set("OS/2", FontTables.os2())
    builder.set("name", FontTables.name([(1, "Fuzz"), (6, "Fuzz-Regular")]))
    builder.set("kern", FontTables.kernApple([(1, 2, -5)]))
    builder.set(
      "GPOS",
      FontTables.gpos(
        lookups: [
          [FontTables.pairPosFormat1([(1, 2, -40)])],
          [FontTables.pairPosFormat2(firstClasses: [2: 1], secondClasses: [1: 1], values: [[0, 0], [0, -5]])],
        ], extension: true))
    builder.set("GDEF", FontTables.gdef(classes: [3: 3]))
    builder.set("trak", FontTables.trak([(10, 40), (20, -20)]))
    builder.set("fvar", FontTables.fvar([("wght", 100, 400, 900)]))
    builder.set("avar", FontTables.avar([[(-1, -1), (0, 0), (1, 1)]]))
    builder.set("HVAR", FontTables.hvar(regions: [[(0, 1, 1)]], deltas: [[0], [10], [20], [30]]))
    return builder.build()
  }

  /// Writes the rich font as a libFuzzer seed when `TEXT_METRICS_FUZZ_SEEDS` names a directory
  /// (`Fuzz/font-seeds/rich-tiny.ttf` was made this way).
  @Test func writesFuzzSeedOnRequest() throws {
    guard let directory = ProcessInfo.processInfo.environment["TEXT_METRICS_FUZZ_SEEDS"] else { return }
    try Data(Self.richFont()).write(to: URL(fileURLWithPath: directory).appendingPathComponent("rich-tiny.ttf"))
  }

  @Test func mutatedFontsNeverTrap() {
    var random = SplitMix(state: 0x5EED)
    let original = Self.richFont()
    var accepted = 0
    var registry = FontRegistry()
    for _ in 0..<3000 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...8, using: &random) {
        let position = Int.random(in: 0..<bytes.count, using: &random)
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &random)
        case 1: bytes[position] = 0xFF
        case 2: bytes[position] = 0
        default: bytes = Array(bytes.prefix(max(1, position)))
        }
      }
      guard let face = try? FontFace(bytes: bytes) else { continue }
      accepted += 1
      for glyph in UInt16(0)...5 {
        _ = face.advance(of: glyph)
        _ = face.kerning(glyph, glyph &+ 1)
        _ = face.isMark(glyph)
      }
      _ = face.characterMap.mappings()
      if (try? registry.load(bytes, alias: "Fuzz")) != nil {
        let measurer = SystemFontTextMeasurer(registry: registry)
        _ = measurer.measure(TextMeasurementRequest(text: "ABC AB", font: .custom("Fuzz", size: 17), maxWidth: 20))
        registry.removeAll()
      }
    }
    #expect(accepted > 0)
  }
}
