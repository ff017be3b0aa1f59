/// `tree/select`: the ids of the nodes a selector matches, in tree order.
///
/// Selectors: `#id`, a view type (`Text`) or `*`, attributes (`[text="User:"]`, `[key=MaxLabelWidth]`,
/// `[modifier=frame]`, `[id^="row"]`), the descendant (space) and child (`>`) combinators, `:has(…)`,
/// `:not(…)`, `:root`, and lists separated by commas.
public struct SelectRequest: RequestType {
  /// The wire name.
  public static let method = "tree/select"
  /// The result type.
  public typealias Response = SelectResult

  /// The tree's uri.
  public var uri: String
  /// The selector.
  public var selector: String
  /// The version; absent means the current one.
  public var version: Int?
  /// The pass within the version; absent means its last pass.
  public var pass: Int?

  /// Creates the request.
  public init(uri: String, selector: String, version: Int? = nil, pass: Int? = nil) {
    self.uri = uri
    self.selector = selector
    self.version = version
    self.pass = pass
  }
}
