import JSONCore
import LayoutEngine
import Testing
import TextMetrics

@testable import SwiftUISource

/// Methods run from actions: a view model's (`Button { model.add() }`, `Button("Clear", action: model.clear)`) and
/// the view's own (`Button { reset() }`), each written in place of its call as its body run at once, so its writes
/// reach the state that holds the receiver, as a class's methods write the object the view observes.
struct MethodTranslationTests {
  static let cart = """
    import SwiftUI

    struct CartItem: Identifiable {
        let id = UUID()
        var name: String
        var price: Double
    }

    @Observable
    final class CartModel {
        var items: [CartItem] = [CartItem(name: "Apples", price: 1.5), CartItem(name: "Bread", price: 3.25)]
        var note = ""
        var discount = 0.0

        var count: Int { items.count }

        func add(_ name: String = "Pears") {
            items.append(CartItem(name: name, price: 2))
            note = "Added \\(name)"
        }

        func remove(at index: Int) {
            guard index < items.count else { return }
            items.remove(at: index)
        }

        func clear() {
            items.removeAll()
            setNote("Cleared")
        }

        func setNote(_ text: String) { self.note = text }

        func apply(discount: Double) { self.discount = discount }

        func summary() -> String { "\\(count) items, \\(discount) off" }
    }

    struct CartScreen: View {
        @State private var model = CartModel()

        var body: some View {
            VStack {
                Text(model.summary())
                ForEach(model.items) { item in
                    Text(item.name)
                }
                Button("Add") { model.add() }
                Button("AddKiwi") { model.add("Kiwi") }
                Button("Remove") { model.remove(at: 0) }
                Button("Clear", action: model.clear)
                Button("Discount") { model.apply(discount: 2) }
                Button("Reset") { reset() }
                Text(model.note)
            }
        }

        private func reset() {
            model.items = []
            self.model.note = "Reset"
        }
    }
    """

