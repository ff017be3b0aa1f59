/// How much of the view code a translation understood: every view expression it met (a call or name in a
/// view builder's position), and which of them resolved to a view SwiftUI's vocabulary or the files define.
package struct TranslationStatistics: Hashable, Sendable {
  /// View expressions met.
  package var viewExpressions: Int
  /// Those that resolved to a known view (built in, or declared in the files).
  package var resolvedViews: Int
  /// The names of the views that did not resolve, with how often each was met.
  package var unresolvedViews: [String: Int]
  /// Modifiers met, and those passed through because the engine does not know them.
  package var modifiers: Int
  /// Modifiers passed through as layout-neutral or unknown, by name.
  package var passedThroughModifiers: [String: Int]

  /// Creates statistics.
  package init(
    viewExpressions: Int = 0, resolvedViews: Int = 0, unresolvedViews: [String: Int] = [:], modifiers: Int = 0,
    passedThroughModifiers: [String: Int] = [:]
  ) {
    self.viewExpressions = viewExpressions
    self.resolvedViews = resolvedViews
    self.unresolvedViews = unresolvedViews
    self.modifiers = modifiers
    self.passedThroughModifiers = passedThroughModifiers
  }

  /// The share of view expressions that resolved (1 when there were none).
  package var resolvedShare: Double {
    viewExpressions == 0 ? 1 : Double(resolvedViews) / Double(viewExpressions)
  }

  /// Adds another translation's counts.
  package mutating func add(_ other: TranslationStatistics) {
    viewExpressions += other.viewExpressions
    resolvedViews += other.resolvedViews
    modifiers += other.modifiers
    for (name, count) in other.unresolvedViews { unresolvedViews[name, default: 0] += count }
    for (name, count) in other.passedThroughModifiers { passedThroughModifiers[name, default: 0] += count }
  }
}
