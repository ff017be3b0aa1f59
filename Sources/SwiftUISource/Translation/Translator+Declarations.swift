import JSONCore
import SwiftSubset

/// The document's declarations: preference keys (with their value type, default and `reduce` body), struct
/// types used as values, and custom layouts, each written once under a name the tree uses.
extension Translator {
  // MARK: - Preference keys

  /// The document name of the key an argument names (`WidestLabel.self`, `Self.self`, `key` given
  /// `LargestWidth.self`, `K.self` with `K` bound), declaring the key on first use; nil (reported) when it
  /// names no preference key of the files.
  func preferenceKey(_ expression: Expr, in scope: Scope) -> String? {
    if let name = expression.identifierName, case .substitution(let value, let origin, _)? = resolve(name, in: scope) {
      return preferenceKey(value, in: origin)
    }
    guard let type = typeReference(expression, in: scope) else {
      report(
        .warning, .unsupported,
        "`\(text(expression.range, file: scope.file))` does not name a preference key type; the modifier is left out",
        at: expression.range, file: scope.file)
      return nil
    }
    return declareKey(type, in: scope, use: expression.range)
  }

  /// Declares the key a type names (through typealiases, generic arguments substituted).
  private func declareKey(_ type: TypeRef, in scope: Scope, use: SourceRange) -> String? {
    var resolved = type
    var aliasName: String?
    // Follow typealiases: `LargestWidth` → `Largest<CGFloat>`.
    for _ in 0..<8 {
      guard let name = resolved.simpleName, resolved.genericArguments.isEmpty,
        let alias = typeAlias(named: name, in: scope)
      else { break }
      aliasName = aliasName ?? name
      resolved = alias
    }
    guard let name = resolved.simpleName,
      let definition = index.type(named: name, in: scope.instance?.definition, file: scope.file),
      definition.isPreferenceKey
    else {
      report(
        .warning, .undefinedName,
        "'\(type.text)' is not a preference key declared in the files; the modifier is left out",
        at: use, file: scope.file)
      return nil
    }
    let arguments = resolved.genericArguments
    let canonical =
      definition.qualifiedName + (arguments.isEmpty ? "" : "<" + arguments.map(\.text).joined(separator: ",") + ">")
    if let existing = declarations.keyNames[canonical] { return existing }
    var keyName = aliasName ?? definition.name
    if aliasName == nil, !arguments.isEmpty {
      keyName += "_" + arguments.map { $0.text.filter { $0.isLetter || $0.isNumber } }.joined(separator: "_")
    }
    keyName = DocumentDeclarations.unused(keyName, among: declarations.preferenceKeys)
    declarations.keyNames[canonical] = keyName
    let bindings = Dictionary(
      zip(definition.declaration.genericParameters.map(\.name), arguments), uniquingKeysWith: { first, _ in first })
    guard let declaration = keyDeclaration(definition, generics: bindings) else {
      declarations.keyNames[canonical] = nil
      return nil
    }
    declarations.preferenceKeys.append((keyName, declaration))
    return keyName
  }

  /// A typealias visible from `scope`: a member of the instance's type, or top-level.
  private func typeAlias(named name: String, in scope: Scope) -> TypeRef? {
    if let alias = scope.instance?.definition.typeAlias(name), let type = alias.type { return type }
    if let global = index.global(named: name), case .typeAlias(let alias) = global.value.kind { return alias.type }
    return nil
  }

