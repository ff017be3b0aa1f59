import SwiftSubset
import Testing

@testable import LayoutEngine

/// `ScriptRunner.NativeFold` (a form's stack folding its rows' values, the budget read and spent once for a run of
/// native folds) folds and spends exactly what `ScriptRunner.reduce` would, value by value, the budget read and
/// spent for each: also when the budget runs out within the list.
struct NativeFoldTests {
  @Test func aNativeFoldGivesAndSpendsWhatFoldingEachValueDoes() throws {
    let reducer = try PreferenceReducer("value = max(value, nextValue())", valueType: .cgFloat)
    #expect(reducer.isCompiled)
    let values = (0..<40).map { Value.cgFloat(Double(($0 * 37) % 23)) }
    let limits = EvaluationLimits()
    for limit in [0, 1, 7, 50, 123, 10_000] {
      let batched = StepBudget(limit: limit)
      let single = StepBudget(limit: limit)
      var fold = ScriptRunner.NativeFold(reducer: reducer, limits: limits, budget: batched)
      var (batchValue, singleValue) = (values[0], values[0])
      for next in values.dropFirst() {
        let folded = fold.next(batchValue, next)
        // `ScriptRunner.reduce`'s native path: the budget read, the value folded within it, its steps spent.
        var expected: Value?
        if single.remaining > 0,
          let native = reducer.reduceNatively(
            singleValue, nextValue: next, maxSteps: Swift.min(limits.maxSteps, single.remaining))
        {
          single.spend(steps: native.steps, bytes: 0)
          expected = native.value
        }
        #expect(folded == expected, "limit \(limit)")
        // A value the fold leaves to `reduce` finds the budget spent as value by value.
        if folded == nil { #expect(batched.remaining == single.remaining, "limit \(limit)") }
        if let folded { batchValue = folded }
        if let expected { singleValue = expected }
      }
      fold.finish()
      #expect(batched.remaining == single.remaining, "limit \(limit)")
    }
  }
}
