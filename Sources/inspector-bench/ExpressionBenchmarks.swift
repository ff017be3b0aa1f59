import SwiftSubset

/// Swift subset throughput (issue 3): evaluations per second of a preference key's reduce body and of a
/// geometry-reading argument with a stand-in `GeometryProxy`, plus parsing and an action call, so that the cost
/// of the interpreter inside the update loop is known.
enum ExpressionBenchmarks {
  /// A `GeometryProxy` stand-in: a reader 120 × 40 at (16, 100) in the root space.
  final class Proxy: HostObject {
    var typeName: String { "GeometryProxy" }

    func member(_ name: String) throws(HostError) -> Value? {
      name == "size" ? .size(width: 120, height: 40) : nil
    }

    func callMethod(_ name: String, arguments: [HostArgument]) throws(HostError) -> Value? {
      guard name == "frame", case .implicitMember(let space)? = arguments.first?.value else { return nil }
      let origin = space.name == "global" ? 16.0 : 0
      return .rect(x: origin, y: origin == 0 ? 0 : 100, width: 120, height: 40)
    }
  }

  static func run() {
    print("== expressions (SwiftSubset) ==")
    do {
      try reduce()
      try geometryArgument()
      try action()
      try parsing()
    } catch {
      print("benchmark failed: \(error)")
    }
  }

  /// `value = max(value, nextValue())` on a `CGFloat` key, as the update loop calls it once per producer.
  static func reduce() throws {
    let reducer = try PreferenceReducer("value = max(value, nextValue())", valueType: .cgFloat)
    var context = EvaluationContext()
    var value = Value.cgFloat(0)
    var next = 0.0
    try report("reduce `value = max(value, nextValue())`") {
      next += 1
      try reducer.reduce(&value, nextValue: .cgFloat(next), in: &context)
    }
    precondition(value == .cgFloat(next))
  }

  /// `proxy.frame(in: .global).minX + 8` with the proxy as a host variable; the read is recorded and the log
  /// cleared after each evaluation, as a host keeping provenance per evaluation would.
  static func geometryArgument() throws {
    let expression = try ScriptExpression("proxy.frame(in: .global).minX + 8")
    let host = HostVariables()
    host.define("proxy", .hostObject(HostObjectReference(Proxy())), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host)
    var result = Value.void
    try report("evaluate `proxy.frame(in: .global).minX + 8` (reads recorded)") {
      result = try expression.evaluate(expecting: .cgFloat, in: &context)
      context.log.removeAll()
    }
    precondition(result == .cgFloat(24))
    context.recordsReads = false
    try report("evaluate `proxy.frame(in: .global).minX + 8` (reads not recorded)") {
      result = try expression.evaluate(expecting: .cgFloat, in: &context)
    }
  }

  /// `CollectedWidths.swift`'s action: print the array and store its maximum in state.
  static func action() throws {
    let closure = try ScriptClosure("{ widths in\n  print(widths)\n  columnWidth = widths.max()\n}")
    let host = HostVariables()
    host.define("columnWidth", .none(.cgFloat), type: .optional(.cgFloat))
    var context = EvaluationContext(host: host)
    let widths = Value.cgFloats([38.666666666666664, 71.33333333333333])
    try report("call `{ widths in print(widths); columnWidth = widths.max() }`") {
      try closure.call(with: [widths], in: &context)
      context.log.removeAll()
    }
  }

  static func parsing() throws {
    try report("parse `proxy.frame(in: .global).minX + 8`") {
      _ = try ScriptExpression("proxy.frame(in: .global).minX + 8")
    }
    try report("parse the OptionalMaxForm reduce body (2 statements)") {
      _ = try ScriptBlock("guard let next = nextValue() else { return }\nvalue = max(next, value ?? next)")
    }
  }

  /// Runs `body` in batches for about a second and prints the rate.
  static func report(_ name: String, _ body: () throws -> Void) throws {
    let clock = ContinuousClock()
    for _ in 0..<1_000 { try body() }
    var iterations = 0
    let start = clock.now
    var elapsed = Duration.zero
    while elapsed < .seconds(1) {
      for _ in 0..<1_000 { try body() }
      iterations += 1_000
      elapsed = clock.now - start
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    let rate = Double(iterations) / seconds
    let nanoseconds = seconds * 1e9 / Double(iterations)
    print("\(name): \(Int(rate.rounded())) per second (\(Int(nanoseconds.rounded())) ns each)")
  }
}
