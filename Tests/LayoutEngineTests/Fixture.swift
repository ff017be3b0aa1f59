import Foundation
import JSONCore
import LayoutEngine
import Testing
import TextMetrics

/// One conformance case: a tree, the environment and text measurements it needs, and the numbers SwiftUI
/// produces for it, with where they come from. Read from `Fixtures/<group>/<name>.json` (see the README there).
struct Fixture: CustomTestStringConvertible, Sendable {
  /// `group/name`.
  let name: String
  /// The file's JSON.
  let json: JSONValue

  var testDescription: String { name }

  /// Where a fixture's numbers come from (the README's table): real SwiftUI's output (`measured`), OpenSwiftUI's
  /// tests against the real binary (`verified`), a number or arithmetic Apple or another source states in words or
  /// in a formula (`published`), the project's documented default where nothing is published (`documented`), or
  /// the rules of `swiftui-semantics.md` (`derived`).
  static let kinds: Set<String> = ["measured", "verified", "published", "documented", "derived"]

  /// The folder of fixtures, next to this file.
  static var directory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
  }

  /// Every fixture file, sorted by name.
  static var all: [Fixture] {
    let root = directory
    guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
    var result: [Fixture] = []
    for case let url as URL in enumerator where url.pathExtension == "json" {
      let name = String(url.path.dropFirst(root.path.count + 1).dropLast(5))
      guard let data = FileManager.default.contents(atPath: url.path),
        let json = try? JSONParser.parse(Array(data))
      else {
        result.append(Fixture(name: name, json: .string("unreadable")))
        continue
      }
      result.append(Fixture(name: name, json: json))
    }
    return result.sorted { $0.name < $1.name }
  }

  /// The repository root (three folders above this file).
  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
  }

  /// The tree document: `tree`, or the file `treeFile` names (relative to the repository root, such as
  /// `Examples/SignInForm.json`).
  func tree() throws -> JSONValue {
    if let tree = json["tree"] { return tree }
    guard let file = json["treeFile"]?.stringValue else { throw FixtureError("\(name): no tree or treeFile") }
    let url = Self.repositoryRoot.appendingPathComponent(file)
    guard let data = FileManager.default.contents(atPath: url.path) else { throw FixtureError("no file \(url.path)") }
    return try JSONParser.parse(Array(data))
  }

  /// The measurer the fixture names: `{"fixedAdvance": {…}}`, `{"recorded": […]}` or `{"systemFont": {}}`. Every
  /// fixture says which, so no number depends on a default.
  func textMeasurer() throws -> any TextMeasurer {
    guard let spec = json["textMeasurer"] else { throw FixtureError("\(name): a fixture names its textMeasurer") }
    if let fixed = spec["fixedAdvance"] {
      return FixedAdvanceTextMeasurer(
        advance: fixed["advance"]?.doubleValue ?? 0.5, lineHeight: fixed["lineHeight"]?.doubleValue ?? 1.2,
        ascent: fixed["ascent"]?.doubleValue ?? 0.95)
    }
    if let recordings = spec["recorded"]?.arrayValue {
      return RecordedTextMeasurer(
        recordings: try recordings.map { item in
          guard let text = item["text"]?.stringValue, let width = item["width"]?.doubleValue,
            let height = item["height"]?.doubleValue
          else { throw FixtureError("a recording needs text, width and height: \(item)") }
          return RecordedTextMeasurer.Recording(
            text: text, width: width, height: height, lines: item["lines"]?.arrayValue?.compactMap(\.stringValue))
        })
    }
    if spec["systemFont"] != nil { return SystemFontTextMeasurer() }
    throw FixtureError("unknown textMeasurer \(spec)")
  }
}

struct FixtureError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
