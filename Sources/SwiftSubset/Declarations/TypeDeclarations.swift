/// The struct and enum types a tree declares, by name.
public struct TypeDeclarations: Hashable, Sendable {
  /// The declared structs by name.
  public private(set) var structs: [String: StructDeclaration] = [:]
  /// The declared enums by name.
  public private(set) var enums: [String: EnumDeclaration] = [:]

  /// Creates an empty set of declarations.
  public init() {}

  /// Creates declarations, the enums first; fails like `declare(_:)`.
  public init(_ declarations: [StructDeclaration], enums: [EnumDeclaration] = []) throws(ScriptDiagnostic) {
    for declaration in enums { try declare(declaration) }
    for declaration in declarations { try declare(declaration) }
  }

  /// Adds a declaration. Fails when the name is taken (by another declaration or a built-in type), when two
  /// fields share a name, or when a field's type names an undeclared struct (declare dependencies first).
  public mutating func declare(_ declaration: StructDeclaration) throws(ScriptDiagnostic) {
    let name = declaration.name
    try requireFree(name)
    var seen: Set<String> = []
    for field in declaration.fields {
      guard seen.insert(field.name).inserted else {
        throw ScriptDiagnostic(.type, .typeMismatch, "invalid redeclaration of '\(field.name)' in '\(name)'")
      }
      // Fields may only use structs declared before, and never the struct itself: Swift forbids a value type
      // that contains itself, and the rule also keeps every value's nesting bounded by its type's.
      if Self.mentions(name, in: field.type) {
        throw ScriptDiagnostic(
          .type,
          .typeMismatch,
          "value type '\(name)' cannot have a stored property that recursively contains it"
        )
      }
      if let missing = undeclaredStruct(in: field.type) {
        throw ScriptDiagnostic(
          .type,
          .unknownIdentifier,
          "cannot find type '\(missing)' in scope (field '\(field.name)' of '\(name)')"
        )
      }
    }
    structs[name] = declaration
  }

  /// Adds an enum. Fails when the name is taken (by another declaration or a built-in type).
  public mutating func declare(_ declaration: EnumDeclaration) throws(ScriptDiagnostic) {
    try requireFree(declaration.name)
    enums[declaration.name] = declaration
  }

  private func requireFree(_ name: String) throws(ScriptDiagnostic) {
    guard structs[name] == nil, enums[name] == nil, ValueType.builtin(named: name) == nil,
      !["Optional", "Array", "Anchor", "Binding", "Range", "ClosedRange"].contains(name)
    else {
      throw ScriptDiagnostic(.type, .typeMismatch, "invalid redeclaration of '\(name)'")
    }
  }

  /// The declaration of a struct, or nil.
  public func structDeclaration(named name: String) -> StructDeclaration? {
    structs[name]
  }

  /// The declaration of an enum, or nil.
  public func enumDeclaration(named name: String) -> EnumDeclaration? {
    enums[name]
  }

  private static func mentions(_ name: String, in type: ValueType) -> Bool {
    switch type {
    case .structure(let other): return other == name
    case .optional(let inner), .array(let inner), .binding(let inner), .anchor(let inner):
      return mentions(name, in: inner)
    default: return false
    }
  }

  /// The first struct or enum name in a type that is not declared, if any.
  public func undeclaredStruct(in type: ValueType) -> String? {
    switch type {
    case .structure(let name): return structs[name] == nil && enums[name] == nil ? name : nil
    case .optional(let inner), .array(let inner), .binding(let inner), .anchor(let inner):
      return undeclaredStruct(in: inner)
    default: return nil
    }
  }
}
