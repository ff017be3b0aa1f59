import JSONCore
import SwiftSubset
import Testing

/// Enums declared by the tree: cases without associated values, raw values as Swift gives them, `allCases`,
/// `init?(rawValue:)`, implicit members against the expected type, `==`, printing and JSON.
struct EnumDeclarationTests {
  static func declarations() throws -> TypeDeclarations {
    try TypeDeclarations(
      [StructDeclaration(name: "Row", fields: [StructField(name: "filter", type: .structure("Filter"))])],
      enums: [
        EnumDeclaration(
          name: "Filter", cases: ["all", "open", "done"], rawType: .string, rawValues: ["done": .string("Finished")],
          isCaseIterable: true),
        EnumDeclaration(
          name: "Priority", cases: ["low", "medium", "high", "urgent"], rawType: .int,
          rawValues: ["medium": .int(5)]),
        EnumDeclaration(name: "Tab", cases: ["home", "settings"]),
      ])
  }

  static func filter(_ name: String) -> Value { .enumCase(EnumCaseValue(typeName: "Filter", caseName: name)) }

  @Test func rawValuesAreWrittenOrImplicitAsSwiftGivesThem() throws {
    let declarations = try Self.declarations()
    let filter = try #require(declarations.enumDeclaration(named: "Filter"))
    #expect(filter.cases.map(\.rawValue) == [.string("all"), .string("open"), .string("Finished")])
    // An Int case is one more than the case before it, the first 0.
    let priority = try #require(declarations.enumDeclaration(named: "Priority"))
    #expect(priority.cases.map(\.rawValue) == [.int(0), .int(5), .int(6), .int(7)])
    #expect(declarations.enumDeclaration(named: "Tab")?.cases.map(\.rawValue) == [nil, nil])
  }

