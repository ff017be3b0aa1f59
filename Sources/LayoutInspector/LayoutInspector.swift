import Foundation
@_exported import InspectorProtocol
@_exported import JSONCore
import Synchronization

/// A session with the layout inspector's server: where `LayoutTree`s are opened.
///
/// In process (the default), the server runs inside the test process, linking the layout engine: no daemon to
/// build or start. Against a daemon, it starts an `InspectorDaemon` executable and talks to it over pipes, as
/// `inspect-client` and editors do. Both modes run the same server code and send the same requests, so they
/// give the same answers; set `LAYOUT_INSPECTOR_DAEMON=/path/to/InspectorDaemon` to run a suite against a
/// daemon without changing it.
///
/// Most tests never name an inspector: `LayoutTree(file:)` opens its tree in the shared one.
///
///     @Test func labelsShareTheWidestWidth() async throws {
///       let form = try await LayoutTree(file: "SignInForm.swift")
///       #expect(try await form.node("Text[text=\"User:\"]").width == 79.333)
///     }
public final class LayoutInspector: Sendable {
  /// Where the server runs.
  public enum Mode: Sendable, Hashable {
    /// In this process.
    case inProcess
    /// In an `InspectorDaemon` process started from this path.
    case daemon(path: String)

    /// `daemon(path:)` when `LAYOUT_INSPECTOR_DAEMON` names a path, else `inProcess`.
    public static var fromEnvironment: Mode {
      let path = ProcessInfo.processInfo.environment["LAYOUT_INSPECTOR_DAEMON"] ?? ""
      return path.isEmpty ? .inProcess : .daemon(path: path)
    }
  }

  /// Where the server runs.
  public let mode: Mode
  /// The conversation with the server.
  let connection: InspectorConnection
  private let openedTrees = Mutex(0)

  /// The options every inspector starts with unless given others: the daemon's defaults, with room for the
  /// trees of a parallel test run (`maxTrees` 1024).
  public static var defaultOptions: InitializationOptions {
    InitializationOptions(limits: LimitOverrides(maxTrees: 1024))
  }

  /// Starts a server in `mode`, initialized with `options` (text measurer, default environment, fonts,
  /// limits: what `initialize` accepts).
  public init(mode: Mode = .inProcess, options: InitializationOptions = LayoutInspector.defaultOptions)
    async throws(LayoutInspectorError)
  {
    self.mode = mode
    switch mode {
    case .inProcess:
      connection = try await InspectorConnection.inProcess(options: options)
    case .daemon(let path):
      connection = try await InspectorConnection.daemon(executable: path, options: options)
    }
  }

  private static let sharedInspector = Mutex<Task<LayoutInspector, any Error>?>(nil)

  /// The inspector that `LayoutTree(file:)` and the other conveniences use: started on first use in
  /// `Mode.fromEnvironment` with the default options, and kept for the life of the process.
  public static func shared() async throws(LayoutInspectorError) -> LayoutInspector {
    let task = sharedInspector.withLock { task in
      if let task { return task }
      let started = Task { () throws -> LayoutInspector in try await LayoutInspector(mode: .fromEnvironment) }
      task = started
      return started
    }
    do {
      return try await task.value
    } catch let error as LayoutInspectorError {
      throw error
    } catch {
      throw LayoutInspectorError(.connection, "cannot start the shared inspector: \(error)")
    }
  }

  /// Opens a tree document given as JSON text; `name` appears in messages and in the tree's uri.
  public func open(json: String, name: String = "tree.json") async throws(LayoutInspectorError) -> LayoutTree {
    let document: JSONValue
    do {
      document = try JSONParser.parse(Array(json.utf8))
    } catch {
      throw LayoutInspectorError(.file, "\(name): not JSON: \(error)")
    }
    return try await open(document: document, name: name)
  }

  /// Opens a tree document (`Schemas/view-tree.schema.json`); `name` appears in messages and in the tree's uri.
  public func open(document: JSONValue, name: String = "tree.json") async throws(LayoutInspectorError)
    -> LayoutTree
  {
    let uri = nextURI(for: name)
    let summary = try await connection.send(OpenTreeRequest(uri: uri, tree: document), subject: name)
    return LayoutTree(inspector: self, uri: uri, name: name, summary: summary)
  }

  /// Opens the tree at `path`: SwiftUI source when it ends in `.swift` (the view `root` names, or the
  /// `#Preview` named `preview`; see `open(swift:root:preview:)`), else a tree document in JSON. A relative path
  /// is resolved against the directory of the source file that calls (`#filePath`), so a test finds the files
  /// next to it.
  public func open(
    file path: String, root: String? = nil, preview: String? = nil, relativeTo filePath: StaticString = #filePath
  ) async throws(LayoutInspectorError) -> LayoutTree {
    if path.hasSuffix(".swift") {
      return try await open(swiftFiles: [path], root: root, preview: preview, relativeTo: filePath)
    }
    let url = Self.url(of: path, relativeTo: filePath)
    guard root == nil, preview == nil else {
      throw LayoutInspectorError(
        .file, "\(url.lastPathComponent): root and preview choose a view of Swift source; a tree document has one root")
    }
    let bytes: [UInt8]
    do {
      bytes = Array(try Data(contentsOf: url))
    } catch {
      throw LayoutInspectorError(.file, "cannot read the tree \(url.path): \(error.localizedDescription)")
    }
    let document: JSONValue
    do {
      document = try JSONParser.parse(bytes)
    } catch {
      throw LayoutInspectorError(.file, "\(url.path): not JSON: \(error)")
    }
    return try await open(document: document, name: url.lastPathComponent)
  }

  /// Ends the session: `shutdown` and `exit`; a daemon process is waited for. Trees of this inspector answer
  /// nothing afterwards.
  public func close() async {
    await connection.close()
  }

  /// A uri no other tree of this inspector has: `layout-inspector:3/SignInForm.json`.
  func nextURI(for name: String) -> String {
    let number = openedTrees.withLock { count in
      count += 1
      return count
    }
    return "layout-inspector:\(number)/\(name)"
  }

  /// `path`, resolved against the directory of `filePath` when relative.
  static func url(of path: String, relativeTo filePath: StaticString) -> URL {
    if path.hasPrefix("/") { return URL(fileURLWithPath: path) }
    let directory = URL(fileURLWithPath: "\(filePath)").deletingLastPathComponent()
    return directory.appendingPathComponent(path).standardizedFileURL
  }
}
