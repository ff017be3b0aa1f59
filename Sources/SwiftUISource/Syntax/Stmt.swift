import SwiftSubset

/// A statement in a function body, a closure, a view builder or at the top level of a file.
package struct Stmt: Sendable {
  /// What the statement is.
  package var kind: Kind
  /// Where it is.
  package var range: SourceRange

  /// The kinds of statements. An expression or a declaration (the statements of a view builder and of most
  /// bodies) is stored inline; the other cases are boxed.
  package enum Kind: Sendable {
    /// An expression (in a view builder, a view).
    case expression(Expr)
    /// A local declaration (`let x = …`, a local `func` or type).
    case declaration(Decl)
    /// `return`, `return value`.
    indirect case returnStatement(Expr?)
    /// `if`, with `else if` as an `else` holding one `if`.
    indirect case ifStatement(IfStatement)
    /// `guard conditions else { … }`.
    indirect case guardStatement([Condition], elseBody: [Stmt])
    /// `switch subject { case …: … }`.
    indirect case switchStatement(Expr, [SwitchCase])
    /// `for pattern in sequence where condition { … }`: the pattern's text.
    indirect case forIn(pattern: String, patternRange: SourceRange, sequence: Expr, body: [Stmt])
    /// `while`, `repeat … while`, `do … catch`, `defer`: bodies kept, not interpreted.
    indirect case otherBlock(String, [[Stmt]])
    /// `break`, `continue`, `fallthrough`, `throw x`.
    indirect case jump(String, Expr?)
    /// `#if` around statements (or views in a view builder).
    indirect case ifConfig(IfConfig<Stmt>)
  }

  /// `if conditions { then } else { otherwise }`.
  package struct IfStatement: Sendable {
    /// The comma-separated conditions.
    package var conditions: [Condition]
    /// The statements when they hold.
    package var thenBody: [Stmt]
    /// The `else` statements (an `else if` is one `if` statement).
    package var elseBody: [Stmt]?
  }

  /// One condition of an `if`, `guard` or `while`.
  package enum Condition: Sendable {
    /// A `Bool` expression (`#available(…)` included).
    case expression(Expr)
    /// `let name = value`, `var name = value`, or the shorthand `let name` (value nil).
    case optionalBinding(name: String, nameRange: SourceRange, value: Expr?)
    /// `case pattern = value`: the pattern's range.
    case casePattern(SourceRange, Expr?)
  }

  /// One `case` (or `default`) of a `switch`.
  package struct SwitchCase: Sendable {
    /// The patterns; empty for `default`.
    package var patterns: [Expr]
    /// The `where` clause's condition, if any.
    package var guardCondition: Expr?
    /// The statements.
    package var body: [Stmt]
    /// From `case` to the end of the body.
    package var range: SourceRange
  }
}
