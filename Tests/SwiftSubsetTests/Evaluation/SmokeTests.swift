import SwiftSubset
import Testing

struct SmokeTests {
  @Test func basics() throws {
    #expect(try evaluate("1 + 2 * 3") == .int(7))
    #expect(
      try evaluate("max(value, 0)", host: HostVariables(["value": HostVariable(value: .cgFloat(3), type: .cgFloat)]))
        == .cgFloat(3))
    let proxy = FakeGeometryProxy(width: 100, height: 20, globalX: 10, globalY: 5)
    let host = HostVariables([
      "proxy": HostVariable(value: .hostObject(HostObjectReference(proxy)), type: .hostObject("GeometryProxy"))
    ])
    #expect(try evaluate("proxy.frame(in: .global).minX + 8", host: host) == .cgFloat(18))
    #expect(try evaluate("proxy.size.width", host: host) == .cgFloat(100))
    var value = Value.cgFloat(3)
    var context = EvaluationContext()
    try PreferenceReducer("value = max(value, nextValue())", valueType: .cgFloat).reduce(
      &value, nextValue: .cgFloat(5), in: &context)
    #expect(value == .cgFloat(5))
    #expect(try evaluate("\"a \\(1 + 1) b\"") == .string("a 2 b"))
  }
}
