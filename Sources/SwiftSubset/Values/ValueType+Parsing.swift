extension ValueType {
  /// Parses a type as Swift writes it: `CGFloat?`, `[CGFloat]`, `Anchor<CGRect>?`, `Optional<Array<Int>>`, a
  /// declared struct's name. Struct names are not checked here; `TypeDeclarations.undeclaredStruct(in:)` does
  /// that against the tree's declarations.
  public init(parsing text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    self = try Parser.parseType(SourceText(text, origin: origin), limits: limits).type
  }
}
