/// Turns source text into tokens.
///
/// String literals with interpolations become a token sequence (`stringStart`, `stringSegment`,
/// `interpolationStart`, the interpolated expression's tokens, `interpolationEnd`, …, `stringEnd`), produced with
/// an explicit mode stack rather than recursion, so that nested interpolations are bounded by
/// `ParseLimits.maxNestingDepth` and never by the native stack.
///
/// Two modes: the subset's (`tokenize`, `tokenizeTextBody`) stops at the first error, which it throws; a whole
/// file's (`tokenizeFile`) also reads what only declarations use (attributes, `#` directives, key-path
/// backslashes, backquoted names, multi-line and raw strings), keeps the comments' ranges, and records each
/// error and goes on after it, so that a half-typed file still yields every token around the mistake.
public struct Lexer {
  private enum Mode {
    /// Code; inside an interpolation, `parenDepth` counts the open parentheses so that the matching `)` ends it.
    case code(parenDepth: Int, isInterpolation: Bool)
    /// String literal contents; a text body ends at the end of the input rather than at a quote.
    case string(isTextBody: Bool, start: Int, delimiter: StringDelimiter)
  }

  /// How a string literal is delimited: `"…"`, `"""…"""`, and the raw forms with `hashes` `#` on each side.
  private struct StringDelimiter {
    var isMultiline: Bool
    var hashes: Int
    /// A multi-line string's indentation: that of its closing delimiter's line, stripped from every line.
    var indentation = 0

    static let plain = StringDelimiter(isMultiline: false, hashes: 0)
  }

  private let source: SourceText
  private let bytes: [UInt8]
  private let limits: ParseLimits
  private var index = 0
  /// The tokens read, in the subset's mode.
  private var tokens: [Token] = []
  /// The tokens read in a file's mode, and their texts (`LexedFile`).
  private var fileTokens: [FileToken] = []
  private var texts: [String] = []
  /// The text of the string segment being read, escapes resolved (kept between literals for its capacity).
  private var segment: [UInt8] = []
  /// The names read in a file's mode (`name(from:to:)`): an open-addressing table at most half full.
  private var nameSlots: [NameSlot] = []
  private var names = 0

  /// A name of `nameSlots`: its bytes' hash, where it was first spelled, and its index in `texts` (−1 for an
  /// empty slot).
  private struct NameSlot {
    var hash: UInt32 = 0
    var start: Int32 = 0
    var end: Int32 = 0
    var text: Int32 = -1
  }
  private var modes: [Mode]
  private var sawNewline = false
  /// Open brackets of any kind, so that absurdly deep nesting fails before the whole text is tokenized.
  private var bracketDepth = 0
  /// Whether a whole file is being lexed (`tokenizeFile`): errors are recorded and lexing goes on.
  private let isFile: Bool
  private var comments: [SourceRange] = []
  private var diagnostics: [ScriptDiagnostic] = []
  private var isTruncated = false
  /// The most diagnostics a file keeps; later ones are counted in the last.
  private static let maxFileDiagnostics = 100

  /// Tokenizes Swift code.
  public static func tokenize(_ source: SourceText, limits: ParseLimits = ParseLimits()) throws(ScriptDiagnostic)
    -> [Token]
  {
    var lexer = Lexer(source: source, limits: limits, textBody: false, isFile: false)
    lexer.reserveTokens()
    return try lexer.run()
  }

