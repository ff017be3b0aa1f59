import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// Custom `init`s with arguments (25 % of the survey's files): what each assigns is the property's value.
struct InitializerTranslationTests {
  static let rows = """
    import SwiftUI

    struct Item: Identifiable {
        let id = UUID()
        var name: String
        var done: Bool
    }

    struct Row: View {
        let title: String
        var subtitle: String = "none"
        @State private var expanded: Bool

        init(item: Item, compact: Bool = false) {
            self.title = item.name.uppercased()
            subtitle = item.done ? "done" : "open"
            _expanded = State(initialValue: !compact)
        }

        var body: some View {
            HStack {
                Text(title)
                Text(subtitle)
                if expanded { Text("more") }
            }
        }
    }

    struct ListScreen: View {
        @State private var items = [Item(name: "Milk", done: true), Item(name: "Eggs", done: false)]
        var body: some View {
            VStack {
                ForEach(items) { item in
                    Row(item: item)
                }
                Row(item: Item(name: "Tea", done: false), compact: true)
            }
        }
    }
    """

  @Test func whatTheInitAssignsIsThePropertysValue() throws {
    let live = try ObjectModelTranslationTests.open(Self.rows, root: .named("ListScreen"))
    #expect(
      try ObjectModelTranslationTests.texts(live) == [
        "MILK", "done", "more", "EGGS", "open", "more", "TEA", "open",
      ])
  }
}
