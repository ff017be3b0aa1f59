import LayoutInspector
import XCTest

/// The same assertions in XCTest: failures there go through `XCTFail`.
final class XCTestReportingTests: XCTestCase {
  func testTheFirstTestOfAFormInXCTest() async throws {
    let form = try await LayoutTree(file: ExampleTrees.signInForm)
    let width = try await form.node("#user-label").width
    XCTAssertEqual(width, 79.333)
    await form.expectEqualWidths("#user-label", "#password-label")
    await form.expectConverges(in: 2)
  }
}
