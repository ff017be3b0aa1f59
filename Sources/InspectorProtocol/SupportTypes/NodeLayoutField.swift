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
  /// The field named `name` (its raw value), found among the names of its length: a field's name is a small string,
  /// whose length is read from its bits, and a comparison with a name of another length costs a call into the
  /// standard library, where the raw-value initializer searches a table of the names and a dictionary hashes the name
  /// first, which a hover's query pays for every field it names.
  init?(name: String) {
    let field: NodeLayoutField?
    switch name.utf8.count {
    case 4: field = name == "size" ? .size : name == "text" ? .text : name == "path" ? .path : nil
    case 5: field = name == "frame" ? .frame : name == "depth" ? .depth : nil
    case 6: field = name == "parent" ? .parent : name == "layers" ? .layers : name == "source" ? .source : nil
    case 8: field = name == "children" ? .children : name == "proposal" ? .proposal : nil
    case 9: field = name == "hostLayer" ? .hostLayer : nil
    case 13: field = name == "frameInParent" ? .frameInParent : name == "renderedFrame" ? .renderedFrame : nil
    default: field = nil
    }
    guard let field else { return nil }
    self = field
  }

  /// The field's name (its raw value) as text known when compiled, for `JSONTextWriter.key(_:)`.
  var name: StaticString {
    switch self {
    case .text: return "text"
    case .parent: return "parent"
    case .hostLayer: return "hostLayer"
    case .children: return "children"
    case .depth: return "depth"
    case .path: return "path"
    case .proposal: return "proposal"
    case .size: return "size"
    case .frame: return "frame"
    case .frameInParent: return "frameInParent"
    case .renderedFrame: return "renderedFrame"
    case .layers: return "layers"
    case .source: return "source"
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
