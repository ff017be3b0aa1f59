import Foundation
import JSONCore

/// The pipe workloads of `inspector-bench suite` (issue 15): the release daemon and its peers driven by the same
/// `PipeClient` over the same pipes, in the same run, so that their ratios hold on a noisy machine:
/// - start-up to the `initialize` reply, from before the server is launched: the daemon, a Swift stdio echo server
///   (`--echo=PATH`, the pipe floor) and `sourcekit-lsp` (`--sourcekit=PATH`);
/// - sequential round trips: `layout/node` asking for size and frame only, the same without the selection (every
///   layer, no measurements), `preferences/ancestors`, `layout/explain`; the echo server answering the same
///   `layout/node` bytes, and `sourcekit-lsp` answering a request it does not know (`$/ping`, -32601);
/// - the size-and-frame round trip against the echo server's under each `RoundTripCondition`, the two servers
///   alternated in blocks so that both see the same machine: the client sleeping in `read` with the client and the
///   server pinned to one core, pinned to two cores, and placed by the scheduler (`CorePinning`), the client spinning
///   on a non-blocking `read`, and every core kept awake (`KeepAwake`);
/// - the one-label edit keeping the maximum on the 1,000-row form, from its write until its reply (`editRoundTrips`);
/// - pipelined: 10,000 `layout/node` requests written at once, against the echo server;
///
/// `--only=memory`: the daemon's resident memory idle after `initialize`, after opening the 10,000-row form, and
/// after 100 one-label edits of that form (each read a second after the last request, once the daemon has given freed
/// pages back, `FreedMemory`), with its peak. `--only=burst` (run under `taskset -c 0`) sends the
/// 10,000-request burst to the daemon and the echo server pinned to one core.
enum PipeWorkloads {
  struct Peers {
    var daemon: String
    var echo: String?
    var sourcekit: String?
  }

  static let uri = "file:///Form1000.json"
  /// The query an editor sends for a hover or an inlay hint: one node's size and frame.
  static let sizeAndFrame = "{\"uri\":\"\(uri)\",\"node\":\"label-500\",\"fields\":[\"size\",\"frame\"]}"
  static let wholeNode = "{\"uri\":\"\(uri)\",\"node\":\"label-500\",\"measurements\":false}"

  /// Starts the daemon with limits that admit the 10,000-row form.
  static func startDaemon(_ peers: Peers) throws -> PipeClient {
    try PipeClient(
      peers.daemon,
      ["--log-level", "error", "--max-declared-nodes", "100000", "--max-resolved-nodes", "200000"])
  }

  static let initialize =
    "{\"processId\":null,\"rootUri\":null,\"capabilities\":{},\"initializationOptions\":{}}"

  /// Opens the equal-width form of `rows` rows as `uri`; false when the daemon refused it.
  static func open(_ client: PipeClient, rows: Int, uri: String) -> Bool {
    let tree = JSONSerializer.serialize(LayoutBenchmarks.form(rows: rows))
    guard let reply = client.call("tree/open", "{\"uri\":\"\(uri)\",\"tree\":\(tree)}") else { return false }
    return !String(decoding: reply, as: UTF8.self).contains("\"error\"")
  }

  static func run(_ results: SuiteResults, peers: Peers, quick: Bool) {
    startup(results, peers: peers, quick: quick)
    queries(results, peers: peers, quick: quick)
  }

  static func startup(_ results: SuiteResults, peers: Peers, quick: Bool) {
    var servers: [(String, String, [String])] = [("daemon", peers.daemon, ["--log-level", "error"])]
    if let echo = peers.echo { servers.append(("echo", echo, [])) }
    if let sourcekit = peers.sourcekit { servers.append(("sourcekitLSP", sourcekit, [])) }
    // 30 rounds: the echo server starts in about 2 ms, and with 10 its median moved by a fifth between runs
    // (2.25 ms in one BENCHMARKS.md run, 1.8 ms in the next), enough to move the ratio across its 3x line.
    let rounds = quick ? 5 : 30
    var times: [String: [Double]] = [:]
    // Interleaved, so that a change in the machine's load touches every server alike.
    for _ in 0..<rounds {
      for (name, path, arguments) in servers {
        // The clock starts before the launch, as an editor's wait does: `Process.run()` returns 0.5 to 2 ms after
        // its child started (its bookkeeping after the spawn), so a clock started after it missed a varying part of
        // each server's start-up (the echo server's read 0.1 ms in some runs, less than its dynamic linking takes).
        let begin = BenchmarkTimer.now()
        guard let client = try? PipeClient(path, arguments) else { continue }
        if client.call("initialize", initialize) != nil {
          times[name, default: []].append(BenchmarkTimer.now() - begin)
        }
        client.end()
      }
    }
    for (name, _, _) in servers {
      results.add(
        "startup.\(name)", "start-up to the initialize reply: \(name)", unit: "ms",
        samples: (times[name] ?? []).map { $0 * 1e3 })
    }
  }

