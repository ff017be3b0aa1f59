/// Parses selector text into `SelectorSyntax`, by recursive descent over the selector's characters.
///
/// Recursion happens only at `:has(...)` and `:not(...)`, and their nesting is bounded by `maxNesting`, so
/// hostile text cannot exhaust the stack; the text itself is bounded by the caller's length limit.
struct SelectorParser {
  /// The deepest nesting of `:has(...)` and `:not(...)`.
  static let maxNesting = 8

  private let characters: [Character]
  private var position = 0
  private var nesting = 0

  init(_ text: String) {
    characters = Array(text)
  }

  /// Parses the whole text as a selector list.
  mutating func parse() throws(SelectorError) -> [SelectorSyntax.ComplexSelector] {
    skipWhitespace()
    guard !atEnd else { throw SelectorError(position: 0, "the selector is empty") }
    let list = try selectorList()
    skipWhitespace()
    guard atEnd else { throw unexpected() }
    return list
  }

  // MARK: Grammar

  private mutating func selectorList() throws(SelectorError) -> [SelectorSyntax.ComplexSelector] {
    var list = [try complexSelector()]
    while true {
      skipWhitespace()
      guard peek == "," else { return list }
      position += 1
      skipWhitespace()
      list.append(try complexSelector())
    }
  }

  private mutating func relativeList() throws(SelectorError) -> [SelectorSyntax.RelativeSelector] {
    var list: [SelectorSyntax.RelativeSelector] = []
    repeat {
      if !list.isEmpty { position += 1 }
      skipWhitespace()
      var combinator = SelectorSyntax.Combinator.descendant
      if peek == ">" {
        combinator = .child
        position += 1
        skipWhitespace()
      }
      list.append(SelectorSyntax.RelativeSelector(combinator: combinator, selector: try complexSelector()))
      skipWhitespace()
    } while peek == ","
    return list
  }

  private mutating func complexSelector() throws(SelectorError) -> SelectorSyntax.ComplexSelector {
    let first = try compoundSelector()
    var rest: [(SelectorSyntax.Combinator, SelectorSyntax.CompoundSelector)] = []
    while true {
      let start = position
      let hadWhitespace = skipWhitespace()
      if peek == ">" {
        position += 1
        skipWhitespace()
        rest.append((.child, try compoundSelector()))
      } else if hadWhitespace, let next = peek, startsCompound(next) {
        rest.append((.descendant, try compoundSelector()))
      } else {
        position = start
        return SelectorSyntax.ComplexSelector(first: first, rest: rest)
      }
    }
  }

  private mutating func compoundSelector() throws(SelectorError) -> SelectorSyntax.CompoundSelector {
    guard let first = peek, startsCompound(first) else {
      throw atEnd
        ? SelectorError(position: position, "expected a view type, `*`, `#id`, `[attribute]` or `:has(...)` here")
        : unexpected()
    }
    var compound = SelectorSyntax.CompoundSelector(type: nil, conditions: [])
    if first == "*" {
      position += 1
    } else if isIdentifierStart(first) {
      compound.type = identifier()
    }
    while let next = peek {
      switch next {
      case "#": compound.conditions.append(.id(try idSelector()))
      case "[": compound.conditions.append(try attributeSelector())
      case ":": compound.conditions.append(try pseudoClass())
      default: return compound
      }
    }
    return compound
  }

  private mutating func idSelector() throws(SelectorError) -> String {
    let start = position
    position += 1
    if let quote = peek, quote == "\"" || quote == "'" {
      return try quotedString()
    }
    var id = ""
    while let next = peek {
      if next == "\\" {
        position += 1
        guard let escaped = peek else { throw SelectorError(position: position, "a backslash must escape a character") }
        id.append(escaped)
        position += 1
      } else if isIDCharacter(next) {
        id.append(next)
        position += 1
      } else if next == ":", !startsPseudoClass(at: position) {
        id.append(next)
        position += 1
      } else if next == "[", let key = elementKey() {
        id += key
      } else {
        break
      }
    }
    guard !id.isEmpty else { throw SelectorError(position: start, "expected an id after `#`") }
    return id
  }

  /// A `ForEach` element key written after an id (`#row[2]`): brackets whose content has no `=`, so that it is
  /// not an attribute selector. Returns the bracketed text and moves past it, or nil and stays.
  private mutating func elementKey() -> String? {
    var end = position + 1
    var depth = 1
    while end < characters.count {
      let character = characters[end]
      if character == "=" || character == "\"" || character == "'" { return nil }
      if character == "[" { depth += 1 }
      if character == "]" {
        depth -= 1
        if depth == 0 { break }
      }
      end += 1
    }
    guard end < characters.count else { return nil }
    let key = String(characters[position...end])
    position = end + 1
    return key
  }

