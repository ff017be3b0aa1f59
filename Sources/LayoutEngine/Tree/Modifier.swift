import JSONCore
import TextMetrics

/// One modifier of a node's chain, as declared. Each modifier is its own layer in layout, exactly as SwiftUI
/// wraps a view in a new view per modifier.
public struct Modifier: Hashable, Sendable {
  /// The modifier and its arguments.
  public var kind: ModifierKind
  /// Where it was declared.
  public var path: JSONPath

  /// Creates a modifier.
  public init(kind: ModifierKind, path: JSONPath) {
    self.kind = kind
    self.path = path
  }

  /// The SwiftUI method name (`frame`, `padding`, …).
  public var name: String { kind.name }
}
