/// A string cut into grapheme clusters (Swift `Character`s), each with its advance, the kerning before it and
/// its line-breaking class: everything line breaking needs, so that breaking never measures text again.
struct TextClusters: Sendable {
  /// The string.
  let text: String
  /// Cluster boundaries: cluster `i` is `text[bounds[i]..<bounds[i + 1]]`.
  private(set) var bounds: [String.Index] = []
  /// Each cluster's advance in points, tracking included.
  private(set) var widths: [Double] = []
  /// The kerning between cluster `i - 1` and cluster `i` (0 for the first cluster and across hard breaks).
  private(set) var kernBefore: [Double] = []
  /// Each cluster's line-breaking class.
  private(set) var classes: [ClusterBreakClass] = []
  /// How many clusters have estimated widths (glyphs no font supplied).
  private(set) var estimatedCount = 0

  /// The number of clusters.
  var count: Int { widths.count }

  /// Cuts and measures `text`.
  init<Measurer: ClusterMeasuring>(_ text: String, measurer: Measurer) {
    // One run, passed as collections of one: no arrays of runs and of their ends are made for it.
    self.init(joined: text, ends: CollectionOfOne(text.utf8.count), measurers: CollectionOfOne(measurer))
  }

  /// Cuts and measures the concatenation of `runs`, each part with its own measurer; no kerning applies across
  /// the boundary between two parts. A grapheme cluster that starts in one part belongs to it.
  init<Measurer: ClusterMeasuring>(runs: [(text: String, measurer: Measurer)]) {
    var joined = ""
    var ends: [Int] = []
    for run in runs {
      joined += run.text
      ends.append(joined.utf8.count)
    }
    self.init(joined: joined, ends: ends, measurers: runs.lazy.map(\.measurer))
  }

  /// Cuts and measures `joined`, whose run `i` ends at UTF-8 offset `ends[i]` and is measured by `measurers[i]`.
  private init<Ends: RandomAccessCollection<Int>, Measurers: RandomAccessCollection>(
    joined: String, ends: Ends, measurers: Measurers
  ) where Ends.Index == Int, Measurers.Index == Int, Measurers.Element: ClusterMeasuring {
    self.text = joined
    let capacity = joined.utf8.count
    bounds.reserveCapacity(capacity + 1)
    widths.reserveCapacity(capacity)
    kernBefore.reserveCapacity(capacity)
    classes.reserveCapacity(capacity)
    guard !measurers.isEmpty else {
      bounds.append(joined.endIndex)
      return
    }
    var runIndex = 0
    var previous = ClusterMeasure.empty
    var previousRun = 0
    // The measurer of run `runIndex`, copied out of `measurers` once per run: read through the runs for every
    // cluster, the whole run (its text with the measurer) was copied and released each time.
    var measurer = measurers[0]
    func append(_ index: String.Index, _ breakClass: ClusterBreakClass, _ measure: ClusterMeasure, run: Int) {
      bounds.append(index)
      widths.append(measure.width)
      classes.append(breakClass)
      let kerns =
        breakClass != .hardBreak && run == previousRun && previous.source == measure.source && previous.source != 0
      kernBefore.append(kerns ? measurer.kerning(previous, measure) : 0)
      if measure.isEstimate { estimatedCount += 1 }
      previous = breakClass == .hardBreak ? .empty : measure
      previousRun = run
    }
    /// The run the cluster starting at UTF-8 offset `offset` belongs to; `measurer` becomes its measurer.
    func run(at offset: Int) -> Int {
      let start = runIndex
      while runIndex < ends.count - 1, offset >= ends[runIndex] { runIndex += 1 }
      if runIndex != start { measurer = measurers[runIndex] }
      return runIndex
    }
    if joined.utf8.allSatisfy({ $0 < 0x80 }) {
      // ASCII: every byte is a grapheme cluster except CR LF, so skip grapheme breaking and Unicode properties.
      let utf8 = joined.utf8
      var index = utf8.startIndex
      var offset = 0
      while index < utf8.endIndex {
        let byte = utf8[index]
        let next = utf8.index(after: index)
        let scalar = Unicode.Scalar(byte)
        let breakClass = ClusterBreakClass(scalar)
        let owner = run(at: offset)
        append(index, breakClass, measurer.measureASCII(scalar, breakClass: breakClass), run: owner)
        let isCRLF = byte == 0x0D && next < utf8.endIndex && utf8[next] == 0x0A
        index = isCRLF ? utf8.index(after: next) : next
        offset += isCRLF ? 2 : 1
      }
    } else {
      var index = joined.startIndex
      var offset = 0
      while index < joined.endIndex {
        let character = joined[index]
        let breakClass = ClusterBreakClass(character)
        let owner = run(at: offset)
        append(index, breakClass, measurer.measure(character, breakClass: breakClass), run: owner)
        let next = joined.index(after: index)
        offset += joined.utf8.distance(from: index, to: next)
        index = next
      }
    }
    bounds.append(joined.endIndex)
  }

  /// Whether a line may end between cluster `index` and cluster `index + 1`; see `ClusterBreakClass`.
  func breaksAfter(_ index: Int) -> Bool {
    guard index + 1 < classes.count else { return true }
    let left = classes[index]
    let right = classes[index + 1]
    switch (left, right) {
    case (.glue, _), (_, .glue), (_, .space), (_, .closing), (.opening, _): return false
    case (.space, _), (.zeroWidthSpace, _): return true
    case (.hyphen, .text), (.hyphen, .ideographic):
      // A hyphen breaks between letters, not at the start of a word ("-5", " -x").
      return index > 0 && [.text, .numeric, .closing, .ideographic].contains(classes[index - 1])
    case (.ideographic, _), (_, .ideographic): return true
    default: return false
    }
  }

  /// The summed width of clusters `start..<end` with the kerning between them (not the kerning before `start`).
  func width(_ start: Int, _ end: Int) -> Double {
    guard end > start else { return 0 }
    var total = widths[start]
    for index in start + 1..<end { total += widths[index] + kernBefore[index] }
    return total
  }

  /// The end of the visible content of clusters `start..<end`: `end` less any trailing spaces, which hang.
  func contentEnd(_ start: Int, _ end: Int) -> Int {
    var result = end
    while result > start, classes[result - 1] == .space { result -= 1 }
    return result
  }

  /// The text of clusters `start..<end`.
  func substring(_ start: Int, _ end: Int) -> Substring {
    end > start ? text[bounds[start]..<bounds[end]] : text[bounds[start]..<bounds[start]]
  }
}
