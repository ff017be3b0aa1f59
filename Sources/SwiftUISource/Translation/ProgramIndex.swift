import SwiftSubset

/// Every declaration of the translated files, indexed by name, with `#if` resolved against the compilation
/// conditions: the types (nested ones under their qualified names only: Swift finds a nested type by its simple
/// name inside its parent alone, as `type(named:in:)` does), the extensions of SwiftUI's types
/// (`extension View { func … }`), top-level typealiases, functions and constants, and the previews in file order.
struct ProgramIndex {
  /// The files, by index.
  let files: [ParsedSourceFile]
  /// Types by qualified name (`Outer.Inner`).
  private(set) var types: [String: TypeDefinition] = [:]
  /// Types private to their file (`private struct Row: View` at the top level, and the types nested in one) by file and
  /// qualified name: each file's own, so that several files may each declare a private `Row`. The first of a name is
  /// also under `types`, for the few lookups that have no file (struct values and alignment ids of the document).
  private var filePrivateTypes: [FileScopedName: TypeDefinition] = [:]
  /// For each first byte of a declared type's simple name (the last component of its qualified name, `Inner` for
  /// `Outer.Inner`), a bit per length (64 and longer share the last): a name without a dot whose first byte and length
  /// have no bit names no type in any context, and is answered without hashing (most names looked up are SwiftUI's
  /// views).
  private var simpleNameShapes = [UInt64](repeating: 0, count: 256)
  /// Members of extensions of types the files do not declare (`View`, `Text`, `Color`), by extended type and
  /// by the name they declare, in declaration order: every modifier call looks its name up here.
  private var externalExtensions: [String: [String: [Located<Decl>]]] = [:]
  /// The names `externalExtensions` declares, of any extended type.
  private var externalExtensionNames: Set<String> = []
  /// Top-level typealiases, functions and variables.
  private(set) var globals: [Located<Decl>] = []
  /// The position in `globals` of the first declaration of each name.
  private var globalPositions: [String: Int] = [:]
  /// `#Preview` blocks, in file order.
  private(set) var previews: [Located<(decl: Decl, preview: PreviewDecl)>] = []
  /// Types declared in order (for root candidates and previews providers in file order).
  private(set) var typeOrder: [TypeDefinition] = []
  /// Types declared in a `#Preview`'s body, by where their declaration starts.
  private(set) var localTypes: [ViewExpressionKey: TypeDefinition] = [:]
  /// Problems found while indexing (conditions that cannot be evaluated, duplicate types, skipped statements).
  private(set) var diagnostics: [SourceDiagnostic] = []

  init(files: [ParsedSourceFile], conditions: CompilationConditions) {
    self.files = files
    let evaluator = ConditionEvaluator(conditions: conditions)
    var extensions: [Located<(decl: Decl, type: TypeDecl)>] = []
    for (index, file) in files.enumerated() {
      for declaration in active(file.declarations, file: index, evaluator: evaluator) {
        add(declaration, file: index, parent: nil, extensions: &extensions, evaluator: evaluator)
      }
    }
    while !extensions.isEmpty {
      var nestedExtensions: [Located<(decl: Decl, type: TypeDecl)>] = []
      for located in extensions { addExtension(located, nestedExtensions: &nestedExtensions, evaluator: evaluator) }
      extensions = nestedExtensions
    }
  }

  // MARK: - Lookup

  /// A qualified type name in one file.
  private struct FileScopedName: Hashable {
    var file: Int
    var name: String
  }

  /// The type a name refers to in code of `file`: inside `context`, the context's nested types first; then the file's
  /// private types; then the others.
  func type(named name: String, in context: TypeDefinition? = nil, file: Int? = nil) -> TypeDefinition? {
    guard mayNameType(name) else { return nil }
    var scope = context
    while let current = scope {
      let qualified = current.qualifiedName + "." + name
      if let nested = filePrivateTypes[FileScopedName(file: current.file, name: qualified)] ?? types[qualified] {
        return nested
      }
      scope = current.parent
    }
    if let file, let own = filePrivateTypes[FileScopedName(file: file, name: name)] { return own }
    return types[name]
  }

