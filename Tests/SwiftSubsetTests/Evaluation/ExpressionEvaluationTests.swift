import SwiftSubset
import Testing

/// One test per expression feature of the subset.
struct ExpressionEvaluationTests {
  private var host: HostVariables {
    let host = HostVariables()
    host.define("width", .cgFloat(71.5), type: .cgFloat)
    host.define("labelWidth", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("measured", .some(.cgFloat(38.5)), type: .optional(.cgFloat))
    host.define("count", .int(3), type: .int)
    host.define("flag", .bool(true), type: .bool)
    host.define("name", .string("Ada"), type: .string)
    host.define("widths", .cgFloats([38.5, 71.5, 12]), type: .array(.cgFloat))
    host.define("empty", .array([], of: .cgFloat), type: .array(.cgFloat))
    host.define("rect", .rect(x: 10, y: 20, width: 30, height: 40), type: .cgRect)
    host.define(
      "proxy",
      .hostObject(
        HostObjectReference(
          FakeGeometryProxy(
            width: 100, height: 50, globalX: 16, globalY: 100, namedSpaces: ["form": CGPointValue(x: 16, y: 0)]))),
      type: .hostObject("GeometryProxy")
    )
    return host
  }

  private func value(_ text: String, expecting type: ValueType? = nil) throws -> Value {
    try evaluate(text, expecting: type, host: host)
  }

  @Test func numberLiterals() throws {
    #expect(try value("42") == .int(42))
    #expect(try value("1_000") == .int(1000))
    #expect(try value("0x1F") == .int(31))
    #expect(try value("0b101") == .int(5))
    #expect(try value("2.5") == .double(2.5))
    #expect(try value("1e3") == .double(1000))
    #expect(try value("42", expecting: .cgFloat) == .cgFloat(42))
    #expect(try value("2.5", expecting: .cgFloat) == .cgFloat(2.5))
    #expect(try value("-9223372036854775808") == .int(.min))
  }

  @Test func stringLiterals() throws {
    #expect(try value(#""a\tb\n""#) == .string("a\tb\n"))
    #expect(try value(#""\(name) is \(count) wide: \(width)""#) == .string("Ada is 3 wide: 71.5"))
    // Interpolating an optional shows `Optional(…)` as Swift does.
    #expect(try value(#""\(measured) \(labelWidth)""#) == .string("Optional(38.5) nil"))
    #expect(try value(#""\("nested \(1 + 1)")""#) == .string("nested 2"))
    #expect(try evaluate("\"\\u{48}i\"") == .string("Hi"))
  }

  @Test func booleanNilAndArrayLiterals() throws {
    #expect(try value("true") == .bool(true))
    #expect(try value("false") == .bool(false))
    #expect(try value("nil", expecting: .optional(.cgFloat)) == .none(.cgFloat))
    #expect(try value("[1, 2]") == .array([.int(1), .int(2)], of: .int))
    #expect(try value("[1, 2]", expecting: .array(.cgFloat)) == .cgFloats([1, 2]))
    #expect(try value("[width, 0]") == .cgFloats([71.5, 0]))
    #expect(try value("[1, 2.5]") == .array([.double(1), .double(2.5)], of: .double))
    #expect(try value("[]", expecting: .array(.cgFloat)) == .array([], of: .cgFloat))
    #expect(
      try value("[nil, 1]", expecting: .array(.optional(.int)))
        == .array([.none(.int), .some(.int(1))], of: .optional(.int)))
  }

