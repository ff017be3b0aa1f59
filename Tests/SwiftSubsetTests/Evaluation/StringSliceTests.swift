import SwiftSubset
import Testing

/// `prefix`, `suffix`, `dropFirst`, `dropLast`, `first` and `last` on strings, as view code writes initials and
/// abbreviations (`Text(String(contact.name.prefix(1)))`): a `Substring` or a `Character` is a `String` here.
struct StringSliceTests {
  private func value(_ text: String) throws -> Value? {
    let host = HostVariables()
    host.define("name", .string("Ada Lovelace"), type: .string)
    var context = EvaluationContext(host: host)
    return try ScriptExpression(text).evaluate(expecting: nil, in: &context)
  }

  @Test func slicesAreStrings() throws {
    #expect(try value("String(name.prefix(1))") == .string("A"))
    #expect(try value("name.prefix(3) + \"…\"") == .string("Ada…"))
    #expect(try value("name.suffix(8)") == .string("Lovelace"))
    #expect(try value("name.dropFirst(4)") == .string("Lovelace"))
    #expect(try value("name.dropLast()") == .string("Ada Lovelac"))
    #expect(try value("name.prefix(40)") == .string("Ada Lovelace"))
    #expect(try value("name.first ?? \"?\"") == .string("A"))
    #expect(try value("name.last") == Value.optional(.string("e"), wrapped: .string))
  }

  @Test func aNegativeCountIsARuntimeError() throws {
    #expect(throws: ScriptDiagnostic.self) { try value("name.prefix(-1)") }
  }

  @Test func theCheckerTypesThem() throws {
    let checker = TypeChecker(environment: TypeEnvironment(variables: ["name": VariableType(.string)]))
    #expect(checker.check(try ScriptExpression("name.prefix(1) + name.dropFirst()")).isEmpty)
    #expect(!checker.check(try ScriptExpression("name.prefix(\"a\")")).isEmpty)
  }
}