  /// `{"type", "defaultValue", "reduce"}` of a key: the value type from `typealias Value`, the default's
  /// annotation, `reduce`'s `inout` parameter, or the default's literal, with generic parameters replaced; the
  /// default as a literal or Swift; the reduce body as written.
  private func keyDeclaration(_ definition: TypeDefinition, generics: [String: TypeRef]) -> OutputValue? {
    let file = definition.file
    let defaultProperty = definition.property("defaultValue", isStatic: true)
    let reduce = definition.functions("reduce", isStatic: true).first
    // `Value` where it is only the associated type's name (`reduce(value: inout Value, …)`) says nothing: the
    // default's type does.
    func declared(_ type: TypeRef?) -> TypeRef? { type?.simpleName == "Value" ? nil : type }
    var type = declared(definition.typeAlias("Value")?.type) ?? declared(defaultProperty?.value.variable.type)
    if type == nil, let parameter = reduce?.value.function.parameters.first { type = declared(parameter.type) }
    let defaultExpression = defaultProperty.flatMap {
      $0.value.variable.initializer ?? singleExpression($0.value.variable.getter)
    }
    let typeText = type.map { substituting(generics, in: $0) } ?? defaultExpression.flatMap(Self.valueType)
    let anchor = anchor(definition.declaration.nameRange, file: file)
    guard let typeText, isSubsetType(typeText) else {
      report(
        .warning, .unsupported,
        "the value type of the preference key '\(definition.name)' is not one the inspector models; modifiers using it are left out",
        at: definition.declaration.nameRange, file: file)
      return nil
    }
    var members: [(key: String, value: OutputValue)] = [
      ("type", .text(typeText, type.map { self.anchor($0.range, file: file) }))
    ]
    let keyScope = typeScope(definition, file: file)
    if let defaultExpression {
      let valueAnchor = self.anchor(defaultExpression.range, file: file)
      if var literal = Self.literalJSON(defaultExpression) {
        if case .string(let text) = literal, typeText != "String" { literal = .string("\"\(text)\"") }
        members.append(("defaultValue", .json(literal, valueAnchor)))
      } else if let code = subsetCode(defaultExpression, in: keyScope, instead: "the type's zero value is the default")
      {
        members.append(("defaultValue", .text(code, valueAnchor)))
      }
    }
    if let reduce, let body = reduce.value.function.body, let bodyRange = reduce.value.function.bodyRange {
      let inner = Scope(parent: keyScope, file: reduce.file)
      let parameters = reduce.value.function.parameters
      if parameters.count == 2 {
        inner.bind(parameters[0].name, .runtime("value"))
        inner.bind(parameters[1].name, .runtime("nextValue"))
      }
      let range = statementsRange(body, within: bodyRange)
      if let emitted = emitter.emit(statements: body, range: range, in: inner, shadowing: []) {
        let written = dedent(emitted, startingAt: range.start, file: reduce.file)
        if let problem = subsetProblem(written, as: .statements) {
          report(
            .warning, .notInSubset,
            "the reduce body of '\(definition.name)' is outside the Swift subset (\(problem)); the key keeps the last value",
            at: range, file: reduce.file)
        } else {
          members.append(("reduce", .text(written, self.anchor(range, file: reduce.file))))
        }
      }
    }
    return .object(members, anchor)
  }

  /// The type of a default value written without one: a literal's (a floating-point literal is a `CGFloat`
  /// here, the type every layout key uses), or the type named by `CGSize.zero`, `BoundsAnchor()`,
  /// `[CGFloat]()`.
  static func valueType(_ expression: Expr) -> String? {
    if let literal = literalType(expression) { return literal == "Double" ? "CGFloat" : literal }
    switch expression.kind {
    case .member(let base, _, _):
      guard let name = base.identifierName, name.first?.isUppercase == true else { return nil }
      return name
    case .call(let callee, _):
      if let name = callee.identifierName, name.first?.isUppercase == true { return name }
      if case .arrayLiteral(let elements) = callee.kind, elements.count == 1, let element = elements[0].identifierName {
        return "[\(element)]"
      }
      return nil
    default: return nil
    }
  }

  /// The range from a body's first statement to its last (inside the braces).
  func statementsRange(_ body: [Stmt], within braces: SourceRange) -> SourceRange {
    guard let first = body.first, let last = body.last else {
      return SourceRange(start: braces.start + 1, end: Swift.max(braces.start + 1, braces.end - 1))
    }
    return SourceRange(start: first.range.start, end: last.range.end)
  }

  /// A type's text with generic parameters replaced (`Number?` with `Number` = `CGFloat` is `CGFloat?`).
  func substituting(_ generics: [String: TypeRef], in type: TypeRef) -> String {
    guard !generics.isEmpty else { return type.text }
    var result = ""
    var word = ""
    func flush() {
      result += generics[word]?.text ?? word
      word = ""
    }
    for character in type.text {
      if character.isLetter || character.isNumber || character == "_" {
        word.append(character)
      } else {
        flush()
        result.append(character)
      }
    }
    flush()
    return result
  }

  // MARK: - Struct and enum types

