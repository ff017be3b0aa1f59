import SwiftSubset

extension FileParser {
  /// type → attributes? ('some' | 'any')? composition; composition → postfix-type ('&' postfix-type)*;
  /// postfix-type → primary-type ('?' | '!' | '.Type' | '.Protocol' | '...')*; function types `(…) -> T`.
  ///
  /// Never fails: a missing type is `.missing` at the current token, reported, with nothing consumed.
  mutating func parseType() throws(NestingLimitReached) -> TypeRef {
    try enter()
    defer { leave() }
    let start = currentRange.start
    _ = try parseAttributes()
    if let word = self.word(), word == "some" || word == "any",
      self.word(ahead: 1) != nil
        || isPunctuation(.leftParen, ahead: 1) || isPunctuation(.leftBracket, ahead: 1)
    {
      advance()
      let inner = try parseType()
      return make(word == "some" ? .opaque(inner) : .existential(inner), from: start)
    }
    if let word = self.word(), word == "inout" || word == "borrowing" || word == "consuming" || word == "sending" {
      advance()
    }
    var type = try parsePostfixType()
    if isOperator("&") {
      var members = [type]
      while isOperator("&") {
        advance()
        members.append(try parsePostfixType())
      }
      type = make(.composition(members), from: start)
    }
    // A function type: `(A) -> B`, possibly `async throws`.
    while let effect = self.word(), effect == "async" || effect == "throws" || effect == "rethrows" {
      advance()
      if isPunctuation(.leftParen), !currentHasLeadingSpace { skipBalanced() }
    }
    if isOperator("->") {
      advance()
      let result = try parseType()
      let parameters: [TypeRef]
      if case .tuple(let elements) = type.kind { parameters = elements } else { parameters = [type] }
      type = make(.function(parameters: parameters, result: result), from: start)
    }
    return type
  }

  private mutating func parsePostfixType() throws(NestingLimitReached) -> TypeRef {
    let start = currentRange.start
    var type = try parsePrimaryType()
    while true {
      if let text = operatorText(), !currentHasLeadingSpace, text.allSatisfy({ $0 == "?" || $0 == "!" }) {
        advance()
        for character in text { type = make(.optional(type, isImplicitlyUnwrapped: character == "!"), from: start) }
      } else if isPunctuation(.period), let word = self.word(ahead: 1), word == "Type" || word == "Protocol" {
        advance()
        advance()
        type = make(.metatype(type), from: start)
      } else if isOperator("..."), !currentHasLeadingSpace {
        advance()
      } else {
        return type
      }
    }
  }

  private mutating func parsePrimaryType() throws(NestingLimitReached) -> TypeRef {
    let start = currentRange.start
    switch kind() {
    case .punctuation(.leftBracket):
      advance()
      let element = try parseType()
      if isPunctuation(.colon) {
        advance()
        let value = try parseType()
        expect(.rightBracket, "to close the dictionary type")
        return make(.dictionary(element, value), from: start)
      }
      expect(.rightBracket, "to close the array type")
      return make(.array(element), from: start)
    case .punctuation(.leftParen):
      advance()
      var elements: [TypeRef] = []
      while !isAtEnd, !isPunctuation(.rightParen) {
        // `(label: Type)`, `(_ name: Type)`.
        if self.word() != nil, isPunctuation(.colon, ahead: 1) {
          advance()
          advance()
        } else if self.word() != nil, self.word(ahead: 1) != nil, isPunctuation(.colon, ahead: 2) {
          advance()
          advance()
          advance()
        }
        let element = try parseType()
        elements.append(element)
        if isPunctuation(.comma) {
          advance()
        } else {
          break
        }
      }
      expect(.rightParen, "to close the parenthesized type")
      if elements.count == 1, !isOperator("->") { return elements[0] }
      return make(.tuple(elements), from: start)
    case .identifier, .keyword(.self):
      var components: [TypeRef.Component] = []
      repeat {
        if !components.isEmpty { advance() }
        guard let name = self.word() else {
          error("expected a type name after '.'", at: currentRange)
          break
        }
        advance()
        let arguments = try parseGenericArgumentsIfPresent() ?? []
        components.append(TypeRef.Component(name: name, arguments: arguments))
      } while isPunctuation(.period) && self.word(ahead: 1).map { $0 != "Type" && $0 != "Protocol" } == true
      return make(.named(components), from: start)
    default:
      error("expected a type, found \(currentDisplayText)", at: currentRange)
      return TypeRef(
        kind: .missing, range: SourceRange(start: currentRange.start, end: currentRange.start), text: "")
    }
  }

  /// `<A, B>` directly after a type name; nil when there is none.
  mutating func parseGenericArgumentsIfPresent() throws(NestingLimitReached) -> [TypeRef]? {
    guard operatorText()?.hasPrefix("<") == true, !currentHasLeadingSpace else { return nil }
    if !isOperator("<") {
      // `<[`-style runs are not generic arguments.
      return nil
    }
    advance()
    var arguments: [TypeRef] = []
    while !isAtEnd {
      arguments.append(try parseType())
      guard isPunctuation(.comma) else { break }
      advance()
    }
    if !consumeClosingAngle() { error("expected '>' to close the generic arguments", at: currentRange) }
    return arguments
  }

