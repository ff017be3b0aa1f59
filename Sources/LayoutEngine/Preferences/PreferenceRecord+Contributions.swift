extension PreferenceRecord {
  /// A record's contributions in reduce order: one array, or runs, each a slice of an array, when the list shares other
  /// lists' storage. A list's record made again from the previous pass's rows (`TakenPreferenceValues.keepAgain`)
  /// shares that pass's record's storage for the rows it takes, where a flat array copied a contribution a row (about
  /// 90 instructions a row of the keeping-max edit at 1,000 rows).
  ///
  /// How the runs lie is not observable: equality, hashing and order are the contributions'. Fates written
  /// (`setFates`) copy only the runs holding a changed one, when their storage is shared. A list of more runs than
  /// `mostRuns(for:)` allows is copied into one array when it is made (`Builder.makeContributions()`), so that edits at
  /// many places do not leave a list of many short runs. The list is one word either way: a record keeps it, and
  /// records are many.
  public struct Contributions: RandomAccessCollection, Hashable, Sendable, ExpressibleByArrayLiteral,
    CustomStringConvertible
  {
    /// The runs of a list that shares other lists' storage, and the position one past each run's last contribution;
    /// never mutated (a write makes new runs).
    fileprivate final class Runs: Sendable {
      let runs: [ArraySlice<Contribution>]
      let ends: [Int]

      init(_ runs: [ArraySlice<Contribution>]) {
        self.runs = runs
        var end = 0
        ends = runs.map {
          end += $0.count
          return end
        }
      }

      /// The run holding `position` (one of the list's indices) and the position's offset in it.
      func locate(_ position: Int) -> (run: Int, offset: Int) {
        var (low, high) = (0, ends.count - 1)
        while low < high {
          let middle = (low + high) / 2
          if ends[middle] > position { high = middle } else { low = middle + 1 }
        }
        return (low, position - (low == 0 ? 0 : ends[low - 1]))
      }
    }

    private enum Storage: Sendable {
      case array([Contribution])
      case runs(Runs)
    }

    private var storage: Storage

    /// `contributions` in order, sharing their storage.
    public init(_ contributions: [Contribution]) {
      storage = .array(contributions)
    }

    /// The contributions listed, in order.
    public init(arrayLiteral elements: Contribution...) {
      self.init(elements)
    }

    /// `runs` in order (none empty), sharing their storage; one array when there is at most one run, or more runs
    /// than `mostRuns(for:)` allows (copied into it).
    init(runs: [ArraySlice<Contribution>]) {
      let count = runs.reduce(0) { $0 + $1.count }
      if runs.count <= 1 {
        // A slice of a whole array is that array, not a copy.
        storage = .array(runs.first.map { Array($0) } ?? [])
      } else if runs.count > Self.mostRuns(for: count) {
        var all: [Contribution] = []
        all.reserveCapacity(count)
        for run in runs { all.append(contentsOf: run) }
        storage = .array(all)
      } else {
        storage = .runs(Runs(runs))
      }
    }

    /// The most runs a list of `count` contributions keeps: a run for every 32 contributions, and 16 in any case.
    static func mostRuns(for count: Int) -> Int { Swift.max(16, count / 32) }

    /// The first position, 0.
    public var startIndex: Int { 0 }
    /// One past the last position: the number of contributions.
    public var endIndex: Int {
      switch storage {
      case .array(let contributions): return contributions.count
      case .runs(let runs): return runs.ends.last ?? 0
      }
    }

    /// The contributions as an array describes them.
    public var description: String { Array(self).description }

    /// The contribution at `position` (one of `indices`).
    public subscript(position: Int) -> Contribution {
      switch storage {
      case .array(let contributions):
        return contributions[position]
      case .runs(let runs):
        let (run, offset) = runs.locate(position)
        return runs.runs[run][runs.runs[run].startIndex + offset]
      }
    }

    /// An iterator over the contributions in order.
    public func makeIterator() -> Iterator {
      switch storage {
      case .array(let contributions): return Iterator(current: contributions[...], runs: nil)
      case .runs(let runs): return Iterator(current: runs.runs.first ?? [], runs: runs)
      }
    }

    /// Walks the runs in order, not a position at a time (each a search among the runs).
    public struct Iterator: IteratorProtocol {
      private var current: ArraySlice<Contribution>.Iterator
      private let runs: Runs?
      private var following = 1

      fileprivate init(current: ArraySlice<Contribution>, runs: Runs?) {
        self.current = current.makeIterator()
        self.runs = runs
      }

      /// The next contribution; nil past the last.
      public mutating func next() -> Contribution? {
        while true {
          if let contribution = current.next() { return contribution }
          guard let runs, following < runs.runs.count else { return nil }
          current = runs.runs[following].makeIterator()
          following += 1
        }
      }
    }

    /// Whether both hold the same contributions in the same order.
    public static func == (lhs: Contributions, rhs: Contributions) -> Bool {
      if case .array(let mine) = lhs.storage, case .array(let theirs) = rhs.storage { return mine == theirs }
      return lhs.count == rhs.count && lhs.elementsEqual(rhs)
    }

    /// Hashes the count and the contributions in order.
    public func hash(into hasher: inout Hasher) {
      hasher.combine(count)
      for contribution in self { hasher.combine(contribution) }
    }

    /// The contributions at `range` as runs sharing this list's storage (empty when `range` is not within the list).
    func runs(in range: Range<Int>) -> [ArraySlice<Contribution>] {
      guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= endIndex else { return [] }
      switch storage {
      case .array(let contributions):
        return [contributions[range]]
      case .runs(let runs):
        var result: [ArraySlice<Contribution>] = []
        var (run, offset) = runs.locate(range.lowerBound)
        var left = range.count
        while left > 0, run < runs.runs.count {
          let slice = runs.runs[run]
          let lower = slice.startIndex + offset
          let upper = Swift.min(slice.endIndex, lower + left)
          result.append(slice[lower..<upper])
          left -= upper - lower
          (run, offset) = (run + 1, 0)
        }
        return result
      }
    }

    /// Calls `body` with each run's contributions in order, read in place, and the position of the run's first.
    func forEachRun(_ body: (_ start: Int, _ contributions: UnsafeBufferPointer<Contribution>) -> Void) {
      switch storage {
      case .array(let contributions):
        contributions.withUnsafeBufferPointer { body(0, $0) }
      case .runs(let runs):
        var start = 0
        for (run, end) in zip(runs.runs, runs.ends) {
          run.withUnsafeBufferPointer { body(start, $0) }
          start = end
        }
      }
    }

    /// Gives each contribution the fate at its position in `fates` (as many as contributions), writing only the runs
    /// where one differs: a run shared with another list is copied only then.
    mutating func setFates(_ fates: UnsafeBufferPointer<Contribution.Fate>) {
      guard fates.count == count else { return }
      switch storage {
      case .array(var contributions):
        guard Self.differ(contributions[...], from: fates, at: 0) else { return }
        storage = .array([])
        contributions.withUnsafeMutableBufferPointer { Self.write(fates, at: 0, into: $0) }
        storage = .array(contributions)
      case .runs(let runs):
        var all = runs.runs
        var changed = false
        var start = 0
        for (run, end) in runs.ends.enumerated() {
          if Self.differ(all[run], from: fates, at: start) {
            all[run].withUnsafeMutableBufferPointer { Self.write(fates, at: start, into: $0) }
            changed = true
          }
          start = end
        }
        if changed { storage = .runs(Runs(all)) }
      }
    }

    /// Whether a contribution of `run`, which starts at `start`, has another fate than `fates` gives it.
    private static func differ(
      _ run: ArraySlice<Contribution>, from fates: UnsafeBufferPointer<Contribution.Fate>, at start: Int
    ) -> Bool {
      run.withUnsafeBufferPointer { run in
        // `!(==)`: `!=` resolves to `RawRepresentable`'s, which compares the fates' raw strings.
        run.indices.contains { !(run[$0].fate == fates[start + $0]) }
      }
    }

    private static func write(
      _ fates: UnsafeBufferPointer<Contribution.Fate>, at start: Int, into run: UnsafeMutableBufferPointer<Contribution>
    ) {
      for offset in run.indices { run[offset].fate = fates[start + offset] }
    }

    /// Puts `contribution` in front.
    mutating func prepend(_ contribution: Contribution) {
      switch storage {
      case .array(var contributions):
        storage = .array([])
        contributions.insert(contribution, at: 0)
        storage = .array(contributions)
      case .runs(let runs):
        storage = .runs(Runs([[contribution][...]] + runs.runs))
      }
    }

    /// Moves every contribution's record by `shift` ids.
    mutating func shiftRecords(by shift: Int) {
      switch storage {
      case .array(var contributions):
        storage = .array([])
        contributions.withUnsafeMutableBufferPointer { Self.shiftRecords(of: $0, by: shift) }
        storage = .array(contributions)
      case .runs(let runs):
        var all = runs.runs
        for run in all.indices { all[run].withUnsafeMutableBufferPointer { Self.shiftRecords(of: $0, by: shift) } }
        storage = .runs(Runs(all))
      }
    }

    private static func shiftRecords(of run: UnsafeMutableBufferPointer<Contribution>, by shift: Int) {
      for offset in run.indices { run[offset].record = run[offset].record.map { $0 + shift } }
    }

    /// How many contributions the list's storage holds room for: what it keeps alive beyond its own.
    package var capacity: Int {
      switch storage {
      case .array(let contributions): return contributions.capacity
      case .runs(let runs): return runs.runs.reduce(0) { $0 + $1.capacity }
      }
    }
  }
}