  /// Tokenizes a whole Swift file, never failing: every error becomes a diagnostic and lexing resumes after
  /// it (an unterminated string ends at its line's end, an unknown character is skipped). Only the limits
  /// stop it early: a text longer than `limits.maxSourceLength` (or 512 MiB) yields no tokens, and brackets nested deeper
  /// than `limits.maxNestingDepth` end the tokens there (`isTruncated`).
  public static func tokenizeFile(_ source: SourceText, limits: ParseLimits = ParseLimits()) -> LexedFile {
    var lexer = Lexer(source: source, limits: limits, textBody: false, isFile: true)
    if lexer.bytes.count <= lexer.maxSourceLength {
      // The benchmark's 64,151 bytes of SwiftUI are 13,651 tokens and 1,816 texts (names are made once): room for
      // a token per 4 bytes and a text per 32, bounded by the length limit; a denser file grows the arrays.
      lexer.fileTokens.reserveCapacity(lexer.bytes.count / 4 + 16)
      lexer.texts.reserveCapacity(lexer.bytes.count / 32 + 16)
    }
    do {
      _ = try lexer.run()
    } catch {
      // A limit: keep the tokens read so far.
      lexer.record(error)
      lexer.isTruncated = true
      lexer.modes.removeAll()
      lexer.emit(.endOfInput, start: lexer.index, end: lexer.index)
    }
    return LexedFile(
      fileTokens: lexer.fileTokens, texts: lexer.texts, comments: lexer.comments, diagnostics: lexer.diagnostics,
      isTruncated: lexer.isTruncated)
  }

