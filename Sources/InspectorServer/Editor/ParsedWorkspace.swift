import SwiftUISource
import Synchronization

/// The workspace's Swift files as the front end read them, kept between analyses: the files on disk, and the
/// texts of the documents open in the editor, which stand for their files (an unsaved buffer's definitions are
/// the ones the editor shows). A file is read again only when its text changed, so typing in one document costs
/// the reading of that document alone.
final class ParsedWorkspace: Sendable {
  private struct State {
    var generation = -1
    var files: [String: ParsedSourceFile] = [:]
    /// The open documents' texts, read, by uri.
    var buffers: [String: ParsedSourceFile] = [:]
  }

  private let state = Mutex(State())

  /// Creates an empty cache.
  init() {}

  /// The files read, in uri order: the open documents' texts (`buffers`, by uri) in place of their files on
  /// disk (`texts`, of `generation`); those whose text is unchanged since they were last read are not read
  /// again. The buffer under `skipped` (the document being analysed, which its analysis reads itself) is left
  /// out, like its file.
  func parsed(
    _ texts: [String: String], generation: Int, buffers: [String: String], skipping skipped: String
  ) -> [ParsedSourceFile] {
    let (cachedGeneration, cachedFiles, cachedBuffers) = state.withLock { ($0.generation, $0.files, $0.buffers) }
    let translator = SwiftUITranslator()
    var files = cachedFiles
    if cachedGeneration != generation {
      files = [:]
      for (uri, text) in texts {
        if let old = cachedFiles[uri], old.file.text == text {
          files[uri] = old
        } else {
          files[uri] = translator.parse(SwiftSourceFile(uri: uri, text: text))
        }
      }
    }
    var read: [String: ParsedSourceFile] = [:]
    for (uri, text) in buffers {
      if let old = cachedBuffers[uri], old.file.text == text || uri == skipped {
        read[uri] = old
      } else if uri != skipped {
        read[uri] = translator.parse(SwiftSourceFile(uri: uri, text: text))
      }
    }
    state.withLock { state in
      if state.generation < generation {
        state.generation = generation
        state.files = files
      }
      state.buffers = read
    }
    var merged = files
    for (uri, file) in read { merged[uri] = file }
    merged[skipped] = nil
    return merged.values.sorted { $0.file.uri < $1.file.uri }
  }

  /// The text of an open document or workspace file, as last read.
  func text(of uri: String) -> String? {
    state.withLock { ($0.buffers[uri] ?? $0.files[uri])?.file.text }
  }
}
