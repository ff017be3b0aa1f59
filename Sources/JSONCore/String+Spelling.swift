extension String {
  /// Whether this string is spelled as `other` is: the same UTF-8 bytes. `==` on strings compares canonical
  /// equivalence, so "Café" with a precomposed é equals it with a combining accent; a text is measured, printed and
  /// recorded as written, so two texts are the same one only when this holds.
  ///
  /// Two strings of the same bits (the same small string, or one storage shared by copies) are spelled the same
  /// without reading their bytes; others are compared as contiguous bytes (`withUTF8`, which a native string gives
  /// in place), not through `UTF8View`'s iterator, which took about 700 instructions for a style name (a node's
  /// text environment compares a dozen with its parent's, `TextEnvironment.isIdentical(to:)`).
  @inlinable package func isSpelled(as other: String) -> Bool {
    if hasTheBits(of: other) { return true }
    guard utf8.count == other.utf8.count else { return false }
    var mine = self
    var theirs = other
    return mine.withUTF8 { bytes in theirs.withUTF8 { bytes.elementsEqual($0) } }
  }

  /// Whether this string's two words are `other`'s: the same small string, or the same storage.
  @inlinable func hasTheBits(of other: String) -> Bool {
    guard MemoryLayout<String>.size == 2 * MemoryLayout<UInt64>.size else { return false }
    return withUnsafeBytes(of: self) { mine in
      withUnsafeBytes(of: other) { theirs in
        mine.load(as: UInt64.self) == theirs.load(as: UInt64.self)
          && mine.load(fromByteOffset: 8, as: UInt64.self) == theirs.load(fromByteOffset: 8, as: UInt64.self)
      }
    }
  }
}
