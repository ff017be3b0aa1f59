import Dispatch
import Foundation
import JSONCore
import JSONRPC
import JSONRPCProcess
import Synchronization

/// `inspector-bench rpc [--quick]`: round trips and pipelined throughput over real pipes, with this
/// executable's `rpc-echo-server` as the child process and a JSONRPC `Endpoint` as the client.
///
/// Run it plain and under `taskset -c 0` (client and child share one vCPU): on this VM a wake-up across vCPUs
/// costs about 60 us, which dominates any round trip (perf-anchors.md, machine notes).
enum RPCBenchmarks {
  /// The reply of one request, handed from the reader thread to the waiting caller.
  private final class ReplyBox: @unchecked Sendable {
    // Written once before `done` is signalled and read after waiting on it, so the semaphore orders access.
    var result: Result<JSONValue, ResponseError>?
    let done = DispatchSemaphore(value: 0)
  }

  private struct Session {
    let server: ServerProcess
    let client: Endpoint

    /// Sends one request and waits for its reply.
    @discardableResult
    func call(_ method: String, _ params: JSONValue? = nil) -> Result<JSONValue, ResponseError>? {
      let box = ReplyBox()
      client.sendRequest(method, params: params) { result in
        box.result = result
        box.done.signal()
      }
      box.done.wait()
      return box.result
    }

    /// Sends `count` requests without waiting and returns the seconds until every reply has arrived.
    func burst(_ count: Int, _ method: String, _ params: JSONValue?) -> Double {
      let remaining = Atomic(count)
      let done = DispatchSemaphore(value: 0)
      let start = BenchmarkTimer.now()
      for _ in 0..<count {
        client.sendRequest(method, params: params) { _ in
          if remaining.subtract(1, ordering: .relaxed).newValue == 0 { done.signal() }
        }
      }
      done.wait()
      return BenchmarkTimer.now() - start
    }

    /// The child's peak and current resident memory, from /proc.
    func memory() -> (peak: Double, current: Double) {
      let status = (try? String(contentsOfFile: "/proc/\(server.processIdentifier)/status", encoding: .utf8)) ?? ""
      func field(_ name: String) -> Double {
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(name) }) else { return .nan }
        let number = line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? ""
        return (Double(number) ?? .nan) / 1024
      }
      return (field("VmHWM:"), field("VmRSS:"))
    }

    func end() -> Int32 {
      call("shutdown")
      client.sendNotification("exit")
      return server.waitUntilExit()
    }
  }

  private static func start() -> Session? {
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
      ?? CommandLine.arguments[0]
    guard let server = try? ServerProcess(executable: executable, arguments: ["rpc-echo-server"]) else { return nil }
    let client = Endpoint(connection: server.connection, options: .init(log: .standardError(minimumLevel: .warning)))
    client.start()
    return Session(server: server, client: client)
  }

  static func run(_ arguments: [String]) {
    let quick = arguments.contains("--quick")
    let sequential = quick ? 300 : 3000
    let pipelined = quick ? 2000 : 10_000
    let sessions = quick ? 1 : 3
    let request = (try? JSONParser.parse(JSONBenchmarkDocuments.request)) ?? .null
    let kilobyteParams = request["params"] ?? .null

    var startups: [Double] = []
    for _ in 0..<(quick ? 3 : 10) {
      let begin = BenchmarkTimer.now()
      guard let session = start() else { return print("could not start the echo server") }
      session.call("initialize", ["processId": .integer(Int64(getpid())), "capabilities": [:]])
      startups.append(BenchmarkTimer.now() - begin)
      _ = session.end()
    }

    var echoRTT: [Double] = []
    var kilobyteRTT: [Double] = []
    var pingRTT: [Double] = []
    var bursts: [Double] = []
    var shutdowns: [Double] = []
    var memory: [(peak: Double, current: Double)] = []
    var exitCodes: [Int32] = []
    for _ in 0..<sessions {
      guard let session = start() else { return print("could not start the echo server") }
      session.call("initialize", ["processId": .integer(Int64(getpid())), "capabilities": [:]])
      session.client.sendNotification("initialized", params: [:])
      for index in 0..<200 { session.call("echo", ["n": .integer(Int64(index))]) }
      func roundTrips(_ method: String, _ params: JSONValue?) -> [Double] {
        (0..<sequential).map { _ in
          let begin = BenchmarkTimer.now()
          session.call(method, params)
          return BenchmarkTimer.now() - begin
        }
      }
      echoRTT += roundTrips("echo", ["n": 1])
      kilobyteRTT += roundTrips("echo", kilobyteParams)
      pingRTT += roundTrips("$/ping", nil)
      for _ in 0..<3 { bursts.append(session.burst(pipelined, "echo", ["n": 1])) }
      let begin = BenchmarkTimer.now()
      session.call("sync-after-burst-unknown")
      shutdowns.append(BenchmarkTimer.now() - begin)
      memory.append(session.memory())
      exitCodes.append(session.end())
    }

    func micros(_ values: [Double], _ fraction: Double) -> String {
      String(format: "%.1f", BenchmarkTimer.percentile(values, fraction) * 1e6)
    }
    print("| measurement | median | p99 | n |")
    print("| --- | ---: | ---: | ---: |")
    print(
      "| startup to initialize reply (ms) | "
        + String(format: "%.2f", BenchmarkTimer.median(startups) * 1e3) + " | "
        + String(format: "%.2f", BenchmarkTimer.percentile(startups, 0.99) * 1e3) + " | \(startups.count) |")
    print(
      "| sequential `echo {\"n\":1}` RTT (us) | \(micros(echoRTT, 0.5)) | \(micros(echoRTT, 0.99)) | \(echoRTT.count) |"
    )
    print(
      "| sequential `echo` 1.2 KB params RTT (us) | \(micros(kilobyteRTT, 0.5)) | \(micros(kilobyteRTT, 0.99)) | "
        + "\(kilobyteRTT.count) |")
    print(
      "| sequential `$/ping` (-32601) RTT (us) | \(micros(pingRTT, 0.5)) | \(micros(pingRTT, 0.99)) | \(pingRTT.count) |"
    )
    let medianBurst = BenchmarkTimer.median(bursts)
    print(
      "| pipelined \(pipelined) x `echo` (req/s) | " + String(format: "%.0f", Double(pipelined) / medianBurst)
        + " | | \(bursts.count) bursts |")
    print(
      "| reply right after a burst (ms) | " + String(format: "%.2f", BenchmarkTimer.median(shutdowns) * 1e3)
        + " | | \(shutdowns.count) |")
    print(
      "| child peak RSS after load (MiB) | " + String(format: "%.1f", BenchmarkTimer.median(memory.map(\.peak)))
        + " | | idle " + String(format: "%.1f", BenchmarkTimer.median(memory.map(\.current))) + " |")
    print("\nexit codes after shutdown + exit: \(exitCodes)")
  }
}
