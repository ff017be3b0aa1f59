import LayoutEngine

extension TreeSession {
  /// The layout of the pass a query names (the current version when `number` is nil, its last pass when `index`
  /// is nil) with its version's number, found where the session keeps its versions: only the pass, a shared
  /// class, is retained, no version or update pass is copied; nil when the history does not hold it
  /// (`DaemonServer.version(_:of:path:)` and `pass(_:of:path:)` say why).
  func layout(version number: Int?, pass index: Int?) -> (version: Int, layout: LayoutPass)? {
    let versions = live.versions
    guard let position = Self.position(of: number, in: versions, numberedBy: \.number) else { return nil }
    let passes = versions[position].passes
    guard let passPosition = Self.position(of: index, in: passes, numberedBy: \.index) else { return nil }
    return (versions[position].number, passes[passPosition].layout)
  }

  /// Where the element numbered `wanted` is in `elements`, or the last one's position when `wanted` is nil.
  private static func position<Element>(
    of wanted: Int?, in elements: [Element], numberedBy number: (Element) -> Int
  ) -> Int? {
    guard let wanted else { return elements.indices.last }
    return elements.indices.first { number(elements[$0]) == wanted }
  }
}
