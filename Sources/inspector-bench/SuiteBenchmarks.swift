import Foundation

/// `inspector-bench suite [--quick] [--json=PATH] [--only=engine|source|editor|pipes|burst|memory] [--daemon=PATH]
/// [--echo=PATH] [--sourcekit=PATH]`: issue 15's benchmark suite, with issue 12's (a Swift file to tree) and issue
/// 13's (an editor's change to diagnostics and hover) speed lines, one run of it. `Scripts/benchmarks` runs it
/// several times beside the peers and writes `BENCHMARKS.md` from the JSON each run leaves.
enum SuiteBenchmarks {
  static func run(_ options: [String]) {
    func value(_ name: String) -> String? {
      options.first { $0.hasPrefix("--\(name)=") }.map { String($0.dropFirst(name.count + 3)) }
    }
    let quick = options.contains("--quick")
    let only = value("only")
    let results = SuiteResults(quick: quick)
    let load = SuiteResults.load()
    print("== suite (issue 15)\(quick ? ", quick" : "") load \(load) ==")
    fflush(nil)
    let peers = PipeWorkloads.Peers(
      daemon: DaemonBenchmarks.daemonPath(options), echo: value("echo"), sourcekit: value("sourcekit"))
    switch only {
    case "engine"?: EngineWorkloads.run(results, quick: quick)
    case "source"?: SourceWorkloads.run(results, quick: quick)
    case "editor"?: EditorWorkloads.run(results, peers: peers, quick: quick)
    case "pipes"?: PipeWorkloads.run(results, peers: peers, quick: quick)
    case "burst"?: PipeWorkloads.burst(results, peers: peers, quick: quick)
    case "memory"?: PipeWorkloads.memory(results, peers: peers, quick: quick)
    default:
      PipeWorkloads.run(results, peers: peers, quick: quick)
      PipeWorkloads.memory(results, peers: peers, quick: quick)
      EditorWorkloads.run(results, peers: peers, quick: quick)
      SourceWorkloads.run(results, quick: quick)
      EngineWorkloads.run(results, quick: quick)
    }
    results.write(to: value("json"), loadBefore: load)
  }
}
