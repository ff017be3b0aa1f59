import JSONCore
import LayoutEngine
import Testing
import TextMetrics

/// `Text` (`swiftui-semantics.md` §2) through the injected measurer: fixed advance 8.5 pt per character at
/// 17 pt, lines 20.4 pt, unless a test says otherwise.
struct TextLayoutTests {
  private func text(
    _ string: String, width: JSONValue, height: JSONValue, modifiers: JSONValue = [], scale: Int64 = 3,
    behaviors: JSONValue? = nil
  ) throws -> LayoutPass {
    try layout(
      document(
        ["view": "Text", "id": "t", "text": .string(string), "modifiers": modifiers], scale: scale, width: width,
        height: height, behaviors: behaviors))
  }

  @Test func idealSizeIsOneLinePerParagraph() throws {
    let pass = try text("Hello world\nBye", width: nil, height: nil)
    // 11 x 8.5 = 93.5 → 93.667; 2 x 20.4 = 40.8 → 123 px.
    #expect(close(pass.size("t"), Size(width: 93.66666666666667, height: pixels(123))))
  }

  @Test func wrapsByWordsWhenNarrower() throws {
    // "Hello world" in 60: two lines, as wide as the widest ("Hello", "world" = 42.5 → 42.667).
    let pass = try text("Hello world", width: 60, height: nil)
    #expect(close(pass.size("t"), Size(width: pixels(128), height: pixels(123))))
    guard case .textMeasured(_, _, let lines, _, _)? = pass.layer("t", 0)?.heightRule else {
      Issue.record("expected a text rule")
      return
    }
    #expect(lines == 2)
  }

  @Test func zeroProposalAnswersZero() throws {
    let pass = try text("Hello", width: 0, height: 0)
    #expect(pass.size("t") == .zero)
    #expect(pass.layer("t", 0)?.widthRule == .textZeroProposal)
  }

  @Test func lineLimitAndFiniteHeightTruncate() throws {
    let limited = try text("a b c d", width: 10, height: nil, modifiers: [["lineLimit": 2]])
    #expect(close(limited.size("t").height, pixels(123)))  // 2 lines of 20.4
    #expect(limited.layer("t", 0)?.reads.contains(.environment(name: "lineLimit", value: "2")) == true)
    let short = try text("a b c d", width: 10, height: 45)
    #expect(close(short.size("t").height, pixels(123)))  // 45 fits 2 lines of 20.4
  }

  @Test func fontComesFromTheEnvironmentAndModifiers() throws {
    // .largeTitle 34 pt: 17 pt per character.
    let pass = try layout(
      document(
        [
          "view": "VStack", "content": [["view": "Text", "id": "t", "text": "Hi"]],
          "modifiers": [["font": "largeTitle"]],
        ], width: nil, height: nil))
    #expect(close(pass.size("t").width, 34))
    #expect(pass.layer("t", 0)?.reads.contains(.environment(name: "font", value: ".largeTitle")) == true)
  }

  @Test func emptyTextFollowsItsBehaviour() throws {
    #expect(try text("", width: nil, height: nil).size("t") == .zero)
    let oneLine = try text("", width: nil, height: nil, behaviors: ["emptyTextSize": "oneLine"])
    #expect(close(oneLine.size("t"), Size(width: 0, height: pixels(62))))
  }

  @Test func interpolationsUseTheEvaluator() throws {
    let tree = try ViewTree(json: document(["view": "Text", "id": "t", "text": "Tap count \\(taps)"]))
    let pass = tree.layout(in: fixedAdvance, evaluator: StateEvaluator(state: ["taps": 3]))
    #expect(pass.node("t")?.text == "Tap count 3")
    #expect(
      pass.layer("t", 0)?.reads.contains(
        .state(name: "taps", value: 3, expression: "taps", path: JSONPath.root.key("root").key("text"))) == true)
    // Without one, the interpolation is shown as written and noted.
    #expect(tree.layout(in: fixedAdvance).node("t")?.text == "Tap count \\(taps)")
  }

  @Test func recordedMeasurementsReplayPublishedSizes() throws {
    // "Hello" 39.0 x 20.333 (the published SF size); any proposal at least 39 wide gets it.
    let measurer = RecordedTextMeasurer(recordings: [.init(text: "Hello", width: 39, height: pixels(61))])
    let pass = try layout(document(["view": "Text", "id": "t", "text": "Hello"]), measurer: measurer)
    #expect(pass.size("t") == Size(width: 39, height: pixels(61)))
  }
}
