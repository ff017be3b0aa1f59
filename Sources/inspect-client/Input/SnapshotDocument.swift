import Foundation
import InspectorProtocol
import JSONCore

/// A layout snapshot read from a file: the text `layout --snapshot` prints and `LayoutInspector` stores beside a
/// test. Problems are usage errors naming the file (and the JSON path, for a file that is not a snapshot).
enum SnapshotDocument {
  /// The largest snapshot file read.
  static let maxBytes = 256 << 20

  /// The snapshot in the file at `path`.
  static func load(_ path: String) throws(CommandError) -> LayoutSnapshot {
    let data: Data
    do {
      let size = (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
      guard size <= maxBytes else {
        throw CommandError.usage("The snapshot '\(path)' is \(size) bytes, more than the \(maxBytes) read.")
      }
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError.usage("Cannot read the snapshot '\(path)': \(error.localizedDescription)")
    }
    do {
      let value = try JSONParser.parse(Array(data))
      return try JSONValueDecoder().decode(LayoutSnapshot.self, from: value)
    } catch let error as JSONParseError {
      throw CommandError.usage("\(path) is not JSON: \(error)")
    } catch {
      throw CommandError.usage(
        "\(path) is not a layout snapshot (write one with 'inspect-client layout FILE --snapshot'): \(error)")
    }
  }
}
