import Foundation

/// Converts SVG files to PNG with `rsvg-convert` (librsvg), when it is installed. The CLI has no image code
/// of its own; a picture's pixel size is set by the SVG's `width` and `height`.
enum PNGConverter {
  /// The converter's executable name.
  static let executableName = "rsvg-convert"

  /// The converter's path on `PATH`, or nil when it is not installed.
  static func locate(environment: [String: String]) -> String? {
    let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for directory in path.split(separator: ":") {
      let candidate = "\(directory)/\(executableName)"
      if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Converts `svgPath` to `pngPath`; the error names the converter's complaint.
  static func convert(svgPath: String, to pngPath: String, converter: String) throws(CommandError) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: converter)
    process.arguments = ["--format", "png", "--output", pngPath, svgPath]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      throw CommandError(.usage, "Cannot run \(converter): \(error.localizedDescription)")
    }
    let message = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
      throw CommandError(.usage, "\(executableName) could not convert \(svgPath): \(reason)")
    }
  }
}
