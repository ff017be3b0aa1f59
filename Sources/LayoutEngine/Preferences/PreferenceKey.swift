import JSONCore
import SwiftSubset

/// A `PreferenceKey` the tree declares, compiled: its value type, `defaultValue` and `reduce`.
///
///     "MaxLabelWidth": {"type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"}
///
/// `reduce` is a body in the Swift subset or a shorthand (`max`, `min`, `sum`, `append`, `last`, `first`).
public struct PreferenceKey: Hashable, Sendable {
  /// The key's type name.
  public var name: String
  /// The value type.
  public var valueType: ValueType
  /// `defaultValue`, converted to the value type.
  public var defaultValue: Value
  /// `reduce(value:nextValue:)`.
  public var reducer: PreferenceReducer
  /// Where the key was declared.
  public var path: JSONPath

  /// Whether `reduce` throws away what earlier siblings produced: an assigning body (`value = nextValue()`,
  /// the `last` shorthand). Combining several producers with it keeps only the last one.
  public var discardsEarlierValues: Bool { reducer.discardsAccumulatedValue }

  /// Whether `reduce` ignores the next value (the `first` shorthand): later producers are thrown away.
  public var discardsLaterValues: Bool { reducer.shorthand == .first }

  /// The reduce body as Swift, for messages (`value = max(value, nextValue())`).
  public var reduceSource: String { reducer.body.source.text }
}
