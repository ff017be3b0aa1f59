import SwiftSubset

/// A declaration of a Swift file as the front end reads it: what it is, its attributes and modifiers, and where
/// it is.
///
/// The parser keeps every declaration it can read, including the ones the translator ignores (enums, classes,
/// top-level statements), so that ranges and diagnostics stay exact and nothing silently disappears.
///
/// A declaration is read once and never changed, and held by reference: the translator's indexes, lookups and
/// scopes pass declarations around on every view they expand, and a reference costs one retain where a copy of
/// the value retained each of its parts.
package final class Decl: Sendable {
  /// What the declaration is.
  package let kind: Kind
  /// Its attributes, in order (`@State`, `@ViewBuilder`, `@Environment(\.dismiss)`).
  package let attributes: [Attribute]
  /// Its declaration modifiers (`private`, `static`, `mutating`, `override`, `nonisolated`, …).
  package let modifiers: [String]
  /// From the first attribute or modifier to the end of the declaration.
  package let range: SourceRange

  package init(kind: Kind, attributes: [Attribute], modifiers: [String], range: SourceRange) {
    self.kind = kind
    self.attributes = attributes
    self.modifiers = modifiers
    self.range = range
  }

  /// The kinds of declarations. A variable, function or initializer (a reference) and a name or list are stored
  /// inline; a type, type alias, `#if`, preview or statement payload is boxed, so reading it retains one box.
  package enum Kind: Sendable {
    /// `import SwiftUI` (the module path as written).
    case importDecl(String)
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    indirect case type(TypeDecl)
    /// `let`/`var`, stored or computed.
    case variable(VariableDecl)
    /// `func`.
    case function(FunctionDecl)
    /// `init`.
    case initializer(FunctionDecl)
    /// `typealias Name<…> = Type`.
    indirect case typeAlias(TypeAliasDecl)
    /// `case a, b(Int), c = "c"` inside an enum: its elements.
    case enumCase([EnumCaseElement])
    /// `#if … #elseif … #else … #endif` around declarations.
    indirect case ifConfig(IfConfig<Decl>)
    /// `#Preview("name", traits: …) { … }`.
    indirect case preview(PreviewDecl)
    /// A statement at the top level of a file (`PlaygroundPage.current.setLiveView(…)`).
    indirect case statement(Stmt)
    /// Something read but not interpreted: `subscript`, `deinit`, `operator`, `associatedtype`,
    /// `precedencegroup`, a macro declaration; the keyword.
    case other(String)
  }

  /// Whether a modifier is present.
  package func has(_ modifier: String) -> Bool { modifiers.contains(modifier) }

  /// The first attribute with the given name.
  package func attribute(_ name: String) -> Attribute? { attributes.first { $0.name == name } }
}
