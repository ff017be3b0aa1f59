import JSONCore
import SwiftSubset
import Testing

@testable import LayoutEngine

/// The bindings of a clean node's scopes must be its previous version's spelled the same, not only equal
/// (`NodeComparison.sameBindings`): the views bound to a value may record it as it is spelled, and a clean node keeps
/// the previous pass's records.
struct NodeComparisonTests {
  @Test func theSameScopeOrEqualBindingsSpelledTheSameAreTheSame() {
    let scope = EvaluationScope.empty.binding("item", to: .value(.string("Name"))).binding("width", to: .value(2.5))
    #expect(NodeComparison.sameBindings(scope, scope))
    let again = EvaluationScope.empty.binding("item", to: .value(.string("Name"))).binding("width", to: .value(2.5))
    #expect(NodeComparison.sameBindings(scope, again))
    #expect(NodeComparison.sameBindings(.empty, .empty))
  }

  @Test func aZeroOfTheOtherSignOrATextInAnotherNormalizationIsNotTheSame() {
    let zero = EvaluationScope.empty.binding("offset", to: .value(.double(0)))
    let negativeZero = EvaluationScope.empty.binding("offset", to: .value(.double(-0.0)))
    #expect(NodeComparison.sameBindings(zero, zero))
    #expect(!NodeComparison.sameBindings(zero, negativeZero))
    let script = EvaluationScope.empty.binding("value", to: .script(.double(0)))
    let negativeScript = EvaluationScope.empty.binding("value", to: .script(.double(-0.0)))
    #expect(!NodeComparison.sameBindings(script, negativeScript))
    // "é" precomposed and as "e" with a combining acute accent: equal strings, other bytes.
    let composed = EvaluationScope.empty.binding("item", to: .value(.string("caf\u{E9}")))
    let decomposed = EvaluationScope.empty.binding("item", to: .value(.string("cafe\u{301}")))
    #expect(!NodeComparison.sameBindings(composed, decomposed))
  }

  @Test func anotherNameOrAnotherDepthIsNotTheSame() {
    let scope = EvaluationScope.empty.binding("item", to: .value(1))
    #expect(!NodeComparison.sameBindings(scope, EvaluationScope.empty.binding("element", to: .value(1))))
    #expect(!NodeComparison.sameBindings(scope, scope.binding("index", to: .value(0))))
    #expect(!NodeComparison.sameBindings(scope, .empty))
  }
}
