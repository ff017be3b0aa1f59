// The daemon's entry point: parse the command line, then serve JSON-RPC on stdin/stdout until `exit`.
import InspectorServer
import JSONRPC

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let action: DaemonCommandLine.Action
do {
  action = try DaemonCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  _ = POSIX.writeAll(2, Array("InspectorDaemon: \(error)\nRun 'InspectorDaemon --help' for the options.\n".utf8))
  exit(2)
}
switch action {
case .help:
  print(DaemonCommandLine.usage)
case .version:
  print("\(DaemonServer.name) \(DaemonServer.version) (protocol \(DaemonServer.protocolVersion))")
case .run(let configuration):
  DaemonLauncher.serveStandardIO(configuration)
}
