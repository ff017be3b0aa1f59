// The libFuzzer entry point over the JSON-RPC input path: framing, JSON, message decoding, the Codable
// bridge and an Endpoint's whole receive path. Built by Fuzz/build.sh, never by `swift test`.
//
// Besides "no crash", it checks invariants and traps when one breaks, so the fuzzer reports it:
// - a parsed document serializes (compact, pretty and sorted) to text that parses back to an equal value;
// - a decoded message re-encodes to a message that decodes to the same message;
// - values encoded by JSONValueEncoder decode back with JSONValueDecoder.
import Dispatch
import JSONCore
import JSONRPC

/// A params type with the shapes the daemon's requests use: optionals, arrays, nested structs, an enum with
/// associated values, a dictionary and raw JSON.
struct FuzzParams: Codable, Equatable, Sendable {
  enum Edit: Codable, Equatable, Sendable {
    case setText(node: String, text: String)
    case resize(node: String, width: Double?, height: Int?)
    case remove(node: String)
  }

  struct Position: Codable, Equatable, Sendable {
    var line: UInt32
    var character: Int8
  }

  var uri: String
  var version: Int?
  var edits: [Edit]?
  var position: Position?
  var flags: [String: Bool]?
  var extra: JSONValue?
}

/// A connection that discards what it is given, so an Endpoint can be driven frame by frame.
final class NullConnection: Connection {
  func start(receiver: any ConnectionReceiver) {}
  func send(_ body: [UInt8]) {}
  func close(flushTimeout: Duration) {}
}

/// One serial queue for every input's handlers, so the fuzz process does not spawn a thread per input.
private let handlerQueue = DispatchQueue(label: "fuzz handlers")

private let handlers: HandlerRegistry = {
  var handlers = HandlerRegistry()
  handlers.register("edit", params: FuzzParams.self, ordering: { .documentUpdate($0.uri) }) { params, _ in params }
  handlers.register("query", params: FuzzParams.self, ordering: { .documentQuery($0.uri) }) { params, _ in
    params.version ?? 0
  }
  handlers.register("raw", params: JSONValue.self, ordering: .freestanding) { params, _ in params }
  handlers.registerNotification("note", params: FuzzParams.self, ordering: .global) { _, _ in }
  return handlers
}()

/// A fresh server per input, so that an `exit` in one input does not silence the rest of the run.
private func makeEndpoint() -> Endpoint {
  let lifecycle = ServerLifecycle(exit: { _ in }, processIsAlive: { _ in true })
  let options = Endpoint.Options(maxPendingMessages: 64, log: .discard, handlerQueue: handlerQueue)
  return Endpoint(connection: NullConnection(), handlers: handlers, lifecycle: lifecycle, options: options)
}

private let limits = JSONLimits(maxDepth: 64, maxBytes: 1 << 20)

private func check(_ condition: Bool, _ message: @autoclosure () -> String) {
  if !condition { fatalError("invariant broken: \(message())") }
}

private func exerciseJSON(_ bytes: UnsafeBufferPointer<UInt8>) {
  guard let value = try? JSONParser.parse(bytes, limits: limits) else { return }
  for options in [JSONSerializer.Options.compact, .pretty, .prettySorted] {
    let text = JSONSerializer.serializeToBytes(value, options: options)
    let reparsed = try? JSONParser.parse(text, limits: JSONLimits(maxDepth: 64, maxBytes: 8 << 20))
    check(reparsed == value, "serialize/parse round trip of \(value)")
  }
  switch Message.decode(value) {
  case .success(let message):
    check(Message.decode(message.jsonValue) == .success(message), "message round trip of \(value)")
  case .failure:
    break
  }
  let decoder = JSONValueDecoder(rootPath: .params, maxDepth: 64)
  for candidate in [value, value["params"] ?? .null] {
    if let params = try? decoder.decode(FuzzParams.self, from: candidate) {
      // Parsed numbers are always finite, so encoding cannot fail.
      let encoded = try? JSONValueEncoder().encode(params)
      check(encoded != nil, "encoding \(params)")
      if let encoded {
        check((try? decoder.decode(FuzzParams.self, from: encoded)) == params, "Codable round trip of \(params)")
      }
    }
  }
  _ = try? decoder.decode([String: [Int64]].self, from: value)
  _ = try? decoder.decode([Double?].self, from: value)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = UnsafeBufferPointer(start: data, count: size)
  exerciseJSON(bytes)

  // Framing, fed in chunks whose sizes come from the input itself so the fuzzer explores chunk boundaries.
  var parser = FrameParser(maxContentLength: 1 << 16, maxHeaderBytes: 512)
  var frames: [Frame] = []
  let chunk = max(1, Int(bytes.first ?? 1) % 17)
  var offset = 0
  framing: while offset < bytes.count {
    let end = min(bytes.count, offset + chunk)
    do {
      try parser.feed(UnsafeBufferPointer(rebasing: bytes[offset..<end])) { frames.append($0) }
    } catch {
      break framing
    }
    offset = end
  }
  _ = try? parser.finish()
  let endpoint = makeEndpoint()
  for frame in frames {
    frame.body.withUnsafeBufferPointer { exerciseJSON($0) }
    endpoint.receive(frame)
  }
  return 0
}
