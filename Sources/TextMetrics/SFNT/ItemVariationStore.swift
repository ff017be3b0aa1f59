/// An OpenType ItemVariationStore: deltas per item, blended by how much each variation region applies at the
/// current normalised coordinates. `HVAR` uses one for advance widths.
struct ItemVariationStore: Sendable {
  private struct Region: Sendable {
    /// Per axis: (start, peak, end) in normalised coordinates.
    var axes: [(start: Double, peak: Double, end: Double)]
  }

  private struct ItemData: Sendable {
    var regionIndices: [Int]
    /// `itemCount × regionIndices.count` deltas, row by row.
    var deltas: [Int32]
  }

  private let regions: [Region]
  private let data: [ItemData]

  /// The most deltas read in all; a bound against hostile counts.
  static let maximumDeltas = 8_000_000

  /// Reads the store at `offset` of `table`.
  init(_ table: FontDataReader, at offset: Int) throws(FontLoadingError) {
    let format = try table.uint16(offset)
    guard format == 1 else { throw table.error(at: offset, "item variation store format \(format) is not 1") }
    let regionList = offset + Int(try table.uint32(offset + 2))
    let axisCount = Int(try table.uint16(regionList))
    let regionCount = Int(try table.uint16(regionList + 2))
    _ = try table.arrayLength(regionCount, axisCount * 6, at: regionList + 4, "variation regions")
    var regions: [Region] = []
    regions.reserveCapacity(regionCount)
    for index in 0..<regionCount {
      var axes: [(start: Double, peak: Double, end: Double)] = []
      for axis in 0..<axisCount {
        let record = regionList + 4 + 6 * (index * axisCount + axis)
        axes.append((try table.f2dot14(record), try table.f2dot14(record + 2), try table.f2dot14(record + 4)))
      }
      regions.append(Region(axes: axes))
    }
    let dataCount = Int(try table.uint16(offset + 6))
    _ = try table.arrayLength(dataCount, 4, at: offset + 8, "item variation data offsets")
    var data: [ItemData] = []
    var budget = ItemVariationStore.maximumDeltas
    for index in 0..<dataCount {
      let start = offset + Int(try table.uint32(offset + 8 + 4 * index))
      let itemCount = Int(try table.uint16(start))
      let wordField = try table.uint16(start + 2)
      let longWords = wordField & 0x8000 != 0
      let wordCount = Int(wordField & 0x7FFF)
      let regionIndexCount = Int(try table.uint16(start + 4))
      guard wordCount <= regionIndexCount else {
        throw table.error(at: start + 2, "\(wordCount) word deltas but only \(regionIndexCount) regions")
      }
      _ = try table.arrayLength(regionIndexCount, 2, at: start + 6, "region indices")
      var regionIndices: [Int] = []
      for region in 0..<regionIndexCount {
        let regionIndex = Int(try table.uint16(start + 6 + 2 * region))
        guard regionIndex < regionCount else {
          throw table.error(at: start + 6 + 2 * region, "region index \(regionIndex) of \(regionCount)")
        }
        regionIndices.append(regionIndex)
      }
      let wide = longWords ? 4 : 2
      let narrow = longWords ? 2 : 1
      let rowSize = wordCount * wide + (regionIndexCount - wordCount) * narrow
      let rows = start + 6 + 2 * regionIndexCount
      _ = try table.arrayLength(itemCount, rowSize, at: rows, "delta sets")
      budget -= itemCount * regionIndexCount
      guard budget >= 0 else {
        throw table.error(at: start, "more than \(ItemVariationStore.maximumDeltas) deltas in all")
      }
      var deltas: [Int32] = []
      deltas.reserveCapacity(itemCount * regionIndexCount)
      for item in 0..<itemCount {
        var position = rows + rowSize * item
        for column in 0..<regionIndexCount {
          let isWide = column < wordCount
          switch (isWide, longWords) {
          case (true, true): deltas.append(try table.int32(position))
          case (true, false), (false, true): deltas.append(Int32(try table.int16(position)))
          case (false, false): deltas.append(Int32(Int8(bitPattern: try table.uint8(position))))
          }
          position += isWide ? wide : narrow
        }
      }
      data.append(ItemData(regionIndices: regionIndices, deltas: deltas))
    }
    self.regions = regions
    self.data = data
  }

  /// How much each region applies at `coordinates` (one scalar per region).
  func regionScalars(at coordinates: [Double]) -> [Double] {
    regions.map { region in
      var scalar = 1.0
      for (axis, range) in region.axes.enumerated() {
        let coordinate = axis < coordinates.count ? coordinates[axis] : 0
        // Axes whose peak is 0, or whose range is malformed or straddles 0, do not restrict the region.
        if range.peak == 0 || range.start > range.peak || range.peak > range.end { continue }
        if range.start < 0 && range.end > 0 { continue }
        if coordinate == range.peak { continue }
        if coordinate <= range.start || coordinate >= range.end { return 0 }
        scalar *=
          coordinate < range.peak
          ? (coordinate - range.start) / (range.peak - range.start)
          : (range.end - coordinate) / (range.end - range.peak)
      }
      return scalar
    }
  }

  /// The blended delta of item (`outer`, `inner`) for precomputed region scalars; 0 for an unknown item.
  func delta(outer: Int, inner: Int, scalars: [Double]) -> Double {
    guard outer >= 0, outer < data.count else { return 0 }
    let item = data[outer]
    let width = item.regionIndices.count
    guard width > 0, inner >= 0, inner < item.deltas.count / width else { return 0 }
    var total = 0.0
    for (column, region) in item.regionIndices.enumerated() where region < scalars.count {
      total += scalars[region] * Double(item.deltas[inner * width + column])
    }
    return total
  }
}