  /// Sequential round trips of one request, after `warmUp` more (200 at most by default); microseconds.
  static func roundTrips(
    _ client: PipeClient, _ method: String, _ params: String, count: Int, warmUp: Int? = nil
  ) -> [Double] {
    for _ in 0..<(warmUp ?? min(200, count)) { client.call(method, params) }
    return (0..<count).map { _ in
      let frame = PipeClient.frame(client.request(method, params))
      let begin = BenchmarkTimer.now()
      client.write(frame)
      _ = client.readReply()
      return (BenchmarkTimer.now() - begin) * 1e6
    }
  }

  /// `runs` one-label edits of the open form's middle label, each timed from its write until its reply, as an editor
  /// waits for it (issue 15's edit "applied, converged and replied"): the label shortened, then given its text back,
  /// so the maximum stays; an even number of runs leaves the form as it was. Seconds; nil when an edit was refused.
  static func editRoundTrips(_ client: PipeClient, runs: Int) -> [Double]? {
    var times: [Double] = []
    for index in 0..<runs {
      let text = index % 2 == 0 ? "Lbl 500:" : "Label 500:"
      let edit =
        "{\"uri\":\"\(uri)\",\"version\":\(index + 1),\"edits\":[{\"setText\":{\"node\":\"label-500\",\"text\":\"\(text)\"}}]}"
      let frame = PipeClient.frame(client.request("tree/edit", edit))
      let begin = BenchmarkTimer.now()
      client.write(frame)
      guard let reply = client.readReply(), !String(decoding: reply, as: UTF8.self).contains("\"error\"") else {
        return nil
      }
      times.append(BenchmarkTimer.now() - begin)
    }
    return times
  }

  /// How the client waits for a reply, where the client and the server run, and what else the machine's cores do
  /// meanwhile: the conditions under which the size-and-frame round trip is compared with the echo server's.
  enum RoundTripCondition: String, CaseIterable {
    /// The client sleeps in a blocking `read`, and the client and the server are pinned to one core (`CorePinning`):
    /// each wake-up finds the core running the thread that wakes it.
    case oneCore
    /// The client sleeps in a blocking `read`, the client pinned to one core and the server to another: on an idle VM
    /// every wake-up pays for a halted core, so both servers measure the wake-up floor.
    case twoCores
    /// The client sleeps in a blocking `read`, and the scheduler places both: each block falls into one of the two
    /// placements above, as the scheduler leaves the server (`CorePinning`).
    case blocking
    /// The client spins on a non-blocking `read`, so its own core never idles; the servers still sleep in `read`.
    case spinning
    /// The client sleeps in `read`, and every core is kept awake by a lowest-priority spinner (`KeepAwake`), as on
    /// a busy machine: no wake-up finds a halted core. The target's condition.
    case keepAwake

    var label: String {
      switch self {
      case .oneCore: return "client blocking in read, client and server pinned to one core"
      case .twoCores: return "client blocking in read, client and server pinned to two cores"
      case .blocking: return "client blocking in read, placed by the scheduler"
      case .spinning: return "client spinning on a non-blocking read"
      case .keepAwake: return "client blocking, every core kept awake (SCHED_IDLE spinners)"
      }
    }

    /// The cores of the client and of the server, or nil when the scheduler places them.
    var cores: (client: Int, server: Int)? {
      switch self {
      case .oneCore: return (0, 0)
      case .twoCores: return (0, 1)
      case .blocking, .spinning, .keepAwake: return nil
      }
    }
  }

  /// The condition whose figures are the target's (`rtt.layoutNode` and `rtt.echo`).
  static let targetCondition = RoundTripCondition.keepAwake

