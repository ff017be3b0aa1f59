extension Parser {
  /// type → ( name generic-arguments? | '[' type ']' | '(' type ')' ) '?'*.
  mutating func parseTypeAnnotation() throws(ScriptDiagnostic) -> TypeAnnotationSyntax {
    let start = current.range.start
    let type = try parseType()
    return TypeAnnotationSyntax(type: type, range: SourceRange(start: start, end: previousEnd))
  }

  private mutating func parseType() throws(ScriptDiagnostic) -> ValueType {
    try enter()
    defer { leave() }
    var type: ValueType
    let token = current
    switch token.kind {
    case .punctuation(.leftBracket):
      advance()
      let element = try parseType()
      if isPunctuation(.colon) {
        throw error("dictionary types are not supported", at: current.range, code: .unsupported)
      }
      _ = try expect(.rightBracket, "to close the array type")
      type = .array(element)
    case .punctuation(.leftParen):
      advance()
      if isPunctuation(.rightParen) {
        advance()
        type = .void
      } else {
        type = try parseType()
        if isPunctuation(.comma) {
          throw error("tuple types are not supported", at: current.range, code: .unsupported)
        }
        _ = try expect(.rightParen, "to close the parenthesized type")
      }
    case .identifier(let name):
      advance()
      type = try parseNamedType(name, range: token.range)
    default:
      throw expected("a type")
    }
    while case .operator(let text) = current.kind, !current.hasLeadingSpace,
      text.allSatisfy({ $0 == "?" || $0 == "!" })
    {
      if text.contains("!") {
        throw error(
          "implicitly unwrapped optionals ('!') are not supported; use '?'", at: current.range, code: .unsupported)
      }
      for _ in text { type = .optional(type) }
      advance()
    }
    return type
  }

  private mutating func parseNamedType(_ name: String, range: SourceRange) throws(ScriptDiagnostic) -> ValueType {
    var arguments: [ValueType] = []
    if isOperator("<") || current.kind.operatorText?.hasPrefix("<") == true {
      guard isOperator("<") else { throw unknownOperator(current.kind.operatorText ?? "<") }
      advance()
      repeat {
        if !arguments.isEmpty { advance() }
        arguments.append(try parseType())
      } while isPunctuation(.comma)
      try consumeClosingAngle()
    }
    func arity(_ count: Int) throws(ScriptDiagnostic) {
      guard arguments.count == count else {
        throw error(
          "'\(name)' takes \(count) generic argument\(count == 1 ? "" : "s"), found \(arguments.count)",
          at: range
        )
      }
    }
    if let builtin = ValueType.builtin(named: name) {
      try arity(0)
      return builtin
    }
    switch name {
    case "Optional":
      try arity(1)
      return .optional(arguments[0])
    case "Array":
      try arity(1)
      return .array(arguments[0])
    case "Binding":
      try arity(1)
      return .binding(arguments[0])
    case "Anchor":
      try arity(1)
      guard arguments[0] == .cgRect || arguments[0] == .cgPoint else {
        throw error("only 'Anchor<CGRect>' and 'Anchor<CGPoint>' are supported", at: range, code: .unsupported)
      }
      return .anchor(arguments[0])
    case "Range", "ClosedRange":
      try arity(1)
      guard arguments[0] == .int else {
        throw error("only ranges of 'Int' are supported", at: range, code: .unsupported)
      }
      return .range(closed: name == "ClosedRange")
    case "Float", "Float32", "Float64", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "Character", "Dictionary", "Set":
      throw error("the type '\(name)' is not supported", at: range, code: .unsupported)
    default:
      guard name.first?.isUppercase == true else {
        throw error("'\(name)' is not a type name", at: range)
      }
      try arity(0)
      return .structure(name)
    }
  }

  /// Consumes one `>`, splitting a token such as `>>` or `>?` as Swift does when closing generic arguments.
  private mutating func consumeClosingAngle() throws(ScriptDiagnostic) {
    guard case .operator(let text) = current.kind, text.hasPrefix(">") else {
      throw expected("'>' to close the generic arguments")
    }
    if text == ">" {
      advance()
      return
    }
    let token = current
    let rest = String(text.dropFirst())
    tokens[position] = Token(
      kind: .operator(rest),
      range: SourceRange(start: token.range.start + 1, end: token.range.end),
      hasLeadingSpace: false,
      hasTrailingSpace: token.hasTrailingSpace,
      isAtStartOfLine: false
    )
  }
}

extension TokenKind {
  /// The operator's text when the token is an operator.
  var operatorText: String? {
    if case .operator(let text) = self { return text }
    return nil
  }
}
