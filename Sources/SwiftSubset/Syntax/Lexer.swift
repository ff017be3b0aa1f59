/// Turns source text into tokens.
///
/// String literals with interpolations become a token sequence (`stringStart`, `stringSegment`,
/// `interpolationStart`, the interpolated expression's tokens, `interpolationEnd`, …, `stringEnd`), produced with
/// an explicit mode stack rather than recursion, so that nested interpolations are bounded by
/// `ParseLimits.maxNestingDepth` and never by the native stack.
public struct Lexer {
  private enum Mode {
    /// Code; inside an interpolation, `parenDepth` counts the open parentheses so that the matching `)` ends it.
    case code(parenDepth: Int, isInterpolation: Bool)
    /// String literal contents; a text body ends at the end of the input rather than at a quote.
    case string(isTextBody: Bool, start: Int)
  }

  private let source: SourceText
  private let bytes: [UInt8]
  private let limits: ParseLimits
  private var index = 0
  private var tokens: [Token] = []
  private var modes: [Mode]
  private var sawNewline = false
  /// Open brackets of any kind, so that absurdly deep nesting fails before the whole text is tokenized.
  private var bracketDepth = 0

  /// Tokenizes Swift code.
  public static func tokenize(_ source: SourceText, limits: ParseLimits = ParseLimits()) throws(ScriptDiagnostic)
    -> [Token]
  {
    var lexer = Lexer(source: source, limits: limits, textBody: false)
    return try lexer.run()
  }

