import JSONCore
import SwiftSubset

extension ActionRun {
  /// One write of a `@State` variable by an action: which variable, old → new, the code that wrote it and the
  /// action run it belongs to.
  public struct StateWrite: Hashable, Sendable {
    /// The variable written (the state itself, also when the code wrote a `@Binding` property or a binding's
    /// `wrappedValue`).
    public var variable: String
    /// The value before.
    public var oldValue: Value
    /// The value after.
    public var newValue: Value
    /// The writing code as written (`width.wrappedValue = $0`).
    public var code: String
    /// The index of the action run that wrote it, in the same list of actions (`UpdatePass.actions` or
    /// `TreeVersion.editActions`).
    public var action: Int

    /// Whether the value changed (SwiftUI does not update for a write of an equal value).
    public var changed: Bool { oldValue != newValue }
  }

  /// One line an action printed, as the app would print it.
  public struct PrintedLine: Hashable, Sendable {
    /// The text, without the terminator.
    public var text: String
    /// The terminator (`"\n"` unless the call said otherwise).
    public var terminator: String
    /// The action run that printed it.
    public var action: Int
    /// The node whose action printed it.
    public var node: String
  }
}
