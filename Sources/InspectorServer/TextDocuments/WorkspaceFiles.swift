import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The Swift files of the editor's workspace folders: where the views, modifiers and preference keys an open
/// document uses may be defined (42 % of real view files use a view defined in another file).
///
/// Read lazily, on the first analysis that needs them, by an iterative walk that skips hidden folders and
/// build products; refreshed file by file on `workspace/didChangeWatchedFiles` and wholly when the folders
/// change. Bounded: at most `maxFiles` files of at most `maxFileBytes` each, `maxTotalBytes` in all; what is
/// past a bound is left out and said once in the log.
final class WorkspaceFiles: Sendable {
  /// The bounds of what is read.
  struct Limits: Sendable {
    /// Files read at most.
    var maxFiles = 2000
    /// The largest file read.
    var maxFileBytes = 1 << 20
    /// All files together.
    var maxTotalBytes = 32 << 20
    /// Folders visited at most (a bound on the walk itself).
    var maxFolders = 20_000
  }

  /// Folder names never walked into: build products and dependency checkouts.
  static let skippedFolders: Set<String> = ["DerivedData", "Pods", "Carthage", "node_modules", "build", "Build"]

  private struct State {
    var folders: [String] = []
    /// The files by uri, once read.
    var files: [String: String]?
    /// A change counter: every refresh makes a new generation, so analyses know their definitions are stale.
    var generation = 0
  }

  private let state = Mutex(State())
  private let limits: Limits

  /// Creates an empty workspace.
  init(limits: Limits = Limits()) {
    self.limits = limits
  }

  /// Sets the folders (as `file:` URIs); the files are read again when next needed.
  func setFolders(_ folders: [String]) {
    state.withLock { state in
      state.folders = folders
      state.files = nil
      state.generation += 1
    }
  }

  /// Adds and removes folders.
  func changeFolders(added: [String], removed: [String]) {
    state.withLock { state in
      state.folders = state.folders.filter { !removed.contains($0) } + added.filter { !state.folders.contains($0) }
      state.files = nil
      state.generation += 1
    }
  }

  /// The generation of the files: it changes whenever they may have.
  var generation: Int { state.withLock { $0.generation } }

  /// The workspace's Swift files by uri with their generation, reading them first if needed (on the calling
  /// thread: a layout thread). `log` hears what was left out.
  func files(log: (String) -> Void) -> (files: [String: String], generation: Int) {
    let (folders, cached, generation) = state.withLock { ($0.folders, $0.files, $0.generation) }
    if let cached { return (cached, generation) }
    let read = Self.read(folders: folders, limits: limits, log: log)
    return state.withLock { state in
      // A refresh that came in while reading wins; the next analysis reads again.
      if state.generation == generation, state.files == nil { state.files = read }
      return (read, generation)
    }
  }

  /// Reads again the files that changed on disk (created, changed), and forgets the deleted ones.
  func refresh(_ uris: [(uri: String, deleted: Bool)]) {
    let updates = uris.map { entry -> (String, String?) in
      guard !entry.deleted, let path = FileURI.path(of: entry.uri), path.hasSuffix(".swift"),
        let bytes = try? BoundedFile.read(path, maxBytes: limits.maxFileBytes)
      else { return (entry.uri, nil) }
      return (entry.uri, String(decoding: bytes, as: UTF8.self))
    }
    state.withLock { state in
      state.generation += 1
      guard var files = state.files else { return }
      for (uri, text) in updates {
        if let text, files[uri] != nil || files.count < limits.maxFiles { files[uri] = text } else { files[uri] = nil }
      }
      state.files = files
    }
  }

  /// Walks the folders without recursion and reads their Swift files within the limits.
  private static func read(folders: [String], limits: Limits, log: (String) -> Void) -> [String: String] {
    var files: [String: String] = [:]
    var totalBytes = 0
    var visited = 0
    var pending = folders.compactMap(FileURI.path(of:))
    var leftOut: [String] = []
    while let folder = pending.popLast() {
      visited += 1
      guard visited <= limits.maxFolders else {
        leftOut.append("folders past the first \(limits.maxFolders)")
        break
      }
      guard let names = names(inFolder: folder) else { continue }
      for name in names.sorted() where !name.hasPrefix(".") {
        let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
        // Symbolic links are not followed: a link back up would make the walk endless.
        switch BoundedFile.kind(of: path) {
        case .folder?:
          if !skippedFolders.contains(name) { pending.append(path) }
          continue
        case .regularFile? where name.hasSuffix(".swift"): break
        default: continue
        }
        guard files.count < limits.maxFiles else {
          leftOut.append("files past the first \(limits.maxFiles)")
          break
        }
        guard let bytes = try? BoundedFile.read(path, maxBytes: limits.maxFileBytes) else {
          leftOut.append("\(path) (over \(limits.maxFileBytes) bytes, or unreadable)")
          continue
        }
        guard totalBytes + bytes.count <= limits.maxTotalBytes else {
          leftOut.append("files past \(limits.maxTotalBytes) bytes in all")
          break
        }
        totalBytes += bytes.count
        files[FileURI.uri(of: path)] = String(decoding: bytes, as: UTF8.self)
      }
    }
    if !leftOut.isEmpty {
      log("workspace: read \(files.count) Swift files; left out: " + leftOut.prefix(5).joined(separator: "; "))
    }
    return files
  }

  /// The names in `folder` (without `.` and `..`), or nil when it cannot be read.
  private static func names(inFolder folder: String) -> [String]? {
    guard let directory = opendir(folder) else { return nil }
    defer { closedir(directory) }
    var names: [String] = []
    while let entry = readdir(directory) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }
}
