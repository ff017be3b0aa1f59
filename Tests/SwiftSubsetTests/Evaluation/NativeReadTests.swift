import SwiftSubset
import Testing

/// `ScriptExpression.nativeRead`: a name or property chain read without the interpreter gives the interpreter's
/// value, steps and logged read, and every expression the interpreter would fail on (or convert, or run with a
/// local, a type or a binding) is left to it.
struct NativeReadTests {
  /// A proxy-like object: `size` is a size, `broken` throws, nothing else exists.
  final class Proxy: HostObject {
    var typeName: String { "Proxy" }
    func member(_ name: String) throws(HostError) -> Value? {
      switch name {
      case "size": return .size(width: 120, height: 40)
      case "broken": throw HostError("broken")
      default: return nil
      }
    }
  }

  private var host: HostVariables {
    let host = HostVariables()
    host.define("labelWidth", .some(.cgFloat(71.5)), type: .optional(.cgFloat))
    host.define("width", .cgFloat(80), type: .cgFloat)
    host.define("count", .int(3), type: .int)
    host.define("empty", .none(.unknown), type: .optional(.cgFloat))
    host.define("items", .array([], of: .unknown), type: .array(.int))
    host.define("proxy", .hostObject(HostObjectReference(Proxy())), type: .hostObject("Proxy"), isWritable: false)
    host.define("Shadow", .size(width: 1, height: 2), type: .cgSize)
    return host
  }

  /// The interpreter's outcome of `text`: the value or the diagnostic, the steps, the bytes and the reads.
  private func interpreted(_ text: String, expecting type: ValueType?, limits: EvaluationLimits, host: any HostScope)
    throws -> (value: Value?, steps: Int, bytes: Int, reads: [VariableRead])
  {
    var context = EvaluationContext(host: host, limits: limits)
    let value = try? ScriptExpression(text).evaluate(expecting: type, in: &context)
    return (value, context.lastStepCount, context.lastByteCount, context.log.reads)
  }

  @Test(
    arguments: [
      ("labelWidth", nil), ("width", ValueType.cgFloat), ("count", .int), ("count", nil), ("width", .unknown),
      ("proxy.size.width", .cgFloat), ("proxy.size.height", nil), ("proxy.size", .cgSize), ("empty", nil),
      ("proxy", nil), ("items", nil),
    ] as [(String, ValueType?)])
  func readsAsTheInterpreterDoes(_ text: String, _ type: ValueType?) throws {
    let host = self.host
    let limits = EvaluationLimits()
    let native = try #require(
      try ScriptExpression(text).nativeRead(expecting: type, limits: limits) { host.variable(named: $0) })
    let reference = try interpreted(text, expecting: type, limits: limits, host: host)
    #expect(reference.value == native.value)
    #expect(reference.steps == native.steps)
    #expect(reference.bytes == 0)
    #expect(reference.reads.map(\.name) == [native.readName])
    #expect(reference.reads.map(\.value) == [native.readValue])
  }

  /// Failures (an unknown name or member, a member of an optional, a throwing object, a type mismatch, a spent
  /// step limit) and what the native path does not cover (a conversion, a type's member, `self`, a binding, a
  /// call, a literal, an array) are the interpreter's.
  @Test(
    arguments: [
      ("unknown", nil), ("proxy.nope", nil), ("proxy.broken", nil), ("labelWidth.width", nil), ("count", .cgFloat),
      ("count", .optional(.int)), ("width", .double), ("labelWidth", .optional(.cgFloat)), ("CGFloat.infinity", nil),
      ("Shadow.width", nil), ("self.width", nil), ("$width", nil), ("max(width, 1)", nil), ("1", nil),
      ("items", .array(.int)), ("(width)", nil), ("width.wrappedValue", nil),
    ] as [(String, ValueType?)])
  func leavesTheRestToTheInterpreter(_ text: String, _ type: ValueType?) throws {
    #expect(
      try ScriptExpression(text).nativeRead(expecting: type, limits: EvaluationLimits()) { host.variable(named: $0) }
        == nil)
  }

  @Test func aStepLimitBelowTheChainIsTheInterpreters() throws {
    let host = self.host
    let expression = try ScriptExpression("proxy.size.width")
    for steps in 0...2 {
      let limits = EvaluationLimits(maxSteps: steps)
      #expect(expression.nativeRead(expecting: .cgFloat, limits: limits) { host.variable(named: $0) } == nil)
      #expect(try interpreted("proxy.size.width", expecting: .cgFloat, limits: limits, host: host).value == nil)
    }
    let limits = EvaluationLimits(maxSteps: 3)
    let native = try #require(expression.nativeRead(expecting: .cgFloat, limits: limits) { host.variable(named: $0) })
    #expect(try interpreted("proxy.size.width", expecting: .cgFloat, limits: limits, host: host).value == native.value)
  }

  @Test func aSmallStackBudgetIsTheInterpreters() throws {
    let limits = EvaluationLimits(maxStackBytes: 1024)
    #expect(
      try ScriptExpression("width").nativeRead(expecting: nil, limits: limits) { host.variable(named: $0) } == nil)
  }
}
