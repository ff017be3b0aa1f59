import JSONCore
import LayoutEngine
import SwiftUISource

/// One root of an editor document laid out: the candidate, its source document (the files read, the tree
/// document, source map and diagnostics their translation made: the form `tree/open` keeps too), its live tree
/// and the index from source to the nodes of its current layout.
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

  /// The front end's translation of the root.
  var translation: SourceTranslation { source.translation }

  /// The root's name (`SignInForm`, `Preview (line 42)`).
  var name: String { candidate.name }

  /// The current version of the live tree.
  var version: TreeVersion? { session?.current }
}
