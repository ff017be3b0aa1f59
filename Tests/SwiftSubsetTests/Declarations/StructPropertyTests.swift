import JSONCore
import SwiftSubset
import Testing

/// A declared struct's computed properties: getters over the fields, read by name wherever a value is.
struct StructPropertyTests {
  static func declarations() throws -> TypeDeclarations {
    try TypeDeclarations([
      StructDeclaration(
        name: "Product",
        fields: [("price", "Double", nil, true), ("quantity", "Int", "1", true)],
        properties: [("total", "Double", "price * Double(quantity)"), ("isFree", "Bool", "price == 0")])
    ])
  }

  @Test func aComputedPropertyReadsTheFields() throws {
    var context = EvaluationContext(host: HostVariables())
    context.declarations = try Self.declarations()
    let total = try ScriptExpression("Product(price: 2.5, quantity: 3).total").evaluate(expecting: nil, in: &context)
    #expect(total == .double(7.5))
    let free = try ScriptExpression("[Product(price: 0)].map { $0.isFree }").evaluate(expecting: nil, in: &context)
    #expect(free == .array([.bool(true)], of: .bool))
  }

  @Test func theCheckerKnowsItsType() throws {
    let checker = TypeChecker(
      environment: TypeEnvironment(
        variables: ["item": VariableType(.structure("Product"))], declarations: try Self.declarations()))
    #expect(checker.check(try ScriptExpression("item.total + 1.5")).isEmpty)
    #expect(!checker.check(try ScriptExpression("item.total + \"x\"")).isEmpty)
  }

  @Test func aGetterThatDoesNotParseIsADiagnosticAtItsPath() {
    #expect(throws: ScriptDiagnostic.self) {
      try StructDeclaration(
        name: "P", fields: [("a", "Int", nil, true)], properties: [("b", "Int", "a +")],
        path: JSONPath(rootName: "$").key("types").key("P"))
    }
  }
}
