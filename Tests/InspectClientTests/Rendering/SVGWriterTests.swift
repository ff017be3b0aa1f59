import LayoutPicture
import Testing

@testable import inspect_client

/// The writer escapes what XML requires.
struct SVGWriterTests {
  @Test func escapes() {
    #expect(SVGWriter.escape(#"<a & "b"> 'c'"#) == "&lt;a &amp; &quot;b&quot;&gt; &apos;c&apos;")
    #expect(SVGWriter.escape("line\nnext\u{1}") == "line&#10;next\u{FFFD}")
  }

  @Test func closesEverything() {
    var writer = SVGWriter()
    writer.open("svg", [("width", "1")])
    writer.open("g")
    writer.element("rect", [("x", "0")], title: "a < b")
    #expect(writer.finish().hasSuffix("  </g>\n</svg>\n"))
  }
}
