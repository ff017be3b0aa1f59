/// One Swift file as a client gives it: a name that diagnostics and ranges use, and its text.
public struct SwiftSourceFile: Hashable, Sendable {
  /// The file's uri or path as the client names it (`file:///…/SignInForm.swift`, `SignInForm.swift`).
  public var uri: String
  /// The whole text.
  public var text: String

  /// Creates a file.
  public init(uri: String, text: String) {
    self.uri = uri
    self.text = text
  }
}
