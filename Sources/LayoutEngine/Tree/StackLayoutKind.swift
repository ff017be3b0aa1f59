/// The stack an `AnyLayout` or a `…StackLayout` view lays its children out as.
public enum StackLayoutKind: Hashable, Sendable {
  /// `HStackLayout(alignment:spacing:)`.
  case horizontal(alignment: VerticalAlignment, spacing: NumericArgument)
  /// `VStackLayout(alignment:spacing:)`.
  case vertical(alignment: HorizontalAlignment, spacing: NumericArgument)
  /// `ZStackLayout(alignment:)`.
  case depth(alignment: Alignment)
}
