import Foundation
import InspectorProtocol

/// The Swift files a command line names: `.swift` files, folders (every `.swift` file inside, hidden folders and
/// `.build` skipped) and packages (a folder with `Package.swift`: its `Sources/` only), read in a stable order.
///
/// The tree is opened under the first path's `file://` URL; each file keeps its own, so that ranges and
/// diagnostics name the file they are in.
enum SourceFiles {
  /// The most files read (the daemon's default `maxSourceFiles`).
  static let maxFiles = 1000
  /// The most bytes read over all files (the daemon's default `maxSourceBytes`).
  static let maxBytes = 4 << 20

  /// Whether the paths name Swift source rather than one JSON tree.
  static func isSource(_ paths: [String]) -> Bool {
    paths.count > 1 || paths.contains { $0.hasSuffix(".swift") || isDirectory($0) }
  }

  /// Reads the files the paths name.
  static func read(_ paths: [String]) throws(CommandError) -> [SourceFile] {
    var urls: [URL] = []
    for path in paths {
      if isDirectory(path) {
        urls += try swiftFiles(in: URL(fileURLWithPath: path, isDirectory: true), named: path)
      } else if path.hasSuffix(".swift") {
        urls.append(URL(fileURLWithPath: path))
      } else {
        throw CommandError.usage(
          "'\(path)' is neither a .swift file nor a folder; Swift sources are given as .swift files, folders or packages."
        )
      }
    }
    guard !urls.isEmpty else {
      throw CommandError.usage("\(paths.joined(separator: ", ")) holds no .swift file.")
    }
    guard urls.count <= maxFiles else {
      throw CommandError.usage("\(urls.count) Swift files is more than the \(maxFiles) one tree may be read from.")
    }
    var files: [SourceFile] = []
    var bytes = 0
    for url in urls {
      let data: Data
      do {
        data = try Data(contentsOf: url)
      } catch {
        throw CommandError.usage("Cannot read '\(url.path)': \(error.localizedDescription)")
      }
      bytes += data.count
      guard bytes <= maxBytes else {
        throw CommandError.usage("The Swift sources are more than \(maxBytes) bytes, the most one tree may have.")
      }
      guard let text = String(data: data, encoding: .utf8) else {
        throw CommandError.usage("'\(url.path)' is not UTF-8 text.")
      }
      files.append(SourceFile(uri: url.standardizedFileURL.absoluteString, text: text))
    }
    return files
  }

  /// The `.swift` files under a folder, sorted by path; a package's `Sources/` only.
  private static func swiftFiles(in folder: URL, named path: String) throws(CommandError) -> [URL] {
    var root = folder
    let sources = folder.appendingPathComponent("Sources", isDirectory: true)
    if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
      isDirectory(sources.path)
    {
      root = sources
    }
    guard
      let enumerator = FileManager.default.enumerator(
        at: root, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
    else {
      throw CommandError.usage("Cannot read the folder '\(path)'.")
    }
    var urls: [URL] = []
    for case let url as URL in enumerator {
      if url.lastPathComponent == ".build" {
        enumerator.skipDescendants()
        continue
      }
      if url.pathExtension == "swift", url.lastPathComponent != "Package.swift", !isDirectory(url.path) {
        urls.append(url)
        guard urls.count <= maxFiles else { break }
      }
    }
    return urls.sorted { $0.path < $1.path }
  }

  private static func isDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
  }
}
