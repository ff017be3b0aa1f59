import SwiftUISource
import Synchronization

/// The workspace's Swift files as the front end read them, kept between analyses: a file is read again only
/// when its text changed, so typing in one document costs the reading of that document alone.
final class ParsedWorkspace: Sendable {
  private struct State {
    var generation = -1
    var files: [String: ParsedSourceFile] = [:]
  }

  private let state = Mutex(State())

  /// Creates an empty cache.
  init() {}

  /// The files read, in uri order; those whose text is unchanged since the last generation are not read again.
  func parsed(_ texts: [String: String], generation: Int) -> [ParsedSourceFile] {
    let (cachedGeneration, cached) = state.withLock { ($0.generation, $0.files) }
    if cachedGeneration == generation { return cached.values.sorted { $0.file.uri < $1.file.uri } }
    let translator = SwiftUITranslator()
    var files: [String: ParsedSourceFile] = [:]
    for (uri, text) in texts {
      if let old = cached[uri], old.file.text == text {
        files[uri] = old
      } else {
        files[uri] = translator.parse(SwiftSourceFile(uri: uri, text: text))
      }
    }
    state.withLock { state in
      if state.generation < generation {
        state.generation = generation
        state.files = files
      }
    }
    return files.values.sorted { $0.file.uri < $1.file.uri }
  }

  /// The text of a workspace file, as last read.
  func text(of uri: String) -> String? {
    state.withLock { $0.files[uri]?.file.text }
  }
}
