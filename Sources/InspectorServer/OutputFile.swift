#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files the daemon writes when a client asks it to (the render command's picture), with the C library alone.
enum OutputFile {
  /// Why a file could not be written.
  struct WriteError: Error, CustomStringConvertible {
    /// What failed, with the system's reason.
    var description: String
  }

  /// The folder for files the client did not name: `$TMPDIR` when set, else `/tmp`; always ending in `/`.
  static var temporaryFolder: String {
    guard let pointer = getenv("TMPDIR"), case let folder = String(cString: pointer), !folder.isEmpty else {
      return "/tmp/"
    }
    return folder.hasSuffix("/") ? folder : folder + "/"
  }

  /// The last component of `path`, trailing slashes aside: `/a/b/View.swift` gives `View.swift`.
  static func lastComponent(of path: String) -> String {
    let trimmed = path.utf8.reversed().drop { $0 == UInt8(ascii: "/") }
    guard !trimmed.isEmpty else { return path.isEmpty ? "" : "/" }
    let name = trimmed.prefix { $0 != UInt8(ascii: "/") }.reversed()
    return String(decoding: name, as: UTF8.self)
  }

  /// Writes `text` to `path` whole or not at all: into a new file beside it, renamed over `path` once written.
  static func write(_ text: String, to path: String) throws(WriteError) {
    let temporary = path + ".tmp-\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else { throw WriteError(description: systemError("cannot create \(temporary)")) }
    let bytes = Array(text.utf8)
    var offset = 0
    var failure: String?
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { buffer in
        writeSome(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        failure = systemError("writing \(temporary) failed")
        break
      }
      offset += written
    }
    if close(descriptor) != 0, failure == nil { failure = systemError("writing \(temporary) failed") }
    if failure == nil, rename(temporary, path) != 0 { failure = systemError("cannot rename \(temporary)") }
    if let failure {
      _ = unlink(temporary)
      throw WriteError(description: failure)
    }
  }

  /// `message` with the system's description of `errno`.
  private static func systemError(_ message: String) -> String {
    "\(message): \(String(cString: strerror(errno)))"
  }
}

/// Writes up to `count` bytes of `buffer`; outside the type, where `write` names the C function rather than
/// `OutputFile.write`.
private func writeSome(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  write(descriptor, buffer, count)
}
