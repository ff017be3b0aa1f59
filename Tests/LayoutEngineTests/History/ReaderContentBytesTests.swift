import JSONCore
import LayoutEngine
import Testing

/// A `GeometryReader`'s content is taken whole from the previous pass only when the new document writes it with
/// the same bytes (`NodeComparison.sameBytes`): equal ASCII contents are taken without printing them, and a text in
/// another Unicode normalization, which `==` calls equal, is resolved anew.
struct ReaderContentBytesTests {
  /// Two rows, each a label measured by a background `GeometryReader` whose content shows `inner` (row `i`'s text
  /// gets the suffix `i`).
  static func document(inner: String) -> JSONValue {
    func row(_ index: Int) -> JSONValue {
      [
        "view": "Text", "id": .string("label-\(index)"), "text": .string("Label \(index):"),
        "modifiers": [
          [
            "background": [
              "view": "GeometryReader", "proxy": "proxy",
              "content": [
                [
                  "view": "Text", "id": .string("inner-\(index)"), "text": .string(inner + "\(index)"),
                  "modifiers": [["preference": ["key": "MaxLabelWidth", "value": "proxy.size.width"]]],
                ]
              ],
            ]
          ],
          ["frame": ["width": "labelWidth", "alignment": "trailing"]],
        ],
      ]
    }
    return [
      "state": ["labelWidth": nil],
      "preferenceKeys": [
        "MaxLabelWidth": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = max(value, nextValue())"]
      ],
      "root": [
        "view": "VStack", "id": "form", "alignment": "leading",
        "content": [row(0), row(1)],
        "modifiers": [["onPreferenceChange": ["key": "MaxLabelWidth", "perform": "labelWidth = $0"]]],
      ],
    ]
  }

  /// The same ASCII document applied again as a fresh preview takes the rows, their readers' content with them,
  /// from the previous version's passes.
  @Test func equalASCIIContentIsTakenWhole() throws {
    var live = try LiveTree(json: Self.document(inner: "Inner "), environment: fixedAdvance)
    try live.apply([.replaceDocument(Self.document(inner: "Inner "), keepState: false)])
    let pass = try #require(live.current.lastPass?.layout)
    #expect(pass.takenCount > 0, "\(pass.takenCount) of \(pass.nodes.count) nodes taken whole")
    #expect(pass.node("inner-1") != nil)
  }

  /// A reader's text edited to its other Unicode normalization is spelled as it now is.
  @Test func aReaderTextInAnotherNormalizationIsResolvedAnew() throws {
    let composed = "Caf\u{E9} "
    let decomposed = "Cafe\u{301} "
    #expect(composed == decomposed)
    var live = try LiveTree(json: Self.document(inner: composed), environment: fixedAdvance)
    try live.apply([.replaceDocument(Self.document(inner: decomposed), keepState: false)])
    let pass = try #require(live.current.lastPass?.layout)
    for index in 0..<2 {
      let summary = try #require(pass.node("inner-\(index)")?.layers.first?.summary)
      #expect(Array(summary.utf8) == Array("Text(\"\(decomposed)\(index)\")".utf8))
    }
  }
}
