import JSONCore

/// Where each part of a translated tree document comes from: the JSON path of every view, modifier,
/// argument, preference key, state variable and action, mapped to its range in the Swift files.
///
/// A node inside a custom view maps to the view's definition; `Entry.expansion` lists the uses it was
/// expanded through (the `LabeledRow(…)` call in the form), innermost first.
package struct SourceMap: Hashable, Sendable {
  /// One mapping.
  package struct Entry: Hashable, Sendable {
    /// The path in the tree document (`$.root.content[1].modifiers[0].frame.width`).
    package var path: JSONPath
    /// Where it is written.
    package var span: SourceSpan
    /// The uses of custom views and modifiers it was expanded through, innermost first.
    package var expansion: [SourceSpan]

    /// Creates an entry.
    package init(path: JSONPath, span: SourceSpan, expansion: [SourceSpan] = []) {
      self.path = path
      self.span = span
      self.expansion = expansion
    }
  }

  /// Every entry, in document order (a parent before its members).
  package private(set) var entries: [Entry]
  /// The position of each path's entry, built on the first lookup: a translation writes thousands of entries, and
  /// most maps (a keystroke's) are never looked up by path.
  private var index: SourceMapIndex

  /// Creates a map from its entries (a later entry for the same path replaces an earlier one).
  package init(_ entries: [Entry] = []) {
    self.entries = []
    self.index = SourceMapIndex()
    self.entries.reserveCapacity(entries.count)
    for entry in entries { add(entry) }
  }

  /// Creates a map from entries whose paths are all different (a translation writes each path once), without
  /// looking at their paths: the index is built when the map is first looked up.
  package init(distinctPaths entries: [Entry]) {
    self.entries = entries
    self.index = SourceMapIndex()
  }

  /// Adds an entry.
  package mutating func add(_ entry: Entry) {
    if let position = index.positions(of: entries)[entry.path] {
      entries[position] = entry
      return
    }
    if !isKnownUniquelyReferenced(&index) { index = index.copy(for: entries) }
    index.append(entry.path, at: entries.count)
    entries.append(entry)
  }

  /// The entry of `path`, or of its nearest ancestor that has one (an argument without an entry of its own
  /// maps to its modifier).
  package func entry(for path: JSONPath) -> Entry? {
    let positions = index.positions(of: entries)
    var current = path
    while true {
      if let position = positions[current] { return entries[position] }
      if current.count == 0 { return nil }
      current = current.parent
    }
  }

  /// The span of `path` or of its nearest mapped ancestor.
  package func span(for path: JSONPath) -> SourceSpan? { entry(for: path)?.span }

  /// The entries whose span contains the UTF-8 offset in the file, innermost (shortest span) first: what is
  /// written at a cursor.
  package func entries(at offset: Int, in uri: String) -> [Entry] {
    entries.filter { $0.span.uri == uri && $0.span.contains(offset: offset) }
      .sorted { ($0.span.end.offset - $0.span.start.offset) < ($1.span.end.offset - $1.span.start.offset) }
  }

  /// Whether both maps have the same entries in the same order.
  package static func == (lhs: SourceMap, rhs: SourceMap) -> Bool {
    lhs.entries == rhs.entries
  }

  /// Hashes the entries.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(entries)
  }
}
