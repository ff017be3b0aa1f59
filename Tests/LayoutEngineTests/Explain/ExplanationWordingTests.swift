import JSONCore
import Testing

@testable import LayoutEngine

/// How explanations name reductions: the `reduce` bodies of the example programs (`/work/shared/examples`) and
/// the shorthands, and how contributors are listed with their fates.
struct ExplanationWordingTests {
  @Test(arguments: [
    ("value = max(value, nextValue())", "max"),
    ("if let next = nextValue() { value = max(next, value ?? 0) }", "max"),
    ("guard let next = nextValue() else { return }\nvalue = max(next, value ?? next)", "max"),
    ("value = min(value, nextValue())", "min"),
    ("value.append(contentsOf: nextValue())", "append"),
    ("value = nextValue()", "last"),
    ("value += nextValue()", "sum"),
    ("sum", "sum"),
    ("first", "first"),
    ("value.anchor = nextValue().anchor ?? value.anchor", nil),
  ])
  func reducerNames(_ body: String, _ name: String?) {
    let declaration = PreferenceKeyDeclaration(name: "K", type: nil, defaultValue: nil, reduce: body, path: .root)
    #expect(ExplanationWording.reducerName(declaration) == name)
  }

  @Test func reductionsMarkLostValuesAndCountTheRest() {
    let values: [ExplanationLink.Contributor] = (0..<10).map { index in
      ExplanationLink.Contributor(
        node: "row\(index)", writer: "row\(index)/Color0", value: .double(Double(index)),
        fate: index == 0 ? .discarded : .reduced)
    }
    #expect(
      ExplanationWording.reduction(values, reducer: "last")
        == "the last of [0 (#row0, discarded), 1 (#row1), 2 (#row2), 3 (#row3), 4 (#row4), 5 (#row5), 6 (#row6), "
        + "7 (#row7), and 2 more]")
    #expect(
      ExplanationWording.reduction(Array(values.prefix(2)), reducer: nil)
        == "reduce over [0 (#row0, discarded), 1 (#row1)]")
    #expect(ExplanationWording.lost(Array(values.prefix(1))) == "0 (#row0) discarded by reduce")
  }
}
