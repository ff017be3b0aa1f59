import JSONCore
import TextMetrics

/// The views a `background`, `overlay` or preference-value modifier draws, and how they align to the view.
public struct SecondaryContent: Hashable, Sendable {
  /// The alignment of the secondary layer on the primary view (default `.center`).
  public var alignment: Alignment
  /// The views; several stack like a ZStack.
  public var content: [ViewNode]

  /// Creates the content.
  public init(alignment: Alignment, content: [ViewNode]) {
    self.alignment = alignment
    self.content = content
  }
}
