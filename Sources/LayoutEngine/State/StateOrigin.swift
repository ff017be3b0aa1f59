/// Where a `@State` value came from, for explaining a value a pass read.
public enum StateOrigin: Hashable, Sendable {
  /// The declared initial value.
  case declared
  /// A `setState` edit of the version.
  case setState(version: Int)
  /// A write by an action: pass 0 is the version's edit phase (a tap), pass n ≥ 1 the actions after pass n;
  /// `write` indexes that phase's writes (`TreeVersion.editWrites`, `UpdatePass.stateWrites`).
  case write(version: Int, pass: Int, write: Int)
}
