// The daemon's entry point: parse the command line, then serve JSON-RPC on stdin/stdout until `exit`.
import Foundation
import InspectorServer
import JSONRPC

let action: DaemonCommandLine.Action
do {
  action = try DaemonCommandLine.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
  FileHandle.standardError.write(
    Data("InspectorDaemon: \(error)\nRun 'InspectorDaemon --help' for the options.\n".utf8))
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