  /// Tokenizes the body of a string literal without its quotes, as `Text`'s text in a tree is written
  /// (`Tap count \(taps)`): the result is `stringStart`, segments and interpolations, `stringEnd`.
  public static func tokenizeTextBody(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> [Token]
  {
    var lexer = Lexer(source: source, limits: limits, textBody: true, isFile: false)
    lexer.reserveTokens()
    return try lexer.run()
  }

  /// Room for a token per 4 bytes (code is 3 to 5 bytes a token), within the length limit: the token list of a
  /// short text was otherwise grown five times.
  private mutating func reserveTokens() {
    if bytes.count <= maxSourceLength { tokens.reserveCapacity(bytes.count / 4 + 8) }
  }

  private init(source: SourceText, limits: ParseLimits, textBody: Bool, isFile: Bool) {
    self.source = source
    self.bytes = source.bytes
    self.limits = limits
    self.isFile = isFile
    self.modes =
      textBody
      ? [.string(isTextBody: true, start: 0, delimiter: .plain)] : [.code(parenDepth: 0, isInterpolation: false)]
  }

  /// The longest text read: the limits' in the subset's mode; in a file's, also short enough that every text's
  /// index fits a `FileToken` (a token but the last takes at least one byte, or ends a string that took one).
  private var maxSourceLength: Int {
    isFile ? Swift.min(limits.maxSourceLength, Int(Int32.max) / 4) : limits.maxSourceLength
  }

  private mutating func run() throws(ScriptDiagnostic) -> [Token] {
    guard bytes.count <= maxSourceLength else {
      throw ScriptDiagnostic(
        .limit,
        .sourceTooLong,
        "the source is \(bytes.count) bytes long; the limit is \(maxSourceLength)",
        range: SourceRange(start: 0, end: 0),
        source: source
      )
    }
    if case .string(true, _, _) = modes.last {
      emit(.stringStart, start: 0, end: 0)
    }
    while let mode = modes.last {
      switch mode {
      case .string(let isTextBody, let start, let delimiter):
        try lexStringContents(isTextBody: isTextBody, literalStart: start, delimiter: delimiter)
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
        try fail(error("unterminated string interpolation: expected ')'", at: index, length: 0))
        modes.removeAll()
      }
      emit(.endOfInput, start: index, end: index)
      return true
    }
    let start = index
    let byte = bytes[index]
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...:
      while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
      // Every keyword is 2 to 8 lowercase ASCII letters: other names (`Text`, `padding`, `labelWidth`) skip the
      // lookup.
      if byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z"), index - start <= Self.longestKeyword,
        let keyword = Self.keyword(in: bytes, from: start, to: index)
      {
        emit(keyword, start: start, end: index)
      } else if isFile {
        emitFileToken(.identifier(name(from: start, to: index)), start: start, end: index)
      } else {
        emit(.identifier(String(decoding: bytes[start..<index], as: UTF8.self)), start: start, end: index)
      }
    case UInt8(ascii: "$"):
      index += 1
      let name = readIdentifierCharacters()
      guard !name.isEmpty else {
        try fail(error("expected a name or a number after '$'", at: start, length: 1))
        return false
      }
      emit(.dollarIdentifier(name), start: start, end: index)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      try lexNumber()
    case UInt8(ascii: "\""):
      let isMultiline = Self.hasPrefix("\"\"\"", at: index, in: bytes)
      if isMultiline, !isFile {
        throw ScriptDiagnostic(
          .syntax,
          .unsupported,
          "multi-line string literals are not supported",
          range: SourceRange(start: index, end: index + 3),
          source: source
        )
      }
      try startString(at: start, delimiter: StringDelimiter(isMultiline: isMultiline, hashes: 0))
    case UInt8(ascii: "@") where isFile:
      index += 1
      let name = readIdentifierCharacters()
      guard !name.isEmpty else {
        try fail(error("expected an attribute name after '@'", at: start, length: 1))
        return false
      }
      emit(.attribute(name), start: start, end: index)
    case UInt8(ascii: "#") where isFile:
      try lexPound()
    case UInt8(ascii: "\\") where isFile:
      index += 1
      emit(.backslash, start: start, end: index)
    case UInt8(ascii: "`") where isFile:
      index += 1
      let name = readIdentifierCharacters()
      guard !name.isEmpty, index < bytes.count, bytes[index] == UInt8(ascii: "`") else {
        try fail(error("expected a name between backquotes", at: start, length: index - start))
        return false
      }
      index += 1
      emit(.identifier(name), start: start, end: index)
    case UInt8(ascii: "("):
      index += 1
      try openBracket(at: start)
      if isInterpolation { replaceTop(.code(parenDepth: parenDepth + 1, isInterpolation: true)) }
      emit(.leftParen, start: start, end: index)
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
      emit(.rightParen, start: start, end: index)
    case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: ";"):
      index += 1
      if byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{") { try openBracket(at: start) }
      if byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") { bracketDepth -= 1 }
      emit(Self.punctuation(byte), start: start, end: index)
    case UInt8(ascii: "."):
      if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: ".") {
        let third = bytes[index + 2]
        guard third == UInt8(ascii: "<") || third == UInt8(ascii: ".") else {
          try fail(error("unknown operator '..'; use '..<' or '...'", at: start, length: 2))
          index += 2
          return false
        }
        index += 3
        emit(.operator(third == UInt8(ascii: "<") ? "..<" : "..."), start: start, end: index)
      } else {
        index += 1
        emit(.period, start: start, end: index)
      }
    default:
      try lexOperator()
    }
    return false
  }

  /// `#if`, `#Preview`, `#available(…)`: a directive or macro name; `#"…"#`: a raw string; `#!` on the first
  /// line: a script's interpreter line, kept as a comment.
  private mutating func lexPound() throws(ScriptDiagnostic) {
    let start = index
    if start == 0, Self.hasPrefix("#!", at: 0, in: bytes) {
      while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
      comments.append(SourceRange(start: start, end: index))
      return
    }
    var hashes = 0
    while index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "#") { hashes += 1 }
    if index + hashes < bytes.count, bytes[index + hashes] == UInt8(ascii: "\"") {
      index += hashes
      let isMultiline = Self.hasPrefix("\"\"\"", at: index, in: bytes)
      try startString(at: start, delimiter: StringDelimiter(isMultiline: isMultiline, hashes: hashes))
      return
    }
    index += 1
    let name = readIdentifierCharacters()
    guard !name.isEmpty else {
      try fail(error("expected a directive name after '#'", at: start, length: 1))
      return
    }
    emit(.pound(name), start: start, end: index)
  }

  /// Emits the opening quote of a string literal at `start` (its `#`s already read) and enters its contents.
  private mutating func startString(at start: Int, delimiter: StringDelimiter) throws(ScriptDiagnostic) {
    var delimiter = delimiter
    index += delimiter.isMultiline ? 3 : 1
    emit(.stringStart, start: start, end: index)
    if delimiter.isMultiline {
      // The text starts on the line after the opening quotes.
      var lookahead = index
      while lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: " ") || bytes[lookahead] == UInt8(ascii: "\t") {
        lookahead += 1
      }
      if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "\r") { lookahead += 1 }
      if lookahead < bytes.count, bytes[lookahead] == UInt8(ascii: "\n") { index = lookahead + 1 }
      delimiter.indentation = closingIndentation(delimiter, from: index)
      skipIndentation(delimiter)
    }
    try push(.string(isTextBody: false, start: start, delimiter: delimiter), at: start)
  }

  /// The length of the longest keyword's spelling.
  private static let longestKeyword = Keyword.allCases.map(\.rawValue.utf8.count).max() ?? 0
  /// The keywords by the length of their spelling, each with its bytes: a name is compared only with the few
  /// keywords of its length, byte by byte, without making a `String` of it (`Keyword(rawValue:)` compares it
  /// with every spelling; a dictionary hashed every short lowercase name).
  private static let keywordsByLength: [[(spelling: [UInt8], keyword: Keyword)]] = {
    var table = Array(repeating: [(spelling: [UInt8], keyword: Keyword)](), count: longestKeyword + 1)
    for keyword in Keyword.allCases {
      let spelling = Array(keyword.rawValue.utf8)
      table[spelling.count].append((spelling, keyword))
    }
    return table
  }()

  /// The keyword spelled by the bytes from `start` to `end` (at most `longestKeyword` of them), if any.
  private static func keyword(in bytes: [UInt8], from start: Int, to end: Int) -> Keyword? {
    let length = end - start
    guard length < keywordsByLength.count else { return nil }
    candidates: for candidate in keywordsByLength[length] {
      for offset in 0..<length where candidate.spelling[offset] != bytes[start + offset] { continue candidates }
      return candidate.keyword
    }
    return nil
  }

  /// The index in `texts` of the name spelled by the bytes from `start` to `end`: a name met before gets the
  /// same text, so that each distinct name of a file is made a `String` once (a file names a few hundred things
  /// in tens of thousands of tokens).
  private mutating func name(from start: Int, to end: Int) -> Int32 {
    // FNV-1a over the bytes.
    var hash: UInt32 = 2_166_136_261
    for offset in start..<end { hash = (hash ^ UInt32(bytes[offset])) &* 16_777_619 }
    if nameSlots.count < 2 * (names + 1) { growNameSlots() }
    let mask = nameSlots.count - 1
    var slot = Int(hash) & mask
    while true {
      let entry = nameSlots[slot]
      guard entry.text >= 0 else { break }
      if entry.hash == hash, Int(entry.end - entry.start) == end - start,
        bytes[Int(entry.start)..<Int(entry.end)].elementsEqual(bytes[start..<end])
      {
        return entry.text
      }
      slot = (slot + 1) & mask
    }
    texts.append(String(decoding: bytes[start..<end], as: UTF8.self))
    let text = Int32(texts.count - 1)
    nameSlots[slot] = NameSlot(hash: hash, start: Int32(start), end: Int32(end), text: text)
    names += 1
    return text
  }

  /// Doubles the name table (16 slots at first) and puts its names back.
  private mutating func growNameSlots() {
    let old = nameSlots
    nameSlots = Array(repeating: NameSlot(), count: Swift.max(16, old.count * 2))
    let mask = nameSlots.count - 1
    for entry in old where entry.text >= 0 {
      var slot = Int(entry.hash) & mask
      while nameSlots[slot].text >= 0 { slot = (slot + 1) & mask }
      nameSlots[slot] = entry
    }
  }

  /// The punctuation a byte of `[ ] { } , : ;` is (without making a `String` for `Punctuation(rawValue:)`).
  private static func punctuation(_ byte: UInt8) -> Punctuation {
    switch byte {
    case UInt8(ascii: "["): return .leftBracket
    case UInt8(ascii: "]"): return .rightBracket
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    default: return .comma
    }
  }

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
      try fail(error("unexpected character '\(scalar)'", at: start, length: length))
      index = Swift.min(index + length, bytes.count)
      return
    }
    // A `!` or `?` bound to what is on its left is postfix (`value!`, `a?.b`) and stands alone, so that
    // `value!)` or `a?` followed by another operator lexes as Swift lexes it; `!=` and `??` stay whole.
    let first = bytes[start]
    if first == UInt8(ascii: "!") || first == UInt8(ascii: "?"), !Self.isSpace(before: start, in: bytes) {
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

  private static func hasPrefix(_ text: String, at position: Int, in bytes: [UInt8]) -> Bool {
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
        try fail(error("'\(text + digits)' is not a valid integer literal", at: start, length: index - start))
        emit(.integerLiteral("0"), start: start, end: index)
        return
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
      try fail(
        error(
          "'\(String(decoding: bytes[start..<index], as: UTF8.self))' is not a valid number",
          at: start,
          length: index - start
        ))
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
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        if isFile { comments.append(SourceRange(start: start, end: index)) }
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
      if Self.hasPrefix("/*", at: index, in: bytes) {
        depth += 1
        index += 2
      } else if Self.hasPrefix("*/", at: index, in: bytes) {
        depth -= 1
        index += 2
        if depth == 0 {
          if isFile { comments.append(SourceRange(start: start, end: index)) }
          return
        }
      } else {
        if bytes[index] == UInt8(ascii: "\n") { sawNewline = true }
        index += 1
      }
    }
    if isFile { comments.append(SourceRange(start: start, end: index)) }
    try fail(error("unterminated '/*' comment", at: start, length: 2))
  }

  // MARK: - Strings

  private mutating func lexStringContents(isTextBody: Bool, literalStart: Int, delimiter: StringDelimiter)
    throws(ScriptDiagnostic)
  {
    segment.removeAll(keepingCapacity: true)
    var segmentStart = index
    func flush(_ lexer: inout Lexer) {
      if !lexer.segment.isEmpty {
        let text = String(decoding: lexer.segment, as: UTF8.self)
        lexer.emit(.stringSegment(text), start: segmentStart, end: lexer.index)
        lexer.segment.removeAll(keepingCapacity: true)
      }
    }
    while true {
      guard index < bytes.count else {
        flush(&self)
        if !isTextBody {
          try fail(error("unterminated string literal", at: literalStart, length: index - literalStart))
        }
        modes.removeLast()
        emit(.stringEnd, start: index, end: index)
        return
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "\""), !isTextBody, let length = closingDelimiterLength(delimiter) {
        flush(&self)
        index += length
        modes.removeLast()
        emit(.stringEnd, start: index - length, end: index)
        return
      }
      if byte == UInt8(ascii: "\n"), !isTextBody {
        guard delimiter.isMultiline else {
          try fail(error("unterminated string literal", at: literalStart, length: index - literalStart))
          flush(&self)
          modes.removeLast()
          emit(.stringEnd, start: index, end: index)
          return
        }
        index += 1
        // The line break before the closing delimiter's line is not part of the text.
        if !isClosingLine(delimiter) { segment.append(byte) }
        skipIndentation(delimiter)
        continue
      }
      guard byte == UInt8(ascii: "\\"), hasEscapeHashes(after: index, delimiter.hashes) else {
        segment.append(byte)
        index += 1
        continue
      }
      let escapeStart = index
      index += delimiter.hashes
      guard index + 1 < bytes.count else {
        try fail(error("invalid escape sequence: '\\' at the end of the text", at: escapeStart, length: 1))
        index = bytes.count
        continue
      }
      let escaped = bytes[index + 1]
      switch escaped {
      case UInt8(ascii: "("):
        flush(&self)
        emit(.interpolationStart, start: escapeStart, end: index + 2)
        index += 2
        try push(.code(parenDepth: 0, isInterpolation: true), at: escapeStart)
        segmentStart = index
        return
      case UInt8(ascii: "n"): segment.append(UInt8(ascii: "\n"))
      case UInt8(ascii: "t"): segment.append(UInt8(ascii: "\t"))
      case UInt8(ascii: "r"): segment.append(UInt8(ascii: "\r"))
      case UInt8(ascii: "0"): segment.append(0)
      case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): segment.append(escaped)
      case UInt8(ascii: "u"):
        if let scalar = try readUnicodeEscape() { segment += scalar }
        continue
      case UInt8(ascii: "\n") where delimiter.isMultiline:
        // A backslash at the end of a line joins it with the next.
        index += 2
        skipIndentation(delimiter)
        continue
      default:
        try fail(error("invalid escape sequence in literal", at: escapeStart, length: index + 2 - escapeStart))
      }
      index += 2
    }
  }

  /// The length of the closing delimiter at `index` (a quote), or nil when the quote is part of the text.
  private func closingDelimiterLength(_ delimiter: StringDelimiter) -> Int? {
    var end = index
    let quotes = delimiter.isMultiline ? 3 : 1
    for _ in 0..<quotes {
      guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { return nil }
      end += 1
    }
    for _ in 0..<delimiter.hashes {
      guard end < bytes.count, bytes[end] == UInt8(ascii: "#") else { return nil }
      end += 1
    }
    return end - index
  }

  /// Whether the line starting at `index` holds only indentation and the closing delimiter.
  private func isClosingLine(_ delimiter: StringDelimiter) -> Bool {
    var position = index
    while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
      position += 1
    }
    var lexer = self
    lexer.index = position
    return lexer.closingDelimiterLength(delimiter) != nil
  }

  /// Skips a multi-line string's indentation at the start of a line: as much as the closing delimiter's line
  /// has (Swift strips that much from every line).
  private mutating func skipIndentation(_ delimiter: StringDelimiter) {
    var skipped = 0
    while skipped < delimiter.indentation, index < bytes.count,
      bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
    {
      index += 1
      skipped += 1
    }
  }

  /// The indentation of the closing delimiter's line of the multi-line string that goes on at `offset`: the
  /// first later line that holds only whitespace and the delimiter.
  private func closingIndentation(_ delimiter: StringDelimiter, from offset: Int) -> Int {
    var lineStart = offset
    while lineStart < bytes.count {
      var lexer = self
      lexer.index = lineStart
      if lexer.isClosingLine(delimiter) {
        var position = lineStart
        while position < bytes.count, bytes[position] == UInt8(ascii: " ") || bytes[position] == UInt8(ascii: "\t") {
          position += 1
        }
        return position - lineStart
      }
      while lineStart < bytes.count, bytes[lineStart] != UInt8(ascii: "\n") { lineStart += 1 }
      lineStart += 1
    }
    return 0
  }

  /// Whether the backslash at `offset` is followed by `hashes` `#`s, as an escape in a raw string must be.
  private func hasEscapeHashes(after offset: Int, _ hashes: Int) -> Bool {
    for step in 0..<hashes {
      guard offset + 1 + step < bytes.count, bytes[offset + 1 + step] == UInt8(ascii: "#") else { return false }
    }
    return true
  }

  /// Reads `\u{1F600}` starting at the backslash and returns the scalar's UTF-8 bytes.
  private mutating func readUnicodeEscape() throws(ScriptDiagnostic) -> [UInt8]? {
    let start = index
    index += 2
    guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else {
      try fail(error("expected '{' in \\u{…} escape", at: start, length: 2))
      return nil
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
      try fail(error("invalid \\u{…} escape: expected 1 to 8 hexadecimal digits naming a scalar", at: start, length: 2))
      return nil
    }
    index += 1
    return Array(String(Character(scalar)).utf8)
  }

  // MARK: - Helpers

  /// An error: thrown in the subset's mode; in a file's, recorded so that the caller can resume after it.
  private mutating func fail(_ diagnostic: ScriptDiagnostic) throws(ScriptDiagnostic) {
    guard isFile else { throw diagnostic }
    record(diagnostic)
  }

  private mutating func record(_ diagnostic: ScriptDiagnostic) {
    if diagnostics.count < Self.maxFileDiagnostics { diagnostics.append(diagnostic) }
  }

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
    guard !isFile else {
      emitFileToken(fileKind(kind), start: start, end: end)
      return
    }
    tokens.append(
      Token(
        kind: kind, range: SourceRange(start: start, end: end), hasLeadingSpace: Self.isSpace(before: start, in: bytes),
        hasTrailingSpace: Self.isSpace(after: end, in: bytes), isAtStartOfLine: sawNewline || tokens.isEmpty))
    sawNewline = false
  }

  /// Emits punctuation, in a file's mode without going through `fileKind`.
  private mutating func emit(_ punctuation: Punctuation, start: Int, end: Int) {
    if isFile {
      emitFileToken(.punctuation(punctuation), start: start, end: end)
    } else {
      emit(.punctuation(punctuation), start: start, end: end)
    }
  }

  /// Emits a keyword, in a file's mode without going through `fileKind`.
  private mutating func emit(_ keyword: Keyword, start: Int, end: Int) {
    if isFile {
      emitFileToken(.keyword(keyword), start: start, end: end)
    } else {
      emit(.keyword(keyword), start: start, end: end)
    }
  }

  /// Emits a token in a file's mode.
  private mutating func emitFileToken(_ kind: FileToken.Kind, start: Int, end: Int) {
    fileTokens.append(
      FileToken(
        kind: kind, range: SourceRange(start: start, end: end), hasLeadingSpace: Self.isSpace(before: start, in: bytes),
        hasTrailingSpace: Self.isSpace(after: end, in: bytes), isAtStartOfLine: sawNewline || fileTokens.isEmpty))
    sawNewline = false
  }

  /// A file token's kind: the kind with its text moved to `texts`.
  private mutating func fileKind(_ kind: TokenKind) -> FileToken.Kind {
    func store(_ text: String, _ lexer: inout Lexer) -> Int32 {
      lexer.texts.append(text)
      return Int32(lexer.texts.count - 1)
    }
    switch kind {
    case .identifier(let text): return .identifier(store(text, &self))
    case .dollarIdentifier(let text): return .dollarIdentifier(store(text, &self))
    case .keyword(let keyword): return .keyword(keyword)
    case .integerLiteral(let text): return .integerLiteral(store(text, &self))
    case .floatLiteral(let text): return .floatLiteral(store(text, &self))
    case .stringStart: return .stringStart
    case .stringSegment(let text): return .stringSegment(store(text, &self))
    case .interpolationStart: return .interpolationStart
    case .interpolationEnd: return .interpolationEnd
    case .stringEnd: return .stringEnd
    case .punctuation(let punctuation): return .punctuation(punctuation)
    case .operator(let text): return .operator(store(text, &self))
    case .attribute(let text): return .attribute(store(text, &self))
    case .pound(let text): return .pound(store(text, &self))
    case .endOfInput: return .endOfInput
    }
  }

  // The helpers a token's emission calls are static and take the bytes: a method of the lexer, called from a
  // mutating one, was given a copy of the whole lexer (two 193-byte copies per token, callgrind).

  private static func isSpace(before offset: Int, in bytes: [UInt8]) -> Bool {
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

  private static func isSpace(after offset: Int, in bytes: [UInt8]) -> Bool {
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
