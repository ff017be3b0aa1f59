import Foundation
import JSONCore
import Testing

@testable import inspect_client

/// The demo's built-in tree is the repository's `Examples/SignInForm.json`, byte for byte.
struct SignInFormExampleTests {
  static let file = CLIRunner.packageRoot.appendingPathComponent("Examples/SignInForm.json")

  @Test func embeddedCopyEqualsTheExampleFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(SignInFormExample.treeText + "\n" == text)
    #expect(try SignInFormExample.tree() == (try JSONParser.parse(text)))
  }
}