  @Test func declarationsFailAsSwiftDoes() {
    func failure(_ make: () throws(ScriptDiagnostic) -> EnumDeclaration) -> String? {
      do {
        _ = try make()
        return nil
      } catch {
        return error.message
      }
    }
    #expect(
      failure { () throws(ScriptDiagnostic) in try EnumDeclaration(name: "E", cases: ["a", "a"]) }
        == "invalid redeclaration of 'a' in 'E'")
    #expect(
      failure { () throws(ScriptDiagnostic) in
        try EnumDeclaration(name: "E", cases: ["a", "b"], rawType: .int, rawValues: ["b": .int(0)])
      } == "raw value for enum case 'b' of 'E' is not unique")
    #expect(
      failure { () throws(ScriptDiagnostic) in
        try EnumDeclaration(name: "E", cases: ["a", "b"], rawType: .int, rawValues: ["a": .int(.max)])
      } == "the implicit raw value of 'b' in 'E' overflows 'Int'")
    #expect(
      failure { () throws(ScriptDiagnostic) in try EnumDeclaration(name: "E", cases: ["a"], rawType: .double) }
        == "'E' has raw type 'Double'; only 'String' and 'Int' raw values are supported")
    #expect(
      failure { () throws(ScriptDiagnostic) in
        try EnumDeclaration(name: "E", cases: ["a"], rawValues: ["a": .string("x")])
      } == "enum case 'a' cannot have a raw value: 'E' has no raw type")
    #expect(throws: ScriptDiagnostic.self) {
      try TypeDeclarations(
        [StructDeclaration(name: "E", fields: [])], enums: [EnumDeclaration(name: "E", cases: ["a"])])
    }
  }

  @Test func casesMembersAndInitializers() throws {
    let declarations = try Self.declarations()
    #expect(try evaluate(".open", expecting: .structure("Filter"), declarations: declarations) == Self.filter("open"))
    #expect(try evaluate("Filter.done.rawValue", declarations: declarations) == .string("Finished"))
    #expect(try evaluate("Filter.allCases.count", declarations: declarations) == .int(3))
    #expect(try evaluate("Filter(rawValue: \"Finished\")", declarations: declarations) == .some(Self.filter("done")))
    #expect(try evaluate("Filter(rawValue: \"done\")", declarations: declarations) == .none(.structure("Filter")))
    #expect(try evaluate("Priority(rawValue: 6)!.rawValue", declarations: declarations) == .int(6))
    #expect(try evaluate("Filter.open == .open", declarations: declarations) == .bool(true))
    #expect(try evaluate("Filter.open != .all", declarations: declarations) == .bool(true))
    #expect(try evaluate("Row(filter: .done).filter == .done", declarations: declarations) == .bool(true))
    #expect(
      try evaluate("Filter.allCases.map { $0.rawValue.capitalized }", declarations: declarations)
        == .array([.string("All"), .string("Open"), .string("Finished")], of: .string))
    #expect(
      evaluationError(".nowhere", expecting: .structure("Filter"), declarations: declarations)?.message
        == "type 'Filter' has no member 'nowhere'")
    #expect(
      evaluationError("Tab.allCases", declarations: declarations)?.message == "type 'Tab' has no member 'allCases'")
    #expect(evaluationError("Tab(rawValue: 0)", declarations: declarations)?.code == .invalidArguments)
    #expect(evaluationError("Tab.home.rawValue", declarations: declarations)?.code == .unknownMember)
    #expect(evaluationError("Filter.all == Tab.home", declarations: declarations)?.code == .typeMismatch)
    #expect(evaluationError("Filter.all < Filter.open", declarations: declarations) != nil)
  }

  @Test func capitalizedIsFoundations() throws {
    #expect(try evaluate("\"don't stop 3am\".capitalized") == .string("Don'T Stop 3Am"))
    #expect(try evaluate("\"hELLO-wORLD\".capitalized") == .string("Hello-World"))
  }

  @Test func printsAsSwiftPrintsEnumCases() throws {
    // stdlib's _adHocPrint_unlocked: the case name alone; the type name too in debugPrint (collections,
    // optionals, struct fields).
    #expect(Self.filter("all").description == "all")
    #expect(Value.array([Self.filter("all")], of: .structure("Filter")).description == "[Filter.all]")
    #expect(Value.some(Self.filter("open")).description == "Optional(Filter.open)")
    #expect(
      Value.array([Self.filter("all")], of: .structure("Filter")).printDescription(moduleName: "MyApp")
        == "[MyApp.Filter.all]")
    let row = Value.structure(StructValue(typeName: "Row", fields: [("filter", Self.filter("done"))]))
    #expect(row.description == "Row(filter: Filter.done)")
    #expect(try evaluate("\"\\(Filter.open)\"", declarations: Self.declarations()) == .string("open"))
  }

  @Test func jsonIsTheCaseName() throws {
    let declarations = try Self.declarations()
    #expect(Self.filter("done").jsonValue == .string("done"))
    #expect(try Value(json: "done", as: .structure("Filter"), declarations: declarations) == Self.filter("done"))
    #expect(try Value(json: ".open", as: .structure("Filter"), declarations: declarations) == Self.filter("open"))
    #expect(
      try Value(json: "open", as: .optional(.structure("Filter")), declarations: declarations)
        == .some(Self.filter("open")))
    #expect(
      try Value(json: ["filter": "all"], as: .structure("Row"), declarations: declarations).jsonValue
        == ["filter": "all"])
    #expect(throws: ScriptDiagnostic.self) {
      try Value(json: "nowhere", as: .structure("Filter"), declarations: declarations)
    }
    #expect(throws: ScriptDiagnostic.self) { try Value(json: 1, as: .structure("Filter"), declarations: declarations) }
  }

  @Test func theCheckerTypesEnums() throws {
    let checker = TypeChecker(
      environment: TypeEnvironment(
        variables: ["filter": VariableType(.structure("Filter"))], declarations: try Self.declarations()))
    func errors(_ text: String, expecting type: ValueType? = nil) throws -> [String] {
      checker.check(try ScriptExpression(text), expecting: type).map(\.message)
    }
    #expect(try errors("filter == .open").isEmpty)
    #expect(try errors("filter.rawValue", expecting: .string).isEmpty)
    #expect(try errors("Filter.allCases", expecting: .array(.structure("Filter"))).isEmpty)
    #expect(try errors("Filter(rawValue: \"x\") ?? .all", expecting: .structure("Filter")).isEmpty)
    #expect(try errors("filter == .nowhere") == ["type 'Filter' has no member 'nowhere'"])
    #expect(try errors("Tab.home.rawValue") == ["value of type 'Tab' has no member 'rawValue'"])
    #expect(try errors("Filter(rawValue: 1)") == ["cannot convert argument of type 'Int' to type 'String'"])
    #expect(
      try errors("Tab(rawValue: 1)") == [
        "'Tab' cannot be constructed because it has no raw type (no 'init(rawValue:)')"
      ])
  }

  @Test func computedPropertiesAreAnExpressionPerCase() throws {
    var filter = try EnumDeclaration(name: "Filter", cases: ["all", "open"], rawType: .string)
    let values = [
      "all": try ScriptExpression("\"All\""), "open": try ScriptExpression("\"Open, not \" + Filter.all.title"),
    ]
    try filter.declareProperty("title", EnumProperty(type: .string, values: values))
    let declarations = try TypeDeclarations([], enums: [filter])
    #expect(try evaluate("Filter.open.title", declarations: declarations) == .string("Open, not All"))
    // The property sees none of the reader's locals.
    #expect(
      try evaluate("[1].map { _ in Filter.all.title }", declarations: declarations)
        == .array([.string("All")], of: .string))
    let checker = TypeChecker(environment: TypeEnvironment(declarations: declarations))
    #expect(checker.check(try ScriptExpression("Filter.all.title.count"), expecting: .int).isEmpty)
    func failure(_ values: [String: String]) -> String? {
      do {
        var copy = filter
        try copy.declareProperty(
          "other", EnumProperty(type: .string, values: values.mapValues { try! ScriptExpression($0) }))
        return nil
      } catch {
        return error.message
      }
    }
    #expect(failure(["all": "\"a\""]) == "the property 'other' of 'Filter' has no value for case 'open'")
    #expect(
      failure(["all": "\"a\"", "open": "\"b\"", "done": "\"c\""]) == "'Filter' has no case 'done' (property 'other')")
    #expect(
      failure(["all": "\"a\"", "open": "title"])
        == "the property 'other' of 'Filter' reads 'title' for case 'open'; it may read no variables")
  }
}
