import SwiftSubset
import Testing

struct StatementTests {
  private func result(_ text: String, host: HostVariables = HostVariables()) throws -> Value? {
    var context = EvaluationContext(host: host)
    return try ScriptBlock(text).run(in: &context)
  }

  @Test func letAndVar() throws {
    #expect(try result("let a = 2\nvar b = a * 3\nb += 1\nreturn b") == .int(7))
    #expect(try result("var s: CGFloat = 1; s *= 3; s /= 2; s -= 0.5; return s") == .cgFloat(1))
    #expect(try result("var i = 7; i %= 4; return i") == .int(3))
    #expect(try result("var text = \"a\"; text += \"b\"; text.append(\"c\"); return text") == .string("abc"))
  }

  @Test func ifElseIfElse() throws {
    let program = """
      var kind = ""
      if x > 10 {
        kind = "big"
      } else if x > 5 {
        kind = "medium"
      } else {
        kind = "small"
      }
      return kind
      """
    for (x, kind) in [(11, "big"), (6, "medium"), (1, "small")] {
      let host = HostVariables()
      host.define("x", .int(x), type: .int)
      #expect(try result(program, host: host) == .string(kind))
    }
  }

  @Test func ifLetAndShorthand() throws {
    let host = HostVariables()
    host.define("value", .some(.cgFloat(5)), type: .optional(.cgFloat))
    host.define("missing", .none(.cgFloat), type: .optional(.cgFloat))
    #expect(try result("if let v = value { return v * 2 }\nreturn 0", host: host) == .cgFloat(10))
    #expect(try result("if let value { return value + 1 }\nreturn 0", host: host) == .cgFloat(6))
    #expect(try result("if let missing { return missing }\nreturn -1", host: host) == .int(-1))
    #expect(try result("if let v = value, v > 4, let m = missing { return m }\nreturn 1", host: host) == .int(1))
    #expect(try result("if var v = value { v += 1; return v }\nreturn 0", host: host) == .cgFloat(6))
    // The binding's scope is the body: the outer name is unchanged afterwards.
    #expect(try result("if let value = missing { return value }\nreturn value", host: host) == Value.some(.cgFloat(5)))
  }

  @Test func guardStatements() throws {
    let host = HostVariables()
    host.define("value", .some(.cgFloat(5)), type: .optional(.cgFloat))
    host.define("missing", .none(.cgFloat), type: .optional(.cgFloat))
    #expect(try result("guard let v = value else { return 0 }\nreturn v + 1", host: host) == .cgFloat(6))
    #expect(try result("guard let v = missing else { return 0 }\nreturn v + 1", host: host) == .int(0))
    #expect(try result("guard value != nil else { return false }\nreturn true", host: host) == .bool(true))
    #expect(try result("guard let value else { return }\nreturn value", host: host) == .cgFloat(5))
  }

  @Test func forInLoops() throws {
    #expect(try result("var total = 0\nfor i in 0..<5 { total += i }\nreturn total") == .int(10))
    #expect(try result("var total = 0\nfor i in 1...5 { total += i }\nreturn total") == .int(15))
    #expect(try result("var total: CGFloat = 0\nfor w in [1.5, 2.5] { total += w }\nreturn total") == .cgFloat(4))
    #expect(try result("for i in 0..<10 { if i == 3 { return i } }\nreturn -1") == .int(3))
    #expect(try result("var n = 0\nfor _ in 0..<3 { n += 1 }\nreturn n") == .int(3))
  }

  @Test func returnEndsTheStatements() throws {
    let host = HostVariables()
    host.define("x", .int(0), type: .int)
    _ = try result("x = 1\nreturn\nx = 2", host: host)
    #expect(host["x"] == .int(1))
  }

  @Test func discardAndSemicolons() throws {
    #expect(try result("_ = 1 + 1; ; let a = 1;; return a") == .int(1))
  }

