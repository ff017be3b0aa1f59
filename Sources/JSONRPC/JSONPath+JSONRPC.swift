import JSONCore

extension JSONPath {
  /// A request's or a notification's `params` member, the root of every path in an error about them.
  public static let params = JSONPath(rootName: "params")
  /// A response's `result` member, the root of every path in an error about a result.
  public static let result = JSONPath(rootName: "result")
}
