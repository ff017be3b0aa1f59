/// A string cut into grapheme clusters (Swift `Character`s), each with its advance, the kerning before it and
/// its line-breaking class: everything line breaking needs, so that breaking never measures text again.
///
/// The clusters are one array of values rather than one array per field: a text measured made four arrays (its
/// bounds, widths, kerning and classes), and appended to each for every cluster.
struct TextClusters: Sendable {
  /// One grapheme cluster.
  struct Cluster: Sendable {
    /// Where it starts in the string.
    var start: String.Index
    /// Its advance in points, tracking included.
    var width: Double
    /// The kerning between the cluster before it and this one (0 for the first cluster and across hard breaks).
    var kernBefore: Double
    /// Its line-breaking class.
    var breakClass: ClusterBreakClass
  }

  /// The string.
  let text: String
  /// The clusters in order: cluster `i` is `text[clusters[i].start..<clusters[i + 1].start]`, the last one ends at
  /// the string's end.
  private(set) var clusters: [Cluster] = []
  /// How many clusters have estimated widths (glyphs no font supplied).
  private(set) var estimatedCount = 0
  /// Whether the text is ASCII (each cluster one byte, or CR LF).
  private var isASCII = false

  /// The number of clusters.
  var count: Int { clusters.count }

  /// Cluster `index`.
  subscript(index: Int) -> Cluster { clusters[index] }

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
    clusters.reserveCapacity(joined.utf8.count)
    guard !measurers.isEmpty else { return }
    var runIndex = 0
    var previous = ClusterMeasure.empty
    var previousRun = 0
    // The measurer of run `runIndex`, copied out of `measurers` once per run: read through the runs for every
    // cluster, the whole run (its text with the measurer) was copied and released each time.
    var measurer = measurers[0]
    func append(_ index: String.Index, _ breakClass: ClusterBreakClass, _ measure: ClusterMeasure, run: Int) {
      let kerns =
        breakClass != .hardBreak && run == previousRun && previous.source == measure.source && previous.source != 0
      clusters.append(
        Cluster(
          start: index, width: measure.width, kernBefore: kerns ? measurer.kerning(previous, measure) : 0,
          breakClass: breakClass))
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
    if Self.isASCII(joined) {
      // ASCII: every byte is a grapheme cluster except CR LF, so skip grapheme breaking and Unicode properties.
      isASCII = true
      let utf8 = joined.utf8
      var index = utf8.startIndex
      var offset = 0
      while index < utf8.endIndex {
        let byte = utf8[index]
        let next = utf8.index(after: index)
        let scalar = Unicode.Scalar(byte)
        let breakClass = ClusterBreakClass(ascii: byte)
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
  }

  /// Whether every byte of `text` is ASCII, read from its UTF-8 in place when it has them contiguous (a native or
  /// small string): through the view, each byte cost about 34 instructions (about 340 a text measured).
  private static func isASCII(_ text: String) -> Bool {
    text.utf8.withContiguousStorageIfAvailable { bytes in bytes.allSatisfy { $0 < 0x80 } }
      ?? text.utf8.allSatisfy { $0 < 0x80 }
  }

  /// Whether a line may end between cluster `index` and cluster `index + 1`; see `ClusterBreakClass`.
  func breaksAfter(_ index: Int) -> Bool {
    guard index + 1 < clusters.count else { return true }
    let left = clusters[index].breakClass
    let right = clusters[index + 1].breakClass
    switch (left, right) {
    case (.glue, _), (_, .glue), (_, .space), (_, .closing), (.opening, _): return false
    case (.space, _), (.zeroWidthSpace, _): return true
    case (.hyphen, .text), (.hyphen, .ideographic):
      // A hyphen breaks between letters, not at the start of a word ("-5", " -x").
      return index > 0 && [.text, .numeric, .closing, .ideographic].contains(clusters[index - 1].breakClass)
    case (.ideographic, _), (_, .ideographic): return true
    default: return false
    }
  }

  /// The summed width of clusters `start..<end` with the kerning between them (not the kerning before `start`).
  func width(_ start: Int, _ end: Int) -> Double {
    guard end > start else { return 0 }
    var total = clusters[start].width
    for index in start + 1..<end { total += clusters[index].width + clusters[index].kernBefore }
    return total
  }

  /// The end of the visible content of clusters `start..<end`: `end` less any trailing spaces, which hang.
  func contentEnd(_ start: Int, _ end: Int) -> Int {
    var result = end
    while result > start, clusters[result - 1].breakClass == .space { result -= 1 }
    return result
  }

  /// The text of clusters `start..<end` as a string of its own: the string itself when they are all its clusters
  /// (a one-line text); an ASCII text's bytes there, made into a string without slicing the text (validating and
  /// aligning the slice's bounds cost about 700 instructions a line).
  func string(_ start: Int, _ end: Int) -> String {
    if start == 0 && end == clusters.count { return text }
    guard isASCII, end > start else { return String(substring(start, end)) }
    let utf8 = text.utf8
    let lower = utf8.distance(from: utf8.startIndex, to: bound(start))
    let upper = utf8.distance(from: utf8.startIndex, to: bound(end))
    return utf8.withContiguousStorageIfAvailable { bytes in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[lower..<upper]), as: UTF8.self)
    } ?? String(substring(start, end))
  }

  /// The text of clusters `start..<end`.
  func substring(_ start: Int, _ end: Int) -> Substring {
    let lower = bound(start)
    return end > start ? text[lower..<bound(end)] : text[lower..<lower]
  }

  /// Where cluster `index` starts, or the string's end for `count`.
  private func bound(_ index: Int) -> String.Index {
    index < clusters.count ? clusters[index].start : text.endIndex
  }
}
