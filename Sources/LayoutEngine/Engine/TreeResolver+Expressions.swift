import JSONCore
import SwiftSubset

/// Expressions in the resolved tree: text interpolations, numeric arguments, `let` and `@Binding` properties, `if`
/// conditions and `ForEach` data, each evaluated through the pass's evaluator with its reads recorded and its
/// failures reported.
extension TreeResolver {
  /// The text of a template with its interpolations evaluated; an interpolation that cannot be evaluated
  /// is shown as written. The text is cut where the pass's text bytes run out (`TreeLimits.maxTextBytes`).
  func resolveText(_ template: TextTemplate, scope: EvaluationScope, reads: inout [InputRead], node: String?) -> String
  {
    var text = ""
    for segment in template.segments {
      // Once the pass's text bytes are spent, later texts are empty and their interpolations are not evaluated.
      guard textBytesLeft > 0 else { break }
      let part: String
      switch segment {
      case .literal(let run):
        part = run
      case .interpolation(let expression):
        if let evaluation = evaluation(expression, scope: scope, reads: &reads, nodeID: node),
          let value = evaluation.value
        {
          part = evaluation.interpolation ?? Self.interpolated(value)
        } else {
          part = "\\(\(expression.source))"
        }
      }
      guard part.utf8.count <= textBytesLeft else {
        text += TextExcerpt.prefix(part, maxBytes: textBytesLeft)
        textBytesLeft = 0
        if !reportedTextLimit {
          reportedTextLimit = true
          diagnostics.append(
            LayoutDiagnostic(
              .warning, node: node, path: nil,
              "the pass reached its limit of \(limits.maxTextBytes) bytes of text (maxTextBytes): this text is cut "
                + "to its first \(text.utf8.count) bytes, and the texts after it are empty"))
        }
        return text
      }
      textBytesLeft -= part.utf8.count
      text += part
    }
    return text
  }

  /// How Swift's string interpolation shows a value.
  static func interpolated(_ value: JSONValue) -> String {
    switch value {
    case .null: return "nil"
    case .bool(let flag): return String(flag)
    case .integer(let number): return String(number)
    case .double(let number): return String(number)
    case .string(let string): return string
    case .array(let items): return "[" + items.map { interpolatedElement($0) }.joined(separator: ", ") + "]"
    case .object(let object):
      return "[" + object.members.map { "\"\($0.key)\": \(interpolatedElement($0.value))" }.joined(separator: ", ")
        + "]"
    }
  }

  private static func interpolatedElement(_ value: JSONValue) -> String {
    if case .string(let string) = value { return "\"\(string)\"" }
    return interpolated(value)
  }

  // MARK: - Expressions

