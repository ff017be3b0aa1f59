import SwiftSubset

/// Renders an expression fully parenthesized, so that tests can state how the parser grouped it.
func render(_ expression: ExpressionSyntax) -> String {
  switch expression.kind {
  case .integerLiteral(let literal): return literal.text
  case .floatLiteral(let value): return value.description
  case .stringLiteral(let segments):
    return "\""
      + segments.map { segment -> String in
        switch segment {
        case .text(let text): return text
        case .interpolation(let inner): return "\\(" + render(inner) + ")"
        }
      }.joined() + "\""
  case .booleanLiteral(let value): return value ? "true" : "false"
  case .nilLiteral: return "nil"
  case .arrayLiteral(let elements): return "[" + elements.map(render).joined(separator: ", ") + "]"
  case .identifier(let name): return name
  case .closureParameter(let index): return "$\(index)"
  case .bindingReference(let name): return "$" + name
  case .selfReference: return "self"
  case .implicitMember(let name): return "." + name
  case .member(let base, let name): return render(base) + "." + name
  case .call(let callee, let arguments): return render(callee) + "(" + renderArguments(arguments) + ")"
  case .subscriptAccess(let base, let arguments): return render(base) + "[" + renderArguments(arguments) + "]"
  case .forceUnwrap(let base): return render(base) + "!"
  case .optionalChain(let base): return render(base) + "?"
  case .optionalChainResult(let chain): return "<" + render(chain) + ">"
  case .prefix(let op, let operand): return "(" + op.rawValue + render(operand) + ")"
  case .binary(let op, let lhs, let rhs): return "(" + render(lhs) + " " + op.rawValue + " " + render(rhs) + ")"
  case .ternary(let condition, let whenTrue, let whenFalse):
    return "(" + render(condition) + " ? " + render(whenTrue) + " : " + render(whenFalse) + ")"
  case .closure(let closure):
    let parameters = closure.parameters.map { $0.joined(separator: ", ") + " in " } ?? ""
    return "{ " + parameters + "\(closure.body.count) statement(s) }"
  case .operatorReference(let op): return op.rawValue
  case .parenthesized(let inner): return render(inner)
  }
}

private func renderArguments(_ arguments: [ArgumentSyntax]) -> String {
  arguments.map { ($0.label.map { $0 + ": " } ?? "") + render($0.value) }.joined(separator: ", ")
}

/// Parses and renders an expression.
func parsed(_ text: String) throws -> String {
  render(try Parser.parseExpression(SourceText(text)))
}

/// The diagnostic parsing an expression throws, or nil.
func parseError(_ text: String, limits: ParseLimits = ParseLimits()) -> ScriptDiagnostic? {
  do {
    _ = try Parser.parseExpression(SourceText(text), limits: limits)
    return nil
  } catch {
    return error
  }
}

/// The diagnostic parsing statements throws, or nil.
func statementsError(_ text: String, limits: ParseLimits = ParseLimits()) -> ScriptDiagnostic? {
  do {
    _ = try Parser.parseStatements(SourceText(text), limits: limits)
    return nil
  } catch {
    return error
  }
}
