extension String {
  /// Whether this string is spelled as `other` is: the same UTF-8 bytes. `==` on strings compares canonical
  /// equivalence, so "Café" with a precomposed é equals it with a combining accent; a text is measured, printed and
  /// recorded as written, so two texts are the same one only when this holds.
  @inlinable package func isSpelled(as other: String) -> Bool {
    utf8.elementsEqual(other.utf8)
  }
}
