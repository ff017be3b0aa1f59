import Foundation
import TextMetrics

/// Text measurement throughput (issue 4): measurements per second for a 20-character label and for a
/// 500-character paragraph with wrapping, with the SF emulation and with the fixed-advance test double; the
/// one-time cost of decoding the bundled tables; and reading a real font file.
enum TextBenchmarks {
  /// 20 characters: a typical form label.
  static let label = "Notification sounds:"
  /// 500 characters of running text.
  static let paragraph = String(
    repeating: "The quick brown fox jumps over the lazy dog while a SwiftUI form lays out its labels. ", count: 6
  ).prefix(500)

  static func run() {
    print("== text (TextMetrics) ==")
    precondition(label.count == 20 && paragraph.count == 500)
    let clock = ContinuousClock()
    let first = clock.measure {
      _ = SystemFontTextMeasurer().measure(TextMeasurementRequest(text: "Hello", font: .body))
    }
    print("first measurement (decodes the bundled Inter tables): \(format(first))")
    let system = SystemFontTextMeasurer()
    let fixed = FixedAdvanceTextMeasurer()
    let labelRequest = TextMeasurementRequest(text: label, font: .body)
    let paragraphRequest = TextMeasurementRequest(text: String(paragraph), font: .body, maxWidth: 300)
    let lines = system.measure(paragraphRequest).lineCount
    report("SF emulation, 20-char label, ideal size", system, labelRequest)
    report(
      "SF emulation, 20-char label, 100 pt proposal", system,
      TextMeasurementRequest(text: label, font: .body, maxWidth: 100))
    report("SF emulation, 500-char paragraph, 300 pt proposal (\(lines) lines)", system, paragraphRequest)
    report("fixed advance, 20-char label", fixed, labelRequest)
    report("fixed advance, 500-char paragraph, 300 pt proposal", fixed, paragraphRequest)
    // The repository's copy (Tests/Fonts), so the figure does not depend on the system's fonts.
    let interPath = "Tests/Fonts/Inter-Regular.otf"
    if let data = FileManager.default.contents(atPath: interPath) {
      let bytes = [UInt8](data)
      let (count, elapsed) = repeatFor(seconds: 1) { _ = try? FontFace(bytes: bytes) }
      print("read Inter-Regular.otf (\(bytes.count / 1024) KiB): \(format(elapsed / count)) per face")
      var registry = FontRegistry()
      _ = try? registry.load(bytes, alias: "Inter")
      report(
        "loaded Inter (GPOS kerning), 500-char paragraph", SystemFontTextMeasurer(registry: registry),
        TextMeasurementRequest(text: String(paragraph), font: .custom("Inter", size: 17), maxWidth: 300))
    } else {
      print("(\(interPath) not found: run from the repository root; font reading skipped)")
    }
  }

  static func report(_ name: String, _ measurer: some TextMeasurer, _ request: TextMeasurementRequest) {
    var sink = 0.0
    let (count, elapsed) = repeatFor(seconds: 1) { sink += measurer.measure(request).width }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    let rate = Double(count) / seconds
    print("\(name): \(Int(rate.rounded())) measurements/s (\(format(elapsed / count)) each)\(sink < 0 ? "!" : "")")
  }

  /// Runs `body` repeatedly for about `seconds`, returning the count and the time taken.
  static func repeatFor(seconds: Double, _ body: () -> Void) -> (Int, Duration) {
    let clock = ContinuousClock()
    let start = clock.now
    let deadline = start.advanced(by: .milliseconds(Int(seconds * 1000)))
    var count = 0
    repeat {
      for _ in 0..<16 { body() }
      count += 16
    } while clock.now < deadline
    return (count, clock.now - start)
  }

  static func format(_ duration: Duration) -> String {
    let nanoseconds = Double(duration.components.seconds) * 1e9 + Double(duration.components.attoseconds) / 1e9
    if nanoseconds >= 1e6 { return String(format: "%.2f ms", nanoseconds / 1e6) }
    return String(format: "%.2f µs", nanoseconds / 1e3)
  }
}
