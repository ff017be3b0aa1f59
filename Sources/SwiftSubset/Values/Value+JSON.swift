import JSONCore

extension Value {
  /// The value as JSON, for replies and fixtures: numbers as numbers (non-finite ones as the strings
  /// `".infinity"`, `"-.infinity"`, `".nan"`, which `init(json:as:)` reads back), optionals as their value or
  /// `null`, `CGSize` as `{"width", "height"}`, `CGPoint` as `{"x", "y"}`, `CGRect` as
  /// `{"x", "y", "width", "height"}`, a UUID as its `uuidString`, structs as objects of their fields in order,
  /// enum cases as their names, anchors as
  /// `{"anchor": source, "node": id, "rect" or "point": …}`, and ranges, bindings, host objects and implicit
  /// members as their description strings.
  public var jsonValue: JSONValue {
    switch self {
    case .void: return .null
    case .bool(let flag): return .bool(flag)
    case .int(let number): return .integer(Int64(number))
    case .double(let number), .cgFloat(let number): return Self.json(number)
    case .string(let text): return .string(text)
    case .size(let size): return ["width": Self.json(size.width), "height": Self.json(size.height)]
    case .point(let point): return ["x": Self.json(point.x), "y": Self.json(point.y)]
    case .rect(let rect): return Self.json(rect)
    case .uuid(let uuid): return .string(uuid.uuidString)
    case .anchor(let anchor):
      var object = JSONObject()
      object["anchor"] = .string(anchor.source)
      object["node"] = .string(anchor.nodeID)
      switch anchor.geometry {
      case .rect(let rect): object["rect"] = Self.json(rect)
      case .point(let point): object["point"] = Value.point(point).jsonValue
      }
      return .object(object)
    case .some(let wrapped): return wrapped.jsonValue
    case .none: return .null
    case .array(let array): return .array(array.elements.map(\.jsonValue))
    case .structure(let structure):
      return .object(JSONObject(structure.fields.map { ($0.name, $0.value.jsonValue) }))
    case .enumCase(let value): return .string(value.caseName)
    case .range, .binding, .hostObject, .implicitMember:
      return .string(description)
    }
  }

  private static func json(_ number: Double) -> JSONValue {
    if number.isFinite { return .double(number) }
    if number.isNaN { return .string(".nan") }
    return .string(number < 0 ? "-.infinity" : ".infinity")
  }

  private static func json(_ rect: CGRectValue) -> JSONValue {
    [
      "x": json(rect.origin.x), "y": json(rect.origin.y), "width": json(rect.size.width),
      "height": json(rect.size.height),
    ]
  }

  /// Reads a value of a declared type from JSON, as a tree gives state initial values and preference defaults.
  ///
  /// JSON numbers, booleans, strings, arrays and `null` map to the type directly (`null` only for optionals);
  /// `CGSize`, `CGPoint` and `CGRect` accept the objects `jsonValue` writes or arrays of their components;
  /// structs accept an object of fields, omitted fields taking their defaults; a `UUID` is a string in
  /// `UUID(uuidString:)`'s form, an enum case a string of its name. For every type but `String`, any other
  /// JSON string is a Swift expression
  /// evaluated against the type (`"0"`, `".infinity"`, `"[]"`, `"BoundsAnchor()"`, `"0..<3"`, `"UUID()"`),
  /// without host variables. `path` names the value in diagnostics (`value` when nil) and seeds the `UUID()`s
  /// the value makes (a stable hash of its description), so reading the same JSON at the same path gives the
  /// same UUIDs.
  public init(
    json: JSONValue,
    as type: ValueType,
    declarations: TypeDeclarations = TypeDeclarations(),
    path: JSONPath? = nil,
    limits: EvaluationLimits = EvaluationLimits()
  ) throws(ScriptDiagnostic) {
    var context = EvaluationContext(declarations: declarations, limits: limits)
    var seed = StableHash()
    seed.combine(path?.description ?? "value")
    context.uuidSeed = seed.value
    let source = SourceText("", origin: SourceOrigin(name: path?.description))
    self = try Evaluator.run(in: &context, source: source) {
      (evaluator: inout Evaluator) throws(Interruption) -> Value in
      try evaluator.decode(json, as: type, path: path ?? JSONPath(rootName: "value"))
    }
  }
}

