import InspectorProtocol
import JSONCore
import JSONRPC
import Testing

@testable import InspectorDaemon

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
        "form/HStack0", "form",
      ])
    #expect(result.ancestors.allSatisfy { $0.key == "MaxLabelWidth" })
    #expect(result.key == "MaxLabelWidth")
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
    #expect(result.version == 1 && result.pass == 1)
    await expectDaemonError(.unknownNode) {
      _ = try await client.send(PreferenceValuesRequest(uri: TestTrees.formURI, node: "nope"))
    }
  }

  @Test func stateListsTheDeclaredVariables() async throws {
    let client = try await TestDaemonClient.inProcess()
    defer { client.stop() }
    try await client.open()
    let result = try await client.send(TreeStateRequest(uri: TestTrees.formURI))
    #expect(result.state == [StateVariable(name: "labelWidth", value: .null, declaredValue: .null)])
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
