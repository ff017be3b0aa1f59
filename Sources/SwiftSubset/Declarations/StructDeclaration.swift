import JSONCore

/// A struct type declared by the tree, such as `ViewGeometry.swift`'s
///
///     struct BoundsAnchor: Equatable {
///       var anchor: Anchor<CGRect>? = nil
///       static func == (lhs: BoundsAnchor, rhs: BoundsAnchor) -> Bool { false }
///     }
///
/// Values of the type are built with the memberwise initializer (`BoundsAnchor(anchor: $0)`, or
/// `BoundsAnchor()` since the field has a default), read and written field by field, and compared with the
/// declared equality.
public struct StructDeclaration: Hashable, Sendable {
  /// The type's name.
  public var name: String
  /// The stored properties in declaration order.
  public var fields: [StructField]
  /// How `==` compares two values.
  public var equality: StructEquality
  /// The computed properties by name: each a getter over the fields, read by their names
  /// (`var total: Double { price * Double(quantity) }`).
  public var properties: [String: StructProperty]

  /// Creates a declaration.
  public init(
    name: String, fields: [StructField], equality: StructEquality = .memberwise,
    properties: [String: StructProperty] = [:]
  ) {
    self.name = name
    self.fields = fields
    self.equality = equality
    self.properties = properties
  }

  /// Creates a declaration from texts, as a tree decoder reads them from JSON: each field's type name and
  /// optional default value expression, and an optional `==` body over `lhs` and `rhs` (nil for memberwise
  /// equality). Diagnostics name `path` extended with the field (`types.A.fields.anchor.type`).
  public init(
    name: String,
    fields: [(name: String, type: String, defaultValue: String?, isMutable: Bool)],
    equality: String? = nil,
    properties: [(name: String, type: String, getter: String)] = [],
    path: JSONPath = JSONPath(rootName: ""),
    limits: ParseLimits = ParseLimits()
  ) throws(ScriptDiagnostic) {
    var parsed: [StructField] = []
    for field in fields {
      func place(_ suffix: String) -> SourceOrigin {
        SourceOrigin(name: path.key("fields").key(field.name).key(suffix).description)
      }
      let type = try Parser.parseType(SourceText(field.type, origin: place("type")), limits: limits).type
      var defaultValue: ScriptExpression?
      if let text = field.defaultValue {
        defaultValue = try ScriptExpression(text, origin: place("defaultValue"), limits: limits)
      }
      parsed.append(StructField(name: field.name, type: type, defaultValue: defaultValue, isMutable: field.isMutable))
    }
    var structEquality = StructEquality.memberwise
    if let equality {
      let place = SourceOrigin(name: path.key("equality").description)
      structEquality = .custom(
        try ScriptClosure(parameters: ["lhs", "rhs"], body: equality, origin: place, limits: limits)
      )
    }
    var computed: [String: StructProperty] = [:]
    for property in properties {
      let place = path.key("properties").key(property.name)
      let type = try Parser.parseType(
        SourceText(property.type, origin: SourceOrigin(name: place.key("type").description)), limits: limits
      ).type
      let getter = try ScriptClosure(
        parameters: parsed.map(\.name), body: property.getter,
        origin: SourceOrigin(name: place.key("getter").description), limits: limits)
      computed[property.name] = StructProperty(type: type, getter: getter)
    }
    self.init(name: name, fields: parsed, equality: structEquality, properties: computed)
  }

  /// The field of that name, or nil.
  public func field(named name: String) -> StructField? {
    fields.first { $0.name == name }
  }

  /// The fields the memberwise initializer takes, in order: every `var`, and every `let` without a default.
  public var initializerFields: [StructField] {
    fields.filter { $0.isMutable || $0.defaultValue == nil }
  }
}

/// A stored property of a declared struct.
public struct StructField: Hashable, Sendable {
  /// The name.
  public var name: String
  /// The declared type.
  public var type: ValueType
  /// The default value, evaluated against `type` each time an initializer omits the field. A `var` of
  /// optional type without one defaults to `nil`, as in Swift.
  public var defaultValue: ScriptExpression?
  /// `var` (true) or `let` (false): only `var` fields can be assigned.
  public var isMutable: Bool

  /// Creates a field.
  public init(name: String, type: ValueType, defaultValue: ScriptExpression? = nil, isMutable: Bool = true) {
    self.name = name
    self.type = type
    self.defaultValue = defaultValue
    self.isMutable = isMutable
  }

  /// Whether an initializer may omit the field.
  public var hasDefault: Bool { defaultValue != nil || (isMutable && type.isOptional) }
}

/// How values of a declared struct compare with `==`.
public enum StructEquality: Hashable, Sendable {
  /// Field by field, each with its own type's equality (what `Equatable` synthesizes).
  case memberwise
  /// A custom `static func ==` body over the parameters `lhs` and `rhs`, returning a `Bool`.
  case custom(ScriptClosure)
}

/// A computed property of a declared struct: its type and its getter, a closure over the fields in declaration
/// order (each read by its name).
public struct StructProperty: Hashable, Sendable {
  /// The declared type.
  public var type: ValueType
  /// The getter's body, with the fields as its parameters.
  public var getter: ScriptClosure

  /// Creates a computed property.
  public init(type: ValueType, getter: ScriptClosure) {
    self.type = type
    self.getter = getter
  }
}