  /// The size-and-frame round trip of the daemon and of the echo server under each condition, alternated in blocks
  /// (a tenth of `count` round trips each, daemon first, ten times) after a warm-up of each; microseconds.
  static func comparedRoundTrips(
    _ results: SuiteResults, daemon: PipeClient, echo: PipeClient?, replyBytes: Int, count: Int
  ) {
    for condition in RoundTripCondition.allCases {
      var unpinned: CorePinning.Cores?
      if let cores = condition.cores {
        guard cores.server < CorePinning.coreCount else { continue }
        unpinned = CorePinning.ofCallingThread()
        CorePinning.setCallingThread(CorePinning.Cores(only: cores.client))
        let server = CorePinning.Cores(only: cores.server)
        CorePinning.set(server, ofEveryThreadOf: daemon.processIdentifier)
        if let echo { CorePinning.set(server, ofEveryThreadOf: echo.processIdentifier) }
      }
      let keepAwake = condition == .keepAwake ? KeepAwake() : nil
      daemon.spinsOnRead = condition == .spinning
      echo?.spinsOnRead = condition == .spinning
      var daemonSamples: [Double] = []
      var echoSamples: [Double] = []
      for block in 0..<10 {
        let warmUp = block == 0 ? min(200, count) : 0
        daemonSamples += roundTrips(daemon, "layout/node", sizeAndFrame, count: count / 10, warmUp: warmUp)
        if let echo { echoSamples += roundTrips(echo, "layout/node", sizeAndFrame, count: count / 10, warmUp: warmUp) }
      }
      keepAwake?.end()
      if let unpinned {
        CorePinning.setCallingThread(unpinned)
        CorePinning.set(unpinned, ofEveryThreadOf: daemon.processIdentifier)
        if let echo { CorePinning.set(unpinned, ofEveryThreadOf: echo.processIdentifier) }
      }
      daemon.spinsOnRead = false
      echo?.spinsOnRead = false
      let isTarget = condition == targetCondition
      results.add(
        isTarget ? "rtt.layoutNode" : "rtt.layoutNode.\(condition.rawValue)",
        "`layout/node` size and frame: round trip (\(condition.label))", unit: "us", samples: daemonSamples,
        counts: ["replyBytes": replyBytes])
      if echo != nil {
        results.add(
          isTarget ? "rtt.echo" : "rtt.echo.\(condition.rawValue)",
          "echo server answering the same `layout/node` bytes: round trip (\(condition.label))", unit: "us",
          samples: echoSamples)
      }
    }
  }

  static func queries(_ results: SuiteResults, peers: Peers, quick: Bool) {
    let count = quick ? 1_000 : 5_000
    guard let daemon = try? startDaemon(peers) else {
      return results.fail("rtt.layoutNode", "layout/node round trip", "the daemon does not start")
    }
    daemon.call("initialize", initialize)
    guard open(daemon, rows: 1_000, uri: uri) else {
      daemon.end()
      return results.fail("rtt.layoutNode", "layout/node round trip", "the 1,000-row form does not open")
    }
    let sample = daemon.call("layout/node", sizeAndFrame).map { $0.count } ?? 0
    let echo = peers.echo.flatMap { try? PipeClient($0) }
    echo?.call("initialize", initialize)
    comparedRoundTrips(results, daemon: daemon, echo: echo, replyBytes: sample, count: count)
    let whole = daemon.call("layout/node", wholeNode).map { $0.count } ?? 0
    results.add(
      "rtt.layoutNodeWhole", "`layout/node` whole node (layers, no measurements): round trip", unit: "us",
      samples: roundTrips(daemon, "layout/node", wholeNode, count: count), counts: ["replyBytes": whole])
    let ancestors = "{\"uri\":\"\(uri)\",\"node\":\"label-500\",\"key\":\"MaxLabelWidth\"}"
    results.add(
      "rtt.preferencesAncestors", "`preferences/ancestors`: round trip", unit: "us",
      samples: roundTrips(daemon, "preferences/ancestors", ancestors, count: count / 5))
    let explain = "{\"uri\":\"\(uri)\",\"node\":\"label-500\",\"dimension\":\"width\"}"
    results.add(
      "rtt.explain", "`layout/explain` of a label's width: round trip", unit: "us",
      samples: roundTrips(daemon, "layout/explain", explain, count: count / 10))
    // Timed as the peers time their one-leaf relayout (`EngineWorkloads.peerIncrementalRuns`).
    let editID = "rtt.editKeepingMax"
    let editLabel = "`tree/edit` of one label keeping the maximum, 1,000 rows: until its reply"
    let editRuns = quick ? EngineWorkloads.peerWarmUpRuns + 3 : EngineWorkloads.peerIncrementalRuns
    let cpuBefore = daemon.cpuSeconds()
    if let edits = editRoundTrips(daemon, runs: editRuns) {
      // What an edit cost the daemon's threads together (the layout thread's, the reader's, freeing the version
      // replaced), in microseconds (`PipeClient.cpuSeconds`).
      let cpu = (daemon.cpuSeconds() - cpuBefore) / Double(editRuns) * 1e6
      results.add(
        editID, editLabel, unit: "ms", samples: edits.dropFirst(EngineWorkloads.peerWarmUpRuns).map { $0 * 1e3 },
        counts: cpu.isFinite ? ["daemonCPUPerEditUs": Int(cpu)] : [:])
    } else {
      results.fail(editID, editLabel, "the daemon refused an edit")
    }
    let bursts = (0..<(quick ? 2 : 5)).map { _ in daemon.burst("layout/node", sizeAndFrame, count: 10_000) }
    results.add(
      "pipelined.layoutNode", "10,000 pipelined `layout/node` (size and frame)", unit: "req/s",
      samples: bursts.map { 10_000 / $0 })
    daemon.end()

    if let echo {
      let bursts = (0..<(quick ? 2 : 5)).map { _ in echo.burst("layout/node", sizeAndFrame, count: 10_000) }
      results.add(
        "pipelined.echo", "10,000 pipelined requests to the echo server", unit: "req/s",
        samples: bursts.map { 10_000 / $0 })
      echo.end()
    }
    if let path = peers.sourcekit, let sourcekit = try? PipeClient(path) {
      sourcekit.call("initialize", initialize)
      sourcekit.write(PipeClient.frame("{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}"))
      results.add(
        "rtt.sourcekitLSP", "sourcekit-lsp answering `$/ping` (-32601): round trip", unit: "us",
        samples: roundTrips(sourcekit, "$/ping", "{}", count: count / 5))
      sourcekit.end()
    }
  }

