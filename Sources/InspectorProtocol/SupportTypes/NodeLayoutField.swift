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
