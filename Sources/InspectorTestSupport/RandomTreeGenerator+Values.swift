import JSONCore

extension RandomTreeGenerator {
  /// A numeric argument: a JSON number (hostile ones included), null, a literal string (`".infinity"`) or a Swift
  /// expression that may fail at run time.
  package mutating func number() -> JSONValue {
    switch choices.choose(4) {
    case 0: return .integer(Int64(choices.pick([0, 8, 16, 100, 390])))
    case 1:
      // Numbers the engine must survive; a negative or absent one is refused in most places.
      return pick(
        [0, -0.0, 0.5, 1e-300, .double(.leastNonzeroMagnitude), 1e15, 1e308, 1.7976931348623157e308, 20_000_000],
        else: [-1, -1e308, .integer(Int64.max), .integer(Int64.min), nil])
    case 2:
      // Infinities are allowed only where SwiftUI allows them (a frame's maximum), so mostly they are refused.
      return .string(
        pick(
          [".zero", "CGFloat.zero"],
          else: [".infinity", "-.infinity", ".nan", "CGFloat.infinity", "-CGFloat.nan", "nil", "1e400"]))
    default: return .string(numericExpression())
    }
  }

  /// A root proposal's length: null, a number, or an infinity spelled as the tree format allows.
  mutating func proposedLength() -> JSONValue {
    pick([390, 763, nil, 0, ".infinity", 1e308, 0.001, 1e-300], else: [-1, "nan"])
  }

  /// A `CGFloat` expression over the fixed state names: often fine, sometimes a runtime or type error.
  package mutating func numericExpression() -> String {
    pick(
      [
        "w ?? 0", "CGFloat(n)", "proxy.size.width", "proxy.size.height / 3", "w!", ".infinity", "-.infinity", ".nan",
        "CGFloat.greatestFiniteMagnitude", "CGFloat.greatestFiniteMagnitude * 2", "(w ?? 1) / 0", "widths.max() ?? 0",
        "widths[n]", "CGFloat(items.count)", "size.width", "undefinedName", "s", "flag ? 10 : -10",
        "proxy.frame(in: .global).minX + 8", "proxy.frame(in: .named(\"space\")).maxY", "value ?? 0",
        "CGFloat(i)", "box.v", "CGFloat(Int.max)", "CGFloat(n * n * n)", "((((((((1))))))))",
        String(repeating: "1 + ", count: 200) + "1", "w ?? .pi",
      ], else: ["1 +", "(", String(repeating: "(", count: 300)])
  }

  /// An expression of any type, for `onChange(of:)`, `let` values and the like.
  package mutating func expression() -> String {
    choices.choose(2) == 0
      ? numericExpression()
      : choices.pick([
        "n", "flag", "s", "items", "items.count", "size", "box", "$w", "i", "item", "n / 0", "Int(w ?? .nan)",
        "String(repeating: s, count: n)", "Array(repeating: 1, count: n * 1000000)", "items.map { $0 * n }",
        "\"\\(items)\"", "[n, n][2]", "(1...n).reduce(0, +)", "n..<0",
      ])
  }

  /// An action or closure body: state writes of every kind, prints, runtime errors, and endless writers.
  package mutating func action() -> String {
    pick(
      [
        "n += 1", "n = $0", "w = $0", "w = CGFloat($0)", "w = (w ?? 0) + 1", "flag.toggle()", "print($0)", "print(s)",
        "items.append(n)", "widths.append(w ?? 0)", "s += \"x\"", "s = s + s", "items = items + items",
        "n = [1][5]", "{ v in w = v }", "{ a, b in n = a }", "n = Int.max; n += 1",
        "n = n * n * n", "w = .nan", "w = .infinity", "{ _ in w = (w ?? 1) * 2 }", "labelWidth = $0",
        "width.wrappedValue = $0", "shared = 5", "box.v += 1", "print(String(repeating: \"ab\", count: 1000000))",
        "if flag { n -= 1 } else { n += 1 }", "{ widths in print(widths); w = widths.max() }",
      ], else: ["", "n +=", "{ in }", "while true { n += 1 }", "for _ in 0..<1000000 { n += 0 }"])
  }

  /// A `Text` template: plain, empty, long, interpolated (sometimes badly), with combining marks and emoji.
  package mutating func textTemplate() -> String {
    switch choices.choose(4) {
    case 0: return choices.pick(["Hello", "User:", "", " ", "\n\n", "Password:"])
    case 1: return choices.pick(["\\(n)", "\\(s)\\(s)", "\\(items)", "\\(w ?? 0)", "Row \\(i)", "\\(box)", "\\(size)"])
    case 2:
      return pick(["\\(undefined)", "\\\\", "\\(1 / 0)", "\\(\"\\(\"\\(n)\")\")", "\\(w!)"], else: ["\\(", "\\(n"])
    default:
      return choices.pick([
        String(repeating: "word ", count: 300), String(repeating: "x", count: 2000), "e\u{301}\u{301}\u{301}",
        "👍🏽👨‍👩‍👧", "中文字符", "\u{0}\u{7}\u{FFFF}", "\u{202E}reversed",
      ])
    }
  }

  /// A JSON value of any type, including ones no member accepts.
  package mutating func hostileJSON() -> JSONValue {
    choices.pick([
      nil, true, 0, -1, .integer(Int64.max), .integer(Int64.min), 1e308, -1e308, .double(.leastNonzeroMagnitude), "",
      "x",
      .string(String(repeating: "z", count: 5000)), [], [1, "two", nil], [:], ["width": 1, "height": 2],
      ["view": "Text"], [[[[[]]]]], ["a": ["b": ["c": []]]],
    ])
  }
}