  /// Declares a struct or an enum of the files under `types` (a struct's fields with their types and defaults
  /// and `==`'s body; an enum's cases and raw values) so that state and preference values may hold it; false
  /// when the files do not declare one the subset can hold.
  /// `context` and `file` say where the name is written, so that a type nested in the view that uses it, or
  /// private to its file, is found as Swift finds it; the document names it by its simple name.
  func registerType(named name: String, seenFrom context: TypeDefinition? = nil, file: Int? = nil) -> Bool {
    guard let definition = index.type(named: name, in: context, file: file) else { return false }
    if let declared = declarations.declaredTypes[name] { return declared == ObjectIdentifier(definition) }
    guard !declarations.refusedTypeNames.contains(name) else { return false }
    if definition.declaration.keyword == .enum { return registerEnum(definition) }
    let isClass = definition.declaration.keyword == .class
    guard definition.declaration.keyword == .struct || isClass, !definition.isView, !definition.isPreferenceKey else {
      return false
    }
    if isClass,
      let superclass = definition.declaration.inherited.first(where: { inherited in
        inherited.simpleName.flatMap { index.type(named: $0, in: definition, file: definition.file) }?.declaration
          .keyword == .class
      })
    {
      declarations.refusedTypeNames.insert(name)
      report(
        .warning, .unsupported,
        "the class '\(name)' inherits from '\(superclass.text)', whose stored properties the inspector does not "
          + "model; state and values of the class are left out",
        at: superclass.range, file: definition.file)
      return false
    }
    declarations.declaredTypes[name] = ObjectIdentifier(definition)
    var fields: [(key: String, value: OutputValue)] = []
    var leftOut: [String] = []
    var unset: [String] = []
    var settable: [String] = []
    let scope = typeScope(definition, file: definition.file)
    // A class has no memberwise initializer: its properties start at their initial values or at what its
    // argument-free `init` assigns them (`init() { items = [] }`).
    let initValues = isClass ? propertyValues(definition, arguments: [], callScope: scope, instanceScope: scope) : [:]
    for property in definition.storedProperties {
      let variable = property.value.variable
      guard
        let type = variable.type
          ?? variable.initializer.flatMap({ Self.initializerType($0) }).map({
            TypeRef(kind: .missing, range: variable.nameRange, text: $0)
          }),
        isSubsetType(type.text, seenFrom: definition, file: definition.file)
      else {
        // A view model's services, publishers and caches are no state a view lays out from: the class is
        // declared without them, and reading one fails where it is read.
        if isClass {
          leftOut.append(variable.name)
          continue
        }
        declarations.declaredTypes[name] = nil
        return false
      }
      var field: [(key: String, value: OutputValue)] = [("type", .text(type.text, nil))]
      let initial =
        variable.initializer.map { ($0, scope) } ?? initValues[variable.name].map { ($0.expression, $0.scope) }
      if let (initializer, initialScope) = initial,
        let code = subsetCode(initializer, in: initialScope, instead: "the field has no default")
      {
        field.append(("defaultValue", .text(code, anchor(initializer.range, file: initialScope.file))))
      } else if isClass, !(variable.isMutable && (type.text.hasSuffix("?") || type.text.hasPrefix("Optional<"))) {
        // `Model()` must build: a property with no value to start from is left out.
        unset.append(variable.name)
        continue
      }
      if isClass, variable.isMutable { settable.append(variable.name) }
      if !variable.isMutable { field.append(("let", .json(.bool(true), nil))) }
      fields.append((variable.name, .object(field, anchor(variable.nameRange, file: property.file))))
    }
    var members: [(key: String, value: OutputValue)] = [("fields", .object(fields, nil))]
    // Computed properties with a single-expression getter, read at run time wherever a value of the type is
    // (a `ForEach` element's `item.total`); one reading another is written with the other's getter in place.
    var properties: [(key: String, value: OutputValue)] = []
    for member in definition.members {
      guard case .variable(let variable) = member.value.kind, !member.value.has("static"), !member.value.has("class"),
        let getter = singleExpression(variable.getter), let type = variable.type,
        isSubsetType(type.text, seenFrom: definition, file: definition.file),
        let code = subsetCode(getter, in: scope, instead: "the property '\(variable.name)' is left out")
      else { continue }
      properties.append(
        (
          variable.name,
          .object(
            [("type", .text(type.text, nil)), ("getter", .text(code, anchor(getter.range, file: member.file)))],
            anchor(variable.nameRange, file: member.file))
        ))
    }
    if !properties.isEmpty { members.append(("properties", .object(properties, nil))) }
    if let equality = definition.functions("==", isStatic: true).first, let body = equality.value.function.body,
      let bodyRange = equality.value.function.bodyRange
    {
      let inner = Scope(parent: scope, file: equality.file)
      let range = statementsRange(body, within: bodyRange)
      let statements = body.count == 1 ? singleExpression(body).map { text($0.range, file: equality.file) } : nil
      let written =
        statements
        ?? emitter.emit(statements: body, range: range, in: inner, shadowing: []).map {
          dedent($0, startingAt: range.start, file: equality.file)
        }
      if let written { members.append(("equality", .text(written, anchor(range, file: equality.file)))) }
    }
    declarations.types.append((name, .object(members, anchor(definition.declaration.nameRange, file: definition.file))))
    if isClass {
      declarations.classFields[name] = settable
      var omitted =
        leftOut.isEmpty
        ? "" : "; its properties " + leftOut.map { "'\($0)'" }.joined(separator: ", ") + " are of types it lacks"
      if !unset.isEmpty {
        omitted += "; " + unset.map { "'\($0)'" }.joined(separator: ", ") + " start at no value it can read"
      }
      report(
        .note, .unsupported,
        "the class '\(name)' is laid out as a value held by the state that creates it, which the views given it "
          + "read and write; its methods are not run\(omitted)",
        at: definition.declaration.nameRange, file: definition.file)
    }
    return true
  }

