import SwiftSubset

extension FileParser {
  /// Declaration modifiers, which may come in any order before the introducing keyword.
  static let declarationModifiers: Set<String> = [
    "private", "fileprivate", "internal", "public", "open", "package", "static", "class", "final", "override",
    "mutating", "nonmutating", "lazy", "weak", "unowned", "convenience", "required", "dynamic", "optional",
    "indirect", "nonisolated", "prefix", "postfix", "infix", "isolated", "consuming", "borrowing", "distributed",
    "unsafe",
  ]

  /// Keywords that introduce a declaration.
  static let declarationKeywords: Set<String> = [
    "import", "struct", "class", "enum", "actor", "protocol", "extension", "var", "let", "func", "init",
    "typealias", "case", "subscript", "deinit", "operator", "precedencegroup", "associatedtype", "macro",
  ]

  /// The words an accessor starts with.
  private static let accessorKeywords: Set<String> = [
    "get", "set", "didSet", "willSet", "_read", "_modify", "init", "unsafeAddress",
  ]

  /// Whether `word` is a declaration modifier. Every modifier and keyword starts with a lowercase ASCII letter, so
  /// the names statements mostly start with (`Text`, `VStack`) are told apart without hashing them.
  static func isDeclarationModifier(_ word: String) -> Bool {
    startsLowercase(word) && declarationModifiers.contains(word)
  }

  /// Whether `word` is a keyword that introduces a declaration.
  static func isDeclarationKeyword(_ word: String) -> Bool {
    startsLowercase(word) && declarationKeywords.contains(word)
  }

  static func startsLowercase(_ word: String) -> Bool {
    guard let first = word.utf8.first else { return false }
    return first >= UInt8(ascii: "a") && first <= UInt8(ascii: "z")
  }

  /// Whether the current token can start a declaration.
  func startsDeclaration() -> Bool {
    switch kind() {
    case .attribute, .pound: return true
    case .punctuation(.rightBrace): return true
    default:
      guard let word = self.word() else { return false }
      if Self.isDeclarationKeyword(word) { return true }
      // `private`, `static`: a modifier only when a declaration follows (`open` and `class` may be names).
      if Self.isDeclarationModifier(word), let next = self.word(ahead: 1) {
        return Self.isDeclarationKeyword(next) || Self.isDeclarationModifier(next)
      }
      return false
    }
  }

  // MARK: - Lists

  /// Reads declarations until `}` (in a body, not consumed) or the end of the file.
  mutating func parseDeclarations(isTopLevel: Bool) -> [Decl] {
    var declarations: [Decl] = []
    while !isAtEnd {
      if isPunctuation(.semicolon) {
        advance()
        continue
      }
      if isPunctuation(.rightBrace) {
        if !isTopLevel { break }
        error("unexpected '}' at the top level of the file", at: currentRange)
        advance()
        continue
      }
      let start = position
      do {
        declarations += try parseDeclaration(isTopLevel: isTopLevel)
      } catch {
        // Too deep: skip the rest of this declaration.
        report(
          .error, .limit,
          "the code nests deeper than \(limits.maxNestingDepth) levels; the rest of this declaration is skipped",
          at: tokens[Swift.min(start, tokens.count - 1)].range)
        position = start
        skipBalancedDeclaration()
      }
      if position == start { skipBalanced() }
    }
    return declarations
  }

  /// Skips a declaration that could not be read: to the end of its body's braces or its line.
  private mutating func skipBalancedDeclaration() {
    let startLine = currentRange.start
    advance()
    while !isAtEnd {
      if currentIsAtStartOfLine, startsDeclaration(), kind() != .punctuation(.rightBrace) { return }
      if isPunctuation(.leftBrace) {
        skipBalanced()
        return
      }
      if isPunctuation(.rightBrace) { return }
      skipBalanced()
    }
    _ = startLine
  }

