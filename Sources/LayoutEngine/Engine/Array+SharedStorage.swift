extension Array {
  /// Whether `other` is this array's storage, the same elements at the same address: then the two are equal without
  /// comparing an element (a list kept from the previous pass, a chunk two passes share).
  /// Told from the first elements' addresses alone: an array's count lives in its storage, so two arrays of one storage
  /// have the same count, and reading it missed the cache once a list at 10,000 rows (a row's children, compared with
  /// the previous pass's).
  func sharesStorage(with other: [Element]) -> Bool {
    withUnsafeBufferPointer { mine in other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress } }
  }
}
