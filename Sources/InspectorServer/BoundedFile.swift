#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads the files the daemon takes (fonts, the Swift files of editors' workspaces), bounded in size before
/// anything is read.
enum BoundedFile {
  /// Why a file cannot be read.
  struct ReadError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    var description: String
  }

  /// What a path names, without following a symbolic link.
  enum Kind {
    case regularFile(bytes: Int)
    case folder
    case other
  }

  /// What `path` names, or nil when it cannot be examined (no such file, no permission).
  static func kind(of path: String) -> Kind? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(bytes: Int(info.st_size))
    case S_IFDIR: return .folder
    default: return .other
    }
  }

  /// The file's bytes, when it is a regular file of at most `maxBytes`.
  static func read(_ path: String, maxBytes: Int) throws(ReadError) -> [UInt8] {
    guard let kind = kind(of: path) else {
      throw ReadError(description: "\(path): no such file, or it cannot be read")
    }
    guard case .regularFile(let size) = kind else {
      throw ReadError(description: "\(path): not a regular file")
    }
    guard size <= maxBytes else {
      throw ReadError(description: "\(path): \(size) bytes is more than the \(maxBytes)-byte limit")
    }
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ReadError(description: "\(path): cannot be opened")
    }
    defer { _ = close(descriptor) }
    // Read up to one byte more than allowed, so a file that grew since it was measured is still caught.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(size + 1)
    var chunk = [UInt8](repeating: 0, count: min(maxBytes + 1, 64 << 10))
    while bytes.count <= maxBytes {
      let wanted = min(chunk.count, maxBytes + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { readSome(descriptor, $0.baseAddress, wanted) }
      guard count >= 0 else {
        throw ReadError(description: "\(path): reading failed: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      bytes.append(contentsOf: chunk[..<count])
    }
    guard bytes.count <= maxBytes else {
      throw ReadError(description: "\(path): more than the \(maxBytes)-byte limit")
    }
    return bytes
  }
}

/// Reads up to `count` bytes into `buffer`, retrying EINTR; 0 at the end, -1 with `errno` set on failure. Outside
/// the type, where `read` names the C function rather than `BoundedFile.read`.
private func readSome(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
  while true {
    let result = read(descriptor, buffer, count)
    if result < 0, errno == EINTR { continue }
    return result
  }
}
