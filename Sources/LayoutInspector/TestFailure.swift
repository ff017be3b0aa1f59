import Testing

#if canImport(XCTest)
  import XCTest
#endif

/// Reports a failed expectation through the test framework running the current test: an issue in Swift
/// Testing (so `withKnownIssue` and test traits apply), `XCTFail` in XCTest.
enum TestFailure {
  /// Records `message` as a failure at `site`.
  static func record(_ message: String, at site: CallSite) {
    #if canImport(XCTest)
      if Test.current == nil {
        XCTFail(message, file: site.filePath, line: site.line)
        return
      }
    #endif
    Issue.record(
      Comment(rawValue: message),
      sourceLocation: SourceLocation(
        fileID: site.fileID, filePath: "\(site.filePath)", line: Int(site.line), column: Int(site.column)))
  }
}
