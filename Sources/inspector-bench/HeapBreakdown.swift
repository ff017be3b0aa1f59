import Foundation
import JSONCore
import JSONRPC
import LayoutEngine

/// Where the bytes of a live tree are (issue 15's memory target): the heap bytes in use, as glibc's allocator counts
/// them (`malloc_info`: mapped arena bytes less free chunks, plus mmapped chunks), that each structure holds once
/// built, on the memory suite's equal-width form (`LayoutBenchmarks.form`, 5 nodes and 8 layers a row). Freed memory
/// the allocator keeps is not counted, so these figures are what a structure retains, not the process's RSS.
///
/// `inspector-bench update --heap [--rows=10000] [--edits=N] [--max-recorded=N]`: the decoded tree, one plain layout
/// pass (its records: what one retained pass costs), the live tree after the open (its versions' passes, the latest
/// pass's layout graph and the update's first passes' graphs, preference values) and after N one-label edits (default
/// 10), in bytes per node of one pass, with the history's `maxRecordedNodes` at N if given; then what `malloc_trim`
/// costs and gives back (`trimCost`), with the process's heap in use beside its resident memory.
enum HeapBreakdown {
  static func run(_ options: [String]) {
    let rows = options.contains("--rows=10000") ? 10_000 : 1000
    let edits = BenchmarkOptions.integer("--edits=", in: options) ?? 10
    guard let start = inUse() else {
      print("malloc_info is not available: the heap breakdown needs glibc")
      return
    }
    let json = LayoutBenchmarks.form(rows: rows)
    // The daemon's memory suite raises its node limits so; the default limits refuse the 10,000-row form.
    let limits = EngineWorkloads.limits(nodes: rows * 6 + 16)
    var mark = start
    var kept: [AnyObject] = []
    func report(_ what: String, nodes: Int) {
      let now = inUse() ?? mark
      let bytes = now - mark
      mark = now
      let perNode = nodes > 0 ? bytes / nodes : 0
      print("\(what): \(bytes / 1024) KiB, \(perNode) bytes per node")
    }
    guard let tree = try? ViewTree(json: json, limits: limits) else {
      print("the form does not decode")
      return
    }
    let nodes = tree.layout().nodes.count
    mark = inUse() ?? mark
    print("\(rows)-row form, \(nodes) nodes per pass (heap bytes in use, malloc_info)")
    let decoded = try? ViewTree(json: json, limits: limits)
    report("decoded tree", nodes: nodes)
    let plain = tree.layout()
    kept.append(plain)
    report("one plain layout pass (records)", nodes: nodes)
    // `--max-recorded=6000` gives the 1,000-row form the history the default limits leave the 10,000-row one (its
    // open's two passes are over `maxRecordedNodes`, so an edit keeps one version of one pass), in seconds.
    var history = HistoryLimits()
    if let recorded = BenchmarkOptions.integer("--max-recorded=", in: options) {
      history.maxRecordedNodes = recorded
    }
    guard var live = try? LiveTree(json: json, limits: limits, configuration: LiveTreeConfiguration(history: history))
    else {
      print("the form does not open")
      return
    }
    let opened = mark
    let passes = live.versions.map(\.passes.count).reduce(0, +)
    report("live tree after the open (\(passes) passes kept)", nodes: nodes)
    let middle = "label-\(rows / 2)"
    for index in 0..<max(edits, 0) {
      _ = try? live.apply([.setText(node: middle, text: index % 2 == 0 ? "Lbl \(rows / 2):" : "Label \(rows / 2):")])
    }
    let editedPasses = live.versions.map(\.passes.count).reduce(0, +)
    mark = opened
    report(
      "live tree after \(edits) one-label edits (\(live.versions.count) versions, \(editedPasses) passes kept)",
      nodes: nodes)
    trimCost(&live, node: middle, rows: rows)
    withExtendedLifetime((decoded, kept, live)) {}
  }