  /// Tries to read `<A, B>` after a name in an expression (`Largest<CGFloat>.self`); restores the position and
  /// returns nil when what follows is not a generic argument list closed before `(`, `.`, or the end of the
  /// expression.
  mutating func parseGenericArgumentsInExpression() throws(NestingLimitReached) -> [TypeRef]? {
    guard isOperator("<"), !currentHasLeadingSpace else { return nil }
    // Quick check: the closing `>` must come before anything that cannot be in a type.
    var index = position + 1
    var angleDepth = 1
    var isClosed = false
    scan: while index < tokens.count - 1, index < tokenLimit, index - position < 64 {
      switch tokens[index].kind {
      case .operator(let textIndex):
        let text = tokenText(textIndex)
        if text.hasPrefix(">") {
          angleDepth -= text.prefix { $0 == ">" }.count
          if angleDepth <= 0 {
            isClosed = true
            break scan
          }
        } else if text == "<" {
          angleDepth += 1
        } else if text != "?", text != "!", text != "->", text != "&" {
          return nil
        }
      case .identifier, .keyword(.self), .punctuation(.period), .punctuation(.comma), .punctuation(.leftBracket),
        .punctuation(.rightBracket), .punctuation(.colon), .punctuation(.leftParen), .punctuation(.rightParen):
        break
      default:
        return nil
      }
      index += 1
    }
    guard isClosed else { return nil }
    let saved = position
    let savedTokens = tokens
    let savedTextCount = texts.count
    let savedDiagnostics = diagnostics.count
    let arguments = try parseGenericArgumentsIfPresent()
    let follows: Bool
    switch kind() {
    case .punctuation(.leftParen), .punctuation(.period), .punctuation(.rightParen), .punctuation(.comma),
      .punctuation(.rightBracket), .punctuation(.rightBrace), .punctuation(.leftBrace), .endOfInput:
      follows = true
    default:
      follows = currentIsAtStartOfLine
    }
    guard let arguments, follows, diagnostics.count == savedDiagnostics else {
      position = saved
      tokens = savedTokens
      texts.removeSubrange(savedTextCount...)
      truncateDiagnostics(to: savedDiagnostics)
      return nil
    }
    return arguments
  }

  private func make(_ kind: TypeRef.Kind, from start: Int) -> TypeRef {
    let range = SourceRange(start: start, end: Swift.max(start, previousEnd))
    return TypeRef(kind: kind, range: range, text: Self.compactTypeText(text(range)))
  }

  /// Whether `compactTypeText` changes the spacing around a byte: white space, `,`, `:`, `-` (of `->`) and `&`.
  private static func isRespaced(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: ","),
      UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "&"):
      return true
    default:
      return false
    }
  }

  /// A type's text in one spacing: none around brackets, one after `,` and `:`, after `some`/`any`, and around
  /// `->` and `&`.
  static func compactTypeText(_ text: String) -> String {
    // Most types (`String`, `CGFloat?`, `Binding<Bool>`) have nothing to respace.
    if !text.utf8.contains(where: Self.isRespaced) { return text }
    if let compact = compactASCIITypeText(text) { return compact }
    var result = ""
    var pendingSpace = false
    for character in text {
      if character == " " || character == "\n" || character == "\t" || character == "\r" {
        pendingSpace = true
        continue
      }
      if pendingSpace, let last = result.last, last.isLetter || last.isNumber || last == "_",
        character.isLetter || character == "_"
      {
        result.append(" ")
      }
      pendingSpace = false
      result.append(character)
      if character == "," || character == ":" { result.append(" ") }
    }
    return result.replacingArrows()
  }

  /// `compactTypeText` on the bytes of an ASCII text without `\r` (where each byte is one `Character`, and a
  /// letter, digit or `_` is what `Character.isLetter`/`isNumber` say); nil for any other text.
  private static func compactASCIITypeText(_ text: String) -> String? {
    var text = text
    return text.withUTF8 { bytes -> String? in
      var result: [UInt8] = []
      result.reserveCapacity(bytes.count + 8)
      var pendingSpace = false
      var hasArrowOrAmpersand = false
      for byte in bytes {
        guard byte < 0x80, byte != UInt8(ascii: "\r") else { return nil }
        if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") {
          pendingSpace = true
          continue
        }
        if pendingSpace, let last = result.last, isWordByte(last), isWordStartByte(byte) {
          result.append(UInt8(ascii: " "))
        }
        pendingSpace = false
        if byte == UInt8(ascii: ">") && result.last == UInt8(ascii: "-") || byte == UInt8(ascii: "&") {
          hasArrowOrAmpersand = true
        }
        result.append(byte)
        if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ":") { result.append(UInt8(ascii: " ")) }
      }
      guard hasArrowOrAmpersand else { return String(decoding: result, as: UTF8.self) }
      // `replacingArrows`, bytewise.
      var spaced: [UInt8] = []
      spaced.reserveCapacity(result.count + 8)
      var previous: UInt8?
      for byte in result {
        if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "&"), previous != UInt8(ascii: " ") {
          spaced.append(UInt8(ascii: " "))
        }
        spaced.append(byte)
        if byte == UInt8(ascii: ">") && previous == UInt8(ascii: "-") || byte == UInt8(ascii: "&") {
          spaced.append(UInt8(ascii: " "))
        }
        previous = byte
      }
      return String(decoding: spaced, as: UTF8.self)
    }
  }

  /// An ASCII letter, digit or `_`.
  private static func isWordByte(_ byte: UInt8) -> Bool {
    isWordStartByte(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }

  /// An ASCII letter or `_`.
  private static func isWordStartByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }
}

extension String {
  /// `A->B` as `A -> B`, `A&B` as `A & B`.
  fileprivate func replacingArrows() -> String {
    guard contains("->") || contains("&") else { return self }
    var result = ""
    var previous: Character?
    for character in self {
      if character == "-" || character == "&", previous != " " { result.append(" ") }
      result.append(character)
      if character == ">" && previous == "-" || character == "&" { result.append(" ") }
      previous = character
    }
    return result
  }
}
