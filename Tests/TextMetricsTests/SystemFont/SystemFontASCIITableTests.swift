import Testing

@testable import TextMetrics

/// The SF emulation's table of ASCII measures (`SystemFontInstance.measureAlone(ascii:pointSize:)`, which
/// `FontClusterMeasurer.measureASCII` reads) against the general lookups (`FontClusterMeasurer.measure`, which never
/// reads it): every byte, at every weight and several sizes, measures the same to the bit.
struct SystemFontASCIITableTests {
  @Test(arguments: [0, 1, 11, 17, 20, 34, 96, 1e6, -3, .infinity])
  func everyASCIIByteMeasuresAsTheGeneralLookups(pointSize: Double) {
    let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
    for weight in weights {
      let size = pointSize.isFinite ? max(0, pointSize) : 0
      let measurer = FontClusterMeasurer(
        primary: SystemFontInstance(pointSize: pointSize, weight: weight), fallback: nil, pointSize: size)
      for byte in UInt8(0)..<0x80 {
        let scalar = Unicode.Scalar(byte)
        let breakClass = ClusterBreakClass(ascii: byte)
        let fast = measurer.measureASCII(scalar, breakClass: breakClass)
        let general = measurer.measure(Character(scalar), breakClass: breakClass)
        let label = "byte \(byte) at \(pointSize) pt \(weight)"
        #expect(fast.width.bitPattern == general.width.bitPattern, "\(label)")
        #expect(fast.firstGlyph == general.firstGlyph, "\(label)")
        #expect(fast.lastGlyph == general.lastGlyph, "\(label)")
        #expect(fast.source == general.source, "\(label)")
        #expect(fast.isEstimate == general.isEstimate, "\(label)")
      }
    }
  }

  /// A class other than the byte's own is measured by the general lookups (a space class falls back to the space
  /// glyph there).
  @Test func anotherClassIsMeasuredByTheGeneralLookups() {
    let measurer = FontClusterMeasurer(
      primary: SystemFontInstance(pointSize: 17, weight: .regular), fallback: nil, pointSize: 17)
    for byte in UInt8(0)..<0x80 {
      for breakClass in [ClusterBreakClass.space, .glue, .hardBreak, .text] {
        let fast = measurer.measureASCII(Unicode.Scalar(byte), breakClass: breakClass)
        let general = measurer.measure(Character(Unicode.Scalar(byte)), breakClass: breakClass)
        #expect(fast.width.bitPattern == general.width.bitPattern, "byte \(byte) as \(breakClass)")
        #expect(fast.firstGlyph == general.firstGlyph && fast.source == general.source, "byte \(byte)")
      }
    }
  }
}
