import JSONCore
import LayoutEngine
import Testing

/// `PassRecorder`'s summaries of layers that repeat from row to row are spelled once for each run of layers spelling
/// the same inputs; a layer whose inputs are equal values spelled otherwise is spelled as it is.
struct PassRecorderSummaryTests {
  /// Two rows whose preference values are the same string in its two Unicode normalizations (`==` takes them for
  /// equal): each row's preference layer spells its own, byte for byte, and a third row like the first spells the
  /// first's.
  @Test func equalValuesSpelledApartAreSummarizedApart() throws {
    let composed = "\"Caf\u{E9}\""
    let decomposed = "\"Cafe\u{301}\""
    let row: (String, String) -> JSONValue = { id, value in
      [
        "view": "Color", "id": .string(id), "color": "red",
        "modifiers": [["preference": ["key": "K", "value": .string(value)]]],
      ]
    }
    let tree: JSONValue = [
      "proposal": ["width": 100, "height": 100],
      "preferenceKeys": ["K": ["type": "String", "defaultValue": "none", "reduce": "value = nextValue()"]],
      "root": [
        "view": "VStack", "id": "rows",
        "content": [row("first", composed), row("second", decomposed), row("third", composed)],
      ],
    ]
    let pass = try LiveTree(json: tree, environment: fixedAdvance).last.layout
    let spellings = try ["first", "second", "third"].map { id in
      try #require(pass.node(id)?.layers.last?.summary).utf8.map { $0 }
    }
    #expect(spellings[0] == Array("preference(key: K.self, value: \(composed))".utf8))
    #expect(spellings[1] == Array("preference(key: K.self, value: \(decomposed))".utf8))
    #expect(spellings[2] == spellings[0])
  }

  /// A label's and a field's summaries quote their string: as it is, escaped, cut to its excerpt with its
  /// length, byte for byte as written (a composed and a decomposed é apart).
  @Test func stringArgumentsAreQuotedAsWritten() throws {
    let long = String(repeating: "é", count: 200)
    let texts = ["Label 1:", "say \"hi\"", "back\\slash", "two\nlines", "Cafe\u{301}", "Caf\u{E9}", "", long]
    let content: [JSONValue] =
      texts.enumerated().map { index, text in ["view": "Text", "id": .string("t\(index)"), "text": .string(text)] }
      + [
        ["view": "TextField", "id": "field", "title": "Value \"1\""],
        ["view": "SecureField", "id": "secure", "title": "Password"],
      ]
    let tree: JSONValue = [
      "proposal": ["width": 300, "height": 900], "root": ["view": "VStack", "id": "rows", "content": .array(content)],
    ]
    let pass = try LiveTree(json: tree, environment: fixedAdvance).last.layout
    let excerpt = String(repeating: "é", count: 128) + "…"
    let expected = [
      #"Text("Label 1:")"#, #"Text("say \"hi\"")"#, #"Text("back\\slash")"#, #"Text("two\nlines")"#,
      "Text(\"Cafe\u{301}\")", "Text(\"Caf\u{E9}\")", #"Text("")"#, "Text(\"\(excerpt)\" (400 bytes))",
    ]
    for (index, spelling) in expected.enumerated() {
      let summary = try #require(pass.node("t\(index)")?.layers.first?.summary)
      #expect(Array(summary.utf8) == Array(spelling.utf8))
    }
    #expect(pass.node("field")?.layers.first?.summary == #"TextField("Value \"1\"")"#)
    #expect(pass.node("secure")?.layers.first?.summary == #"SecureField("Password")"#)
  }
}
