import SwiftSubset
import Testing

/// What evaluations record about the host: reads (name, value, expression range), writes (old → new) and
/// prints, for provenance; and the rules on host writes.
struct HostAccessTests {
  private var host: HostVariables {
    let host = HostVariables()
    host.define("labelWidth", .some(.cgFloat(71.33333333333333)), type: .optional(.cgFloat))
    host.define("count", .int(0), type: .int)
    return host
  }

  @Test func readsRecordTheNameValueAndExpression() throws {
    var context = EvaluationContext(host: host)
    let expression = try ScriptExpression("max(labelWidth ?? 0, 10)", origin: SourceOrigin(name: "root.frame.width"))
    #expect(try expression.evaluate(expecting: .optional(.cgFloat), in: &context) == .some(.cgFloat(71.33333333333333)))
    let read = try #require(context.log.reads.first)
    #expect(context.log.reads.count == 1)
    #expect(read.name == "labelWidth")
    #expect(read.value == .some(.cgFloat(71.33333333333333)))
    #expect(read.range == SourceRange(start: 4, end: 14))
    #expect(read.excerpt == "labelWidth")
    #expect(read.source.origin.name == "root.frame.width")
    #expect(read.through == nil)
  }

  @Test func readsCanBeTurnedOff() throws {
    var context = EvaluationContext(host: host, recordsReads: false)
    _ = try ScriptExpression("labelWidth").evaluate(in: &context)
    #expect(context.log.reads.isEmpty)
  }

  @Test func writesRecordOldAndNewValues() throws {
    let host = self.host
    var context = EvaluationContext(host: host)
    try ScriptClosure("{ _ in count += 1 }").call(with: [.bool(true)], in: &context)
    try ScriptClosure("labelWidth = $0").call(with: [.cgFloat(80)], in: &context)
    #expect(context.log.writes.count == 2)
    #expect(context.log.writes[0].name == "count")
    #expect(context.log.writes[0].oldValue == .int(0))
    #expect(context.log.writes[0].newValue == .int(1))
    #expect(context.log.writes[0].excerpt == "count += 1")
    #expect(context.log.writes[1].oldValue == .some(.cgFloat(71.33333333333333)))
    #expect(context.log.writes[1].newValue == .some(.cgFloat(80)))
    #expect(host["count"] == .int(1))
  }

  @Test func readsAfterAWriteSeeTheNewValue() throws {
    let host = self.host
    var context = EvaluationContext(host: host)
    try ScriptBlock("count = 5\ncount += count\nprint(count)").run(in: &context)
    #expect(context.log.printedText == "10\n")
    #expect(host["count"] == .int(10))
    #expect(context.log.writes.map(\.newValue) == [.int(5), .int(10)])
  }

  @Test func aFailingEvaluationWritesNothing() throws {
    let host = self.host
    var context = EvaluationContext(host: host)
    #expect(throws: ScriptDiagnostic.self) {
      try ScriptBlock("count = 1\nlabelWidth = nil\nlet x: Int? = nil\ncount = x!").run(in: &context)
    }
    #expect(host["count"] == .int(0))
    #expect(host["labelWidth"] == Value.some(.cgFloat(71.33333333333333)))
    #expect(context.log.writes.isEmpty)
  }

  @Test func writesCanBeForbidden() throws {
    var context = EvaluationContext(host: host, node: "label", allowsHostWrites: false)
    do {
      try ScriptBlock("count += 1").run(in: &context)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .writeNotAllowed)
      #expect(
        error.message
          == "'count' cannot be written here: state writes are not allowed in this evaluation (during layout)")
      #expect(error.node == "label")
    }
  }

  @Test func printsRecordTextAndTerminator() throws {
    var context = EvaluationContext(host: host)
    try ScriptBlock(
      #"""
      print("a", 1, labelWidth, separator: ", ", terminator: "!")
      print()
      print("tab\there", [1.5], "x")
      """#
    ).run(in: &context)
    #expect(context.log.prints.map(\.text) == ["a, 1, Optional(71.33333333333333)", "", "tab\there [1.5] x"])
    #expect(context.log.prints.map(\.terminator) == ["!", "\n", "\n"])
    #expect(context.log.printedText == "a, 1, Optional(71.33333333333333)!\ntab\there [1.5] x\n")
    context.log.removeAll()
    #expect(context.log.isEmpty)
  }

  @Test func theHostSeesCheckedValuesOnly() throws {
    final class RefusingScope: HostScope {
      var stored: Value = .int(0)
      func variable(named name: String) -> HostVariable? {
        name == "x" ? HostVariable(value: stored, type: .int) : nil
      }
      func setVariable(named name: String, to value: Value) throws(HostError) {
        if value == .int(13) { throw HostError("13 is unlucky") }
        stored = value
      }
    }
    let scope = RefusingScope()
    var context = EvaluationContext(host: scope)
    try ScriptBlock("x = 12").run(in: &context)
    #expect(scope.stored == .int(12))
    #expect(throws: ScriptDiagnostic.self) { try ScriptBlock("x = \"twelve\"").run(in: &context) }
    do {
      try ScriptBlock("x = 13").run(in: &context)
      Issue.record("expected an error")
    } catch {
      #expect(error.code == .hostError)
      #expect(error.message == "the host refused to set 'x': 13 is unlucky")
    }
    #expect(scope.stored == .int(12))
  }
}
