import SwiftSubset
import Testing

struct ParserTests {
  // MARK: - Precedence and associativity (Swift's standard precedence groups)

  @Test func binaryOperatorsAreReadFromTheirSpelling() {
    for op in BinaryOperator.allCases { #expect(BinaryOperator(rawValue: op.rawValue) == op) }
    for text in ["", "=", "!", "&", "|", "?", ".", "..", "=<", "&|", "...<", "..=", "+=", "<<", "é", "＋"] {
      #expect(BinaryOperator(rawValue: text) == nil, "\(text)")
    }
  }

  @Test(arguments: [
    ("1 + 2 * 3", "(1 + (2 * 3))"),
    ("1 * 2 + 3", "((1 * 2) + 3)"),
    ("1 - 2 - 3", "((1 - 2) - 3)"),
    ("8 / 4 / 2", "((8 / 4) / 2)"),
    ("7 % 4 * 2", "((7 % 4) * 2)"),
    ("a ?? b ?? c", "(a ?? (b ?? c))"),
    ("x ?? 0 + 1", "(x ?? (0 + 1))"),
    ("a ?? b == c", "((a ?? b) == c)"),
    ("a || b && c", "(a || (b && c))"),
    ("a && b || c && d", "((a && b) || (c && d))"),
    ("a == b && c != d", "((a == b) && (c != d))"),
    ("a < b || c >= d", "((a < b) || (c >= d))"),
    ("-a * b", "((-a) * b)"),
    ("!a && b", "((!a) && b)"),
    ("-(-x)", "(-(-x))"),
    ("x - -1", "(x - -1)"),
    ("a-b", "(a - b)"),
    ("0..<n + 1", "(0 ..< (n + 1))"),
    ("a + b ... c", "((a + b) ... c)"),
    ("c ? a : b ? d : e", "(c ? a : (b ? d : e))"),
    ("c ? a + 1 : b", "(c ? (a + 1) : b)"),
    ("a == b ? 1 : 2", "((a == b) ? 1 : 2)"),
    ("(1 + 2) * 3", "((1 + 2) * 3)"),
    ("width.wrappedValue ?? 0", "(width.wrappedValue ?? 0)"),
    ("max(value ?? 0, measured) + 8", "(max((value ?? 0), measured) + 8)"),
  ])
  func precedence(_ text: String, _ grouping: String) throws {
    #expect(try parsed(text) == grouping)
  }

  @Test func nonAssociativeOperatorsCannotChain() {
    #expect(
      parseError("a < b < c")?.message == "adjacent operators are in non-associative precedence group 'comparison'")
    #expect(parseError("a == b != c")?.message.hasPrefix("adjacent operators") == true)
    #expect(parseError("0..<1..<2")?.message.hasPrefix("adjacent operators") == true)
  }

  // MARK: - Postfix expressions

  @Test(arguments: [
    ("proxy.size.width", "proxy.size.width"),
    ("proxy.frame(in: .global).minX + 8", "(proxy.frame(in: .global).minX + 8)"),
    ("proxy.frame(in: .named(\"form\"))", "proxy.frame(in: .named(\"form\"))"),
    ("screen[anchor].origin", "screen[anchor].origin"),
    ("array[0]", "array[0]"),
    ("value!", "value!"),
    ("value!.x", "value!.x"),
    ("a?.b.c", "<a?.b.c>"),
    ("a?.b?.c", "<a?.b?.c>"),
    ("a?[0]", "<a?[0]>"),
    ("nextValue().anchor ?? value.anchor", "(nextValue().anchor ?? value.anchor)"),
    ("widths.reduce(0) { $0 + $1 }", "widths.reduce(0, { 1 statement(s) })"),
    ("widths.reduce(0, +)", "widths.reduce(0, +)"),
    ("self.width.wrappedValue", "self.width.wrappedValue"),
    ("$labelWidth", "$labelWidth"),
    ("CGFloat.infinity", "CGFloat.infinity"),
    ("CGRect(origin: .zero, size: s)", "CGRect(origin: .zero, size: s)"),
    ("[1, 2,]", "[1, 2]"),
    ("\"a \\(b) c\"", "\"a \\(b) c\""),
    ("-9223372036854775808", "-9223372036854775808"),
    ("print(a, b, separator: \", \", terminator: \"\")", "print(a, b, separator: \", \", terminator: \"\")"),
  ])
  func postfix(_ text: String, _ rendering: String) throws {
    #expect(try parsed(text) == rendering)
  }

