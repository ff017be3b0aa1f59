@testable import SwiftUISource

/// A compact text form of parsed syntax, for asserting structure in tests: S-expressions for expressions,
/// one line per declaration.
enum SyntaxDump {
  static func parse(_ text: String) -> ParsedSourceFile {
    ParsedSourceFile(SwiftSourceFile(uri: "test.swift", text: text))
  }

  /// The file's declarations, one per line, nested ones indented.
  static func declarations(_ text: String) -> [String] {
    var lines: [String] = []
    for declaration in parse(text).declarations { dump(declaration, indent: "", into: &lines) }
    return lines
  }

  static func dump(_ declaration: Decl, indent: String, into lines: inout [String]) {
    let prefix =
      indent + declaration.attributes.map { "@" + $0.name + " " }.joined()
      + declaration.modifiers.map { $0 + " " }.joined()
    switch declaration.kind {
    case .importDecl(let path): lines.append(prefix + "import \(path)")
    case .type(let type):
      let generics =
        type.genericParameters.isEmpty
        ? ""
        : "<"
          + type.genericParameters.map { $0.name + ($0.constraint.map { ": " + $0.text } ?? "") }.joined(
            separator: ", ") + ">"
      let inherited = type.inherited.isEmpty ? "" : ": " + type.inherited.map(\.text).joined(separator: ", ")
      let requirements =
        type.requirements.isEmpty
        ? ""
        : " where "
          + type.requirements.map { $0.subject.text + ($0.isSameType ? " == " : ": ") + $0.constraint.text }.joined(
            separator: ", ")
      lines.append(prefix + "\(type.keyword.rawValue) \(type.name)\(generics)\(inherited)\(requirements)")
      for member in type.members { dump(member, indent: indent + "  ", into: &lines) }
    case .variable(let variable):
      var line = prefix + (variable.isMutable ? "var " : "let ") + variable.name
      if let type = variable.type { line += ": " + type.text }
      if let initializer = variable.initializer { line += " = " + expression(initializer) }
      if let getter = variable.getter { line += " { \(getter.count) }" }
      if !variable.accessors.isEmpty { line += " " + variable.accessors.map(\.name).joined(separator: " ") }
      lines.append(line)
    case .function(let function), .initializer(let function):
      let parameters = function.parameters.map { parameter in
        (parameter.label.map { $0 == parameter.name ? "" : $0 + " " } ?? "_ ") + parameter.name + ": "
          + (parameter.type?.text ?? "?") + (parameter.defaultValue.map { " = " + expression($0) } ?? "")
      }.joined(separator: ", ")
      let generics =
        function.genericParameters.isEmpty
        ? "" : "<" + function.genericParameters.map(\.name).joined(separator: ", ") + ">"
      var line = prefix + "func \(function.name)\(function.isFailable ? "?" : "")\(generics)(\(parameters))"
      if let result = function.returnType { line += " -> " + result.text }
      if !function.requirements.isEmpty {
        line +=
          " where "
          + function.requirements.map { $0.subject.text + ($0.isSameType ? " == " : ": ") + $0.constraint.text }.joined(
            separator: ", ")
      }
      if let body = function.body { line += " { \(body.count) }" }
      lines.append(line)
    case .typeAlias(let alias): lines.append(prefix + "typealias \(alias.name) = \(alias.type?.text ?? "?")")
    case .enumCase(let elements): lines.append(prefix + "case " + elements.map(\.name).joined(separator: ", "))
    case .ifConfig(let config):
      for clause in config.clauses {
        lines.append(indent + (clause.condition.map { "#if " + expression($0) } ?? "#else"))
        for element in clause.elements { dump(element, indent: indent + "  ", into: &lines) }
      }
      lines.append(indent + "#endif")
    case .preview(let preview):
      lines.append(
        prefix + "#Preview(\(preview.arguments.map(argument).joined(separator: ", "))) { \(preview.body.count) }")
    case .statement(let statement): lines.append(prefix + "statement " + self.statement(statement))
    case .other(let keyword): lines.append(prefix + keyword)
    }
  }

  static func argument(_ argument: Argument) -> String {
    (argument.label.map { $0 + ": " } ?? "") + (argument.isTrailingClosure ? "trailing " : "")
      + expression(argument.value)
  }

