import TextMetrics

/// The texts a pass measured, so that each distinct request is measured once: by text (the request without its
/// box), its measurement on one line with the narrowest box that line holds under, and its measurement in each other
/// box it was asked for. A text measured on one line that holds under wider boxes (`TextMeasurer.measureWithReach`) is
/// that line in every box at least as wide, whatever its height: stacks ask a label for its ideal, its share and
/// probes.
///
/// Each node remembers the text it asked for last: a node asks for its own text in several boxes, and comparing its
/// request with that text costs less than hashing it to find the text again (most of what a cached measurement
/// cost: 4,300 instructions a lookup at 1,000 rows). Texts are found by hashing only when a node asks for another
/// one, so nodes with the same text still share its measurements.
///
/// A text also keeps the decision a `Text` made of its one line: the answers a label gives on that line share it (and
/// its rules' boxes) instead of making an equal one each.
struct TextMeasurementCache {
  /// A text (a request without its box) and what it measured.
  private struct Text {
    var unbounded: TextMeasurementRequest
    /// Its measurement on one line, and the narrowest box that line holds under.
    var line: (measurement: TextMeasurement, fitsFromWidth: Double)?
    /// The decision a `Text` made of `line` (`decision(of:node:text:measure:readGrid:decide:)`), with the string its
    /// rules name.
    var lineDecision: (text: String, decision: SizeDecision)?
    /// Its measurements by box that are not `line`, in the order they were made: a box a measurement was made in
    /// holds the line that measurement found (`TextMeasurer.measureWithReach`), so `line` answers it.
    var boxes: [(maxWidth: Double?, maxHeight: Double?, measurement: TextMeasurement)] = []
    /// The text before it in `texts` with the same hash (`hash(of:)`), if any.
    var previousWithSameHash: Int?
  }

  private var texts: [Text] = []
  /// The last of `texts` with each hash (`hash(of:)`), the others with that hash chained before it
  /// (`Text.previousWithSameHash`). Keyed by the hash alone: keyed by the text, the table held a copy of every request
  /// and hashed all of it (its font, attributes and runs too), about 3,000 instructions a text found or added.
  private var lastTextByHash: [Int: Int] = [:]
  /// Per node index: the text it asked for last, by its index in `texts`.
  private var lastTextOfNode: [Int?] = []

  /// Makes room for `count` texts and for the nodes of `nodes` indices asking for them: a pass that reuses nothing
  /// measures every text of its tree, and its arrays and table grown by doubling were copied on the way (the texts'
  /// array to the 20,000 texts of the 10,000-row form, 84,000 last-level cache misses on writing, Benchmarks/layout.md,
  /// session 48). A capacity only.
  mutating func reserveCapacity(texts count: Int, nodes: Int) {
    texts.reserveCapacity(count)
    lastTextByHash.reserveCapacity(count)
    lastTextOfNode.reserveCapacity(nodes)
  }

  /// The measurement of `request` asked by the node at index `node`: the one line of its text when the box holds it,
  /// else its measurement in that box, made by `measure` the first time.
  mutating func measurement(
    of request: TextMeasurementRequest, node: Int,
    measure: (TextMeasurementRequest) -> (measurement: TextMeasurement, fitsFromWidth: Double?)
  ) -> TextMeasurement {
    let index = textIndex(of: request, node: node)
    return lineMeasurement(of: request, in: index) ?? boxedMeasurement(of: request, in: index, measure: measure)
  }

  /// What `decide` makes of the measurement of `request` (as `measurement(of:node:measure:)` gives it) and the grid
  /// `readGrid` gives, which it calls once the measurement is found or made. A text's one line gives the decision
  /// made of it before for the same `text`, when there is one; the grid is the pass's, the same for every text.
  mutating func decision(
    of request: TextMeasurementRequest, node: Int, text: String,
    measure: (TextMeasurementRequest) -> (measurement: TextMeasurement, fitsFromWidth: Double?),
    readGrid: () -> DisplayGrid, decide: (TextMeasurement, DisplayGrid) -> SizeDecision
  ) -> SizeDecision {
    let index = textIndex(of: request, node: node)
    guard lineHolds(request, in: index) else {
      let measurement = boxedMeasurement(of: request, in: index, measure: measure)
      return decide(measurement, readGrid())
    }
    let grid = readGrid()
    // The kept decision is read in place: a copy of it retained its string, only to drop it again on most answers.
    let kept: SizeDecision? = texts.withUnsafeBufferPointer { texts in
      texts[index].lineDecision?.text == text ? texts[index].lineDecision?.decision : nil
    }
    if let kept { return kept }
    // The line holds the box (checked above).
    guard let line = texts[index].line?.measurement else {
      return decide(boxedMeasurement(of: request, in: index, measure: measure), grid)
    }
    let decision = decide(line, grid)
    texts[index].lineDecision = (text, decision)
    return decision
  }

  /// The one line of `texts[index]` when `request`'s box holds it.
  private func lineMeasurement(of request: TextMeasurementRequest, in index: Int) -> TextMeasurement? {
    lineHolds(request, in: index) ? texts[index].line?.measurement : nil
  }

