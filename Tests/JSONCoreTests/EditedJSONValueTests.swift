import JSONCore
import Testing

/// Tests of `EditedJSONValue` and `JSONValue.replace(at:with:)`: the logged replacements read as the value with
/// each applied in order, whole and at every path.
struct EditedJSONValueTests {
  private static let document: JSONValue = [
    "root": ["view": "VStack", "content": [["view": "Text", "text": "a"], ["view": "Text", "text": "b"]]],
    "state": ["count": 1],
  ]

  @Test func replacingInPlaceLeavesCopiesAsTheyWere() {
    var edited = Self.document
    let path = JSONPath.root.key("root").key("content").index(1).key("text")
    let replaced = edited.replace(at: path, with: "c")
    #expect(replaced)
    #expect(edited.value(at: path) == "c")
    #expect(Self.document.value(at: path) == "b")
    #expect(edited.value(at: JSONPath.root.key("root").key("content").index(0)) == ["view": "Text", "text": "a"])
    #expect(edited.objectValue?.keys == ["root", "state"])
  }

  @Test func aMissingStepChangesNothing() {
    var edited = Self.document
    for path in [
      JSONPath.root.key("root").key("content").index(2), JSONPath.root.key("state").index(0),
      JSONPath.root.key("absent").key("x"),
    ] {
      let replaced = edited.replace(at: path, with: 1)
      #expect(!replaced)
    }
    #expect(edited == Self.document)
    let replacedWhole = edited.replace(at: .root, with: 2)
    #expect(replacedWhole)
    #expect(edited == 2)
  }

  @Test func theLogReadsAsEachReplacementApplied() {
    let content = JSONPath.root.key("root").key("content")
    // Below, at and above earlier replacements, then below the last again.
    let steps: [(JSONPath, JSONValue)] = [
      (content.index(0).key("text"), "x"),
      (content.index(1), ["view": "Spacer"]),
      (content.index(0).key("text"), "y"),
      (JSONPath.root.key("root"), ["view": "HStack", "content": [["view": "Text", "text": "z"]]]),
      (content.index(0).key("text"), "w"),
      (JSONPath.root.key("state").key("count"), 2),
    ]
    var log = EditedJSONValue(Self.document)
    var expected = Self.document
    for (path, value) in steps {
      let logged = log.replace(at: path, with: value)
      let replaced = expected.replace(at: path, with: value)
      #expect(logged && replaced)
      #expect(log.value == expected)
      for probe in [JSONPath.root, JSONPath.root.key("root"), content, content.index(0), content.index(0).key("text")] {
        #expect(log.value(at: probe) == expected.value(at: probe))
      }
    }
    let logged = log.replace(at: content.index(1), with: 1)
    #expect(!logged)
    #expect(log.value == expected)
    #expect(log.value(at: content.index(1)) == nil)
  }

  @Test func aFullLogIsApplied() {
    let text = JSONPath(rootName: "params", [.key("root"), .key("content"), .index(0), .key("text")])
    var log = EditedJSONValue(Self.document)
    var expected = Self.document
    for count in 0..<(EditedJSONValue.maxReplacements * 2 + 3) {
      let logged = log.replace(at: text, with: .integer(Int64(count)))
      let replaced = expected.replace(at: text, with: .integer(Int64(count)))
      #expect(logged && replaced)
      #expect(log.value(at: JSONPath.root.key("root").key("content").index(0).key("text")) == .integer(Int64(count)))
    }
    #expect(log.value == expected)
  }
}
