import SwiftSubset

/// How messages and summaries show values: numbers in the compact notation the records use (`71.333`, `16`),
/// optionals by their wrapped value, sizes as `39 × 20.333`, arrays and structs as Swift prints them with
/// compact numbers inside.
public enum PreferenceValueText {
  /// The value as a person reads it in a diagnostic or an explanation.
  public static func describe(_ value: Value) -> String {
    describe(value, depth: 0)
  }

  private static func describe(_ value: Value, depth: Int) -> String {
    guard depth < 8 else { return value.description }
    switch value {
    case .int(let number): return String(number)
    case .double(let number), .cgFloat(let number): return LayoutNumber.format(number)
    case .some(let wrapped): return describe(wrapped, depth: depth + 1)
    case .none: return "nil"
    case .string: return value.debugDescription
    case .size(let size): return "\(LayoutNumber.format(size.width)) × \(LayoutNumber.format(size.height))"
    case .point(let point): return "(\(LayoutNumber.format(point.x)), \(LayoutNumber.format(point.y)))"
    case .rect(let rect):
      return "(\(LayoutNumber.format(rect.origin.x)), \(LayoutNumber.format(rect.origin.y)), "
        + "\(LayoutNumber.format(rect.size.width)) × \(LayoutNumber.format(rect.size.height)))"
    case .array(let array):
      let shown = array.elements.prefix(16).map { describe($0, depth: depth + 1) }
      return "[" + shown.joined(separator: ", ") + (array.elements.count > 16 ? ", …" : "") + "]"
    case .anchor(let anchor): return "Anchor(.\(anchor.source) of #\(anchor.nodeID))"
    case .structure(let structure):
      let fields = structure.fields.map { "\($0.name): \(describe($0.value, depth: depth + 1))" }
      return "\(structure.typeName)(\(fields.joined(separator: ", ")))"
    default: return value.description
    }
  }
}
