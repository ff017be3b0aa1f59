import SwiftSubset

/// One requirement of a `where` clause: `Key.Value == CGFloat?`, `Content: View`.
package struct GenericRequirement: Sendable {
  /// The constrained type.
  package var subject: TypeRef
  /// Whether the requirement is a same-type one (`==`) rather than a conformance (`:`).
  package var isSameType: Bool
  /// The type or protocol on the right.
  package var constraint: TypeRef
}
