import SwiftSubset

/// Custom alignment guides: an `AlignmentID` type with its `static func defaultValue(in:)`, named by a `static let`
/// of an extension of `HorizontalAlignment` or `VerticalAlignment` (`static let oneThird =
/// HorizontalAlignment(OneThird.self)`), declared under the document's `alignmentGuides` on first use with the
/// body of `defaultValue(in:)` as written (its parameter's name kept).
extension Translator {
  /// Declares the custom guide `name` names, once; nothing when the files declare no such guide (a built-in guide,
  /// or a name the engine reports).
  func declareAlignmentGuide(named name: String) {
    guard declarations.guideLookups.insert(name).inserted else { return }
    for (typeName, axis) in [("HorizontalAlignment", "horizontal"), ("VerticalAlignment", "vertical")] {
      for member in index.extensionMembers(named: name, for: [typeName]) {
        guard case .variable(let variable) = member.value.kind, member.value.has("static"),
          let initializer = variable.initializer, case .call(let callee, let arguments) = initializer.kind,
          callee.identifierName == typeName, arguments.count == 1,
          case .member(let base, "self", _) = arguments[0].value.kind, let idName = base.identifierName
        else { continue }
        guard let definition = alignmentID(named: idName, extending: typeName) else {
          report(
            .warning, .undefinedName,
            "'\(idName)' is not an AlignmentID type declared in the files; the guide '\(name)' is not declared",
            at: initializer.range, file: member.file)
          return
        }
        declareGuide(name, axis: axis, definition: definition, use: variable.nameRange, file: member.file)
        return
      }
    }
  }

  /// The `AlignmentID` type a guide names: a type of the files, or one nested in an extension of the alignment type.
  private func alignmentID(named name: String, extending typeName: String) -> TypeDefinition? {
    if let definition = index.type(named: name), definition.isAlignmentID { return definition }
    for member in index.extensionMembers(named: name, for: [typeName]) {
      guard case .type(let type) = member.value.kind, type.inherited.contains(where: { $0.simpleName == "AlignmentID" })
      else { continue }
      let definition = TypeDefinition(
        declaration: type, attributes: member.value.attributes, qualifiedName: typeName + "." + type.name,
        file: member.file, range: member.value.range)
      definition.members = type.members.map { Located(value: $0, file: member.file) }
      return definition
    }
    return nil
  }

  /// Writes `{"axis", "parameter", "defaultValue"}` for a guide whose `defaultValue(in:)` body the subset reads;
  /// otherwise a warning (the engine then reports the guide as undeclared where it is used).
  private func declareGuide(_ name: String, axis: String, definition: TypeDefinition, use: SourceRange, file: Int) {
    guard let function = definition.functions("defaultValue", isStatic: true).first,
      let body = function.value.function.body, let bodyRange = function.value.function.bodyRange,
      let parameter = function.value.function.parameters.first
    else {
      report(
        .warning, .unsupported,
        "'\(definition.name)' has no static func defaultValue(in:); the guide '\(name)' is not declared",
        at: definition.declaration.nameRange, file: definition.file)
      return
    }
    let inner = Scope(parent: typeScope(definition, file: function.file), file: function.file)
    inner.bind(parameter.name, .runtime(parameter.name))
    let range = statementsRange(body, within: bodyRange)
    guard let emitted = emitter.emit(statements: body, range: range, in: inner, shadowing: []) else { return }
    let written = dedent(emitted, startingAt: range.start, file: function.file)
    if let problem = subsetProblem(written, as: .statements) {
      report(
        .warning, .notInSubset,
        "defaultValue(in:) of '\(definition.name)' is outside the Swift subset (\(problem)); the guide '\(name)' is not declared",
        at: range, file: function.file)
      return
    }
    let members: [(key: String, value: OutputValue)] = [
      ("axis", .text(axis, nil)),
      ("parameter", .text(parameter.name, anchor(parameter.range, file: function.file))),
      ("defaultValue", .text(written, anchor(range, file: function.file))),
    ]
    declarations.alignmentGuides.append((name, .object(members, anchor(use, file: file))))
  }

  /// `Alignment(horizontal: .oneThird, vertical: .center)` as `{"horizontal", "vertical"}`; a guide left out is the
  /// centre, as in the format.
  func alignmentPair(_ arguments: [Argument], in scope: Scope, anchor: SourceAnchor?) -> OutputValue? {
    var members: [(key: String, value: OutputValue)] = []
    for argument in arguments {
      guard let label = argument.label, label == "horizontal" || label == "vertical" else { return nil }
      guard let name = alignmentName(argument.value, in: scope) else { return nil }
      members.append((label, .text(name, self.anchor(argument.value.range, file: scope.file))))
    }
    return .object(members, anchor)
  }
}
