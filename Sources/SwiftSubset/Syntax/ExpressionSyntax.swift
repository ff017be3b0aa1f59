/// A parsed expression: what it is, where it is, and two facts computed once when it is built.
///
/// Expressions are built only by `Parser`, which bounds their height (`ParseLimits.maxNestingDepth`); everything
/// that walks them recursively (the interpreter, the type checker, hashing, deallocation) relies on that bound.
public struct ExpressionSyntax: Hashable, Sendable {
  /// What the expression is.
  public let kind: ExpressionKind
  /// Where it is in its source text.
  public let range: SourceRange
  /// The height of the syntax tree below and including this node (a literal is 1).
  public let height: Int
  /// Whether the expression's type comes from its context, as a literal's does in Swift, and if so what it
  /// defaults to.
  let literalTyping: LiteralTyping

  init(_ kind: ExpressionKind, range: SourceRange) {
    self.kind = kind
    self.range = range
    var childHeight = 0
    var typing = LiteralTyping.none
    switch kind {
    case .integerLiteral: typing = .integer
    case .floatLiteral: typing = .float
    case .nilLiteral, .implicitMember: typing = .other
    case .stringLiteral(let segments):
      for case .interpolation(let expression) in segments { childHeight = Swift.max(childHeight, expression.height) }
    case .arrayLiteral(let elements):
      var allContextual = true
      for element in elements {
        childHeight = Swift.max(childHeight, element.height)
        if element.literalTyping == .none { allContextual = false }
      }
      typing = allContextual ? .other : .none
    case .booleanLiteral, .identifier, .closureParameter, .bindingReference, .selfReference, .operatorReference:
      break
    case .member(let base, _), .forceUnwrap(let base), .optionalChain(let base), .optionalChainResult(let base):
      childHeight = base.height
    case .call(let callee, let arguments), .subscriptAccess(let callee, let arguments):
      childHeight = callee.height
      for argument in arguments { childHeight = Swift.max(childHeight, argument.value.height) }
      if case .implicitMember = callee.kind, case .call = kind { typing = .other }
    case .prefix(let op, let operand):
      childHeight = operand.height
      if op != .not { typing = operand.literalTyping }
    case .parenthesized(let inner):
      childHeight = inner.height
      typing = inner.literalTyping
    case .binary(let op, let lhs, let rhs):
      childHeight = Swift.max(lhs.height, rhs.height)
      if op.isArithmetic { typing = lhs.literalTyping.joined(with: rhs.literalTyping) }
    case .ternary(let condition, let whenTrue, let whenFalse):
      childHeight = Swift.max(condition.height, whenTrue.height, whenFalse.height)
      typing = whenTrue.literalTyping.joined(with: whenFalse.literalTyping)
    case .closure(let closure):
      childHeight = closure.height
    }
    self.height = childHeight + 1
    self.literalTyping = typing
  }

  /// Whether the expression takes its type from context, like a literal: `0`, `1.5`, `nil`, `.zero`, `[]`,
  /// `-1`, `(2 * 3)`.
  public var isContextuallyTyped: Bool { literalTyping != .none }
}

/// How a contextually typed expression is typed when its context says nothing.
enum LiteralTyping: UInt8, Hashable, Sendable {
  /// Not contextually typed.
  case none
  /// An integer literal (or arithmetic on them): `Int` by default.
  case integer
  /// A floating-point literal somewhere in it: `Double` by default.
  case float
  /// `nil`, an implicit member or an array literal of literals: no numeric default.
  case other

  /// The typing of arithmetic on two operands.
  func joined(with other: LiteralTyping) -> LiteralTyping {
    switch (self, other) {
    case (.none, _), (_, .none): return .none
    case (.float, .integer), (.integer, .float), (.float, .float): return .float
    case (.integer, .integer): return .integer
    default: return .other
    }
  }
}

/// The kinds of expressions.
public indirect enum ExpressionKind: Hashable, Sendable {
  /// `42`, `0x1F`.
  case integerLiteral(IntegerLiteral)
  /// `1.5`, `2e3`.
  case floatLiteral(Double)
  /// `"text \(value)"`.
  case stringLiteral([StringSegment])
  /// `true`, `false`.
  case booleanLiteral(Bool)
  /// `nil`.
  case nilLiteral
  /// `[a, b]`.
  case arrayLiteral([ExpressionSyntax])
  /// A name: a local, a parameter, a host variable, a function or a type.
  case identifier(String)
  /// `$0`, `$1`: an anonymous closure parameter.
  case closureParameter(Int)
  /// `$state`: the binding of a host variable.
  case bindingReference(String)
  /// `self`, only as the base of a member (`self.width`), which names a host variable.
  case selfReference
  /// `.zero`, `.global`, `.bounds`.
  case implicitMember(String)
  /// `base.name`.
  case member(ExpressionSyntax, name: String)
  /// `callee(arguments)`, with a trailing closure as the last, unlabelled argument.
  case call(ExpressionSyntax, arguments: [ArgumentSyntax])
  /// `base[arguments]`.
  case subscriptAccess(ExpressionSyntax, arguments: [ArgumentSyntax])
  /// `base!`.
  case forceUnwrap(ExpressionSyntax)
  /// `base?` inside an optional chain.
  case optionalChain(ExpressionSyntax)
  /// A whole postfix chain that contains `?`: nil as soon as one link is nil.
  case optionalChainResult(ExpressionSyntax)
  /// `-x`, `!flag`.
  case prefix(PrefixOperator, ExpressionSyntax)
  /// `a + b`.
  case binary(BinaryOperator, ExpressionSyntax, ExpressionSyntax)
  /// `condition ? a : b`.
  case ternary(ExpressionSyntax, ExpressionSyntax, ExpressionSyntax)
  /// `{ a, b in … }`, `{ $0 + $1 }`.
  case closure(ClosureSyntax)
  /// An operator passed as a function: `reduce(0, +)`.
  case operatorReference(BinaryOperator)
  /// `(inner)`.
  case parenthesized(ExpressionSyntax)
}

/// An integer literal with its value as `Int` (nil when it does not fit) and as `Double`.
public struct IntegerLiteral: Hashable, Sendable {
  /// The digits as written, without underscores.
  public let text: String
  /// The value, or nil when it does not fit in `Int` (it may still be used as a `Double` or `CGFloat`).
  public let value: Int?
  /// The value as a floating-point number.
  public let doubleValue: Double
}

/// A piece of a string literal.
public enum StringSegment: Hashable, Sendable {
  /// Literal text, escapes resolved.
  case text(String)
  /// `\(expression)`.
  case interpolation(ExpressionSyntax)
}

/// An argument of a call or subscript: `in: .global`, `0`.
public struct ArgumentSyntax: Hashable, Sendable {
  /// The label, or nil for an unlabelled argument.
  public let label: String?
  /// The argument's value.
  public let value: ExpressionSyntax
  /// The range of the label and the value.
  public let range: SourceRange
}

/// A closure: `{ a, b in … }`, `{ _ in … }` or `{ $0 + $1 }`.
public struct ClosureSyntax: Hashable, Sendable {
  /// The named parameters (`_` for an ignored one), or nil when the closure uses `$0`, `$1`, ….
  public let parameters: [String]?
  /// The statements; a body that is one expression is that expression's value.
  public let body: [StatementSyntax]
  /// The range of the closure, braces included when written.
  public let range: SourceRange

  /// The height of the tallest statement.
  var height: Int { body.reduce(0) { Swift.max($0, $1.height) } + 1 }
}
