import Testing

@testable import inspect_client

/// Columns align on the visible text, whatever styling is applied, and lines carry no trailing spaces.
struct TextColumnsTests {
  @Test func alignsAndTrims() {
    var columns = TextColumns(indent: "  ")
    columns.append("a", "bb", "c")
    columns.append("dddd", "e")
    columns.append([TextColumns.Cell("x") { "[\($0)]" }, TextColumns.Cell(""), TextColumns.Cell("")])
    columns.append([])
    #expect(columns.rendered() == "  a     bb  c\n  dddd  e\n  [x]\n\n")
  }
}
