import InspectorProtocol
import JSONCore
import Testing

@testable import inspect_client

/// How `why` prints an explanation. The result here is written by hand in the shape `layout/explain` answers (the
/// sign-in form's shorter label, pass 1 → 2), so the renderer is tested apart from the daemon; the numbers are the
/// daemon's layout of `Examples/SignInForm.json` (40.333 and 79.333: "User:" and "Password:" at .body on the 3×
/// grid).
struct ExplanationTextTests {
  static let result = ExplainResult(
    uri: "file:///form.json", node: "user-label", layer: 2,
    layerDescription: "frame(width: labelWidth, alignment: .trailing)", dimension: .width,
    from: VersionPoint(version: 1, pass: 1),
    to: VersionPoint(version: 1, pass: 2), before: 40.333333333333336, after: 79.33333333333333, changed: true,
    chain: [
      ExplainCause(
        kind: "rule", node: "user-label", layer: 2, detail: "fixed frame width: frame(width: labelWidth)",
        before: .double(40.333333333333336), after: .double(79.33333333333333)),
      ExplainCause(
        kind: "stateRead", node: "user-label", layer: 2, detail: "`labelWidth` read labelWidth",
        before: .null, after: .double(79.33333333333333)),
      ExplainCause(
        kind: "stateWrite", node: "form", layer: 2,
        detail: "onPreferenceChange(MaxLabelWidth) wrote labelWidth in pass 1", before: .null,
        after: .double(79.33333333333333)),
      ExplainCause(
        kind: "preferenceValue", node: "form", layer: nil,
        detail: "MaxLabelWidth reduced by max from [40.333 (#user-label), 79.333 (#password-label)]",
        after: .double(79.33333333333333)),
    ],
    summary:
      "Width 40.333 → 79.333 in pass 2: frame(width: labelWidth) read labelWidth = 79.333, written by onPreferenceChange(MaxLabelWidth) on VStack #form in pass 1 from the max of [40.333 (#user-label), 79.333 (#password-label)]."
  )

  @Test func chainAndSummary() {
    Snapshot.assert(ExplanationText(style: .plain).explanation(Self.result), named: "explanation-text")
  }
}
