import Dispatch
import Foundation
import InspectorProtocol
import JSONCore
import JSONRPC
import JSONRPCProcess
import Synchronization

/// `inspector-bench daemon [--quick] [--daemon PATH]`: the daemon over real pipes, as an editor drives it: the
/// built `InspectorDaemon` (next to this executable, or `--daemon`) as the child, a JSONRPC `Endpoint` as the
/// client, and a 1,000-row form (each row the sign-in form's label pattern and a field: 5,000 nodes).
///
/// Measures `layout/node` round trips (median, p99), one `tree/edit` of a label's text until its reply, opening
/// the form, `layout/tree` and `tree/select` over it, and the daemon's memory after many edits.
enum DaemonBenchmarks {
  /// One request's reply, handed from the reader thread to the waiting caller; the semaphore orders access.
  private final class Reply: @unchecked Sendable {
    var result: Result<JSONValue, ResponseError>?
    let done = DispatchSemaphore(value: 0)
  }

  /// A started daemon and the client endpoint on its pipes (the explain suite drives one too).
  struct Daemon {
    let process: ServerProcess
    let client: Endpoint

    /// Sends a request and waits for its result; nil (after printing why) on an error.
    @discardableResult
    func call<Request: RequestType>(_ request: Request) -> JSONValue? {
      let params = (try? JSONValueEncoder().encode(request)) ?? .null
      let reply = Reply()
      client.sendRequest(Request.method, params: params) { result in
        reply.result = result
        reply.done.signal()
      }
      reply.done.wait()
      switch reply.result {
      case .success(let value)?: return value
      case .failure(let error)?:
        print("\(Request.method) failed: \(error)")
        return nil
      case nil: return nil
      }
    }

    /// Resident memory of the daemon in MiB (current, peak), from /proc.
    func memory() -> (current: Double, peak: Double) {
      let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
      func field(_ name: String) -> Double {
        let line = status.split(separator: "\n").first { $0.hasPrefix(name) } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024
      }
      return (field("VmRSS:"), field("VmHWM:"))
    }

    func end() -> Int32 {
      call(ShutdownRequest())
      client.sendNotification(ExitNotification.method, params: [:])
      return process.waitUntilExit()
    }
  }

  /// Starts the daemon at `path` with its log at warning level.
  static func start(_ path: String) -> Daemon? {
    guard let process = try? ServerProcess(executable: path, arguments: ["--log-level", "warning"]) else { return nil }
    let client = Endpoint(connection: process.connection, options: .init(log: .standardError(minimumLevel: .warning)))
    client.start()
    return Daemon(process: process, client: client)
  }

  /// The daemon to run: `--daemon=PATH`, or the `InspectorDaemon` next to this executable.
  static func daemonPath(_ arguments: [String]) -> String {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    return arguments.first { $0.hasPrefix("--daemon=") }.map { String($0.dropFirst("--daemon=".count)) }
      ?? URL(fileURLWithPath: executable).deletingLastPathComponent().appendingPathComponent("InspectorDaemon").path
  }

