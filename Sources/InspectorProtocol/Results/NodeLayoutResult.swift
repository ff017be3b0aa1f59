import JSONCore

/// The result of `layout/node`: the node's layout (every member of `NodeLayout`, at the top level) and the
/// version and pass it describes.
///
/// When the request selected `fields`, the result holds `id`, `view`, the selection (`fields`, in the request's
/// order) and only those members; a decoder reads the members left out as empty (`children` `[]`, `depth` 0,
/// `path` `""`, the optional ones nil).
public struct NodeLayoutResult: Codable, Hashable, Sendable {
  /// The tree's uri.
  public var uri: String
  /// The version described.
  public var version: Int
  /// The pass described.
  public var pass: Int
  /// The node.
  public var node: NodeLayout
  /// The members selected, when the request named some; nil for the whole node.
  public var fields: [NodeLayoutField]?

  /// Creates the result.
  public init(uri: String, version: Int, pass: Int, node: NodeLayout, fields: [NodeLayoutField]? = nil) {
    self.uri = uri
    self.version = version
    self.pass = pass
    self.node = node
    self.fields = fields
  }

  private enum CodingKeys: String, CodingKey {
    case uri, version, pass, fields
    case id, view, text, parent, hostLayer, children, depth, path, proposal, size, frame, frameInParent,
      renderedFrame, layers, source
  }

  /// Decodes the result; the node's members sit beside `uri`, `version` and `pass`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decode(String.self, forKey: .uri)
    version = try container.decode(Int.self, forKey: .version)
    pass = try container.decode(Int.self, forKey: .pass)
    fields = try container.decodeIfPresent([NodeLayoutField].self, forKey: .fields)
    guard fields != nil else {
      node = try NodeLayout(from: decoder)
      return
    }
    node = NodeLayout(
      id: try container.decode(String.self, forKey: .id), view: try container.decode(String.self, forKey: .view),
      text: try container.decodeIfPresent(String.self, forKey: .text),
      parent: try container.decodeIfPresent(String.self, forKey: .parent),
      hostLayer: try container.decodeIfPresent(Int.self, forKey: .hostLayer),
      children: try container.decodeIfPresent([String].self, forKey: .children) ?? [],
      depth: try container.decodeIfPresent(Int.self, forKey: .depth) ?? 0,
      path: try container.decodeIfPresent(String.self, forKey: .path) ?? "",
      proposal: try container.decodeIfPresent(ProposalValue.self, forKey: .proposal),
      size: try container.decodeIfPresent(SizeValue.self, forKey: .size),
      frame: try container.decodeIfPresent(FrameValue.self, forKey: .frame),
      frameInParent: try container.decodeIfPresent(FrameValue.self, forKey: .frameInParent),
      renderedFrame: try container.decodeIfPresent(FrameValue.self, forKey: .renderedFrame),
      layers: try container.decodeIfPresent([LayerLayout].self, forKey: .layers),
      source: try container.decodeIfPresent(TextLocation.self, forKey: .source))
  }

  /// Encodes `uri`, `version` and `pass`, then the node's members (all, or `id`, `view`, `fields` and the
  /// selected ones) in the same object.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(uri, forKey: .uri)
    try container.encode(version, forKey: .version)
    try container.encode(pass, forKey: .pass)
    guard let fields else {
      try node.encode(to: encoder)
      return
    }
    try container.encode(node.id, forKey: .id)
    try container.encode(node.view, forKey: .view)
    try container.encode(fields, forKey: .fields)
    for field in fields {
      switch field {
      case .text: try container.encodeIfPresent(node.text, forKey: .text)
      case .parent: try container.encodeIfPresent(node.parent, forKey: .parent)
      case .hostLayer: try container.encodeIfPresent(node.hostLayer, forKey: .hostLayer)
      case .children: try container.encode(node.children, forKey: .children)
      case .depth: try container.encode(node.depth, forKey: .depth)
      case .path: try container.encode(node.path, forKey: .path)
      case .proposal: try container.encodeIfPresent(node.proposal, forKey: .proposal)
      case .size: try container.encodeIfPresent(node.size, forKey: .size)
      case .frame: try container.encodeIfPresent(node.frame, forKey: .frame)
      case .frameInParent: try container.encodeIfPresent(node.frameInParent, forKey: .frameInParent)
      case .renderedFrame: try container.encodeIfPresent(node.renderedFrame, forKey: .renderedFrame)
      case .layers: try container.encodeIfPresent(node.layers, forKey: .layers)
      case .source: try container.encodeIfPresent(node.source, forKey: .source)
      }
    }
  }
}

extension NodeLayoutResult: JSONTextEncodable {
  /// Writes the result as its `Encodable` conformance does, member by member without the `Encodable` bridge: the
  /// whole node (`NodeLayout.writeMembers(to:)`), or a selection of `fields` (a hover's size and frame).
  public func write(to writer: inout JSONTextWriter) throws(JSONCodingError) {
    writer.beginPassResult(uri: uri, version: version, pass: pass)
    guard let fields else {
      try node.writeMembers(to: &writer)
      writer.endObject()
      return
    }
    writer.key("id")
    writer.string(node.id)
    writer.key("view")
    writer.string(node.view)
    writer.text("\"fields\":[")
    for field in fields { writer.string(field.rawValue) }
    writer.endArray()
    // A field named twice is one member, where the first naming put it (as an encoding container keeps it). The
    // fields written so far are bits of one integer, so a reply builds no set.
    var written: UInt32 = 0
    for field in fields {
      let bit = UInt32(1) << field.bitIndex
      guard written & bit == 0 else { continue }
      written |= bit
      try node.write(field, to: &writer)
    }
    writer.endObject()
  }
}
