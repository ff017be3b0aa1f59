import JSONCore
import LayoutEngine
import Testing

/// `Section` (`ListRowsLayout.swift`, `TreeResolver.swift`): a group of header, rows and footer
/// outside a `Form`/`List`, header and footer cells inside one. The measured numbers are pinned by
/// `Fixtures/controls/list_sections.json`; these tests pin the rules around them with fixed-advance text
/// (0.5 em advances; a 17-pt line (20.4) rounds up to 20.667 at @3x, a 13-pt footnote line to 15.667).
struct ListRowsLayoutSectionTests {
  private let section: JSONValue = [
    "view": "Section", "id": "section",
    "header": [["view": "Text", "text": "HEAD"]],
    "content": [["view": "Text", "id": "row", "text": "Row"]],
    "footer": [["view": "Text", "id": "foot", "text": "Foot"]],
  ]

  @Test func outsideAListASectionIsAGroupOfHeaderRowsAndFooter() throws {
    let pass = try layout(document(["view": "VStack", "id": "stack", "spacing": 0, "content": [section]]))
    // The header's derived id says where it was declared.
    let header = try #require(pass.node("section/header.Text0"))
    #expect(header.layers.first?.summary == "Text(\"HEAD\")")
    // Stacked in declaration order by the VStack (spacing 0), in the body font (no footnote outside a list):
    // 4 characters × 8.5 = 34 wide, 20.667 tall.
    #expect(close(pass.size("section/header.Text0"), Size(width: 34, height: pixels(62))))
    #expect(close(pass.frame("row").minY - pass.frame("section/header.Text0").minY, pixels(62)))
    #expect(close(pass.frame("foot").minY - pass.frame("row").minY, pixels(62)))
  }

  @Test func inAListHeaderAndFooterTakeTheFootnoteFontAndTheirInsets() throws {
    let pass = try layout(document(["view": "List", "id": "list", "content": [section]]))
    // Footnote 13 pt: 4 × 6.5 = 26 wide, one 15.6-pt line rounded up to 15.667.
    #expect(close(pass.size("section/header.Text0"), Size(width: 26, height: pixels(47))))
    // Header content at 17 (headerTopInset) from the list's top, as the first group.
    #expect(close(pass.frame("section/header.Text0").minY, 17))
    // The row cell starts 6 below the header content: 17 + 15.667 + 6 = 38.667; the 20.667 text is centred in 44.
    let rowTop = 17 + pixels(47) + 6
    #expect(close(pass.frame("row").minY, rowTop + (44 - pixels(62)) / 2))
    // The footer content is 6 (footerTopInset, unmeasured) below the 44 row.
    #expect(close(pass.frame("foot").minY, rowTop + 44 + 6))
    #expect(close(pass.frame("foot").minX, 40))
  }

  @Test func looseRowsThenASectionWithAHeader() throws {
    let pass = try layout(
      document([
        "view": "Form", "id": "form",
        "content": [["view": "Text", "id": "loose", "text": "Loose"], section],
      ]))
    // Loose rows start at the headerless top inset, 35.333; the section's header cell 17.667 below the row.
    let looseRowTop = 35 + 1.0 / 3
    #expect(close(pass.frame("loose").minY, looseRowTop + (44 - pixels(62)) / 2))
    #expect(close(pass.frame("section/header.Text0").minY, looseRowTop + 44 + 17 + 2.0 / 3 + 17))
  }

  @Test func badHeaderNamesItsPath() {
    do {
      _ = try ViewTree(json: document(["view": "List", "content": [["view": "Section", "header": 3]]]))
      Issue.record("a number is not a header")
    } catch {
      #expect(error.errors.first?.path.description == "$.root.content[0].header")
    }
  }
}
