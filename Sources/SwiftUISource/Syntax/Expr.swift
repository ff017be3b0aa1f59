import SwiftSubset

/// An expression of a Swift file, as the front end's parser reads it: all of Swift's surface that view code
/// uses, with a range for every node.
///
/// A value that the tree format keeps as Swift (a width, an action) is taken from the source text of the
/// expression's range; the structure is for what the translator interprets (views, modifiers, keys).
package struct Expr: Sendable {
  /// What the expression is.
  package var kind: Kind
  /// Where it is.
  package var range: SourceRange

  /// The kinds of expressions. A case whose payload holds an expression, or is larger than a string, is boxed;
  /// the others (names, literals, lists) are stored inline, so a leaf expression is no allocation of its own.
  package enum Kind: Sendable {
    /// A name: a local, a property, a type, a function (`labelWidth`, `Text`, `Self`, `max`).
    case identifier(String)
    /// `$0` (payload `"0"`), `$labelWidth`.
    case dollarIdentifier(String)
    /// `42`, `0x1F` (the literal's text).
    case integerLiteral(String)
    /// `1.5`.
    case floatLiteral(String)
    /// `"text \(x)"`: literal pieces (escapes resolved) and interpolations.
    case stringLiteral([StringPiece])
    /// `true`, `false`.
    case booleanLiteral(Bool)
    /// `nil`.
    case nilLiteral
    /// `self`, `super`.
    case selfReference(String)
    /// `.leading`, `.init`.
    case implicitMember(String)
    /// `base.name` (`name` may be `self`, `init`, `Type` or a tuple index).
    indirect case member(Expr, String, nameRange: SourceRange)
    /// `Name<A, B>`: explicit generic arguments (`Largest<CGFloat>.self`, `Binding<Bool>(get:set:)`).
    indirect case specialized(Expr, [TypeRef])
    /// `callee(arguments) { trailing closures }`.
    indirect case call(Expr, [Argument])
    /// `base[arguments]`.
    indirect case subscriptAccess(Expr, [Argument])
    /// A closure literal.
    indirect case closure(ClosureExpr)
    /// `\.self`, `\Item.name.count`: the root type if written and the component names.
    indirect case keyPath(root: TypeRef?, components: [String])
    /// `[a, b]`.
    case arrayLiteral([Expr])
    /// `[k: v]`, `[:]`.
    case dictionaryLiteral([(key: Expr, value: Expr)])
    /// `(a, b)`, `(x: 1, y: 2)`: two or more elements (one unlabelled element is `parenthesized`).
    case tuple([Argument])
    /// `(inner)`.
    indirect case parenthesized(Expr)
    /// `-x`, `!flag`, `&value`, `..<5`.
    indirect case prefix(String, Expr)
    /// `x!`, `x?` (in an optional chain), `x...`.
    indirect case postfix(String, Expr)
    /// `a + b`, `a = b`, `a ?? b` (any operator; assignment included).
    indirect case binary(String, Expr, Expr)
    /// `condition ? a : b`.
    indirect case ternary(Expr, Expr, Expr)
    /// `x as T`, `x as? T`, `x as! T`, `x is T` (the operator's spelling).
    indirect case cast(Expr, String, TypeRef)
    /// `try x`, `try? x`, `await x`, `consume x`, `copy x` (the keyword as written).
    indirect case effect(String, Expr)
    /// `#available(iOS 17, *)`, `#selector(…)`, `#file`, a freestanding macro: name and arguments.
    indirect case macro(String, [Argument]?)
    /// `if … { a } else { b }` and `switch` used as expressions (Swift 5.9): the statement.
    indirect case statement(Stmt)
    /// A postfix `#if` inside a chain: the base, and per clause the members applied to it, each written over
    /// a `chainBase` placeholder.
    indirect case postfixIfConfig(Expr, IfConfig<Expr>)
    /// The placeholder a postfix `#if` clause's chain is written over.
    case chainBase
    /// A type written where an expression is expected (`[String]()`, `(Int, Int).self`).
    indirect case type(TypeRef)
    /// `_` (a discarded value or pattern).
    case discard
    /// Nothing readable was there; a diagnostic says why.
    case missing
  }

  /// A piece of a string literal.
  package enum StringPiece: Sendable {
    /// Literal text, escapes resolved; the range of the text in the source.
    case text(String, SourceRange)
    /// `\(expression)`.
    case interpolation(Expr)
  }

  /// The name when the expression is an identifier.
  package var identifierName: String? {
    if case .identifier(let name) = kind { return name }
    return nil
  }

  /// The text when the expression is a string literal without interpolation.
  package var literalString: String? {
    guard case .stringLiteral(let pieces) = kind else { return nil }
    var text = ""
    for piece in pieces {
      guard case .text(let part, _) = piece else { return nil }
      text += part
    }
    return text
  }
}
