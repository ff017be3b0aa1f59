import JSONCore
import LayoutEngine
import Testing

/// `ScrollView` (`ScrollViewLayout.swift`): its arguments, the proposal its content gets, and preferences passing
/// through it. The sizes themselves are pinned by the fixtures in `Fixtures/scroll/`.
struct ScrollViewLayoutTests {
  private func firstError(_ json: JSONValue) -> TreeError? {
    do {
      _ = try ViewTree(json: json)
      return nil
    } catch {
      return error.errors.first
    }
  }

  @Test func badAxesNameTheirPath() {
    let error = firstError(document(["view": "ScrollView", "axes": ["horizontal", "diagonal"], "content": []]))
    #expect(error?.kind == .invalidValue)
    #expect(error?.path.description == "$.root.axes[1]")
    let indicators = firstError(document(["view": "ScrollView", "showsIndicators": "no"]))
    #expect(indicators?.path.description == "$.root.showsIndicators")
  }

  @Test func theLayerDescribesItsArguments() throws {
    let pass = try layout(
      document([
        "view": "ScrollView", "id": "scroll", "axes": ".horizontal", "showsIndicators": false,
        "content": [["view": "Color"]],
      ]))
    #expect(pass.node("scroll")?.layers.first?.summary == "ScrollView(.horizontal, showsIndicators: false)")
    // The content's proposal: nil along the horizontal scroll axis, the scroll view's 763 across it.
    let content = try #require(pass.node("scroll")?.childIDs.first)
    let proposal = pass.node(content)?.layers.last?.proposal
    #expect(proposal?.width == nil)
    #expect(proposal?.height == 763)
    let reason = pass.node(content)?.layers.last?.proposer.reason
    #expect(reason == .scrollViewContent(axes: AxisSet(horizontal: true, vertical: false)))
  }

  @Test func preferencesPassThrough() throws {
    // swiftui-semantics.md §6.3.3: "ScrollView/VStack/ZStack pass preferences through": 1 + 2 = 3 at the scroll
    // view and at the VStack around it.
    let sum = ["Sum": key("Int", 0, "value += nextValue()")] as JSONValue
    let live = try liveTree(
      [
        "view": "VStack", "id": "outer",
        "content": [
          ["view": "ScrollView", "id": "scroll", "content": [writer("a", "Sum", "1"), writer("b", "Sum", "2")]]
        ],
      ],
      keys: sum)
    #expect(live.value("Sum", at: "scroll") == 3)
    #expect(live.value("Sum", at: "outer") == 3)
  }
}
