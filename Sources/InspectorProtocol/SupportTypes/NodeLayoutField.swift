/// A member of `NodeLayout` that `layout/node` can be asked for alone (`fields`), so that an editor's hover or inlay
/// hint gets a few dozen bytes instead of every layer: `["size", "frame"]`.
public enum NodeLayoutField: String, Codable, Hashable, Sendable, CaseIterable {
  case text
  case parent
  case hostLayer
  case children
  case depth
  case path
  case proposal
  case size
  case frame
  case frameInParent
  case renderedFrame
  case layers
  case source
}

extension NodeLayoutField {
  /// The field named `name` (its raw value), found by one hash: the raw-value initializer compares the name with
  /// each case's in turn, which a hover's query pays for every field it names.
  init?(name: String) {
    guard let field = Self.byName[name] else { return nil }
    self = field
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

  /// The field's place among the cases, in declaration order (0 to 12): its bit in a set of fields kept as an
  /// integer (`NodeLayoutResult` writes each selected member once without building a `Set`).
  var bitIndex: Int {
    switch self {
    case .text: return 0
    case .parent: return 1
    case .hostLayer: return 2
    case .children: return 3
    case .depth: return 4
    case .path: return 5
    case .proposal: return 6
    case .size: return 7
    case .frame: return 8
    case .frameInParent: return 9
    case .renderedFrame: return 10
    case .layers: return 11
    case .source: return 12
    }
  }
}
