import InspectorProtocol
import SwiftSubset
import SwiftUISource

/// The outline of a document: its types (views, preference keys, view modifiers, layouts), extensions with
/// their functions and properties, and previews; a root's detail says how its update loop went.
struct DocumentSymbolsBuilder {
  /// LSP's `SymbolKind`s used.
  private enum Kind {
    static let structure = 23
    static let enumeration = 10
    static let classType = 5
    static let function = 12
    static let property = 7
    static let namespace = 3
  }

  /// The analysis of the document.
  var analysis: DocumentAnalysis
  /// The session's position encoding.
  var encoding: PositionEncoding

  /// The top-level symbols with their members.
  func symbols() -> [DocumentSymbol] {
    symbols(of: analysis.parsed.declarations, depth: 0)
  }

  private func symbols(of declarations: [Decl], depth: Int) -> [DocumentSymbol] {
    var found: [DocumentSymbol] = []
    for decl in declarations {
      switch decl.kind {
      case .type(let type):
        let kind: Int
        switch type.keyword {
        case .struct: kind = Kind.structure
        case .enum: kind = Kind.enumeration
        case .extension: kind = Kind.namespace
        case .class, .actor, .protocol: kind = Kind.classType
        }
        let name = type.keyword == .extension ? "extension \(type.name)" : type.name
        let conformances = type.inherited.map(\.text).joined(separator: ", ")
        // Members one level down (the outline of nested previews and helpers), no deeper.
        let children = depth == 0 ? symbols(of: type.members, depth: 1) : []
        found.append(
          symbol(
            name, detail: detail(for: type.name, conformances: conformances), kind: kind, range: decl.range,
            selection: type.nameRange, children: children))
      case .function(let function):
        found.append(
          symbol(
            function.name, detail: function.returnType?.text, kind: Kind.function, range: decl.range,
            selection: function.nameRange))
      case .variable(let variable) where variable.isComputed:
        found.append(
          symbol(
            variable.name, detail: variable.type?.text, kind: Kind.property, range: decl.range,
            selection: variable.nameRange))
      case .preview(let preview):
        let name =
          analysis.roots.first { root in
            root.candidate.kind == .preview && root.candidate.span.start.offset == decl.range.start
          }?.name ?? "#Preview"
        found.append(
          symbol(
            name, detail: detail(for: name, conformances: "Preview"), kind: Kind.function, range: decl.range,
            selection: preview.keywordRange))
      case .ifConfig(let config):
        found += symbols(of: config.clauses.flatMap(\.elements), depth: depth)
      default:
        continue
      }
    }
    return found
  }

  /// The conformances, and for a root how its update loop went.
  private func detail(for name: String, conformances: String) -> String? {
    let root = analysis.roots.first { $0.name == name && $0.candidate.span.uri == analysis.text.uri }
    let status = root.map { "root: " + CodeLensBuilder.status($0) }
    let parts = [conformances.isEmpty ? nil : conformances, status].compactMap { $0 }
    return parts.isEmpty ? nil : parts.joined(separator: "; ")
  }

  private func symbol(
    _ name: String, detail: String?, kind: Int, range: SourceRange, selection: SourceRange,
    children: [DocumentSymbol] = []
  ) -> DocumentSymbol {
    let text = analysis.text
    let whole = text.range(range.start..<max(range.start, range.end), encoding: encoding)
    var selected = text.range(selection.start..<max(selection.start, selection.end), encoding: encoding)
    // LSP requires the selection inside the whole range.
    if selected.start < whole.start || whole.end < selected.end { selected = whole }
    return DocumentSymbol(
      name: name, detail: detail, kind: kind, range: whole, selectionRange: selected,
      children: children.isEmpty ? nil : children)
  }
}
