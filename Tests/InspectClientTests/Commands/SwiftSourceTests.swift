import Foundation
import Testing

/// Commands on SwiftUI source: a `.swift` file, several files, a folder and a package, with `--root` and
/// `--preview`; problems named at `file:line:column`. The daemon translates the source (the CLI sends it as it is).
@Suite(.serialized) struct SwiftSourceTests {
  /// A folder with a view in one file and its use in another, and two previews.
  static func project() throws -> String {
    let folder = RenderCommandTests.temporaryPath("swift-project")
    try? FileManager.default.removeItem(atPath: folder)
    try FileManager.default.createDirectory(atPath: folder + "/Sources/App", withIntermediateDirectories: true)
    try Data("// swift-tools-version:5.9\n".utf8).write(to: URL(fileURLWithPath: folder + "/Package.swift"))
    let row = """
      import SwiftUI

      struct LabeledRow: View {
          let label: String

          var body: some View {
              HStack {
                  Text(label)
                  Spacer()
              }
          }
      }
      """
    let form = """
      import SwiftUI

      struct Settings: View {
          var body: some View {
              VStack(spacing: 4) {
                  LabeledRow(label: "Name")
                  LabeledRow(label: "Address")
              }
              .padding()
          }
      }

      #Preview("Narrow", traits: .fixedLayout(width: 200, height: 100)) {
          Settings()
      }

      #Preview("Wide", traits: .fixedLayout(width: 600, height: 100)) {
          Settings()
      }
      """
    try Data(row.utf8).write(to: URL(fileURLWithPath: folder + "/Sources/App/LabeledRow.swift"))
    try Data(form.utf8).write(to: URL(fileURLWithPath: folder + "/Sources/App/Settings.swift"))
    return folder
  }

  @Test func layoutOfTheExampleSource() throws {
    let run = try CLIRunner.run(["layout", "Examples/SignInForm.swift"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "layout-swift")
  }

  @Test func whyOfTheExampleSource() throws {
    let run = try CLIRunner.run(["why", "Examples/SignInForm.swift", "--node", "Text[text=\"User:\"]"])
    #expect(run.exitCode == 0)
    Snapshot.assert(run.description, named: "why-swift")
  }

  @Test func aPackageWithViewsInSeveralFilesAndNamedPreviews() throws {
    let folder = try Self.project()
    // The package's first preview by default; another by name; a view of its own as the root.
    let narrow = try CLIRunner.run(["layout", folder, "--json"])
    #expect(narrow.exitCode == 0)
    #expect(narrow.stdout.contains("\"width\": 200"))
    let wide = try CLIRunner.run(["layout", folder, "--preview", "Wide", "--json"])
    #expect(wide.exitCode == 0)
    #expect(wide.stdout.contains("\"width\": 600"))
    let root = try CLIRunner.run(["select", folder + "/Sources/App", "Text"])
    #expect(root.exitCode == 0)
    #expect(root.stdout.split(separator: "\n").count == 2)
    // Several files named one by one, with a root expression.
    let files = try CLIRunner.run([
      "layout", folder + "/Sources/App/LabeledRow.swift", folder + "/Sources/App/Settings.swift", "--root",
      "LabeledRow(label: \"Only\")",
    ])
    #expect(files.exitCode == 0)
    #expect(files.stdout.contains("Text \"Only\""))
  }

  @Test func problemsAreNamedByFileLineAndColumn() throws {
    let path = RenderCommandTests.temporaryPath("Broken.swift")
    let text =
      "import SwiftUI\n\nstruct Broken: View {\n    var body: some View {\n        VStack { Text(\"a\" }\n    }\n}\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let run = try CLIRunner.run(["layout", path])
    // The rest of the file is still laid out; the syntax error is reported where it is.
    #expect(run.exitCode == 0)
    #expect(run.stderr.contains("error: expected ',' or ')'"))
    #expect(run.stderr.contains("Broken.swift:5:27"))
    // A source with two views and no preview gives no tree: exit 3, each problem at its place.
    let two = RenderCommandTests.temporaryPath("Two.swift")
    let views =
      "import SwiftUI\nstruct A: View { var body: some View { Text(\"A\") } }\nstruct B: View { var body: some View { Text(\"B\") } }\n"
    try Data(views.utf8).write(to: URL(fileURLWithPath: two))
    let ambiguous = try CLIRunner.run(["layout", two])
    #expect(ambiguous.exitCode == 3)
    #expect(ambiguous.stderr.contains("Two.swift:1:1: error:"))
    #expect(ambiguous.stderr.contains("'A', 'B'"))
    // A root that names nothing is the same error, listing the candidates, not an empty view.
    let nowhere = try CLIRunner.run(["layout", two, "--root", "Nowhere"])
    #expect(nowhere.exitCode == 3)
    #expect(nowhere.stderr.contains("'Nowhere' names no root candidate"))
    #expect(nowhere.stderr.contains("the candidates are 'A', 'B'"))
  }

  @Test func identifiableRowsWithUUIDsKeepTheirIDsFromRunToRun() throws {
    let path = RenderCommandTests.temporaryPath("Tasks.swift")
    let text = """
      import SwiftUI

      struct TaskItem: Identifiable {
          let id = UUID()
          var title: String
      }

      struct TasksView: View {
          @State private var tasks = [TaskItem(title: "Buy milk"), TaskItem(title: "Write report")]
          var body: some View {
              List {
                  ForEach(tasks) { task in
                      Text(task.title)
                  }
              }
          }
      }
      """
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let layout = try CLIRunner.run(["layout", path])
    #expect(layout.exitCode == 0)
    #expect(layout.stderr.isEmpty, "\(layout.stderr)")
    #expect(layout.stdout.contains("Text \"Write report\""))
    // Two daemons, one id list: `UUID()` is derived from where the state is declared, not drawn at random.
    let first = try CLIRunner.run(["select", path, "Text"])
    let second = try CLIRunner.run(["select", path, "Text"])
    #expect(first.exitCode == 0)
    let ids = first.stdout.split(separator: "\n")
    #expect(ids.count == 2)
    #expect(ids.allSatisfy { $0.hasPrefix("root/ForEach0[") && $0.hasSuffix("]/Text0") && $0.count == 57 })
    #expect(second.stdout == first.stdout)
  }
}
