import Foundation
import Testing

/// `Examples/SignInFormTests`, the example package `.ci/run` tests, stays true to the repository's example.
@Suite struct ExamplePackageTests {
  @Test func itsViewIsTheSignInFormExample() throws {
    let package = ExampleTrees.directory.appendingPathComponent("SignInFormTests")
    let copy = package.appendingPathComponent("Tests/SignInFormTests/Views/SignInForm.swift")
    let original = URL(fileURLWithPath: ExampleTrees.signInFormSwift)
    #expect(try Data(contentsOf: copy) == Data(contentsOf: original))
  }
}
