import LayoutInspector
import Testing

@testable import LayoutInspector

/// Trees close when the last reference goes, and a daemon that cannot start says why.
@Suite struct LifetimeTests {
  @Test(arguments: InspectorMode.allCases) func aTreeClosesWhenItsLastReferenceGoes(_ mode: InspectorMode)
    async throws
  {
    try await withInspector(mode) { inspector in
      var form: LayoutTree? = try await inspector.open(file: ExampleTrees.signInForm)
      let kept = try await inspector.open(file: ExampleTrees.signInForm)
      #expect(try await inspector.connection.send(ListTreesRequest(), subject: "test").trees.count == 2)
      #expect(form?.version == 1)
      form = nil
      // `daemon/synchronize` waits for every message before it, the close that the tree's deinit sent included.
      _ = try await inspector.connection.send(SynchronizeRequest(), subject: "test")
      #expect(try await inspector.connection.send(ListTreesRequest(), subject: "test").trees.map(\.uri) == [kept.uri])
      try await kept.close()
      #expect(try await inspector.connection.send(ListTreesRequest(), subject: "test").trees.isEmpty)
      let closed = await #expect(throws: LayoutInspectorError.self) { try await kept.node("Text") }
      #expect(closed?.kind == .daemon("unknownTree"))
    }
  }

  @Test func aDaemonThatIsNotThereSaysSo() async throws {
    let error = await #expect(throws: LayoutInspectorError.self) {
      _ = try await LayoutInspector(mode: .daemon(path: "/nonexistent/InspectorDaemon"))
    }
    #expect(error?.kind == .connection)
    #expect(error?.message == "the daemon '/nonexistent/InspectorDaemon' is not an executable file")
  }
}
