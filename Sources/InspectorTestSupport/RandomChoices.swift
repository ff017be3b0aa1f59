/// A source of choices for the random tree generator: a seeded random number generator in tests, the fuzzer's
/// bytes in `Fuzz/`. Choice 0 is always the simplest option (a leaf, no more children, the end of a list), so a
/// source that runs dry ends generation with small values rather than looping.
package protocol RandomChoices {
  /// A number in `0..<upperBound`; 0 when `upperBound` is 1 or less.
  mutating func choose(_ upperBound: Int) -> Int
}

extension RandomChoices {
  /// One element of `list` (which must not be empty).
  package mutating func pick<Element>(_ list: [Element]) -> Element {
    list[choose(list.count)]
  }

  /// True with probability about 1 / `oneIn` (never when the source runs dry).
  package mutating func chance(_ oneIn: Int) -> Bool {
    choose(oneIn) == oneIn - 1
  }
}

extension SeededRandomNumberGenerator: RandomChoices {
  /// A uniformly distributed number in `0..<upperBound`.
  package mutating func choose(_ upperBound: Int) -> Int {
    guard upperBound > 1 else { return 0 }
    return Int(next() % UInt64(upperBound))
  }
}
