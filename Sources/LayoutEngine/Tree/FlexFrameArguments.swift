import JSONCore
import TextMetrics

/// The flexible frame's arguments as written (normalised only when resolved, because they may be expressions).
public struct FlexFrameArguments: Hashable, Sendable {
  /// `minWidth`.
  public var minWidth: NumericArgument
  /// `idealWidth`.
  public var idealWidth: NumericArgument
  /// `maxWidth`.
  public var maxWidth: NumericArgument
  /// `minHeight`.
  public var minHeight: NumericArgument
  /// `idealHeight`.
  public var idealHeight: NumericArgument
  /// `maxHeight`.
  public var maxHeight: NumericArgument
  /// `alignment`.
  public var alignment: Alignment

  /// Creates the arguments; every value defaults to unspecified.
  public init(
    minWidth: NumericArgument = .unspecified, idealWidth: NumericArgument = .unspecified,
    maxWidth: NumericArgument = .unspecified,
    minHeight: NumericArgument = .unspecified, idealHeight: NumericArgument = .unspecified,
    maxHeight: NumericArgument = .unspecified,
    alignment: Alignment = .center
  ) {
    self.minWidth = minWidth
    self.idealWidth = idealWidth
    self.maxWidth = maxWidth
    self.minHeight = minHeight
    self.idealHeight = idealHeight
    self.maxHeight = maxHeight
    self.alignment = alignment
  }
}
