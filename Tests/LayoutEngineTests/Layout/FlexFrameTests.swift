import JSONCore
import LayoutEngine
import Testing

/// Flexible frames (`swiftui-semantics.md` §5.2) and fixed frames (§5.1).
struct FlexFrameTests {
  private func frame(_ arguments: JSONObject, proposal: (JSONValue, JSONValue), child: JSONValue = ["view": "Color"])
    throws -> LayoutPass
  {
    var view = child.objectValue ?? [:]
    view["id"] = "v"
    view["modifiers"] = [.object(["frame": .object(arguments)])]
    return try layout(document(.object(view), width: proposal.0, height: proposal.1))
  }

  // MARK: - Normalisation (§5.2.1, verified V1–V4)

  @Test func negativeMinimumBecomesZeroWithoutWarning() throws {
    let pass = try frame(["minWidth": -10], proposal: (0, 0))
    #expect(pass.layer("v", 1)?.summary == "frame(minWidth: 0)")
    #expect(pass.diagnostics.isEmpty)
  }

  @Test func idealBelowMinimumIsRaisedAndWarned() throws {
    let pass = try frame(["minWidth": 20, "idealWidth": 10], proposal: (nil, nil))
    #expect(pass.layer("v", 1)?.summary == "frame(minWidth: 20, idealWidth: 20)")
    let messages = pass.diagnostics.map(\.message)
    #expect(messages.contains("Contradictory frame constraints specified."))
    #expect(pass.diagnostics.first?.path?.description == "$.root.modifiers[0].frame")
  }

  @Test func maximumBelowIdealIsRaised() throws {
    let pass = try frame(["idealWidth": 30, "maxWidth": 20], proposal: (100, 50))
    #expect(pass.layer("v", 1)?.summary == "frame(idealWidth: 30, maxWidth: 30)")
  }

  @Test func maximumBelowMinimumWithoutIdealStaysAndTheChildDecides() throws {
    // OpenSwiftUI raises max to the ideal only (0 without one), so min 50 > max 20 stays contradictory: the
    // frame then asks its child and clamps with min winning: max(min(20, max(proposal, child)), 50)...
    // here the "both given" clamp is skipped (min > max) and the child's 100 is clamped into [50, 20] as
    // min(max(50, 100), 20) = 20.
    let pass = try frame(["minWidth": 50, "maxWidth": 20], proposal: (100, 50))
    #expect(pass.diagnostics.map(\.message).contains("Contradictory frame constraints specified."))
    #expect(close(pass.size("v").width, 20))
  }

  // MARK: - Sizing (§5.2.2)

  @Test func proposalClampedWhenBothBoundsAreGiven() throws {
    let pass = try frame(["minWidth": 50, "maxWidth": 100], proposal: (300, 50))
    #expect(close(pass.size("v").width, 100))
    #expect(
      pass.layer("v", 1)?.widthRule == .flexibleFrameClampedProposal(proposal: 300, min: 50, max: 100, result: 100))
  }

  @Test func idealUsedForANilProposal() throws {
    let pass = try frame(["idealWidth": 70, "maxWidth": 100], proposal: (nil, 50))
    #expect(close(pass.size("v").width, 70))
    #expect(pass.layer("v", 1)?.widthRule == .flexibleFrameIdeal(70))
  }

  @Test func onlyMinimumTakesTheSmallerOfProposalAndChildRaisedToMin() throws {
    // Text 42.667 wide proposed 300: max(min(300, 42.667), 100) = 100 (D5's rule).
    let pass = try frame(["minWidth": 100], proposal: (300, nil), child: ["view": "Text", "text": "Hello"])
    #expect(close(pass.size("v").width, 100))
    #expect(pass.layer("v", 1)?.widthRule.description == "flexible frame raised its child's 42.667 to min 100")
  }

  @Test func onlyMaximumTakesTheLargerOfProposalAndChildCappedAtMax() throws {
    // frame(maxWidth: .infinity) takes the whole proposal although the text is 42.667 (D4's rule).
    let pass = try frame(["maxWidth": ".infinity"], proposal: (300, nil), child: ["view": "Text", "text": "Hello"])
    #expect(close(pass.size("v").width, 300))
    #expect(close(pass.layer("v", 0)?.frameInParent.minX ?? .nan, (300 - 42.666666666666664) / 2))
  }

  // MARK: - Placement proposal (§5.2.4)

  @Test func placementProposalIsNilBetweenBoundsFromV5() throws {
    // Proposed nil, no ideal, the frame's 42.667 lies strictly inside [0, 1000]: the child is placed with nil
    // on that axis from v5 (FlexFrameIdealSizing), with the frame's size before.
    let text: JSONValue = ["view": "Text", "text": "Hello"]
    let current = try frame(["minWidth": 0, "maxWidth": 1000], proposal: (nil, nil), child: text)
    #expect(current.layer("v", 0)?.proposal.width == nil)
    var old = try ViewTree(
      json: document(
        ["view": "Text", "id": "v", "text": "Hello", "modifiers": [["frame": ["minWidth": 0, "maxWidth": 1000]]]],
        width: nil, height: nil))
    old = try old.applying([.environment(["semantics": "v4"])])
    let v4 = old.layout(in: fixedAdvance)
    #expect(close(v4.layer("v", 0)?.proposal.width ?? .nan, 42.666666666666664))
  }

  // MARK: - Fixed frames (§5.1)

  @Test func fixedFrameDoesNotAskItsChildWhenBothAreGiven() throws {
    let pass = try layout(
      document(["view": "Text", "id": "v", "text": "Hello", "modifiers": [["frame": ["width": 72, "height": 30]]]]))
    #expect(pass.layer("v", 1)?.measurements.count == 1)
    #expect(pass.layer("v", 1)?.widthRule == .fixedFrame(72))
    // The text is placed with (72, 30) and centred: (72 - 42.667) / 2.
    #expect(pass.layer("v", 0)?.proposal == ProposedViewSize(width: 72, height: 30))
    #expect(close(pass.layer("v", 0)?.frameInParent.minX ?? .nan, (72 - 42.666666666666664) / 2))
  }

  @Test func fixedFrameAlignment() throws {
    let pass = try layout(
      document(
        [
          "view": "Text", "id": "v", "text": "Hello", "modifiers": [["frame": ["width": 72, "alignment": "trailing"]]],
        ], width: 300, height: 100))
    #expect(close(pass.layer("v", 0)?.frameInParent.minX ?? .nan, 72 - 42.666666666666664))
    // Height comes from the text: 20.4 → 20.667.
    #expect(pass.layer("v", 1)?.heightRule == .childPassthrough(pixels(62)))
  }

  @Test func invalidFixedDimensionsAreDroppedWithSwiftUIsWarning() throws {
    let pass = try layout(
      document(
        ["view": "Color", "id": "v", "modifiers": [["frame": ["width": 20, "height": ".infinity"]]]], width: 300,
        height: 100))
    #expect(pass.diagnostics.map(\.message) == ["Invalid frame dimension (negative or non-finite)."])
    #expect(close(pass.size("v"), Size(width: 20, height: 100)))
  }
}
