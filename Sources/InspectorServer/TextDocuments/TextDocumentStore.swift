import Synchronization

/// The documents editors have open, by uri.
///
/// Opening, changing and closing happen on the reader thread in arrival order; requests look documents up
/// from handler threads and wait on the `EditorDocument` itself, never under this lock.
final class TextDocumentStore: Sendable {
  private let documents = Mutex<[String: EditorDocument]>([:])

  /// Creates an empty store.
  init() {}

  /// The open document under `uri`.
  func document(_ uri: String) -> EditorDocument? {
    documents.withLock { $0[uri] }
  }

  /// How many documents are open.
  var count: Int { documents.withLock { $0.count } }

  /// Every open document, ordered by uri.
  func all() -> [EditorDocument] {
    documents.withLock { Array($0.values) }.sorted { $0.uri < $1.uri }
  }

  /// Adds a document, replacing one open under the same uri (returned, to be closed); refuses it (`added`
  /// false) when `maxDocuments` others are open.
  func open(_ document: EditorDocument, maxDocuments: Int) -> (added: Bool, replaced: EditorDocument?) {
    documents.withLock { documents in
      if let existing = documents[document.uri] {
        documents[document.uri] = document
        return (true, existing)
      }
      guard documents.count < maxDocuments else { return (false, nil) }
      documents[document.uri] = document
      return (true, nil)
    }
  }

  /// Removes and returns the document open under `uri`.
  func remove(_ uri: String) -> EditorDocument? {
    documents.withLock { $0.removeValue(forKey: uri) }
  }
}