  @Test func closures() throws {
    let closure = try Parser.parseExpression(SourceText("{ a, b in a + b }"))
    guard case .closure(let syntax) = closure.kind else {
      Issue.record("not a closure")
      return
    }
    #expect(syntax.parameters == ["a", "b"])
    #expect(syntax.body.count == 1)
    #expect(try parsed("{ (a, b) in return a }") == "{ a, b in 1 statement(s) }")
    #expect(try parsed("{ _ in toggles += 1 }") == "{ _ in 1 statement(s) }")
    #expect(try parsed("{ (a: CGFloat) -> CGFloat in a }") == "{ a in 1 statement(s) }")
    #expect(try parsed("{ $0 }") == "{ 1 statement(s) }")
  }

  @Test func closureSpellingsOfActions() throws {
    let braced = try Parser.parseClosure(SourceText("{ widths in print(widths); columnWidth = widths.max() }"))
    #expect(braced.parameters == ["widths"])
    #expect(braced.body.count == 2)
    let bare = try Parser.parseClosure(SourceText("widths in\nprint(widths)\ncolumnWidth = widths.max()"))
    #expect(bare.parameters == ["widths"])
    #expect(bare.body.count == 2)
    let anonymous = try Parser.parseClosure(SourceText("labelWidth = $0"))
    #expect(anonymous.parameters == nil)
    let ignored = try Parser.parseClosure(SourceText("_ in toggles += 1"))
    #expect(ignored.parameters == ["_"])
  }

  // MARK: - Statements

  @Test func statements() throws {
    let statements = try Parser.parseStatements(
      SourceText(
        """
        // comments are allowed
        let a: CGFloat = 1; var b = [a]
        if let next = nextValue(), next > 0 { b.append(next) } else if a == 1 { b = [] } else { return }
        guard let value else { return }
        guard a > 0 else { return }
        for i in 0..<3 { b[i] += 1 }
        _ = b.count
        value.anchor = nextValue().anchor ?? value.anchor
        x -= 1; x *= 2; x /= 2; x %= 2
        flag.toggle()
        return
        """
      )
    )
    #expect(statements.count == 14)
    guard case .ifStatement(let ifStatement) = statements[2].kind else {
      Issue.record("expected an if statement")
      return
    }
    #expect(ifStatement.conditions.count == 2)
    guard case .ifStatement? = ifStatement.elseBody?.first?.kind else {
      Issue.record("expected else if")
      return
    }
    guard case .guardStatement(let conditions, _) = statements[3].kind,
      case .optionalBinding(let binding) = conditions[0]
    else {
      Issue.record("expected guard let")
      return
    }
    #expect(binding.name == "value")
    #expect(render(binding.value) == "value")
  }

  @Test func aPrefixOperatorOnANewLineStartsAStatement() throws {
    #expect(try Parser.parseStatements(SourceText("a = b\n-c")).count == 2)
    #expect(try Parser.parseStatements(SourceText("a = b\n  + c")).count == 1)
    #expect(try Parser.parseStatements(SourceText("a = b\n  .c")).count == 1)
    // A parenthesis on a new line is not a call, as in Swift.
    #expect(try Parser.parseStatements(SourceText("print(a)\n(b)")).count == 2)
  }

