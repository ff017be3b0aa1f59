/// A piece of syntax with the index of the file it was read from.
struct Located<Element> {
  /// The syntax.
  var value: Element
  /// The file's index in the translation's files.
  var file: Int
}
