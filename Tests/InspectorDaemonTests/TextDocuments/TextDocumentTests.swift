import InspectorProtocol
import Testing

@testable import InspectorServer

/// Positions and changes of editor texts in both encodings, with the characters that make them differ: CJK
/// (3 UTF-8 bytes, 1 UTF-16 unit each), emoji outside the BMP (4 bytes, 2 units) and CR LF line ends.
struct TextDocumentTests {
  static let text = "Text(\"名前\")\nText(\"😀 ok\")\r\nlast"

  func document(_ text: String = TextDocumentTests.text) -> TextDocument {
    TextDocument(uri: "file:///A.swift", languageId: "swift", version: 1, text: text)
  }

  @Test func positionsCountUTF16UnitsOrUTF8Bytes() {
    let document = document()
    // `"` after 名前: column 6 + 2 characters in UTF-16, 6 + 6 bytes in UTF-8.
    let quote = Array(Self.text.utf8).firstIndex(of: UInt8(ascii: "\""))! + 7
    #expect(document.position(of: quote, encoding: .utf16) == TextPosition(line: 0, character: 8))
    #expect(document.position(of: quote, encoding: .utf8) == TextPosition(line: 0, character: 12))
    #expect(document.offset(of: TextPosition(line: 0, character: 8), encoding: .utf16) == quote)
    #expect(document.offset(of: TextPosition(line: 0, character: 12), encoding: .utf8) == quote)
    // After 😀 (2 UTF-16 units, 4 bytes) on line 1.
    let line1 = document.lineStarts[1]
    #expect(document.offset(of: TextPosition(line: 1, character: 8), encoding: .utf16) == line1 + 10)
    #expect(document.position(of: line1 + 10, encoding: .utf16) == TextPosition(line: 1, character: 8))
    #expect(document.position(of: line1 + 10, encoding: .utf32) == TextPosition(line: 1, character: 7))
  }

  @Test func positionsOutsideTheTextAreClampedAsLSPSays() {
    let document = document()
    // Past the end of a line: the end of the line, before its CR LF.
    let line1End = document.lineStarts[2] - 2
    #expect(document.offset(of: TextPosition(line: 1, character: 500), encoding: .utf16) == line1End)
    // Past the last line: the end of the text.
    #expect(document.offset(of: TextPosition(line: 9, character: 0), encoding: .utf16) == document.bytes.count)
    // Inside a surrogate pair: the character's start.
    let line1 = document.lineStarts[1]
    #expect(document.offset(of: TextPosition(line: 1, character: 7), encoding: .utf16) == line1 + 6)
  }

  @Test func incrementalChangesApplyInOrderInEitherEncoding() throws {
    let document = document()
    // Replace 名前 with 氏名 (UTF-16 columns 6..8), then insert " !" after 😀 (the text the first change left).
    let changed = try document.applying(
      [
        TextDocumentContentChange(
          range: TextRange(start: TextPosition(line: 0, character: 6), end: TextPosition(line: 0, character: 8)),
          text: "氏名"),
        TextDocumentContentChange(
          range: TextRange(start: TextPosition(line: 1, character: 8), end: TextPosition(line: 1, character: 8)),
          text: " !"),
      ], version: 2, encoding: .utf16, maxBytes: 1000)
    #expect(changed.text == "Text(\"氏名\")\nText(\"😀 ! ok\")\r\nlast")
    #expect(changed.version == 2)
    // The same first change in UTF-8 bytes.
    let utf8 = try document.applying(
      [
        TextDocumentContentChange(
          range: TextRange(start: TextPosition(line: 0, character: 6), end: TextPosition(line: 0, character: 12)),
          text: "氏名")
      ], version: 2, encoding: .utf8, maxBytes: 1000)
    #expect(utf8.text.hasPrefix("Text(\"氏名\")\n"))
    // A change without a range replaces the whole text.
    let full = try changed.applying(
      [TextDocumentContentChange(text: "new")], version: 3, encoding: .utf16, maxBytes: 10)
    #expect(full.text == "new" && full.lineStarts == [0])
  }

  @Test func badChangesAreRefusedNamingTheChange() {
    let document = document()
    #expect {
      try document.applying(
        [
          TextDocumentContentChange(
            range: TextRange(start: TextPosition(line: 1, character: 2), end: TextPosition(line: 0, character: 0)),
            text: "")
        ], version: 2, encoding: .utf16, maxBytes: 1000)
    } throws: { error in
      (error as? TextDocument.ChangeError)?.description.hasPrefix("params.contentChanges[0].range") == true
    }
    #expect(throws: TextDocument.ChangeError.self) {
      try document.applying(
        [TextDocumentContentChange(text: String(repeating: "x", count: 11))], version: 2,
        encoding: .utf16, maxBytes: 10)
    }
  }
}
