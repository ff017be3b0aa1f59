import JSONCore
import SwiftSubset

/// One action the update loop ran (or dropped): an `onPreferenceChange` delivery, an `onChange(of:)` callback,
/// or a tapped `Button`'s action, with what it wrote and printed.
public struct ActionRun: Hashable, Sendable {
  /// What set the action off.
  public enum Trigger: Hashable, Sendable {
    /// `onPreferenceChange` received a value: the initial one (`previous` nil) or one that differs (`!=`) from
    /// the last delivered. `record` is the value's record in the pass's preferences.
    case preferenceChange(key: String, value: Value, previous: Value?, record: PreferenceRecord.ID?)
    /// `onChange(of:)` saw a new value (`old` nil for `initial: true` on the first value).
    case change(expression: String, old: Value?, new: Value)
    /// A tap on a `Button`.
    case tap
  }

  /// What happened.
  public enum Outcome: Hashable, Sendable {
    /// The action ran.
    case ran
    /// SwiftUI's cycle guard dropped the delivery: the binder already had two this update (`swiftui-semantics.md`
    /// §6.3.1). The value is still remembered as delivered.
    case droppedByCycleGuard
    /// The action failed (the diagnostic is in the pass's diagnostics); its writes were discarded.
    case failed(String)
  }

  /// The node the modifier or button is on.
  public var node: String
  /// The modifier's layer (nil for a button's action).
  public var layer: Int?
  /// The action as written.
  public var action: String
  /// Where the action is written.
  public var path: JSONPath
  /// What set it off.
  public var trigger: Trigger
  /// What happened.
  public var outcome: Outcome
  /// The indices of its writes in the same list of writes.
  public var writes: [Int]
  /// The indices of its printed lines in the same list of lines.
  public var prints: [Int]
}