  /// Declares an enum: `{"cases": […], "rawType": …, "rawValues": {…}, "caseIterable": true, "properties": {…}}`.
  /// An enum with a case that has associated values, a raw type other than `String` or `Int`, or a raw value that
  /// is not a literal is refused once, with a warning at what the inspector cannot model; a computed property
  /// that is not one expression per case is left out, with a warning.
  private func registerEnum(_ definition: TypeDefinition) -> Bool {
    let name = definition.name
    let file = definition.file
    func refuse(_ reason: String, at range: SourceRange, file: Int) -> Bool {
      declarations.refusedTypeNames.insert(name)
      report(
        .warning, .unsupported,
        "the enum '\(name)' \(reason), which the inspector cannot model; state and values of the enum are left out",
        at: range, file: file)
      return false
    }
    let rawTypes = definition.declaration.inherited.filter {
      ["String", "Int", "Double", "Float", "Character", "CGFloat", "UInt", "Int8", "Int16", "Int32", "Int64"]
        .contains($0.text)
    }
    if let rawType = rawTypes.first, rawType.text != "String", rawType.text != "Int" {
      return refuse("has raw type '\(rawType.text)' (only 'String' and 'Int' are)", at: rawType.range, file: file)
    }
    let rawType = rawTypes.first?.text
    var cases: [OutputValue] = []
    var rawValues: [(key: String, value: OutputValue)] = []
    for element in definition.enumCases {
      let enumCase = element.value
      if let parameters = enumCase.associatedValuesRange {
        return refuse("has associated values in case '\(enumCase.name)'", at: parameters, file: element.file)
      }
      cases.append(.text(enumCase.name, anchor(enumCase.nameRange, file: element.file)))
      guard let rawValue = enumCase.rawValue else { continue }
      let literal = Self.literalJSON(rawValue)
      let fits: Bool
      switch literal {
      case .string?: fits = rawType == "String"
      case .integer?: fits = rawType == "Int"
      default: fits = false
      }
      guard let literal, fits else {
        return refuse(
          "gives case '\(enumCase.name)' a raw value that is not a \(rawType ?? "String or Int") literal",
          at: rawValue.range, file: element.file)
      }
      rawValues.append((enumCase.name, .json(literal, anchor(rawValue.range, file: element.file))))
    }
    guard !cases.isEmpty else { return refuse("has no cases", at: definition.declaration.nameRange, file: file) }
    var members: [(key: String, value: OutputValue)] = [("cases", .array(cases, nil))]
    if let rawType { members.append(("rawType", .text(rawType, nil))) }
    if !rawValues.isEmpty { members.append(("rawValues", .object(rawValues, nil))) }
    if definition.conformances.contains("CaseIterable") { members.append(("caseIterable", .json(.bool(true), nil))) }
    // Declared before its properties, whose types may name it.
    declarations.declaredTypes[name] = ObjectIdentifier(definition)
    declarations.enumCaseNames[name] = Set(definition.enumCases.map(\.value.name))
    var properties: [(key: String, value: OutputValue)] = []
    for member in definition.members {
      guard case .variable(let variable) = member.value.kind, let getter = variable.getter,
        !member.value.has("static"), !member.value.has("class")
      else { continue }
      if let property = enumProperty(variable, getter: getter, of: definition, rawType: rawType, file: member.file) {
        properties.append((variable.name, property))
      } else {
        report(
          .warning, .unsupported,
          "the property '\(variable.name)' of the enum '\(name)' is not one expression per case (a `switch self` "
            + "whose cases each give one value, `self` or `rawValue`) of a type the inspector models; reading it fails",
          at: variable.nameRange, file: member.file)
      }
    }
    if !properties.isEmpty { members.append(("properties", .object(properties, nil))) }
    declarations.types.append((name, .object(members, anchor(definition.declaration.nameRange, file: file))))
    return true
  }

