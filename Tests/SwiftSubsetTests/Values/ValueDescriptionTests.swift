import SwiftSubset
import Testing

/// `print` output matches Swift on Apple platforms. Expected strings come from Swift's own `description` of
/// `Double` (the shortest digits that round-trip), CoreGraphics' `debugDescription` of `CGSize`, `CGPoint`
/// and `CGRect` (`"(\(width), \(height))"` and so on, in the CoreGraphics overlay), and the standard
/// library's rules for optionals, arrays, strings in collections and reflected structs.
struct ValueDescriptionTests {
  @Test func numbers() {
    #expect(Value.cgFloat(214.0 / 3).description == "71.33333333333333")
    #expect(Value.cgFloat(39).description == "39.0")
    #expect(Value.double(116.0 / 3).description == "38.666666666666664")
    #expect(Value.double(0.1 + 0.2).description == "0.30000000000000004")
    #expect(Value.double(1e16).description == "1e+16")
    #expect(Value.double(1e15).description == "1000000000000000.0")
    #expect(Value.double(0.00001).description == "1e-05")
    #expect(Value.double(0.0001).description == "0.0001")
    #expect(Value.cgFloat(.infinity).description == "inf")
    #expect(Value.cgFloat(-.infinity).description == "-inf")
    #expect(Value.cgFloat(.nan).description == "nan")
    #expect(Value.cgFloat(-0.0).description == "-0.0")
    #expect(Value.int(-3).description == "-3")
    #expect(Value.bool(true).description == "true")
  }

  /// `descriptionBytesBound` holds for the longest numbers' descriptions, and says nothing of values only building
  /// their descriptions bounds.
  @Test func descriptionBytesBound() {
    let longest: [Double] = [
      -.greatestFiniteMagnitude, -.leastNormalMagnitude, -.leastNonzeroMagnitude, -1.0 / 3, -1e15 - 1.0 / 3,
      -0.00012345678901234567, -.infinity, .nan,
    ]
    var values: [Value] = [.bool(false), .int(.min), .none(.cgFloat)]
    for number in longest {
      values += [
        .double(number), .cgFloat(number), .size(width: number, height: number), .point(x: number, y: number),
        .rect(x: number, y: number, width: number, height: number), .some(.some(.cgFloat(number))),
      ]
    }
    for value in values {
      let bound = value.descriptionBytesBound ?? 0
      #expect(value.printDescription().utf8.count <= bound, "\(value)")
      #expect(value.printDescription(maxBytes: bound) != nil, "\(value)")
    }
    #expect(Value.string("a").descriptionBytesBound == nil)
    #expect(Value.cgFloats([1]).descriptionBytesBound == nil)
    #expect(Value.some(.string("a")).descriptionBytesBound == nil)
  }

  @Test func geometry() {
    #expect(Value.size(width: 39, height: 61.0 / 3).description == "(39.0, 20.333333333333332)")
    #expect(Value.point(x: 527.0 / 3, y: 200).description == "(175.66666666666666, 200.0)")
    #expect(Value.rect(x: 0, y: 0, width: 10, height: 10).description == "(0.0, 0.0, 10.0, 10.0)")
  }

  @Test func collectionsAndOptionals() {
    #expect(Value.cgFloats([116.0 / 3, 214.0 / 3]).description == "[38.666666666666664, 71.33333333333333]")
    #expect(Value.some(.cgFloat(214.0 / 3)).description == "Optional(71.33333333333333)")
    #expect(Value.none(.cgFloat).description == "nil")
    #expect(Value.some(.some(.int(3))).description == "Optional(Optional(3))")
    #expect(Value.some(.none(.int)).description == "Optional(nil)")
    #expect(Value.array([.some(.int(1)), .none(.int)], of: .optional(.int)).description == "[Optional(1), nil]")
    #expect(Value.array([], of: .cgFloat).description == "[]")
    #expect(Value.array([.size(width: 1, height: 2)], of: .cgSize).description == "[(1.0, 2.0)]")
  }

  @Test func strings() {
    #expect(Value.string("plain \"text\"").description == "plain \"text\"")
    #expect(Value.array([.string("a\"b"), .string("tab\t")], of: .string).description == #"["a\"b", "tab\t"]"#)
    #expect(Value.some(.string("x")).description == #"Optional("x")"#)
  }

  @Test func structsRangesAndOthers() throws {
    let declarations = try boundsAnchorDeclarations()
    let empty = try Value(json: .object([:]), as: .structure("BoundsAnchor"), declarations: declarations)
    #expect(empty.description == "BoundsAnchor(anchor: nil)")
    // Inside a collection Swift qualifies the type with its module (`[MyApp.BoundsAnchor(anchor: nil)]`).
    #expect(
      Value.array([empty], of: .structure("BoundsAnchor")).printDescription(moduleName: "MyApp")
        == "[MyApp.BoundsAnchor(anchor: nil)]")
    #expect(Value.array([empty], of: .structure("BoundsAnchor")).description == "[BoundsAnchor(anchor: nil)]")
    #expect(Value.range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false)).description == "0..<3")
    #expect(Value.range(RangeValue(lowerBound: 1, upperBound: 5, isClosed: true)).description == "1...5")
    #expect(
      Value.array([.range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false))], of: .range(closed: false))
        .description == "[Range(0..<3)]")
    #expect(Value.void.description == "()")
    #expect(
      Value.implicitMember(ImplicitMemberValue(name: "named", arguments: [HostArgument(value: .string("form"))]))
        .description == #".named("form")"#)
    let anchor = AnchorValue(
      geometry: .rect(CGRectValue(x: 1, y: 2, width: 3, height: 4)), source: "bounds", nodeID: "n")
    #expect(Value.anchor(anchor).description == "Anchor<CGRect>((1.0, 2.0, 3.0, 4.0))")
    #expect(
      Value.binding(BindingValue(variable: "w", valueType: .optional(.cgFloat))).description == "Binding<CGFloat?>(w)")
  }

  @Test func printJoinsItemsWithSpaces() throws {
    var context = EvaluationContext()
    try ScriptBlock(#"print("Morning size:", CGSize(width: 39, height: 20))"#).run(in: &context)
    try ScriptBlock(#"print(1, "two", [3.0], nil)"#).run(in: &context)
    #expect(context.log.printedText == "Morning size: (39.0, 20.0)\n1 two [3.0] nil\n")
  }
}
