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
  /// The field named `name` (its raw value), found by comparing it with each name in turn: a field's name is a
  /// small string, compared as two words, where the raw-value initializer searches a table of the names and a
  /// dictionary hashes the name first, which a hover's query pays for every field it names.
  init?(name: String) {
    switch name {
    case "text": self = .text
    case "parent": self = .parent
    case "hostLayer": self = .hostLayer
    case "children": self = .children
    case "depth": self = .depth
    case "path": self = .path
    case "proposal": self = .proposal
    case "size": self = .size
    case "frame": self = .frame
    case "frameInParent": self = .frameInParent
    case "renderedFrame": self = .renderedFrame
    case "layers": self = .layers
    case "source": self = .source
    default: return nil
    }
  }

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