  /// A computed property of an enum as an expression per case: `{"type": …, "cases": {case: Swift}}`, from a body
  /// that is `switch self` with one expression per case (`default` giving the cases not named before), `self`,
  /// or `rawValue`; nil otherwise.
  private func enumProperty(
    _ variable: VariableDecl, getter: [Stmt], of definition: TypeDefinition, rawType: String?, file: Int
  ) -> OutputValue? {
    guard let type = variable.type else { return nil }
    let typeText = type.text == "Self" ? definition.name : type.text
    guard isSubsetType(typeText, seenFrom: definition, file: definition.file) else { return nil }
    let caseNames = definition.enumCases.map(\.value.name)
    let scope = typeScope(definition, file: file)
    var values: [String: OutputValue] = [:]
    func value(_ expression: Expr) -> OutputValue? {
      subsetCode(expression, in: scope, instead: "reading the property fails").map {
        .text($0, anchor(expression.range, file: file))
      }
    }
    if let (subject, cases) = Self.switchStatement(getter) {
      return switchProperty(subject, cases, typeText: typeText, caseNames: caseNames, value: value)
    }
    guard let single = singleExpression(getter) else { return nil }
    // `self`, `rawValue`, `self.rawValue`: each case's own value.
    let isSelf: Bool
    switch single.kind {
    case .selfReference("self"): isSelf = true
    case .identifier("rawValue"): isSelf = false
    case .member(let base, "rawValue", _) where Self.isSelf(base): isSelf = false
    default: return nil
    }
    guard isSelf || rawType != nil else { return nil }
    for caseName in caseNames {
      // The case itself, or its raw value (written or implicit), which the subset knows.
      let code = definition.name + "." + caseName + (isSelf ? "" : ".rawValue")
      values[caseName] = .text(code, anchor(single.range, file: file))
    }
    let ordered = caseNames.compactMap { name in values[name].map { (key: name, value: $0) } }
    return .object([("type", .text(typeText, nil)), ("cases", .object(ordered, nil))], nil)
  }

  /// A body that is one `switch` (a statement, or an expression as Swift 5.9 allows): its subject and cases.
  private static func switchStatement(_ body: [Stmt]) -> (Expr, [Stmt.SwitchCase])? {
    guard body.count == 1 else { return nil }
    var statement = body[0]
    if case .expression(let expression) = statement.kind, case .statement(let inner) = expression.kind {
      statement = inner
    } else if case .returnStatement(let expression?) = statement.kind, case .statement(let inner) = expression.kind {
      statement = inner
    }
    guard case .switchStatement(let subject, let cases) = statement.kind else { return nil }
    return (subject, cases)
  }

  private static func isSelf(_ expression: Expr) -> Bool {
    if case .selfReference("self") = expression.kind { return true }
    return false
  }

