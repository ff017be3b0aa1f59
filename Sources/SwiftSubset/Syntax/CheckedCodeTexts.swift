/// The kinds of Swift code a tree document holds, each read by its own entry point of `Parser`.
public enum CodeForm: Int, CaseIterable, Hashable, Sendable {
  /// One expression producing a value (`Parser.parseExpression`).
  case expression
  /// A closure body: statements, optionally with `{ … in }` or `params in` (`Parser.parseClosure`).
  case closure
  /// Statements (`Parser.parseStatements`): a computed property's getter, a `reduce` body.
  case statements
  /// The body of a text with interpolations (`Parser.parseTextBody`).
  case textBody
}

/// Swift texts checked against the subset, each parsed at most once per form: the same names and actions recur in
/// every instance of a view, so the translator checks each text it writes once, and the tree decoder, given the
/// texts that parsed, does not parse them again.
///
/// Contract: `diagnostic(for:as:)` answers what the subset's parser (with the default `ParseLimits`) answers for the
/// text in that form; a plain name (`isPlainName`) is taken without a parse, which `CheckedCodeTextsTests` checks
/// against the parser.
public struct CheckedCodeTexts: Sendable {
  /// The texts that parsed, by form (at `CodeForm.rawValue`).
  private var parsed: [Set<String>] = Array(repeating: [], count: CodeForm.allCases.count)
  /// The texts that did not parse, by form, with the parser's diagnostic.
  private var failed: [[String: ScriptDiagnostic]] = Array(repeating: [:], count: CodeForm.allCases.count)

  /// No text checked yet.
  public init() {}

  /// The texts that parsed as `form`.
  public func parsedTexts(as form: CodeForm) -> Set<String> { parsed[form.rawValue] }

  /// Takes `texts` as parsed in `form` without parsing them (a translation's, checked when it wrote them).
  public mutating func adopt(_ texts: Set<String>, as form: CodeForm) {
    parsed[form.rawValue].formUnion(texts)
  }

  /// Nil when `text` parses as `form` in the subset; the parser's diagnostic when it does not.
  public mutating func diagnostic(for text: String, as form: CodeForm) -> ScriptDiagnostic? {
    if parsed[form.rawValue].contains(text) { return nil }
    if let known = failed[form.rawValue][text] { return known }
    guard let diagnostic = Self.isPlainName(text, as: form) ? nil : Self.parseDiagnostic(text, as: form) else {
      parsed[form.rawValue].insert(text)
      return nil
    }
    failed[form.rawValue][text] = diagnostic
    return diagnostic
  }

  /// Whether `text` is a name the subset reads as `form` without a parse: as an expression, an ASCII name
  /// (`labelWidth_2`) or a binding to one (`$name_3`); as a text body, one interpolated name (`\(title)`). The
  /// subset's parser reads such a name as an identifier (or a binding reference) unless it is `_` or a keyword,
  /// which are excluded. Most of the texts a translation meets only once are the renamed state and properties of
  /// one instance, and this spares their parse.
  public static func isPlainName(_ text: String, as form: CodeForm) -> Bool {
    let utf8 = text.utf8
    var name = utf8[...]
    switch form {
    case .expression:
      if name.first == UInt8(ascii: "$") { name = name.dropFirst() }
    case .textBody:
      guard name.count > 3, name.first == UInt8(ascii: "\\"), name.dropFirst().first == UInt8(ascii: "("),
        name.last == UInt8(ascii: ")")
      else { return false }
      name = name.dropFirst(2).dropLast()
    case .closure, .statements:
      return false
    }
    guard let first = name.first, first == UInt8(ascii: "_") || isASCIILetter(first) else { return false }
    var count = 0
    var lowercaseOnly = true
    for byte in name {
      count += 1
      guard count <= 64 else { return false }
      if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) { continue }
      guard isASCIILetter(byte) || byte == UInt8(ascii: "_") || (0x30...0x39).contains(byte) else { return false }
      lowercaseOnly = false
    }
    // Every keyword is spelled in lowercase ASCII letters (`CheckedCodeTextsTests` checks it): only such a name is
    // compared with them.
    return !(count == 1 && first == UInt8(ascii: "_"))
      && !(lowercaseOnly && Keyword(rawValue: String(decoding: name, as: UTF8.self)) != nil)
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
  }

  private static func parseDiagnostic(_ text: String, as form: CodeForm) -> ScriptDiagnostic? {
    let source = SourceText(text)
    do throws(ScriptDiagnostic) {
      switch form {
      case .expression: _ = try Parser.parseExpression(source)
      case .closure: _ = try Parser.parseClosure(source)
      case .statements: _ = try Parser.parseStatements(source)
      case .textBody: _ = try Parser.parseTextBody(source)
      }
      return nil
    } catch {
      return error
    }
  }
}