  /// Whether `texts[index]` has its one line and `request`'s box holds it. Read in place: a copy of the line retained
  /// its measurement's lines, only to drop them again.
  private func lineHolds(_ request: TextMeasurementRequest, in index: Int) -> Bool {
    texts.withUnsafeBufferPointer { texts in
      (texts[index].line?.fitsFromWidth).map { width in request.maxWidth.map { width <= $0 } ?? true } ?? false
    }
  }

  /// The measurement of `texts[index]` in `request`'s box, made by `measure` the first time.
  private mutating func boxedMeasurement(
    of request: TextMeasurementRequest, in index: Int,
    measure: (TextMeasurementRequest) -> (measurement: TextMeasurement, fitsFromWidth: Double?)
  ) -> TextMeasurement {
    if let kept = measurement(of: request, in: index) { return kept }
    let (measurement, fitsFromWidth) = measure(request)
    if let fitsFromWidth {
      texts[index].line = (measurement, fitsFromWidth)
    } else {
      texts[index].boxes.append((request.maxWidth, request.maxHeight, measurement))
    }
    return measurement
  }

  /// The measurement `texts[index]` made in `request`'s box, if it made one. The boxes are read in place: a loop over
  /// them copied each box's measurement (retaining its lines) to compare its bounds.
  private func measurement(of request: TextMeasurementRequest, in index: Int) -> TextMeasurement? {
    texts.withUnsafeBufferPointer { texts in
      texts[index].boxes.withUnsafeBufferPointer { boxes in
        for box in boxes.indices
        where boxes[box].maxWidth == request.maxWidth && boxes[box].maxHeight == request.maxHeight {
          return boxes[box].measurement
        }
        return nil
      }
    }
  }

  /// The index in `texts` of the text `request` asks for (the request without its box), added when new; remembered
  /// as the node's last text. The node's last text is compared in place: a copy of the request without its box, and
  /// the copy of the kept text `==` compared it with, retained and released their strings, fonts and runs on every
  /// lookup.
  private mutating func textIndex(of request: TextMeasurementRequest, node: Int) -> Int {
    if lastTextOfNode.indices.contains(node), let last = lastTextOfNode[node],
      texts.withUnsafeBufferPointer({ $0[last].unbounded.asksSameText(as: request) })
    {
      return last
    }
    let index = textIndex(of: request)
    if !lastTextOfNode.indices.contains(node) {
      // Grown to at least twice its count: nodes ask in order, and grown to each new node's index it was appended to
      // for most nodes that measure a text.
      let count = Swift.max(node + 1, 2 * lastTextOfNode.count)
      lastTextOfNode.append(contentsOf: repeatElement(nil, count: count - lastTextOfNode.count))
    }
    lastTextOfNode[node] = index
    return index
  }

  /// How many texts of one hash a look-up compares at most, the latest first. Texts that share a string and a size but
  /// differ otherwise (their fonts or attributes: a document can hold thousands) share a hash; past this many, a text
  /// is added again and measured again, so that finding one costs a bounded number of comparisons, not one for every
  /// text of its hash.
  static let comparedPerHash = 8

  /// The index in `texts` of the text `request` asks for, added when new (or not among the last `comparedPerHash` of
  /// its hash). Found, or added as the next index, in one lookup of its hash when no other text has it (the default
  /// subscript's in-place access inserts a missing key).
  private mutating func textIndex(of request: TextMeasurementRequest) -> Int {
    let hash = Self.hash(of: request)
    let next = texts.count
    let last = Self.claim(&lastTextByHash[hash, default: next])
    guard last != next else {
      texts.append(Text(unbounded: Self.unbounded(request)))
      return next
    }
    var candidate: Int? = last
    var compared = 0
    while let index = candidate, compared < Self.comparedPerHash {
      let (isSame, previous) = texts.withUnsafeBufferPointer { texts in
        (texts[index].unbounded.asksSameText(as: request), texts[index].previousWithSameHash)
      }
      if isSame { return index }
      candidate = previous
      compared += 1
    }
    texts.append(Text(unbounded: Self.unbounded(request), previousWithSameHash: last))
    lastTextByHash[hash] = next
    return next
  }

  /// `request` without its box: the text it asks for.
  private static func unbounded(_ request: TextMeasurementRequest) -> TextMeasurementRequest {
    var unbounded = request
    unbounded.maxWidth = nil
    unbounded.maxHeight = nil
    return unbounded
  }

  /// A hash of the text `request` asks for: of its string and its font's size, which tell most texts apart and are
  /// equal for requests that ask for the same text (`asksSameText(as:)`). Hashing the whole request (its font,
  /// attributes and runs) cost about 750 instructions a text.
  private static func hash(of request: TextMeasurementRequest) -> Int {
    var hasher = Hasher()
    hasher.combine(request.text)
    hasher.combine(request.font.pointSize)
    return hasher.finalize()
  }

  /// The value an in-place access holds (for `Dictionary`'s default subscript, which inserts the default first).
  private static func claim(_ value: inout Int) -> Int { value }
}