  /// The 10,000-request burst, for a run pinned to one core (`taskset -c 0`): seconds until the last reply.
  static func burst(_ results: SuiteResults, peers: Peers, quick: Bool) {
    let rounds = quick ? 2 : 5
    if let daemon = try? startDaemon(peers) {
      daemon.call("initialize", initialize)
      if open(daemon, rows: 1_000, uri: uri) {
        let times = (0..<rounds).map { _ in daemon.burst("layout/node", sizeAndFrame, count: 10_000) }
        results.add(
          "burst.daemon", "10,000 `layout/node` requests on one core: until the last reply", unit: "ms",
          samples: times.map { $0 * 1e3 })
      }
      daemon.end()
    }
    if let path = peers.echo, let echo = try? PipeClient(path) {
      echo.call("initialize", initialize)
      let times = (0..<rounds).map { _ in echo.burst("layout/node", sizeAndFrame, count: 10_000) }
      results.add(
        "burst.echo", "10,000 requests to the echo server on one core", unit: "ms", samples: times.map { $0 * 1e3 })
      echo.end()
    }
  }

  static func memory(_ results: SuiteResults, peers: Peers, quick: Bool) {
    guard let daemon = try? startDaemon(peers) else { return }
    daemon.call("initialize", initialize)
    usleep(200_000)
    let idle = daemon.memory()
    results.add("memory.idle", "daemon RSS after `initialize`", unit: "MiB", samples: [idle.current])
    let rows = quick ? 1_000 : 10_000
    let formURI = "file:///Form\(rows).json"
    guard open(daemon, rows: rows, uri: formURI) else {
      daemon.end()
      return results.fail("memory.open", "daemon RSS after opening the form", "the form does not open")
    }
    // The daemon gives freed pages back after a quiet spell of half a second with no update (`FreedMemory`).
    usleep(1_000_000)
    results.add(
      "memory.open.\(rows)", "daemon RSS after opening the \(rows)-row form", unit: "MiB",
      samples: [daemon.memory().current])
    let edits = quick ? 10 : 100
    for index in 0..<edits {
      let text = index % 2 == 0 ? "Lbl \(rows / 2):" : "Label \(rows / 2):"
      daemon.call(
        "tree/edit",
        "{\"uri\":\"\(formURI)\",\"version\":\(index + 1),\"edits\":[{\"setText\":{\"node\":\"label-\(rows / 2)\",\"text\":\"\(text)\"}}]}"
      )
    }
    usleep(1_000_000)
    let after = daemon.memory()
    results.add(
      "memory.edited.\(rows)", "daemon RSS after \(edits) one-label edits of the \(rows)-row form", unit: "MiB",
      samples: [after.current])
    results.add(
      "memory.peak.\(rows)", "daemon peak RSS (VmHWM) over the open and the edits", unit: "MiB", samples: [after.peak])
    daemon.end()
  }
}
