/// A parsed statement.
public struct StatementSyntax: Hashable, Sendable {
  /// What the statement is.
  public let kind: StatementKind
  /// Where it is.
  public let range: SourceRange
  /// The height of the tallest expression or nested block in it, plus one.
  public let height: Int

  init(_ kind: StatementKind, range: SourceRange) {
    self.kind = kind
    self.range = range
    var child = 0
    func block(_ statements: [StatementSyntax]) -> Int { statements.reduce(0) { Swift.max($0, $1.height) } }
    func conditions(_ list: [ConditionSyntax]) -> Int {
      list.reduce(0) { result, condition in
        switch condition {
        case .boolean(let expression): return Swift.max(result, expression.height)
        case .optionalBinding(let binding): return Swift.max(result, binding.value.height)
        }
      }
    }
    switch kind {
    case .expression(let expression): child = expression.height
    case .declaration(let declaration): child = declaration.initializer?.height ?? 0
    case .assignment(let target, _, let value): child = Swift.max(target.height, value.height)
    case .ifStatement(let statement):
      child = Swift.max(conditions(statement.conditions), block(statement.thenBody), block(statement.elseBody ?? []))
    case .guardStatement(let list, let elseBody): child = Swift.max(conditions(list), block(elseBody))
    case .forIn(_, let sequence, let body): child = Swift.max(sequence.height, block(body))
    case .returnStatement(let value): child = value?.height ?? 0
    case .breakStatement, .continueStatement: child = 0
    }
    self.height = child + 1
  }
}

/// The kinds of statements.
public indirect enum StatementKind: Hashable, Sendable {
  /// An expression evaluated for its effect: `value.append(contentsOf: nextValue())`, `print(x)`,
  /// `flag.toggle()`; in a closure whose body is this one statement, also its result.
  case expression(ExpressionSyntax)
  /// `let name: Type = value`, `var name = value`.
  case declaration(VariableDeclarationSyntax)
  /// `target = value`, `target += value`, …; `_ = value` discards.
  case assignment(target: ExpressionSyntax, operator: AssignmentOperator, value: ExpressionSyntax)
  /// `if … { } else if … { } else { }`.
  case ifStatement(IfStatementSyntax)
  /// `guard … else { return }`.
  case guardStatement(conditions: [ConditionSyntax], elseBody: [StatementSyntax])
  /// `for name in sequence { }`.
  case forIn(name: String, sequence: ExpressionSyntax, body: [StatementSyntax])
  /// `return`, `return value`.
  case returnStatement(ExpressionSyntax?)
  /// `break`: leaves the innermost `for` loop.
  case breakStatement
  /// `continue`: goes on with the innermost `for` loop's next element.
  case continueStatement
}

/// `let` or `var` with an optional type annotation and initial value.
public struct VariableDeclarationSyntax: Hashable, Sendable {
  /// `var` (true) or `let` (false).
  public let isMutable: Bool
  /// The name.
  public let name: String
  /// The range of the name.
  public let nameRange: SourceRange
  /// The declared type, if written.
  public let type: TypeAnnotationSyntax?
  /// The initial value, if written.
  public let initializer: ExpressionSyntax?
}

/// A written type with its range.
public struct TypeAnnotationSyntax: Hashable, Sendable {
  /// The type.
  public let type: ValueType
  /// Where it is written.
  public let range: SourceRange
}

/// An `if` statement; `else if` is an `else` body holding one `if` statement.
public struct IfStatementSyntax: Hashable, Sendable {
  /// The comma-separated conditions, all of which must hold.
  public let conditions: [ConditionSyntax]
  /// The statements run when they hold.
  public let thenBody: [StatementSyntax]
  /// The statements run otherwise, if any.
  public let elseBody: [StatementSyntax]?
}

/// One condition of an `if` or `guard`.
public enum ConditionSyntax: Hashable, Sendable {
  /// A `Bool` expression.
  case boolean(ExpressionSyntax)
  /// `let name = optional` or the shorthand `let name`.
  case optionalBinding(OptionalBindingSyntax)
}

/// `if let next = nextValue()`, `if let value` (the shorthand reads `value`).
public struct OptionalBindingSyntax: Hashable, Sendable {
  /// `var` (true) or `let` (false).
  public let isMutable: Bool
  /// The bound name.
  public let name: String
  /// The range of the name.
  public let nameRange: SourceRange
  /// The optional being unwrapped; for the shorthand, an identifier expression naming `name`.
  public let value: ExpressionSyntax
}
