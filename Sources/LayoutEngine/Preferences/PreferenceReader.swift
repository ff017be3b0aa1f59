import JSONCore
import SwiftSubset

/// An `onPreferenceChange(_:perform:)` in a pass: the key it reads, the value it saw (the combined value of the
/// views inside it), and what its action needs to run.
public struct PreferenceReader: Hashable, Sendable {
  /// The node the modifier is on.
  public var node: String
  /// The modifier's layer.
  public var layer: Int
  /// The key.
  public var key: String
  /// The action as written.
  public var action: SwiftExpression
  /// The value it saw; nil when nothing inside produces the key (then the action never runs, §6.1.5).
  public var value: Value?
  /// The record of that value.
  public var record: PreferenceRecord.ID?
  /// The names the action sees.
  public var scope: EvaluationScope

  /// The binder's identity across passes and edits: node, layer and key.
  public var binder: PreferenceBinder { PreferenceBinder(node: node, layer: layer, key: key) }

  /// Compares everything but the scope (compared by identity).
  public static func == (lhs: PreferenceReader, rhs: PreferenceReader) -> Bool {
    lhs.node == rhs.node && lhs.layer == rhs.layer && lhs.key == rhs.key && lhs.action == rhs.action
      && lhs.value == rhs.value && lhs.record == rhs.record && lhs.scope === rhs.scope
  }

  /// Hashes the identity and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(binder)
    hasher.combine(value)
  }
}

/// An `onPreferenceChange` binder as SwiftUI keeps it across updates: one per modifier, identified by its node,
/// its layer and its key. The update loop remembers the last value delivered to each.
public struct PreferenceBinder: Hashable, Sendable, CustomStringConvertible {
  /// The node.
  public var node: String
  /// The modifier's layer.
  public var layer: Int
  /// The key.
  public var key: String

  /// Creates a binder identity.
  public init(node: String, layer: Int, key: String) {
    self.node = node
    self.layer = layer
    self.key = key
  }

  /// `onPreferenceChange(MaxLabelWidth) on #form (layer 2)`.
  public var description: String { "onPreferenceChange(\(key)) on #\(node) (layer \(layer))" }
}

/// An `onChange(of:initial:_:)` in a pass: the observed value as the pass computed it.
public struct ChangeObservation: Hashable, Sendable {
  /// The node the modifier is on.
  public var node: String
  /// The modifier's layer.
  public var layer: Int
  /// The observed expression.
  public var expression: SwiftExpression
  /// The action.
  public var action: SwiftExpression
  /// Whether the action also runs for the first value (`initial: true`).
  public var initial: Bool
  /// The value; nil when the expression failed (see the pass's diagnostics).
  public var value: Value?
  /// The names the action sees.
  public var scope: EvaluationScope

  /// Compares everything but the scope (compared by identity).
  public static func == (lhs: ChangeObservation, rhs: ChangeObservation) -> Bool {
    lhs.node == rhs.node && lhs.layer == rhs.layer && lhs.expression == rhs.expression && lhs.action == rhs.action
      && lhs.initial == rhs.initial && lhs.value == rhs.value && lhs.scope === rhs.scope
  }

  /// Hashes the identity and value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(node)
    hasher.combine(layer)
    hasher.combine(value)
  }
}
