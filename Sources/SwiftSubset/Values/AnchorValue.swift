/// An `Anchor<CGRect>` or `Anchor<CGPoint>`: an opaque geometry value captured by `anchorPreference`, resolved by
/// a `GeometryProxy` subscript (`proxy[anchor]`) into the proxy's coordinate space.
///
/// The interpreter never looks inside an anchor: only host objects resolve it. The host stores the captured
/// geometry in the root coordinate space, plus what it needs to say where the anchor came from.
public struct AnchorValue: Hashable, Sendable {
  /// The anchored geometry, in the root coordinate space.
  public enum Geometry: Hashable, Sendable {
    /// An `Anchor<CGRect>` (`.bounds`).
    case rect(CGRectValue)
    /// An `Anchor<CGPoint>` (`.topLeading`, `.center`, …).
    case point(CGPointValue)
  }

  /// The geometry in the root coordinate space.
  public var geometry: Geometry
  /// The anchor source as written (`bounds`, `topLeading`), for descriptions and provenance.
  public var source: String
  /// The host's identifier of the view that captured the anchor, for provenance.
  public var nodeID: String

  /// Creates an anchor.
  public init(geometry: Geometry, source: String, nodeID: String) {
    self.geometry = geometry
    self.source = source
    self.nodeID = nodeID
  }

  /// The type: `Anchor<CGRect>` or `Anchor<CGPoint>`.
  public var type: ValueType {
    switch geometry {
    case .rect: return .anchor(.cgRect)
    case .point: return .anchor(.cgPoint)
    }
  }
}
