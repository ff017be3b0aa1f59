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
        ["padding": ["length": "gap", "edges": "horizontal"]],
        ["alignmentGuide": ["value": "d[.trailing] + inset", "guide": "leading"]],
        ["onChange": ["perform": "n += 1", "of": "width", "initial": true]],
        ["opacity": ["_": "isOn ? 1 : 0.5"]],
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

  /// Labels, unlabelled arguments and trailing closures come from the vocabulary table's Swift forms.
  @Test func theTableGivesLabelsAndOrder() {
    #expect(
      DeclaredModifier.spelling(at: "$.root.modifiers[4].padding", in: Self.document) == "padding(.horizontal, gap)")
    #expect(
      DeclaredModifier.spelling(at: "$.root.modifiers[5].alignmentGuide", in: Self.document)
        == "alignmentGuide(.leading) { d in d[.trailing] + inset }")
    #expect(
      DeclaredModifier.spelling(at: "$.root.modifiers[6].onChange", in: Self.document)
        == "onChange(of: width, initial: true) { n += 1 }")
    // A layout-neutral modifier's summary is already its arguments as written.
    #expect(DeclaredModifier.spelling(at: "$.root.modifiers[7].opacity", in: Self.document) == nil)
  }
}
