import Foundation
import JSONCore

/// The figures one run of `inspector-bench suite` measured, written as JSON for `Benchmarks/report.py`, which
/// takes the medians over several runs and the ratios to the peers measured beside them.
///
/// Each figure has an id (`form.10000.editKeepingMax`), a unit, its samples and what the work counted (passes,
/// measurements, layer evaluations, nodes): a benchmark reports work as well as time, so that a change in speed
/// can be told from a change in work.
final class SuiteResults {
  private var figures: [JSONValue] = []
  private let quick: Bool

  init(quick: Bool) {
    self.quick = quick
  }

  /// Records a figure: `samples` in `unit`, the median printed at once.
  func add(_ id: String, _ label: String, unit: String, samples: [Double], counts: [String: Int] = [:]) {
    var object = JSONObject()
    object["id"] = .string(id)
    object["label"] = .string(label)
    object["unit"] = .string(unit)
    let finite = samples.filter(\.isFinite)
    object["median"] = finite.isEmpty ? .null : .double(BenchmarkTimer.median(finite))
    object["samples"] = .array(finite.map { .double($0) })
    var countObject = JSONObject()
    for (name, value) in counts.sorted(by: { $0.key < $1.key }) { countObject[name] = .integer(Int64(value)) }
    object["counts"] = .object(countObject)
    figures.append(.object(object))
    let shown = finite.isEmpty ? "n/a" : String(format: "%.4g", BenchmarkTimer.median(finite))
    let work = counts.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
    print("\(id): \(shown) \(unit) (n=\(finite.count))\(work.isEmpty ? "" : "; \(work)")")
    // Each figure shows as it is measured, even when the output is a pipe.
    fflush(nil)
  }

  /// Records that a workload could not run, and why.
  func fail(_ id: String, _ label: String, _ reason: String) {
    figures.append(["id": .string(id), "label": .string(label), "error": .string(reason)])
    print("\(id): failed: \(reason)")
    fflush(nil)
  }

  /// Writes the figures to `path` (JSON), with the machine's load before and after.
  func write(to path: String?, loadBefore: String) {
    guard let path else { return }
    let document: JSONValue = [
      "quick": .bool(quick), "loadBefore": .string(loadBefore), "loadAfter": .string(Self.load()),
      "figures": .array(figures),
    ]
    let text = JSONSerializer.serialize(document, options: .pretty)
    if !FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) {
      FileHandle.standardError.write(Data("inspector-bench: could not write \(path)\n".utf8))
    }
  }

  /// The load average (1, 5, 15 minutes), as /proc has it.
  static func load() -> String {
    let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
    return text.split(separator: " ").prefix(3).joined(separator: " ")
  }
}