  /// False when `name` has no dot and no declared type's simple name has its first byte and length.
  private func mayNameType(_ name: String) -> Bool {
    name.utf8.withContiguousStorageIfAvailable { bytes in
      guard let first = bytes.first, !bytes.contains(UInt8(ascii: ".")) else { return true }
      return simpleNameShapes[Int(first)] & Self.lengthBit(bytes.count) != 0
    } ?? true
  }

  /// The bit of `simpleNameShapes` for a name of `count` bytes.
  private static func lengthBit(_ count: Int) -> UInt64 { 1 << UInt64(min(count, 63)) }

  /// The members named `name` of extensions of SwiftUI's types that a value of type `typeName` has
  /// (`View`'s for any view; `Text`'s for a Text).
  func extensionMembers(named name: String, for typeNames: [String]) -> [Located<Decl>] {
    var result: [Located<Decl>] = []
    for typeName in typeNames {
      if let members = externalExtensions[typeName]?[name] { result += members }
    }
    return result
  }

  /// Whether an extension of a type the files do not declare has a member named `name`.
  func hasExtensionMember(named name: String) -> Bool {
    externalExtensionNames.contains(name)
  }

  /// The top-level declaration named `name`.
  func global(named name: String) -> Located<Decl>? {
    globalPositions[name].map { globals[$0] }
  }

  /// The name a member declaration declares.
  static func name(of declaration: Decl) -> String? {
    switch declaration.kind {
    case .variable(let variable): return variable.name
    case .function(let function): return function.name
    case .typeAlias(let alias): return alias.name
    case .type(let type): return type.name
    default: return nil
    }
  }

  // MARK: - Building

  /// The declarations of the active `#if` branches, flattened.
  private mutating func active(_ declarations: [Decl], file: Int, evaluator: ConditionEvaluator) -> [Decl] {
    var result: [Decl] = []
    var pending = declarations[...]
    var stack: [ArraySlice<Decl>] = []
    while true {
      guard let declaration = pending.popFirst() else {
        guard let outer = stack.popLast() else { break }
        pending = outer
        continue
      }
      guard case .ifConfig(let config) = declaration.kind else {
        result.append(declaration)
        continue
      }
      if let elements = activeClause(config, file: file, evaluator: evaluator) {
        stack.append(pending)
        pending = elements[...]
      }
    }
    return result
  }

  /// The elements of the first clause whose condition holds.
  mutating func activeClause<Element>(_ config: IfConfig<Element>, file: Int, evaluator: ConditionEvaluator)
    -> [Element]?
  {
    for clause in config.clauses {
      guard let condition = clause.condition else { return clause.elements }
      guard let value = evaluator.evaluate(condition) else {
        diagnostics.append(
          SourceDiagnostic(
            .warning, .unsupported,
            "cannot evaluate the condition `\(files[file].source.text(of: condition.range))`; its branch is taken as false",
            span: files[file].lines.span(condition.range)))
        continue
      }
      if value { return clause.elements }
    }
    return nil
  }

