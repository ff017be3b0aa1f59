/// One Swift file of a document read from source: the uri that ranges and diagnostics name, and its text.
public struct SourceFile: Codable, Hashable, Sendable {
  /// The file's uri or path (`file:///…/SignInForm.swift`, `Sources/App/SignInForm.swift`).
  public var uri: String
  /// The whole text.
  public var text: String

  /// Creates a file.
  public init(uri: String, text: String) {
    self.uri = uri
    self.text = text
  }
}
