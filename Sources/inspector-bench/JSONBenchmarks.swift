import Foundation
import JSONCore

/// `inspector-bench json [--quick]`: JSONCore's parser, serializer and Codable bridge against Foundation's
/// `JSONSerialization`, `JSONDecoder` and `JSONEncoder`, on a typical 1.2 KB request and a 1 MB tree.
enum JSONBenchmarks {
  private struct Row {
    var document: String
    var operation: String
    var ours: Double
    var foundation: Double
    var bytes: Int
  }

  static func run(_ arguments: [String]) {
    if let option = arguments.first(where: { $0.hasPrefix("--loop=") }) {
      return loop(String(option.dropFirst("--loop=".count)))
    }
    let quick = arguments.contains("--quick")
    let rounds = quick ? 3 : 7
    let roundTime = quick ? 0.05 : 0.25
    let documents = [
      ("request 1.2 KB", JSONBenchmarkDocuments.request),
      ("tree 1 MB", JSONBenchmarkDocuments.tree()),
    ]
    var rows: [Row] = []
    for (name, text) in documents {
      let bytes = Array(text.utf8)
      let data = Data(bytes)
      let isTree = name.hasPrefix("tree")
      guard checkAgreement(bytes, data, isTree: isTree) else {
        print("\(name): ours and Foundation disagree; not timing")
        continue
      }
      func time(_ body: () -> Void) -> Double {
        BenchmarkTimer.secondsPerCall(rounds: rounds, roundTime: isTree ? roundTime * 4 : roundTime, body)
      }
      rows.append(
        Row(
          document: name, operation: "parse to a value",
          ours: time { BenchmarkTimer.consume(try? JSONParser.parse(bytes)) },
          foundation: time { BenchmarkTimer.consume(try? JSONSerialization.jsonObject(with: data)) },
          bytes: bytes.count))
      rows.append(
        Row(
          document: name, operation: "parse to typed structs",
          ours: time { BenchmarkTimer.consume(oursTyped(bytes, isTree: isTree)) },
          foundation: time { BenchmarkTimer.consume(foundationTyped(data, isTree: isTree)) },
          bytes: bytes.count))
      let value = (try? JSONParser.parse(bytes)) ?? .null
      let object = (try? JSONSerialization.jsonObject(with: data)) ?? [:]
      rows.append(
        Row(
          document: name, operation: "serialize a value",
          ours: time { BenchmarkTimer.consume(JSONSerializer.serializeToBytes(value)) },
          foundation: time { BenchmarkTimer.consume(try? JSONSerialization.data(withJSONObject: object)) },
          bytes: bytes.count))
      if isTree {
        let typed = try? JSONDecoder().decode(JSONBenchmarkDocuments.TreeRequest.self, from: data)
        rows.append(
          Row(
            document: name, operation: "encode typed structs",
            ours: time { BenchmarkTimer.consume(oursEncode(typed)) },
            foundation: time { BenchmarkTimer.consume(try? JSONEncoder().encode(typed)) },
            bytes: bytes.count))
      } else {
        let typed = try? JSONDecoder().decode(JSONBenchmarkDocuments.InspectRequest.self, from: data)
        rows.append(
          Row(
            document: name, operation: "encode typed structs",
            ours: time { BenchmarkTimer.consume(oursEncode(typed)) },
            foundation: time { BenchmarkTimer.consume(try? JSONEncoder().encode(typed)) },
            bytes: bytes.count))
      }
    }
    print("| document | operation | JSONCore | Foundation | Foundation / JSONCore | JSONCore MB/s |")
    print("| --- | --- | ---: | ---: | ---: | ---: |")
    for row in rows {
      print(
        "| \(row.document) | \(row.operation) | \(format(row.ours)) | \(format(row.foundation)) | "
          + String(format: "%.1fx", row.foundation / row.ours) + " | "
          + String(format: "%.0f", Double(row.bytes) / row.ours / 1e6) + " |")
    }
  }

  /// Repeats one operation on the tree for ten seconds, for a profiler (`perf record`):
  /// `--loop=parse|decode|encode|serialize`.
  private static func loop(_ operation: String) {
    let bytes = Array(JSONBenchmarkDocuments.tree().utf8)
    let value = (try? JSONParser.parse(bytes)) ?? .null
    let typed = try? JSONValueDecoder().decode(JSONBenchmarkDocuments.TreeRequest.self, from: value)
    let end = BenchmarkTimer.now() + 10
    var count = 0
    while BenchmarkTimer.now() < end {
      switch operation {
      case "parse": BenchmarkTimer.consume(try? JSONParser.parse(bytes))
      case "decode":
        BenchmarkTimer.consume(try? JSONValueDecoder().decode(JSONBenchmarkDocuments.TreeRequest.self, from: value))
      case "encode": BenchmarkTimer.consume(try? JSONValueEncoder().encode(typed))
      default: BenchmarkTimer.consume(JSONSerializer.serializeToBytes(value))
      }
      count += 1
    }
    print("\(operation): \(count) iterations in 10 s")
  }

  private static func oursTyped(_ bytes: [UInt8], isTree: Bool) -> Bool {
    guard let value = try? JSONParser.parse(bytes) else { return false }
    if isTree { return (try? JSONValueDecoder().decode(JSONBenchmarkDocuments.TreeRequest.self, from: value)) != nil }
    return (try? JSONValueDecoder().decode(JSONBenchmarkDocuments.InspectRequest.self, from: value)) != nil
  }

  private static func foundationTyped(_ data: Data, isTree: Bool) -> Bool {
    if isTree { return (try? JSONDecoder().decode(JSONBenchmarkDocuments.TreeRequest.self, from: data)) != nil }
    return (try? JSONDecoder().decode(JSONBenchmarkDocuments.InspectRequest.self, from: data)) != nil
  }

  private static func oursEncode<T: Encodable>(_ value: T) -> [UInt8] {
    guard let encoded = try? JSONValueEncoder().encode(value) else { return [] }
    return JSONSerializer.serializeToBytes(encoded)
  }

  /// Both libraries must read the document, and ours must round-trip it, before anything is timed.
  private static func checkAgreement(_ bytes: [UInt8], _ data: Data, isTree: Bool) -> Bool {
    guard let ours = try? JSONParser.parse(bytes),
      (try? JSONParser.parse(JSONSerializer.serializeToBytes(ours))) == ours,
      (try? JSONSerialization.jsonObject(with: data)) != nil,
      oursTyped(bytes, isTree: isTree), foundationTyped(data, isTree: isTree)
    else { return false }
    return true
  }

  private static func format(_ seconds: Double) -> String {
    if seconds >= 1e-3 { return String(format: "%.2f ms", seconds * 1e3) }
    return String(format: "%.1f us", seconds * 1e6)
  }
}
