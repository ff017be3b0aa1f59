import SwiftSubset

/// A declaration of a Swift file as the front end reads it: what it is, its attributes and modifiers, and where
/// it is.
///
/// The parser keeps every declaration it can read, including the ones the translator ignores (enums, classes,
/// top-level statements), so that ranges and diagnostics stay exact and nothing silently disappears.
package struct Decl: Sendable {
  /// What the declaration is.
  package var kind: Kind
  /// Its attributes, in order (`@State`, `@ViewBuilder`, `@Environment(\.dismiss)`).
  package var attributes: [Attribute]
  /// Its declaration modifiers (`private`, `static`, `mutating`, `override`, `nonisolated`, …).
  package var modifiers: [String]
  /// From the first attribute or modifier to the end of the declaration.
  package var range: SourceRange

  /// The kinds of declarations.
  package enum Kind: Sendable {
    /// `import SwiftUI` (the module path as written).
    case importDecl(String)
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    case type(TypeDecl)
    /// `let`/`var`, stored or computed.
    case variable(VariableDecl)
    /// `func`.
    case function(FunctionDecl)
    /// `init`.
    case initializer(FunctionDecl)
    /// `typealias Name<…> = Type`.
    case typeAlias(TypeAliasDecl)
    /// `case a, b(Int)` inside an enum: the case names.
    case enumCase([String])
    /// `#if … #elseif … #else … #endif` around declarations.
    case ifConfig(IfConfig<Decl>)
    /// `#Preview("name", traits: …) { … }`.
    case preview(PreviewDecl)
    /// A statement at the top level of a file (`PlaygroundPage.current.setLiveView(…)`).
    case statement(Stmt)
    /// Something read but not interpreted: `subscript`, `deinit`, `operator`, `associatedtype`,
    /// `precedencegroup`, a macro declaration; the keyword.
    case other(String)
  }

  /// Whether a modifier is present.
  package func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }

  /// The first attribute with the given name.
  package func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}