  /// Reads one declaration (several for `let a = 1, b = 2`), or a statement at the top level.
  mutating func parseDeclaration(isTopLevel: Bool) throws(NestingLimitReached) -> [Decl] {
    let start = currentRange.start
    if let name = poundName, name != "Preview" {
      return try parsePoundDeclaration(name, isTopLevel: isTopLevel)
    }
    let attributes = try parseAttributes()
    var modifiers: [String] = []
    while let word = self.word(), Self.isDeclarationModifier(word),
      let next = self.word(ahead: 1) ?? (isPunctuation(.leftParen, ahead: 1) ? "(" : nil),
      Self.isDeclarationKeyword(next) || Self.isDeclarationModifier(next) || next == "("
    {
      modifiers.append(word)
      advance()
      // `private(set)`, `unowned(safe)`.
      if isPunctuation(.leftParen), !currentHasLeadingSpace { skipBalanced() }
    }
    func make(_ kind: Decl.Kind) -> Decl {
      Decl(kind: kind, attributes: attributes, modifiers: modifiers, range: SourceRange(start: start, end: previousEnd))
    }
    if isPound("Preview") {
      return [make(.preview(try parsePreview()))]
    }
    guard let keyword = self.word() else {
      return try parseNonDeclaration(start: start, attributes: attributes, modifiers: modifiers, isTopLevel: isTopLevel)
    }
    switch keyword {
    case "import":
      advance()
      if let kind = self.word(),
        ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
          .contains(kind), self.word(ahead: 1) != nil
      {
        advance()
      }
      var path: [String] = []
      while let name = self.word() {
        path.append(name)
        advance()
        guard isPunctuation(.period) else { break }
        advance()
      }
      if path.isEmpty { error("expected a module name after 'import'", at: currentRange) }
      return [make(.importDecl(path.joined(separator: ".")))]
    case "struct", "class", "enum", "actor", "protocol", "extension":
      guard keyword != "class" || self.word(ahead: 1) != nil else { break }
      return [make(.type(try parseTypeDeclaration()))]
    case "var", "let":
      var declarations: [Decl] = []
      for variable in try parseVariables() { declarations.append(make(.variable(variable))) }
      return declarations
    case "func":
      return [make(.function(try parseFunction()))]
    case "init":
      return [make(.initializer(try parseInitializer()))]
    case "typealias":
      return [make(.typeAlias(try parseTypeAlias()))]
    case "case":
      guard !isTopLevel else { break }
      return [make(.enumCase(try parseEnumCase()))]
    case "subscript", "deinit", "operator", "precedencegroup", "associatedtype", "macro":
      advance()
      skipDeclarationRest()
      return [make(.other(keyword))]
    default:
      break
    }
    return try parseNonDeclaration(start: start, attributes: attributes, modifiers: modifiers, isTopLevel: isTopLevel)
  }

  /// What is not a declaration: a statement at the top level, an error in a type's body.
  private mutating func parseNonDeclaration(
    start: Int, attributes: [Attribute], modifiers: [String], isTopLevel: Bool
  ) throws(NestingLimitReached) -> [Decl] {
    if isTopLevel, attributes.isEmpty, modifiers.isEmpty {
      let statement = try parseStatement()
      return [Decl(kind: .statement(statement), attributes: [], modifiers: [], range: statement.range)]
    }
    error("expected a declaration, found \(currentDisplayText)", at: currentRange)
    skipToDeclarationStart()
    return []
  }

  /// Skips the rest of a declaration the parser does not read (`subscript`, `deinit`): up to its body's end
  /// or its line's end.
  private mutating func skipDeclarationRest() {
    while !isAtEnd, !currentIsAtStartOfLine || isPunctuation(.leftBrace) {
      if isPunctuation(.rightBrace) { return }
      if isPunctuation(.leftBrace) {
        skipBalanced()
        return
      }
      skipBalanced()
    }
  }

  /// `#if` around declarations, or another `#` directive at declaration level (`#warning`, `#error`,
  /// a freestanding macro), which is skipped.
  private mutating func parsePoundDeclaration(_ name: String, isTopLevel: Bool) throws(NestingLimitReached)
    -> [Decl]
  {
    let start = currentRange.start
    if name == "if" {
      let config = try parseIfConfig { (parser: inout FileParser) throws(NestingLimitReached) in
        try parser.parseDeclarations(inDirectiveOf: isTopLevel)
      }
      return [
        Decl(kind: .ifConfig(config), attributes: [], modifiers: [], range: SourceRange(start: start, end: previousEnd))
      ]
    }
    if ["elseif", "else", "endif"].contains(name) {
      error("'#\(name)' without '#if'", at: currentRange)
      advance()
      skipDirectiveLine()
      return []
    }
    advance()
    if isPunctuation(.leftParen), !currentIsAtStartOfLine { skipBalanced() }
    if isPunctuation(.leftBrace), !currentIsAtStartOfLine { skipBalanced() }
    return [
      Decl(kind: .other("#" + name), attributes: [], modifiers: [], range: SourceRange(start: start, end: previousEnd))
    ]
  }

