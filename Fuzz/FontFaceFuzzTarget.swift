// libFuzzer entry point for the sfnt reader: every input is a font file; reading must either succeed or throw a
// FontLoadingError, and a face that reads must measure without trapping. Built by Fuzz/fuzz-font-reader with
// `swiftc -sanitize=fuzzer,address` together with the TextMetrics sources (this file is not part of the package).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontFace(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: start, count: count))
  guard let faces = try? FontFace.faceCount(in: bytes) else { return 0 }
  var registry = FontRegistry()
  for index in 0..<min(faces, 4) {
    guard let face = try? FontFace(bytes: bytes, faceIndex: index) else { continue }
    for glyph in UInt16(0)..<8 {
      _ = face.advance(of: glyph)
      _ = face.kerning(glyph, glyph &+ 1)
      _ = face.isMark(glyph)
    }
    _ = face.glyph(forCodePoint: 0x41)
    _ = face.tracking(atPointSize: 17)
    _ = face.variationAxes.normalizedCoordinates(["wght": 700, "opsz": 17])
  }
  if (try? registry.load(bytes, faceIndex: 0, alias: "Fuzz")) != nil {
    let measurer = SystemFontTextMeasurer(registry: registry)
    for weight in [Font.Weight.regular, .black] {
      _ = measurer.measure(
        TextMeasurementRequest(text: "AVA Wo\u{301} 中👍🏽", font: Font.custom("Fuzz", size: 17).weight(weight), maxWidth: 30))
    }
  }
  return 0
}
