import InspectorProtocol
import JSONCore
import LayoutEngine
import SwiftUISource

/// One root of an editor document laid out: the candidate, its source document (the files read, the tree
/// document, source map and diagnostics their translation made: the form `tree/open` keeps too), its live tree
/// and the index from source to the nodes of its current layout.
///
/// Two roots whose translations are the same document (a `#Preview` that shows an argument-free view, and that
/// view) share one live tree and index: each keeps its own source document, so its places in the text are its own.
struct RootLayout: Sendable {
  /// The root: a preview or a view with no required arguments.
  let candidate: RootCandidate
  /// The files translated with this root chosen.
  let source: SourceDocument
  /// The live tree, nil when the translation made no valid tree (`failure` says why).
  let session: TreeSession?
  /// Why there is no tree, when there is none.
  let failure: String?
  /// The current layout's nodes and layers by declared path.
  let index: SourceIndex
  /// The place, among the analysis's roots, of the earlier root whose live tree and index this one shares (their
  /// translations are the same document, and so were their trees' previous versions); nil when it has its own.
  let sharesLayoutOf: Int?

  /// The front end's translation of the root.
  var translation: SourceTranslation { source.translation }

  /// The root's name (`SignInForm`, `Preview (line 42)`).
  var name: String { candidate.name }

  /// The current version of the live tree.
  var version: TreeVersion? { session?.current }

  /// The editor's change behind an explanation's edit link, in words (`the edit at line 12 (text version 7)`):
  /// what made that version of the root's tree; nil for an edit the editor did not make.
  func editorChange(of link: ExplanationLink) -> String? {
    guard link.kind == .edit, let version = link.point?.version, let records = session?.editRecords[version],
      records.count == 1,
      case .replaceSource = records[0].edit
    else { return nil }
    return records[0].description
  }

  /// Explain's summary followed by the editor's change behind it, when an edit of the editor made the change:
  /// `… after replaceDocument in version 3. Version 3 is the edit at line 12 (text version 7).`
  func summary(of explanation: Explanation) -> String {
    guard let link = explanation.chain.last(where: { $0.kind == .edit }), let version = link.point?.version,
      let change = editorChange(of: link)
    else { return explanation.summary }
    return explanation.summary + " Version \(version) is \(change)."
  }
}