  /// Declarations inside a `#if` clause: until the next `#elseif`, `#else` or `#endif`.
  private mutating func parseDeclarations(inDirectiveOf isTopLevel: Bool) throws(NestingLimitReached) -> [Decl] {
    var declarations: [Decl] = []
    while !isAtEnd, !isClauseEnd {
      if isPunctuation(.semicolon) {
        advance()
        continue
      }
      if isPunctuation(.rightBrace) {
        if !isTopLevel { break }
        error("unexpected '}' at the top level of the file", at: currentRange)
        advance()
        continue
      }
      let start = position
      declarations += try parseDeclaration(isTopLevel: isTopLevel)
      if position == start { skipBalanced() }
    }
    return declarations
  }

  // MARK: - Attributes

  /// `@Name`, `@Name(arguments)`, `@Name<Type>` repeated.
  mutating func parseAttributes() throws(NestingLimitReached) -> [Attribute] {
    var attributes: [Attribute] = []
    while case .attribute(let text) = kind() {
      var name = tokenText(text)
      let start = currentRange.start
      advance()
      while isPunctuation(.period), !currentHasLeadingSpace, let part = self.word(ahead: 1) {
        name += "." + part
        advance()
        advance()
      }
      if isOperator("<"), !currentHasLeadingSpace {
        _ = try parseGenericArgumentsIfPresent()
      }
      var arguments: [Argument]?
      if isPunctuation(.leftParen), !currentHasLeadingSpace {
        arguments = try parseArgumentList(closing: .rightParen)
      }
      attributes.append(Attribute(name: name, arguments: arguments, range: SourceRange(start: start, end: previousEnd)))
    }
    return attributes
  }

  // MARK: - Types

  /// `struct Name<G>: Inherited where … { members }` and the other type keywords, `extension Type … { }`.
  private mutating func parseTypeDeclaration() throws(NestingLimitReached) -> TypeDecl {
    let keyword = TypeDecl.Keyword(rawValue: self.word() ?? "") ?? .struct
    advance()
    var name = ""
    var nameRange = currentRange
    if keyword == .extension {
      let type = try parseType()
      name = type.text
      nameRange = type.range
    } else if let word = self.word() {
      name = word
      advance()
    } else {
      error("expected a name after '\(keyword.rawValue)'", at: currentRange)
    }
    let generics = try parseGenericParameters()
    var inherited: [TypeRef] = []
    if isPunctuation(.colon) {
      advance()
      repeat {
        if !inherited.isEmpty { advance() }
        let type = try parseType()
        inherited.append(type)
      } while isPunctuation(.comma)
    }
    let requirements = try parseWhereClause()
    let bodyStart = currentRange.start
    var members: [Decl] = []
    if isPunctuation(.leftBrace) {
      advance()
      try enter()
      members = parseDeclarations(isTopLevel: false)
      leave()
      expect(.rightBrace, "to close the body of '\(name)'")
    } else {
      error("expected '{' to start the body of '\(name)'", at: currentRange)
    }
    return TypeDecl(
      keyword: keyword, name: name, nameRange: nameRange, genericParameters: generics, inherited: inherited,
      requirements: requirements, members: members, bodyRange: SourceRange(start: bodyStart, end: previousEnd))
  }

