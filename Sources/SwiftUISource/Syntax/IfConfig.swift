import SwiftSubset

/// `#if A … #elseif B … #else … #endif` around declarations, statements, or the postfix members of a chain.
package struct IfConfig<Element: Sendable>: Sendable {
  /// One branch: its condition (nil for `#else`) and what it holds.
  package struct Clause: Sendable {
    /// The condition after `#if`/`#elseif`; nil for `#else`.
    package var condition: Expr?
    /// The declarations, statements or chain in the branch.
    package var elements: [Element]
    /// From the directive to the next one.
    package var range: SourceRange
  }

  /// The branches in order.
  package var clauses: [Clause]
}
