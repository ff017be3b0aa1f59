import Testing

@testable import InspectorServer

/// The update claim of an editor document: one update runs at a time, from its start to the publishing of its
/// diagnostics, so neither a text that arrives nor a close while an update publishes can overtake it.
struct EditorDocumentTests {
  private static func text(_ version: Int) -> TextDocument {
    TextDocument(uri: "file:///tmp/Labels.swift", languageId: "swift", version: version, text: "// \(version)")
  }

  @Test func aTextArrivingWhileAnUpdatePublishesWaitsForItToEnd() throws {
    let document = EditorDocument(text: Self.text(1), arrival: 1)
    let update = try #require(document.beginUpdate())
    #expect(update.text.version == 1)
    _ = document.finishUpdate(with: nil)
    // Version 2 arrives between the analysis and the end of publishing: no second update starts beside this one
    // (it would publish version 2's diagnostics, and this one would then publish version 1's after them).
    #expect(!document.replaceText(Self.text(2), arrival: 2))
    #expect(document.beginUpdate() == nil)
    // The running update starts the next one when it ends.
    #expect(document.endUpdate() == .nextUpdate)
    #expect(document.beginUpdate()?.text.version == 2)
  }

  @Test func aDocumentClosedDuringAnUpdateIsClearedByThatUpdateAsItEnds() throws {
    let document = EditorDocument(text: Self.text(1), arrival: 1)
    _ = try #require(document.beginUpdate())
    // The update may be publishing: the clearing must come after whatever it publishes.
    #expect(!document.close(clearingDiagnostics: true))
    #expect(!document.finishUpdate(with: nil))
    #expect(document.endUpdate() == .clearDiagnostics)
    #expect(document.beginUpdate() == nil)
  }

  @Test func aDocumentClosedWithNoUpdateRunningIsClearedAtOnce() throws {
    let document = EditorDocument(text: Self.text(1), arrival: 1)
    #expect(document.close(clearingDiagnostics: true))
    #expect(document.beginUpdate() == nil)
  }

  @Test func aDocumentReplacedByANewOpenClearsNothing() throws {
    let document = EditorDocument(text: Self.text(1), arrival: 1)
    _ = try #require(document.beginUpdate())
    #expect(!document.close(clearingDiagnostics: false))
    #expect(document.endUpdate() == .finished)
  }
}
