import JSONCore
import SwiftSubset
import Testing

/// `UUID`: Foundation's spelling, equality, JSON as its `uuidString`, and `UUID()` made deterministic from a seed
/// and a count (a fresh open of the same document must name `ForEach` rows the same).
struct UUIDValueTests {
  static let text = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

  static func taskDeclarations() throws -> TypeDeclarations {
    try TypeDeclarations([
      StructDeclaration(
        name: "TaskItem",
        fields: [
          (name: "id", type: "UUID", defaultValue: "UUID()", isMutable: false),
          (name: "title", type: "String", defaultValue: nil, isMutable: true),
        ])
    ])
  }

  @Test func readsAndWritesUUIDStringsAsFoundationDoes() throws {
    let uuid = try #require(UUIDValue(uuidString: Self.text))
    #expect(uuid.uuidString == Self.text)
    // Foundation's parser takes lower-case digits too and writes upper case.
    #expect(UUIDValue(uuidString: Self.text.lowercased()) == uuid)
    for invalid in [
      "", "E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5",
      "G621E1F8-C36C-495A-93FC-0C247A3E6E5F",
      "E621E1F8-C36C-495A-93FC-0C247A3E6E5F0", "E621E1F8+C36C-495A-93FC-0C247A3E6E5F",
    ] {
      #expect(UUIDValue(uuidString: invalid) == nil)
    }
  }

  @Test func printsWithoutQuotesEverywhere() throws {
    let uuid = Value.uuid(try #require(UUIDValue(uuidString: Self.text)))
    // swift-foundation's UUID: description and debugDescription are both uuidString.
    #expect(uuid.description == Self.text)
    #expect(Value.array([uuid], of: .uuid).description == "[\(Self.text)]")
    #expect(Value.some(uuid).description == "Optional(\(Self.text))")
    let task = Value.structure(StructValue(typeName: "TaskItem", fields: [("id", uuid), ("title", .string("A"))]))
    #expect(task.description == "TaskItem(id: \(Self.text), title: \"A\")")
    #expect(try evaluate("UUID(uuidString: \"\(Self.text)\")!.uuidString") == .string(Self.text))
    #expect(try evaluate("\"\\(UUID(uuidString: \"\(Self.text)\")!)\"") == .string(Self.text))
    #expect(try evaluate("UUID(uuidString: \"\(Self.text)\")?.description") == .some(.string(Self.text)))
  }

  @Test func initializersAndEquality() throws {
    #expect(try evaluate("UUID(uuidString: \"nope\")") == .none(.uuid))
    #expect(
      try evaluate("UUID(uuidString: \"\(Self.text)\") == UUID(uuidString: \"\(Self.text.lowercased())\")")
        == .bool(true))
    #expect(try evaluate("UUID() == UUID()") == .bool(false))
    #expect(try evaluate("UUID().uuidString.count") == .int(36))
    #expect(evaluationError("UUID(uuidString: 3)")?.code == .typeMismatch)
    #expect(evaluationError("UUID(\"\(Self.text)\")")?.code == .invalidArguments)
    #expect(Set([Value.uuid(UUIDValue(high: 1, low: 2)), .uuid(UUIDValue(high: 1, low: 2))]).count == 1)
    #expect(try ValueType(parsing: "[UUID?]") == .array(.optional(.uuid)))
  }

