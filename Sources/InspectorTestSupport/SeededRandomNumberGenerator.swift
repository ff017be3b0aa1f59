/// A deterministic random number generator (SplitMix64) for reproducible randomized tests: the same seed
/// gives the same sequence on every run and platform.
package struct SeededRandomNumberGenerator: RandomNumberGenerator {
  private var state: UInt64

  /// Creates a generator whose sequence is fixed by `seed`.
  package init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  package mutating func next() -> UInt64 {
    // SplitMix64 (Steele, Lea and Flood 2014); the wrapping arithmetic is the algorithm.
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
