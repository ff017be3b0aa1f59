/// A value of an enum declared by the tree (`Filter.all`): its type's name and its case's name (cases have no
/// associated values).
///
/// It prints as Swift prints an enum case: `all` alone, `Filter.all` inside a collection, an optional or a struct
/// (`MyApp.Filter.all` with the module name), as the standard library's `_adHocPrint_unlocked` writes the type
/// name only in `debugPrint` (stdlib/public/core/OutputStream.swift). JSON has the case's name.
public struct EnumCaseValue: Hashable, Sendable {
  /// The enum's name.
  public var typeName: String
  /// The case's name.
  public var caseName: String

  /// Creates a case value.
  public init(typeName: String, caseName: String) {
    self.typeName = typeName
    self.caseName = caseName
  }
}
