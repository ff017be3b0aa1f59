import JSONCore
import Testing

@testable import inspect_client

/// Modifiers with expressions are spelled as the developer wrote them, in SwiftUI's argument order.
struct DeclaredModifierTests {
  static let document: JSONValue = [
    "root": [
      "modifiers": [
        ["frame": ["alignment": "trailing", "width": "labelWidth"]],
        ["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]],
        ["frame": ["width": 72]],
        ["padding": 16],
      ]
    ]
  ]

  @Test func expressionsAreKept() {
    #expect(
      DeclaredModifier.spelling(at: "$.root.modifiers[0].frame", in: Self.document)
        == "frame(width: labelWidth, alignment: .trailing)")
    #expect(
      DeclaredModifier.spelling(at: "$.root.modifiers[1].onPreferenceChange", in: Self.document)
        == "onPreferenceChange(MaxLabelWidth.self) { labelWidth = $0 }")
  }

  @Test func literalOnlyModifiersKeepTheDaemonsSummary() {
    #expect(DeclaredModifier.spelling(at: "$.root.modifiers[2].frame", in: Self.document) == nil)
    #expect(DeclaredModifier.spelling(at: "$.root.modifiers[3].padding", in: Self.document) == nil)
  }
}
