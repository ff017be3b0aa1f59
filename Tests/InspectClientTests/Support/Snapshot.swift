import Foundation
import Testing

/// Golden-output assertions in swift-argument-parser's style: `Snapshots/<name>.txt` holds the expected text.
/// `RECORD_SNAPSHOTS=1 swift test` rewrites every snapshot; a missing snapshot is recorded and the test fails,
/// so that a new golden file is always looked at before it is committed.
enum Snapshot {
  /// The snapshot directory, beside this file's parent.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Snapshots")

  /// Whether `RECORD_SNAPSHOTS=1` asks to rewrite snapshots.
  static var isRecording: Bool {
    ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  }

  /// Checks `actual` against `Snapshots/<name>.txt`.
  static func assert(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = directory.appendingPathComponent(name + ".txt")
    let existing = try? String(contentsOf: file, encoding: .utf8)
    if isRecording || existing == nil {
      try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try? Data(actual.utf8).write(to: file)
      if existing == nil, !isRecording {
        Issue.record(
          "Recorded the missing snapshot \(name).txt; check it and run the test again.", sourceLocation: sourceLocation)
      }
      return
    }
    guard let existing, existing != actual else { return }
    Issue.record(
      "Output differs from Snapshots/\(name).txt (RECORD_SNAPSHOTS=1 rewrites it):\n\(diff(existing, actual))",
      sourceLocation: sourceLocation)
  }

  /// The lines that differ, `-` expected and `+` actual, with their line numbers.
  static func diff(_ expected: String, _ actual: String) -> String {
    let left = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let right = actual.split(separator: "\n", omittingEmptySubsequences: false)
    var lines: [String] = []
    for index in 0..<max(left.count, right.count) {
      let old = index < left.count ? String(left[index]) : nil
      let new = index < right.count ? String(right[index]) : nil
      guard old != new else { continue }
      if let old { lines.append("\(index + 1) - \(old)") }
      if let new { lines.append("\(index + 1) + \(new)") }
      if lines.count > 40 { break }
    }
    return lines.joined(separator: "\n")
  }
}
