import SwiftSubset
import Testing

/// `Optional.map`, as custom layouts write `proposal.width.map { $0 / 2 }`.
struct OptionalMapTests {
  private func result(_ text: String, _ width: Value) throws -> Value? {
    let host = HostVariables()
    host.define("width", width, type: .optional(.cgFloat))
    var context = EvaluationContext(host: host)
    return try ScriptBlock(text).run(in: &context)
  }

  @Test func mapsAWrappedValueAndKeepsNil() throws {
    #expect(try result("return width.map { $0 / 2 }", .some(.cgFloat(620))) == Value.some(.cgFloat(310)))
    #expect(try result("let half = width.map { $0 / 2 }\nreturn half ?? -1", .none(.cgFloat)) == .cgFloat(-1))
    #expect(try result("return width.map { w in w > 100 }", .some(.cgFloat(620))) == Value.some(.bool(true)))
  }

  @Test func theCheckerTypesIt() throws {
    let checker = TypeChecker(environment: TypeEnvironment(variables: ["width": VariableType(.optional(.cgFloat))]))
    #expect(checker.check(try ScriptBlock("let half: CGFloat? = width.map { $0 / 2 }")).isEmpty)
    #expect(!checker.check(try ScriptBlock("let half: CGFloat = width.map { $0 / 2 }")).isEmpty)
  }
}