  @Test func statementErrors() {
    #expect(statementsError("a = 1 b = 2")?.message == "expected a new line or ';' between statements, found 'b'")
    #expect(
      statementsError("guard let x = y else { print(x) }")?.message
        == "the 'else' body of 'guard' must not fall through; end it with 'return'"
    )
    #expect(statementsError("f() = 1")?.message.hasPrefix("cannot assign to 'f()'") == true)
    #expect(statementsError("let x")?.message.hasPrefix("expected ':' and a type") == true)
    #expect(statementsError("var x: CGFloat")?.message.hasPrefix("'x' needs an initial value") == true)
    #expect(statementsError("if x { ")?.message == "expected '}' to close the block, found the end of the text")
    #expect(statementsError("struct S {}")?.code == .unsupported)
    #expect(statementsError("}")?.message == "unexpected '}' without a matching '{'")
  }

  @Test func expressionErrorsSayWhatWasExpectedAndWhere() throws {
    let error = try #require(parseError("max(value,\n    nextValue(]"))
    #expect(error.message == "expected an expression, found ']'")
    #expect(error.location == SourceLocation(offset: 25, line: 2, column: 15))
    #expect(error.caretExcerpt == "    nextValue(]\n              ^")
    #expect(parseError("1 +")?.message == "expected an expression, found the end of the text")
    #expect(parseError("(1, 2)")?.code == .unsupported)
    #expect(parseError("[a: 1]")?.code == .unsupported)
    #expect(parseError("a=-1")?.message == "unknown operator '=-'; put spaces around binary operators")
    #expect(parseError("a & b")?.message.hasPrefix("unknown operator '&'") == true)
    #expect(parseError("a b")?.message == "expected the end of the expression, found 'b'")
    #expect(parseError("x?")?.message.hasPrefix("expected '.', '[' or '(' after '?'") == true)
    #expect(parseError("_")?.message.hasPrefix("'_' can only appear") == true)
    #expect(parseError("self")?.message.hasPrefix("expected '.' and a property name") == true)
  }

  @Test func errorLocationsAreShiftedByTheOrigin() throws {
    let source = SourceText(
      "value = max(value nextValue())", origin: SourceOrigin(name: "preferenceKeys.Widest.reduce", line: 7, column: 20))
    do {
      _ = try Parser.parseStatements(source)
      Issue.record("expected an error")
    } catch {
      #expect(error.location == SourceLocation(offset: 18, line: 7, column: 38))
      #expect(
        error.summary
          == "preferenceKeys.Widest.reduce:7:38: syntax error: expected ',' or ')' in the argument list, found 'nextValue' in 'nextValue'"
      )
    }
  }

  // MARK: - Types

  @Test(arguments: [
    ("CGFloat", ValueType.cgFloat),
    ("CGFloat?", .optional(.cgFloat)),
    ("CGFloat??", .optional(.optional(.cgFloat))),
    ("[CGFloat]", .array(.cgFloat)),
    ("[[Int]]", .array(.array(.int))),
    ("Optional<CGFloat>", .optional(.cgFloat)),
    ("Array<Int>", .array(.int)),
    ("Optional<Array<Int>>", .optional(.array(.int))),
    ("Anchor<CGRect>", .anchor(.cgRect)),
    ("Anchor<CGRect>?", .optional(.anchor(.cgRect))),
    ("Anchor<CGPoint>", .anchor(.cgPoint)),
    ("Binding<CGFloat?>", .binding(.optional(.cgFloat))),
    ("Range<Int>", .range(closed: false)),
    ("ClosedRange<Int>", .range(closed: true)),
    ("BoundsAnchor", .structure("BoundsAnchor")),
    ("[BoundsAnchor]?", .optional(.array(.structure("BoundsAnchor")))),
    ("(CGSize)", .cgSize),
    ("Bool", .bool),
    ("String", .string),
    ("Double", .double),
    ("CGPoint", .cgPoint),
    ("CGRect", .cgRect),
  ])
  func typeNames(_ text: String, _ type: ValueType) throws {
    #expect(try Parser.parseType(SourceText(text)).type == type)
    #expect(try Parser.parseType(SourceText(type.description)).type == type)
  }

  @Test func typeNameErrors() {
    func error(_ text: String) -> ScriptDiagnostic? {
      do {
        _ = try Parser.parseType(SourceText(text))
        return nil
      } catch {
        return error
      }
    }
    #expect(error("Float")?.code == .unsupported)
    #expect(error("Anchor<Int>")?.code == .unsupported)
    #expect(error("[String: Int]")?.code == .unsupported)
    #expect(error("Int!")?.code == .unsupported)
    #expect(error("Optional<Int, Int>")?.message == "'Optional' takes 1 generic argument, found 2")
    #expect(error("value")?.message == "'value' is not a type name")
    #expect(error("Array<Int")?.message == "expected '>' to close the generic arguments, found the end of the text")
  }
}
