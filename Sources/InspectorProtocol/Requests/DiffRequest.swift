/// `layout/diff`: what changed between two laid-out states: two points of one tree's history, the same point of
/// two open trees, or a stored snapshot and a tree. Nodes added, removed, moved and resized, texts, layers whose
/// proposal, size or position changed, preference values and `@State`, each with its value before and after.
public struct DiffRequest: RequestType {
  /// The wire name.
  public static let method = "layout/diff"
  /// The result type.
  public typealias Response = DiffResult

  /// The tree whose state is the later side (`to`).
  public var uri: String
  /// The earlier point, in `otherUri` when given, else in `uri`; absent means: in another tree or against a
  /// snapshot, that tree's current last pass; in the same tree, the last pass of the version before `to`'s
  /// (when kept), else `to`'s version's first pass.
  public var from: VersionPoint?
  /// The later point; absent means the current version's last pass.
  public var to: VersionPoint?
  /// Another open tree to compare with: the earlier side.
  public var otherUri: String?
  /// A snapshot (`layout/snapshot`'s `snapshot`) as the earlier side, instead of a point of a tree.
  public var snapshot: LayoutSnapshot?

  /// Creates the request.
  public init(
    uri: String, from: VersionPoint? = nil, to: VersionPoint? = nil, otherUri: String? = nil,
    snapshot: LayoutSnapshot? = nil
  ) {
    self.uri = uri
    self.from = from
    self.to = to
    self.otherUri = otherUri
    self.snapshot = snapshot
  }
}
