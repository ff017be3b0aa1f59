import Foundation
import Synchronization

/// Where a test's layout snapshot lives, and whether to record it: `__Snapshots__/<test file>/<test>.layout.json`
/// beside the test file, as swift-snapshot-testing lays its snapshots out.
///
/// A test's second unnamed snapshot is `<test>.2.layout.json`, its third `<test>.3.layout.json`;
/// `RECORD_LAYOUT_SNAPSHOTS=1` rewrites every snapshot instead of comparing.
struct SnapshotFile {
  /// The environment variable that asks to rewrite snapshots.
  static let recordVariable = "RECORD_LAYOUT_SNAPSHOTS"

  /// Whether the environment asks to rewrite snapshots.
  static var isRecording: Bool {
    let value = ProcessInfo.processInfo.environment[recordVariable] ?? ""
    return !value.isEmpty && value != "0"
  }

  /// How many unnamed snapshots each test has taken so far in this process, by file and function.
  private static let counters = Mutex<[String: Int]>([:])

  /// The snapshot file.
  let url: URL
  /// Its path from the test file's directory, for messages: `__Snapshots__/FormTests/labels.layout.json`.
  let relativePath: String

  /// The file of a snapshot taken in `function` of the test file `filePath`, named `name` or numbered.
  init(filePath: StaticString, function: String, name: String?) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let directory = testFile.deletingLastPathComponent()
    let test = Self.sanitized(function)
    var stem = test
    if let name {
      stem += "." + Self.sanitized(name)
    } else {
      let key = "\(filePath)#\(function)"
      let count = Self.counters.withLock { counters in
        counters[key, default: 0] += 1
        return counters[key, default: 1]
      }
      if count > 1 { stem += ".\(count)" }
    }
    relativePath = "__Snapshots__/\(testFile.deletingPathExtension().lastPathComponent)/\(stem).layout.json"
    url = directory.appendingPathComponent(relativePath)
  }

  /// `labelsLineUp()` → `labelsLineUp`; anything but letters, digits, `-` and `_` becomes `_`.
  static func sanitized(_ name: String) -> String {
    let base = name.split(separator: "(", maxSplits: 1).first.map(String.init) ?? name
    let characters = base.unicodeScalars.map { scalar -> Character in
      let allowed =
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "-"
        || scalar == "_"
      return allowed ? Character(scalar) : "_"
    }
    let result = String(characters)
    return result.isEmpty ? "snapshot" : result
  }

  /// The stored text, or nil when there is none.
  func read() -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }

  /// Stores `text`, creating the directories.
  func write(_ text: String) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
  }
}
