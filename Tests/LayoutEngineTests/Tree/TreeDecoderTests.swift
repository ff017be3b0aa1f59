import JSONCore
import LayoutEngine
import Testing

/// Every class of bad input returns an error naming the JSON path and the reason, and nothing traps.
struct TreeDecoderTests {
  private func errors(_ json: JSONValue, limits: TreeLimits = .default) -> [TreeError] {
    do {
      _ = try ViewTree(json: json, limits: limits)
      return []
    } catch {
      return error.errors
    }
  }

  private func firstError(_ json: JSONValue, limits: TreeLimits = .default) -> TreeError? {
    errors(json, limits: limits).first
  }

  @Test func acceptsTheIssueExampleVerbatim() throws {
    let tree = try ViewTree(json: Examples.issueExample)
    #expect(tree.root.id == "form")
    #expect(tree.state.map(\.name) == ["labelWidth"])
    #expect(tree.preferenceKeys.map(\.name) == ["MaxLabelWidth"])
    #expect(tree.node(id: "user-label")?.modifiers.map(\.name) == ["background", "frame"])
    // Derived ids: the HStack is the first HStack child of #form; the TextField the first TextField in it.
    #expect(tree.node(id: "form/HStack0/TextField0")?.viewType == "TextField")
  }

  @Test func unknownViewNamesThePathAndSuggests() {
    let error = firstError(document(["view": "VStack", "content": [["view": "Txt", "text": "a"]]]))
    #expect(error?.kind == .unknownView)
    #expect(error?.path.description == "$.root.content[0].view")
    #expect(error?.message.contains("did you mean \"Text\"") == true)
  }

  @Test func unknownModifierNamesThePathAndSuggests() {
    let error = firstError(document(["view": "Color", "modifiers": [["padding": [:]], ["fram": ["width": 10]]]]))
    #expect(error?.kind == .unknownModifier)
    #expect(error?.path.description == "$.root.modifiers[1].fram")
    #expect(error?.message.contains("did you mean \"frame\"") == true)
  }

