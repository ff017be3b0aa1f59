import SwiftSubset
import Testing

struct PreferenceReducerTests {
  private func fold(_ reducer: PreferenceReducer, _ values: [Value]) throws -> Value {
    var context = EvaluationContext()
    var value = values[0]
    for next in values.dropFirst() { try reducer.reduce(&value, nextValue: next, in: &context) }
    return value
  }

  @Test func shorthandsForPlainTypes() throws {
    let numbers: [Value] = [.cgFloat(3), .cgFloat(9), .cgFloat(5)]
    #expect(try fold(PreferenceReducer("max", valueType: .cgFloat), numbers) == .cgFloat(9))
    #expect(try fold(PreferenceReducer("min", valueType: .cgFloat), numbers) == .cgFloat(3))
    #expect(try fold(PreferenceReducer("sum", valueType: .cgFloat), numbers) == .cgFloat(17))
    #expect(try fold(PreferenceReducer("last", valueType: .cgFloat), numbers) == .cgFloat(5))
    #expect(try fold(PreferenceReducer("first", valueType: .cgFloat), numbers) == .cgFloat(3))
    #expect(try fold(PreferenceReducer(" max\n", valueType: .int), [.int(1), .int(2)]) == .int(2))
    #expect(
      try fold(PreferenceReducer("append", valueType: .array(.cgFloat)), [.cgFloats([1]), .cgFloats([2, 3])])
        == .cgFloats([1, 2, 3])
    )
  }

  @Test func shorthandsForOptionalTypesSkipNil() throws {
    let values: [Value] = [.none(.cgFloat), .some(.cgFloat(4)), .none(.cgFloat), .some(.cgFloat(2))]
    #expect(try fold(PreferenceReducer("max", valueType: .optional(.cgFloat)), values) == .some(.cgFloat(4)))
    #expect(try fold(PreferenceReducer("min", valueType: .optional(.cgFloat)), values) == .some(.cgFloat(2)))
    #expect(try fold(PreferenceReducer("sum", valueType: .optional(.cgFloat)), values) == .some(.cgFloat(6)))
    #expect(try fold(PreferenceReducer("last", valueType: .optional(.cgFloat)), values) == .some(.cgFloat(2)))
  }

  @Test func shorthandsAreDocumentedAsSwift() throws {
    #expect(PreferenceReducer.equivalentSource(of: .max, for: .cgFloat) == "value = max(value, nextValue())")
    #expect(
      PreferenceReducer.equivalentSource(of: .max, for: .optional(.cgFloat))
        == "if let next = nextValue() { value = max(next, value ?? next) }")
    #expect(
      PreferenceReducer.equivalentSource(of: .append, for: .array(.cgFloat)) == "value.append(contentsOf: nextValue())")
    #expect(PreferenceReducer.equivalentSource(of: .last, for: .cgSize) == "value = nextValue()")
    #expect(PreferenceReducer.equivalentSource(of: .max, for: .array(.cgFloat)) == nil)
    #expect(PreferenceReducer.equivalentSource(of: .append, for: .cgFloat) == nil)
    let reducer = try PreferenceReducer("max", valueType: .cgFloat)
    #expect(reducer.shorthand == .max)
    #expect(reducer.body.source.text == "value = max(value, nextValue())")
  }

  @Test func shorthandsThatDoNotFitTheTypeAreErrors() {
    do {
      _ = try PreferenceReducer(
        "max", valueType: .array(.cgFloat), origin: SourceOrigin(name: "preferenceKeys.K.reduce"))
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "the 'max' reducer does not apply to values of type '[CGFloat]'")
      #expect(error.sourceName == "preferenceKeys.K.reduce")
    }
  }

  @Test func assigningReducersAreRecognized() throws {
    #expect(try PreferenceReducer("value = nextValue()", valueType: .cgFloat).discardsAccumulatedValue)
    #expect(try PreferenceReducer("last", valueType: .cgFloat).discardsAccumulatedValue)
    #expect(
      try PreferenceReducer("value = max(value, nextValue())", valueType: .cgFloat).discardsAccumulatedValue == false)
    #expect(
      try PreferenceReducer("value.append(contentsOf: nextValue())", valueType: .array(.cgFloat))
        .discardsAccumulatedValue == false)
    #expect(
      try PreferenceReducer("value.anchor = nextValue().anchor ?? value.anchor", valueType: .unknown)
        .discardsAccumulatedValue == false)
    #expect(try PreferenceReducer("value += nextValue()", valueType: .cgFloat).discardsAccumulatedValue == false)
    #expect(try PreferenceReducer("first", valueType: .cgFloat).discardsAccumulatedValue == false)
  }

  @Test func returnEndsTheBodyEarly() throws {
    let reducer = try PreferenceReducer("if nextValue() < 0 { return }\nvalue += nextValue()", valueType: .int)
    #expect(try fold(reducer, [.int(1), .int(-5), .int(2)]) == .int(3))
  }

  @Test func aFailingReduceLeavesTheValueUnchanged() throws {
    let reducer = try PreferenceReducer("value = value + nextValue()\nvalue = value / 0", valueType: .int)
    var value = Value.int(1)
    var context = EvaluationContext(node: "form")
    do {
      try reducer.reduce(&value, nextValue: .int(2), in: &context)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .divisionByZero)
      #expect(error.node == "form")
      #expect(error.excerpt == "value / 0")
    }
    #expect(value == .int(1))
  }

  @Test func valuesAreConvertedToTheKeyType() throws {
    // A host may hand plain numbers to an optional key; they become optionals.
    let reducer = try PreferenceReducer(
      "guard let next = nextValue() else { return }\nvalue = max(next, value ?? next)", valueType: .optional(.cgFloat))
    #expect(try fold(reducer, [.cgFloat(1), .cgFloat(3)]) == .some(.cgFloat(3)))
    var value = Value.string("x")
    var context = EvaluationContext()
    #expect(throws: ScriptDiagnostic.self) { try reducer.reduce(&value, nextValue: .cgFloat(1), in: &context) }
  }

  @Test func transformPreferenceClosuresModifyTheirArgument() throws {
    var context = EvaluationContext()
    var value = Value.cgFloat(1)
    try ScriptClosure("{ $0 += 1 }").callModifying(&value, type: .cgFloat, in: &context)
    #expect(value == .cgFloat(2))
    var widths = Value.cgFloats([1])
    try ScriptClosure("{ value in value.append(5) }").callModifying(&widths, type: .array(.cgFloat), in: &context)
    #expect(widths == .cgFloats([1, 5]))
    #expect(throws: ScriptDiagnostic.self) {
      try ScriptClosure("{ a, b in a += 1 }").callModifying(&value, type: .cgFloat, in: &context)
    }
  }
}
