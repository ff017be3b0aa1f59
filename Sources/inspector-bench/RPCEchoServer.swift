import Foundation
import JSONCore
import JSONRPC

/// `inspector-bench rpc-echo-server`: a trivial JSON-RPC server on stdio for the round-trip benchmarks.
///
/// It follows the LSP lifecycle (so `../shared/peers/lsp_rtt.py` can drive it like any language server) and
/// answers `echo` with its params (and `stray-print` by printing to stdout); everything else is the JSONRPC module's own behaviour (`$/ping` gets
/// -32601, as LSP requires for unknown `$/` requests).
enum RPCEchoServer {
  static func run(_ arguments: [String]) {
    var handlers = HandlerRegistry()
    handlers.register("initialize", params: JSONValue.self, ordering: .global) { _, _ -> JSONValue in
      ["capabilities": [:], "serverInfo": ["name": "inspector-bench rpc-echo-server"]]
    }
    handlers.register("echo", params: JSONValue.self, ordering: .freestanding) { params, _ in params }
    // Prints to stdout on purpose: `StreamConnection.standardIO()` must send it to stderr, never into the
    // protocol stream (a check for that invariant from outside the process).
    handlers.register("stray-print", params: JSONValue.self, ordering: .freestanding) { _, _ -> JSONValue in
      print("a stray line that must not reach the protocol channel")
      fflush(nil)
      return "printed"
    }
    let endpoint = Endpoint(
      connection: StreamConnection.standardIO(), handlers: handlers, lifecycle: ServerLifecycle(),
      options: .init(log: .standardError(minimumLevel: .warning)))
    endpoint.start()
    // The lifecycle exits the process (on `exit`, the end of input or the client's death); this thread only
    // has to stay out of the way until then.
    _ = endpoint.waitUntilClosed()
    while true { sleep(60) }
  }
}
