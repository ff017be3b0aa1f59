import TextMetrics

/// The layout-relevant content of a modifier.
enum ResolvedModifierKind {
  case frame(width: Double?, height: Double?, alignment: Alignment)
  case flexFrame(FlexFrameValues)
  case padding(EdgeInsets)
  case secondary(alignment: Alignment, content: [Int], isOverlay: Bool)
  case fixedSize(horizontal: Bool, vertical: Bool)
  case layoutPriority(Double)
  case offset(x: Double, y: Double)
  case position(x: Double, y: Double)
  case coordinateSpace(name: String)
  case alignmentGuide(AlignmentKey, value: NumericArgument)
  /// No layout effect (font, lineLimit, hidden, border, clipped, preference modifiers, onChange).
  case passThrough
}
