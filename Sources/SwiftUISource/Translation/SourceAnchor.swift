import SwiftSubset

/// Where a piece of the translated tree comes from: a range of one of the files, and the uses of custom views,
/// modifiers and view functions it was expanded through, innermost first.
struct SourceAnchor {
  /// The file's index.
  var file: Int
  /// The range in that file.
  var range: SourceRange
  /// The use sites it was expanded from, innermost first.
  var expansion: [Expansion]

  /// One use site: a file and a range.
  struct Expansion: Hashable {
    var file: Int
    var range: SourceRange
  }
}
