import InspectorProtocol
import JSONCore
import LayoutEngine

extension SnapshotDiff {
  /// How many changes of each kind the summary names before "and n more".
  static let namedPerKind = 3

  /// The protocol's result for the two sides compared.
  func result(uri: String, from: DiffSide, to: DiffSide) -> DiffResult {
    DiffResult(
      uri: uri, from: from, to: to, added: added, removed: removed, moved: moved, resized: resized, texts: texts,
      layers: layers, preferences: preferences, state: state, summary: summary)
  }

  /// One sentence per kind of change, naming the first few of each: `2 nodes resized: #user-label
  /// 40.333×20.333 → 79.333×20.333, #form 120×49.667 → 159×49.667.`
  var summary: String {
    var sentences: [String] = []
    func add<Item>(_ items: [Item], _ noun: String, _ verb: String, _ describe: (Item) -> String) {
      guard !items.isEmpty else { return }
      let named = items.prefix(Self.namedPerKind).map(describe)
      let more = items.count > Self.namedPerKind ? ", and \(items.count - Self.namedPerKind) more" : ""
      let subject = items.count == 1 ? "1 \(noun)" : "\(items.count) \(noun)s"
      sentences.append("\(subject) \(verb): " + named.joined(separator: ", ") + more + ".")
    }
    add(added, "node", "added") { "#\($0.id) (\($0.view))" }
    add(removed, "node", "removed") { "#\($0.id) (\($0.view))" }
    add(resized, "node", "resized") { "#\($0.node) \(Self.size($0.before)) → \(Self.size($0.after))" }
    add(moved, "node", "moved") { change in
      let parents =
        change.parentBefore != change.parentAfter
        ? " from \(change.parentBefore.map { "#" + $0 } ?? "the root") to \(change.parentAfter.map { "#" + $0 } ?? "the root")"
        : ""
      return "#\(change.node) \(Self.origin(change.before)) → \(Self.origin(change.after))" + parents
    }
    add(texts, "text", "changed") { "#\($0.node) \(Self.text($0.before)) → \(Self.text($0.after))" }
    add(layers, "layer", "changed") { change in
      let summary = change.after?.summary ?? change.before?.summary ?? "layer \(change.layer)"
      return "\(summary) of #\(change.node) (" + change.changed.joined(separator: ", ") + ")"
    }
    add(preferences, "preference value", "changed") {
      "\($0.key) at #\($0.node) \(Self.value($0.before)) → \(Self.value($0.after))"
    }
    add(state, "state variable", "changed") { "\($0.name) \(Self.value($0.before)) → \(Self.value($0.after))" }
    return sentences.isEmpty ? "No differences." : sentences.joined(separator: " ")
  }

  private static func size(_ frame: FrameValue) -> String {
    LayoutNumber.format(frame.width) + "×" + LayoutNumber.format(frame.height)
  }

  private static func origin(_ frame: FrameValue) -> String {
    "(" + LayoutNumber.format(frame.x) + ", " + LayoutNumber.format(frame.y) + ")"
  }

  private static func text(_ text: String?) -> String {
    text.map { JSONSerializer.serialize(.string($0)) } ?? "no text"
  }

  /// A value in the summary: numbers in the compact notation, nil, or "none" when absent.
  private static func value(_ value: JSONValue?) -> String {
    switch value {
    case nil: return "none"
    case .null?: return "nil"
    case .double(let number)?: return LayoutNumber.format(number)
    case let other?: return SnapshotText.inline(other)
    }
  }
}
