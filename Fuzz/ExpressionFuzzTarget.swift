// The libFuzzer entry point over the Swift subset: every input is source text parsed as an expression, a statement
// list, a closure or a preference reducer's body, type-checked against host variables and a declared struct, and
// evaluated under small step and memory budgets. Built by `Fuzz/build-targets.sh expression`, never by `swift test`.
//
// The input's first byte picks the form; the rest is the source (bytes that are not UTF-8 are replaced, as a
// client's JSON string could never hold them).
//
// Besides "no crash", it traps (so the fuzzer reports it) when an invariant breaks:
// - an evaluation that fails leaves the host's variables exactly as they were (writes are committed only on success);
// - no evaluation reports more bytes of values than its limit (`EvaluationLimits.maxValueBytes`) or more steps than
//   its step limit.
// Run with `-malloc_limit_mb` (Fuzz/run-target.sh sets 256): an allocation beyond it is reported as a crash, which
// is how a value built past the memory budget shows (the string-doubling abort of issue 17 is such an input).
import JSONCore
import SwiftSubset

let limits = EvaluationLimits(maxSteps: 20_000, maxValueBytes: 4 << 20, maxCallDepth: 32)

let declarations: TypeDeclarations = {
  let point = try? StructDeclaration(
    name: "Tag",
    fields: [
      (name: "name", type: "String", defaultValue: "\"t\"", isMutable: true),
      (name: "width", type: "CGFloat?", defaultValue: "nil", isMutable: true),
    ])
  return (try? TypeDeclarations(point.map { [$0] } ?? [])) ?? TypeDeclarations()
}()

/// The host's variables, fresh for each input: the kinds of `@State` trees declare.
func makeHost() -> HostVariables {
  let host = HostVariables()
  host.define("width", .cgFloat(79.5), type: .cgFloat)
  host.define("count", .int(3), type: .int)
  host.define("label", .string("User:"), type: .string)
  host.define("big", .string(String(repeating: "x", count: 1 << 16)), type: .string)
  host.define("widths", .array([.cgFloat(1), .cgFloat(2.5)], of: .cgFloat), type: .array(.cgFloat))
  host.define("names", .array([.string("a"), .string("b")], of: .string), type: .array(.string))
  host.define("maybe", .none(.cgFloat), type: .optional(.cgFloat))
  host.define("flag", .bool(true), type: .bool)
  host.define("size", .size(CGSizeValue(width: 10, height: 20)), type: .cgSize)
  host.define("constant", .int(7), type: .int, isWritable: false)
  return host
}

let environment = TypeEnvironment(
  variables: [
    "width": VariableType(.cgFloat), "count": VariableType(.int), "label": VariableType(.string),
    "big": VariableType(.string), "widths": VariableType(.array(.cgFloat)), "names": VariableType(.array(.string)),
    "maybe": VariableType(.optional(.cgFloat)), "flag": VariableType(.bool), "size": VariableType(.cgSize),
    "constant": VariableType(.int, isWritable: false),
  ],
  declarations: declarations)

/// Preference key types with a starting value and the value each contributor adds.
let reducerCases: [(ValueType, Value, Value)] = [
  (.cgFloat, .cgFloat(0), .cgFloat(38.5)), (.string, .string("ab"), .string("n")),
  (.array(.cgFloat), .array([.cgFloat(1)], of: .cgFloat), .array([.cgFloat(2)], of: .cgFloat)),
  (.optional(.cgFloat), .none(.cgFloat), .some(.cgFloat(3))),
]

func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

func snapshot(_ host: HostVariables) -> [String: Value] {
  host.variables.mapValues(\.value)
}

/// Evaluates `body` with a fresh host and checks the invariants.
func evaluate(_ body: (inout EvaluationContext) throws(ScriptDiagnostic) -> Void) {
  let host = makeHost()
  let before = snapshot(host)
  var context = EvaluationContext(host: host, declarations: declarations, limits: limits)
  do {
    try body(&context)
  } catch {
    check(snapshot(host) == before, "a failed evaluation changed the host: \(error)")
    check(!error.message.isEmpty, "a diagnostic without a message")
  }
  check(context.lastByteCount <= limits.maxValueBytes, "\(context.lastByteCount) bytes of values reported")
  check(context.lastStepCount <= limits.maxSteps + 1, "\(context.lastStepCount) steps reported")
  _ = context.log.printedText
}

/// One input: its first byte picks the form, the rest is the source.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpression(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = UnsafeBufferPointer(start: data, count: size)
  let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
  let checker = TypeChecker(environment: environment)
  switch bytes[0] % 5 {
  case 0:
    guard let expression = try? ScriptExpression(text) else { return 0 }
    _ = checker.check(expression, expecting: .cgFloat)
    for type in [ValueType.cgFloat, .string, nil] {
      evaluate { context throws(ScriptDiagnostic) in _ = try expression.evaluate(expecting: type, in: &context) }
    }
  case 1:
    guard let block = try? ScriptBlock(text) else { return 0 }
    _ = checker.check(block)
    evaluate { context throws(ScriptDiagnostic) in try block.run(in: &context) }
  case 2:
    guard let closure = try? ScriptClosure(text) else { return 0 }
    _ = checker.check(closure, parameterTypes: [.cgFloat])
    evaluate { context throws(ScriptDiagnostic) in
      _ = try closure.call(with: [.cgFloat(40.5)], parameterTypes: [.cgFloat], in: &context)
    }
    evaluate { context throws(ScriptDiagnostic) in
      var value = Value.array([.string("a")], of: .string)
      try closure.callModifying(&value, type: .array(.string), in: &context)
    }
  case 3:
    for (type, initial, next) in reducerCases {
      guard let reducer = try? PreferenceReducer(text, valueType: type) else { continue }
      evaluate { context throws(ScriptDiagnostic) in
        var value = initial
        for _ in 0..<3 { try reducer.reduce(&value, nextValue: next, in: &context) }
      }
    }
  default:
    // The value's Swift description and its JSON, as the engine records and the daemon sends them.
    guard let expression = try? ScriptExpression(text) else { return 0 }
    evaluate { context throws(ScriptDiagnostic) in
      let value = try expression.evaluate(in: &context)
      _ = value.printDescription(moduleName: "App")
      _ = value.jsonValue
    }
  }
  return 0
}