  @Test func implicitMembers() throws {
    #expect(try value(".zero", expecting: .cgSize) == .size(.zero))
    #expect(try value(".zero", expecting: .cgPoint) == .point(.zero))
    #expect(try value(".zero", expecting: .cgRect) == .rect(.zero))
    #expect(try value(".zero", expecting: .cgFloat) == .cgFloat(0))
    #expect(try value(".infinity", expecting: .cgFloat) == .cgFloat(.infinity))
    #expect(try value(".infinity", expecting: .optional(.cgFloat)) == .some(.cgFloat(.infinity)))
    #expect(try value(".global") == .implicitMember(ImplicitMemberValue(name: "global")))
    #expect(try value(".local") == .implicitMember(ImplicitMemberValue(name: "local")))
    #expect(try value(".bounds") == .implicitMember(ImplicitMemberValue(name: "bounds")))
    #expect(try value(".topLeading") == .implicitMember(ImplicitMemberValue(name: "topLeading")))
    #expect(try value(".center") == .implicitMember(ImplicitMemberValue(name: "center")))
    #expect(
      try value(#".named("form")"#)
        == .implicitMember(ImplicitMemberValue(name: "named", arguments: [HostArgument(value: .string("form"))]))
    )
    #expect(try value("CGFloat.infinity") == .cgFloat(.infinity))
    #expect(try value("CGSize.zero") == .size(.zero))
    #expect(try value("Int.max") == .int(.max))
    #expect(try value("Double.pi") == .double(.pi))
  }

