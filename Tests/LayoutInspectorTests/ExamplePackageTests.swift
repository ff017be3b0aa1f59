import Foundation
import JSONCore
import Testing

/// `Examples/SignInFormTests`, the example package `.ci/run` tests, stays true to the repository's example.
@Suite struct ExamplePackageTests {
  @Test func itsTreeIsTheSignInFormExample() throws {
    let package = ExampleTrees.directory.appendingPathComponent("SignInFormTests")
    let copy = package.appendingPathComponent("Tests/SignInFormTests/Views/SignInForm.json")
    func document(_ path: String) throws -> JSONValue {
      guard case .object(var members) = try JSONParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
      else { return .null }
      members["$schema"] = nil
      return .object(members)
    }
    #expect(try document(copy.path) == document(ExampleTrees.signInForm))
  }
}
