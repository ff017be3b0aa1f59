import SwiftSubset

/// A type declared in the files, with the members of its extensions merged in: what the translator needs to
/// expand a custom view, a view modifier, a preference key, a layout or a struct used as a value.
final class TypeDefinition {
  /// The type's own name (`Card`).
  let name: String
  /// The name with its enclosing types (`SettingsView.Row`).
  let qualifiedName: String
  /// The declaration (the first one, not an extension).
  let declaration: TypeDecl
  /// The declaration's attributes and modifiers.
  let attributes: [Attribute]
  /// The file it is declared in.
  let file: Int
  /// The range of the whole declaration.
  let range: SourceRange
  /// The conformances and superclass, from the declaration and its extensions, by simple name.
  var conformances: Set<String>
  /// The members, the declaration's first, then those of extensions, with `#if` resolved.
  var members: [Located<Decl>] {
    didSet { lookups = Lookups() }
  }
  /// The enclosing type, if nested.
  weak var parent: TypeDefinition?
  /// Whether only its file sees it: declared `private` or `fileprivate` at the top level, or nested in such a type.
  var isFilePrivate = false
  /// The member lookups made so far (every instance of a view looks up the same members), dropped when
  /// `members` changes. Unchecked for exclusivity, as `Scope`'s names are: a translation runs on one thread, and
  /// each lookup reads or writes it in one access that calls out of this class only to build what it stores.
  @exclusivity(unchecked) private var lookups = Lookups()

  /// A member's name and whether it is a type member.
  private struct MemberKey: Hashable {
    var name: String
    var isStatic: Bool
  }

  /// Lookups made once per translation.
  private struct Lookups {
    var storedProperties: [Located<(decl: Decl, variable: VariableDecl)>]?
    var initialValues: [(name: String, value: Expr)]?
    var initializers: [Located<(decl: Decl, function: FunctionDecl)>]?
    var properties: [MemberKey: Located<(decl: Decl, variable: VariableDecl)>?] = [:]
    var functions: [MemberKey: [Located<(decl: Decl, function: FunctionDecl)>]] = [:]
    /// Whether any member is a function (most views have none: then a call in their body names no method, and
    /// no name is hashed to say so).
    var hasFunctions: Bool?
  }

  init(declaration: TypeDecl, attributes: [Attribute], qualifiedName: String, file: Int, range: SourceRange) {
    self.name = declaration.name
    self.qualifiedName = qualifiedName
    self.declaration = declaration
    self.attributes = attributes
    self.file = file
    self.range = range
    self.conformances = Set(declaration.inherited.compactMap(\.simpleName))
    self.members = []
  }

  var isView: Bool { conformances.contains("View") }
  var isViewModifier: Bool { conformances.contains("ViewModifier") }
  var isPreferenceKey: Bool { conformances.contains("PreferenceKey") }
  var isLayout: Bool { conformances.contains("Layout") }
  var isShape: Bool { conformances.contains("Shape") || conformances.contains("InsettableShape") }
  var isPreviewProvider: Bool { conformances.contains("PreviewProvider") }
  var isAlignmentID: Bool { conformances.contains("AlignmentID") }

  /// The instance stored properties in order: not static, not computed.
  var storedProperties: [Located<(decl: Decl, variable: VariableDecl)>] {
    if let known = lookups.storedProperties { return known }
    let found = members.compactMap { member -> Located<(decl: Decl, variable: VariableDecl)>? in
      guard case .variable(let variable) = member.value.kind, !variable.isComputed, !member.value.has("static"),
        !member.value.has("class")
      else { return nil }
      return Located(value: (member.value, variable), file: member.file)
    }
    lookups.storedProperties = found
    return found
  }

  /// The stored properties that have an initial value (`var isOn = false`), in order.
  var initialValues: [(name: String, value: Expr)] {
    if let known = lookups.initialValues { return known }
    let found = storedProperties.compactMap { property -> (name: String, value: Expr)? in
      property.value.variable.initializer.map { (property.value.variable.name, $0) }
    }
    lookups.initialValues = found
    return found
  }

  /// A property (stored or computed) by name; `isStatic` chooses type or instance members.
  func property(_ name: String, isStatic: Bool) -> Located<(decl: Decl, variable: VariableDecl)>? {
    if let known = lookups.properties[MemberKey(name: name, isStatic: isStatic)] { return known }
    var found: Located<(decl: Decl, variable: VariableDecl)>?
    for member in members {
      guard case .variable(let variable) = member.value.kind, variable.name == name,
        (member.value.has("static") || member.value.has("class")) == isStatic
      else { continue }
      found = Located(value: (member.value, variable), file: member.file)
      break
    }
    lookups.properties[MemberKey(name: name, isStatic: isStatic)] = .some(found)
    return found
  }

  /// The functions named `name`; `isStatic` chooses type or instance members.
  func functions(_ name: String, isStatic: Bool) -> [Located<(decl: Decl, function: FunctionDecl)>] {
    guard hasFunctions else { return [] }
    if let known = lookups.functions[MemberKey(name: name, isStatic: isStatic)] { return known }
    let found = members.compactMap { member -> Located<(decl: Decl, function: FunctionDecl)>? in
      guard case .function(let function) = member.value.kind, function.name == name,
        (member.value.has("static") || member.value.has("class")) == isStatic
      else { return nil }
      return Located(value: (member.value, function), file: member.file)
    }
    lookups.functions[MemberKey(name: name, isStatic: isStatic)] = found
    return found
  }

  /// Whether any member is a function.
  private var hasFunctions: Bool {
    if let known = lookups.hasFunctions { return known }
    let found = members.contains {
      if case .function = $0.value.kind { return true }
      return false
    }
    lookups.hasFunctions = found
    return found
  }

  /// The initializers.
  var initializers: [Located<(decl: Decl, function: FunctionDecl)>] {
    if let known = lookups.initializers { return known }
    let found = members.compactMap { member -> Located<(decl: Decl, function: FunctionDecl)>? in
      guard case .initializer(let function) = member.value.kind else { return nil }
      return Located(value: (member.value, function), file: member.file)
    }
    lookups.initializers = found
    return found
  }

  /// A member typealias by name (`typealias Value = CGFloat`).
  func typeAlias(_ name: String) -> TypeAliasDecl? {
    for member in members {
      if case .typeAlias(let alias) = member.value.kind, alias.name == name { return alias }
    }
    return nil
  }

  /// The enum's cases in declaration order, for an enum.
  var enumCases: [Located<EnumCaseElement>] {
    members.flatMap { member -> [Located<EnumCaseElement>] in
      guard case .enumCase(let elements) = member.value.kind else { return [] }
      return elements.map { Located(value: $0, file: member.file) }
    }
  }
}