  /// `<T: P, U>`, when present.
  mutating func parseGenericParameters() throws(NestingLimitReached) -> [GenericParameter] {
    guard operatorText()?.hasPrefix("<") == true else { return [] }
    advance()
    var parameters: [GenericParameter] = []
    while !isAtEnd {
      let start = currentRange.start
      if isWord("each") || isWord("repeat") { advance() }
      guard let name = self.word() else {
        error("expected a generic parameter name", at: currentRange)
        break
      }
      advance()
      var constraint: TypeRef?
      if isPunctuation(.colon) {
        advance()
        constraint = try parseType()
      }
      parameters.append(
        GenericParameter(name: name, constraint: constraint, range: SourceRange(start: start, end: previousEnd)))
      guard isPunctuation(.comma) else { break }
      advance()
    }
    if !consumeClosingAngle() { error("expected '>' to close the generic parameters", at: currentRange) }
    return parameters
  }

  /// `where A: P, B == C`, when present.
  mutating func parseWhereClause() throws(NestingLimitReached) -> [GenericRequirement] {
    guard isWord("where") else { return [] }
    advance()
    var requirements: [GenericRequirement] = []
    repeat {
      if !requirements.isEmpty { advance() }
      let subject = try parseType()
      let isSameType: Bool
      if isPunctuation(.colon) {
        isSameType = false
      } else if isOperator("==") {
        isSameType = true
      } else {
        error("expected ':' or '==' in the 'where' clause", at: currentRange)
        break
      }
      advance()
      let constraint = try parseType()
      requirements.append(GenericRequirement(subject: subject, isSameType: isSameType, constraint: constraint))
    } while isPunctuation(.comma)
    return requirements
  }

  // MARK: - Members

  /// `let a: T = x, b = y`, `var body: some View { … }`, `var x: Int { get { } set { } }`,
  /// `var y = 0 { didSet { … } }`.
  mutating func parseVariables() throws(NestingLimitReached) -> [VariableDecl] {
    let isMutable = isWord("var")
    advance()
    var variables: [VariableDecl] = []
    repeat {
      if !variables.isEmpty { advance() }
      let nameToken = current
      var name: String
      switch kind() {
      case .identifier(let word):
        name = tokenText(word)
        advance()
      case .punctuation(.leftParen):
        skipBalanced()
        name = text(SourceRange(start: nameToken.range.start, end: previousEnd))
      default:
        error("expected a name after '\(isMutable ? "var" : "let")'", at: currentRange)
        return variables
      }
      let nameRange = SourceRange(start: nameToken.range.start, end: previousEnd)
      var type: TypeRef?
      if isPunctuation(.colon) {
        advance()
        type = try parseType()
      }
      var initializer: Expr?
      if isOperator("=") {
        advance()
        initializer = try parseExpression()
      }
      var accessors = Accessors()
      if isPunctuation(.leftBrace), !isStatementEndBeforeBrace {
        accessors = try parseAccessors(of: name)
      }
      variables.append(
        VariableDecl(
          isMutable: isMutable, name: name, nameRange: nameRange, type: type, initializer: initializer,
          getter: accessors.getter, accessors: accessors.others, getterRange: accessors.getterRange))
      name = ""
    } while isPunctuation(.comma)
    return variables
  }

  /// Whether a `{` here starts a new statement rather than an accessor block: on a new line after a complete
  /// initializer.
  private var isStatementEndBeforeBrace: Bool { currentIsAtStartOfLine }

  /// A property's accessors as read: the getter, its body's range, and the others.
  private struct Accessors {
    var getter: [Stmt]?
    var getterRange: SourceRange?
    var others: [(name: String, body: [Stmt])] = []
  }

  /// `{ statements }` (a getter) or `{ get { } set { } }`, `{ didSet { } }`, of the property `name`.
  private mutating func parseAccessors(of propertyName: String) throws(NestingLimitReached) -> Accessors {
    var variable = Accessors()
    let open = currentRange.start
    advance()
    try enter()
    defer { leave() }
    if isAccessorStart {
      while !isAtEnd, !isPunctuation(.rightBrace) {
        _ = try parseAttributes()
        while let word = self.word(), ["mutating", "nonmutating", "private", "fileprivate"].contains(word) {
          advance()
        }
        guard let name = self.word() else {
          error("expected an accessor ('get', 'set', 'didSet', 'willSet')", at: currentRange)
          let before = position
          skipToStatementStart()
          if position == before { skipBalanced() }
          continue
        }
        advance()
        if isPunctuation(.leftParen) { skipBalanced() }
        while let effect = self.word(), ["async", "throws"].contains(effect) { advance() }
        var body: [Stmt] = []
        let bodyStart = currentRange.start
        if isPunctuation(.leftBrace) {
          advance()
          body = try parseStatements()
          expect(.rightBrace, "to close the '\(name)' accessor")
        }
        if name == "get" {
          variable.getter = body
          variable.getterRange = SourceRange(start: bodyStart, end: previousEnd)
        } else {
          variable.others.append((name, body))
        }
      }
    } else {
      variable.getter = try parseStatements()
    }
    expect(.rightBrace, "to close the body of '\(propertyName)'")
    if variable.getterRange == nil, variable.getter != nil {
      variable.getterRange = SourceRange(start: open, end: previousEnd)
    }
    return variable
  }

