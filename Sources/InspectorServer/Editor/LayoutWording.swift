import JSONCore
import LayoutEngine
import SwiftUISource

/// How the editor features write layout values: sizes and proposals in the compact number notation
/// (`79.333×20.333`, `358×nil`), values as Swift prints them with numbers shortened, and layers as the code
/// that made them.
enum LayoutWording {
  /// `79.333×20.333`.
  static func size(_ size: Size) -> String {
    "\(LayoutNumber.format(size.width))×\(LayoutNumber.format(size.height))"
  }

  /// `358×nil`, `∞×nil`.
  static func proposal(_ proposal: ProposedViewSize) -> String {
    "\(length(proposal.width))×\(length(proposal.height))"
  }

  private static func length(_ value: Double?) -> String {
    guard let value else { return "nil" }
    return value == .infinity ? "∞" : LayoutNumber.format(value)
  }

  /// A preference or state value: numbers shortened, `nil`, arrays and sizes as Swift writes them.
  static func value(_ value: JSONValue) -> String {
    switch value {
    case .null: return "nil"
    case .integer, .double: return value.doubleValue.map(LayoutNumber.format) ?? JSONSerializer.serialize(value)
    case .array(let elements):
      let shown = elements.prefix(6).map { Self.value($0) }
      return "[" + shown.joined(separator: ", ") + (elements.count > 6 ? ", …" : "") + "]"
    case .object(let members):
      if let width = members["width"], let height = members["height"], members.count == 2 {
        return "\(Self.value(width))×\(Self.value(height))"
      }
      return JSONSerializer.serialize(value)
    default: return JSONSerializer.serialize(value)
    }
  }

  /// A layer as the code made it: the view's type for the bare view; for a modifier, its code as written
  /// when it fits on one short line (`frame(width: labelWidth, alignment: .trailing)`), else its name.
  static func layerName(_ layer: LayerRecord, index: Int, node: NodeRecord, code: String?) -> String {
    guard index > 0 else { return node.viewType }
    let name = String(layer.summary.prefix { $0 != "(" })
    guard var code else { return name }
    code = code.trimmingCharacters(in: " \t\n.")
    guard code.hasPrefix(name), !code.contains("\n"), code.count <= 64 else { return name }
    return code
  }

  /// The chain of a node's layers, inside out: `Text 40.333×20.333 ← background ← frame(width: labelWidth,
  /// alignment: .trailing) 79.333×20.333`; a size is written for the bare view and each layer that changed it.
  static func chain(_ node: NodeRecord, code: (LayerRecord) -> String?) -> String {
    var parts: [String] = []
    var inner: Size?
    for (index, layer) in node.layers.enumerated() {
      var part = layerName(layer, index: index, node: node, code: code(layer))
      if inner != layer.size { part += " " + size(layer.size) }
      parts.append(part)
      inner = layer.size
    }
    return parts.joined(separator: " ← ")
  }
}

extension String {
  /// The string without the characters of `set` at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let characters = Set(set)
    var slice = Substring(self)
    while let first = slice.first, characters.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, characters.contains(last) { slice = slice.dropLast() }
    return String(slice)
  }
}
