import JSONCore
import Synchronization

/// The position of each path's entry in a `SourceMap`, built from the entries on the first lookup and kept:
/// copies of a map share it, and a map that is never looked up by path never hashes its paths.
final class SourceMapIndex: Sendable {
  private let positionsByPath = Mutex<[JSONPath: Int]?>(nil)

  init() {}

  private init(positions: [JSONPath: Int]?) {
    positionsByPath.withLock { $0 = positions }
  }

  /// The position of each path's entry in `entries` (a later entry for the same path wins), built on the first
  /// call; `entries` must be the entries of the map that owns the index.
  func positions(of entries: [SourceMap.Entry]) -> [JSONPath: Int] {
    positionsByPath.withLock { positions in
      if let positions { return positions }
      var built: [JSONPath: Int] = [:]
      built.reserveCapacity(entries.count)
      for (position, entry) in entries.enumerated() { built[entry.path] = position }
      positions = built
      return built
    }
  }

  /// An index of its own for a map that is about to change, with the positions of `entries`.
  func copy(for entries: [SourceMap.Entry]) -> SourceMapIndex {
    SourceMapIndex(positions: positions(of: entries))
  }

  /// Records that the entry at `position` maps `path` (the map appended it).
  func append(_ path: JSONPath, at position: Int) {
    positionsByPath.withLock { $0?[path] = position }
  }
}
