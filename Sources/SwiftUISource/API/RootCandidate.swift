/// A view a translation can start from: a `#Preview`, a `PreviewProvider`'s `previews`, or a `View` whose
/// every stored property has a default (so `Name()` makes one).
package struct RootCandidate: Hashable, Sendable {
  /// What kind of candidate it is.
  package enum Kind: String, Hashable, Sendable {
    /// `#Preview { … }`.
    case preview
    /// `static var previews` of a `PreviewProvider`.
    case previewProvider
    /// A view type with no required arguments.
    case view
  }

  /// How a preview asks to be laid out (`traits:` of `#Preview`, `.previewLayout(…)`).
  package enum Layout: Hashable, Sendable {
    /// The device's screen (no trait): the tree's proposal, or the daemon's default.
    case device
    /// `.fixedLayout(width:height:)`, `.previewLayout(.fixed(width:height:))`.
    case fixed(width: Double, height: Double)
    /// `.sizeThatFitsLayout`, `.previewLayout(.sizeThatFits)`: proposed nil in both dimensions.
    case sizeThatFits
  }

  /// The name to select it by: the preview's name (`"Dark mode"`), the provider's or the view's type name;
  /// an unnamed `#Preview` is `Preview` followed by its line (`Preview (line 42)`).
  package var name: String
  /// The kind.
  package var kind: Kind
  /// Where it is declared.
  package var span: SourceSpan
  /// The layout its traits ask for.
  package var layout: Layout

  /// Creates a candidate.
  package init(name: String, kind: Kind, span: SourceSpan, layout: Layout = .device) {
    self.name = name
    self.kind = kind
    self.span = span
    self.layout = layout
  }
}
