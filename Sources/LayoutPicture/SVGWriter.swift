/// Writes SVG text: elements with attributes in the order given, text and attribute values escaped, numbers in
/// the CLI's three-decimal form, two-space indentation. The output is well-formed XML by construction.
package struct SVGWriter {
  /// The text so far.
  package private(set) var text = ""
  private var depth = 0
  private var openElements: [String] = []

  /// Starts the document with the XML declaration.
  package init() {
    text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  }

  /// Opens `<name attributes>`; close it with `close()`.
  package mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    line("<\(name)\(Self.attributes(attributes))>")
    openElements.append(name)
    depth += 1
  }

  /// Closes the innermost open element.
  package mutating func close() {
    guard let name = openElements.popLast() else { return }
    depth -= 1
    line("</\(name)>")
  }

  /// Writes `<name attributes/>`, or `<name attributes>text</name>` when `content` is given.
  package mutating func element(_ name: String, _ attributes: [(String, String)] = [], content: String? = nil) {
    guard let content else {
      line("<\(name)\(Self.attributes(attributes))/>")
      return
    }
    line("<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>")
  }

  /// Writes an element holding only a `<title>` child (a tooltip on hover).
  package mutating func element(_ name: String, _ attributes: [(String, String)], title: String) {
    line("<\(name)\(Self.attributes(attributes))><title>\(Self.escape(title))</title></\(name)>")
  }

  /// Writes an XML comment (`--` in it is broken up, as XML requires).
  package mutating func comment(_ content: String) {
    line("<!-- \(content.replacing("--", with: "- -")) -->")
  }

  /// The finished document: every element closed.
  package mutating func finish() -> String {
    while !openElements.isEmpty { close() }
    return text
  }

  private mutating func line(_ content: String) {
    text += String(repeating: "  ", count: depth) + content + "\n"
  }

  private static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// `text` with XML's special characters escaped and characters XML 1.0 cannot hold replaced.
  package static func escape(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\n": result += "&#10;"
      case "\t": result += "&#9;"
      default:
        // XML 1.0 allows no other control characters, nor U+FFFE/U+FFFF.
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }

  /// A number as attribute text: `71.333`.
  package static func number(_ value: Double) -> String {
    value.isFinite ? NumberText.format(value) : "0"
  }
}
