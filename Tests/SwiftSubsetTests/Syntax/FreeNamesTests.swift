import SwiftSubset
import Testing

/// The names code depends on without binding them: what a host watches to know which state an argument
/// reads.
struct FreeNamesTests {
  @Test func expressions() throws {
    #expect(try ScriptExpression("labelWidth").freeNames == ["labelWidth"])
    #expect(try ScriptExpression("proxy.frame(in: .global).minX + 8").freeNames == ["proxy"])
    #expect(try ScriptExpression("max(width.wrappedValue ?? 0, measured)").freeNames == ["width", "measured"])
    #expect(try ScriptExpression("CGFloat.infinity").freeNames == [])
    #expect(try ScriptExpression("self.width + $count.wrappedValue").freeNames == ["width", "count"])
    #expect(try ScriptExpression(textBody: "Tap count \\(taps)").freeNames == ["taps"])
    #expect(try ScriptExpression("widths.map { w in w + offset }").freeNames == ["widths", "offset"])
  }

  @Test func statementsAndClosures() throws {
    #expect(try ScriptBlock("let a = b\nc = a").freeNames == ["b", "c"])
    #expect(try ScriptBlock("if let x = y { z = x }\nw = x").freeNames == ["y", "z", "w", "x"])
    #expect(try ScriptBlock("guard let x = y else { return }\nz = x").freeNames == ["y", "z"])
    #expect(try ScriptBlock("for i in items { total += i }").freeNames == ["items", "total"])
    #expect(try ScriptClosure("{ widths in print(widths); columnWidth = widths.max() }").freeNames == ["columnWidth"])
    #expect(try ScriptClosure("labelWidth = $0").freeNames == ["labelWidth"])
    #expect(try ScriptBlock("value = max(value, nextValue())").freeNames == ["value"])
  }
}
