/// A named declaration of a document, for the editor's outline: a view, a preference key, a preview.
public struct DocumentSymbol: Codable, Hashable, Sendable {
  /// The name (`SignInForm`, `#Preview "Dark"`).
  public var name: String
  /// What it is (`View`, `PreferenceKey`, `root: 2 passes`).
  public var detail: String?
  /// LSP's `SymbolKind`: 23 struct, 12 function, 8 field, 5 class, 7 property.
  public var kind: Int
  /// The whole declaration.
  public var range: TextRange
  /// Its name.
  public var selectionRange: TextRange
  /// Declarations inside it.
  public var children: [DocumentSymbol]?

  /// Creates a symbol.
  public init(
    name: String, detail: String?, kind: Int, range: TextRange, selectionRange: TextRange,
    children: [DocumentSymbol]? = nil
  ) {
    self.name = name
    self.detail = detail
    self.kind = kind
    self.range = range
    self.selectionRange = selectionRange
    self.children = children
  }
}
