import SwiftSubset
import Testing

/// Struct declarations read from Swift source, as `ViewGeometry.swift` writes one.
struct StructDeclarationParsingTests {
  @Test func viewGeometrysBoundsAnchor() throws {
    // Verbatim from /work/shared/examples/ViewGeometry.swift.
    let declaration = try StructDeclaration(
      parsing: """
        struct BoundsAnchor: Equatable {
            var anchor: Anchor<CGRect>? = nil
            static func == (lhs: BoundsAnchor, rhs: BoundsAnchor) -> Bool { false }
        }
        """
    )
    #expect(declaration.name == "BoundsAnchor")
    #expect(declaration.fields.map(\.name) == ["anchor"])
    #expect(declaration.fields.first?.type == .optional(.anchor(.cgRect)))
    guard case .custom(let equality) = declaration.equality else {
      Issue.record("expected a custom ==")
      return
    }
    #expect(equality.parameterNames == ["lhs", "rhs"])
    let declarations = try TypeDeclarations([declaration])
    let empty = try Value(json: "BoundsAnchor()", as: .structure("BoundsAnchor"), declarations: declarations)
    #expect(try empty.isEqual(to: empty, declarations: declarations) == false)
    #expect(try ScriptBlock("value.anchor = nextValue().anchor ?? value.anchor").freeNames == ["value"])
  }

  @Test func fieldsDefaultsAndMemberwiseEquality() throws {
    let declaration = try StructDeclaration(
      parsing: "struct Row { let title: String; var width: CGFloat = 8 * 2\n var note: String? }"
    )
    #expect(declaration.fields.map(\.isMutable) == [false, true, true])
    #expect(declaration.equality == .memberwise)
    let declarations = try TypeDeclarations([declaration])
    var context = EvaluationContext(declarations: declarations)
    let row = try ScriptExpression(#"Row(title: "A")"#).evaluate(in: &context)
    #expect(row.description == #"Row(title: "A", width: 16.0, note: nil)"#)
    #expect(try row.isEqual(to: row, declarations: declarations))
  }

  @Test func customEqualityWithStatements() throws {
    let declaration = try StructDeclaration(
      parsing: """
        struct Width: Equatable, Hashable {
          var value: CGFloat
          static func == (a: Width, b: Width) -> Bool {
            let difference = abs(a.value - b.value)
            return difference < 1
          }
        }
        """
    )
    let declarations = try TypeDeclarations([declaration])
    var context = EvaluationContext(declarations: declarations)
    #expect(try ScriptExpression("Width(value: 1) == Width(value: 1.5)").evaluate(in: &context) == .bool(true))
    #expect(try ScriptExpression("Width(value: 1) == Width(value: 3)").evaluate(in: &context) == .bool(false))
  }

  @Test func errors() {
    func error(_ text: String) -> ScriptDiagnostic? {
      do {
        _ = try StructDeclaration(parsing: text, origin: SourceOrigin(name: "types[0]"))
        return nil
      } catch {
        return error
      }
    }
    #expect(error("struct S { var x = 1 }")?.message == "the property 'x' needs a type annotation ('x: Type')")
    #expect(error("struct S { func f() {} }")?.code == .unsupported)
    #expect(error("struct S { static var x: Int = 1 }")?.message == "only 'static func ==' is supported")
    #expect(
      error("struct S { static func == (a: S, b: Int) -> Bool { true } }")?.message
        == "the parameters of '==' must be of type 'S'")
    #expect(error("struct S { static func == (a: S, b: S) -> Int { 1 } }")?.message == "'==' must return 'Bool'")
    #expect(
      error("struct S { var x: Int")?.message == "expected '}' to close the struct's body, found the end of the text")
    #expect(error("struct CGSize {}")?.message == "'CGSize' cannot name a struct here")
    #expect(error("struct S {} extra")?.sourceName == "types[0]")
  }

  @Test func typeNamesParse() throws {
    #expect(try ValueType(parsing: "[CGFloat?]") == .array(.optional(.cgFloat)))
    #expect(throws: ScriptDiagnostic.self) { try ValueType(parsing: "[CGFloat") }
  }
}
