import Foundation

/// The repository's example trees (`Examples/*.json`), by absolute path.
enum ExampleTrees {
  /// The `Examples` directory.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Examples")

  /// The sign-in form: "User:" and "Password:" framed at the wider width in pass 2.
  static let signInForm = directory.appendingPathComponent("SignInForm.json").path
  /// The same form as SwiftUI source.
  static let signInFormSwift = directory.appendingPathComponent("SignInForm.swift").path
  /// A button that toggles a preference, counted by its parent's action.
  static let viewGeometry = directory.appendingPathComponent("ViewGeometry.json").path
  /// A label measured outside its frame: a loop stopped by the cycle guard.
  static let growingLabel = directory.appendingPathComponent("GrowingLabel.json").path
}
