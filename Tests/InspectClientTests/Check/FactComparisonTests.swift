import JSONCore
import Testing

@testable import inspect_client

/// Numbers match within the tolerance; objects match on the members expected.
struct FactComparisonTests {
  let comparison = FactComparison(tolerance: FactComparison.defaultTolerance)

  @Test func numbers() {
    // 71.333 is how the CLI prints 71.33333…; it must match.
    #expect(comparison.matches(.double(71.333), .double(71.33333333333333)))
    #expect(!comparison.matches(.double(71.33), .double(71.33333333333333)))
    #expect(comparison.matches(.integer(2), .double(2.0004)))
    #expect(comparison.matches(.string("infinity"), .double(.infinity)))
  }

  @Test func structures() {
    #expect(comparison.matches(["width": 10], ["width": 10.0002, "height": 3]))
    #expect(!comparison.matches(["width": 10], ["height": 3]))
    #expect(comparison.matches([1, 2], [1.0, 2.0]))
    #expect(!comparison.matches([1, 2], [1.0]))
    #expect(!comparison.matches(.null, nil))
    #expect(comparison.matches(.null, .null))
  }
}
