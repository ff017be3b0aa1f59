import JSONCore
import SwiftSubset
import TreeVocabulary

/// The Swift a tree declares, compiled once per version of the tree: its struct and enum types, its preference
/// keys and its `@State` variables with their types and initial values. Interpreting expressions needs it;
/// layout alone does not.
public struct TreeProgram: Sendable {
  /// The struct and enum types (`BoundsAnchor`, `Filter`).
  public let declarations: TypeDeclarations
  /// The preference keys by name.
  public let keys: [String: PreferenceKey]
  /// The key names in document order.
  public let keyNames: [String]
  /// The `@State` variables with their initial values, in document order.
  public let initialState: StateValues

  /// Compiles the declarations of `tree`.
  ///
  /// - Throws: every problem found (a type that does not parse, a default value of the wrong type, a `reduce`
  ///   that does not parse or does not fit the type), each with its JSON path.
  public init(tree: ViewTree, limits: EvaluationLimits = EvaluationLimits()) throws(TreeErrors) {
    var errors: [TreeError] = []
    let declarations = Self.structs(tree.types, errors: &errors)
    var keys: [String: PreferenceKey] = [:]
    var keyNames: [String] = []
    for declaration in tree.preferenceKeys {
      if let key = Self.key(declaration, declarations: declarations, limits: limits, errors: &errors) {
        keys[key.name] = key
        keyNames.append(key.name)
      }
    }
    var variables: [StateValues.Variable] = []
    for declaration in tree.state {
      if let variable = Self.variable(declaration, declarations: declarations, limits: limits, errors: &errors) {
        variables.append(variable)
      }
    }
    guard errors.isEmpty else { throw TreeErrors(errors) }
    self.declarations = declarations
    self.keys = keys
    self.keyNames = keyNames
    self.initialState = StateValues(variables)
  }

  /// Parses a type name written in the tree.
  static func type(_ text: String, at path: JSONPath, declarations: TypeDeclarations) throws(TreeError) -> ValueType {
    let type: ValueType
    do {
      type = try Parser.parseType(SourceText(text, origin: SourceOrigin(name: path.description))).type
    } catch {
      throw TreeError(.invalidValue, at: path, "\(error.message) in the type `\(text)`")
    }
    if let missing = declarations.undeclaredStruct(in: type) {
      throw TreeError(.invalidValue, at: path, "cannot find type '\(missing)' in scope (declare it in \"types\")")
    }
    return type
  }

  // MARK: - Structs and enums

  /// Declares the tree's enums, then its structs, each after the structs its fields use (document order
  /// otherwise).
  private static func structs(_ types: [TypeDeclaration], errors: inout [TreeError]) -> TypeDeclarations {
    var declarations = TypeDeclarations()
    var parsed: [(TypeDeclaration, StructDeclaration)] = []
    for type in types {
      if type.declaration.objectValue?["cases"] != nil {
        guard let declaration = enumDeclaration(type, errors: &errors) else { continue }
        do {
          try declarations.declare(declaration)
        } catch {
          errors.append(TreeError(.invalidValue, at: type.path, error.message))
        }
      } else if let declaration = structDeclaration(type, errors: &errors) {
        parsed.append((type, declaration))
      }
    }
    var pending = parsed
    // Each round declares every struct whose field types are known; at most one round per struct.
    while !pending.isEmpty {
      var next: [(TypeDeclaration, StructDeclaration)] = []
      var lastFailure: (TypeDeclaration, ScriptDiagnostic)?
      for (type, declaration) in pending {
        do {
          try declarations.declare(declaration)
        } catch {
          next.append((type, declaration))
          lastFailure = (type, error)
        }
      }
      if next.count == pending.count {
        if let (type, error) = lastFailure { errors.append(TreeError(.invalidValue, at: type.path, error.message)) }
        for (type, _) in next.dropLast() {
          errors.append(TreeError(.invalidValue, at: type.path, "'\(type.name)' uses a type that cannot be declared"))
        }
        break
      }
      pending = next
    }
    return declarations
  }

