/// How a container combines its children's explicit values of one alignment guide.
public enum AlignmentCombination: Hashable, Sendable {
  /// Not combined: containers report no explicit value (SwiftUI's frame guides).
  case none
  /// The smallest child value (the top-most first baseline).
  case minimum
  /// The last text baseline: minimum or maximum, per `LayoutBehaviors.lastTextBaselineCombination`.
  case lastTextBaseline
  /// The running average of the children's values (custom guides).
  case average
}
