/// An implicit member expression that no type context resolved: `.global`, `.local`, `.named("form")`,
/// `.bounds`, `.topLeading`, `.leading`.
///
/// The interpreter resolves `.zero`, `.infinity` and similar members itself when the expected type is known;
/// everything else is passed to the host as this value (for example as the argument of
/// `proxy.frame(in: .named("form"))`), and the host interprets it.
public struct ImplicitMemberValue: Hashable, Sendable {
  /// The member's name (`global`, `named`).
  public var name: String
  /// The arguments when the member was called (`.named("form")`); nil when it was not.
  public var arguments: [HostArgument]?

  /// Creates an implicit member value.
  public init(name: String, arguments: [HostArgument]? = nil) {
    self.name = name
    self.arguments = arguments
  }
}
