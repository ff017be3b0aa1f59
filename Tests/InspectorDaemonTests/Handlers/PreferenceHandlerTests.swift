import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorServer

/// `preferences/ancestors`, `preferences/values`, `tree/state` and `tree/select`, in process.
struct PreferenceHandlerTests {
  @Test func ancestorsRunFromTheNodeToTheRoot() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(
      PreferenceAncestorsRequest(
        uri: TestTrees.formURI, node: "user-label/background0/GeometryReader0/Color0", key: "MaxLabelWidth"))
    #expect(
      result.ancestors.map(\.node) == [
        "user-label/background0/GeometryReader0/Color0", "user-label/background0/GeometryReader0", "user-label",
        "user-row", "form",
      ])
    #expect(result.ancestors.allSatisfy { $0.key == "MaxLabelWidth" })
    #expect(result.key == "MaxLabelWidth")
    // "User:" is 40.333 and "Password:" 79.333 wide (text-metrics.md, the Inter row); the readers measure the
    // Texts, so the values stay natural in the last pass, and the form reduces both with max.
    let form = try #require(result.ancestors.last)
    #expect(abs((form.value?.doubleValue ?? 0) - 79.333) < 0.001)
    #expect(
      form.contributors.map(\.node) == [
        "user-label/background0/GeometryReader0/Color0", "password-label/background0/GeometryReader0/Color0",
      ])
    #expect(form.discarded.isEmpty)
    let label = result.ancestors[2]
    #expect(label.node == "user-label")
    #expect(abs((label.value?.doubleValue ?? 0) - 40.333) < 0.001)
    #expect(label.contributors.count == 1)
  }

  @Test func anUndeclaredKeyIsAnError() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.unknownPreferenceKey) {
      _ = try await client.send(PreferenceAncestorsRequest(uri: TestTrees.formURI, node: "form", key: "MaxWidth"))
    }
    #expect(error?.message.contains("MaxLabelWidth") == true)
    #expect(error?.data?["path"] == "params.key")
  }

  @Test func valuesAtANodeNameTheNode() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(PreferenceValuesRequest(uri: TestTrees.formURI, node: "form"))
    #expect(result.node == "form")
    #expect(result.version == 1 && result.pass == 2)
    #expect(result.values.map(\.key) == ["MaxLabelWidth"])
    await expectDaemonError(.unknownNode) {
      _ = try await client.send(PreferenceValuesRequest(uri: TestTrees.formURI, node: "nope"))
    }
  }

  @Test func stateListsTheDeclaredVariables() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(TreeStateRequest(uri: TestTrees.formURI))
    // labelWidth ends at the widest label, "Password:" 79.333 (text-metrics.md, the Inter row).
    #expect(result.state.map(\.name) == ["labelWidth", "password", "user"])
    #expect(result.state.first?.declaredValue == .null)
    #expect(result.state.first?.type == "CGFloat?")
    #expect(abs((result.state.first?.value.doubleValue ?? 0) - 79.333) < 0.001)
    #expect(result.state.last == StateVariable(name: "user", value: "", declaredValue: "", type: "String"))
  }

  @Test func lastWinsReducersReportTheValuesTheyDiscarded() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    let tree: JSONValue = [
      "preferenceKeys": ["Last": ["type": "CGFloat", "defaultValue": "0", "reduce": "value = nextValue()"]],
      "root": [
        "view": "VStack", "id": "stack",
        "content": [
          ["view": "Color", "id": "a", "modifiers": [["preference": ["key": "Last", "value": "1"]]]],
          ["view": "Color", "id": "b", "modifiers": [["preference": ["key": "Last", "value": "2"]]]],
        ],
      ],
    ]
    try await client.open("last", tree)
    let result = try await client.send(PreferenceAncestorsRequest(uri: "last", node: "a", key: "Last"))
    let stack = try #require(result.ancestors.last)
    #expect(stack.value == 2.0)
    #expect(stack.contributors.map(\.node) == ["b"])
    #expect(stack.discarded.map(\.node) == ["a"])
    #expect(stack.discarded.first?.fate == "discarded")
  }

  @Test func selectorsFindNodes() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let cases: [(String, [String])] = [
      ("#user-label", ["user-label"]),
      ("Text[text=\"User:\"]", ["user-label"]),
      (
        "[key=MaxLabelWidth]",
        ["form", "user-label/background0/GeometryReader0/Color0", "password-label/background0/GeometryReader0/Color0"]
      ),
      ("HStack > Text", ["user-label", "password-label"]),
      ("VStack TextField, SecureField", ["user-field", "password-field"]),
      ("HStack:has(SecureField) > Text", ["password-label"]),
      ("Text:not([text^=User])", ["password-label"]),
      (":root", ["form"]),
    ]
    for (selector, expected) in cases {
      let result = try await client.send(SelectRequest(uri: TestTrees.formURI, selector: selector))
      #expect(result.nodes == expected, "\(selector)")
    }
  }

  @Test func aBadSelectorNamesThePosition() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let error = await expectDaemonError(.invalidSelector) {
      _ = try await client.send(SelectRequest(uri: TestTrees.formURI, selector: "Text:hass(x)"))
    }
    #expect(error?.data?["position"] == 4)
    #expect(error?.data?["path"] == "params.selector")
  }
}
