import InspectorProtocol
import JSONCore

extension LayoutTree {
  /// Expects the tree's layout to match the snapshot stored beside the test, as swift-snapshot-testing does
  /// for images: `__Snapshots__/<test file>/<test>.layout.json`, the text of `layout/snapshot` (every node's
  /// frame and text, every layer's proposal and frame, preference values and `@State`, to the thousandth of a
  /// point).
  ///
  /// The first run records the snapshot and fails, so that it is looked at before it is committed; later runs
  /// compare, and a difference fails with what moved (from `layout/diff`) and the lines that differ.
  /// `RECORD_LAYOUT_SNAPSHOTS=1` (or `record: true`) rewrites the snapshot instead. `inspect-client layout
  /// --snapshot` prints the same text, for shell-based CI.
  ///
  ///     await form.expectSnapshot()
  public func expectSnapshot(
    named snapshotName: String? = nil, record: Bool = false, in point: VersionPoint? = nil,
    function: String = #function,
    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
  ) async {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let file = SnapshotFile(filePath: filePath, function: function, name: snapshotName)
    let current: SnapshotResult
    do {
      current = try await snapshot(in: point)
    } catch {
      TestFailure.record(error.message, at: site)
      return
    }
    let stored = file.read()
    if record || SnapshotFile.isRecording || stored == nil {
      do {
        try file.write(current.text)
      } catch {
        TestFailure.record("Cannot write the layout snapshot \(file.url.path): \(error)", at: site)
        return
      }
      if stored == nil, !record, !SnapshotFile.isRecording {
        TestFailure.record(
          "No layout snapshot of \(name) was stored; recorded \(file.relativePath). Check it and run the test again.",
          at: site)
      }
      return
    }
    guard let stored, stored != current.text else { return }
    var message = "The layout of \(name) differs from \(file.relativePath):\n"
    message += await changes(since: stored, to: point)
    let lines = LineDiff(from: stored, to: current.text)
    if !lines.isEmpty { message += "\n\n" + lines.text }
    message += "\n\nIf the change is intended, rewrite the snapshot with \(SnapshotFile.recordVariable)=1."
    TestFailure.record(message, at: site)
  }

  /// What `layout/diff` says changed since the stored snapshot text, or why it cannot say.
  private func changes(since stored: String, to point: VersionPoint?) async -> String {
    let snapshot: LayoutSnapshot
    do {
      snapshot = try JSONValueDecoder().decode(LayoutSnapshot.self, from: try JSONParser.parse(Array(stored.utf8)))
    } catch {
      return "The stored snapshot cannot be read (\(error)); it may have been edited by hand."
    }
    do {
      return try await diff(from: snapshot, to: point).summary
    } catch {
      return "The stored snapshot cannot be compared: \(error.message)"
    }
  }
}