  private mutating func attributeSelector() throws(SelectorError) -> SelectorSyntax.Condition {
    let open = position
    position += 1
    skipWhitespace()
    let nameStart = position
    guard let first = peek, isIdentifierStart(first) else {
      throw SelectorError(position: position, "expected an attribute name after `[`")
    }
    let name = identifier()
    guard let attribute = SelectorSyntax.Attribute(rawValue: name) else {
      let names = SelectorSyntax.Attribute.allCases.map(\.rawValue).joined(separator: ", ")
      throw SelectorError(position: nameStart, "unknown attribute '\(name)'; expected one of \(names)")
    }
    skipWhitespace()
    var op = SelectorSyntax.AttributeOperator.exists
    var value = ""
    if peek != "]" {
      op = try attributeOperator()
      skipWhitespace()
      value = try attributeValue()
      skipWhitespace()
    }
    guard peek == "]" else {
      throw SelectorError(position: position, "expected ']' to close the attribute opened at \(open)")
    }
    position += 1
    return .attribute(attribute, op, value)
  }

  private mutating func attributeOperator() throws(SelectorError) -> SelectorSyntax.AttributeOperator {
    if peek == "=" {
      position += 1
      return .equals
    }
    for op in [SelectorSyntax.AttributeOperator.contains, .prefix, .suffix]
    where characters.count > position + 1 && String(characters[position...(position + 1)]) == op.rawValue {
      position += 2
      return op
    }
    throw SelectorError(position: position, "expected `=`, `*=`, `^=`, `$=` or `]` after the attribute name")
  }

  /// A quoted string, or the text up to the attribute's `]` with its trailing whitespace dropped: `[text=Sign in]`
  /// is `[text="Sign in"]`, the form a shell leaves of `Text[text="Sign in"]` once it has removed the quotes
  /// (`\` escapes a character, such as a `]` in the value).
  private mutating func attributeValue() throws(SelectorError) -> String {
    if let quote = peek, quote == "\"" || quote == "'" { return try quotedString() }
    var value: [Character] = []
    var kept = 0
    while let next = peek, next != "]" {
      position += 1
      if next == "\\" {
        guard let escaped = peek else { throw SelectorError(position: position, "a backslash must escape a character") }
        value.append(escaped)
        position += 1
        kept = value.count
      } else {
        value.append(next)
        if !next.isWhitespace { kept = value.count }
      }
    }
    guard kept > 0 else { throw SelectorError(position: position, "expected a value or a quoted string") }
    return String(value[..<kept])
  }

  private mutating func quotedString() throws(SelectorError) -> String {
    let open = position
    guard let quote = peek else { throw SelectorError(position: position, "expected a quoted string") }
    position += 1
    var value = ""
    while let next = peek {
      position += 1
      if next == quote { return value }
      if next == "\\" {
        guard let escaped = peek else { break }
        value.append(escaped)
        position += 1
      } else {
        value.append(next)
      }
    }
    throw SelectorError(position: open, "the string opened here is not closed")
  }

  private mutating func pseudoClass() throws(SelectorError) -> SelectorSyntax.Condition {
    let start = position
    position += 1
    guard let first = peek, isIdentifierStart(first) else {
      throw SelectorError(position: position, "expected a pseudo-class name after `:`")
    }
    let name = identifier()
    switch name {
    case "root":
      return .root
    case "has", "not":
      guard peek == "(" else { throw SelectorError(position: position, "expected `(` after :\(name)") }
      guard nesting < Self.maxNesting else {
        throw SelectorError(position: start, ":has and :not nest at most \(Self.maxNesting) deep")
      }
      position += 1
      nesting += 1
      defer { nesting -= 1 }
      skipWhitespace()
      let condition: SelectorSyntax.Condition =
        name == "has" ? .has(try relativeList()) : .not(try selectorList())
      skipWhitespace()
      guard peek == ")" else {
        throw SelectorError(position: position, "expected `)` to close :\(name)( opened at \(start)")
      }
      position += 1
      return condition
    default:
      throw SelectorError(position: start, "unknown pseudo-class ':\(name)'; expected :has(...), :not(...) or :root")
    }
  }

  // MARK: Characters

  private var atEnd: Bool { position >= characters.count }

  private var peek: Character? { position < characters.count ? characters[position] : nil }

  @discardableResult
  private mutating func skipWhitespace() -> Bool {
    let start = position
    while let next = peek, next.isWhitespace { position += 1 }
    return position > start
  }

  private mutating func identifier() -> String {
    var name = ""
    while let next = peek, isIdentifierStart(next) || next.isASCII && next.isNumber {
      name.append(next)
      position += 1
    }
    return name
  }

  private func unexpected() -> SelectorError {
    guard let next = peek else { return SelectorError(position: position, "unexpected end of the selector") }
    return SelectorError(position: position, "unexpected '\(next)'")
  }

  private func startsCompound(_ character: Character) -> Bool {
    character == "*" || character == "#" || character == "[" || character == ":" || isIdentifierStart(character)
  }

  private func startsPseudoClass(at index: Int) -> Bool {
    let rest = characters[(index + 1)...].prefix(5)
    return rest.starts(with: "has(") || rest.starts(with: "not(") || rest.starts(with: "root")
  }

  private func isIdentifierStart(_ character: Character) -> Bool {
    character == "_" || character.isASCII && character.isLetter
  }

  private func isIDCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber)
      || character == "-" || character == "_" || character == "." || character == "/" || character == "~"
  }
}
