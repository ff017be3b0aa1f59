import JSONCore
import TextMetrics

/// The layout-relevant content of a modifier.
///
/// The cases larger than a fixed `frame` are `indirect` (boxed, the box shared by every copy): every resolved node
/// keeps its modifiers, and an inline flexible frame made each of them 216 bytes instead of 152 (104 since custom
/// alignment guides are boxed, `UpdateMemoryBoundsTests`).
enum ResolvedModifierKind: Equatable {
  case frame(width: Double?, height: Double?, alignment: Alignment)
  indirect case flexFrame(FlexFrameValues)
  case padding(EdgeInsets)
  case secondary(alignment: Alignment, content: [Int], isOverlay: Bool)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case offset(x: Double, y: Double)
  case position(x: Double, y: Double)
  case coordinateSpace(name: String)
  indirect case alignmentGuide(AlignmentKey, value: NumericArgument, parameter: String)
  /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`.
  case aspectRatio(Double?, fills: Bool)
  /// A value the view writes for the container around it to read (`layoutValue(key:value:)`, a grid cell's
  /// modifiers); no layout of its own.
  case layoutValue(key: String, value: JSONValue)
  /// `ignoresSafeArea(_:edges:)`, `edgesIgnoringSafeArea(_:)`.
  case ignoresSafeArea(regions: SafeAreaRegions, edges: Edge.Set)
  /// `safeAreaPadding`: padding that also grows the safe area inside.
  case safeAreaPadding(EdgeInsets)
  /// `safeAreaInset`: the bar's views (nodes) beside the view on `edge`, aligned across by `alignment`.
  indirect case safeAreaInset(edge: Edge, alignment: AlignmentKey, spacing: Double?, content: [Int])
  /// `containerRelativeFrame`.
  indirect case containerRelativeFrame(axes: AxisSet, count: Int, span: Int, spacing: Double, alignment: Alignment)
  /// `scaleEffect`, `rotationEffect`: drawn through a transform, laid out unchanged.
  case renderTransform(RenderTransform)
  /// No layout effect of its own (font, lineLimit, the preference modifiers, onChange, the layout-neutral
  /// modifiers): proposal in is proposal out, the size and frame are the child's.
  case passThrough
}
