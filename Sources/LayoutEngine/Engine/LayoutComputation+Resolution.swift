import JSONCore
import SwiftSubset
import TextMetrics

/// How resolved ids are formed under a parent (see `NodeID`).
struct IDContext {
  /// The resolved id that derived children hang under (a `ForEach` element adds `[key]`).
  var resolvedParent: String
  /// The declared id of the parent, which declared children's ids start with.
  var declaredParent: String
  /// `[key]` for each enclosing `ForEach` element, appended to explicit ids.
  var keySuffix: String
}

/// A modifier declared on a `Group`/`ForEach` and applied to each of its children.
struct InheritedModifier {
  var modifier: Modifier
  var ownerID: String
  var ownerDeclaredID: String
  var scope: EvaluationScope
}

/// Where a node being resolved sits.
struct ResolutionSite {
  var parent: Int?
  var hostLayer: Int?
  var ids: IDContext?
  var scope: EvaluationScope
  var environment: TextEnvironment
  var stackAxis: Axis?
  var inherited: [InheritedModifier]
}

extension LayoutComputation {
  /// Resolves the declared root; returns its index.
  func resolveRoot() -> Int? {
    let environment = TextEnvironment(
      font: self.environment.font, lineLimit: self.environment.lineLimit)
    let site = ResolutionSite(
      parent: nil, hostLayer: nil, ids: nil, scope: .empty, environment: environment, stackAxis: nil, inherited: [])
    return resolve(tree.root, at: site)
  }