  /// What `malloc_trim(0)` costs and gives back (the daemon's `FreedMemory` runs it once its trees have gone half a
  /// second without an open, edit or close): its own time, the resident memory before and after it, and the page faults and time of the next edit
  /// after a trim and after none (a trimmed page the allocator reuses faults in again, zeroed by the kernel). Four
  /// more edits of the same label: trim, edit, edit, trim, edit, edit.
  private static func trimCost(_ live: inout LiveTree, node: String, rows: Int) {
    typealias Trim = @convention(c) (Int) -> Int32
    guard let trim = POSIX.libraryFunction("malloc_trim", as: Trim.self) else { return }
    let clock = ContinuousClock()
    for round in 0..<4 {
      if round % 2 == 0 {
        let before = residentMiB()
        let took = clock.measure { _ = trim(0) }
        let free = freeChunks()
        print(
          "malloc_trim(0): \(took), resident \(before) -> \(residentMiB()) MiB (heap in use \((inUse() ?? 0) >> 20) MiB; "
            + "\(free.bytes >> 20) MiB free in \(free.count) chunks)")
      }
      let faults = minorFaults()
      let text = round % 2 == 0 ? "Lbl \(rows / 2):" : "Label \(rows / 2):"
      let took = clock.measure { _ = try? live.apply([.setText(node: node, text: text)]) }
      print(
        "  edit \(round % 2 == 0 ? "after a trim" : "after no trim"): \(took), "
          + "\(minorFaults() - faults) minor page faults")
    }
  }

  /// The process's resident memory in MiB (`/proc/self/statm`).
  private static func residentMiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / (1024 * 1024)
  }

  /// The minor page faults of the process so far (`getrusage`).
  private static func minorFaults() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_minflt
  }

  /// The heap bytes in use: each arena's mapped bytes less its free chunks (fast bins and the rest, the top chunk
  /// included), plus the chunks the allocator mmapped; the totals are the last of `malloc_info`'s elements.
  static func inUse() -> Int? {
    guard let info = mallocInfo(), let current = info.last("size", of: "<system type=\"current\""),
      let fast = info.last("size", of: "<total type=\"fast\""),
      let rest = info.last("size", of: "<total type=\"rest\""),
      let mapped = info.last("size", of: "<total type=\"mmap\"")
    else { return nil }
    return current - fast - rest + mapped
  }

  /// The free chunks of every arena (fast bins and the rest, the top chunks included): after a trim, whatever of them
  /// is still resident shares its pages with chunks in use, which is why the process's resident memory exceeds its heap
  /// in use (Benchmarks/memory.md, 2026-12-03, ninth session).
  private static func freeChunks() -> (count: Int, bytes: Int) {
    guard let info = mallocInfo() else { return (0, 0) }
    let kinds = ["<total type=\"fast\"", "<total type=\"rest\""]
    return kinds.reduce(into: (0, 0)) { total, kind in
      total.0 += info.last("count", of: kind) ?? 0
      total.1 += info.last("size", of: kind) ?? 0
    }
  }

  /// `malloc_info`'s XML, whose last elements total every arena.
  private static func mallocInfo() -> MallocInfo? {
    typealias Info = @convention(c) (Int32, UnsafeMutablePointer<FILE>) -> Int32
    guard let info = POSIX.libraryFunction("malloc_info", as: Info.self) else { return nil }
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return nil }
    let status = info(0, stream)
    fclose(stream)
    guard status == 0, let buffer else { return nil }
    defer { free(buffer) }
    return MallocInfo(text: String(cString: buffer))
  }

  private struct MallocInfo {
    let text: String

    /// The number in attribute `attribute` of the last element that starts with `prefix`.
    func last(_ attribute: String, of prefix: String) -> Int? {
      guard let range = text.range(of: prefix, options: .backwards) else { return nil }
      let tail = text[range.upperBound...]
      guard let value = tail.range(of: "\(attribute)=\"") else { return nil }
      return Int(tail[value.upperBound...].prefix { $0.isNumber })
    }
  }
}
