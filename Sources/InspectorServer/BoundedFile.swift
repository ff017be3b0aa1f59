import Foundation

/// Reads the files the daemon takes (fonts, the Swift files of editors' workspaces), bounded in size before
/// anything is read.
enum BoundedFile {
  /// Why a file cannot be read.
  struct ReadError: Error, CustomStringConvertible {
    /// What went wrong, naming the file.
    var description: String
  }

  /// The file's bytes, when it is a regular file of at most `maxBytes`.
  static func read(_ path: String, maxBytes: Int) throws(ReadError) -> [UInt8] {
    let attributes: [FileAttributeKey: Any]
    do {
      attributes = try FileManager.default.attributesOfItem(atPath: path)
    } catch {
      throw ReadError(description: "\(path): no such file, or it cannot be read")
    }
    guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
      throw ReadError(description: "\(path): not a regular file")
    }
    let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
    guard size <= maxBytes else {
      throw ReadError(description: "\(path): \(size) bytes is more than the \(maxBytes)-byte limit")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw ReadError(description: "\(path): cannot be opened")
    }
    defer { try? handle.close() }
    // Read one byte more than allowed, so a file that grew since it was measured is still caught.
    let data: Data
    do {
      data = try handle.read(upToCount: maxBytes + 1) ?? Data()
    } catch {
      throw ReadError(description: "\(path): reading failed: \(error.localizedDescription)")
    }
    guard data.count <= maxBytes else {
      throw ReadError(description: "\(path): more than the \(maxBytes)-byte limit")
    }
    return [UInt8](data)
  }
}