extension PreferenceRecord.Contributions {
  /// A list of contributions as a reduction gathers them: runs of other lists' storage (`append(run:)`) and
  /// contributions appended one by one to a run of its own, which keeps no spare room once it ends.
  struct Builder {
    /// The runs before the one being appended to.
    private var runs: [ArraySlice<PreferenceRecord.Contribution>] = []
    /// The run being appended to, and the room reserved for it.
    private var own: [PreferenceRecord.Contribution] = []
    private var ownRoom = 0
    /// The number of contributions.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The only contribution, when there is one only.
    var single: PreferenceRecord.Contribution? {
      guard count == 1 else { return nil }
      return own.first ?? runs.first?.first
    }

    /// Appends `contributions` as a run of their own, sharing their storage.
    mutating func append(run contributions: ArraySlice<PreferenceRecord.Contribution>) {
      guard !contributions.isEmpty else { return }
      endOwnRun()
      runs.append(contributions)
      count += contributions.count
    }

    /// Appends `contribution` to the list's own run, made with room for `capacity` contributions when there is none.
    mutating func append(_ contribution: PreferenceRecord.Contribution, reservingCapacity capacity: Int = 1) {
      if ownRoom == 0 {
        ownRoom = Swift.max(capacity, 1)
        own.reserveCapacity(ownRoom)
      }
      own.append(contribution)
      count += 1
    }

