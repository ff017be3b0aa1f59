import LayoutInspector
import XCTest

/// The same form tested with XCTest: `LayoutValue`s compare within 0.001 pt in `XCTAssertEqual` too, and the
/// library's expectations report through `XCTFail`.
final class SignInFormXCTests: XCTestCase {
  func testLabelsShareTheWidestWidth() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    let width = try await form.node("Text[text=\"User:\"]").width
    XCTAssertEqual(width, 79.333)
    await form.expectEqualWidths("Text[text=\"User:\"]", "Text[text=\"Password:\"]")
    await form.expectConverges(in: 2)
  }

  func testTheLayoutMatchesItsSnapshot() async throws {
    let form = try await LayoutTree(file: "Views/SignInForm.swift")
    await form.expectSnapshot()
  }
}
