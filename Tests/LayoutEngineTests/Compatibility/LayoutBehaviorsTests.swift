import JSONCore
import LayoutEngine
import Testing

/// Named behaviours and semantics: documented, overridable per tree, validated.
struct LayoutBehaviorsTests {
  @Test func everyBehaviourIsDocumentedAndSettable() {
    var behaviors = LayoutBehaviors()
    for info in LayoutBehaviors.catalog {
      #expect(!info.summary.isEmpty && !info.source.isEmpty && !info.defaultValue.isEmpty, "\(info.name)")
      #expect(behaviors.valueDescription(of: info.name) != nil, "\(info.name) reports its value")
    }
    #expect(throws: TreeError.self) { try behaviors.apply(name: "zStackSizin", value: "maxOfTopPriority", path: .root) }
    #expect(throws: TreeError.self) { try behaviors.apply(name: "zStackSizing", value: "biggest", path: .root) }
  }

  @Test func treesOverrideBehavioursInTheirEnvironment() throws {
    let json = document(
      ["view": "GeometryReader", "id": "r"], width: 100, height: nil, behaviors: ["geometryReaderUnspecifiedSize": 10])
    #expect(close(try layout(json).size("r").height, 10))
    let error = #expect(throws: TreeErrors.self) {
      try ViewTree(json: document(["view": "Color"], behaviors: ["geometryReaderUnspecifiedSize": "ten"]))
    }
    #expect(error?.first?.path.description == "$.environment.behaviors.geometryReaderUnspecifiedSize")
  }

  @Test func borderedButtonPaddingTakesTwoLengths() throws {
    var behaviors = LayoutBehaviors()
    try behaviors.apply(name: "borderedButtonPadding", value: ["horizontal": 4, "vertical": 2], path: .root)
    #expect(behaviors.borderedButtonPadding.horizontal == 4 && behaviors.borderedButtonPadding.vertical == 2)
    #expect(behaviors.valueDescription(of: "borderedButtonPadding") == "horizontal 4, vertical 2")
    let unknown = #expect(throws: TreeError.self) {
      try behaviors.apply(name: "borderedButtonPadding", value: ["horizntal": 4], path: .root)
    }
    #expect(unknown?.path.description == "$.horizntal")
    #expect(unknown?.message.contains("horizontal") == true)
    let negative = #expect(throws: TreeError.self) {
      try behaviors.apply(name: "borderedButtonPadding", value: ["vertical": -1], path: .root)
    }
    #expect(negative?.kind == .invalidNumber)
    #expect(throws: TreeError.self) { try behaviors.apply(name: "borderedButtonPadding", value: 12, path: .root) }
  }

  @Test func semanticsNames() {
    #expect(Semantics(name: "v6") == .v6)
    #expect(Semantics(name: "iOS17") == .v5)
    #expect(Semantics(name: "iOS 26") == .v7)
    #expect(Semantics(name: "v9") == nil)
    #expect(Semantics.default == .v6)
  }

  @Test func textToTextSpacingBeforeV5IsZeroAndFromV5TheLeading() throws {
    // With a font whose leading is zero both give 0; the switch is `textToTextSpacing`.
    for semantics in ["v4", "v6"] {
      var json = document(
        [
          "view": "VStack",
          "content": [["view": "Text", "id": "a", "text": "a"], ["view": "Text", "id": "b", "text": "b"]],
        ], width: nil, height: nil)
      json = try ViewTree(json: json).applying([.environment(["semantics": .string(semantics)])]).source
      let pass = try layout(json)
      #expect(close(pass.frame("b").minY - pass.frame("a").maxY, 0), "\(semantics)")
    }
  }
}
