import SwiftSubset

/// A Swift file read by the front end's parser: its declarations (kept for the translator) and the syntax
/// errors found, each with its range.
///
/// Reading never fails and does not depend on the compilation conditions (both branches of every `#if` are
/// kept), so a client may read a file once per change and translate it many times.
package struct ParsedSourceFile: Sendable {
  /// The file as given.
  package let file: SwiftSourceFile
  /// Syntax errors and limits reached, in order.
  package let diagnostics: [SourceDiagnostic]
  /// The declarations in order.
  package let declarations: [Decl]
  /// The comments' ranges.
  package let comments: [SourceRange]
  /// Offsets to lines and columns.
  package let lines: LineTable
  /// The text as the lexer read it.
  package let source: SourceText

  /// Reads a file within `limits`.
  package init(_ file: SwiftSourceFile, limits: SourceLimits = SourceLimits()) {
    self.file = file
    let lines = LineTable(uri: file.uri, text: file.text)
    self.lines = lines
    let source = SourceText(file.text, origin: SourceOrigin(name: file.uri))
    self.source = source
    var diagnostics: [SourceDiagnostic] = []
    guard lines.byteCount <= limits.maxFileBytes else {
      diagnostics.append(
        SourceDiagnostic(
          .error, .limit,
          "the file is \(lines.byteCount) bytes long; the limit is \(limits.maxFileBytes), so it is not read",
          span: lines.span(SourceRange(start: 0, end: 0))))
      self.diagnostics = diagnostics
      self.declarations = []
      self.comments = []
      return
    }
    var lexed = Lexer.tokenizeFile(
      source,
      limits: ParseLimits(
        maxSourceLength: limits.maxFileBytes, maxNestingDepth: limits.maxNestingDepth,
        maxStackBytes: limits.maxStackBytes))
    for problem in lexed.diagnostics {
      let range = problem.range ?? SourceRange(start: 0, end: 0)
      let code: SourceDiagnostic.Code = problem.kind == .limit ? .limit : .syntax
      diagnostics.append(SourceDiagnostic(.error, code, problem.message, span: lines.span(range)))
    }
    if lexed.fileTokens.count > limits.maxTokens, let end = lexed.fileTokens.last {
      let cut = lexed.fileTokens[limits.maxTokens - 1]
      diagnostics.append(
        SourceDiagnostic(
          .error, .limit,
          "the file has more than \(limits.maxTokens) tokens (the limit); the rest of it is not read",
          span: lines.span(cut.range)))
      lexed.fileTokens.removeSubrange((limits.maxTokens - 1)...)
      var stop = end
      stop.range = SourceRange(start: cut.range.start, end: cut.range.start)
      lexed.fileTokens.append(stop)
    }
    var parser = FileParser(source: source, lines: lines, lexed: lexed, limits: limits)
    self.declarations = parser.parseDeclarations(isTopLevel: true)
    self.diagnostics = diagnostics + parser.allDiagnostics
    self.comments = lexed.comments
  }
}
