/// One part of a concatenated `Text` with its interpolations evaluated.
struct ResolvedTextRun: Hashable {
  /// The part's text.
  var text: String
  /// Its font and tracking, relative to the environment's.
  var style: TextRunStyle
}
