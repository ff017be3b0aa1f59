import JSONCore

/// `Text("Hello ").bold() + Text("world")`: a concatenation is one `Text` whose `runs` are its parts, each part's
/// text and modifiers as its own `Text` would have them (a part that is itself a concatenation adds its runs).
extension Translator {
  func translateConcatenation(_ expression: Expr, at site: ViewSite) -> [OutputItem] {
    let file = site.scope.file
    var runs: [OutputValue] = []
    for operand in concatenationOperands(expression) {
      let items = translateView(operand, at: site)
      guard items.count == 1, case .node(let node)? = items.first, node.view == "Text" else {
        report(
          .warning, .unsupported,
          "`\(Self.abbreviated(text(operand.range, file: file)))` is not a Text, so its concatenation is left out",
          at: operand.range, file: file)
        return []
      }
      if let existing = node.members.first(where: { $0.key == "runs" }), case .array(let parts, _) = existing.value,
        node.modifiers.isEmpty
      {
        runs += parts
        continue
      }
      guard let textValue = node.members.first(where: { $0.key == "text" })?.value else { return [] }
      var run: [(key: String, value: OutputValue)] = [(key: "text", value: textValue)]
      if !node.modifiers.isEmpty {
        var modifiers: [OutputValue] = []
        for modifier in node.modifiers {
          modifiers.append(.object([(key: modifier.name, value: modifier.value)], modifier.anchor))
        }
        run.append((key: "modifiers", value: .array(modifiers, nil)))
      }
      runs.append(.object(run, node.anchor))
    }
    let node = OutputNode(view: "Text", anchor: anchor(expression.range, file: file))
    node.set("runs", .array(runs, node.anchor))
    return [.node(node)]
  }

  /// The operands of a chain of `+`, left to right (parentheses around a `+` keep it one chain).
  private func concatenationOperands(_ expression: Expr) -> [Expr] {
    var operands: [Expr] = []
    var pending = [expression]
    while let next = pending.popLast() {
      switch next.kind {
      case .binary("+", let lhs, let rhs): pending += [rhs, lhs]
      case .parenthesized(let inner):
        if case .binary("+", _, _) = inner.kind { pending.append(inner) } else { operands.append(next) }
      default: operands.append(next)
      }
    }
    return operands
  }
}
