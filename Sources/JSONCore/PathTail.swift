/// The keys from a decoder to a value below it: the keys of nested containers, then the value's own key.
/// Kept unassembled so that the common, successful path allocates nothing; `keys` builds the array for errors.
struct PathTail {
  var intermediate: [any CodingKey] = []
  var key: (any CodingKey)?

  /// The tail of a value that is the decoder's own.
  static let none = PathTail()

  var keys: [any CodingKey] {
    guard let key else { return intermediate }
    return intermediate + [key]
  }
}
