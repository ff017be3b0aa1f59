import JSONCore
import SwiftSubset
import Testing

struct StructDeclarationTests {
  private func declarations() throws -> TypeDeclarations {
    var declarations = try boundsAnchorDeclarations()
    try declarations.declare(
      StructDeclaration(
        name: "Row",
        fields: [
          (name: "title", type: "String", defaultValue: nil, isMutable: false),
          (name: "width", type: "CGFloat", defaultValue: "0", isMutable: true),
          (name: "kind", type: "Int", defaultValue: "7", isMutable: false),
          (name: "note", type: "String?", defaultValue: nil, isMutable: true),
        ]
      )
    )
    return declarations
  }

  private func result(_ text: String) throws -> Value? {
    var context = EvaluationContext(declarations: try declarations())
    return try ScriptBlock(text).run(in: &context)
  }

  private func failure(_ text: String) throws -> ScriptDiagnostic? {
    runError(text, declarations: try declarations())
  }

  @Test func memberwiseInitializerWithDefaults() throws {
    let row = try #require(try result(#"return Row(title: "A")"#))
    #expect(
      row
        == .structure(
          StructValue(
            typeName: "Row",
            fields: [("title", .string("A")), ("width", .cgFloat(0)), ("kind", .int(7)), ("note", .none(.string))])))
    #expect(try result(#"return Row(title: "A", width: 3, note: "n").width"#) == .cgFloat(3))
    #expect(try result(#"return Row(title: "A", note: "n").note"#) == Value.some(.string("n")))
    #expect(try result("return BoundsAnchor().anchor") == .none(.anchor(.cgRect)))
  }

  @Test func initializerErrors() throws {
    #expect(try failure("_ = Row()")?.message == "missing argument for parameter 'title:' in call to 'Row'")
    // A `let` with a default is not an initializer parameter, as in Swift.
    #expect(
      try failure(#"_ = Row(title: "A", kind: 3)"#)?.message
        == "extra argument 'kind:' in call to 'Row', or arguments out of the order of its fields")
    #expect(try failure(#"_ = Row(width: 1, title: "A")"#)?.code == .invalidArguments)
    #expect(
      try failure("_ = Row(title: 1)")?.message == "cannot convert argument 'title' of type 'Int' to type 'String'")
  }

  @Test func fieldsReadAndWrite() throws {
    #expect(
      try result(#"var row = Row(title: "A")\#nrow.width = 12\#nrow.width += 1\#nrow.note = "x"\#nreturn row.width"#)
        == .cgFloat(13))
    #expect(
      try failure(#"var row = Row(title: "A")\#nrow.title = "B""#)?.message
        == "cannot assign to property: 'title' is a 'let' constant")
    #expect(
      try failure(#"var row = Row(title: "A")\#nrow.width = "wide""#)?.message
        == "cannot convert value of type 'String' to type 'CGFloat'")
    #expect(try failure(#"_ = Row(title: "A").nope"#)?.message == "value of type 'Row' has no member 'nope'")
  }

  @Test func valueSemantics() throws {
    #expect(
      try result(#"let a = Row(title: "A")\#nvar b = a\#nb.width = 5\#nreturn [a.width, b.width]"#)
        == .cgFloats([0, 5]))
  }

  @Test func equality() throws {
    // Memberwise by default.
    #expect(try result(#"return Row(title: "A") == Row(title: "A")"#) == .bool(true))
    #expect(try result(#"return Row(title: "A") == Row(title: "B")"#) == .bool(false))
    // BoundsAnchor's `==` is `false`: not even equal to itself.
    #expect(try result("let a = BoundsAnchor()\nreturn a == a") == .bool(false))
    #expect(try result("return BoundsAnchor() != BoundsAnchor()") == .bool(true))
    #expect(try result("return [BoundsAnchor()] == [BoundsAnchor()]") == .bool(false))
    // `Value`'s own `==` is structural.
    var context = EvaluationContext(declarations: try declarations())
    let anchor = try ScriptExpression("BoundsAnchor()").evaluate(in: &context)
    #expect(anchor == anchor)
    #expect(try context.isEqual(anchor, anchor) == false)
  }

  @Test func customEqualityBodies() throws {
    let declarations = try TypeDeclarations([
      StructDeclaration(
        name: "Tolerant",
        fields: [(name: "width", type: "CGFloat", defaultValue: nil, isMutable: true)],
        equality: "abs(lhs.width - rhs.width) < 0.5"
      ),
      StructDeclaration(
        name: "Broken",
        fields: [(name: "width", type: "CGFloat", defaultValue: nil, isMutable: true)],
        equality: "lhs.width",
        path: JSONPath(rootName: "types").key("Broken")
      ),
    ])
    var context = EvaluationContext(declarations: declarations)
    #expect(try ScriptExpression("Tolerant(width: 1) == Tolerant(width: 1.25)").evaluate(in: &context) == .bool(true))
    #expect(try ScriptExpression("Tolerant(width: 1) == Tolerant(width: 2)").evaluate(in: &context) == .bool(false))
    do {
      _ = try ScriptExpression("Broken(width: 1) == Broken(width: 1)").evaluate(in: &context)
      Issue.record("expected an error")
    } catch {
      #expect(error.message == "the '==' of 'Broken' must return 'Bool', but it returned a value of type 'CGFloat'")
    }
  }

  @Test func declarationErrors() throws {
    func error(_ build: () throws -> TypeDeclarations) -> ScriptDiagnostic? {
      do {
        _ = try build()
        return nil
      } catch let error as ScriptDiagnostic {
        return error
      } catch {
        return nil
      }
    }
    #expect(
      error { try TypeDeclarations([StructDeclaration(name: "CGSize", fields: [])]) }?.message
        == "invalid redeclaration of 'CGSize'")
    #expect(
      error {
        try TypeDeclarations([StructDeclaration(name: "A", fields: []), StructDeclaration(name: "A", fields: [])])
      }?.message == "invalid redeclaration of 'A'")
    #expect(
      error {
        try TypeDeclarations([
          StructDeclaration(
            name: "A", fields: [StructField(name: "x", type: .int), StructField(name: "x", type: .int)])
        ])
      }?.message == "invalid redeclaration of 'x' in 'A'"
    )
    #expect(
      error {
        try TypeDeclarations([
          StructDeclaration(name: "Node", fields: [StructField(name: "children", type: .array(.structure("Node")))])
        ])
      }?
      .message == "value type 'Node' cannot have a stored property that recursively contains it"
    )
    #expect(
      error {
        try TypeDeclarations([StructDeclaration(name: "A", fields: [StructField(name: "b", type: .structure("B"))])])
      }?.message
        == "cannot find type 'B' in scope (field 'b' of 'A')"
    )
    do {
      _ = try StructDeclaration(
        name: "A", fields: [(name: "x", type: "Float", defaultValue: nil, isMutable: true)],
        path: JSONPath(rootName: "types").key("A"))
      Issue.record("expected an error")
    } catch {
      #expect(error.sourceName == "types.A.fields.x.type")
      #expect(error.code == .unsupported)
    }
  }

  @Test func structsNestAndHoldArrays() throws {
    let declarations = try TypeDeclarations([
      StructDeclaration(name: "Inner", fields: [StructField(name: "values", type: .array(.cgFloat))]),
      StructDeclaration(name: "Outer", fields: [StructField(name: "inner", type: .structure("Inner"))]),
    ])
    var context = EvaluationContext(declarations: declarations)
    let result = try ScriptBlock(
      "var o = Outer(inner: Inner(values: []))\no.inner.values.append(3)\no.inner.values[0] *= 2\nreturn o"
    ).run(in: &context)
    #expect(result?.description == "Outer(inner: Inner(values: [6.0]))")
  }
}
