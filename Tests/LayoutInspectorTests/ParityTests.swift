import LayoutInspector
import Testing

/// The same session in process and against the daemon gives the same answers: every query and every edit of
/// `LayoutTree`, and the errors, compared as the JSON of their results.
@Suite struct ParityTests {
  @Test func everyQueryAndEditAnswersTheSameInProcessAndOverTheDaemon() async throws {
    let inProcess = try await Self.transcript(.inProcess)
    let daemon = try await Self.transcript(.daemon)
    #expect(inProcess.map(\.label) == daemon.map(\.label))
    for (local, remote) in zip(inProcess, daemon) {
      #expect(local.value == remote.value, "\(local.label) differs")
    }
    // Every query and edit of the library is in the transcript.
    #expect(inProcess.count == 34)
  }

  /// Runs every query and edit, and records each answer (or error message) as JSON.
  static func transcript(_ mode: InspectorMode) async throws -> [(label: String, value: JSONValue)] {
    try await withInspector(mode) { inspector in
      var log: [(label: String, value: JSONValue)] = []
      func record(_ label: String, _ value: some Encodable) throws {
        log.append((label, try JSONValueEncoder().encode(value)))
      }
      func recordError(_ label: String, _ body: () async throws -> Void) async {
        do {
          try await body()
          log.append((label, "no error"))
        } catch {
          log.append((label, .string("\(error)")))
        }
      }
      let form = try await inspector.open(file: ExampleTrees.signInForm)
      let pass1 = VersionPoint(version: 1, pass: 1)
      try record("open", form.summary)
      try record("select", try await form.select("Text"))
      try record("node", try await form.node("#user-label").layout)
      try record("node in pass 1", try await form.node("#user-label", in: pass1).layout)
      try record("nodes", try await form.nodes("HStack > *").map(\.layout))
      try record("layout", try await form.layout())
      try record("preference", try await form.preference("MaxLabelWidth", at: "#form"))
      try record("preference records", try await form.preferenceRecords(at: "#user-row"))
      try record("preference ancestors", try await form.preferenceAncestors("MaxLabelWidth", from: "#password-label"))
      try record("state", try await form.state())
      try record("state variable", try await form.state("labelWidth"))
      try record("passes", try await form.passes())
      try record("explain", try await form.explain("#user-label", .width))
      try record("snapshot", try await form.snapshot())
      try record("diff of passes", try await form.diff())
      await recordError("no match") { _ = try await form.node("#nobody") }
      await recordError("several matches") { _ = try await form.node("Text") }
      await recordError("bad selector") { _ = try await form.nodes("Text[") }
      try record("set text", try await form.setText("#user-label", to: "Username:"))
      try record("set state", try await form.setState("labelWidth", to: 90))
      try record("propose", try await form.propose(width: 320, height: 600))
      try record("environment", try await form.setEnvironment(["displayScale": 2]))
      try record(
        "insert", try await form.insert(["view": "Text", "text": "Sign in", "id": "title"], into: "#form", at: 0))
      try record("replace", try await form.replace("#title", with: ["view": "Divider", "id": "rule"]))
      try record("set modifiers", try await form.setModifiers("#rule", to: [["padding": 4]]))
      try record("remove", try await form.remove("#password-field"))
      try record("edits", try await form.edit([.setText(node: "password-label", text: "PIN:")]))
      try record("diff of versions", try await form.diff(from: VersionPoint(version: 1), to: nil))
      let other = try await inspector.open(file: ExampleTrees.signInForm)
      try record("diff of trees", try await form.diff(from: other))
      try record("diff of a snapshot", try await form.diff(from: try await other.snapshot(in: pass1).snapshot))
      let screen = try await inspector.open(file: ExampleTrees.viewGeometry)
      try record("tap", try await screen.tap("#toggle-button"))
      let source = try await inspector.open(file: ExampleTrees.signInFormSwift)
      try record("swift", try await source.layout())
      let row = try await inspector.open(swiftFiles: ["Views/BadgeRow.swift", "Views/Badge.swift"], root: "BadgeRow")
      try record("swift files", try await row.snapshot())
      let badge = try await inspector.open(swift: "struct B: View { var body: some View { Text(\"B\") } }", root: "B")
      let next = SourceInput(
        files: [SourceFile(uri: "View.swift", text: "struct B: View { var body: some View { Text(\"BB\") } }")],
        root: "B")
      try record("replace source", try await badge.edit([.replaceSource(next, keepState: true)]))
      return log
    }
  }
}
