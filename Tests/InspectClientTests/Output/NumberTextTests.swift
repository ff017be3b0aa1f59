import LayoutPicture
import Testing

@testable import inspect_client

/// Numbers print with at most three decimals and no trailing zeros.
struct NumberTextTests {
  @Test(arguments: [
    (71.33333333333333, "71.333"), (38.666666666666664, "38.667"), (390, "390"), (0.5, "0.5"), (-8, "-8"),
    (-0.0001, "0"), (20.0005, "20.001"), (1e20, "1e+20"), (Double.infinity, "∞"), (Double.nan, "nan"),
  ])
  func format(_ value: Double, _ expected: String) {
    #expect(NumberText.format(value) == expected)
  }

  @Test func proposals() {
    #expect(NumberText.proposal(width: 358, height: nil) == "358×nil")
    #expect(NumberText.proposal(width: .infinity, height: 0) == "∞×0")
  }
}
