import Testing

@testable import inspect_client

/// Suggestions come from typos and prefixes, never from unrelated names.
struct NameSuggestionTests {
  @Test func suggestions() {
    #expect(NameSuggestion.closest(to: "--nod", among: ["--node", "--json"]) == "--node")
    #expect(NameSuggestion.closest(to: "lay", among: ["layout", "passes"]) == "layout")
    #expect(NameSuggestion.closest(to: "pases", among: ["layout", "passes"]) == "passes")
    #expect(NameSuggestion.closest(to: "zebra", among: ["layout", "passes"]) == nil)
  }
}
