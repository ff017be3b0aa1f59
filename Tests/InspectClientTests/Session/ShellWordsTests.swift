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

  @Test func bracketsAndBracesAreKeptAsTyped() throws {
    #expect(try ShellWords.split(#"select Text[text="Sign in"]"#) == ["select", #"Text[text="Sign in"]"#])
    #expect(try ShellWords.split("select Text[text='Sign in'] ") == ["select", "Text[text='Sign in']"])
    #expect(try ShellWords.split("select Text[text=Sign in]") == ["select", "Text[text=Sign in]"])
    #expect(try ShellWords.split(#"select :has([text="a ] b"])"#) == ["select", #":has([text="a ] b"])"#])
    #expect(
      try ShellWords.split(#"set names ["Ada", "Grace Hopper"]"#) == ["set", "names", #"["Ada", "Grace Hopper"]"#])
    #expect(try ShellWords.split(#"set scores {"a b": [1, 2]}"#) == ["set", "scores", #"{"a b": [1, 2]}"#])
    #expect(try ShellWords.split("tap #row[2]") == ["tap", "#row[2]"])
    // A bracket that does not close on the line, or closes the wrong group, is an ordinary character.
    #expect(try ShellWords.split("text #a [draft one") == ["text", "#a", "[draft", "one"])
    #expect(try ShellWords.split("text #a [b} c") == ["text", "#a", "[b}", "c"])
    #expect(throws: ShellWords.SplitError(description: "a double quote is not closed")) {
      try ShellWords.split(#"text #a ["b c"#)
    }
  }

  @Test func unclosedQuote() {
    #expect(throws: ShellWords.SplitError(description: "a double quote is not closed")) {
      try ShellWords.split(#"text #a "Name"#)
    }
  }
}
