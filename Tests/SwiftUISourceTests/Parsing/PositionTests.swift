import Testing

@testable import SwiftUISource

/// Lines and columns in UTF-8 bytes and UTF-16 units, and back.
struct PositionTests {
  @Test func columnsCountUTF8BytesAndUTF16Units() {
    let table = LineTable(uri: "a", text: "ab\n名前😀x\n")
    // Line 2: "名" (3 bytes, 1 unit), "前" (3, 1), "😀" (4, 2), "x".
    let x = table.position(at: 3 + 10)
    #expect(x == SourcePosition(offset: 13, line: 2, utf8Column: 11, utf16Column: 5))
    #expect(table.position(at: 0) == SourcePosition(offset: 0, line: 1, utf8Column: 1, utf16Column: 1))
    #expect(table.position(at: 99).line == 3)
    #expect(table.offset(line: 2, utf16Column: 5) == 13)
    #expect(table.offset(line: 2, utf16Column: 3) == 9)
    // Inside the emoji's surrogate pair: the position after it.
    #expect(table.offset(line: 2, utf16Column: 4) == 13)
    #expect(table.offset(line: 9, utf16Column: 1) == nil)
  }

  /// Every offset of a text whose lines are empty, short and longer than the table's 64-byte blocks, with lines
  /// starting on block boundaries and just past them, maps to the line and column a count of line breaks gives.
  @Test func everyOffsetFindsItsLineAcrossBlocks() {
    let lines = [
      "", "", "a", String(repeating: "x", count: 63), String(repeating: "y", count: 64), "",
      String(repeating: "z", count: 200), "名前", "", "", "", "", "", "", "", "", "b", String(repeating: "w", count: 127),
    ]
    let text = lines.joined(separator: "\n")
    let table = LineTable(uri: "a", text: text)
    var line = 1
    var lineStart = 0
    let bytes = Array(text.utf8)
    for offset in 0...bytes.count {
      let position = table.position(at: offset)
      #expect(position.line == line && position.utf8Column == offset - lineStart + 1, "offset \(offset)")
      if offset < bytes.count, bytes[offset] == UInt8(ascii: "\n") {
        line += 1
        lineStart = offset + 1
      }
    }
    #expect(table.position(at: -5).offset == 0)
    #expect(table.position(at: text.utf8.count + 70).line == lines.count)
  }
}