  /// Reads one struct: `{"anchor": "Anchor<CGRect>?"}` (fields and their types) or the long form
  /// `{"fields": {"anchor": {"type": "Anchor<CGRect>?", "defaultValue": "nil", "let": false}}, "equality": "false"}`,
  /// with computed properties as getters over the fields (`"properties": {"total": {"type": "Double", "getter":
  /// "price * Double(quantity)"}}`).
  private static func structDeclaration(_ type: TypeDeclaration, errors: inout [TreeError]) -> StructDeclaration? {
    guard let object = type.declaration.objectValue else {
      errors.append(
        TreeError(.wrongType, at: type.path, "expected an object of fields, found \(type.declaration.typeName)"))
      return nil
    }
    var fieldsObject = object
    var fieldsPath = type.path
    var equality: String?
    var properties: [(name: String, type: String, getter: String)] = []
    if let fields = object["fields"]?.objectValue {
      for key in object.keys where !TreeFormat.typeMembers.contains(key) {
        errors.append(TreeError(.unknownArgument, at: type.path.key(key), "a type has no member \"\(key)\""))
      }
      fieldsObject = fields
      fieldsPath = type.path.key("fields")
      if let body = object["equality"] {
        guard let text = body.stringValue else {
          errors.append(TreeError(.wrongType, at: type.path.key("equality"), "expected the body of `==` as a string"))
          return nil
        }
        equality = text
      }
      for (name, property) in object["properties"]?.objectValue ?? JSONObject() {
        guard let typeName = property["type"]?.stringValue, let getter = property["getter"]?.stringValue else {
          errors.append(
            TreeError(
              .wrongType, at: type.path.key("properties").key(name), "a computed property is {\"type\", \"getter\"}"))
          return nil
        }
        properties.append((name, typeName, getter))
      }
    }
    var fields: [(name: String, type: String, defaultValue: String?, isMutable: Bool)] = []
    for (name, field) in fieldsObject {
      let fieldPath = fieldsPath.key(name)
      if let typeName = field.stringValue {
        fields.append((name, typeName, nil, true))
      } else if let spec = field.objectValue, let typeName = spec["type"]?.stringValue {
        let defaultValue = spec["defaultValue"].map { $0.stringValue ?? "\($0)" }
        fields.append((name, typeName, defaultValue, !(spec["let"]?.boolValue ?? false)))
      } else {
        errors.append(
          TreeError(.wrongType, at: fieldPath, "a field is a type name or {\"type\", \"defaultValue\", \"let\"}"))
        return nil
      }
    }
    do {
      return try StructDeclaration(
        name: type.name, fields: fields, equality: equality, properties: properties, path: type.path)
    } catch {
      errors.append(TreeError(.invalidValue, at: type.path, error.summary))
      return nil
    }
  }

  /// Reads one enum: `{"cases": ["all", "open", "done"], "rawType": "String", "rawValues": {"done": "Finished"},
  /// "caseIterable": true, "properties": {"title": {"type": "String", "cases": {"all": "\"All\"", …}}}}` (cases
  /// without associated values in declaration order; raw values that are not written are implicit, as Swift
  /// gives them; a computed property is an expression per case).
  private static func enumDeclaration(_ type: TypeDeclaration, errors: inout [TreeError]) -> EnumDeclaration? {
    guard let object = type.declaration.objectValue else { return nil }
    for key in object.keys where !TreeFormat.enumMembers.contains(key) {
      errors.append(TreeError(.unknownArgument, at: type.path.key(key), "an enum has no member \"\(key)\""))
    }
    guard let items = object["cases"]?.arrayValue else {
      errors.append(TreeError(.wrongType, at: type.path.key("cases"), "expected an array of case names"))
      return nil
    }
    var cases: [String] = []
    for (index, item) in items.enumerated() {
      guard let name = item.stringValue else {
        errors.append(TreeError(.wrongType, at: type.path.key("cases").index(index), "expected a case name"))
        return nil
      }
      cases.append(name)
    }
    var rawType: ValueType?
    if let text = object["rawType"] {
      guard let name = text.stringValue, let builtin = try? ValueType(parsing: name) else {
        errors.append(TreeError(.wrongType, at: type.path.key("rawType"), "expected a type name (String or Int)"))
        return nil
      }
      rawType = builtin
    }
    var rawValues: [String: Value] = [:]
    for (name, json) in object["rawValues"]?.objectValue ?? JSONObject() {
      switch json {
      case .string(let text): rawValues[name] = .string(text)
      case .integer(let number): rawValues[name] = .int(Int(number))
      default:
        errors.append(
          TreeError(.wrongType, at: type.path.key("rawValues").key(name), "expected a string or an integer"))
        return nil
      }
    }
    let isCaseIterable = object["caseIterable"]?.boolValue ?? false
    var declaration: EnumDeclaration
    do {
      declaration = try EnumDeclaration(
        name: type.name, cases: cases, rawType: rawType, rawValues: rawValues, isCaseIterable: isCaseIterable)
    } catch {
      errors.append(TreeError(.invalidValue, at: type.path, error.message))
      return nil
    }
    for (name, json) in object["properties"]?.objectValue ?? JSONObject() {
      let path = type.path.key("properties").key(name)
      do {
        declaration = try enumProperty(name, json, at: path, adding: declaration)
      } catch {
        errors.append(error)
        return nil
      }
    }
    return declaration
  }

