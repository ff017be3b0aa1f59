extension Array {
  /// Whether `other` is this array's storage, the same elements at the same address: then the two are equal without
  /// comparing an element (a list kept from the previous pass, a chunk two passes share).
  func sharesStorage(with other: [Element]) -> Bool {
    withUnsafeBufferPointer { mine in
      other.withUnsafeBufferPointer { mine.baseAddress == $0.baseAddress && mine.count == $0.count }
    }
  }
}