extension Evaluator {
  /// Decodes JSON against a type; recursion follows the type, whose depth the parser bounds.
  mutating func decode(_ json: JSONValue, as type: ValueType, path: JSONPath) throws(Interruption) -> Value {
    try step(SourceRange(start: 0, end: 0))
    if case .string(let text) = json, type.unwrappingAllOptionals == .uuid, let uuid = UUIDValue(uuidString: text),
      let value = convertIfPossible(.uuid(uuid), to: type)
    {
      return value
    }
    if case .string(let text) = json, case .structure(let name) = type.unwrappingAllOptionals,
      let value = declarations.enumDeclaration(named: name)?.value(of: text),
      let converted = convertIfPossible(value, to: type)
    {
      return converted
    }
    if case .string(let text) = json, type.unwrappingAllOptionals != .string, type != .unknown {
      return try evaluateJSONExpression(text, as: type, path: path)
    }
    func mismatch(_ expected: String) -> Interruption {
      .diagnostic(
        ScriptDiagnostic(.type, .typeMismatch, "\(path): expected \(expected) for '\(type)', found \(json.typeName)")
      )
    }
    func number(_ value: JSONValue, _ member: String) throws(Interruption) -> Double {
      guard let number = value.doubleValue else {
        if case .string(let text) = value {
          let evaluated = try evaluateJSONExpression(text, as: .cgFloat, path: path.key(member))
          if let number = evaluated.doubleValue { return number }
        }
        throw mismatch("a number in '\(member)'")
      }
      return number
    }
    func components(_ names: [String]) throws(Interruption) -> [Double]? {
      if case .array(let items) = json {
        guard items.count == names.count else { throw mismatch("\(names.count) numbers") }
        var numbers: [Double] = []
        for (item, name) in zip(items, names) { numbers.append(try number(item, name)) }
        return numbers
      }
      guard case .object(let object) = json else { return nil }
      var numbers: [Double] = []
      for name in names {
        guard let member = object[name] else { return nil }
        numbers.append(try number(member, name))
      }
      return numbers
    }
    switch type {
    case .unknown:
      switch json {
      case .null: return .none(.unknown)
      case .bool(let flag): return .bool(flag)
      case .integer(let number): return .int(Int(number))
      case .double(let number): return .double(number)
      case .string(let text): return .string(text)
      case .array(let items):
        try reserveElements(items.count, SourceRange(start: 0, end: 0))
        var values: [Value] = []
        for (index, item) in items.enumerated() {
          values.append(try decode(item, as: .unknown, path: path.index(index)))
        }
        try charge(values.count, SourceRange(start: 0, end: 0))
        return .array(values, of: .unknown)
      case .object: throw mismatch("a value of a declared type")
      }
    case .optional(let wrapped):
      if json.isNull { return .none(wrapped) }
      return .some(try decode(json, as: wrapped, path: path))
    case .cgFloat, .double:
      guard let number = json.doubleValue else { throw mismatch("a number") }
      return type == .cgFloat ? .cgFloat(number) : .double(number)
    case .int:
      guard let number = json.integerValue else { throw mismatch("an integer") }
      return .int(Int(number))
    case .bool:
      guard let flag = json.boolValue else { throw mismatch("a boolean") }
      return .bool(flag)
    case .string:
      guard let text = json.stringValue else { throw mismatch("a string") }
      return .string(text)
    case .cgSize:
      guard let numbers = try components(["width", "height"]) else { throw mismatch("{\"width\", \"height\"}") }
      return .size(width: numbers[0], height: numbers[1])
    case .cgPoint:
      guard let numbers = try components(["x", "y"]) else { throw mismatch("{\"x\", \"y\"}") }
      return .point(x: numbers[0], y: numbers[1])
    case .cgRect:
      if case .object(let object) = json, let origin = object["origin"], let size = object["size"] {
        let point = try decode(origin, as: .cgPoint, path: path.key("origin"))
        let extent = try decode(size, as: .cgSize, path: path.key("size"))
        guard case .point(let p) = point, case .size(let s) = extent else { throw mismatch("an origin and a size") }
        return .rect(CGRectValue(origin: p, size: s))
      }
      guard let numbers = try components(["x", "y", "width", "height"]) else {
        throw mismatch("{\"x\", \"y\", \"width\", \"height\"}")
      }
      return .rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    case .array(let element):
      guard case .array(let items) = json else { throw mismatch("an array") }
      try reserveElements(items.count, SourceRange(start: 0, end: 0))
      var values: [Value] = []
      for (index, item) in items.enumerated() {
        values.append(try decode(item, as: element, path: path.index(index)))
      }
      try charge(values.count, SourceRange(start: 0, end: 0))
      return .array(values, of: element)
    case .structure(let name):
      if declarations.enumDeclaration(named: name) != nil { throw mismatch("a case name") }
      guard let declaration = declarations.structDeclaration(named: name) else {
        throw .diagnostic(ScriptDiagnostic(.type, .unknownIdentifier, "\(path): cannot find type '\(name)' in scope"))
      }
      guard case .object(let object) = json else { throw mismatch("an object of fields") }
      for key in object.keys where declaration.field(named: key) == nil {
        throw .diagnostic(ScriptDiagnostic(.type, .unknownMember, "\(path): '\(name)' has no field '\(key)'"))
      }
      var fields: [(name: String, value: Value)] = []
      for field in declaration.fields {
        if let member = object[field.name] {
          fields.append((field.name, try decode(member, as: field.type, path: path.key(field.name))))
        } else if let defaultValue = field.defaultValue {
          let saved = source
          source = defaultValue.source
          defer { source = saved }
          let value = try evaluate(defaultValue.syntax, field.type)
          fields.append(
            (field.name, try convert(value, to: field.type, at: defaultValue.syntax.range, what: "default value")))
        } else if field.hasDefault {
          fields.append((field.name, .none(field.type.unwrappingOptional)))
        } else {
          throw .diagnostic(
            ScriptDiagnostic(.type, .invalidArguments, "\(path): missing field '\(field.name)' of '\(name)'"))
        }
      }
      return .structure(StructValue(typeName: name, fields: fields))
    case .anchor(let geometry):
      guard case .object(let object) = json else { throw mismatch("an anchor object") }
      let source = object["anchor"]?.stringValue ?? (geometry == .cgRect ? "bounds" : "topLeading")
      let node = object["node"]?.stringValue ?? ""
      if geometry == .cgRect, let rect = object["rect"] {
        guard case .rect(let value) = try decode(rect, as: .cgRect, path: path.key("rect")) else {
          throw mismatch("a rect")
        }
        return .anchor(AnchorValue(geometry: .rect(value), source: source, nodeID: node))
      }
      if geometry == .cgPoint, let point = object["point"] {
        guard case .point(let value) = try decode(point, as: .cgPoint, path: path.key("point")) else {
          throw mismatch("a point")
        }
        return .anchor(AnchorValue(geometry: .point(value), source: source, nodeID: node))
      }
      throw mismatch(geometry == .cgRect ? "{\"rect\": …}" : "{\"point\": …}")
    case .uuid:
      throw mismatch("a UUID string")
    case .range, .void, .binding, .hostObject, .implicitMember:
      throw mismatch("a Swift expression string")
    }
  }

  /// Evaluates a JSON string as a Swift expression of the given type, in its own source named by `path`.
  private mutating func evaluateJSONExpression(_ text: String, as type: ValueType, path: JSONPath) throws(Interruption)
    -> Value
  {
    let expressionSource = SourceText(text, origin: SourceOrigin(name: path.description))
    let syntax: ExpressionSyntax
    do {
      syntax = try Parser.parseExpression(expressionSource)
    } catch {
      throw .diagnostic(error)
    }
    let saved = source
    source = expressionSource
    defer { source = saved }
    let value = try evaluate(syntax, type)
    return try convert(value, to: type, at: syntax.range, what: "value")
  }
}
