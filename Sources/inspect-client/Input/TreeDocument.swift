import Foundation
import InspectorProtocol
import JSONCore

/// A tree file given on the command line, read and ready to open in the daemon.
///
/// `.json` files hold a tree document in the tree format (`Schemas/view-tree.schema.json`). Swift sources
/// (`.swift` files, folders, packages) are sent as they are and the daemon translates them; `tree` is then the
/// daemon's translation, filled in once the tree is open. `--environment` settings are merged into the
/// document's `environment`, so that they win over the file's own values (a flag typed now is the more specific
/// wish).
struct TreeDocument: Sendable {
  /// The path as given.
  var path: String
  /// The document (for Swift sources, the daemon's translation once opened).
  var tree: JSONValue
  /// The Swift sources and the root chosen, when the tree is read from source.
  var source: SourceInput?
  /// The uri the tree is opened under: the file's absolute `file://` URL.
  var uri: String
  /// The file's size in bytes.
  var byteCount: Int

  /// The file's name as messages show it: the path as the user typed it.
  var displayName: String { path }

  /// The largest tree file read (the daemon's own message limit is 64 MiB by default).
  static let maxBytes = 256 << 20

  /// Reads a tree file, or Swift sources (`.swift` files, folders, a package) with the root `choice` names.
  static func load(_ paths: [String], source choice: SourceChoice, environment: JSONObject, command: String)
    throws(CommandError) -> TreeDocument
  {
    guard SourceFiles.isSource(paths) else {
      return try load(paths.first ?? "", environment: environment, command: command)
    }
    let files = try SourceFiles.read(paths)
    let uri = URL(fileURLWithPath: paths.first ?? ".").standardizedFileURL.absoluteString
    let input = SourceInput(
      files: files, root: choice.root, preview: choice.preview,
      compilationFlags: choice.flags.isEmpty ? nil : choice.flags,
      environment: environment.isEmpty ? nil : .object(environment))
    return TreeDocument(
      path: paths.joined(separator: " "), tree: .null, source: input, uri: uri,
      byteCount: files.reduce(0) { $0 + $1.text.utf8.count })
  }

  /// Swift source that is not read from a file (the demo's built-in form).
  static func builtIn(name: String, swift: String, environment: JSONObject) -> TreeDocument {
    let uri = "inspect-client:\(name)"
    let input = SourceInput(
      files: [SourceFile(uri: uri, text: swift)], environment: environment.isEmpty ? nil : .object(environment))
    return TreeDocument(path: name, tree: .null, source: input, uri: uri, byteCount: swift.utf8.count)
  }

  /// A place in a Swift file as compilers print it: `Sources/Form.swift:12:5` (the path relative to the current
  /// folder when the file is under it; line and UTF-16 column from 1).
  static func place(_ location: TextLocation) -> String {
    var path = location.uri
    if let url = URL(string: location.uri), url.isFileURL {
      path = url.path
      let current = FileManager.default.currentDirectoryPath + "/"
      if path.hasPrefix(current) { path = String(path.dropFirst(current.count)) }
    } else if location.uri.hasPrefix("inspect-client:") {
      path = String(location.uri.dropFirst("inspect-client:".count))
    }
    return "\(path):\(location.range.start.line + 1):\(location.range.start.character + 1)"
  }

  /// Reads and parses `path`, and applies `environment` on top of the document's own.
  static func load(_ path: String, environment: JSONObject, command: String) throws(CommandError) -> TreeDocument {
    if SourceFiles.isSource([path]) {
      return try load([path], source: .none, environment: environment, command: command)
    }
    let url = URL(fileURLWithPath: path)
    let data: Data
    do {
      let attributes = try FileManager.default.attributesOfItem(atPath: path)
      if let size = attributes[.size] as? Int, size > maxBytes {
        throw CommandError.usage("'\(path)' is \(size) bytes; tree files are limited to \(maxBytes) bytes.")
      }
      data = try Data(contentsOf: url)
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError.usage("Cannot read '\(path)': \(Self.reason(error))")
    }
    let tree: JSONValue
    do {
      tree = try JSONParser.parse(Array(data), limits: JSONLimits(maxBytes: maxBytes))
    } catch {
      throw CommandError.usage(
        "'\(path)' is not valid JSON: line \(error.line), column \(error.column): \(error.message)")
    }
    let uri = url.standardizedFileURL.absoluteString
    return TreeDocument(
      path: path, tree: applying(environment, to: tree), source: nil, uri: uri, byteCount: data.count)
  }

  /// A document that is not read from a file (the demo's built-in tree).
  static func builtIn(name: String, tree: JSONValue, environment: JSONObject) -> TreeDocument {
    TreeDocument(
      path: name, tree: applying(environment, to: tree), source: nil, uri: "inspect-client:\(name)", byteCount: 0)
  }

  /// `tree` with `environment`'s members set in its `environment` object, over the document's own.
  private static func applying(_ environment: JSONObject, to tree: JSONValue) -> JSONValue {
    guard !environment.isEmpty, case .object(var document) = tree else { return tree }
    var merged = document["environment"]?.objectValue ?? JSONObject()
    for (key, value) in environment { merged[key] = value }
    document["environment"] = .object(merged)
    return .object(document)
  }

  /// The number of views the document declares, counted without recursion (for progress lines).
  var declaredViewCount: Int {
    var count = 0
    var stack = [tree]
    while let value = stack.popLast() {
      switch value {
      case .object(let object):
        if object["view"] != nil { count += 1 }
        stack.append(contentsOf: object.map(\.value))
      case .array(let elements):
        stack.append(contentsOf: elements)
      default:
        break
      }
    }
    return count
  }

  /// A tree-format path in a request (`params.tree.root.content[0]`) as a path in this file
  /// (`$.root.content[0]`); other paths unchanged.
  static func documentPath(_ requestPath: String) -> String {
    guard let path = JSONPath(parsing: requestPath), let inTree = path.relative(to: JSONPath.params.key("tree"))
    else { return requestPath }
    return inTree.rebased(onto: .root).description
  }

  private static func reason(_ error: Error) -> String {
    let nsError = error as NSError
    if nsError.domain == NSCocoaErrorDomain, nsError.code == NSFileReadNoSuchFileError {
      return "no such file."
    }
    if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased() + "."
    }
    return error.localizedDescription
  }
}
