/// A root candidate with what it translates.
struct RootSource {
  /// What a candidate's views are.
  enum Body {
    /// A `#Preview`'s statements.
    case preview(PreviewDecl, file: Int)
    /// A `PreviewProvider`'s `previews` getter.
    case provider(TypeDefinition, getter: [Stmt], file: Int)
    /// A view type with no required arguments, used as `Name()`.
    case view(TypeDefinition)
  }

  /// The candidate as reported.
  var candidate: RootCandidate
  /// Its views.
  var body: Body
  /// Its file and offset, for file order.
  var file: Int
  var offset: Int
}
