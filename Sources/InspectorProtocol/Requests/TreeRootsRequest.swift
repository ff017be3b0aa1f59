/// `tree/roots`: the views a Swift source can be laid out from: every `#Preview`, every `PreviewProvider`'s
/// previews, and every view that needs no arguments, each with its range; and the one `tree/open` would choose.
///
/// Give the source (`swift` or `files`, and `compilationFlags`), or only the `uri` of a tree opened from source
/// to list the candidates of its current text.
public struct TreeRootsRequest: RequestType {
  /// The wire name.
  public static let method = "tree/roots"
  /// The result type.
  public typealias Response = TreeRootsResult

  /// The tree's uri: the uri of `swift`, or of an open tree when no source is given.
  public var uri: String
  /// The source; `root` and `preview` are ignored.
  public var source: SourceInput

  /// Creates the request.
  public init(uri: String, source: SourceInput = SourceInput()) {
    self.uri = uri
    self.source = source
  }

  private enum CodingKeys: String, CodingKey {
    case uri, swift, files, compilationFlags
  }

  /// Decodes the flat params.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    uri = try container.decode(String.self, forKey: .uri)
    source = SourceInput(
      swift: try container.decodeIfPresent(String.self, forKey: .swift),
      files: try container.decodeIfPresent([SourceFile].self, forKey: .files),
      compilationFlags: try container.decodeIfPresent([String].self, forKey: .compilationFlags))
  }

  /// Encodes the flat params.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(uri, forKey: .uri)
    try container.encodeIfPresent(source.swift, forKey: .swift)
    try container.encodeIfPresent(source.files, forKey: .files)
    try container.encodeIfPresent(source.compilationFlags, forKey: .compilationFlags)
  }
}
