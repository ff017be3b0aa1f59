import Foundation
import JSONRPC

/// Pins the benchmark client's thread and a server's threads to chosen cores for a round-trip condition
/// (`PipeWorkloads.RoundTripCondition`), and gives them back their cores afterwards.
///
/// Why: on this VM a round trip with the client sleeping in `read` costs about 10 µs when the client and the server
/// share a core and about 55-75 µs when they sit on different ones, each wake-up then landing on a halted core
/// (`KeepAwake`). Left to the scheduler, a sleeping thread is woken on the core it last ran on when that core is idle,
/// so whichever placement a pair falls into holds from one round trip to the next, and it changes only now and then.
/// Measured block by block, the daemon and the echo server each took either cost, in turns (Benchmarks/daemon.md,
/// 2026-12-07): unpinned, the comparison measures where each server sat as much as what it did. Pinned, both servers
/// are measured in the same placement.
///
/// Linux only (`sched_setaffinity` and `sched_getaffinity`, looked up at run time: Glibc's Swift module declares them
/// only with `_GNU_SOURCE`). Where they are missing or a call fails, the threads stay where the scheduler puts them.
/// After a condition every thread gets back the cores the client's thread had before it (the servers inherited them).
enum CorePinning {
  private typealias SetAffinity = @convention(c) (Int32, Int, UnsafeRawPointer) -> Int32
  private typealias GetAffinity = @convention(c) (Int32, Int, UnsafeMutableRawPointer) -> Int32

  private static let setAffinity = POSIX.libraryFunction("sched_setaffinity", as: SetAffinity.self)
  private static let getAffinity = POSIX.libraryFunction("sched_getaffinity", as: GetAffinity.self)

  /// A set of cores a thread may run on.
  struct Cores {
    fileprivate var set = cpu_set_t()

    /// The one core `core`.
    init(only core: Int) {
      // Glibc's `CPU_SET` is a macro Swift does not import: the set is a bit array of words.
      withUnsafeMutableBytes(of: &set) { bytes in
        let words = bytes.bindMemory(to: UInt.self)
        guard core >= 0, core < words.count * UInt.bitWidth else { return }
        words[core / UInt.bitWidth] |= 1 << UInt(core % UInt.bitWidth)
      }
    }

    fileprivate init() {}
  }

  /// The number of cores the process may run on.
  static var coreCount: Int { ProcessInfo.processInfo.activeProcessorCount }

  /// The cores the calling thread may run on now (to give back after pinning); nil where they cannot be read.
  static func ofCallingThread() -> Cores? {
    guard let getAffinity else { return nil }
    var cores = Cores()
    let read = withUnsafeMutableBytes(of: &cores.set) { bytes -> Bool in
      guard let base = bytes.baseAddress else { return false }
      return getAffinity(0, bytes.count, base) == 0
    }
    return read ? cores : nil
  }

  /// Lets the calling thread run on `cores` only.
  static func setCallingThread(_ cores: Cores) {
    set(cores, ofThread: 0)
  }

  /// Lets every thread of process `pid` run on `cores` only (a thread it starts later inherits its starter's cores).
  static func set(_ cores: Cores, ofEveryThreadOf pid: Int32) {
    let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
    for thread in threads.compactMap({ Int32($0) }) { set(cores, ofThread: thread) }
  }

  /// Sets the cores of thread `thread` (0: the calling thread).
  private static func set(_ cores: Cores, ofThread thread: Int32) {
    guard let setAffinity else { return }
    withUnsafeBytes(of: cores.set) { bytes in
      guard let base = bytes.baseAddress else { return }
      _ = setAffinity(thread, bytes.count, base)
    }
  }
}