  @Test func geometryInitializers() throws {
    #expect(try value("CGSize(width: 39, height: 20.5)") == .size(width: 39, height: 20.5))
    #expect(try value("CGPoint(x: width, y: 2)") == .point(x: 71.5, y: 2))
    #expect(try value("CGRect(x: 0, y: 0, width: 10, height: 10)") == .rect(x: 0, y: 0, width: 10, height: 10))
    #expect(
      try value("CGRect(origin: .zero, size: CGSize(width: 3, height: 4))") == .rect(x: 0, y: 0, width: 3, height: 4))
    #expect(try value("CGSize(width: count, height: count)") == .size(width: 3, height: 3))
    #expect(try value("CGSize()") == .size(.zero))
  }

  @Test func conversions() throws {
    #expect(try value("CGFloat(count)") == .cgFloat(3))
    #expect(try value("Double(width)") == .double(71.5))
    #expect(try value("Int(width)") == .int(71))
    #expect(try value("Int(-2.9)") == .int(-2))
    #expect(try value("String(width)") == .string("71.5"))
    #expect(try value(#"Int("12")"#) == .some(.int(12)))
    #expect(try value(#"Int("x")"#) == .none(.int))
    #expect(try value("Array(0..<3)") == .array([.int(0), .int(1), .int(2)], of: .int))
  }

  @Test func identifiersAndSelf() throws {
    #expect(try value("width") == .cgFloat(71.5))
    #expect(try value("self.width") == .cgFloat(71.5))
    #expect(try value("labelWidth") == .none(.cgFloat))
  }

  @Test func memberAccess() throws {
    #expect(try value("proxy.size.width") == .cgFloat(100))
    #expect(try value("proxy.size") == .size(width: 100, height: 50))
    #expect(try value("proxy.frame(in: .global).minX") == .cgFloat(16))
    #expect(try value("proxy.frame(in: .local).minX") == .cgFloat(0))
    #expect(try value(#"proxy.frame(in: .named("form")).minY"#) == .cgFloat(100))
    #expect(try value("rect.origin") == .point(x: 10, y: 20))
    #expect(try value("rect.size") == .size(width: 30, height: 40))
    for (member, expected) in [
      ("minX", 10.0), ("midX", 25), ("maxX", 40), ("minY", 20), ("midY", 40), ("maxY", 60), ("width", 30),
      ("height", 40),
    ] {
      #expect(try value("rect.\(member)") == .cgFloat(expected))
    }
    // CoreGraphics standardizes: a negative width still has minX <= maxX and a positive width.
    #expect(try value("CGRect(x: 10, y: 0, width: -4, height: 1).minX") == .cgFloat(6))
    #expect(try value("CGRect(x: 10, y: 0, width: -4, height: 1).width") == .cgFloat(4))
    #expect(try value("rect.origin.x") == .cgFloat(10))
    #expect(try value("name.count") == .int(3))
    #expect(try value("width.isFinite") == .bool(true))
  }

  @Test func freeFunctions() throws {
    #expect(try value("max(width, 80)") == .cgFloat(80))
    #expect(try value("min(width, 80)") == .cgFloat(71.5))
    #expect(try value("max(1, 5, 3)") == .int(5))
    #expect(try value("max(1, 2.5)") == .double(2.5))
    #expect(try value(#"max("a", "b")"#) == .string("b"))
    #expect(try value("abs(-3)") == .int(3))
    #expect(try value("abs(-width)") == .cgFloat(71.5))
    #expect(try value("ceil(width)") == .cgFloat(72))
    #expect(try value("floor(width)") == .cgFloat(71))
    // Foundation's round rounds halfway cases away from zero.
    #expect(try value("round(width)") == .cgFloat(72))
    #expect(try value("round(-2.5)") == .double(-3))
    #expect(try value("ceil(2)") == .double(2))
    #expect(try value("sqrt(16)") == .double(4))
  }

  @Test func arithmeticOperators() throws {
    #expect(try value("7 + 2") == .int(9))
    #expect(try value("7 - 2") == .int(5))
    #expect(try value("7 * 2") == .int(14))
    #expect(try value("7 / 2") == .int(3))
    #expect(try value("-7 / 2") == .int(-3))
    #expect(try value("7 % 4") == .int(3))
    #expect(try value("-7 % 4") == .int(-3))
    #expect(try value("width / 2") == .cgFloat(35.75))
    #expect(try value("2 * width") == .cgFloat(143))
    #expect(try value("width + 8") == .cgFloat(79.5))
    #expect(try value("-width") == .cgFloat(-71.5))
    #expect(try value("+count") == .int(3))
    #expect(try value(#""a" + "b""#) == .string("ab"))
    #expect(try value("widths + [1]") == .cgFloats([38.5, 71.5, 12, 1]))
    // CGFloat and Double mix through SE-0307's implicit conversion; the result is a Double.
    #expect(try value("width + Double(1)") == .double(72.5))
    // CGFloat division by zero is infinity, as in Swift.
    #expect(try value("width / 0") == .cgFloat(.infinity))
    #expect(try value("-width / 0") == .cgFloat(-.infinity))
    #expect(try value("(0 / 0.0).isNaN") == .bool(true))
    #expect(try value("width.truncatingRemainder(dividingBy: 10)") == .cgFloat(1.5))
  }

  @Test func comparisonAndLogicalOperators() throws {
    #expect(try value("width == 71.5") == .bool(true))
    #expect(try value("width != 71.5") == .bool(false))
    #expect(try value("count < 4") == .bool(true))
    #expect(try value("count <= 3") == .bool(true))
    #expect(try value("count > 3") == .bool(false))
    #expect(try value("count >= 3") == .bool(true))
    #expect(try value(#"name < "Bob""#) == .bool(true))
    #expect(try value("flag && count > 1") == .bool(true))
    #expect(try value("!flag || false") == .bool(false))
    #expect(try value("labelWidth == nil") == .bool(true))
    #expect(try value("measured == 38.5") == .bool(true))
    #expect(try value("measured != nil") == .bool(true))
    #expect(try value("widths == [38.5, 71.5, 12]") == .bool(true))
    #expect(try value("rect == CGRect(x: 10, y: 20, width: 30, height: 40)") == .bool(true))
    #expect(try value("(0 / 0.0) == (0 / 0.0)") == .bool(false))
    // `&&` and `||` short-circuit: the right side is not evaluated.
    #expect(try value("false && labelWidth! > 0") == .bool(false))
    #expect(try value("true || labelWidth! > 0") == .bool(true))
  }

  @Test func nilCoalescing() throws {
    #expect(try value("labelWidth ?? 0") == .cgFloat(0))
    #expect(try value("measured ?? 0") == .cgFloat(38.5))
    #expect(try value("labelWidth ?? measured") == .some(.cgFloat(38.5)))
    #expect(try value("measured ?? labelWidth") == .some(.cgFloat(38.5)))
    #expect(try value("labelWidth ?? labelWidth ?? 7") == .cgFloat(7))
    // The right side is evaluated only when needed.
    #expect(try value("measured ?? labelWidth!") == .cgFloat(38.5))
  }

  @Test func ternary() throws {
    #expect(try value("flag ? width : 0") == .cgFloat(71.5))
    #expect(try value("!flag ? width : 0") == .cgFloat(0))
    #expect(try value("count > 2 ? \"wide\" : \"narrow\"") == .string("wide"))
  }

  @Test func ranges() throws {
    #expect(try value("0..<3") == .range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false)))
    #expect(try value("1...count") == .range(RangeValue(lowerBound: 1, upperBound: 3, isClosed: true)))
    #expect(try value("(0..<3).count") == .int(3))
    #expect(try value("(1...3).contains(3)") == .bool(true))
    #expect(try value("(0..<0).isEmpty") == .bool(true))
    #expect(try value("(0..<3).map { $0 * 2 }") == .array([.int(0), .int(2), .int(4)], of: .int))
  }

  @Test func optionalChainingAndForceUnwrap() throws {
    #expect(try value("measured!") == .cgFloat(38.5))
    #expect(try value("measured?.isFinite") == .some(.bool(true)))
    #expect(try value("labelWidth?.isFinite") == .none(.bool))
    #expect(try value("widths.first?.magnitude") == .some(.cgFloat(38.5)))
    #expect(try value("empty.first?.magnitude") == .none(.cgFloat))
    #expect(try value("empty.first?.magnitude ?? 1") == .cgFloat(1))
  }

  @Test func subscripts() throws {
    #expect(try value("widths[0]") == .cgFloat(38.5))
    #expect(try value("widths[count - 1]") == .cgFloat(12))
    let anchor = Value.anchor(
      AnchorValue(geometry: .rect(CGRectValue(x: 40, y: 130, width: 10, height: 10)), source: "bounds", nodeID: "n"))
    let host = self.host
    host.define("anchor", anchor, type: .anchor(.cgRect))
    #expect(try evaluate("proxy[anchor]", host: host) == .rect(x: 24, y: 30, width: 10, height: 10))
    #expect(try evaluate("proxy[anchor].origin", host: host) == .point(x: 24, y: 30))
  }

  @Test func arrayProperties() throws {
    #expect(try value("widths.count") == .int(3))
    #expect(try value("widths.isEmpty") == .bool(false))
    #expect(try value("empty.isEmpty") == .bool(true))
    #expect(try value("widths.first") == .some(.cgFloat(38.5)))
    #expect(try value("widths.last") == .some(.cgFloat(12)))
    #expect(try value("empty.last") == .none(.cgFloat))
  }

  @Test func arrayMethods() throws {
    #expect(try value("widths.max()") == .some(.cgFloat(71.5)))
    #expect(try value("widths.min()") == .some(.cgFloat(12)))
    #expect(try value("empty.max()") == .none(.cgFloat))
    #expect(try value("widths.contains(12)") == .bool(true))
    #expect(try value("widths.contains(13)") == .bool(false))
    #expect(try value("widths.contains { $0 > 70 }") == .bool(true))
    #expect(try value("widths.contains(where: { $0 > 80 })") == .bool(false))
    #expect(try value("widths.reduce(0) { $0 + $1 }") == .cgFloat(122))
    #expect(try value("widths.reduce(0, +)") == .cgFloat(122))
    #expect(try value("widths.reduce(0, max)") == .cgFloat(71.5))
    #expect(try value("widths.reduce(0) { partial, next in max(partial, next) }") == .cgFloat(71.5))
    #expect(try value("widths.map { $0 * 2 }") == .cgFloats([77, 143, 24]))
    #expect(try value("widths.filter { $0 > 20 }") == .cgFloats([38.5, 71.5]))
    #expect(try value("widths.first(where: { $0 > 40 })") == .some(.cgFloat(71.5)))
    #expect(try value("widths.allSatisfy { $0 > 10 }") == .bool(true))
    #expect(try value("widths.sorted()") == .cgFloats([12, 38.5, 71.5]))
    #expect(try value("widths.reversed()") == .cgFloats([12, 71.5, 38.5]))
    #expect(try value(#"["a", "b"].joined(separator: ", ")"#) == .string("a, b"))
  }

  @Test func closures() throws {
    #expect(try value("widths.map { value in value + 1 }") == .cgFloats([39.5, 72.5, 13]))
    #expect(try value("widths.map { (value) -> CGFloat in return value + 1 }") == .cgFloats([39.5, 72.5, 13]))
    // A closure body of several statements returns with `return`.
    #expect(try value("widths.map { w in\n let doubled = w * 2\n return doubled - 1 }") == .cgFloats([76, 142, 23]))
    // Closures see the enclosing locals and host variables.
    #expect(try value("widths.filter { $0 < width }.count") == .int(2))
    // Nested closures each have their own `$0`.
    #expect(try value("[[1, 2], [3]].map { $0.map { $0 * 10 }.count }") == .array([.int(2), .int(1)], of: .int))
    #expect(try value("{ $0 + 1 }(2)") == .int(3))
  }

  @Test func stringMethodsAndNumberMethods() throws {
    #expect(try value("name.uppercased()") == .string("ADA"))
    #expect(try value(#"name.hasPrefix("A")"#) == .bool(true))
    #expect(try value(#"name.contains("d")"#) == .bool(true))
    #expect(try value("width.rounded()") == .cgFloat(72))
    #expect(try value("width.rounded(.down)") == .cgFloat(71))
    #expect(try value("width.rounded(.towardZero)") == .cgFloat(71))
    #expect(try value("count.isMultiple(of: 3)") == .bool(true))
    #expect(try value("rect.insetBy(dx: 5, dy: 5)") == .rect(x: 15, y: 25, width: 20, height: 30))
    #expect(try value("rect.offsetBy(dx: 1, dy: -1)") == .rect(x: 11, y: 19, width: 30, height: 40))
    #expect(try value("rect.contains(CGPoint(x: 10, y: 20))") == .bool(true))
    #expect(try value("rect.contains(CGPoint(x: 40, y: 20))") == .bool(false))
  }

  @Test func bindings() throws {
    let host = self.host
    var context = EvaluationContext(host: host)
    let binding = try ScriptExpression("$labelWidth").evaluate(in: &context)
    #expect(binding == .binding(BindingValue(variable: "labelWidth", valueType: .optional(.cgFloat))))
    host.define("bound", binding, type: .binding(.optional(.cgFloat)), isWritable: false)
    #expect(try ScriptExpression("bound.wrappedValue ?? 0").evaluate(in: &context) == .cgFloat(0))
    #expect(try ScriptExpression("$labelWidth.wrappedValue").evaluate(in: &context) == .none(.cgFloat))
    #expect(try ScriptExpression("self.bound.wrappedValue").evaluate(in: &context) == .none(.cgFloat))
    // `$bound` of a variable holding a binding is that binding (a @Binding's projected value).
    #expect(try ScriptExpression("$bound").evaluate(in: &context) == binding)
    try ScriptBlock("bound.wrappedValue = 10").run(in: &context)
    try ScriptBlock("self.bound.wrappedValue = (self.bound.wrappedValue ?? 0) + 1").run(in: &context)
    try ScriptBlock("$labelWidth.wrappedValue = labelWidth! * 2").run(in: &context)
    #expect(host["labelWidth"] == Value.some(.cgFloat(22)))
  }

  @Test func comments() throws {
    #expect(try value("1 + /* two */ 2 // three") == .int(3))
  }
}
