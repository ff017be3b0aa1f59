import SwiftUISource

/// A view the document declares that no root lays out, and why: what hover and a hint diagnostic say.
struct UnshownView: Sendable {
  /// The view's name.
  var name: String
  /// Where its name is written.
  var span: SourceSpan
  /// Why no root shows it, and what would.
  var reason: String
}
