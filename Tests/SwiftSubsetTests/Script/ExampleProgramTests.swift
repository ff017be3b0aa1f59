import SwiftSubset
import Testing

/// Every expression, reduce body and action of `/work/shared/examples/*.swift`, written exactly as in the Swift
/// source, parsed and run against a fake host. Numbers are arbitrary measurements chosen for the test unless a
/// comment says otherwise; what is asserted is the arithmetic the Swift code does on them.
struct ExampleProgramTests {
  private func proxy(_ width: Double, _ height: Double, x: Double = 0, y: Double = 0) -> Value {
    .hostObject(HostObjectReference(FakeGeometryProxy(width: width, height: height, globalX: x, globalY: y)))
  }

  private func reduce(
    _ body: String, _ type: ValueType, _ values: [Value], declarations: TypeDeclarations = TypeDeclarations()
  )
    throws -> Value
  {
    let reducer = try PreferenceReducer(body, valueType: type)
    var context = EvaluationContext(declarations: declarations)
    // SwiftUI takes the first producer's value as is and folds later ones in (reference §6.1.2).
    var value = values[0]
    for next in values.dropFirst() { try reducer.reduce(&value, nextValue: next, in: &context) }
    return value
  }

  // MARK: - BubblesLastWins.swift

  @Test func bubblesLastWins() throws {
    #expect(try reduce("value = nextValue()", .cgFloat, [.cgFloat(20), .cgFloat(170)]) == .cgFloat(170))
    let host = HostVariables()
    host.define("bubbleWidth", .none(.cgFloat), type: .optional(.cgFloat))
    // `Bubble(message:width: $bubbleWidth)` passes the binding; the modifier's `let width: Binding<CGFloat?>`.
    var context = EvaluationContext(host: host)
    let binding = try ScriptExpression("$bubbleWidth").evaluate(in: &context)
    host.define("width", binding, type: .binding(.optional(.cgFloat)), isWritable: false)
    #expect(
      try ScriptExpression("width.wrappedValue").evaluate(expecting: .optional(.cgFloat), in: &context)
        == .none(.cgFloat))
    host.define("proxy", proxy(20.5, 20), type: .hostObject("GeometryProxy"))
    #expect(try ScriptExpression("proxy.size.width").evaluate(in: &context) == .cgFloat(20.5))
    let action = try ScriptClosure("{ measured in\n  width.wrappedValue = max(width.wrappedValue ?? 0, measured)\n}")
    try action.call(with: [.cgFloat(20.5)], in: &context)
    #expect(host["bubbleWidth"] == Value.some(.cgFloat(20.5)))
    try action.call(with: [.cgFloat(170)], in: &context)
    try action.call(with: [.cgFloat(20.5)], in: &context)
    #expect(host["bubbleWidth"] == Value.some(.cgFloat(170)))
    #expect(context.log.writes.map(\.name) == ["bubbleWidth", "bubbleWidth", "bubbleWidth"])
    #expect(context.log.reads.contains { $0.name == "bubbleWidth" && $0.through == "width" })
  }

  // MARK: - CollectedWidths.swift

  @Test func collectedWidths() throws {
    // The array key's reduce appends in tree order.
    let widths = try reduce(
      "value.append(contentsOf: nextValue())",
      .array(.cgFloat),
      [.cgFloats([38.666666666666664]), .cgFloats([71.33333333333333])]
    )
    #expect(widths == .cgFloats([38.666666666666664, 71.33333333333333]))
    let host = HostVariables()
    host.define("columnWidth", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("street", .string(""), type: .string)
    host.define("reader", proxy(38.666666666666664, 20.333333333333332), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host)
    let probe = try ScriptExpression("[reader.size.width]").evaluate(expecting: .array(.cgFloat), in: &context)
    #expect(probe == .cgFloats([38.666666666666664]))
    #expect(
      try ScriptExpression("columnWidth").evaluate(expecting: .optional(.cgFloat), in: &context) == .none(.cgFloat))
    #expect(
      try ScriptExpression("$street").evaluate(in: &context)
        == .binding(BindingValue(variable: "street", valueType: .string)))
    let action = try ScriptClosure(
      """
      { widths in
          print(widths)
          columnWidth = widths.max()
      }
      """
    )
    try action.call(with: [widths], in: &context)
    #expect(context.log.printedText == "[38.666666666666664, 71.33333333333333]\n")
    #expect(host["columnWidth"] == Value.some(.cgFloat(71.33333333333333)))
  }

  // MARK: - EqualSizedLabels.swift

  @Test func equalSizedLabels() throws {
    #expect(
      try reduce("value = max(value, nextValue())", .cgFloat, [.cgFloat(71.33333333333333), .cgFloat(38.5)])
        == .cgFloat(71.33333333333333))
    // `static var defaultValue: CGFloat { 0 }` read from the tree as the expression "0".
    #expect(try Value(json: .string("0"), as: .cgFloat) == .cgFloat(0))
    let host = HostVariables()
    host.define("labelWidth", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("account", .string(""), type: .string)
    host.define("geometry", proxy(71.33333333333333, 20.333333333333332), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host)
    #expect(try ScriptExpression("geometry.size.width").evaluate(in: &context) == .cgFloat(71.33333333333333))
    let binding = try ScriptExpression("$labelWidth").evaluate(in: &context)
    host.define("width", binding, type: .binding(.optional(.cgFloat)), isWritable: false)
    // `.sharedLabelWidth(labelWidth, alignment: .trailing)`: the frame width and the alignment.
    #expect(
      try ScriptExpression("labelWidth").evaluate(expecting: .optional(.cgFloat), in: &context) == .none(.cgFloat))
    #expect(
      try ScriptExpression(".trailing").evaluate(in: &context) == .implicitMember(ImplicitMemberValue(name: "trailing"))
    )
    try ScriptClosure("{ width.wrappedValue = $0 }").call(with: [.cgFloat(71.33333333333333)], in: &context)
    #expect(host["labelWidth"] == Value.some(.cgFloat(71.33333333333333)))
    #expect(try ScriptExpression("$account").evaluate(in: &context).type == .binding(.string))
  }

  // MARK: - GrowingLabel.swift

  @Test func growingLabel() throws {
    let host = HostVariables()
    host.define("labelWidth", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("proxy", proxy(46, 20), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host)
    let action = try ScriptClosure("{ labelWidth = $0 }")
    // The measurement taken after `.padding(.horizontal, 4)` grows by 8 each pass (2 × 4, GrowingLabel.swift).
    for width in [46.0, 54, 62] {
      try action.call(with: [.cgFloat(width)], in: &context)
      #expect(try ScriptExpression("labelWidth").evaluate(in: &context) == .some(.cgFloat(width)))
    }
    #expect(try ScriptExpression("4").evaluate(expecting: .cgFloat, in: &context) == .cgFloat(4))
    #expect(try ScriptExpression("proxy.size.width").evaluate(in: &context) == .cgFloat(46))
    #expect(context.log.writes.map(\.newValue) == [.some(.cgFloat(46)), .some(.cgFloat(54)), .some(.cgFloat(62))])
  }

  // MARK: - OptionalMaxForm.swift

  @Test func optionalMaxForm() throws {
    let body = """
      guard let next = nextValue() else { return }
      value = max(next, value ?? next)
      """
    let type = ValueType.optional(.cgFloat)
    #expect(
      try reduce(body, type, [.some(.cgFloat(37)), .some(.cgFloat(74.33333333333333)), .some(.cgFloat(110))])
        == .some(.cgFloat(110)))
    #expect(try reduce(body, type, [.none(.cgFloat), .some(.cgFloat(37))]) == .some(.cgFloat(37)))
    #expect(try reduce(body, type, [.some(.cgFloat(37)), .none(.cgFloat)]) == .some(.cgFloat(37)))
    // `static var defaultValue: Number? { nil }`.
    #expect(try Value(json: .null, as: type) == .none(.cgFloat))
    let host = HostVariables()
    host.define("labelWidth", .none(.cgFloat), type: type)
    host.define("name", .string(""), type: .string)
    host.define("proxy", proxy(110, 20), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host)
    #expect(try ScriptExpression("proxy.size.width").evaluate(expecting: type, in: &context) == .some(.cgFloat(110)))
    try ScriptClosure("{ labelWidth = $0 }").call(with: [.some(.cgFloat(110))], in: &context)
    #expect(host["labelWidth"] == Value.some(.cgFloat(110)))
    #expect(try ScriptExpression("$name").evaluate(in: &context).type == .binding(.string))
    #expect(try ScriptExpression("12").evaluate(expecting: .cgFloat, in: &context) == .cgFloat(12))
  }

  // MARK: - ViewGeometry.swift

  @Test func viewGeometryKeys() throws {
    let declarations = try boundsAnchorDeclarations()
    // MeasuredSize: `static var defaultValue: CGSize = .zero`, `value = nextValue()`.
    #expect(try Value(json: .string(".zero"), as: .cgSize) == .size(.zero))
    #expect(
      try reduce("value = nextValue()", .cgSize, [.size(width: 1, height: 2), .size(width: 3, height: 4)])
        == .size(width: 3, height: 4))
    // BoundsAnchorKey: `static let defaultValue = BoundsAnchor()`.
    let empty = try Value(json: .string("BoundsAnchor()"), as: .structure("BoundsAnchor"), declarations: declarations)
    #expect(empty == .structure(StructValue(typeName: "BoundsAnchor", fields: [("anchor", .none(.anchor(.cgRect)))])))
    let anchor = Value.anchor(
      AnchorValue(
        geometry: .rect(CGRectValue(x: 175.5, y: 320, width: 39, height: 20.333333333333332)), source: "bounds",
        nodeID: "morning"))
    let withAnchor = Value.structure(StructValue(typeName: "BoundsAnchor", fields: [("anchor", .some(anchor))]))
    let body = "value.anchor = nextValue().anchor ?? value.anchor"
    #expect(
      try reduce(body, .structure("BoundsAnchor"), [withAnchor, empty], declarations: declarations) == withAnchor)
    #expect(
      try reduce(body, .structure("BoundsAnchor"), [empty, withAnchor], declarations: declarations) == withAnchor)
    // Toggled: `static var defaultValue: Bool = false`, `value = nextValue()`.
    #expect(try reduce("value = nextValue()", .bool, [.bool(false), .bool(true)]) == .bool(true))
    // `static func == (lhs: BoundsAnchor, rhs: BoundsAnchor) -> Bool { false }`: never equal, even to itself.
    var context = EvaluationContext(declarations: declarations)
    #expect(try context.isEqual(withAnchor, withAnchor) == false)
  }

  @Test func viewGeometryProbeAndActions() throws {
    let declarations = try boundsAnchorDeclarations()
    let host = HostVariables()
    // The outer reader `screen` starts at the root's origin here; the probe's reader is the text's size.
    host.define("screen", proxy(390, 763), type: .hostObject("GeometryProxy"))
    host.define("geometry", proxy(62.666666666666664, 20.333333333333332), type: .hostObject("GeometryProxy"))
    var context = EvaluationContext(host: host, declarations: declarations)
    #expect(
      try ScriptExpression("geometry.size").evaluate(in: &context)
        == .size(width: 62.666666666666664, height: 20.333333333333332))
    #expect(
      try ScriptExpression(".bounds").evaluate(in: &context) == .implicitMember(ImplicitMemberValue(name: "bounds")))
    let anchor = Value.anchor(
      AnchorValue(
        geometry: .rect(
          CGRectValue(x: 163.66666666666666, y: 120, width: 62.666666666666664, height: 20.333333333333332)),
        source: "bounds", nodeID: "morning")
    )
    let transform = try ScriptClosure("{ BoundsAnchor(anchor: $0) }")
    let data = try transform.call(with: [anchor], resultType: .structure("BoundsAnchor"), in: &context)
    #expect(data == .structure(StructValue(typeName: "BoundsAnchor", fields: [("anchor", .some(anchor))])))
    let morningOrigin = try ScriptClosure(
      """
      { data in
          guard let anchor = data.anchor else { return }
          print("Morning origin:", screen[anchor].origin)
      }
      """
    )
    try morningOrigin.call(with: [data], in: &context)
    let morningSize = try ScriptClosure("{ size in\n    print(\"Morning size:\", size)\n}")
    try morningSize.call(with: [.size(width: 62.666666666666664, height: 20.333333333333332)], in: &context)
    let eveningSize = try ScriptClosure("{ size in\n    print(\"Evening size:\", size)\n}")
    try eveningSize.call(with: [.size(width: 58, height: 20.333333333333332)], in: &context)
    #expect(
      context.log.printedText == """
        Morning origin: (163.66666666666666, 120.0)
        Morning size: (62.666666666666664, 20.333333333333332)
        Evening size: (58.0, 20.333333333333332)

        """
    )
    // Without an anchor the guard returns and nothing is printed.
    context.log.removeAll()
    try morningOrigin.call(
      with: [try Value(json: .object([:]), as: .structure("BoundsAnchor"), declarations: declarations)], in: &context)
    #expect(context.log.prints.isEmpty)
    // `.frame(height: 120)` and `VStack(alignment: .center, spacing: 0)`.
    #expect(try ScriptExpression("120").evaluate(expecting: .optional(.cgFloat), in: &context) == .some(.cgFloat(120)))
    #expect(try ScriptExpression("0").evaluate(expecting: .optional(.cgFloat), in: &context) == .some(.cgFloat(0)))
  }

  @Test func viewGeometryButtonAndCounter() throws {
    let host = HostVariables()
    host.define("flag", .bool(false), type: .bool)
    host.define("toggles", .int(0), type: .int)
    var context = EvaluationContext(host: host)
    let tap = try ScriptClosure("{ flag.toggle() }")
    let counted = try ScriptClosure("{ _ in toggles += 1 }")
    let text = try ScriptExpression(textBody: "Toggled \\(toggles) times")
    #expect(try text.evaluate(in: &context) == .string("Toggled 0 times"))
    for _ in 0..<2 {
      try tap.call(with: [], in: &context)
      let value = try ScriptExpression("flag").evaluate(in: &context)
      try counted.call(with: [value], in: &context)
    }
    #expect(host["flag"] == .bool(false))
    #expect(host["toggles"] == .int(2))
    #expect(try text.evaluate(in: &context) == .string("Toggled 2 times"))
    // The tree spells the button action as `flag.toggle()` (issue 2's example) and the text as below.
    try ScriptClosure("flag.toggle()").call(with: [], in: &context)
    #expect(host["flag"] == .bool(true))
    let issueText = try ScriptExpression(textBody: "Tap count \\(taps)")
    host.define("taps", .int(3), type: .int)
    #expect(try issueText.evaluate(in: &context) == .string("Tap count 3"))
  }

  // MARK: - Issue 2 and 3's tree spellings

  @Test func treeSpellings() throws {
    let host = HostVariables()
    host.define("labelWidth", .none(.cgFloat), type: .optional(.cgFloat))
    host.define("showHint", .bool(true), type: .bool)
    var context = EvaluationContext(host: host)
    #expect(
      try ScriptExpression("0..<3").evaluate(in: &context)
        == .range(RangeValue(lowerBound: 0, upperBound: 3, isClosed: false)))
    #expect(
      try ScriptExpression("0..<3").evaluate(in: &context).sequenceElements(limit: 10) == [.int(0), .int(1), .int(2)])
    #expect(
      try ScriptExpression(".infinity").evaluate(expecting: .optional(.cgFloat), in: &context)
        == .some(.cgFloat(.infinity)))
    #expect(try ScriptExpression("showHint").evaluate(expecting: .bool, in: &context) == .bool(true))
    try ScriptClosure("labelWidth = $0").call(with: [.cgFloat(71.33333333333333)], in: &context)
    #expect(host["labelWidth"] == Value.some(.cgFloat(71.33333333333333)))
    for body in [
      "value = max(value, nextValue())", "value.append(contentsOf: nextValue())",
      "if let next = nextValue() { value = max(next, value ?? 0) }", "value = nextValue()",
      "value.anchor = nextValue().anchor ?? value.anchor",
    ] {
      #expect(throws: Never.self) { _ = try ScriptBlock(body) }
    }
    let optionalMax = try PreferenceReducer(
      "if let next = nextValue() { value = max(next, value ?? 0) }", valueType: .optional(.cgFloat))
    var value = Value.none(.cgFloat)
    try optionalMax.reduce(&value, nextValue: .some(.cgFloat(5)), in: &context)
    try optionalMax.reduce(&value, nextValue: .none(.cgFloat), in: &context)
    #expect(value == .some(.cgFloat(5)))
  }
}
