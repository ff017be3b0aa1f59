import JSONCore
import Testing

@testable import SwiftUISource

/// Every view, modifier, argument, key and action of a translated tree maps back to where it is written.
struct SourceMapTests {
  @Test func pathsMapToTheirSource() throws {
    let text = try ExampleFiles.swiftFile("OptionalMaxForm").text
    let translation = SwiftUITranslator().translate([SwiftSourceFile(uri: "OptionalMaxForm.swift", text: text)])
    let map = translation.sourceMap
    func source(_ path: JSONPath) -> String? {
      guard let span = map.span(for: path) else { return nil }
      let bytes = Array(text.utf8)
      return String(decoding: bytes[span.start.offset..<span.end.offset], as: UTF8.self)
    }
    let root = JSONPath.root.key("root")
    #expect(source(root)?.hasPrefix("VStack(alignment: .leading, spacing: 12)") == true)
    #expect(source(root.key("spacing")) == "12")
    #expect(source(root.key("modifiers").index(1)) == "onPreferenceChange(LargestWidth.self) { labelWidth = $0 }")
    #expect(source(root.key("modifiers").index(1).key("onPreferenceChange").key("perform")) == "{ labelWidth = $0 }")
    // A row's label is written in LabeledRow and expanded from the form's `LabeledRow(…)`.
    let label = root.key("content").index(0).key("content").index(0)
    #expect(source(label) == "Text(title)")
    let entry = try #require(map.entry(for: label))
    #expect(entry.expansion.count == 1 && entry.expansion[0].start.line == 50)
    #expect(source(root.key("content").index(0).key("let").key("title")) == "\"Name\"")
    #expect(
      source(JSONPath.root.key("preferenceKeys").key("LargestWidth").key("reduce"))?.hasPrefix("guard let next") == true
    )
    #expect(source(JSONPath.root.key("state").key("labelWidth")) == "@State private var labelWidth: CGFloat?")
    // What is written at a cursor: the innermost entries first.
    let offset = try #require(map.span(for: label)).start.offset
    #expect(map.entries(at: offset, in: "OptionalMaxForm.swift").first?.path == label)
  }
}
