import LayoutEngine

extension TreeSession {
  /// The layout of the pass a query names (the current version when `number` is nil, its last pass when `index`
  /// is nil) with its version's number, found where the session keeps its versions: only the pass, a shared
  /// class, is retained, no version or update pass is copied; nil when the history does not hold it
  /// (`DaemonServer.version(_:of:path:)` and `pass(_:of:path:)` say why).
  func layout(version number: Int?, pass index: Int?) -> (version: Int, layout: LayoutPass)? {
    let versions = live.versions
    let position: Int?
    if let number {
      position = versions.indices.first { versions[$0].number == number }
    } else {
      position = versions.indices.last
    }
    guard let position else { return nil }
    let passes = versions[position].passes
    let passPosition: Int?
    if let index {
      passPosition = passes.indices.first { passes[$0].index == index }
    } else {
      passPosition = passes.indices.last
    }
    guard let passPosition else { return nil }
    return (versions[position].number, passes[passPosition].layout)
  }
}
