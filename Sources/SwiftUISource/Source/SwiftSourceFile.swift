/// One Swift file as a client gives it: a name that diagnostics and ranges use, and its text.
package struct SwiftSourceFile: Hashable, Sendable {
  /// The file's uri or path as the client names it (`file:///…/SignInForm.swift`, `SignInForm.swift`).
  package var uri: String
  /// The whole text.
  package var text: String

  /// Creates a file.
  package init(uri: String, text: String) {
    self.uri = uri
    self.text = text
  }
}
