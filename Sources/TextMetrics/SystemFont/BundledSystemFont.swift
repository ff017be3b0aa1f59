/// The bundled stand-in for SF Pro's advances: Inter Regular, Semibold and Bold over a fixed repertoire (Basic
/// Latin, Latin-1, Latin Extended-A and -B, combining diacritics, Greek, Cyrillic, Latin Extended Additional,
/// General Punctuation, currency, letterlike symbols, arrows and mathematical operators), generated into
/// `InterTables.generated.swift` by `Scripts/generate-font-tables`.
///
/// Glyph IDs here are positions in the repertoire, not Inter's glyph IDs.
final class BundledSystemFont: Sendable {
  /// The decoded tables, built once on first use; nil only if the generated data were inconsistent.
  static let shared: BundledSystemFont? = BundledSystemFont()

  /// Inter's design grid.
  let unitsPerEm: Double
  /// The repertoire, sorted.
  private let codePoints: [UInt32]
  /// Glyph + 1 for each code point below `denseIndex.count`, 0 when unmapped: an O(1) lookup for the text
  /// that matters most.
  private let denseIndex: [UInt16]
  /// Inter Regular.
  let regular: BundledFaceTables
  /// Inter SemiBold.
  let semibold: BundledFaceTables
  /// Inter Bold.
  let bold: BundledFaceTables

  private init?() {
    guard let packed = PackedIntegers.decode(BundledSystemFont.packedCodePoints), let count = packed.first,
      count == packed.count - 1, count < Int(UInt16.max),
      let regular = BundledFaceTables(packed: BundledSystemFont.packedRegular),
      let semibold = BundledFaceTables(packed: BundledSystemFont.packedSemibold),
      let bold = BundledFaceTables(packed: BundledSystemFont.packedBold),
      regular.advances.count == count, semibold.advances.count == count, bold.advances.count == count
    else { return nil }
    var codePoints: [UInt32] = []
    var codePoint = 0
    for gap in packed.dropFirst() {
      guard gap > 0 || codePoints.isEmpty, codePoint + gap <= 0x10_FFFF else { return nil }
      codePoint += gap
      codePoints.append(UInt32(codePoint))
    }
    var dense = [UInt16](repeating: 0, count: min(codePoint + 1, 0x3000))
    for (glyph, value) in codePoints.enumerated() where Int(value) < dense.count {
      dense[Int(value)] = UInt16(glyph + 1)
    }
    unitsPerEm = Double(BundledSystemFont.generatedUnitsPerEm)
    self.codePoints = codePoints
    denseIndex = dense
    self.regular = regular
    self.semibold = semibold
    self.bold = bold
  }

  /// The repertoire glyph for a scalar, or nil when it is outside the repertoire.
  func glyph(for scalar: Unicode.Scalar) -> UInt16? {
    let value = scalar.value
    if value < UInt32(denseIndex.count) {
      let entry = denseIndex[Int(value)]
      return entry == 0 ? nil : entry - 1
    }
    var low = 0
    var high = codePoints.count
    while low < high {
      let middle = (low + high) / 2
      if codePoints[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low < codePoints.count && codePoints[low] == value ? UInt16(low) : nil
  }

  /// Every code point of the repertoire.
  var repertoire: [UInt32] { codePoints }
}