  static func expression(_ expression: Expr) -> String {
    switch expression.kind {
    case .identifier(let name): return name
    case .dollarIdentifier(let name): return "$" + name
    case .integerLiteral(let text), .floatLiteral(let text): return text
    case .stringLiteral(let pieces):
      return "\""
        + pieces.map { piece in
          switch piece {
          case .text(let text, _): return text
          case .interpolation(let inner): return "\\(" + self.expression(inner) + ")"
          }
        }.joined() + "\""
    case .booleanLiteral(let value): return String(value)
    case .nilLiteral: return "nil"
    case .selfReference(let word): return word
    case .implicitMember(let name): return "." + name
    case .member(let base, let name, _): return "(. \(self.expression(base)) \(name))"
    case .specialized(let base, let types):
      return self.expression(base) + "<" + types.map(\.text).joined(separator: ", ") + ">"
    case .call(let callee, let arguments):
      return "(call \(self.expression(callee))" + arguments.map { " " + argument($0) }.joined() + ")"
    case .subscriptAccess(let base, let arguments):
      return "(sub \(self.expression(base))" + arguments.map { " " + argument($0) }.joined() + ")"
    case .closure(let closure):
      let parameters = closure.parameters.map { $0.map(\.name).joined(separator: ", ") + " in " } ?? ""
      return "{" + parameters + closure.body.map(statement).joined(separator: "; ") + "}"
    case .keyPath(let root, let components): return "\\" + (root?.text ?? "") + components.map { "." + $0 }.joined()
    case .arrayLiteral(let elements): return "[" + elements.map(self.expression).joined(separator: ", ") + "]"
    case .dictionaryLiteral(let pairs):
      return "[" + pairs.map { self.expression($0.key) + ": " + self.expression($0.value) }.joined(separator: ", ")
        + (pairs.isEmpty ? ":" : "") + "]"
    case .tuple(let arguments): return "(tuple" + arguments.map { " " + argument($0) }.joined() + ")"
    case .parenthesized(let inner): return "(" + self.expression(inner) + ")"
    case .prefix(let op, let operand): return "(\(op)pre \(self.expression(operand)))"
    case .postfix(let op, let operand): return "(\(op)post \(self.expression(operand)))"
    case .binary(let op, let lhs, let rhs): return "(\(op) \(self.expression(lhs)) \(self.expression(rhs)))"
    case .ternary(let condition, let whenTrue, let whenFalse):
      return "(? \(self.expression(condition)) \(self.expression(whenTrue)) \(self.expression(whenFalse)))"
    case .cast(let value, let op, let type): return "(\(op) \(self.expression(value)) \(type.text))"
    case .effect(let word, let inner): return "(\(word) \(self.expression(inner)))"
    case .macro(let name, let arguments):
      return "#" + name + (arguments.map { "(" + $0.map(argument).joined(separator: ", ") + ")" } ?? "")
    case .statement(let statement): return "(stmt " + self.statement(statement) + ")"
    case .postfixIfConfig(let base, let config):
      return "(#if \(self.expression(base))"
        + config.clauses.map { clause in
          " [" + (clause.condition.map(self.expression) ?? "else") + ": "
            + clause.elements.map(self.expression).joined() + "]"
        }.joined() + ")"
    case .chainBase: return "_"
    case .type(let type): return type.text
    case .discard: return "_"
    case .missing: return "<missing>"
    }
  }

  static func statement(_ statement: Stmt) -> String {
    switch statement.kind {
    case .expression(let expression): return self.expression(expression)
    case .declaration(let declaration):
      var lines: [String] = []
      dump(declaration, indent: "", into: &lines)
      return lines.joined(separator: "; ")
    case .returnStatement(let value): return "return" + (value.map { " " + expression($0) } ?? "")
    case .ifStatement(let statement):
      return "if " + conditions(statement.conditions) + " {"
        + statement.thenBody.map(self.statement).joined(separator: "; ") + "}"
        + (statement.elseBody.map { " else {" + $0.map(self.statement).joined(separator: "; ") + "}" } ?? "")
    case .guardStatement(let list, let elseBody):
      return "guard " + conditions(list) + " else {" + elseBody.map(self.statement).joined(separator: "; ") + "}"
    case .switchStatement(let subject, let cases):
      return "switch " + expression(subject) + " {"
        + cases.map { switchCase in
          (switchCase.patterns.isEmpty
            ? "default" : "case " + switchCase.patterns.map(expression).joined(separator: ", "))
            + ": " + switchCase.body.map(self.statement).joined(separator: "; ")
        }.joined(separator: " ") + "}"
    case .forIn(let pattern, _, let sequence, let body):
      return "for \(pattern) in \(expression(sequence)) {" + body.map(self.statement).joined(separator: "; ") + "}"
    case .otherBlock(let keyword, let bodies): return keyword + bodies.map { " {\($0.count)}" }.joined()
    case .jump(let keyword, let value): return keyword + (value.map { " " + expression($0) } ?? "")
    case .ifConfig(let config):
      return "#if"
        + config.clauses.map { clause in
          " [" + (clause.condition.map(expression) ?? "else") + ": "
            + clause.elements.map(self.statement).joined(separator: "; ") + "]"
        }.joined()
    }
  }

  static func conditions(_ conditions: [Stmt.Condition]) -> String {
    conditions.map { condition in
      switch condition {
      case .expression(let expression): return self.expression(expression)
      case .optionalBinding(let name, _, let value): return "let " + name + (value.map { " = " + expression($0) } ?? "")
      case .casePattern: return "case …"
      }
    }.joined(separator: ", ")
  }

  /// The first expression statement of a `var body` in `text`'s first type (or the top-level expression).
  static func bodyExpression(_ text: String) -> String {
    let file = parse("struct V: View { var body: some View {\n" + text + "\n} }")
    guard case .type(let type) = file.declarations.first?.kind, case .variable(let body) = type.members.first?.kind,
      let statements = body.getter
    else { return "?" }
    return statements.map(statement).joined(separator: "; ")
  }
}