  @Test func aViewModelsMethodsRunFromActionsAndWriteItsState() throws {
    var live = try ObjectModelTranslationTests.open(Self.cart)
    #expect(
      try ObjectModelTranslationTests.texts(live).filter { $0.contains("items") || $0.contains("Apples") } == [
        "2 items, 0.0 off", "Apples",
      ])
    try ObjectModelTranslationTests.tap("Add", in: &live)
    try ObjectModelTranslationTests.tap("AddKiwi", in: &live)
    try ObjectModelTranslationTests.tap("Remove", in: &live)
    let texts = try ObjectModelTranslationTests.texts(live)
    #expect(texts.first == "3 items, 0.0 off", "\(texts)")
    #expect(Array(texts[1...3]) == ["Bread", "Pears", "Kiwi"], "\(texts)")
    #expect(texts.last == "Added Kiwi")
    // A `Double` parameter given the literal `2` holds `2.0`, as Swift types the literal from the parameter.
    try ObjectModelTranslationTests.tap("Discount", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live).first == "3 items, 2.0 off")
    // A reference to a method (`action: model.clear`) and a method calling another.
    try ObjectModelTranslationTests.tap("Clear", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live).last == "Cleared")
  }

  @Test func theViewsOwnMethodWritesItsState() throws {
    var live = try ObjectModelTranslationTests.open(Self.cart)
    try ObjectModelTranslationTests.tap("Reset", in: &live)
    let texts = try ObjectModelTranslationTests.texts(live)
    #expect(texts.first == "0 items, 0.0 off")
    #expect(texts.last == "Reset")
  }

  @Test func aMethodIsWrittenInPlaceOfItsCall() {
    let translation = Translate.file(Self.cart)
    let root = Translate.rootJSON(translation)
    #expect(
      root.contains(
        #"{ let index: Int = 0; guard index < model.items.count else { return }\nmodel.items.remove(at: index) }()"#
      ), "\(root)")
    #expect(
      root.contains(
        #""action":"{ model.items.removeAll()\n{ let text: String = \"Cleared\"; model.note = text }() }""#), "\(root)")
  }

  /// `withAnimation { }` (11.8 % of the survey's files) and `Task { }` (9.6 %) in actions: their closures run at once.
  @Test func withAnimationAndTaskRunTheirClosures() throws {
    let source = """
      import SwiftUI

      struct Counter: View {
          @State private var count = 0
          @State private var items: [String] = []

          var body: some View {
              VStack {
                  Text("Count: \\(count)")
                  Button("Inc") {
                      withAnimation(.spring(response: 0.3)) {
                          count += 1
                      }
                  }
                  Button("Load") { Task { await load() } }
                  ForEach(items, id: \\.self) { Text($0) }
              }
          }

          private func load() async {
              items = ["a", "b"]
          }
      }
      """
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    let root = Translate.rootJSON(translation)
    #expect(root.contains(#""action":"{\n    {\n        count += 1\n    }()\n}""#), "\(root)")
    #expect(root.contains(#""action":"{ { { items = [\"a\", \"b\"] }() }() }""#), "\(root)")
    var live = try ObjectModelTranslationTests.open(source)
    try ObjectModelTranslationTests.tap("Inc", in: &live)
    try ObjectModelTranslationTests.tap("Load", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live) == ["Count: 1", "Inc", "Load", "a", "b"])
  }

  /// A row given its action as a closure (`TodoRow(todo: todo) { store.toggle(todo) }`, `Button("T", action:
  /// onToggle)`): the closure is the action, and the model's method finds the row with `firstIndex(where:)`.
  @Test func aClosureGivenToARowIsItsButtonsAction() throws {
    let source = """
      import SwiftUI

      struct Todo: Identifiable {
        let id = UUID()
        var title: String
        var done = false
      }

      @Observable
      final class TodoStore {
        var todos: [Todo] = [Todo(title: "Milk"), Todo(title: "Eggs")]

        var remaining: Int { todos.filter { !$0.done }.count }

        func toggle(_ todo: Todo) {
          if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].done.toggle()
          }
        }

        func delete(_ todo: Todo) {
          todos.removeAll { $0.id == todo.id }
        }
      }

      struct TodoRow: View {
        let todo: Todo
        var onToggle: () -> Void

        var body: some View {
          HStack {
            Image(systemName: todo.done ? "checkmark.circle.fill" : "circle")
            Text(todo.title)
              .strikethrough(todo.done)
            Spacer()
            Button("T", action: onToggle)
          }
        }
      }

      struct TodoScreen: View {
        @State private var store = TodoStore()

        var body: some View {
          List {
            Section("\\(store.remaining) left") {
              ForEach(store.todos) { todo in
                TodoRow(todo: todo) {
                  store.toggle(todo)
                }
                .swipeActions {
                  Button("Delete", role: .destructive) { store.delete(todo) }
                }
              }
            }
          }
        }
      }
      """
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    var live = try ObjectModelTranslationTests.open(source)
    #expect(try ObjectModelTranslationTests.texts(live).first == "2 left")
    try ObjectModelTranslationTests.tap("T", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live).first == "1 left")
  }

  /// Computed properties whose getters are statements (`if showDone { return tasks }; return tasks.filter { … }`)
  /// are read as methods without parameters, so a filtered `ForEach` and a summary text follow the state.
  @Test func aComputedPropertyWithStatementsIsRead() throws {
    let source = """
      import SwiftUI

      struct Task2: Identifiable {
        let id = UUID()
        var title: String
        var done: Bool
      }

      struct FilterScreen: View {
        @State private var showDone = false
        @State private var tasks = [Task2(title: "A", done: true), Task2(title: "B", done: false), Task2(title: "C", done: false)]

        private var shown: [Task2] {
          if showDone {
            return tasks
          }
          return tasks.filter { !$0.done }
        }

        private var summary: String {
          let open = tasks.filter { !$0.done }.count
          return "\\(open) open of \\(tasks.count)"
        }

        var body: some View {
          VStack {
            Text(summary)
            Toggle("Show done", isOn: $showDone)
            ForEach(shown) { task in
              Text(task.title)
            }
            Button("Flip") { showDone.toggle() }
          }
        }
      }
      """
    let translation = Translate.file(source)
    #expect(Translate.problems(translation).isEmpty, "\(Translate.problems(translation))")
    var live = try ObjectModelTranslationTests.open(source)
    #expect(try ObjectModelTranslationTests.texts(live) == ["2 open of 3", "Show done", "B", "C", "Flip"])
    try ObjectModelTranslationTests.tap("Flip", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live) == ["2 open of 3", "Show done", "A", "B", "C", "Flip"])
  }

  /// `dismiss()` (`@Environment(\\.dismiss)`, the environment key files read most) in an action is dropped: it
  /// changes nothing the inspector lays out, and the action's other writes stand.
  @Test func anEnvironmentActionIsDropped() throws {
    let source = """
      import SwiftUI

      struct EditName: View {
        @State private var draft = "Ada"
        @State private var saved = ""
        @Environment(\\.dismiss) private var dismiss

        var body: some View {
          VStack {
            TextField("Name", text: $draft)
            Text("Saved: \\(saved)")
            Button("Save") {
              saved = draft
              dismiss()
            }
          }
        }
      }
      """
    var live = try ObjectModelTranslationTests.open(source)
    try ObjectModelTranslationTests.tap("Save", in: &live)
    #expect(try ObjectModelTranslationTests.texts(live).contains("Saved: Ada"))
  }

  @Test func aMethodThatCallsItselfIsLeftOutWithAWarning() throws {
    let source = """
      import SwiftUI

      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Button("Go") { step() }
              Text("\\(loop)")
          }
          func step() {
              count += 1
              if count < 3 { step() }
              other()
          }
          func other() { step() }
          var loop: Int {
              let a = loop
              return a + loop
          }
      }
      """
    let translation = Translate.file(source)
    let warnings = translation.diagnostics.filter { $0.code == .notInSubset || $0.code == .limit }
    #expect(warnings.map(\.span.start.line) == [6, 7], "\(warnings)")
    #expect(translation.document != nil)
  }
}