  /// Evaluates an expression for the node with id `nodeID`, recording state reads and failures; nil when it
  /// has no value.
  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?)
    -> JSONValue?
  {
    evaluation(expression, scope: scope, reads: &reads, nodeID: nodeID)?.value
  }

  /// Evaluates an expression, recording state reads and failures; nil when it has no value.
  func evaluation(_ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?)
    -> Evaluation?
  {
    let evaluation = evaluator.evaluate(expression, in: scope, node: nodeID)
    for read in evaluation.reads {
      reads.append(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
    }
    for read in evaluation.proxyReads {
      reads.append(
        .geometry(proxy: read.name, reader: read.reader, expression: expression.source, path: expression.path))
    }
    if evaluation.value != nil { return evaluation }
    let reason = evaluation.failure ?? ScopeEvaluator.unevaluated
    reads.append(.unevaluated(expression: expression.source, path: expression.path, reason: reason))
    let code: LayoutDiagnostic.Code
    var message = "`\(expression.source)`: \(reason)"
    switch evaluation.diagnostic?.code {
    case .writeNotAllowed?:
      code = .stateWriteDuringLayout
      message = "Modifying state during view update, this will cause undefined behavior. (" + message + ")"
    case nil:
      code = reason == ScopeEvaluator.unevaluated ? .unevaluatedExpression : .expressionError
    default:
      code = .expressionError
    }
    diagnostics.append(
      LayoutDiagnostic(
        code == .unevaluatedExpression ? .note : .warning, code: code, node: nodeID, path: expression.path, message))
    return nil
  }

  /// Evaluates an expression for the node at `node` (an index).
  func evaluate(_ expression: SwiftExpression, scope: EvaluationScope, reads: inout [InputRead], node: Int?)
    -> JSONValue?
  {
    evaluate(
      expression, scope: scope, reads: &reads,
      nodeID: node.flatMap { resolved.nodes.indices.contains($0) ? resolved.nodes[$0].id : nil })
  }

  /// A numeric argument's value: nil for `nil`, for an expression without a value, and for a non-number.
  func number(_ argument: NumericArgument, scope: EvaluationScope, reads: inout [InputRead], node: Int?) -> Double? {
    number(
      argument, scope: scope, reads: &reads,
      nodeID: node.flatMap { resolved.nodes.indices.contains($0) ? resolved.nodes[$0].id : nil })
  }

  /// A numeric argument's value for the node with id `nodeID`.
  func number(_ argument: NumericArgument, scope: EvaluationScope, reads: inout [InputRead], nodeID: String?)
    -> Double?
  {
    switch argument {
    case .literal(let value): return value
    case .unspecified: return nil
    case .expression(let expression):
      guard let value = evaluate(expression, scope: scope, reads: &reads, nodeID: nodeID) else { return nil }
      if value.isNull { return nil }
      guard let number = value.doubleValue else {
        diagnostics.append(
          LayoutDiagnostic(
            .warning, code: .expressionError, node: nodeID, path: expression.path,
            "`\(expression.source)` is \(value.typeName), expected a number"))
        return nil
      }
      return number
    }
  }

  /// Binds a view's `let` and `@Binding` properties in its scope, in order (later ones see earlier ones).
  func bindProperties(
    _ properties: [ViewProperty], in scope: EvaluationScope, node: String, reads: inout [InputRead]
  ) -> EvaluationScope {
    var scope = scope
    for property in properties {
      let expression = property.expression
      switch property.kind {
      case .binding:
        // `$name`: the state the name stands for, through enclosing `@Binding` and `let` properties.
        let target = String(expression.source.dropFirst()).trimmingSpaces()
        let state = Self.boundState(target, in: scope)
        if let runtime, runtime.state.variable(state) == nil {
          diagnostics.append(
            LayoutDiagnostic(
              .warning, code: .expressionError, node: node, path: expression.path,
              "`\(expression.source)`: there is no @State variable \"\(state)\" to bind \"\(property.name)\" to"))
        }
        scope = scope.binding(property.name, to: .stateBinding(state))
      case .constant:
        if let runtime {
          let outcome = runtime.runner.evaluate(expression, scope: scope, state: runtime.state, node: node)
          for read in outcome.reads {
            reads.append(
              .state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
          }
          guard var value = outcome.value else {
            let reason = outcome.diagnostic?.summary ?? "no value"
            reads.append(.unevaluated(expression: expression.source, path: expression.path, reason: reason))
            diagnostics.append(
              LayoutDiagnostic(
                .warning, code: .expressionError, node: node, path: expression.path,
                "`let \(property.name) = \(expression.source)`: \(reason)"))
            continue
          }
          if case .binding(var binding) = value {
            // A binding made from a `@Binding` property refers to the state behind it.
            binding.variable = Self.boundState(binding.variable, in: scope)
            value = .binding(binding)
          }
          scope = scope.binding(property.name, to: .script(value))
        } else if let value = evaluate(expression, scope: scope, reads: &reads, nodeID: node) {
          scope = scope.binding(property.name, to: .value(value))
        }
      }
    }
    return scope
  }

  /// The `@State` variable `name` stands for in `scope`: the state a `@Binding` property binds, the variable of a
  /// `let` holding a binding, or the name itself.
  static func boundState(_ name: String, in scope: EvaluationScope) -> String {
    switch scope.lookup(name) {
    case .stateBinding(let state)?: return state
    case .script(.binding(let binding))?: return binding.variable
    default: return name
    }
  }

  func conditionValue(_ condition: BoolArgument, node: Int, site: ResolutionSite) -> Bool {
    switch condition {
    case .literal(let value):
      resolved.nodes[node].view = .conditional(value)
      return value
    case .expression(let expression):
      var reads: [InputRead] = []
      let value = evaluate(expression, scope: site.scope, reads: &reads, node: node)
      resolved.nodes[node].viewReads = reads
      guard let value else { return false }
      guard let flag = value.boolValue else {
        diagnostics.note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected a Bool")
        return false
      }
      resolved.nodes[node].view = .conditional(flag)
      return flag
    }
  }

  /// The elements of a `ForEach` with their id keys (see `NodeID`).
  func forEachElements(_ arguments: ForEachArguments, node: Int, scope: EvaluationScope) -> [(
    String, ScopeValue
  )] {
    if case .expression(let expression) = arguments.data, let runtime {
      // With the update loop, elements keep their Swift types (an `Int` stays an `Int`, a declared struct keeps
      // its name); ranges and arrays both iterate.
      let outcome = runtime.runner.evaluate(
        expression, scope: scope, state: runtime.state, node: resolved.nodes[node].id)
      var reads: [InputRead] = []
      for read in outcome.reads {
        reads.append(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
      }
      resolved.nodes[node].viewReads = reads
      guard let value = outcome.value else {
        diagnostics.noteScriptFailure(outcome.diagnostic, node: node, path: expression.path, what: "ForEach data")
        return []
      }
      let elements: [Value]
      do {
        guard let sequence = try value.sequenceElements(limit: limits.maxResolvedNodes) else {
          diagnostics.note(
            .warning, code: .expressionError, node: node, path: expression.path,
            "`\(expression.source)` is \(value.type), expected an array or a range")
          return []
        }
        elements = sequence
      } catch {
        diagnostics.noteScriptFailure(error, node: node, path: expression.path, what: "ForEach data")
        return []
      }
      return keyed(elements.map { ($0.jsonValue, ScopeValue.script($0)) }, node: node)
    }
    var values: [JSONValue] = []
    switch arguments.data {
    case .range(let lower, let upper, let isClosed):
      var value = lower
      while isClosed ? value <= upper : value < upper {
        values.append(.integer(Int64(value)))
        if value == Int.max { break }
        value += 1
      }
    case .array(let items):
      values = items
    case .expression(let expression):
      var reads: [InputRead] = []
      let value = evaluate(expression, scope: scope, reads: &reads, node: node)
      resolved.nodes[node].viewReads = reads
      if let items = value?.arrayValue {
        values = items
      } else if let text = value?.stringValue, let range = TreeDecoder.parseRange(text), range.lower <= range.upper {
        var current = range.lower
        while (range.isClosed ? current <= range.upper : current < range.upper)
          && values.count < limits.maxResolvedNodes
        {
          values.append(.integer(Int64(current)))
          if current == Int.max { break }
          current += 1
        }
      } else if let value {
        diagnostics.note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected an array")
      }
    }
    if values.count > limits.maxResolvedNodes { values = Array(values.prefix(limits.maxResolvedNodes)) }
    return keyed(values.map { ($0, ScopeValue.value($0)) }, node: node)
  }

  /// Elements with their id keys (see `NodeID`), repeated keys made unique with a warning.
  func keyed(_ elements: [(JSONValue, ScopeValue)], node: Int) -> [(String, ScopeValue)] {
    var seen: [String: Int] = [:]
    var result: [(String, ScopeValue)] = []
    for (index, (json, value)) in elements.enumerated() {
      var key = Self.elementKey(json) ?? String(index)
      let occurrence = seen[key, default: 0] + 1
      seen[key] = occurrence
      if occurrence > 1 {
        diagnostics.note(
          .warning, node: node, path: nil, "ForEach: the ID \(key) occurs multiple times within the collection")
        key += "~\(occurrence)"
      }
      result.append((key, value))
    }
    return result
  }

  /// The id key of a `ForEach` element: its value for scalars, its `id` member for objects.
  static func elementKey(_ value: JSONValue) -> String? {
    let key: String?
    switch value {
    case .integer(let number): key = String(number)
    case .double(let number): key = LayoutNumber.format(number)
    case .string(let text): key = text
    case .bool(let flag): key = String(flag)
    case .object(let object): key = object["id"].flatMap { elementKey($0) }
    default: key = nil
    }
    guard let key, !key.isEmpty, key.count <= 64, !key.contains(where: { $0 == "/" || $0 == "[" || $0 == "]" }) else {
      return nil
    }
    return key
  }
}
