extension Parser {
  /// Parses a struct declaration as Swift writes it:
  ///
  ///     struct BoundsAnchor: Equatable {
  ///       var anchor: Anchor<CGRect>? = nil
  ///       static func == (lhs: BoundsAnchor, rhs: BoundsAnchor) -> Bool { false }
  ///     }
  ///
  /// Members are stored properties with a type annotation (`var`/`let name: Type = default`) and at most one
  /// `static func ==`; conformances are accepted and not checked. Other members are `unsupported`.
  public static func parseStructDeclaration(_ source: SourceText, limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic) -> StructDeclaration
  {
    try parse(source, limits, "the struct declaration") { (parser: inout Parser) throws(ScriptDiagnostic) in
      try parser.parseStruct()
    }
  }

  private mutating func parseStruct() throws(ScriptDiagnostic) -> StructDeclaration {
    guard isKeyword(.struct) else { throw expected("'struct'") }
    advance()
    let (name, nameRange) = try expectIdentifier("the struct's name")
    guard name.first?.isUppercase == true, ValueType.builtin(named: name) == nil else {
      throw error("'\(name)' cannot name a struct here", at: nameRange)
    }
    if isPunctuation(.colon) {
      repeat {
        advance()
        _ = try expectIdentifier("a protocol name")
      } while isPunctuation(.comma)
    }
    _ = try expect(.leftBrace, "to open the struct's body")
    var fields: [StructField] = []
    var equality = StructEquality.memberwise
    while !isPunctuation(.rightBrace) {
      if isPunctuation(.semicolon) {
        advance()
        continue
      }
      switch current.kind {
      case .keyword(.var), .keyword(.let):
        fields.append(try parseStoredProperty())
      case .keyword(.static):
        guard case .memberwise = equality else { throw error("'==' is declared twice", at: current.range) }
        equality = .custom(try parseEqualityFunction(of: name))
      case .endOfInput:
        throw expected("'}' to close the struct's body")
      default:
        throw error(
          "only stored properties and 'static func ==' are supported in a struct, found \(current.kind.displayText)",
          at: current.range,
          code: .unsupported
        )
      }
    }
    advance()
    return StructDeclaration(name: name, fields: fields, equality: equality)
  }

  /// `var name: Type = default` or `let name: Type`.
  private mutating func parseStoredProperty() throws(ScriptDiagnostic) -> StructField {
    let isMutable = isKeyword(.var)
    advance()
    let (name, nameRange) = try expectIdentifier("a property name")
    guard isPunctuation(.colon) else {
      throw error("the property '\(name)' needs a type annotation ('\(name): Type')", at: nameRange, code: .unsupported)
    }
    advance()
    let type = try parseTypeAnnotation().type
    var defaultValue: ScriptExpression?
    if isOperator("=") {
      advance()
      defaultValue = ScriptExpression(syntax: try parseExpression(), source: source)
    }
    return StructField(name: name, type: type, defaultValue: defaultValue, isMutable: isMutable)
  }

  /// `static func == (lhs: Name, rhs: Name) -> Bool { body }`.
  private mutating func parseEqualityFunction(of typeName: String) throws(ScriptDiagnostic) -> ScriptClosure {
    let start = current.range.start
    advance()
    guard isKeyword(.func) else {
      throw error("only 'static func ==' is supported", at: current.range, code: .unsupported)
    }
    advance()
    guard isOperator("==") else {
      throw error("only 'static func ==' is supported", at: current.range, code: .unsupported)
    }
    advance()
    _ = try expect(.leftParen, "before the parameters of '=='")
    var parameters: [String] = []
    while !isPunctuation(.rightParen) {
      if !parameters.isEmpty { _ = try expect(.comma, "between the parameters of '=='") }
      let (parameter, _) = try expectIdentifier("a parameter name")
      _ = try expect(.colon, "after the parameter name")
      let type = try parseTypeAnnotation()
      guard type.type == .structure(typeName) else {
        throw error("the parameters of '==' must be of type '\(typeName)'", at: type.range)
      }
      parameters.append(parameter)
    }
    advance()
    guard parameters.count == 2 else {
      throw error("'==' takes two parameters", at: SourceRange(start: start, end: previousEnd))
    }
    guard isOperator("->") else { throw expected("'-> Bool'") }
    advance()
    let result = try parseTypeAnnotation()
    guard result.type == .bool else { throw error("'==' must return 'Bool'", at: result.range) }
    let body = try parseBlock("to open the body of '=='")
    return ScriptClosure(
      syntax: ClosureSyntax(parameters: parameters, body: body, range: SourceRange(start: start, end: previousEnd)),
      source: source
    )
  }
}

extension StructDeclaration {
  /// Parses a struct declaration from Swift source; see `Parser.parseStructDeclaration(_:limits:)`.
  public init(parsing text: String, origin: SourceOrigin = SourceOrigin(), limits: ParseLimits = ParseLimits())
    throws(ScriptDiagnostic)
  {
    self = try Parser.parseStructDeclaration(SourceText(text, origin: origin), limits: limits)
  }
}