    /// Ends the list's own run: copied to storage without spare room when room it reserved is unused, or when it grew
    /// past that room and much of its room is unused (room the allocator's rounding added is kept: a copy would round
    /// alike), and kept with the runs.
    private mutating func endOwnRun() {
      guard !own.isEmpty else { return }
      runs.append(takeOwnRun()[...])
    }

    /// The list's own run, without spare room, the builder left without it.
    private mutating func takeOwnRun() -> [PreferenceRecord.Contribution] {
      let spare = own.count > ownRoom ? own.capacity > own.count + own.count / 4 + 2 : ownRoom > own.count
      var run = own
      own = []
      ownRoom = 0
      if spare {
        var exact: [PreferenceRecord.Contribution] = []
        exact.reserveCapacity(run.count)
        exact.append(contentsOf: run)
        run = exact
      }
      return run
    }

    /// The list gathered, the builder left empty (holding none of its storage, the list's own runs are written in
    /// place). A list of its own run alone (every list but those sharing runs) is that array.
    mutating func makeContributions() -> PreferenceRecord.Contributions {
      count = 0
      guard !runs.isEmpty else { return PreferenceRecord.Contributions(takeOwnRun()) }
      endOwnRun()
      let contributions = PreferenceRecord.Contributions(runs: runs)
      runs = []
      return contributions
    }
  }
}