  @Test func toggleAndMutatingArrayMethods() throws {
    let host = HostVariables()
    host.define("flag", .bool(false), type: .bool)
    host.define("list", .array([.int(3), .int(1)], of: .int), type: .array(.int))
    var context = EvaluationContext(host: host)
    try ScriptBlock(
      """
      flag.toggle()
      list.append(2)
      list.append(contentsOf: [5, 4])
      list.append(contentsOf: 6...7)
      list.insert(0, at: 0)
      list.sort()
      """
    ).run(in: &context)
    #expect(host["flag"] == .bool(true))
    #expect(host["list"] == .array([0, 1, 2, 3, 4, 5, 6, 7].map { .int($0) }, of: .int))
    #expect(
      try ScriptBlock("let last = list.removeLast(); let first = list.removeFirst(); return last * 10 + first").run(
        in: &context) == .int(70))
    try ScriptBlock("list.reverse(); list[0] = 100; list[1] += 1").run(in: &context)
    #expect(host["list"] == .array([100, 6, 4, 3, 2, 1].map { .int($0) }, of: .int))
    try ScriptBlock("list.removeAll()").run(in: &context)
    #expect(host["list"] == .array([], of: .int))
  }

  @Test func removeAtAndRemoveAllWhere() throws {
    let host = HostVariables()
    host.define("list", .array([1, 2, 3, 4, 5].map { .int($0) }, of: .int), type: .array(.int))
    var context = EvaluationContext(host: host)
    // `remove(at:)` returns the element it removed.
    #expect(try ScriptBlock("return list.remove(at: 1)").run(in: &context) == .int(2))
    try ScriptBlock("list.removeAll { $0 % 2 == 1 }").run(in: &context)
    #expect(host["list"] == .array([.int(4)], of: .int))
    try ScriptBlock("list.removeAll(where: { x in x > 3 })").run(in: &context)
    #expect(host["list"] == .array([], of: .int))
  }

  @Test func firstIndex() throws {
    let host = HostVariables()
    host.define("list", .array([3, 5, 7].map { .int($0) }, of: .int), type: .array(.int))
    #expect(try result("return list.firstIndex(where: { $0 > 4 })", host: host) == Value.some(.int(1)))
    #expect(try result("return list.firstIndex { $0 > 9 }", host: host) == .none(.int))
    #expect(try result("return list.firstIndex(of: 7)", host: host) == Value.some(.int(2)))
    #expect(
      try result("var copy = list; if let i = copy.firstIndex(of: 5) { copy[i] += 1 }; return copy", host: host)
        == .array([3, 6, 7].map { .int($0) }, of: .int))
  }

  @Test func valueSemantics() throws {
    let host = HostVariables()
    host.define("widths", .cgFloats([1]), type: .array(.cgFloat))
    host.define("size", .size(width: 1, height: 2), type: .cgSize)
    #expect(
      try result("var copy = widths\ncopy.append(2)\nreturn [widths.count, copy.count]", host: host)
        == .array([.int(1), .int(2)], of: .int))
    #expect(host["widths"] == .cgFloats([1]))
    #expect(try result("var s = size\ns.width = 10\nreturn s.width + size.width", host: host) == .cgFloat(11))
    #expect(host["size"] == .size(width: 1, height: 2))
  }

  @Test func nestedAssignmentTargets() throws {
    let host = HostVariables()
    host.define("rect", .rect(.zero), type: .cgRect)
    host.define("matrix", .array([.array([.int(1)], of: .int)], of: .array(.int)), type: .array(.array(.int)))
    host.define("maybe", .some(.size(.zero)), type: .optional(.cgSize))
    var context = EvaluationContext(host: host)
    try ScriptBlock("rect.origin.x = 5\nrect.size = CGSize(width: 2, height: 3)\nrect.size.height += 1").run(
      in: &context)
    #expect(host["rect"] == .rect(x: 5, y: 0, width: 2, height: 4))
    try ScriptBlock("matrix[0][0] = 7\nmatrix[0].append(8)").run(in: &context)
    #expect(host["matrix"] == .array([.array([.int(7), .int(8)], of: .int)], of: .array(.int)))
    try ScriptBlock("maybe!.width = 9").run(in: &context)
    #expect(host["maybe"] == Value.some(.size(width: 9, height: 0)))
  }
}
