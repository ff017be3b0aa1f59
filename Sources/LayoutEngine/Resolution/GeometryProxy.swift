import JSONCore

/// What a `GeometryReader` shows its content: its size and where it is (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Hashable, Sendable {
  /// The reader's size (exact, unrounded).
  public var size: Size
  /// The reader's frame in root (window) coordinates.
  public var frameInRoot: Rect
  /// The frames, in root coordinates, of the named coordinate spaces around the reader, innermost first.
  public var namedSpaces: [NamedSpace]
  /// The safe-area insets (zero: the root proposal is already the safe area).
  public var safeAreaInsets: EdgeInsets
  /// The id of the `GeometryReader` node, for provenance ("measured by #…").
  public var reader: String?

  /// A named coordinate space and its frame.
  public struct NamedSpace: Hashable, Sendable {
    /// The name given to `coordinateSpace(name:)`.
    public var name: String
    /// The frame of the view that named it, in root coordinates.
    public var frameInRoot: Rect
  }

  /// Creates a proxy.
  public init(
    size: Size, frameInRoot: Rect, namedSpaces: [NamedSpace], safeAreaInsets: EdgeInsets = .zero, reader: String? = nil
  ) {
    self.size = size
    self.frameInRoot = frameInRoot
    self.namedSpaces = namedSpaces
    self.safeAreaInsets = safeAreaInsets
    self.reader = reader
  }

  /// SwiftUI's `frame(in:)`: the reader's frame in the given space; nil for a name no ancestor declares
  /// (SwiftUI then falls back to global coordinates; callers decide).
  public func frame(in space: CoordinateSpace) -> Rect? {
    switch space {
    case .local:
      return Rect(origin: .zero, size: size)
    case .global:
      return frameInRoot
    case .named(let name):
      guard let named = namedSpaces.first(where: { $0.name == name }) else { return nil }
      return frameInRoot.offsetBy(Point(x: -named.frameInRoot.minX, y: -named.frameInRoot.minY))
    }
  }
}
