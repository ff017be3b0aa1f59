import SwiftSubset
import Testing

/// A `reduce` body run as native code (`CompiledReducer`) gives the interpreter's value or diagnostic, and its step
/// and byte counts, whatever the values and limits.
struct CompiledReducerTests {
  /// The outcome of one reduce: the value (or the diagnostic's text) and the counts the host charges.
  private struct Outcome: Equatable {
    var value: String
    var steps: Int
    var bytes: Int
  }

  private func outcome(
    _ reducer: PreferenceReducer, _ value: Value, _ next: Value, maxSteps: Int, interpreted: Bool
  ) -> Outcome {
    var context = EvaluationContext(limits: EvaluationLimits(maxSteps: maxSteps))
    var result = value
    do {
      if interpreted {
        try reducer.reduceInterpreted(&result, nextValue: next, in: &context)
      } else {
        try reducer.reduce(&result, nextValue: next, in: &context)
      }
      // The bit pattern tells -0.0 from 0.0 and keeps NaN equal to itself.
      let bits: String
      switch result {
      case .cgFloat(let x), .double(let x): bits = "\(x.bitPattern)"
      default: bits = ""
      }
      return Outcome(
        value: "\(result.type) \(result) \(bits)", steps: context.lastStepCount, bytes: context.lastByteCount)
    } catch {
      return Outcome(value: "\(error)", steps: context.lastStepCount, bytes: context.lastByteCount)
    }
  }

  private static let numbers: [Double] = [0, -0.0, 1, 2.5, -3, .infinity, -.infinity, .nan, 1e308]
  private static let integers: [Int] = [0, 1, -1, 7, .max, .min]

  private static func values(of type: ValueType) -> [Value] {
    switch type {
    case .int: return integers.map { Value.int($0) } + [.double(2), .cgFloat(1)]
    case .double: return numbers.map { Value.double($0) } + [.int(3), .cgFloat(4)]
    default: return numbers.map { Value.cgFloat($0) } + [.int(3), .double(4), .none(.cgFloat)]
    }
  }

  @Test(arguments: [
    "value = max(value, nextValue())", "value = min(value, nextValue())", "value=max( value,nextValue () )",
    "value += nextValue()", "max", "min", "sum",
  ])
  func compiledBodiesMatchTheInterpreter(_ body: String) throws {
    for type in [ValueType.int, .double, .cgFloat] {
      let reducer = try PreferenceReducer(body, valueType: type)
      #expect(reducer.isCompiled)
      for value in Self.values(of: type) {
        for next in Self.values(of: type) {
          for maxSteps in [0, 1, 2, 3, 4, 5, 100_000] {
            let compiled = outcome(reducer, value, next, maxSteps: maxSteps, interpreted: false)
            let interpreted = outcome(reducer, value, next, maxSteps: maxSteps, interpreted: true)
            #expect(compiled == interpreted, "\(body) \(type) \(value) \(next) \(maxSteps)")
          }
        }
      }
    }
  }

  /// Folding a list at once (`foldNatively`) gives what folding its values one by one with `reduceNatively` gives, and
  /// stops at the first value `reduceNatively` declines (another type, an `Int` sum that overflows).
  @Test(arguments: ["max", "min", "sum"])
  func aListFoldedAtOnceIsFoldedValueByValue(_ body: String) throws {
    for type in [ValueType.int, .double, .cgFloat] {
      let reducer = try PreferenceReducer(body, valueType: type)
      let values = Self.values(of: type)
      for start in values {
        for length in 0...values.count {
          let list = Array(values.prefix(length).reversed())
          var expected = start
          var folded = 0
          for next in list {
            guard let native = reducer.reduceNatively(expected, nextValue: next, maxSteps: .max) else { break }
            expected = native.value
            folded += 1
          }
          // The numbers up to the first value that is not one, as a caller gives them.
          let numbers = list.prefix { $0.foldableNumber != nil }.compactMap(\.foldableNumber)
          let result = try #require(numbers.withUnsafeBufferPointer { reducer.foldNatively(start, numbers: $0) })
          #expect(result.folded == folded, "\(body) \(type) \(start) \(list)")
          #expect(
            "\(result.value) \(Self.bits(result.value))" == "\(expected) \(Self.bits(expected))",
            "\(body) \(type) \(start) \(list)")
        }
      }
    }
    let assigning = try PreferenceReducer("value = nextValue()", valueType: .cgFloat)
    #expect(
      [FoldableNumber.cgFloat(2)].withUnsafeBufferPointer { assigning.foldNatively(.cgFloat(1), numbers: $0) } == nil)
  }

  /// A number's bit pattern (tells -0.0 from 0.0, and keeps NaN equal to itself).
  private static func bits(_ value: Value) -> String {
    switch value {
    case .cgFloat(let x), .double(let x): "\(x.bitPattern)"
    default: ""
    }
  }

  @Test func otherBodiesAreInterpreted() throws {
    for body in [
      "value = max(nextValue(), value)", "value = max(value, nextValue(), 0)", "value -= nextValue()",
      "value = nextValue()", "value = max(value, nextValue()); value += 0",
    ] {
      #expect(try !PreferenceReducer(body, valueType: .cgFloat).isCompiled, "\(body)")
    }
    #expect(try !PreferenceReducer("max", valueType: .optional(.cgFloat)).isCompiled)
    #expect(try !PreferenceReducer("max", valueType: .string).isCompiled)
  }
}
