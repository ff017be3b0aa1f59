import Testing

@testable import inspect_client

/// Session lines split like shell words.
struct ShellWordsTests {
  @Test func quotesAndEscapes() throws {
    #expect(try ShellWords.split(#"text #user-label "Name:""#) == ["text", "#user-label", "Name:"])
    #expect(try ShellWords.split(#"text '#a' "say \"hi\"\n""#) == ["text", "#a", "say \"hi\"\n"])
    #expect(try ShellWords.split(#"set  name   a\ b"#) == ["set", "name", "a b"])
    #expect(try ShellWords.split(#"text #a """#) == ["text", "#a", ""])
    #expect(try ShellWords.split("   ") == [])
  }

  @Test func unclosedQuote() {
    #expect(throws: ShellWords.SplitError(description: "a double quote is not closed")) {
      try ShellWords.split(#"text #a "Name"#)
    }
  }
}