  @Test func theCheckerTypesUUIDs() throws {
    let checker = TypeChecker(environment: TypeEnvironment(variables: ["id": VariableType(.uuid)]))
    func errors(_ text: String, expecting type: ValueType? = nil) throws -> [String] {
      checker.check(try ScriptExpression(text), expecting: type).map(\.message)
    }
    #expect(try errors("UUID()", expecting: .uuid).isEmpty)
    #expect(try errors("id == UUID()").isEmpty)
    #expect(try errors("id.uuidString + \"\"", expecting: .string).isEmpty)
    #expect(try errors("UUID(uuidString: \"x\")", expecting: .optional(.uuid)).isEmpty)
    #expect(
      try errors("UUID(uuidString: \"x\")", expecting: .uuid) == [
        "value of optional type 'UUID?' must be unwrapped to a value of type 'UUID'"
      ])
    #expect(try errors("id.count") == ["value of type 'UUID' has no member 'count'"])
    #expect(try errors("UUID(3)") == ["'UUID' takes no arguments or one labelled 'uuidString:'"])
  }

  @Test func jsonIsTheUUIDStringAndOtherStringsAreExpressions() throws {
    let uuid = Value.uuid(try #require(UUIDValue(uuidString: Self.text)))
    #expect(uuid.jsonValue == .string(Self.text))
    #expect(try Value(json: uuid.jsonValue, as: .uuid) == uuid)
    #expect(try Value(json: .string(Self.text.lowercased()), as: .optional(.uuid)) == .some(uuid))
    #expect(try Value(json: .null, as: .optional(.uuid)) == .none(.uuid))
    #expect(try Value(json: .string("UUID(uuidString: \"\(Self.text)\")!"), as: .uuid) == uuid)
    #expect(try Value(json: "UUID()", as: .uuid).type == .uuid)
    #expect(throws: ScriptDiagnostic.self) { try Value(json: "not a uuid", as: .uuid) }
    #expect(throws: ScriptDiagnostic.self) { try Value(json: 3, as: .uuid) }
    let declarations = try Self.taskDeclarations()
    let task = try Value(
      json: ["id": .string(Self.text), "title": "A"], as: .structure("TaskItem"), declarations: declarations)
    #expect(task.jsonValue == ["id": .string(Self.text), "title": "A"])
  }

  @Test func generatedUUIDsAreVersion4AndDeterministic() throws {
    let first = UUIDValue.generated(seed: 42, count: 0)
    #expect(first == UUIDValue.generated(seed: 42, count: 0))
    #expect(first != UUIDValue.generated(seed: 42, count: 1))
    #expect(first != UUIDValue.generated(seed: 43, count: 0))
    let text = Array(first.uuidString)
    #expect(text[14] == "4")
    #expect("89AB".contains(text[19]))
    // 300 seeds times 300 counts collide nowhere.
    var seen: Set<UUIDValue> = []
    for seed in 0..<300 { for count in 0..<300 { seen.insert(UUIDValue.generated(seed: UInt64(seed), count: count)) } }
    #expect(seen.count == 90_000)
  }

  @Test func aStateReadTwiceFromTheSameJSONHasTheSameUUIDs() throws {
    let declarations = try Self.taskDeclarations()
    let type = ValueType.array(.structure("TaskItem"))
    func read(_ path: String) throws -> Value {
      try Value(
        json: "[TaskItem(title: \"A\"), TaskItem(title: \"B\")]", as: type, declarations: declarations,
        path: JSONPath(rootName: "state").key(path))
    }
    let tasks = try read("tasks")
    #expect(try read("tasks") == tasks)
    let ids = try #require(tasks.arrayElements).compactMap { $0.structValue?[field: "id"] }
    #expect(ids.count == 2 && ids[0] != ids[1])
    // Another state (another path) gets other UUIDs.
    #expect(try read("tasks_2") != tasks)
  }

  @Test func appendingTwiceMakesTwoUUIDs() throws {
    let declarations = try Self.taskDeclarations()
    let host = HostVariables()
    host.define("tasks", .array([], of: .structure("TaskItem")), type: .array(.structure("TaskItem")))
    // One context: its count goes on from one evaluation to the next.
    var context = EvaluationContext(host: host, declarations: declarations)
    let append = try ScriptBlock("tasks.append(TaskItem(title: \"x\"))")
    try append.run(in: &context)
    try append.run(in: &context)
    // A fresh context per action (as a daemon runs them) on a host that seeds by its state.
    let seeded = StateSeededHost(host)
    var fresh = EvaluationContext(host: seeded, declarations: declarations)
    try append.run(in: &fresh)
    fresh = EvaluationContext(host: seeded, declarations: declarations)
    try append.run(in: &fresh)
    let ids = try #require(host["tasks"]?.arrayElements).compactMap { $0.structValue?[field: "id"] }
    #expect(ids.count == 4)
    #expect(Set(ids).count == 4)
  }
}

/// A host whose `UUID()` seed is a stable hash of its variables' contents, as the layout engine's is.
private final class StateSeededHost: HostScope {
  let variables: HostVariables

  init(_ variables: HostVariables) {
    self.variables = variables
  }

  func variable(named name: String) -> HostVariable? { variables.variable(named: name) }

  func setVariable(named name: String, to value: Value) throws(HostError) {
    try variables.setVariable(named: name, to: value)
  }

  func uuidSeed() -> UInt64? {
    var hash = StableHash()
    for name in variables.variables.keys.sorted() {
      hash.combine(name)
      hash.combine(variables.variables[name]?.value.description ?? "")
    }
    return hash.value
  }
}
