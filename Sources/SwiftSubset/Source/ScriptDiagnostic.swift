/// An error in a Swift expression or statement list: a syntax error, a type error, a runtime error or an
/// exceeded bound.
///
/// Every diagnostic names the code it is about: the source name (a JSON path), the line and column, the text
/// of the offending expression and a caret excerpt, and, at run time, the node the host was evaluating for.
/// Nothing in this module traps on any input: every failure becomes one of these.
public struct ScriptDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  /// The broad class of the diagnostic.
  public enum Kind: String, Hashable, Sendable {
    /// The text is not valid in the language (the parser or the lexer rejected it).
    case syntax
    /// Types do not fit, found before running (the type checker) or while running.
    case type
    /// The program is well typed but failed while running: nil unwrapped, index out of range and so on.
    case runtime
    /// A bound was exceeded: source length, nesting depth, steps, bytes of values or call depth.
    case limit
  }

  /// The precise reason, for hosts and tests that react to a particular failure.
  public enum Code: String, Hashable, Sendable {
    /// Not valid syntax.
    case invalidSyntax
    /// A construct Swift has but this language does not support.
    case unsupported
    /// A name that is not a local, parameter, host variable, function or type.
    case unknownIdentifier
    /// A member or method that the value's type does not have.
    case unknownMember
    /// Operand, argument or assigned types that do not fit.
    case typeMismatch
    /// Wrong argument labels or count.
    case invalidArguments
    /// An assignment to a constant, a parameter or a read-only host variable.
    case notAssignable
    /// The host forbids writes in this evaluation (for example while laying out).
    case writeNotAllowed
    /// A nil optional force-unwrapped.
    case unwrappedNil
    /// A subscript index outside the collection.
    case indexOutOfRange
    /// Integer division or remainder by zero.
    case divisionByZero
    /// Integer arithmetic that overflows `Int`.
    case overflow
    /// A range whose lower bound is above its upper bound, or a conversion that cannot be represented.
    case invalidValue
    /// The host object or host scope reported an error.
    case hostError
    /// The source text is longer than the parse limit.
    case sourceTooLong
    /// The source nests deeper than the parse limit.
    case nestingTooDeep
    /// The evaluation took more steps than its limit.
    case stepLimitExceeded
    /// The evaluation would build more bytes of values than its limit.
    case memoryLimitExceeded
    /// Calls and closures nested deeper than the evaluation's depth limit.
    case depthLimitExceeded
  }

  /// The fields, in one heap box: a diagnostic is one pointer wide, which keeps the stack frames of the
  /// functions that throw it small (typed throws reserve room for the error at every call site).
  private final class Storage: Sendable {
    let kind: Kind
    let code: Code
    let message: String
    let sourceName: String?
    let range: SourceRange?
    let location: SourceLocation?
    let excerpt: String?
    let caretExcerpt: String?
    let node: String?

    init(
      kind: Kind,
      code: Code,
      message: String,
      sourceName: String?,
      range: SourceRange?,
      location: SourceLocation?,
      excerpt: String?,
      caretExcerpt: String?,
      node: String?
    ) {
      self.kind = kind
      self.code = code
      self.message = message
      self.sourceName = sourceName
      self.range = range
      self.location = location
      self.excerpt = excerpt
      self.caretExcerpt = caretExcerpt
      self.node = node
    }

    /// A copy with one field changed.
    func with(
      kind: Kind? = nil,
      code: Code? = nil,
      message: String? = nil,
      sourceName: String?? = nil,
      range: SourceRange?? = nil,
      location: SourceLocation?? = nil,
      excerpt: String?? = nil,
      caretExcerpt: String?? = nil,
      node: String?? = nil
    ) -> Storage {
      Storage(
        kind: kind ?? self.kind,
        code: code ?? self.code,
        message: message ?? self.message,
        sourceName: sourceName ?? self.sourceName,
        range: range ?? self.range,
        location: location ?? self.location,
        excerpt: excerpt ?? self.excerpt,
        caretExcerpt: caretExcerpt ?? self.caretExcerpt,
        node: node ?? self.node
      )
    }
  }

  private var storage: Storage

  /// The broad class.
  public var kind: Kind {
    get { storage.kind }
    set { storage = storage.with(kind: newValue) }
  }
  /// The precise reason.
  public var code: Code {
    get { storage.code }
    set { storage = storage.with(code: newValue) }
  }
  /// What went wrong, in one sentence without location: "unexpectedly found nil while unwrapping an Optional
  /// value".
  public var message: String {
    get { storage.message }
    set { storage = storage.with(message: newValue) }
  }
  /// The source name (`SourceOrigin.name`), if any.
  public var sourceName: String? {
    get { storage.sourceName }
    set { storage = storage.with(sourceName: .some(newValue)) }
  }
  /// The range of the offending code, in UTF-8 offsets of the source text.
  public var range: SourceRange? {
    get { storage.range }
    set { storage = storage.with(range: .some(newValue)) }
  }
  /// The line and column of the start of `range`, shifted by the source's origin.
  public var location: SourceLocation? {
    get { storage.location }
    set { storage = storage.with(location: .some(newValue)) }
  }
  /// The offending code as written (`widths[3]`).
  public var excerpt: String? {
    get { storage.excerpt }
    set { storage = storage.with(excerpt: .some(newValue)) }
  }
  /// The source line with a caret line under the offending code.
  public var caretExcerpt: String? {
    get { storage.caretExcerpt }
    set { storage = storage.with(caretExcerpt: .some(newValue)) }
  }
  /// The node the host was evaluating for (a node id or path), from `EvaluationContext.node`.
  public var node: String? {
    get { storage.node }
    set { storage = storage.with(node: .some(newValue)) }
  }

  /// Creates a diagnostic and, when a source and a range are given, fills in the location and the excerpts.
  public init(
    _ kind: Kind,
    _ code: Code,
    _ message: String,
    range: SourceRange? = nil,
    source: SourceText? = nil,
    node: String? = nil
  ) {
    var location: SourceLocation?
    var excerpt: String?
    var caretExcerpt: String?
    if let range, let source {
      location = source.location(at: range.start)
      excerpt = source.text(of: range)
      caretExcerpt = source.caretExcerpt(for: range)
    }
    storage = Storage(
      kind: kind,
      code: code,
      message: message,
      sourceName: source?.origin.name,
      range: range,
      location: location,
      excerpt: excerpt,
      caretExcerpt: caretExcerpt,
      node: node
    )
  }

  /// Diagnostics are equal when all their fields are.
  public static func == (lhs: ScriptDiagnostic, rhs: ScriptDiagnostic) -> Bool {
    lhs.kind == rhs.kind && lhs.code == rhs.code && lhs.message == rhs.message && lhs.sourceName == rhs.sourceName
      && lhs.range == rhs.range && lhs.location == rhs.location && lhs.excerpt == rhs.excerpt
      && lhs.caretExcerpt == rhs.caretExcerpt && lhs.node == rhs.node
  }

  /// Hashes the fields that identify a diagnostic, consistent with `==`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(code)
    hasher.combine(message)
    hasher.combine(range)
    hasher.combine(node)
  }

  /// One line: `name:line:column: error: message in 'excerpt' (node "id")`.
  public var summary: String {
    var text = ""
    if let sourceName { text += sourceName + ":" }
    if let location { text += location.description + ": " } else if sourceName != nil { text += " " }
    text += kind == .limit ? "limit exceeded: " : "\(kind.rawValue) error: "
    text += message
    if let excerpt, !excerpt.isEmpty, excerpt.utf8.count <= 80, !excerpt.contains("\n") {
      text += " in '\(excerpt)'"
    }
    if let node { text += " (node \"\(node)\")" }
    return text
  }

  /// The summary followed by the caret excerpt, as a compiler prints it.
  public var description: String {
    guard let caretExcerpt else { return summary }
    return summary + "\n" + caretExcerpt
  }
}