  @Test func layoutNeutralModifiersKeepTheirArgumentsAsWritten() throws {
    let tree = try ViewTree(
      json: document([
        "view": "Text", "text": "a",
        "modifiers": [
          ["shadow": ["color": ".black", "radius": 4, "_": nil]], ["opacity": 0.5], ["hidden": true],
          ["onTapGesture": ["perform": "{ n += 1 }"]],
        ],
      ]))
    let kinds = tree.root.modifiers.map(\.kind)
    #expect(
      kinds == [
        .layoutNeutral(
          name: "shadow",
          arguments: [
            WrittenArgument(label: "color", value: ".black"), WrittenArgument(label: "radius", value: 4),
            WrittenArgument(label: "_", value: nil),
          ]),
        .layoutNeutral(name: "opacity", arguments: [WrittenArgument(label: "_", value: 0.5)]),
        .layoutNeutral(name: "hidden", arguments: []),
        .layoutNeutral(name: "onTapGesture", arguments: [WrittenArgument(label: "perform", value: "{ n += 1 }")]),
      ])
  }

  /// A layer's summary is one line: source written over several lines is joined, and a long closure is `{ … }`.
  @Test func layoutNeutralArgumentsAreSummarisedOnOneLine() {
    let chained = WrittenArgument(label: "_", value: "Text(\"a\")\n    .bold()\n    .padding()")
    #expect(chained.swiftText == #"Text("a").bold().padding()"#)
    let closure = WrittenArgument(label: "perform", value: "{\n  n += 1\n  m += 2\n}")
    #expect(closure.swiftText == "perform: { n += 1; m += 2 }")
    let long = WrittenArgument(
      label: "content", value: .string("{\n" + String(repeating: "  Text(\"row\")\n", count: 8) + "}"))
    #expect(long.swiftText == "content: { … }")
    #expect(WrittenArgument(label: "perform", value: "{ n += 1 }").swiftText == "perform: { n += 1 }")
  }

  @Test func layoutNeutralArgumentsAreScalarsUnderLabels() {
    let nested = firstError(document(["view": "Text", "text": "a", "modifiers": [["opacity": ["_": [0.5]]]]]))
    #expect(nested?.kind == .wrongType)
    #expect(nested?.path.description == "$.root.modifiers[0].opacity._")
    let label = firstError(document(["view": "Text", "text": "a", "modifiers": [["blur": ["2x": 1]]]]))
    #expect(label?.kind == .invalidValue)
    #expect(label?.path.description == #"$.root.modifiers[0].blur["2x"]"#)
    let array = firstError(document(["view": "Text", "text": "a", "modifiers": [["tint": [".red"]]]]))
    #expect(array?.kind == .wrongType)
    #expect(array?.path.description == "$.root.modifiers[0].tint")
  }

  @Test func unknownButtonStyleNamesTheBuiltInOnes() {
    let error = firstError(document(["view": "Button", "title": "a", "modifiers": [["buttonStyle": "borderd"]]]))
    #expect(error?.kind == .invalidValue)
    #expect(error?.path.description == "$.root.modifiers[0].buttonStyle")
    #expect(error?.message.contains("bordered, borderedProminent") == true)
  }

  @Test func unknownTextFieldStyleNamesTheBuiltInOnes() {
    let error = firstError(document(["view": "TextField", "title": "a", "style": "roundedBordr"]))
    #expect(error?.kind == .invalidValue)
    #expect(error?.path.description == "$.root.style")
    #expect(error?.message.contains("automatic, plain, roundedBorder") == true)
    #expect(error?.message.contains(#"did you mean "roundedBorder"?"#) == true)
  }

  @Test func listRowInsetsAreEdgeInsetsOrNil() {
    let error = firstError(document(["view": "Text", "text": "a", "modifiers": [["listRowInsets": "wide"]]]))
    #expect(error?.kind == .wrongType)
    #expect(error?.path.description == "$.root.modifiers[0].listRowInsets")
    let member = firstError(document(["view": "Text", "text": "a", "modifiers": [["listRowInsets": ["left": 4]]]]))
    #expect(member?.path.description == "$.root.modifiers[0].listRowInsets.left")
  }

  @Test func unknownArgumentSuggestsTheLabel() {
    let error = firstError(document(["view": "Text", "text": "a", "colour": "red"]))
    #expect(error?.kind == .unknownArgument)
    #expect(error?.path.description == "$.root.colour")
  }

  @Test func wrongArgumentTypeNamesTheArgument() {
    let error = firstError(
      document([
        "view": "Color", "modifiers": [["padding": [:]], ["frame": ["width": true, "alignment": "trailing"]]],
      ]))
    #expect(error?.kind == .wrongType)
    #expect(error?.path.description == "$.root.modifiers[1].frame.width")
    #expect(error?.message.contains("found a boolean") == true)
  }

  // SwiftUI rejects these outright (a trap or a meaningless value), so the tree does.
  static let nonFinite: [(String, JSONValue, String)] = [
    ("padding", JSONValue.string(".infinity"), "$.root.modifiers[0].padding"),
    ("layoutPriority", JSONValue.string(".nan"), "$.root.modifiers[0].layoutPriority"),
    ("offset", JSONValue.object(["x": ".infinity"]), "$.root.modifiers[0].offset.x"),
  ]

  @Test(arguments: TreeDecoderTests.nonFinite)
  func nonFiniteNumbersAreRejected(modifier: String, value: JSONValue, path: String) {
    let error = firstError(document(["view": "Color", "modifiers": [.object([modifier: value])]]))
    #expect(error?.kind == .invalidNumber)
    #expect(error?.path.description == path)
  }

  @Test func negativeImageSizeAndBadRangeAndScaleAreRejected() {
    #expect(
      firstError(document(["view": "Image", "name": "a", "width": -1, "height": 2]))?.path.description == "$.root.width"
    )
    let range = firstError(document(["view": "ForEach", "data": "3..<1", "content": [["view": "Color"]]]))
    #expect(range?.kind == .invalidNumber)
    #expect(range?.path.description == "$.root.data")
    let scale = firstError(document(["view": "Color"], scale: 4))
    #expect(scale?.path.description == "$.environment.displayScale")
    let proposal = firstError(document(["view": "Color"], width: -5))
    #expect(proposal?.path.description == "$.proposal.width")
  }

  @Test func negativeFrameWidthIsAWarningNotAnError() throws {
    // SwiftUI drops it with a runtime warning (§5.1.3); the tree loads.
    let pass = try layout(
      document(["view": "Color", "id": "c", "modifiers": [["frame": ["width": -10, "height": 20]]]]))
    #expect(pass.diagnostics.map(\.message).contains("Invalid frame dimension (negative or non-finite)."))
    // The width falls back to the proposal (390), as frame(width: nil).
    #expect(close(pass.size("c"), Size(width: 390, height: 20)))
  }

  @Test func duplicateIDsNameBothPlaces() {
    let error = firstError(
      document([
        "view": "VStack",
        "content": [["view": "Text", "id": "x", "text": "a"], ["view": "Text", "id": "x", "text": "b"]],
      ]))
    #expect(error?.kind == .duplicateID)
    #expect(error?.path.description == "$.root.content[1]")
    #expect(error?.message.contains("$.root.content[0]") == true)
  }

  @Test func invalidExplicitIDIsRejected() {
    #expect(firstError(document(["view": "Color", "id": "a/b"]))?.path.description == "$.root.id")
  }

  @Test func depthBeyondTheLimitIsRejected() {
    // 10 nested views with one modifier each: 20 layers.
    var view: JSONValue = ["view": "Color"]
    for _ in 0..<10 { view = ["view": "VStack", "content": [view], "modifiers": [["padding": [:]]]] }
    let error = firstError(document(view), limits: TreeLimits(maxDepth: 15))
    #expect(error?.kind == .depthLimit)
    #expect(error?.message.contains("15") == true)
    #expect(errors(document(view), limits: TreeLimits(maxDepth: 21)).isEmpty)
  }

  @Test func nodeCountBeyondTheLimitIsRejected() {
    let content = JSONValue.array((0..<20).map { _ in ["view": "Color"] })
    let error = firstError(document(["view": "VStack", "content": content]), limits: TreeLimits(maxNodes: 10))
    #expect(error?.kind == .nodeLimit)
  }

  @Test func syntaxErrorsInExpressionsNameTheArgument() {
    let error = firstError(document(["view": "Color", "modifiers": [["frame": ["width": "labelWidth +"]]]]))
    #expect(error?.kind == .invalidExpression)
    #expect(error?.path.description == "$.root.modifiers[0].frame.width")
    let interpolation = firstError(document(["view": "Text", "text": "Count \\(taps"]))
    #expect(interpolation?.path.description == "$.root.text")
  }

  @Test func preferenceModifiersNeedADeclaredKey() {
    let error = firstError(
      document(
        ["view": "Color", "modifiers": [["preference": ["key": "MaxLabelWidht", "value": "1"]]]],
        extra: ["preferenceKeys": ["MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "max"]]]))
    #expect(error?.path.description == "$.root.modifiers[0].preference.key")
    #expect(error?.message.contains("did you mean \"MaxLabelWidth\"") == true)
  }

  @Test func mixingFixedAndFlexibleFrameArgumentsIsAnError() {
    let error = firstError(document(["view": "Color", "modifiers": [["frame": ["width": 10, "maxWidth": 20]]]]))
    #expect(error?.path.description == "$.root.modifiers[0].frame")
  }

  @Test func manyErrorsAreAllReportedInOrder() {
    let found = errors(
      document(["view": "VStack", "content": [["view": "Txt"], ["view": "Colr"], ["view": "Color", "colour": 1]]]))
    #expect(
      found.map(\.path.description) == ["$.root.content[0].view", "$.root.content[1].view", "$.root.content[2].colour"])
  }

  @Test func notAnObjectOrNoRootIsAnError() {
    #expect(firstError(.array([]))?.kind == .invalidDocument)
    #expect(firstError(["proposal": ["width": 1]])?.kind == .missingArgument)
  }

  @Test func numericLiteralStringsAreLiterals() throws {
    let tree = try ViewTree(
      json: document(["view": "Color", "modifiers": [["frame": ["maxWidth": ".infinity", "minWidth": "12.5"]]]]))
    guard case .flexFrame(let arguments)? = tree.root.modifiers.first?.kind else {
      Issue.record("expected a flexible frame")
      return
    }
    #expect(arguments.maxWidth == .literal(.infinity))
    #expect(arguments.minWidth == .literal(12.5))
  }

  @Test func acceptsEveryDocumentedShape() throws {
    let tree = try ViewTree(json: Examples.everyShape)
    #expect(tree.nodeCount > 10)
  }

  @Test func concatenatedTextRunsTakeOnlyModifiersThatReturnText() throws {
    let runs: JSONValue = [["text": "a", "modifiers": [["bold": true], ["foregroundColor": ".red"]]], ["text": "b"]]
    let tree = try ViewTree(json: document(["view": "Text", "runs": runs]))
    guard case .concatenatedText(let parts) = tree.root.kind else {
      Issue.record("expected a concatenated text, got \(tree.root.kind)")
      return
    }
    #expect(parts.map(\.text.source) == ["a", "b"])
    #expect(parts.first?.style.weight == .bold)
    let padded = firstError(document(["view": "Text", "runs": [["text": "a", "modifiers": [["padding": 4]]]]]))
    #expect(padded?.path.description == "$.root.runs[0].modifiers[0].padding")
    #expect(padded?.message.contains("padding does not return Text") == true)
    let both = firstError(document(["view": "Text", "text": "ab", "runs": runs]))
    #expect(both?.path.description == "$.root.runs")
    let computed = firstError(document(["view": "Text", "runs": [["text": "a", "modifiers": [["kerning": "k"]]]]]))
    #expect(computed?.path.description == "$.root.runs[0].modifiers[0].kerning")
    #expect(firstError(document(["view": "Text", "runs": []]))?.path.description == "$.root.runs")
    #expect(firstError(document(["view": "Text"]))?.kind == .missingArgument)
  }
}
