import Foundation
import JSONCore
import LayoutEngine
import TextMetrics

/// The update loop (issue 3) on the 1,000-row equal-width form of `LayoutBenchmarks`: opening it (decode,
/// compile, and the update loop to its fixpoint: two passes of layout and preference collection, one action),
/// one text edit and its update, one `setState`, and a tree that never settles (the cycle guard stops it).
enum UpdateBenchmarks {
  static func run(_ options: [String]) {
    print("== update (LayoutEngine update loop) ==")
    let json = LayoutBenchmarks.form(rows: 1000)
    if options.contains("--profile") {
      // For `perf record`: ten opens and ten edits of the form, nothing else.
      guard var live = try? LiveTree(json: json) else { return }
      for index in 0..<10 {
        BenchmarkTimer.consume(try? LiveTree(json: json))
        BenchmarkTimer.consume(
          try? live.apply([.setText(node: "label-500", text: index % 2 == 0 ? "Long label:" : "L:")]))
      }
      return
    }
    if options.contains("--heap") {
      HeapBreakdown.run(options)
      return
    }
    if let edits = BenchmarkOptions.integer("--edits=", in: options) {
      let rows = max(1, BenchmarkOptions.integer("--rows=", in: options) ?? 1000)
      let middle = rows / 2
      if options.contains("--state") {
        // The suite's state write: every label's frame changes.
        formEdits(edits, rows: rows, "state writes") {
          .setState(name: "labelWidth", value: .double($0 % 2 == 0 ? 90 : 91))
        }
      } else if options.contains("--modifiers") {
        // The middle label's frame aligned trailing, then leading, as a keystroke in `.frame(...)` sets its chain:
        // the label moves in its frame; the frame, its row and the maximum keep their sizes.
        formEdits(edits, rows: rows, "modifier edits") {
          EngineWorkloads.labelAlignment(row: middle, leading: $0 % 2 == 0)
        }
      } else {
        formEdits(edits, rows: rows, "edits keeping the maximum") {
          .setText(node: "label-\(middle)", text: $0 % 2 == 0 ? "Lbl \(middle):" : "Label \(middle):")
        }
      }
      return
    }
    // First, while the process is fresh: resident memory only grows once the allocator has it.
    memory(json)
    if options.contains("--memory") { return }
    for (name, measurer) in [
      ("SF emulation", SystemFontTextMeasurer() as any TextMeasurer), ("fixed advance", FixedAdvanceTextMeasurer()),
    ] {
      let environment = LayoutEnvironment(textMeasurer: measurer)
      guard let live = try? LiveTree(json: json, environment: environment) else {
        print("the benchmark form does not open")
        return
      }
      let version = live.current
      let last = version.lastPass
      let records = last?.preferences.records.count ?? 0
      print(
        "1,000-row form (\(name)): \(version.outcome.passes) passes (\(version.outcome.stop.rawValue)), "
          + "\(last?.layout.nodes.count ?? 0) nodes and \(records) preference records per pass")
      let open = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 2) {
        BenchmarkTimer.consume(try? LiveTree(json: json, environment: environment))
      }
      print("  open to fixpoint: \(LayoutBenchmarks.milliseconds(open))")
      var edited = live
      var counter = 0
      let edit = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 2) {
        counter += 1
        // Alternate two texts so every edit changes the label (and the measurement cache holds both).
        let text = counter % 2 == 0 ? "A much longer label:" : "Label 500:"
        BenchmarkTimer.consume(try? edited.apply([.setText(node: "label-500", text: text)]))
      }
      print("  setText edit of one label to fixpoint: \(LayoutBenchmarks.milliseconds(edit))")
      let passes = edited.current.outcome.passes
      print("    (\(passes) passes per edit)")
      let setState = BenchmarkTimer.secondsPerCall(rounds: 5, roundTime: 2) {
        counter += 1
        BenchmarkTimer.consume(
          try? edited.apply([.setState(name: "labelWidth", value: .double(Double(90 + counter % 2)))]))
      }
      print("  setState to fixpoint: \(LayoutBenchmarks.milliseconds(setState))")
    }
    let growing = growingForm(rows: 1000)
    let environment = LayoutEnvironment()
    if let live = try? LiveTree(json: growing, environment: environment) {
      let stop = live.current.outcome
      let open = BenchmarkTimer.secondsPerCall(rounds: 3, roundTime: 2) {
        BenchmarkTimer.consume(try? LiveTree(json: growing, environment: environment))
      }
      print(
        "1,000-row form measured after frame + padding (never settles): \(stop.passes) passes, \(stop.stop.rawValue); "
          + "open: \(LayoutBenchmarks.milliseconds(open))")
    }
  }

  /// For instruction counts (`valgrind --tool=callgrind`): opens the suite's equal-width form
  /// (`EngineWorkloads.formDocument`) once and applies `count` edits made by `edit` (given each edit's index), nothing
  /// else: `update --edits=N` one-label edits that keep the maximum, `--state` writes of `labelWidth`, `--modifiers`
  /// edits of the middle label's chain. The difference between `--edits=1` and `--edits=0` is one edit's cost.
  static func formEdits(_ count: Int, rows: Int, _ what: String, edit: (Int) -> TreeEdit) {
    let limits = EngineWorkloads.limits(nodes: rows * 6 + 16)
    guard var live = try? LiveTree(json: EngineWorkloads.formDocument(rows: rows), limits: limits) else {
      print("the benchmark form does not open")
      return
    }
    // Each edit's replaced version is released after it, as the daemon and the suite release it (so that a profile of
    // `LiveTree.apply` counts what they time).
    for index in 0..<max(count, 0) {
      let replaced = live
      _ = try? live.apply([edit(index)])
      withExtendedLifetime(replaced) {}
    }
    let work = EngineWorkloads.work(live.current)
    print("\(rows)-row form, \(count) \(what): \(work.sorted { $0.key < $1.key })")
  }

  /// Resident memory while a live tree of the form takes edits: with the default history (16 versions), it
  /// levels off once the history is full.
  static func memory(_ json: JSONValue) {
    let before = residentMegabytes()
    guard var live = try? LiveTree(json: json) else { return }
    var samples: [String] = []
    for index in 1...48 {
      _ = try? live.apply([.setText(node: "label-500", text: index % 2 == 0 ? "Label 500:" : "Longer label:")])
      if index % 16 == 0 { samples.append("\(index) edits: \(residentMegabytes() - before) MB") }
    }
    print(
      "resident memory of one live 1,000-row form (\(live.versions.count) versions kept), above the \(before) MB "
        + "before it: " + samples.joined(separator: ", "))
  }

  /// The process's resident memory in MB (`/proc/self/statm`; 0 where it does not exist).
  static func residentMegabytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * 4096 / 1_048_576
  }

  /// The form with every label measured after its frame and a horizontal padding of 4: the width grows 8 a pass.
  static func growingForm(rows: Int) -> JSONValue {
    guard case .object(var document) = LayoutBenchmarks.form(rows: rows),
      case .object(var root) = document["root"], case .array(let content) = root["content"]
    else { return .null }
    root["content"] = .array(
      content.map { row in
        guard case .object(var stack) = row, case .array(var views) = stack["content"],
          case .object(var label) = views[0],
          case .array(let modifiers) = label["modifiers"], modifiers.count == 2
        else { return row }
        label["modifiers"] = [modifiers[1], ["padding": ["edges": "horizontal", "length": 4]], modifiers[0]]
        views[0] = .object(label)
        stack["content"] = .array(views)
        return .object(stack)
      })
    document["root"] = .object(root)
    return .object(document)
  }
}
