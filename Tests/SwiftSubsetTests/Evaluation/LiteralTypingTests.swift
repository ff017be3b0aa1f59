import SwiftSubset
import Testing

/// Literal typing as Swift's type inference does it, and the rule chosen for mixing number types: `Int`
/// never mixes with `CGFloat`/`Double` (a type error, as in Swift); `CGFloat` and `Double` mix as SE-0307
/// allows, computing in `Double`.
struct LiteralTypingTests {
  private var host: HostVariables {
    let host = HostVariables()
    host.define("value", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("width", .cgFloat(10), type: .cgFloat)
    host.define("count", .int(2), type: .int)
    host.define("ratio", .double(0.5), type: .double)
    return host
  }

  @Test func literalsTakeTheTypeOfTheOtherOperand() throws {
    #expect(try evaluate("value ?? 0", host: host) == .cgFloat(0))
    #expect(try evaluate("max(value ?? 0, 5)", host: host) == .cgFloat(5))
    #expect(try evaluate("max(width, 0)", host: host) == .cgFloat(10))
    #expect(try evaluate("max(0, width)", host: host) == .cgFloat(10))
    #expect(try evaluate("width > 0", host: host) == .bool(true))
    #expect(try evaluate("0 < width", host: host) == .bool(true))
    #expect(try evaluate("width * (2 + 1)", host: host) == .cgFloat(30))
    #expect(try evaluate("-1 + width", host: host) == .cgFloat(9))
    #expect(try evaluate("count + 1", host: host) == .int(3))
    #expect(try evaluate("width + 0.5", host: host) == .cgFloat(10.5))
  }

  /// `reduce(0) { $0 + $1.total }` over a struct: Swift types the literal seed from the closure, `Int` when the
  /// closure takes one, else `Double` (here `total` is a `Double`, so the `Int` seed is a type error).
  @Test func aReduceSeedTakesTheTypeTheClosureGivesIt() throws {
    let declarations = try TypeDeclarations([
      StructDeclaration(parsing: "struct Line { var total: Double; var count: Int }")
    ])
    let host = HostVariables()
    let lines = try evaluate(
      "[Line(total: 1.5, count: 2), Line(total: 2.25, count: 3)]", declarations: declarations)
    host.define("lines", lines, type: .array(.structure("Line")))
    #expect(try evaluate("lines.reduce(0) { $0 + $1.total }", host: host, declarations: declarations) == .double(3.75))
    #expect(try evaluate("lines.reduce(0) { $0 + $1.count }", host: host, declarations: declarations) == .int(5))
    #expect(
      try evaluate(#""\(lines.reduce(0) { $0 + $1.total })""#, host: host, declarations: declarations)
        == .string("3.75"))
    // A seed neither type fits is the `Int` seed's error.
    #expect(
      evaluationError("lines.reduce(0) { $0 + \"a\" }", host: host, declarations: declarations)?.message
        == "binary operator '+' cannot be applied to operands of type 'Double' and 'String'")
    let checker = TypeChecker(
      environment: TypeEnvironment(
        variables: ["lines": VariableType(.array(.structure("Line")))], declarations: declarations))
    #expect(checker.check(try ScriptExpression("lines.reduce(0) { $0 + $1.total }"), expecting: nil).isEmpty)
    #expect(checker.check(try ScriptExpression("lines.reduce(0) { $0 + $1.count }"), expecting: .int).isEmpty)
  }

  @Test func contextTypesLiterals() throws {
    #expect(try evaluate("1 + 2", expecting: .cgFloat) == .cgFloat(3))
    #expect(try evaluate("1 + 2.5") == .double(3.5))
    #expect(try evaluate("1 / 2") == .int(0))
    #expect(try evaluate("1 / 2", expecting: .cgFloat) == .cgFloat(0.5))
    #expect(try evaluate("1", expecting: .optional(.cgFloat)) == .some(.cgFloat(1)))
    let host = self.host
    try run("value = 3", host: host)
    #expect(host["value"] == Value.some(.cgFloat(3)))
  }

  @Test func declarationsAreTypedLikeSwift() throws {
    func result(_ text: String) throws -> Value? {
      var context = EvaluationContext(host: host)
      return try ScriptBlock(text).run(in: &context)
    }
    #expect(try result("let a = 1\nreturn a") == .int(1))
    #expect(try result("let b = 1.5\nreturn b") == .double(1.5))
    #expect(try result("let c: CGFloat = 1\nreturn c") == .cgFloat(1))
    #expect(try result("var d: CGFloat? = nil\nd = 2\nreturn d") == Value.some(.cgFloat(2)))
    #expect(try result("var e: CGFloat?\nreturn e") == .none(.cgFloat))
    #expect(try result("let f = [1, 2]\nreturn f") == .array([.int(1), .int(2)], of: .int))
    #expect(try result("let g: [CGFloat] = []\nreturn g") == .array([], of: .cgFloat))
    #expect(try result("var h = value\nh = 4\nreturn h") == Value.some(.cgFloat(4)))
  }

  @Test func intAndCGFloatDoNotMix() throws {
    let error = try #require(evaluationError("width + count", host: host))
    #expect(error.kind == .type)
    #expect(error.message == "binary operator '+' cannot be applied to operands of type 'CGFloat' and 'Int'")
    #expect(
      evaluationError("max(width, count)", host: host)?.message
        == "'max' needs two values of the same comparable type; found 'CGFloat' and 'Int'")
    #expect(
      evaluationError("width < count", host: host)?.message
        == "binary operator '<' cannot be applied to operands of type 'CGFloat' and 'Int'")
    #expect(runError("width = count", host: host)?.message == "cannot convert value of type 'Int' to type 'CGFloat'")
    #expect(try evaluate("width * CGFloat(count)", host: host) == .cgFloat(20))
  }

  @Test func cgFloatAndDoubleMix() throws {
    #expect(try evaluate("width * ratio", host: host) == .double(5))
    #expect(try evaluate("max(width, ratio)", host: host) == .double(10))
    let host = self.host
    try run("width = ratio", host: host)
    #expect(host["width"] == .cgFloat(0.5))
  }

  @Test func integerLiteralsThatOverflowIntStillWorkAsCGFloat() throws {
    #expect(evaluationError("9223372036854775808")?.code == .overflow)
    #expect(try evaluate("9223372036854775808", expecting: .cgFloat) == .cgFloat(9_223_372_036_854_775_808))
  }
}