  /// Resolves a declared node and its content; returns the new node's index, or nil when the resolved-node
  /// limit is reached.
  @discardableResult
  func resolve(_ declared: ViewNode, at site: ResolutionSite) -> Int? {
    guard nodes.count < limits.maxResolvedNodes else {
      if !reportedNodeLimit {
        reportedNodeLimit = true
        note(
          .warning, node: site.parent, path: declared.path,
          "the resolved tree has more than \(limits.maxResolvedNodes) views (the limit maxResolvedNodes); the rest is not "
            + "laid out"
        )
      }
      return nil
    }
    let id = uniqueID(resolvedID(of: declared, in: site.ids), path: declared.path)
    var reads: [InputRead] = []
    var site = site
    if !declared.properties.isEmpty {
      site.scope = bindProperties(declared.properties, in: site.scope, node: id, reads: &reads)
    }
    let view = resolveView(declared.kind, scope: site.scope, reads: &reads, node: id)
    let index = nodes.count
    var node = ResolvedNode(
      id: id, declaredID: declared.id, keySuffix: site.ids?.keySuffix ?? "", view: view.view, modifiers: [],
      parent: site.parent, hostLayer: site.hostLayer,
      declaredPath: declared.path, scope: site.scope, environment: site.environment, stackAxis: site.stackAxis)
    node.viewReads = reads
    node.text = view.text
    nodes.append(node)
    states.append([])
    if let parent = site.parent, site.hostLayer == nil { nodes[parent].children.append(index) }

    let childIDs = IDContext(resolvedParent: id, declaredParent: declared.id, keySuffix: site.ids?.keySuffix ?? "")
    if view.view.isTransparent {
      resolveTransparent(declared, index: index, site: site, childIDs: childIDs)
      return index
    }

    // Modifier layers: the declared chain, then the ones inherited from enclosing Groups/ForEach (outer).
    var chain: [(Modifier, InheritedModifier?)] = declared.modifiers.map { ($0, nil) }
    chain += site.inherited.map { ($0.modifier, $0) }
    // Environment values flow inwards: compute each layer's environment from the outermost layer.
    var layerEnvironments = [TextEnvironment](repeating: site.environment, count: chain.count + 1)
    var current = site.environment
    var environmentReads: [Int: [InputRead]] = [:]
    for position in stride(from: chain.count - 1, through: 0, by: -1) {
      layerEnvironments[position + 1] = current
      var reads: [InputRead] = []
      applyTextModifier(
        chain[position].0, to: &current, scope: chain[position].1?.scope ?? site.scope, reads: &reads, node: index)
      if !reads.isEmpty { environmentReads[position] = reads }
    }
    layerEnvironments[0] = current
    nodes[index].environment = current

    var resolvedModifiers: [ResolvedModifier] = []
    for (position, (modifier, inherited)) in chain.enumerated() {
      let layer = position + 1
      let scope = inherited?.scope ?? site.scope
      var modifierReads = environmentReads[position] ?? []
      let kind = resolveModifier(
        modifier, node: index, layer: layer, scope: scope, environment: layerEnvironments[layer],
        inherited: inherited, reads: &modifierReads)
      resolvedModifiers.append(
        ResolvedModifier(
          kind: kind, declared: modifier, inheritedFrom: inherited?.ownerID, reads: modifierReads, scope: scope))
    }
    nodes[index].modifiers = resolvedModifiers
    states[index] = [LayerState](repeating: LayerState(), count: resolvedModifiers.count + 1)

    // Content.
    let childAxis: Axis?
    switch view.view {
    case .hStack, .stackLayout(_, .hStack), .lazyStack(.horizontal, _, _): childAxis = .horizontal
    case .vStack, .stackLayout(_, .vStack), .lazyStack(.vertical, _, _): childAxis = .vertical
    default: childAxis = nil
    }
    if case .geometryReader = view.view {
      // Resolved when the reader is placed and its geometry is known (its proxy is in the content's scope).
      nodes[index].pendingContent = declared.content
      return index
    }
    let childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: site.scope, environment: current, stackAxis: childAxis,
      inherited: [])
    for child in declared.content { resolve(child, at: childSite) }
    return index
  }

  /// Resolves the content of a `Group`, `ForEach`, `if` or `EmptyView`, whose modifiers apply to each child.
  private func resolveTransparent(_ declared: ViewNode, index: Int, site: ResolutionSite, childIDs: IDContext) {
    let inherited =
      declared.modifiers.map {
        InheritedModifier(modifier: $0, ownerID: nodes[index].id, ownerDeclaredID: declared.id, scope: site.scope)
      } + site.inherited
    var childSite = ResolutionSite(
      parent: index, hostLayer: nil, ids: childIDs, scope: site.scope, environment: site.environment,
      stackAxis: site.stackAxis, inherited: inherited)
    switch declared.kind {
    case .emptyView:
      return
    case .group, .gridRow:
      for child in declared.content { resolve(child, at: childSite) }
    case .section(let header, let footer):
      resolveSection(header: header, rows: declared.content, footer: footer, index: index, site: childSite)
    case .conditional(let condition, let elseContent):
      for child in (conditionValue(condition, node: index, site: site) ? declared.content : elseContent) {
        resolve(child, at: childSite)
      }
    case .forEach(let arguments):
      for (key, element) in forEachElements(arguments, node: index, scope: site.scope) {
        childSite.scope = site.scope.binding(arguments.element, to: element)
        childSite.ids = IDContext(
          resolvedParent: childIDs.resolvedParent + "[\(key)]", declaredParent: childIDs.declaredParent,
          keySuffix: childIDs.keySuffix + "[\(key)]")
        for child in declared.content { resolve(child, at: childSite) }
      }
    default:
      return
    }
  }

  /// Resolves a GeometryReader's content now that its proxy is known.
  func resolvePendingContent(of index: Int, proxy: GeometryProxy) {
    guard case .geometryReader(let name) = nodes[index].view, !nodes[index].pendingContent.isEmpty else { return }
    let content = nodes[index].pendingContent
    nodes[index].pendingContent = []
    let site = ResolutionSite(
      parent: index, hostLayer: nil,
      ids: IDContext(
        resolvedParent: nodes[index].id, declaredParent: nodes[index].declaredID, keySuffix: nodes[index].keySuffix),
      scope: nodes[index].scope.binding(name, to: .geometryProxy(proxy)), environment: nodes[index].environment,
      stackAxis: nil, inherited: [])
    for child in content { resolve(child, at: site) }
    if states[index].indices.contains(0) { states[index][0].subviews = nil }
  }

  // MARK: - Ids

  private func resolvedID(of declared: ViewNode, in context: IDContext?) -> String {
    guard let context else { return declared.id }
    if declared.hasExplicitID { return declared.id + context.keySuffix }
    let prefix = context.declaredParent + "/"
    guard declared.id.hasPrefix(prefix) else { return declared.id + context.keySuffix }
    return context.resolvedParent + "/" + declared.id.dropFirst(prefix.count)
  }

  private func uniqueID(_ id: String, path: JSONPath) -> String {
    guard usedIDs.contains(id) else {
      usedIDs.insert(id)
      return id
    }
    var occurrence = 2
    while usedIDs.contains("\(id)~\(occurrence)") { occurrence += 1 }
    let unique = "\(id)~\(occurrence)"
    usedIDs.insert(unique)
    note(
      .warning, node: nil, path: path,
      "the id \"\(id)\" occurs more than once in the resolved tree; this one is \"\(unique)\"")
    return unique
  }

  // MARK: - Views

  private func resolveView(_ kind: ViewKind, scope: EvaluationScope, reads: inout [InputRead], node: String)
    -> (view: ResolvedView, text: String?)
  {
    func number(_ argument: NumericArgument) -> Double? {
      self.number(argument, scope: scope, reads: &reads, nodeID: node)
    }
    func resolveText(_ template: TextTemplate) -> String {
      self.resolveText(template, scope: scope, reads: &reads, node: node)
    }
    switch kind {
    case .text(let template):
      let text = resolveText(template)
      return (.text(text), text)
    case .concatenatedText(let runs):
      let resolved = runs.map { ResolvedTextRun(text: resolveText($0.text), style: $0.style) }
      return (.concatenatedText(resolved), resolved.map(\.text).joined())
    case .color(let name): return (.color(name), nil)
    case .shape(let shape):
      var radius = 0.0
      if case .roundedRectangle(let argument) = shape {
        radius = number(argument) ?? 0
      }
      return (.shape(shape, cornerRadius: radius), nil)
    case .spacer(let minLength):
      return (.spacer(minLength: number(minLength)), nil)
    case .divider: return (.divider, nil)
    case .image(let arguments): return (.image(arguments), nil)
    case .textField(let arguments):
      let title = resolveText(arguments.title)
      let text = resolveText(arguments.text)
      return (
        .textField(title: title, text: text, isSecure: arguments.isSecure, isRoundedBorder: arguments.isRoundedBorder),
        text.isEmpty ? title : text
      )
    case .button(let title, _):
      let text = title.map { resolveText($0) }
      return (.button(title: text), text)
    case .emptyView: return (.emptyView, nil)
    case .group: return (.group, nil)
    case .hStack(let alignment, let spacing):
      return (.hStack(alignment: alignment, spacing: number(spacing)), nil)
    case .vStack(let alignment, let spacing):
      return (.vStack(alignment: alignment, spacing: number(spacing)), nil)
    case .zStack(let alignment): return (.zStack(alignment: alignment), nil)
    case .form: return (.form, nil)
    case .list: return (.list, nil)
    case .geometryReader(let proxy): return (.geometryReader(proxy: proxy), nil)
    case .scrollView(let axes, let showsIndicators):
      return (.scrollView(axes: axes, showsIndicators: showsIndicators), nil)
    case .forEach: return (.forEach, nil)
    case .section: return (.section, nil)
    case .customLayout(let name): return (.customLayout(name: name), nil)
    case .conditional: return (.conditional(false), nil)
    case .grid(let alignment, let horizontalSpacing, let verticalSpacing):
      return (
        .grid(
          alignment: alignment, horizontalSpacing: number(horizontalSpacing), verticalSpacing: number(verticalSpacing)),
        nil
      )
    case .gridRow(let alignment): return (.gridRow(alignment: alignment), nil)
    case .viewThatFits(let axes): return (.viewThatFits(axes: axes), nil)
    case .lazyStack(let axis, let alignment, let spacing):
      return (.lazyStack(axis: axis, alignment: alignment, spacing: number(spacing)), nil)
    case .lazyGrid(let axis, let items, let alignment, let spacing):
      return (.lazyGrid(axis: axis, items: items, alignment: alignment, spacing: number(spacing)), nil)
    case .stackLayout(let name, let stack):
      switch stack {
      case .horizontal(let alignment, let spacing):
        return (.stackLayout(name: name, stack: .hStack(alignment: alignment, spacing: number(spacing))), nil)
      case .vertical(let alignment, let spacing):
        return (.stackLayout(name: name, stack: .vStack(alignment: alignment, spacing: number(spacing))), nil)
      case .depth(let alignment):
        return (.stackLayout(name: name, stack: .zStack(alignment: alignment)), nil)
      }
    case .barContainer(let name, let isTabView): return (.barContainer(name: name, isTabView: isTabView), nil)
    case .label: return (.label, nil)
    case .control(let kind):
      if case .datePicker(let date) = kind { return (.control(kind, texts: [resolveText(date)]), nil) }
      return (.control(kind, texts: []), nil)
    case .buttonLike(let name, let title):
      let text = title.map { resolveText($0) }
      return (.buttonLike(name: name, title: text), text)
    }
  }

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
      expression, scope: scope, reads: &reads, nodeID: node.flatMap { nodes.indices.contains($0) ? nodes[$0].id : nil })
  }

  /// A numeric argument's value: nil for `nil`, for an expression without a value, and for a non-number.
  func number(_ argument: NumericArgument, scope: EvaluationScope, reads: inout [InputRead], node: Int?) -> Double? {
    number(
      argument, scope: scope, reads: &reads, nodeID: node.flatMap { nodes.indices.contains($0) ? nodes[$0].id : nil })
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
  private func bindProperties(
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

  private func conditionValue(_ condition: BoolArgument, node: Int, site: ResolutionSite) -> Bool {
    switch condition {
    case .literal(let value):
      nodes[node].view = .conditional(value)
      return value
    case .expression(let expression):
      var reads: [InputRead] = []
      let value = evaluate(expression, scope: site.scope, reads: &reads, node: node)
      nodes[node].viewReads = reads
      guard let value else { return false }
      guard let flag = value.boolValue else {
        note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected a Bool")
        return false
      }
      nodes[node].view = .conditional(flag)
      return flag
    }
  }

  /// The elements of a `ForEach` with their id keys (see `NodeID`).
  private func forEachElements(_ arguments: ForEachArguments, node: Int, scope: EvaluationScope) -> [(
    String, ScopeValue
  )] {
    if case .expression(let expression) = arguments.data, let runtime {
      // With the update loop, elements keep their Swift types (an `Int` stays an `Int`, a declared struct keeps
      // its name); ranges and arrays both iterate.
      let outcome = runtime.runner.evaluate(expression, scope: scope, state: runtime.state, node: nodes[node].id)
      var reads: [InputRead] = []
      for read in outcome.reads {
        reads.append(.state(name: read.name, value: read.value, expression: expression.source, path: expression.path))
      }
      nodes[node].viewReads = reads
      guard let value = outcome.value else {
        noteScriptFailure(outcome.diagnostic, node: node, path: expression.path, what: "ForEach data")
        return []
      }
      let elements: [Value]
      do {
        guard let sequence = try value.sequenceElements(limit: limits.maxResolvedNodes) else {
          note(
            .warning, code: .expressionError, node: node, path: expression.path,
            "`\(expression.source)` is \(value.type), expected an array or a range")
          return []
        }
        elements = sequence
      } catch {
        noteScriptFailure(error, node: node, path: expression.path, what: "ForEach data")
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
      nodes[node].viewReads = reads
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
        note(
          .warning, node: node, path: expression.path, "`\(expression.source)` is \(value.typeName), expected an array")
      }
    }
    if values.count > limits.maxResolvedNodes { values = Array(values.prefix(limits.maxResolvedNodes)) }
    return keyed(values.map { ($0, ScopeValue.value($0)) }, node: node)
  }

  /// Elements with their id keys (see `NodeID`), repeated keys made unique with a warning.
  private func keyed(_ elements: [(JSONValue, ScopeValue)], node: Int) -> [(String, ScopeValue)] {
    var seen: [String: Int] = [:]
    var result: [(String, ScopeValue)] = []
    for (index, (json, value)) in elements.enumerated() {
      var key = Self.elementKey(json) ?? String(index)
      let occurrence = seen[key, default: 0] + 1
      seen[key] = occurrence
      if occurrence > 1 {
        note(.warning, node: node, path: nil, "ForEach: the ID \(key) occurs multiple times within the collection")
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
