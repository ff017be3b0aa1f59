/// One weight of the bundled stand-in's tables, decoded from the generated packed text: an advance and a mark
/// flag per repertoire glyph, and kerning as a class matrix (glyphs with identical kerning rows share a left
/// class, identical columns a right class), which stores Inter's 40 000-odd pairs in a few thousand cells.
///
/// Packed layout (integers, see `PackedIntegers`): glyph count n; n advances; mark count m and m glyph-index
/// gaps; left class count L and right class count R; n left classes; n right classes; nonzero cell count k and
/// k (cell-index gap, value) pairs over the L × R matrix in row order.
final class BundledFaceTables: Sendable {
  /// Advances in font units, by repertoire glyph.
  let advances: [Double]
  /// Whether each glyph is a mark (GDEF class 3) in the stand-in.
  let marks: [Bool]
  private let leftClasses: [Int]
  private let rightClasses: [Int]
  private let rightClassCount: Int
  private let matrix: [Double]

  /// Decodes one weight; nil when the packed text is inconsistent (a generator bug, caught by the tests).
  init?(packed: String) {
    guard let values = PackedIntegers.decode(packed) else { return nil }
    var reader = values.makeIterator()
    func next() -> Int? { reader.next() }
    func count() -> Int? {
      guard let value = next(), value >= 0, value <= 1 << 20 else { return nil }
      return value
    }
    guard let glyphCount = count() else { return nil }
    var advances: [Double] = []
    for _ in 0..<glyphCount {
      guard let advance = next() else { return nil }
      advances.append(Double(advance))
    }
    var marks = [Bool](repeating: false, count: glyphCount)
    guard let markCount = count() else { return nil }
    var glyph = -1
    for _ in 0..<markCount {
      guard let gap = next(), gap > 0, glyph + gap < glyphCount else { return nil }
      glyph += gap
      marks[glyph] = true
    }
    guard let leftCount = count(), let rightCount = count(), leftCount * rightCount <= 1 << 22 else { return nil }
    var left: [Int] = []
    var right: [Int] = []
    for _ in 0..<glyphCount {
      guard let value = next(), value >= 0, value < leftCount else { return nil }
      left.append(value)
    }
    for _ in 0..<glyphCount {
      guard let value = next(), value >= 0, value < rightCount else { return nil }
      right.append(value)
    }
    var matrix = [Double](repeating: 0, count: leftCount * rightCount)
    guard let cells = count() else { return nil }
    var cell = -1
    for _ in 0..<cells {
      guard let gap = next(), gap > 0, cell + gap < matrix.count, let value = next() else { return nil }
      cell += gap
      matrix[cell] = Double(value)
    }
    guard next() == nil else { return nil }
    self.advances = advances
    self.marks = marks
    leftClasses = left
    rightClasses = right
    rightClassCount = rightCount
    self.matrix = matrix
  }

  /// The kerning of a glyph pair in font units.
  func kerning(_ leftGlyph: UInt16, _ rightGlyph: UInt16) -> Double {
    let l = Int(leftGlyph)
    let r = Int(rightGlyph)
    guard l < leftClasses.count, r < rightClasses.count else { return 0 }
    return matrix[leftClasses[l] * rightClassCount + rightClasses[r]]
  }
}
