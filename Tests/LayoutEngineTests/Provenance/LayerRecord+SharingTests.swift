import JSONCore
import LayoutEngine
import Testing

/// Sharing layer records between passes of the update loop changes no value a query reads.
struct LayerRecordSharingTests {
  /// The equal-width form of issue 2 (`Examples.issueExample`) with one row per label: each label measured by a
  /// background GeometryReader into `MaxLabelWidth` (max) and framed at `labelWidth`, next to a field.
  static func form(labels: [String]) -> JSONValue {
    guard case .object(var document) = Examples.issueExample, case .object(var root)? = document["root"],
      case .array(let content)? = root["content"], let row = content.first
    else { return .null }
    root["content"] = .array(labels.enumerated().map { relabeled(row, id: "label-\($0)", text: $1) })
    document["root"] = .object(root)
    return .object(document)
  }

  /// The row with its label's id and text replaced.
  static func relabeled(_ row: JSONValue, id: String, text: String) -> JSONValue {
    guard case .object(var stack) = row, case .array(var views)? = stack["content"],
      case .object(var label)? = views.first
    else { return row }
    label["id"] = .string(id)
    label["text"] = .string(text)
    views[0] = .object(label)
    stack["content"] = .array(views)
    return .object(stack)
  }

  /// Every node's layers in the edited tree's last pass (which shares the rows the edit did not change with the
  /// pass before it) are the layers of the same document opened afresh, which shares nothing: both settle at the
  /// same `labelWidth` (the longest label did not change).
  @Test func anEditedTreeRecordsWhatAFreshOneDoes() throws {
    let labels = ["Name:", "Password:", "E-mail:"]
    var live = try LiveTree(json: Self.form(labels: labels), environment: fixedAdvance)
    try live.apply([.setText(node: "label-0", text: "User:")])
    let fresh = try LiveTree(json: Self.form(labels: ["User:"] + labels.dropFirst()), environment: fixedAdvance)
    let edited = try live.last.layout
    let opened = try fresh.last.layout
    #expect(edited.nodes.map(\.id) == opened.nodes.map(\.id))
    for node in opened.nodes {
      #expect(edited.node(node.id)?.layers == node.layers, "node \(node.id)")
    }
  }

  /// A text edited to its other Unicode normalization compares equal (`==` on strings is canonical equivalence),
  /// and may measure the same; the record must still spell the text as it now is.
  @Test func aTextInAnotherNormalizationIsNotShared() throws {
    let composed = "Caf\u{E9}:"
    let decomposed = "Cafe\u{301}:"
    var live = try LiveTree(json: Self.form(labels: [composed, "Password:"]), environment: fixedAdvance)
    try live.apply([.setText(node: "label-0", text: decomposed)])
    let summary = try #require(try live.last.layout.node("label-0")?.layers.first?.summary)
    #expect(Array(summary.utf8) == Array("Text(\"\(decomposed)\")".utf8))
  }

  /// The same for a layout-neutral modifier's written argument (a help text): equal in the other normalization, the
  /// label's record must hold it as it now is.
  @Test func aWrittenArgumentInAnotherNormalizationIsNotShared() throws {
    func helped(_ text: String) -> JSONValue {
      [["help": .string("\"\(text)\"")], ["frame": ["width": "labelWidth", "alignment": "trailing"]]]
    }
    var live = try LiveTree(json: Self.form(labels: ["Name:", "Password:"]), environment: fixedAdvance)
    try live.apply([.setModifiers(node: "label-0", modifiers: helped("Caf\u{E9}"))])
    try live.apply([.setModifiers(node: "label-0", modifiers: helped("Cafe\u{301}"))])
    let help = try #require(try live.last.layout.node("label-0")?.layers[1].modifier)
    guard case .layoutNeutral(_, let arguments) = help.kind, case .string(let text)? = arguments.first?.value else {
      Issue.record("the label's first modifier is \(help)")
      return
    }
    #expect(text.utf8.elementsEqual("\"Cafe\u{301}\"".utf8), "\(text)")
  }

  /// The same for a text a modifier holds (an overlay's `Text`): the label's overlay layer records its declared
  /// modifier, whose summary does not quote the text; equal in the other normalization, it must still hold the
  /// text as it now is, whether the label's layers are shared by value or taken whole.
  @Test func aModifierTextInAnotherNormalizationIsNotShared() throws {
    func overlaid(_ text: String) -> JSONValue {
      [
        ["overlay": ["view": "Text", "text": .string(text)]],
        ["frame": ["width": "labelWidth", "alignment": "trailing"]],
      ]
    }
    let decomposed = "Cafe\u{301}"
    var live = try LiveTree(json: Self.form(labels: ["Name:", "Password:"]), environment: fixedAdvance)
    try live.apply([.setModifiers(node: "label-0", modifiers: overlaid("Caf\u{E9}"))])
    try live.apply([.setModifiers(node: "label-0", modifiers: overlaid(decomposed))])
    let overlay = try #require(try live.last.layout.node("label-0")?.layers[1].modifier)
    guard case .overlay(let content) = overlay.kind, case .text(let template)? = content.content.first?.kind else {
      Issue.record("the label's first modifier is \(overlay)")
      return
    }
    #expect(String(describing: template).utf8.elementsEqual("Cafe\u{301}".utf8), "\(template)")
  }
}