  static func run(_ arguments: [String]) {
    let quick = arguments.contains("--quick")
    let path = daemonPath(arguments)
    let rows = 1000
    let nodeQueries = quick ? 300 : 3000
    let edits = quick ? 20 : 200
    let uri = "file:///Form1000.json"
    // The layout suite's form: each row a label measured into `MaxLabelWidth` and framed at `labelWidth`, and a
    // field.
    let document = LayoutBenchmarks.form(rows: rows)

    var startups: [Double] = []
    for _ in 0..<(quick ? 2 : 5) {
      let begin = BenchmarkTimer.now()
      guard let daemon = start(path) else { return print("could not start \(path)") }
      daemon.call(InitializeRequest())
      startups.append(BenchmarkTimer.now() - begin)
      _ = daemon.end()
    }

    guard let daemon = start(path) else { return print("could not start \(path)") }
    daemon.call(InitializeRequest())
    var opens: [Double] = []
    for round in 0..<(quick ? 2 : 5) {
      let begin = BenchmarkTimer.now()
      daemon.call(OpenTreeRequest(uri: "\(uri)#\(round)", tree: document))
      opens.append(BenchmarkTimer.now() - begin)
      daemon.call(CloseTreeRequest(uri: "\(uri)#\(round)"))
    }
    guard let summary = daemon.call(OpenTreeRequest(uri: uri, tree: document)) else { return }
    let nodeCount = summary["nodeCount"]?.integerValue ?? 0

    // Warm up, then time sequential round trips over rows spread through the form.
    for index in 0..<100 { daemon.call(NodeLayoutRequest(uri: uri, node: "label-\(index * 7 % rows)")) }
    func roundTrips(measurements: Bool) -> [Double] {
      (0..<nodeQueries).map { index in
        let request = NodeLayoutRequest(uri: uri, node: "label-\(index * 37 % rows)", measurements: measurements)
        let begin = BenchmarkTimer.now()
        daemon.call(request)
        return BenchmarkTimer.now() - begin
      }
    }
    let nodeRTT = roundTrips(measurements: true)
    let nodeRTTLean = roundTrips(measurements: false)

    var version = 1
    var editTimes: [Double] = []
    for index in 0..<edits {
      let edit = EditTreeRequest(
        uri: uri, version: version, edits: [.setText(node: "label-500", text: index % 2 == 0 ? "Name:" : "Label 500:")])
      let begin = BenchmarkTimer.now()
      daemon.call(edit)
      editTimes.append(BenchmarkTimer.now() - begin)
      version += 1
    }

    var treeTimes: [Double] = []
    var selectTimes: [Double] = []
    for _ in 0..<(quick ? 3 : 10) {
      var begin = BenchmarkTimer.now()
      daemon.call(TreeLayoutRequest(uri: uri, layers: false))
      treeTimes.append(BenchmarkTimer.now() - begin)
      begin = BenchmarkTimer.now()
      daemon.call(SelectRequest(uri: uri, selector: "HStack > Text:has(GeometryReader)[text^=Label]"))
      selectTimes.append(BenchmarkTimer.now() - begin)
    }
    let afterEdits = daemon.memory()
    let exitCode = daemon.end()

    func format(_ seconds: Double, _ scale: Double) -> String { String(format: "%.2f", seconds * scale) }
    func row(_ name: String, _ values: [Double], unit: String, scale: Double) {
      print(
        "| \(name) (\(unit)) | \(format(BenchmarkTimer.median(values), scale)) | "
          + "\(format(BenchmarkTimer.percentile(values, 0.99), scale)) | \(values.count) |")
    }
    print("1,000-row form: \(nodeCount) nodes; daemon \(path)")
    print("| measurement | median | p99 | n |")
    print("| --- | ---: | ---: | ---: |")
    row("start + `initialize` reply", startups, unit: "ms", scale: 1e3)
    row("`tree/open` of the form", opens, unit: "ms", scale: 1e3)
    row("`layout/node` round trip, with measurements", nodeRTT, unit: "us", scale: 1e6)
    row("`layout/node` round trip, `measurements: false`", nodeRTTLean, unit: "us", scale: 1e6)
    row("`tree/edit` one label's text + reply", editTimes, unit: "ms", scale: 1e3)
    row("`layout/tree`, `layers: false`", treeTimes, unit: "ms", scale: 1e3)
    row("`tree/select` over the form", selectTimes, unit: "ms", scale: 1e3)
    print(
      "| daemon RSS after \(edits) edits (MiB) | " + String(format: "%.1f", afterEdits.current) + " | peak "
        + String(format: "%.1f", afterEdits.peak) + " | |")
    print("\nexit code after shutdown + exit: \(exitCode)")
  }
}