  /// Adds one computed property, `{"type": "String", "cases": {"all": "\"All\"", …}}`, to an enum.
  private static func enumProperty(
    _ name: String, _ json: JSONValue, at path: JSONPath, adding declaration: EnumDeclaration
  )
    throws(TreeError) -> EnumDeclaration
  {
    guard let typeText = json["type"]?.stringValue, let values = json["cases"]?.objectValue else {
      throw TreeError(.wrongType, at: path, "a property is {\"type\", \"cases\": {case: Swift expression}}")
    }
    var expressions: [String: ScriptExpression] = [:]
    let propertyType: ValueType
    do {
      propertyType = try ValueType(parsing: typeText, origin: SourceOrigin(name: path.key("type").description))
      for (caseName, value) in values {
        let origin = SourceOrigin(name: path.key("cases").key(caseName).description)
        expressions[caseName] = try ScriptExpression(value.stringValue ?? "\(value)", origin: origin)
      }
    } catch {
      throw TreeError(.invalidExpression, at: path, error.summary)
    }
    var declared = declaration
    do {
      try declared.declareProperty(name, EnumProperty(type: propertyType, values: expressions))
    } catch {
      throw TreeError(.invalidValue, at: path, error.message)
    }
    return declared
  }

  // MARK: - Keys

  private static func key(
    _ declaration: PreferenceKeyDeclaration, declarations: TypeDeclarations, limits: EvaluationLimits,
    errors: inout [TreeError]
  ) -> PreferenceKey? {
    let path = declaration.path
    let typeText = declaration.type ?? declaration.defaultValue.flatMap { StateDeclaration.inferredType(of: $0) }
    guard let typeText else {
      errors.append(TreeError(.missingArgument, at: path, "preference key \(declaration.name) needs a \"type\""))
      return nil
    }
    let valueType: ValueType
    do {
      valueType = try type(typeText, at: path.key("type"), declarations: declarations)
    } catch {
      errors.append(error)
      return nil
    }
    guard let reduceText = declaration.reduce else {
      errors.append(
        TreeError(
          .missingArgument, at: path,
          "preference key \(declaration.name) needs a \"reduce\": a body such as \"value = max(value, nextValue())\" "
            + "or a shorthand (max, min, sum, append, last, first)"))
      return nil
    }
    let reducer: PreferenceReducer
    do {
      reducer = try PreferenceReducer(
        reduceText, valueType: valueType, origin: SourceOrigin(name: path.key("reduce").description))
    } catch {
      errors.append(TreeError(.invalidExpression, at: path.key("reduce"), error.summary))
      return nil
    }
    // An optional key defaults to nil, as Swift's `static var defaultValue: T?` does without an initializer.
    let defaultJSON: JSONValue? = declaration.defaultValue ?? (valueType.isOptional ? JSONValue.null : nil)
    guard let defaultJSON else {
      errors.append(
        TreeError(.missingArgument, at: path, "preference key \(declaration.name) needs a \"defaultValue\""))
      return nil
    }
    do {
      let value = try Value(
        json: defaultJSON, as: valueType, declarations: declarations, path: path.key("defaultValue"),
        limits: limits)
      return PreferenceKey(
        name: declaration.name, valueType: valueType, defaultValue: value, reducer: reducer, path: path)
    } catch {
      errors.append(TreeError(.invalidValue, at: path.key("defaultValue"), error.summary))
      return nil
    }
  }

  // MARK: - State

  private static func variable(
    _ declaration: StateDeclaration, declarations: TypeDeclarations, limits: EvaluationLimits,
    errors: inout [TreeError]
  ) -> StateValues.Variable? {
    guard let typeText = declaration.typeName else {
      errors.append(TreeError(.missingArgument, at: declaration.path, "state \(declaration.name) needs a type"))
      return nil
    }
    let typePath = declaration.type == nil ? declaration.path : declaration.path.key("type")
    do {
      let type = try type(typeText, at: typePath, declarations: declarations)
      let value = try StateValues.value(
        declaration.value, as: type, declarations: declarations, path: declaration.path, limits: limits)
      return StateValues.Variable(name: declaration.name, type: type, value: value, path: declaration.path)
    } catch {
      errors.append(error)
      return nil
    }
  }
}
