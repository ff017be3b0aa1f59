/// An enum type declared by the tree, such as
///
///     enum Filter: String, CaseIterable {
///       case all, open, done
///     }
///
/// Its cases have no associated values. With a raw type (`String` or `Int`) every case has a raw value, written
/// or implicit as Swift gives them (a `String` case's name; an `Int` case one more than the case before, the
/// first 0), `rawValue` reads it and `Filter(rawValue:)` finds the case or nil; with `CaseIterable`,
/// `Filter.allCases` lists the cases in declaration order. Values are `.all` resolved against the expected type,
/// or `Filter.all`, compared with `==`. A computed property that switches over `self`
/// (`var title: String { switch self { case .all: "All" … } }`) is an expression per case (`EnumProperty`).
public struct EnumDeclaration: Hashable, Sendable {
  /// The type's name.
  public var name: String
  /// The cases in declaration order, each with its raw value when the enum has a raw type.
  public var cases: [EnumCase]
  /// `String` or `Int`; nil without raw values.
  public var rawType: ValueType?
  /// Whether the enum conforms to `CaseIterable` (`allCases`).
  public var isCaseIterable: Bool
  /// The computed properties by name.
  public var properties: [String: EnumProperty] = [:]

  /// Creates a declaration: the case names in order, the raw values written (by case name; the others are
  /// implicit), the raw type. Fails as Swift does on a repeated case, a raw type other than `String` or `Int`,
  /// raw values without a raw type or of another type, and a raw value two cases share.
  public init(
    name: String, cases: [String], rawType: ValueType? = nil, rawValues: [String: Value] = [:],
    isCaseIterable: Bool = false
  ) throws(ScriptDiagnostic) {
    if let rawType, rawType != .string, rawType != .int {
      throw ScriptDiagnostic(
        .type, .unsupported, "'\(name)' has raw type '\(rawType)'; only 'String' and 'Int' raw values are supported")
    }
    var parsed: [EnumCase] = []
    var seen: Set<String> = []
    var seenRawValues: Set<Value> = []
    // The next implicit `Int` raw value; nil once it would overflow.
    var nextInt: Int? = 0
    for caseName in cases {
      guard seen.insert(caseName).inserted else {
        throw ScriptDiagnostic(.type, .typeMismatch, "invalid redeclaration of '\(caseName)' in '\(name)'")
      }
      var rawValue: Value?
      if let written = rawValues[caseName] {
        guard let rawType else {
          throw ScriptDiagnostic(
            .type, .typeMismatch, "enum case '\(caseName)' cannot have a raw value: '\(name)' has no raw type")
        }
        guard written.type == rawType else {
          throw ScriptDiagnostic(
            .type, .typeMismatch,
            "the raw value of '\(caseName)' is a '\(written.type)', but '\(name)' has raw type '\(rawType)'")
        }
        rawValue = written
      } else if rawType == .string {
        rawValue = .string(caseName)
      } else if rawType == .int {
        guard let nextInt else {
          throw ScriptDiagnostic(
            .type, .overflow, "the implicit raw value of '\(caseName)' in '\(name)' overflows 'Int'")
        }
        rawValue = .int(nextInt)
      }
      if case .int(let number)? = rawValue {
        let (next, overflow) = number.addingReportingOverflow(1)
        nextInt = overflow ? nil : next
      }
      if let rawValue, !seenRawValues.insert(rawValue).inserted {
        throw ScriptDiagnostic(.type, .typeMismatch, "raw value for enum case '\(caseName)' of '\(name)' is not unique")
      }
      parsed.append(EnumCase(name: caseName, rawValue: rawValue))
    }
    for written in rawValues.keys.sorted() where !seen.contains(written) {
      throw ScriptDiagnostic(.type, .unknownMember, "'\(name)' has no case '\(written)' to give a raw value")
    }
    self.name = name
    self.cases = parsed
    self.rawType = rawType
    self.isCaseIterable = isCaseIterable
  }

  /// Adds a computed property: its type and, for every case, the expression it returns. Fails when a case has
  /// no expression, an expression names no case or reads a variable (only type names, which start with a
  /// capital, are free in them: the property sees neither the reader's locals nor its host), or the name is
  /// taken (`rawValue` included).
  public mutating func declareProperty(_ name: String, _ property: EnumProperty) throws(ScriptDiagnostic) {
    guard properties[name] == nil, name != "rawValue" || rawType == nil else {
      throw ScriptDiagnostic(.type, .typeMismatch, "invalid redeclaration of '\(name)' in '\(self.name)'")
    }
    for caseName in property.values.keys.sorted() where enumCase(named: caseName) == nil {
      throw ScriptDiagnostic(.type, .unknownMember, "'\(self.name)' has no case '\(caseName)' (property '\(name)')")
    }
    for (caseName, expression) in property.values.sorted(by: { $0.key < $1.key }) {
      if let variable = expression.freeNames.sorted().first(where: { $0.first?.isUppercase != true }) {
        throw ScriptDiagnostic(
          .type, .unknownIdentifier,
          "the property '\(name)' of '\(self.name)' reads '\(variable)' for case '\(caseName)'; it may read no variables"
        )
      }
    }
    if let missing = cases.first(where: { property.values[$0.name] == nil }) {
      throw ScriptDiagnostic(
        .type, .invalidArguments, "the property '\(name)' of '\(self.name)' has no value for case '\(missing.name)'")
    }
    properties[name] = property
  }

  /// The case of that name, or nil.
  public func enumCase(named caseName: String) -> EnumCase? {
    cases.first { $0.name == caseName }
  }

  /// The value of the case of that name, or nil.
  public func value(of caseName: String) -> Value? {
    enumCase(named: caseName).map { .enumCase(EnumCaseValue(typeName: name, caseName: $0.name)) }
  }

  /// `allCases`: every case's value in declaration order.
  public var allCases: Value {
    .array(cases.map { .enumCase(EnumCaseValue(typeName: name, caseName: $0.name)) }, of: .structure(name))
  }
}

/// A case of a declared enum: its name and, when the enum has a raw type, its raw value.
public struct EnumCase: Hashable, Sendable {
  /// The name (`all`).
  public var name: String
  /// The raw value (`"all"`, `0`); nil without a raw type.
  public var rawValue: Value?

  /// Creates a case.
  public init(name: String, rawValue: Value? = nil) {
    self.name = name
    self.rawValue = rawValue
  }
}

/// A computed property of a declared enum that switches over `self`: its type and the expression each case
/// returns, evaluated against the type whenever the property is read, without the reader's locals or host
/// variables (`case .all: "All"`).
public struct EnumProperty: Hashable, Sendable {
  /// The property's type.
  public var type: ValueType
  /// The expression for each case, by case name.
  public var values: [String: ScriptExpression]

  /// Creates a property.
  public init(type: ValueType, values: [String: ScriptExpression]) {
    self.type = type
    self.values = values
  }
}
