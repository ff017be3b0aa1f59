/// A selector over the nodes of a pass: the query language shared by the daemon's `tree/select`, the CLI and
/// tests, a small subset of CSS selectors.
///
/// - `Text`, `HStack`, `*`: the view type (`if`, `ForEach` and `Group` are types too);
/// - `#user-label`: the node id; ids of `ForEach` elements keep their key (`#row[2]`); write `#"…"` or escape
///   with `\` for ids with other characters;
/// - `[text="User:"]`, `[text*=User]`, `[text^=Pass]`, `[text$=":"]`, `[text]`: the resolved text;
///   `[id^=row]`, `[view=Text]`, `[modifier=frame]` (a modifier of that name), `[key=MaxLabelWidth]` (a
///   modifier that writes or reads that preference key);
/// - `A B` (B inside A at any depth) and `A > B` (B a child of A); a child of a `background` or `overlay` is
///   the content of that modifier, whose parent is the modified node;
/// - `:has(S)` (a descendant matches S; `:has(> S)` a child does), `:not(S)`, `:root`;
/// - `A, B`: either.
///
/// Inside `:has(...)` the selector is matched against the whole tree, and the node qualifies when a match is
/// among its descendants (or children).
///
/// Matching is linear in the number of nodes times the number of compounds, with no recursion over the tree.
public struct NodeSelector: Hashable, Sendable {
  /// The text parsed.
  public let text: String
  let list: [SelectorSyntax.ComplexSelector]

  /// Parses `text`.
  ///
  /// - Throws: a `SelectorError` naming the character position of the first problem.
  public init(parsing text: String, maxLength: Int = 4096) throws(SelectorError) {
    guard text.count <= maxLength else {
      throw SelectorError(
        position: maxLength, "the selector is longer than \(maxLength) characters (maxSelectorLength)")
    }
    var parser = SelectorParser(text)
    self.text = text
    self.list = try parser.parse()
  }

  /// The ids of the nodes of `pass` that match, in tree order; nil when `isCancelled` became true.
  public func matches(in pass: LayoutPass, isCancelled: () -> Bool = { false }) -> [String]? {
    let matched = withoutActuallyEscaping(isCancelled) { isCancelled in
      var matcher = SelectorMatcher(pass: pass, isCancelled: isCancelled)
      return matcher.evaluate(list)
    }
    guard let matched else { return nil }
    return zip(pass.nodes, matched).compactMap { node, isMatch in isMatch ? node.id : nil }
  }
}

extension NodeSelector {
  /// The id in `pass` nearest to `id` by edit distance, when close enough to be a plausible typo.
  public static func nearestID(to id: String, in pass: LayoutPass) -> String? {
    // Bounded work: only the first 2,000 ids are compared.
    Suggestion.nearest(to: id, in: pass.nodes.prefix(2000).map(\.id))
  }
}
