import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `inspect-client render` end to end: the SVG is well-formed XML with a box per layer at the layer's frame,
/// and, when rsvg-convert is installed, converts to a PNG of the announced pixel size.
@Suite(.serialized) struct RenderCommandTests {
  /// A fresh file path in the temporary directory.
  static func temporaryPath(_ name: String) -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-client-tests")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent(name).path
  }

  @Test func svgHasABoxPerLayerAtItsFrame() throws {
    let path = Self.temporaryPath("form.svg")
    let run = try CLIRunner.run(["render", "Examples/SignInForm.json", "-o", path, "--highlight", "#password-label"])
    #expect(run.exitCode == 0, "\(run)")
    let layout = try CLIRunner.run(["layout", "Examples/SignInForm.json", "--json"])
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    // Every layer of the daemon's layout/tree answer has one box with its frame, in points.
    let nodes = try #require(try JSONValueReader.object(layout.stdout)["nodes"] as? [[String: Any]])
    var layerCount = 0
    for node in nodes {
      let id = try #require(node["id"] as? String)
      for layer in node["layers"] as? [[String: Any]] ?? [] {
        layerCount += 1
        let index = try #require(layer["index"] as? Int)
        let frame = try #require(layer["frame"] as? [String: Any])
        let boxes = try root.nodes(forXPath: "//*[@data-node='\(id)']/*[local-name()='rect'][@data-layer='\(index)']")
        let box = try #require(boxes.first as? XMLElement, "no box for \(id) layer \(index)")
        for key in ["x", "y", "width", "height"] {
          let expected = try #require(frame[key] as? Double)
          let drawn = try #require(Double(Self.attribute(key, of: box) ?? ""))
          // The SVG writes three decimals.
          #expect(abs(drawn - expected) < 0.0006, "\(id) layer \(index) \(key)")
        }
        let title = box.elements(forName: "title").first?.stringValue ?? ""
        #expect(title.contains("proposed"), "\(id) layer \(index) has no proposal in its title")
      }
    }
    let boxes = try root.nodes(forXPath: "//*[local-name()='rect'][@data-layer]")
    #expect(boxes.count == layerCount)
    let highlighted = try root.nodes(forXPath: "//*[local-name()='rect'][@class='highlight']")
    #expect(highlighted.count == 1)
    let texts = try root.nodes(forXPath: "//*[local-name()='text']").compactMap(\.stringValue)
    #expect(texts.contains("User:") && texts.contains("Password:"))
  }

  @Test(.enabled(if: converter() != nil, "rsvg-convert is not installed (Debian: apt-get install librsvg2-bin)"))
  func pngHasTheAnnouncedPixelSize() throws {
    let converter = try #require(Self.converter())
    let path = Self.temporaryPath("form-png.svg")
    let run = try CLIRunner.run(["render", "Examples/SignInForm.json", "-o", path, "--png", "--zoom", "1.5", "--json"])
    #expect(run.exitCode == 0, "\(run)")
    let report = try JSONValueReader.object(run.stdout)
    #expect(report["png"] as? String != nil)
    let pngPath = String(path.dropLast(4)) + ".png"
    let size = try #require(PNGHeader.size(of: pngPath))
    #expect(Double(size.width) == report["width"] as? Double)
    #expect(Double(size.height) == report["height"] as? Double)
    // The test helper converts on its own too, and gets the same size.
    let own = Self.temporaryPath("own.png")
    let process = try Process.run(URL(fileURLWithPath: converter), arguments: ["-o", own, path])
    process.waitUntilExit()
    #expect(PNGHeader.size(of: own)?.width == size.width)
  }

  @Test func svgToStandardOutput() throws {
    let run = try CLIRunner.run(["render", "Examples/SignInForm.json", "-o", "-", "--pass", "1"])
    #expect(run.exitCode == 0)
    let document = try XMLDocument(data: Data(run.stdout.utf8), options: [])
    #expect(document.rootElement()?.name == "svg")
  }

  /// The SVG names the fonts the text was measured with; where the face it is drawn with is not installed,
  /// `render` warns that a viewer here will substitute another.
  @Test func fontsAreNamedAndAMissingFaceIsAWarning() throws {
    let path = Self.temporaryPath("fonts.svg")
    let installed = try CLIRunner.run(["render", "Examples/SignInForm.json", "-o", path])
    #expect(installed.exitCode == 0 && installed.stderr.isEmpty, "\(installed)")
    let document = try XMLDocument(contentsOf: URL(fileURLWithPath: path), options: [])
    let description = try #require(document.rootElement()?.elements(forName: "desc").first?.stringValue)
    #expect(description.contains("measured by InspectorDaemon (.body)"))
    #expect(description.contains("drawn with Inter"))
    let empty = Self.temporaryPath("no-fonts")
    try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
    let missing = try CLIRunner.run(
      ["render", "Examples/SignInForm.json", "-o", path], environment: ["INSPECT_CLIENT_FONT_DIRECTORIES": empty])
    #expect(missing.exitCode == 0)
    #expect(missing.stderr.contains("warning: Inter is not installed on this machine"), "\(missing)")
  }

  @Test func changesSinceAStoredSnapshotAreMarked() throws {
    // The snapshot is the form as it was with a longer label: its widths are the ones the picture marks.
    let snapshotPath = Self.temporaryPath("form.layout.json")
    let stored = try CLIRunner.run([
      "layout", "Examples/SignInForm.json", "--snapshot", "--environment", "displayScale=2",
    ])
    #expect(stored.exitCode == 0)
    try Data(stored.stdout.utf8).write(to: URL(fileURLWithPath: snapshotPath))
    let path = Self.temporaryPath("form-diff.svg")
    let run = try CLIRunner.run([
      "render", "Examples/SignInForm.json", "-o", path, "--diff", snapshotPath, "--json",
    ])
    #expect(run.exitCode == 0, "\(run)")
    let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any] ?? [:]
    let changed = report["changed"] as? [String] ?? []
    #expect(changed.contains("user-label"), "\(run)")
    let svg = try String(contentsOfFile: path, encoding: .utf8)
    #expect(svg.contains("changes since \(snapshotPath)"))
    #expect(svg.contains("class=\"before\""))
    let both = try CLIRunner.run([
      "render", "Examples/SignInForm.json", "-o", path, "--diff", snapshotPath, "--compare", "1",
    ])
    #expect(both.exitCode == 2)
  }

  @Test func missingOutputIsAUsageError() throws {
    let run = try CLIRunner.run(["render", "Examples/SignInForm.json"])
    #expect(run.exitCode == 2)
    Snapshot.assert(run.description, named: "render-missing-output")
  }

  /// An attribute's value. (`XMLElement.attribute(forName:)` misses attributes of elements in a default
  /// namespace in swift-corelibs-foundation, so the attributes are searched by name.)
  static func attribute(_ name: String, of element: XMLElement) -> String? {
    element.attributes?.first { $0.name == name }?.stringValue
  }

  /// The path of rsvg-convert, or nil when it is not installed (the PNG checks are then skipped).
  static func converter() -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
      let candidate = "\(directory)/rsvg-convert"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }
}

/// Reads the pixel size from a PNG's IHDR chunk.
enum PNGHeader {
  /// Width and height, or nil when the file is not a PNG.
  static func size(of path: String) -> (width: Int, height: Int)? {
    guard let data = FileManager.default.contents(atPath: path), data.count >= 24 else { return nil }
    let bytes = [UInt8](data.prefix(24))
    guard bytes[0..<8] == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { return nil }
    func integer(at offset: Int) -> Int {
      bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
    }
    return (integer(at: 16), integer(at: 20))
  }
}

/// Reads CLI JSON output with Foundation, independently of the CLI's own JSON code.
enum JSONValueReader {
  /// The top-level object.
  static func object(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }
}