  /// Whether the token after `{` starts an accessor list.
  private var isAccessorStart: Bool {
    var offset = 0
    while case .attribute = kind(ahead: offset) { offset += 1 }
    guard let word = self.word(ahead: offset) else { return false }
    if ["mutating", "nonmutating"].contains(word) { return true }
    guard Self.accessorKeywords.contains(word) else { return false }
    let next = kind(ahead: offset + 1)
    return next == .punctuation(.leftBrace) || next == .punctuation(.leftParen) || next == .punctuation(.rightBrace)
      || self.word(ahead: offset + 1).map { ["async", "throws", "get", "set"].contains($0) } == true
  }

  /// `func name<G>(parameters) async throws -> Result where … { body }`.
  private mutating func parseFunction() throws(NestingLimitReached) -> FunctionDecl {
    advance()
    let nameToken = current
    var name = ""
    switch kind() {
    case .identifier(let word):
      name = tokenText(word)
      advance()
    case .operator(let op):
      name = tokenText(op)
      advance()
    case .keyword(let keyword):
      name = keyword.rawValue
      advance()
    default:
      error("expected a function name after 'func'", at: currentRange)
    }
    return try parseFunctionRest(name: name, nameRange: nameToken.range)
  }

  /// `init?<G>(parameters) throws where … { body }`.
  private mutating func parseInitializer() throws(NestingLimitReached) -> FunctionDecl {
    let nameRange = currentRange
    advance()
    var isFailable = false
    if isOperator("?") || isOperator("!"), !currentHasLeadingSpace {
      isFailable = true
      advance()
    }
    return try parseFunctionRest(name: "init", nameRange: nameRange, isFailable: isFailable)
  }

  private mutating func parseFunctionRest(name: String, nameRange: SourceRange, isFailable: Bool = false)
    throws(NestingLimitReached) -> FunctionDecl
  {
    let generics = try parseGenericParameters()
    var parameters: [FunctionDecl.Parameter] = []
    if isPunctuation(.leftParen) {
      parameters = try parseParameters()
    } else {
      error("expected '(' to start the parameters of '\(name)'", at: currentRange)
    }
    while let effect = self.word(),
      effect == "async" || effect == "throws" || effect == "rethrows" || effect == "reasync"
    {
      advance()
      if isPunctuation(.leftParen), !currentHasLeadingSpace { skipBalanced() }
    }
    var returnType: TypeRef?
    if isOperator("->") {
      advance()
      returnType = try parseType()
    }
    let requirements = try parseWhereClause()
    var body: [Stmt]?
    var bodyRange: SourceRange?
    if isPunctuation(.leftBrace) {
      let start = currentRange.start
      advance()
      try enter()
      body = try parseStatements()
      leave()
      expect(.rightBrace, "to close the body of '\(name)'")
      bodyRange = SourceRange(start: start, end: previousEnd)
    }
    return FunctionDecl(
      name: name, nameRange: nameRange, isFailable: isFailable, genericParameters: generics, parameters: parameters,
      returnType: returnType, requirements: requirements, body: body, bodyRange: bodyRange)
  }

