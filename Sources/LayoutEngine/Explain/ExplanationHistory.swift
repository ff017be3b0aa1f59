/// A live tree's kept history as one ordered list of points (every kept pass of every kept version), with the
/// lookups an explanation needs: a point's pass, the point before it, a version's edits.
struct ExplanationHistory {
  /// The kept versions, oldest first.
  let versions: [TreeVersion]
  /// Every kept point, oldest first.
  let points: [HistoryPoint]
  private let positions: [HistoryPoint: Int]
  private let versionPositions: [Int: Int]

  init(_ versions: [TreeVersion]) {
    self.versions = versions
    var points: [HistoryPoint] = []
    var versionPositions: [Int: Int] = [:]
    for (position, version) in versions.enumerated() {
      versionPositions[version.number] = position
      for pass in version.passes { points.append(HistoryPoint(version: version.number, pass: pass.index)) }
    }
    self.points = points
    var positions: [HistoryPoint: Int] = [:]
    for (position, point) in points.enumerated() { positions[point] = position }
    self.positions = positions
    self.versionPositions = versionPositions
  }

  /// The version numbered `number`, if kept.
  func version(_ number: Int) -> TreeVersion? {
    versionPositions[number].map { versions[$0] }
  }

  /// The pass at `point`, if kept.
  func pass(_ point: HistoryPoint) -> UpdatePass? {
    version(point.version)?.pass(point.pass)
  }

  /// The layer at `address` at `point`.
  func layer(_ address: LayerID, at point: HistoryPoint) -> LayerRecord? {
    pass(point)?.layout.layer(address)
  }

  /// The node `id` at `point`.
  func node(_ id: String, at point: HistoryPoint) -> NodeRecord? {
    pass(point)?.layout.node(id)
  }

  /// The position of `point` in `points`.
  func position(of point: HistoryPoint) -> Int? {
    positions[point]
  }

  /// The kept point just before `point`.
  func point(before point: HistoryPoint) -> HistoryPoint? {
    guard let position = positions[point], position > 0 else { return nil }
    return points[position - 1]
  }

  /// The kept point just after `point`.
  func point(after point: HistoryPoint) -> HistoryPoint? {
    guard let position = positions[point], position + 1 < points.count else { return nil }
    return points[position + 1]
  }

  /// The versions after `before`'s version up to `after`'s, newest first: those whose edits lie between two
  /// points.
  func versions(between before: HistoryPoint, and after: HistoryPoint) -> [TreeVersion] {
    guard before.version < after.version else { return [] }
    return versions.filter { $0.number > before.version && $0.number <= after.version }.reversed()
  }
}
