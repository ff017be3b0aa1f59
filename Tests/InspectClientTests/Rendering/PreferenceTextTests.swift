import InspectorProtocol
import JSONCore
import Testing

@testable import inspect_client

/// Chains from several writers merge into one tree, root first, each node once.
struct PreferenceTextTests {
  static func record(_ node: String) -> PreferenceValueRecord {
    PreferenceValueRecord(node: node, view: "V", key: "K", value: nil, contributors: [], discarded: [])
  }

  @Test func merge() {
    let first = ["a/x", "a", "root"].map(Self.record)
    let second = ["b/y", "b", "root"].map(Self.record)
    let merged = PreferenceText.merge([first, second])
    #expect(merged.map(\.record.node) == ["root", "a", "a/x", "b", "b/y"])
    #expect(merged.map(\.depth) == [0, 1, 2, 1, 2])
  }
}
