import Foundation
import JSONCore
import SwiftUISource

/// The example programs of `Fixtures/examples` (verbatim copies of the project's `shared/examples`) and their
/// hand-written trees in `Examples/`.
enum ExampleFiles {
  /// This test target's folder.
  static var testsDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The repository root.
  static var repositoryRoot: URL {
    testsDirectory.deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The example names, each a `.swift` program and an `Examples/<name>.json` tree.
  static let names = [
    "BubblesLastWins", "CollectedWidths", "EqualSizedLabels", "GrowingLabel", "OptionalMaxForm", "ViewGeometry",
  ]

  /// A fixture's text.
  static func text(_ relativePath: String) throws -> String {
    let url = testsDirectory.appendingPathComponent("Fixtures").appendingPathComponent(relativePath)
    guard let data = FileManager.default.contents(atPath: url.path) else { throw MissingFile(path: url.path) }
    return String(decoding: data, as: UTF8.self)
  }

  /// An example program.
  static func swiftFile(_ name: String) throws -> SwiftSourceFile {
    SwiftSourceFile(uri: name + ".swift", text: try text("examples/\(name).swift"))
  }

  /// An example's hand-written tree document.
  static func tree(_ name: String) throws -> JSONValue {
    let url = repositoryRoot.appendingPathComponent("Examples/\(name).json")
    guard let data = FileManager.default.contents(atPath: url.path) else { throw MissingFile(path: url.path) }
    return try JSONParser.parse(Array(data))
  }

  struct MissingFile: Error, CustomStringConvertible {
    let path: String
    var description: String { "no file at \(path)" }
  }
}
