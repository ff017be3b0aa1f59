import JSONCore
import LayoutEngine
import Testing

/// The deterministic text rendering: one node per line, for golden tests and terminals.
struct LayoutPassRenderingTests {
  @Test func issueExample() throws {
    let pass = try ViewTree(json: Examples.issueExample).layout(
      in: fixedAdvance, evaluator: StateEvaluator(state: ["labelWidth": 72]))
    // Fixed-advance text: "User:" 42.667 x 20.667; the field 22.333 (floor_to_pixel(20.4 + 2)) decides the
    // row height; the form is the row plus 2 x 16 of padding, centred in 390 x 763.
    let expected = """
      VStack #form (0, 354.333, 390, 54.333) proposal 390×763 | VStack 358×22.333 > padding 390×54.333 > onPreferenceChange 390×54.333
        HStack #form/HStack0 (16, 370.333, 358, 22.333) proposal 358×731
          Text #user-label "User:" (16, 371.167, 72, 20.667) proposal 175×731 | Text 42.667×20.667 > background 42.667×20.667 > frame 72×20.667
            [background] GeometryReader #user-label/background0/GeometryReader0 (45.333, 371.167, 42.667, 20.667) proposal 42.667×20.667
              Color #user-label/background0/GeometryReader0/Color0 (45.333, 371.167, 42.667, 20.667) proposal 42.667×20.667 | Color 42.667×20.667 > preference 42.667×20.667
          TextField #form/HStack0/TextField0 "User" (96, 370.333, 278, 22.333) proposal 278×731
      """
    #expect(pass.textRendering() == expected)
  }

  @Test func renderedFramesOption() throws {
    let pass = try layout(
      document(
        [
          "view": "HStack", "spacing": 0,
          "content": [["view": "Color", "id": "a"], ["view": "Color"], ["view": "Color"]],
        ], width: 100, height: 10))
    let rendered = pass.textRendering(.init(showsLayers: false, showsRenderedFrames: true))
    // 100 / 3 = 33.333 is exactly 100 px at @3x, so the first colour renders 33.333 wide.
    #expect(rendered.contains("Color #a (0, 0, 33.333, 10)"))
  }
}
