import JSONCore
import LayoutEngine
import Testing

/// The selector language: parsing (with error positions) and matching over a pass's nodes.
struct NodeSelectorTests {
  /// A list with a `ForEach`, a background and ids with dots and colons.
  static let loaded: LayoutPass? = {
    let json: JSONValue = [
      "root": [
        "view": "VStack", "id": "list",
        "content": [
          [
            "view": "ForEach", "data": ["a", "b", "c"], "element": "item",
            "content": [["view": "Text", "id": "row", "text": "Row \\(item)"]],
          ],
          [
            "view": "HStack", "id": "footer.bar",
            "content": [
              [
                "view": "Text", "id": "ns:total", "text": "Total:",
                "modifiers": [["background": ["view": "Color", "id": "shade"]], ["padding": 4]],
              ],
              ["view": "Spacer"],
            ],
          ],
        ],
      ]
    ]
    return (try? ViewTree(json: json))?.layout()
  }()

  func select(_ text: String) throws -> [String] {
    let pass = try #require(Self.loaded)
    return try #require(try NodeSelector(parsing: text).matches(in: pass))
  }

  @Test func theFixtureLoads() throws {
    let pass = try #require(Self.loaded)
    #expect(pass.nodes.count > 5)
    #expect(pass.node("row[b]") != nil)
  }

  @Test func typesIDsAndTheUniversalSelector() throws {
    #expect(try select("Text") == ["row[a]", "row[b]", "row[c]", "ns:total"])
    #expect(try select("#footer.bar") == ["footer.bar"])
    #expect(try select("#ns:total") == ["ns:total"])
    #expect(try select("#row[b]") == ["row[b]"])
    #expect(try select("#\"row[c]\"") == ["row[c]"])
    #expect(try select("#row\\[a\\]") == ["row[a]"])
    #expect(try select("*").count == Self.loaded?.nodes.count)
    #expect(try select("Image") == [])
  }

  @Test func attributes() throws {
    #expect(try select("[text=\"Row b\"]") == ["row[b]"])
    #expect(try select("[text*=ow]") == ["row[a]", "row[b]", "row[c]"])
    #expect(try select("[text^=Tot]") == ["ns:total"])
    #expect(try select("[text$=':']") == ["ns:total"])
    #expect(try select("Text[text]").count == 4)
    #expect(try select("[id^=row]") == ["row[a]", "row[b]", "row[c]"])
    #expect(try select("[view=Spacer]").count == 1)
    #expect(try select("[modifier=padding]") == ["ns:total"])
  }

  @Test func unquotedValuesRunToTheClosingBracket() throws {
    // What a shell leaves of `Text[text="Row b"]`: the value is the text up to `]`, trailing spaces dropped.
    #expect(try select("Text[text=Row b]") == ["row[b]"])
    #expect(try select("Text[ text = Row b  ]") == ["row[b]"])
    #expect(try select("Text[text='Row b']") == ["row[b]"])
    #expect(try select("Text:not([text^=Row ])") == ["ns:total"])
    #expect(try select(#"[text$=w c], [text=Total\:]"#) == ["row[c]", "ns:total"])
    #expect(try select(#"[text=Row \]]"#) == [])
  }

  @Test func combinators() throws {
    #expect(try select("VStack Text") == ["row[a]", "row[b]", "row[c]", "ns:total"])
    // The Texts of a ForEach are children of the ForEach node, not of the VStack.
    #expect(try select("VStack > Text") == [])
    #expect(try select("ForEach > Text").count == 3)
    #expect(try select("HStack > Text") == ["ns:total"])
    // A modifier's content is a child of the modified node.
    #expect(try select("#ns:total > Color") == ["shade"])
    #expect(try select("VStack  >  HStack   Color") == ["shade"])
  }

  @Test func pseudoClassesAndLists() throws {
    #expect(try select("HStack:has(Color)") == ["footer.bar"])
    #expect(try select(":has(> Color)") == ["ns:total"])
    #expect(try select("*:has(#shade)") == ["list", "footer.bar", "ns:total"])
    #expect(try select("Text:not([text^=Row])") == ["ns:total"])
    #expect(try select(":root") == ["list"])
    #expect(try select("Spacer, #shade") == ["shade", "footer.bar/Spacer0"])
    #expect(try select(":has(:has(Color))") == ["list", "footer.bar"])
  }

  @Test(arguments: [
    ("", 0, "empty"),
    ("Text[", 5, "expected an attribute name"),
    ("Text[txt=a]", 5, "unknown attribute 'txt'"),
    ("[text=\"a]", 6, "not closed"),
    ("Text[text=Sign in", 17, "expected ']' to close the attribute opened at 4"),
    ("[text=  ]", 8, "expected a value"),
    ("[text=a\\", 8, "a backslash must escape"),
    ("[text~=a]", 5, "expected `=`"),
    ("Text:hass(x)", 4, "unknown pseudo-class ':hass'"),
    ("Text:has(Text", 13, "expected `)`"),
    ("Text >", 6, "expected a view type"),
    ("Text !", 5, "unexpected '!'"),
    ("#", 0, "expected an id"),
    ("Text,", 5, "expected a view type"),
  ])
  func errorsNameThePosition(text: String, position: Int, message: String) {
    #expect {
      _ = try NodeSelector(parsing: text)
    } throws: { error in
      guard let error = error as? SelectorError else { return false }
      return error.position == position && error.message.contains(message)
    }
  }

  @Test func nestingAndLengthAreBounded() {
    let deep = String(repeating: ":not(", count: 9) + "Text" + String(repeating: ")", count: 9)
    #expect(throws: SelectorError.self) { try NodeSelector(parsing: deep) }
    let fine = String(repeating: ":not(", count: 8) + "Text" + String(repeating: ")", count: 8)
    #expect(throws: Never.self) { try NodeSelector(parsing: fine) }
    #expect(throws: SelectorError.self) { try NodeSelector(parsing: String(repeating: "a", count: 20), maxLength: 10) }
  }

  @Test func matchingStopsWhenCancelledOnBigTrees() throws {
    // 3,000 rows: each compound's sweep counts its nodes, and cancellation is checked every 4,096.
    let rows = JSONValue.array((0..<3000).map { index in ["view": "Text", "text": .string("row \(index)")] })
    let pass = try ViewTree(json: ["root": ["view": "VStack", "content": rows]]).layout()
    let selector = try NodeSelector(parsing: "VStack:has(Text) Text, :not(Color)")
    #expect(selector.matches(in: pass, isCancelled: { true }) == nil)
    #expect(selector.matches(in: pass, isCancelled: { false })?.count == 3001)
  }
}