  private mutating func add(
    _ declaration: Decl, file: Int, parent: TypeDefinition?,
    extensions: inout [Located<(decl: Decl, type: TypeDecl)>], evaluator: ConditionEvaluator
  ) {
    switch declaration.kind {
    case .type(let type) where type.keyword == .extension:
      extensions.append(Located(value: (declaration, type), file: file))
    case .type(let type):
      let qualified = parent.map { $0.qualifiedName + "." + type.name } ?? type.name
      let definition = TypeDefinition(
        declaration: type, attributes: declaration.attributes, qualifiedName: qualified, file: file,
        range: declaration.range)
      definition.parent = parent
      definition.isFilePrivate = parent?.isFilePrivate ?? (declaration.has("private") || declaration.has("fileprivate"))
      register(definition, file: file)
      var nestedExtensions: [Located<(decl: Decl, type: TypeDecl)>] = []
      for member in active(type.members, file: file, evaluator: evaluator) {
        if case .type(let nested) = member.kind, nested.keyword != .extension {
          add(member, file: file, parent: definition, extensions: &nestedExtensions, evaluator: evaluator)
        }
        definition.members.append(Located(value: member, file: file))
      }
      extensions += nestedExtensions
    case .preview(let preview):
      previews.append(Located(value: (declaration, preview), file: file))
      // Types a preview declares in its body (`struct Preview: View` around `@State`) are found there only.
      for statement in preview.body {
        guard case .declaration(let local) = statement.kind, case .type(let type) = local.kind,
          type.keyword != .extension
        else { continue }
        let definition = TypeDefinition(
          declaration: type, attributes: local.attributes, qualifiedName: type.name, file: file, range: local.range)
        for member in active(type.members, file: file, evaluator: evaluator) {
          definition.members.append(Located(value: member, file: file))
        }
        localTypes[ViewExpressionKey(file: file, offset: local.range.start)] = definition
      }
    case .statement(let statement):
      diagnostics.append(
        SourceDiagnostic(
          .note, .skipped, "top-level code is not run by the inspector; skipped",
          span: files[file].lines.span(statement.range)))
    case .typeAlias, .function, .variable:
      if parent == nil {
        if let name = Self.name(of: declaration), globalPositions[name] == nil { globalPositions[name] = globals.count }
        globals.append(Located(value: declaration, file: file))
      }
    default:
      break
    }
  }

  private mutating func register(_ definition: TypeDefinition, file: Int) {
    typeOrder.append(definition)
    let qualified = definition.qualifiedName.utf8
    let simple =
      qualified.lastIndex(of: UInt8(ascii: ".")).map { qualified[qualified.index(after: $0)...] }
      ?? qualified[...]
    if let first = simple.first { simpleNameShapes[Int(first)] |= Self.lengthBit(simple.count) }
    if definition.isFilePrivate {
      let key = FileScopedName(file: file, name: definition.qualifiedName)
      if filePrivateTypes[key] == nil {
        filePrivateTypes[key] = definition
        // Another file's type of that name is no redeclaration.
        if types[definition.qualifiedName] == nil { types[definition.qualifiedName] = definition }
        return
      }
    } else if let existing = types[definition.qualifiedName], existing.isFilePrivate, existing.file != file {
      types[definition.qualifiedName] = definition
      return
    }
    if let existing = types[definition.qualifiedName], existing !== definition {
      diagnostics.append(
        SourceDiagnostic(
          .warning, .unsupported,
          "'\(definition.qualifiedName)' is declared more than once; the first declaration is used",
          span: files[file].lines.span(definition.declaration.nameRange)))
      return
    }
    types[definition.qualifiedName] = definition
  }

  /// Adds an extension's members to the type it extends, or to `externalExtensions`; the types it declares in a type
  /// of the files are that type's nested types, and their own extensions go to `nestedExtensions`.
  private mutating func addExtension(
    _ located: Located<(decl: Decl, type: TypeDecl)>,
    nestedExtensions: inout [Located<(decl: Decl, type: TypeDecl)>], evaluator: ConditionEvaluator
  ) {
    let type = located.value.type
    let extendedName = type.name.split(separator: ".").last.map(String.init) ?? type.name
    let members = active(type.members, file: located.file, evaluator: evaluator).map {
      Located(value: $0, file: located.file)
    }
    if let definition = self.type(named: type.name, file: located.file)
      ?? self.type(named: extendedName, file: located.file)
    {
      definition.members += members
      for conformance in type.inherited.compactMap(\.simpleName) { definition.conformances.insert(conformance) }
      for member in members {
        if case .type(let nested) = member.value.kind, nested.keyword != .extension {
          add(member.value, file: located.file, parent: definition, extensions: &nestedExtensions, evaluator: evaluator)
        }
      }
      return
    }
    for member in members {
      guard let name = Self.name(of: member.value) else { continue }
      externalExtensions[extendedName, default: [:]][name, default: []].append(member)
      externalExtensionNames.insert(name)
    }
  }
}
