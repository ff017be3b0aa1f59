import Foundation
import JSONCore
import Testing

@testable import inspect_client

/// The demo's built-in source and tree are the repository's `Examples/SignInForm.swift` and
/// `Examples/SignInForm.json`, byte for byte.
struct SignInFormExampleTests {
  static let file = CLIRunner.packageRoot.appendingPathComponent("Examples/SignInForm.json")

  @Test func embeddedCopyEqualsTheExampleFile() throws {
    let text = try String(contentsOf: Self.file, encoding: .utf8)
    #expect(SignInFormExample.treeText + "\n" == text)
    #expect(try SignInFormExample.tree() == (try JSONParser.parse(text)))
  }

  @Test func embeddedSourceEqualsTheExampleSwiftFile() throws {
    let url = CLIRunner.packageRoot.appendingPathComponent("Examples/SignInForm.swift")
    #expect(SignInFormExample.swiftSource + "\n" == (try String(contentsOf: url, encoding: .utf8)))
  }
}
