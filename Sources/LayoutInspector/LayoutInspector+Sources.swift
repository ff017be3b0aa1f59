import Foundation
import InspectorProtocol

extension LayoutInspector {
  /// Opens SwiftUI source text: the view `root` names (`SignInForm`, or a root expression such as
  /// `SignInRow(label: "Name")`), or the `#Preview` named `preview`; without either, the first `#Preview`, else
  /// the only view that needs no arguments. `name` appears in messages and in source locations.
  public func open(
    swift text: String, root: String? = nil, preview: String? = nil, name: String = "View.swift",
    compilationFlags: [String]? = nil
  ) async throws(LayoutInspectorError) -> LayoutTree {
    let source = SourceInput(
      files: [SourceFile(uri: name, text: text)], root: root, preview: preview, compilationFlags: compilationFlags)
    return try await open(source: source, name: name)
  }

  /// Opens SwiftUI source files together (a view may use views another file defines); relative paths are
  /// resolved against the directory of the calling source file. `root` and `preview` choose what to lay out, as
  /// in `open(swift:root:preview:)`.
  public func open(
    swiftFiles paths: [String], root: String? = nil, preview: String? = nil, compilationFlags: [String]? = nil,
    relativeTo filePath: StaticString = #filePath
  ) async throws(LayoutInspectorError) -> LayoutTree {
    var files: [SourceFile] = []
    for path in paths {
      let url = Self.url(of: path, relativeTo: filePath)
      do {
        files.append(SourceFile(uri: url.absoluteString, text: try String(contentsOf: url, encoding: .utf8)))
      } catch {
        throw LayoutInspectorError(.file, "cannot read the source \(url.path): \(error.localizedDescription)")
      }
    }
    let name = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent : "\(paths.count) files"
    let source = SourceInput(files: files, root: root, preview: preview, compilationFlags: compilationFlags)
    return try await open(source: source, name: name)
  }

  /// Opens Swift source as `tree/open` takes it.
  public func open(source: SourceInput, name: String) async throws(LayoutInspectorError) -> LayoutTree {
    let uri = nextURI(for: name)
    let summary = try await connection.send(OpenTreeRequest(uri: uri, source: source), subject: name)
    return LayoutTree(inspector: self, uri: uri, name: name, summary: summary)
  }
}
