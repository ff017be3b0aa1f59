import Testing
import XCTest

/// Where an assertion was written, as both test frameworks want it: the `#fileID`, `#filePath`, `#line` and
/// `#column` that each assertion takes as defaulted arguments.
struct CallSite: Sendable {
  var fileID: String
  var filePath: StaticString
  var line: UInt
  var column: UInt
}

/// Reports a failed expectation through the test framework running the current test: an issue in Swift
/// Testing (so `withKnownIssue` and test traits apply), `XCTFail` in XCTest.
enum TestFailure {
  /// Records `message` as a failure at `site`.
  static func record(_ message: String, at site: CallSite) {
    if Test.current != nil {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
    } else {
      XCTFail(message, file: site.filePath, line: site.line)
    }
  }
}
