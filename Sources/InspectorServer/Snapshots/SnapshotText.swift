import InspectorProtocol
import JSONCore

/// The text form of a `LayoutSnapshot`: JSON that a person reads and a line diff explains.
///
/// The header members (`layoutSnapshot`, `proposal`, `size`, `state`) come one per line, then every node and
/// every layer on a line of its own, written inline with `": "` and `", "` separators; integral numbers are
/// written as integers (`393`, not `393.0`). The same snapshot always gives the same bytes, and parsing the text
/// gives back the snapshot.
enum SnapshotText {
  /// Containers nest no deeper than this inline; deeper ones are written compact.
  static let maxInlineDepth = 32

  /// The text of `snapshot`, ending in a newline.
  static func text(of snapshot: LayoutSnapshot) -> String {
    guard case .object(let members)? = try? JSONValueEncoder().encode(snapshot) else { return "{}\n" }
    var lines: [String] = ["{"]
    let entries = Array(members)
    for (position, (key, value)) in entries.enumerated() {
      let separator = position == entries.count - 1 ? "" : ","
      let name = JSONSerializer.serialize(.string(key)) + ": "
      if case .array(let elements) = value, key == "nodes" || key == "layers", !elements.isEmpty {
        lines.append("  " + name + "[")
        for (index, element) in elements.enumerated() {
          lines.append("    " + inline(element) + (index == elements.count - 1 ? "" : ","))
        }
        lines.append("  ]" + separator)
      } else {
        lines.append("  " + name + inline(value) + separator)
      }
    }
    lines.append("}")
    return lines.joined(separator: "\n") + "\n"
  }

  /// A value on one line: `{"width": 393, "height": null}`.
  static func inline(_ value: JSONValue, depth: Int = 0) -> String {
    switch value {
    case .double(let number) where number == number.rounded() && Swift.abs(number) < 1e15:
      return String(Int64(number))
    case .array(let elements):
      guard depth < maxInlineDepth else { return JSONSerializer.serialize(value) }
      return "[" + elements.map { inline($0, depth: depth + 1) }.joined(separator: ", ") + "]"
    case .object(let members):
      guard depth < maxInlineDepth else { return JSONSerializer.serialize(value) }
      let parts = members.map { JSONSerializer.serialize(.string($0.key)) + ": " + inline($0.value, depth: depth + 1) }
      return "{" + parts.joined(separator: ", ") + "}"
    default:
      return JSONSerializer.serialize(value)
    }
  }
}
