import InspectorProtocol
import JSONCore
import LayoutEngine
import SwiftUISource

/// The diagnostics of an editor document, each at a range of it: the front end's (syntax errors, unsupported
/// constructs, unknown views), each root's layout (SwiftUI's warnings, values a `reduce` dropped, the lints,
/// expressions that failed), preference loops that never settle (at their `onPreferenceChange`, with the
/// change per pass and the other end of the loop as related information), roots that could not be laid out,
/// and the views no root shows (hints).
///
/// A problem in code of another file is reported at the use in this document it was expanded through, or not
/// at all; the same problem found by several roots or passes is reported once.
struct EditorDiagnosticsBuilder {
  /// The most diagnostics published for one document.
  static let maxDiagnostics = 500

  /// The text the diagnostics are about.
  var text: TextDocument
  /// The text as the front end read it.
  var parsed: ParsedSourceFile
  /// The session's position encoding.
  var encoding: PositionEncoding
  /// Whether the client shows related information.
  var relatedInformation: Bool

  private var uri: String { text.uri }

  /// Every diagnostic of the document's analysis, in order: the file's, then each root's, then the hints.
  func diagnostics(roots: [RootLayout], unshown: [UnshownView]) -> [EditorDiagnostic] {
    var collected = Collected()
    for diagnostic in parsed.diagnostics { add(diagnostic, to: &collected) }
    for root in roots {
      for diagnostic in root.translation.diagnostics where diagnostic.code != .syntax && diagnostic.code != .limit {
        add(diagnostic, to: &collected)
      }
      if let failure = root.failure, let span = local(root.candidate.span, expansion: []) {
        collected.add(
          EditorDiagnostic(
            range: firstLine(of: span), severity: .error, code: "root",
            message: "\(root.name) is not laid out: \(failure)"
          ))
      }
      if let version = root.version { add(version, of: root, to: &collected) }
    }
    for view in unshown {
      collected.add(
        EditorDiagnostic(range: range(view.span), severity: .hint, code: "notLaidOut", message: view.reason))
    }
    return Array(collected.diagnostics.prefix(Self.maxDiagnostics))
  }

  /// A front end diagnostic (layout-neutral notes are not problems and are left out).
  private func add(_ diagnostic: SourceDiagnostic, to collected: inout Collected) {
    guard diagnostic.code != .layoutNeutral, let span = local(diagnostic.span, expansion: diagnostic.expansion) else {
      return
    }
    let severity: EditorDiagnostic.Severity
    switch diagnostic.severity {
    case .error: severity = .error
    case .warning: severity = .warning
    case .note: severity = .information
    }
    collected.add(
      EditorDiagnostic(
        range: range(span), severity: severity, code: diagnostic.code.rawValue, message: diagnostic.message))
  }

  /// A root's layout diagnostics and its preference loops.
  private func add(_ version: TreeVersion, of root: RootLayout, to collected: inout Collected) {
    let sourceMap = root.translation.sourceMap
    let cycleBinders = Set(version.cycles.map(\.binder.node))
    var layoutDiagnostics: [(LayoutDiagnostic, Int?)] = version.passes.flatMap { pass in
      pass.allDiagnostics.map { ($0, pass.index) }
    }
    layoutDiagnostics += version.diagnostics.map { ($0, nil) }
    for (diagnostic, pass) in layoutDiagnostics {
      // A loop's own report below says more, with its other end.
      if diagnostic.code == .nonConvergence || diagnostic.code == .cycleGuard, let node = diagnostic.node,
        cycleBinders.contains(node)
      {
        continue
      }
      guard let path = diagnostic.path, let entry = sourceMap.entry(for: path),
        let span = local(entry.span, expansion: entry.expansion)
      else { continue }
      var data: JSONObject = ["root": .string(root.name), "path": .string(path.description)]
      if let node = diagnostic.node { data["node"] = .string(node) }
      if let pass { data["pass"] = .integer(Int64(pass)) }
      collected.add(
        EditorDiagnostic(
          range: range(span), severity: diagnostic.severity == .warning ? .warning : .information,
          code: diagnostic.code.rawValue, message: diagnostic.message, data: .object(data)))
    }
    guard let pass = version.lastLayout else { return }
    for cycle in version.cycles {
      guard let binderPath = pass.layer(LayerID(node: cycle.binder.node, layer: cycle.binder.layer))?.declaredPath,
        let entry = sourceMap.entry(for: SourceIndex.modifierPath(binderPath)),
        let span = local(entry.span, expansion: entry.expansion)
      else { continue }
      var message = cycle.summary
      if let change = cycle.changePerPass {
        message += " The value changes by \(LayoutNumber.format(change)) each pass."
      }
      var related: [DiagnosticRelatedInformation] = []
      for reader in cycle.readers {
        guard let layerPath = pass.layer(reader)?.declaredPath,
          let readerEntry = sourceMap.entry(for: SourceIndex.modifierPath(layerPath)),
          let readerSpan = local(readerEntry.span, expansion: readerEntry.expansion)
        else { continue }
        let states = cycle.states.joined(separator: ", ")
        related.append(
          DiagnosticRelatedInformation(
            location: TextLocation(uri: uri, range: range(readerSpan)),
            message: "reads \(states), which the action writes, and changes the size measured"))
      }
      collected.add(
        EditorDiagnostic(
          range: range(span), severity: .warning, code: "preferenceLoop", message: message,
          relatedInformation: relatedInformation && !related.isEmpty ? related : nil,
          data: ["root": .string(root.name), "node": .string(cycle.binder.node)]))
    }
  }

  /// The span itself when it is in this document, else the innermost use in this document it was expanded
  /// through; nil when neither is.
  private func local(_ span: SourceSpan, expansion: [SourceSpan]) -> SourceSpan? {
    if span.uri == uri { return span }
    return expansion.first { $0.uri == uri }
  }

  private func range(_ span: SourceSpan) -> TextRange {
    text.range(span.start.offset..<max(span.start.offset, span.end.offset), encoding: encoding)
  }

  /// The span's first line (a declaration's diagnostic underlines its first line, not the whole body).
  private func firstLine(of span: SourceSpan) -> TextRange {
    let line = text.line(containing: span.start.offset)
    return text.range(span.start.offset..<max(span.start.offset, text.lineEnd(of: line)), encoding: encoding)
  }

  /// Diagnostics without repeats (the same problem found by several roots or passes).
  private struct Collected {
    var diagnostics: [EditorDiagnostic] = []
    private var seen: Set<String> = []

    mutating func add(_ diagnostic: EditorDiagnostic) {
      let key =
        "\(diagnostic.range.start.line):\(diagnostic.range.start.character)-\(diagnostic.range.end.line):"
        + "\(diagnostic.range.end.character) \(diagnostic.code ?? "") \(diagnostic.message)"
      if seen.insert(key).inserted { diagnostics.append(diagnostic) }
    }
  }
}
