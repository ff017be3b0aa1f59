import Foundation

/// Pins the benchmark client's thread and a server's threads to chosen cores for a round-trip condition
/// (`PipeWorkloads.RoundTripCondition`), and lets them run anywhere again afterwards.
///
/// Why: on this VM a round trip with the client sleeping in `read` costs about 10 µs when the client and the server
/// share a core and about 55-75 µs when they sit on different ones, each wake-up then landing on a halted core
/// (`KeepAwake`). Left to the scheduler, a sleeping thread is woken on the core it last ran on when that core is idle,
/// so whichever placement a pair falls into holds from one round trip to the next, and it changes only now and then.
/// Measured block by block, the daemon and the echo server each took either cost, in turns (Benchmarks/daemon.md,
/// 2026-12-07): unpinned, the comparison measures where each server sat as much as what it did. Pinned, both servers
/// are measured in the same placement.
///
/// Linux only (`sched_setaffinity`, looked up at run time: Glibc's Swift module declares it only with `_GNU_SOURCE`).
/// Where it is missing or a call fails, the threads stay where the scheduler puts them.
enum CorePinning {
  private typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32

  private static let setAffinity: SetAffinity? = {
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sched_setaffinity") else { return nil }
    return unsafeBitCast(symbol, to: SetAffinity.self)
  }()

  /// The number of cores the process may run on.
  static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// Pins the calling thread to `core`.
  static func pinCallingThread(to core: Int) {
    set(mask([core]), ofThread: 0)
  }

  /// Lets the calling thread run on every core again.
  static func unpinCallingThread() {
    set(mask(Array(0..<coreCount)), ofThread: 0)
  }

  /// Pins every thread of process `pid` to `core` (a thread it starts later inherits its starter's cores).
  static func pin(process pid: Int32, to core: Int) {
    setCores([core], ofEveryThreadOf: pid)
  }

  /// Lets every thread of process `pid` run on every core again.
  static func unpin(process pid: Int32) {
    setCores(Array(0..<coreCount), ofEveryThreadOf: pid)
  }

  private static func setCores(_ cores: [Int], ofEveryThreadOf pid: Int32) {
    let cores = mask(cores)
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for thread in threads.compactMap({ Int32($0) }) { set(cores, ofThread: thread) }
  }

  /// Sets the cores of thread `thread` (0: the calling thread).
  private static func set(_ cores: cpu_set_t, ofThread thread: Int32) {
    guard let setAffinity else { return }
    withUnsafeBytes(of: cores) { bytes in
      guard let base = bytes.baseAddress else { return }
      _ = setAffinity(thread, bytes.count, base)
    }
  }

  /// A CPU set of `cores` (Glibc's `CPU_SET` is a macro Swift does not import: the set is a bit array of words).
  private static func mask(_ cores: [Int]) -> cpu_set_t {
    var set = cpu_set_t()
    withUnsafeMutableBytes(of: &set) { bytes in
      let words = bytes.bindMemory(to: UInt.self)
      let bitsPerWord = UInt.bitWidth
      for core in cores where core >= 0 && core < words.count * bitsPerWord {
        words[core / bitsPerWord] |= 1 << UInt(core % bitsPerWord)
      }
    }
    return set
  }
}
