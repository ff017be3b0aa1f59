import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// `let id = UUID()` in an `Identifiable` struct, the commonest shape of `ForEach` data in real files: the struct is
/// declared with its `UUID` field, the `@State` array is kept, and the rows are named by their UUIDs, the same on
/// every open.
struct UUIDTranslationTests {
  static let source = """
    import SwiftUI

    struct TaskItem: Identifiable {
        let id = UUID()
        var title: String
    }

    struct TasksView: View {
        @State private var tasks = [
            TaskItem(title: "Buy milk"),
            TaskItem(title: "Write report"),
        ]
        @State private var pinned = UUID()
        var body: some View {
            List {
                ForEach(tasks) { task in
                    Text(task.title)
                }
                Button("Add") { tasks.append(TaskItem(title: "New")) }
            }
        }
    }
    """

  static func open() throws -> LiveTree {
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let document = try #require(translation.document)
    return try LiveTree(json: document, environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
  }

  static func rowIDs(_ live: LiveTree) throws -> [String] {
    try #require(live.current.passes.last).layout.nodes.map(\.id).filter { $0.hasSuffix("/Text0") }
  }

  @Test func theStructAndTheStateAreDeclared() {
    let translation = Translate.file(Self.source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    #expect(
      Translate.member(translation, "types")
        == #"{"TaskItem":{"fields":{"id":{"type":"UUID","defaultValue":"UUID()","let":true},"title":{"type":"String"}}}}"#
    )
    #expect(
      Translate.member(translation, "state")
        == #"{"tasks":{"type":"[TaskItem]","value":"[\n    TaskItem(title: \"Buy milk\"),\n    TaskItem(title: \"Write report\"),\n]"},"pinned":{"type":"UUID","value":"UUID()"}}"#
    )
  }

  @Test func rowsAreNamedByTheirUUIDsTheSameOnEveryOpen() throws {
    let ids = try Self.rowIDs(try Self.open())
    #expect(ids.count == 2)
    for id in ids {
      // root/ForEach0[<uuid>]/Text0
      let key = try #require(id.split(separator: "[").last?.split(separator: "]").first)
      #expect(key.count == 36 && key.uppercased() == key)
    }
    #expect(Set(ids).count == 2)
    #expect(try Self.rowIDs(try Self.open()) == ids)
  }

  @Test func anActionRunTwiceAppendsTwoRowsWithTheirOwnUUIDs() throws {
    var live = try Self.open()
    let first = try Self.rowIDs(live)
    let layout = try #require(live.current.passes.last).layout
    let button = try #require(layout.nodes.first { $0.viewType == "Button" }).id
    try live.apply([.tap(node: button)])
    try live.apply([.tap(node: button)])
    let after = try Self.rowIDs(live)
    #expect(after.count == 4)
    #expect(Set(after).count == 4)
    #expect(Array(after.prefix(2)) == first)
    // The same taps on a fresh open make the same rows.
    var again = try Self.open()
    try again.apply([.tap(node: button)])
    try again.apply([.tap(node: button)])
    #expect(try Self.rowIDs(again) == after)
  }
}