  /// Tokenizes the body of a string literal without its quotes, as `Text`'s text in a tree is written
  /// (`Tap count \(taps)`): the result is `stringStart`, segments and interpolations, `stringEnd`.
  public static func tokenizeTextBody(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> [Token]
  {
    var lexer = Lexer(source: source, limits: limits, textBody: true)
    return try lexer.run()
  }

  private init(source: SourceText, limits: ParseLimits, textBody: Bool) {
    self.source = source
    self.bytes = source.bytes
    self.limits = limits
    self.modes = textBody ? [.string(isTextBody: true, start: 0)] : [.code(parenDepth: 0, isInterpolation: false)]
  }

  private mutating func run() throws(ScriptDiagnostic) -> [Token] {
    guard bytes.count <= limits.maxSourceLength else {
      throw ScriptDiagnostic(
        .limit,
        .sourceTooLong,
        "the source is \(bytes.count) bytes long; the limit is \(limits.maxSourceLength)",
        range: SourceRange(start: 0, end: 0),
        source: source
      )
    }
    if case .string(true, _) = modes.last {
      emit(.stringStart, start: 0, end: 0)
    }
    while let mode = modes.last {
      switch mode {
      case .string(let isTextBody, let start):
        try lexStringContents(isTextBody: isTextBody, literalStart: start)
      case .code(let depth, let isInterpolation):
        if try lexCodeToken(parenDepth: depth, isInterpolation: isInterpolation) { return tokens }
      }
    }
    emit(.endOfInput, start: bytes.count, end: bytes.count)
    return tokens
  }

  // MARK: - Code

  /// Lexes one token in code mode; returns true at the end of the input.
  private mutating func lexCodeToken(parenDepth: Int, isInterpolation: Bool) throws(ScriptDiagnostic) -> Bool {
    try skipTrivia()
    guard index < bytes.count else {
      if isInterpolation {
        throw error("unterminated string interpolation: expected ')'", at: index, length: 0)
      }
      emit(.endOfInput, start: index, end: index)
      return true
    }
    let start = index
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
      let name = readIdentifierCharacters()
      if let keyword = Self.keywords[name] {
        emit(.keyword(keyword), start: start, end: index)
      } else {
        emit(.identifier(name), start: start, end: index)
      }
    case UInt8(ascii: "$"):
      index += 1
      let name = readIdentifierCharacters()
      guard !name.isEmpty else { throw error("expected a name or a number after '$'", at: start, length: 1) }
      emit(.dollarIdentifier(name), start: start, end: index)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      try lexNumber()
    case UInt8(ascii: "\""):
      if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "\""), bytes[index + 2] == UInt8(ascii: "\"") {
        throw ScriptDiagnostic(
          .syntax,
          .unsupported,
          "multi-line string literals are not supported",
          range: SourceRange(start: index, end: index + 3),
          source: source
        )
      }
      index += 1
      emit(.stringStart, start: start, end: index)
      try push(.string(isTextBody: false, start: start), at: start)
    case UInt8(ascii: "("):
      index += 1
      try openBracket(at: start)
      if isInterpolation { replaceTop(.code(parenDepth: parenDepth + 1, isInterpolation: true)) }
      emit(.punctuation(.leftParen), start: start, end: index)
    case UInt8(ascii: ")"):
      index += 1
      bracketDepth -= 1
      if isInterpolation {
        if parenDepth == 0 {
          modes.removeLast()
          emit(.interpolationEnd, start: start, end: index)
          return false
        }
        replaceTop(.code(parenDepth: parenDepth - 1, isInterpolation: true))
      }
      emit(.punctuation(.rightParen), start: start, end: index)
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: ";"):
      index += 1
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { try openBracket(at: start) }
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { bracketDepth -= 1 }
      let punctuation = Punctuation(rawValue: String(UnicodeScalar(byte))) ?? .comma
      emit(.punctuation(punctuation), start: start, end: index)
    case UInt8(ascii: "."):
      if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") {
        let third = bytes[index + 2]
        guard third == UInt8(ascii: "<") || third == UInt8(ascii: ".") else {
          throw error("unknown operator '..'; use '..<' or '...'", at: start, length: 2)
        }
        index += 3
        emit(.operator(third == UInt8(ascii: "<") ? "..<" : "..."), start: start, end: index)
      } else {
        index += 1
        emit(.punctuation(.period), start: start, end: index)
      }
    default:
      try lexOperator()
    }
    return false
  }

  /// Keywords by spelling; a dictionary lookup is cheaper than `Keyword(rawValue:)`'s string switch.
  private static let keywords: [String: Keyword] = Dictionary(
    uniqueKeysWithValues: Keyword.allCases.map { ($0.rawValue, $0) })

  private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "/"),
      UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"),
      UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "?"):
      return true
    default:
      return false
    }
  }

  /// Lexes a run of operator characters as one token, as Swift does; the parser decides what the run means
  /// (it splits `>>` and `>?` when closing generic arguments, and rejects unknown operators).
  private mutating func lexOperator() throws(ScriptDiagnostic) {
    let start = index
    guard Self.isOperatorCharacter(bytes[index]) else {
      let length = scalarLength(at: index)
      let scalar = String(decoding: bytes[index..<Swift.min(index + length, bytes.count)], as: UTF8.self)
      throw error("unexpected character '\(scalar)'", at: start, length: length)
    }
    // A `!` or `?` bound to what is on its left is postfix (`value!`, `a?.b`) and stands alone, so that
    // `value!)` or `a?` followed by another operator lexes as Swift lexes it; `!=` and `??` stay whole.
    let first = bytes[start]
    if first == UInt8(ascii: "!") || first == UInt8(ascii: "?"), !isSpaceBefore(start) {
      let second = start + 1 < bytes.count ? bytes[start + 1] : 0
      let staysWhole =
        (first == UInt8(ascii: "!") && second == UInt8(ascii: "=")) || (first == UInt8(ascii: "?") && second == first)
      if !staysWhole {
        index = start + 1
        emit(.operator(first == UInt8(ascii: "!") ? "!" : "?"), start: start, end: index)
        return
      }
    }
    var end = index
    while end < bytes.count, Self.isOperatorCharacter(bytes[end]) { end += 1 }
    index = end
    emit(.operator(String(decoding: bytes[start..<end], as: UTF8.self)), start: start, end: end)
  }

  private func hasPrefix(_ text: String, at position: Int) -> Bool {
    var offset = position
    for byte in text.utf8 {
      guard offset < bytes.count, bytes[offset] == byte else { return false }
      offset += 1
    }
    return true
  }

  private mutating func lexNumber() throws(ScriptDiagnostic) {
    let start = index
    var text = ""
    var isFloat = false
    if bytes[index] == UInt8(ascii: "0"), index + 1 < bytes.count,
      [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(bytes[index + 1])
    {
      let radixByte = bytes[index + 1]
      index += 2
      text = "0" + String(UnicodeScalar(radixByte))
      var digits = ""
      while index < bytes.count, isAlphanumeric(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
        if bytes[index] != UInt8(ascii: "_") { digits.append(Character(UnicodeScalar(bytes[index]))) }
        index += 1
      }
      let radix = radixByte == UInt8(ascii: "x") ? 16 : radixByte == UInt8(ascii: "b") ? 2 : 8
      guard !digits.isEmpty, digits.allSatisfy({ $0.hexDigitValue.map { $0 < radix } ?? false }) else {
        throw error("'\(text + digits)' is not a valid integer literal", at: start, length: index - start)
      }
      emit(.integerLiteral(text + digits), start: start, end: index)
      return
    }
    readDigits(into: &text)
    if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), isDigit(bytes[index + 1]) {
      isFloat = true
      text.append(".")
      index += 1
      readDigits(into: &text)
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      var lookahead = index + 1
      if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "+") || bytes[lookahead] == UInt8(ascii: "-") {
        lookahead += 1
      }
      if lookahead < bytes.count, isDigit(bytes[lookahead]) {
        isFloat = true
        text += String(decoding: bytes[index..<lookahead], as: UTF8.self)
        index = lookahead
        readDigits(into: &text)
      }
    }
    if index < bytes.count, isIdentifierByte(bytes[index]) {
      while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
      throw error(
        "'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a valid number",
        at: start,
        length: index - start
      )
    }
    emit(isFloat ? .floatLiteral(text) : .integerLiteral(text), start: start, end: index)
  }

  private mutating func readDigits(into text: inout String) {
    while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: "_") {
      if bytes[index] != UInt8(ascii: "_") { text.append(Character(UnicodeScalar(bytes[index]))) }
      index += 1
    }
  }

  private mutating func readIdentifierCharacters() -> String {
    let start = index
    while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
    return String(decoding: bytes[start..<index], as: UTF8.self)
  }

  /// Skips whitespace and comments, noting line breaks.
  private mutating func skipTrivia() throws(ScriptDiagnostic) {
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\n") {
        sawNewline = true
        index += 1
      } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
        index += 1
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
        try skipBlockComment()
      } else {
        return
      }
    }
  }

  /// Skips a block comment; Swift's block comments nest.
  private mutating func skipBlockComment() throws(ScriptDiagnostic) {
    let start = index
    var depth = 0
    while index < bytes.count {
      if hasPrefix("/*", at: index) {
        depth += 1
        index += 2
      } else if hasPrefix("*/", at: index) {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { sawNewline = true }
        index += 1
      }
    }
    throw error("unterminated '/*' comment", at: start, length: 2)
  }

  // MARK: - Strings

  private mutating func lexStringContents(isTextBody: Bool, literalStart: Int) throws(ScriptDiagnostic) {
    var buffer: [UInt8] = []
    var segmentStart = index
    func flush(_ lexer: inout Lexer) {
      if !buffer.isEmpty {
        lexer.emit(.stringSegment(String(decoding: buffer, as: UTF8.self)), start: segmentStart, end: lexer.index)
        buffer.removeAll()
      }
    }
    while true {
      guard index < bytes.count else {
        if isTextBody {
          flush(&self)
          modes.removeLast()
          emit(.stringEnd, start: index, end: index)
          return
        }
        throw error("unterminated string literal", at: literalStart, length: index - literalStart)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\""), !isTextBody {
        flush(&self)
        index += 1
        modes.removeLast()
        emit(.stringEnd, start: index - 1, end: index)
        return
      }
      if byte == UInt8(ascii: "\n"), !isTextBody {
        throw error("unterminated string literal", at: literalStart, length: index - literalStart)
      }
      if byte != UInt8(ascii: "\\") {
        buffer.append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count else {
        throw error("invalid escape sequence: '\\' at the end of the text", at: index, length: 1)
      }
      let escaped = bytes[index + 1]
      switch escaped {
      case UInt8(ascii: "("):
        flush(&self)
        emit(.interpolationStart, start: index, end: index + 2)
        index += 2
        try push(.code(parenDepth: 0, isInterpolation: true), at: index - 2)
        segmentStart = index
        return
      case UInt8(ascii: "n"): buffer.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): buffer.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): buffer.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "0"): buffer.append(0)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): buffer.append(escaped)
      case UInt8(ascii: "u"):
        buffer += try readUnicodeEscape()
        continue
      default:
        throw error("invalid escape sequence in literal", at: index, length: 2)
      }
      index += 2
    }
  }

  /// Reads `\u{1F600}` starting at the backslash and returns the scalar's UTF-8 bytes.
  private mutating func readUnicodeEscape() throws(ScriptDiagnostic) -> [UInt8] {
    let start = index
    index += 2
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
      throw error("expected '{' in \\u{…} escape", at: start, length: 2)
    }
    index += 1
    var value: UInt32 = 0
    var digits = 0
    while index < bytes.count, let digit = Character(UnicodeScalar(bytes[index])).hexDigitValue, digits < 8 {
      value = value * 16 + UInt32(digit)
      digits += 1
      index += 1
    }
    guard digits > 0, index < bytes.count, bytes[index] == UInt8(ascii: "}"), let scalar = UnicodeScalar(value)
    else {
      throw error("invalid \\u{…} escape: expected 1 to 8 hexadecimal digits naming a scalar", at: start, length: 2)
    }
    index += 1
    return Array(String(Character(scalar)).utf8)
  }

  // MARK: - Helpers

  private mutating func push(_ mode: Mode, at offset: Int) throws(ScriptDiagnostic) {
    guard modes.count < limits.maxNestingDepth else { throw tooDeep(at: offset) }
    modes.append(mode)
  }

  private mutating func openBracket(at offset: Int) throws(ScriptDiagnostic) {
    bracketDepth += 1
    guard bracketDepth <= limits.maxNestingDepth else { throw tooDeep(at: offset) }
  }

  private func tooDeep(at offset: Int) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .limit,
      .nestingTooDeep,
      "the code nests deeper than \(limits.maxNestingDepth) levels",
      range: SourceRange(start: offset, end: offset + 1),
      source: source
    )
  }

  private mutating func replaceTop(_ mode: Mode) {
    if !modes.isEmpty { modes[modes.count - 1] = mode }
  }

  private mutating func emit(_ kind: TokenKind, start: Int, end: Int) {
    tokens.append(
      Token(
        kind: kind,
        range: SourceRange(start: start, end: end),
        hasLeadingSpace: isSpaceBefore(start),
        hasTrailingSpace: isSpaceAfter(end),
        isAtStartOfLine: sawNewline || tokens.isEmpty
      )
    )
    sawNewline = false
  }

  private func isSpaceBefore(_ offset: Int) -> Bool {
    guard offset > 0, offset <= bytes.count else { return true }
    switch bytes[offset - 1] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "("),
      UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return true
    case UInt8(ascii: "/"):
      return offset >= 2 && bytes[offset - 2] == UInt8(ascii: "*")
    default:
      return false
    }
  }

  private func isSpaceAfter(_ offset: Int) -> Bool {
    guard offset >= 0, offset < bytes.count else { return true }
    switch bytes[offset] {
    case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: ")"),
      UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"):
      return true
    case UInt8(ascii: "/"):
      return offset + 1 < bytes.count
        && (bytes[offset + 1] == UInt8(ascii: "/") || bytes[offset + 1] == UInt8(ascii: "*"))
    default:
      return false
    }
  }

  private func error(_ message: String, at offset: Int, length: Int) -> ScriptDiagnostic {
    ScriptDiagnostic(
      .syntax, .invalidSyntax, message, range: SourceRange(start: offset, end: offset + length), source: source)
  }

  private func scalarLength(at offset: Int) -> Int {
    let byte = bytes[offset]
    if byte < 0xC0 { return 1 }
    if byte < 0xE0 { return 2 }
    if byte < 0xF0 { return 3 }
    return 4
  }

  private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

  private func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  private func isIdentifierByte(_ byte: UInt8) -> Bool {
    isAlphanumeric(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
  }
}
