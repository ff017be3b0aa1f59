import JSONCore
import Testing

@testable import inspect_client

/// JSON paths as the daemon writes them resolve in a document.
struct DocumentPathTests {
  static let document: JSONValue = ["root": ["content": [["view": "Text", "odd key": 1]]]]

  @Test func resolves() {
    #expect(DocumentPath.value(at: "$.root.content[0].view", in: Self.document) == .string("Text"))
    #expect(DocumentPath.value(at: #"$.root.content[0]["odd key"]"#, in: Self.document) == .integer(1))
    #expect(DocumentPath.value(at: "$.root.content[1]", in: Self.document) == nil)
    #expect(DocumentPath.value(at: "root", in: Self.document) == nil)
  }

  @Test func appends() {
    #expect(DocumentPath.appending("width", to: "$") == "$.width")
    #expect(DocumentPath.appending("#user", to: "$") == ##"$["#user"]"##)
  }
}