  /// `(label name: Type = default, …)`.
  private mutating func parseParameters() throws(NestingLimitReached) -> [FunctionDecl.Parameter] {
    advance()
    try enter()
    defer { leave() }
    var parameters: [FunctionDecl.Parameter] = []
    while !isAtEnd, !isPunctuation(.rightParen), !isPunctuation(.leftBrace), !isPunctuation(.rightBrace) {
      let start = currentRange.start
      let startPosition = position
      var attributes = try parseAttributes()
      var names: [String] = []
      while let word = self.word(), names.count < 2, !isPunctuation(.period, ahead: 1) {
        names.append(word)
        advance()
        if isPunctuation(.colon) { break }
      }
      guard let name = names.last else {
        error("expected a parameter name", at: currentRange)
        skipToParameterEnd()
        if position == startPosition { break }
        continue
      }
      let label: String? = names.count == 2 ? (names[0] == "_" ? nil : names[0]) : (name == "_" ? nil : name)
      var type: TypeRef?
      var isInout = false
      var isVariadic = false
      if expect(.colon, "after the parameter name") {
        attributes += try parseAttributes()
        while let word = self.word(), ["inout", "borrowing", "consuming", "sending", "isolated"].contains(word) {
          if word == "inout" { isInout = true }
          advance()
        }
        attributes += try parseAttributes()
        type = try parseType()
        if isOperator("...") {
          isVariadic = true
          advance()
        }
      }
      var defaultValue: Expr?
      if isOperator("=") {
        advance()
        defaultValue = try parseExpression()
      }
      parameters.append(
        FunctionDecl.Parameter(
          label: label, name: name, type: type, attributes: attributes, isInout: isInout, isVariadic: isVariadic,
          defaultValue: defaultValue, range: SourceRange(start: start, end: previousEnd)))
      if isPunctuation(.comma) {
        advance()
      } else if !isPunctuation(.rightParen) {
        error("expected ',' or ')' in the parameter list", at: currentRange)
        skipToParameterEnd()
      }
    }
    expect(.rightParen, "to close the parameter list")
    return parameters
  }

  private mutating func skipToParameterEnd() {
    while !isAtEnd, !isPunctuation(.rightParen), !isPunctuation(.leftBrace), !isPunctuation(.rightBrace) {
      if isPunctuation(.comma) {
        advance()
        return
      }
      skipBalanced()
    }
  }

  /// `typealias Name<G> = Type`.
  private mutating func parseTypeAlias() throws(NestingLimitReached) -> TypeAliasDecl {
    advance()
    let nameRange = currentRange
    let name = self.word() ?? ""
    if name.isEmpty {
      error("expected a name after 'typealias'", at: currentRange)
    } else {
      advance()
    }
    let generics = try parseGenericParameters()
    var type: TypeRef?
    if isOperator("=") {
      advance()
      type = try parseType()
    } else {
      error("expected '=' in the typealias", at: currentRange)
    }
    return TypeAliasDecl(name: name, nameRange: nameRange, genericParameters: generics, type: type)
  }

  /// `case a, b(Int), c = 3` in an enum.
  private mutating func parseEnumCase() throws(NestingLimitReached) -> [EnumCaseElement] {
    advance()
    var elements: [EnumCaseElement] = []
    repeat {
      if !elements.isEmpty { advance() }
      guard let name = self.word() else {
        error("expected a case name", at: currentRange)
        break
      }
      var element = EnumCaseElement(name: name, nameRange: currentRange, rawValue: nil, associatedValuesRange: nil)
      advance()
      if isPunctuation(.leftParen) {
        let start = currentRange.start
        skipBalanced()
        element.associatedValuesRange = SourceRange(start: start, end: previousEnd)
      }
      if isOperator("=") {
        advance()
        element.rawValue = try parseExpression()
      }
      elements.append(element)
    } while isPunctuation(.comma)
    return elements
  }

  /// `#Preview`, `#Preview("Name", traits: …) { body }`.
  private mutating func parsePreview() throws(NestingLimitReached) -> PreviewDecl {
    let keywordRange = currentRange
    advance()
    var arguments: [Argument] = []
    if isPunctuation(.leftParen), !currentIsAtStartOfLine {
      arguments = try parseArgumentList(closing: .rightParen)
    }
    var body: [Stmt] = []
    if isPunctuation(.leftBrace) {
      advance()
      try enter()
      body = try parseStatements()
      leave()
      expect(.rightBrace, "to close the #Preview")
    } else {
      error("expected '{' to start the #Preview's body", at: currentRange)
    }
    return PreviewDecl(arguments: arguments, body: body, keywordRange: keywordRange)
  }
}
