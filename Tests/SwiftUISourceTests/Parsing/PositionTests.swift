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
}