  /// `switch self { case .a: x … }` as an expression per case, or nil when it is not one.
  private func switchProperty(
    _ subject: Expr, _ cases: [Stmt.SwitchCase], typeText: String, caseNames: [String],
    value: (Expr) -> OutputValue?
  ) -> OutputValue? {
    guard Self.isSelf(subject) else { return nil }
    var values: [String: OutputValue] = [:]
    for switchCase in cases {
      guard switchCase.guardCondition == nil, let body = singleExpression(switchCase.body), let written = value(body)
      else { return nil }
      var names: [String] = []
      for pattern in switchCase.patterns {
        switch pattern.kind {
        case .implicitMember(let name): names.append(name)
        case .member(_, let name, _): names.append(name)
        default: return nil
        }
      }
      if switchCase.patterns.isEmpty { names = caseNames.filter { values[$0] == nil } }
      for name in names where caseNames.contains(name) && values[name] == nil { values[name] = written }
    }
    guard values.count == caseNames.count else { return nil }
    return .object(
      [
        ("type", .text(typeText, nil)),
        ("cases", .object(caseNames.compactMap { n in values[n].map { (n, $0) } }, nil)),
      ],
      nil)
  }

  // MARK: - Custom layouts

  /// A use of a custom `Layout`: `{"view": "Layout", "layout": name, "content": […]}`, the layout's two
  /// bodies declared once under `layouts`.
  func customLayoutView(_ definition: TypeDefinition, arguments: [Argument], range: SourceRange, at site: ViewSite)
    -> [OutputItem]
  {
    guard let name = declareLayout(definition) else {
      return unknownView(definition.name, arguments: arguments, range: range, at: site)
    }
    let node = makeNode("Layout", range: range, file: site.scope.file)
    node.set("layout", .text(name, anchor(definition.declaration.nameRange, file: definition.file)))
    let content =
      arguments.first { $0.isTrailingClosure && $0.label == nil } ?? arguments.first { $0.label == "content" }
    node.content = content.map { closureContent($0.value, at: site) } ?? []
    if arguments.contains(where: { !$0.isTrailingClosure }) {
      report(
        .warning, .unsupported,
        "arguments of the custom layout '\(definition.name)' are not passed to its bodies; its properties keep their defaults",
        at: range, file: site.scope.file)
    }
    return [.node(node)]
  }

  private func declareLayout(_ definition: TypeDefinition) -> String? {
    if let existing = declarations.layoutNames[definition.qualifiedName] { return existing }
    let scope = typeScope(definition, file: definition.file)
    var members: [(key: String, value: OutputValue)] = []
    for (method, parameterNames) in [
      ("sizeThatFits", ["proposal", "subviews", "cache"]),
      ("placeSubviews", ["bounds", "proposal", "subviews", "cache"]),
      ("makeCache", ["subviews"]),
      ("updateCache", ["cache", "subviews"]),
      ("spacing", ["subviews", "cache"]),
      ("explicitAlignment", ["guide", "bounds", "proposal", "subviews", "cache"]),
    ] {
      let isRequired = method == "sizeThatFits" || method == "placeSubviews"
      let overloads = definition.functions(method, isStatic: false)
      guard let function = overloads.first,
        let body = function.value.function.body, let bodyRange = function.value.function.bodyRange
      else {
        if isRequired { return nil }
        continue
      }
      if overloads.count > 1 {
        report(
          .warning, .unsupported,
          "the layout '\(definition.name)' has \(overloads.count) '\(method)' methods; the first one answers for all",
          at: overloads[1].value.function.nameRange, file: overloads[1].file)
      }
      let inner = Scope(parent: scope, file: function.file)
      for (parameter, engineName) in zip(function.value.function.parameters, parameterNames) {
        inner.bind(parameter.name, .runtime(engineName))
      }
      let range = statementsRange(body, within: bodyRange)
      guard let emitted = emitter.emit(statements: body, range: range, in: inner, shadowing: []) else { return nil }
      let written = dedent(emitted, startingAt: range.start, file: function.file)
      if let problem = subsetProblem(written, as: .statements) {
        report(
          .warning, .notInSubset,
          "'\(method)' of the layout '\(definition.name)' is outside the Swift subset (\(problem)); "
            + (isRequired ? "the layout is not used" : "it is left out"),
          at: range, file: function.file)
        if isRequired { return nil }
        continue
      }
      members.append((method, .text(written, anchor(range, file: function.file))))
    }
    let name = DocumentDeclarations.unused(definition.name, among: declarations.layouts)
    declarations.layoutNames[definition.qualifiedName] = name
    declarations.layouts.append(
      (name, .object(members, anchor(definition.declaration.nameRange, file: definition.file))))
    return name
  }
}
