import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// `Binding(get:set:)` (2.1 % of the survey's files) and bindings to a property (`$model.title`): a field shows what
/// the getter reads; a `@Binding` given one reads and writes the path when the setter assigns what the getter
/// reads, and reads the getter alone (with a note) otherwise.
struct BindingFormTranslationTests {
  static let source = """
    import SwiftUI

    struct SettingsView: View {
        @State private var name = "Ada"
        @State private var volume = 3

        var body: some View {
            VStack {
                TextField("Name", text: Binding(get: { name }, set: { name = $0 }))
                TextField("Upper", text: Binding<String>(get: { name.uppercased() }, set: { name = $0.lowercased() }))
                NameRow(name: Binding(get: { self.name }, set: { newValue in self.name = newValue }))
                CountRow(count: Binding(get: { volume * 10 }, set: { volume = $0 / 10 }))
                Toggle("Loud", isOn: Binding(get: { volume > 5 }, set: { volume = $0 ? 10 : 0 }))
            }
        }
    }

    struct NameRow: View {
        @Binding var name: String
        var body: some View {
            VStack {
                Text(name)
                Button("Rename") { name = "Grace" }
            }
        }
    }

    struct CountRow: View {
        @Binding var count: Int
        var body: some View { Text("\\(count)") }
    }
    """

  static func texts(_ live: LiveTree) throws -> [String] {
    try #require(live.current.passes.last).layout.nodes.compactMap { $0.text }
  }

  @Test func fieldsAndBindingPropertiesReadTheGetter() throws {
    let translation = Translate.file(Self.source, root: .named("SettingsView"))
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let notes = translation.diagnostics.filter { $0.message.contains("read through its getter") }
    #expect(notes.map(\.span.start.line) == [12], "\(notes)")
    var live = try LiveTree(
      json: try #require(translation.document),
      environment: LayoutEnvironment(textMeasurer: FixedAdvanceTextMeasurer()))
    let before = try Self.texts(live)
    #expect(before == ["Ada", "ADA", "Ada", "Rename", "30", "Loud"])
    let layout = try #require(live.current.passes.last).layout
    let button = try #require(layout.nodes.first { $0.viewType == "Button" })
    try live.apply([.tap(node: button.id)])
    let after = try Self.texts(live)
    #expect(after == ["Grace", "GRACE", "Grace", "Rename", "30", "Loud"])
  }
}
